// The database suite (tests/**/*.db.test.ts) again, on the PostgreSQL server of TEST_DATABASE_URL.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the database suite ran on PGlite only. Set it to run the suite on PostgreSQL too.');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', '.db.test.'], { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
