// Unit, component and database tests on PGlite (TEST_DATABASE_URL is ignored here; see test:db:postgres).
import { spawnSync } from 'node:child_process';

const env = { ...process.env };
delete env.TEST_DATABASE_URL;
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
