import 'server-only';
import { openDatabase, type TDatabase } from './open';
import { env } from '../env';

/**
 * The app's database: PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite database
 * under DATA_DIR. One instance per process, cached on globalThis so dev reloads reuse it.
 * Migrations and the demo seed run once per process before the first query (`ready`).
 */
const globalForDb = globalThis as unknown as { __portalDb?: Promise<TDatabase> };

export function getDb(): Promise<TDatabase> {
  globalForDb.__portalDb ??= openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    migrate: true,
    seed: env.SEED_DEMO_DATA ? seedDemoData : undefined,
  });
  return globalForDb.__portalDb;
}

/** The demo data, loaded only when an empty database is seeded (it brings sharp, argon2 and the data itself). */
async function seedDemoData(db: TDatabase): Promise<void> {
  const demo = await import('../demo');
  await demo.seedDemoData(db);
}

export type { TDatabase };
