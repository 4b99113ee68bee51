import 'server-only';
import { app } from '../app';
import type { TDatabase } from './open';

/**
 * The app's database: PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite database
 * under DATA_DIR. One per process, built by lib/app.ts; migrations and the demo seed run once per
 * process before the first query.
 */
export function getDb(): Promise<TDatabase> {
  return app().db();
}

export type { TDatabase };
