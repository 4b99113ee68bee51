/**
 * Database commands: `migrate`, `seed` (demo data into an empty database) and `reset` (drop
 * everything, migrate, seed). Uses DATABASE_URL when set, else the embedded PGlite under DATA_DIR.
 * Stop the app first when using the embedded database: only one process may open it.
 */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { env } from '../lib/env';
import { connect, isSeeded, runMigrations } from '../lib/db/open';
import { seedDemoData } from '../lib/db/seed';

async function main(command: string | undefined): Promise<void> {
  const usesPglite = !env.DATABASE_URL;
  if (command === 'reset' && usesPglite) rmSync(env.DATA_DIR, { recursive: true, force: true });
  const { db, close } = await connect({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
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
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
