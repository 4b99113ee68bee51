import { randomBytes } from 'node:crypto';
import { connect, runMigrations, type TDatabase } from '@/lib/db/open';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (dropped again by `close`). `migrate: false` leaves it
 * empty (tests of a migration apply the migrations themselves).
 */
export async function createTestDb(options: { migrate?: boolean } = {}): Promise<{ db: TDatabase; close: () => Promise<void>; kind: 'pglite' | 'postgres' }> {
  const migrate = options.migrate ?? true;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const { db, close } = await connect({});
    if (migrate) await runMigrations(db, true);
    return { db, close, kind: 'pglite' };
  }
  const { Client } = await import('pg');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { db, close } = await connect({ databaseUrl: url.toString() });
  if (migrate) await runMigrations(db, false);
  return {
    db,
    kind: 'postgres',
    close: async () => {
      await close();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
