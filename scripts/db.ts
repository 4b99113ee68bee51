/**
 * Database commands: `migrate`, `seed` (demo data into an empty database) and `reset` (drop
 * everything, migrate, seed). Uses DATABASE_URL when set, else the embedded PGlite under DATA_DIR.
 * The embedded database is opened by one process only (lib/db/lock.ts): while the app runs on the
 * same DATA_DIR, these commands refuse with the process that holds it.
 */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { env } from '../lib/env';
import { acquireDatabaseLock, isDatabaseLockedError } from '../lib/db/lock';
import { connect, isSeeded, runMigrations } from '../lib/db/open';
import { seedDemoData } from '../lib/demo';

async function main(command: string | undefined): Promise<void> {
  const usesPglite = !env.DATABASE_URL;
  // Locked before the folder is removed: a reset must not pull it from under a running app.
  const lock = usesPglite ? await acquireDatabaseLock(env.DATA_DIR) : null;
  if (command === 'reset' && usesPglite) rmSync(env.DATA_DIR, { recursive: true, force: true });
  const { db, close } = await connect({ databaseUrl: env.DATABASE_URL, dataDir: usesPglite ? env.DATA_DIR : undefined });
  try {
    if (command === 'reset' && !usesPglite) {
      await db.execute(sql`drop schema if exists public cascade`);
      await db.execute(sql`drop schema if exists drizzle cascade`);
      await db.execute(sql`create schema public`);
    }
    if (command === 'migrate' || command === 'seed' || command === 'reset') {
      await runMigrations(db, usesPglite);
      console.log('migrations applied');
    }
    if (command === 'seed' || command === 'reset') {
      if (await isSeeded(db)) {
        console.log('database already has data: not seeding (use db:reset to start over)');
      } else {
        const started = Date.now();
        await seedDemoData(db);
        console.log(`demo data seeded in ${Date.now() - started} ms`);
      }
    }
    if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
      console.error('usage: tsx scripts/db.ts migrate|seed|reset');
      process.exitCode = 2;
    }
  } finally {
    await close();
    lock?.release();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(isDatabaseLockedError(error) ? error.message : error);
  process.exit(1);
});
