import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_DIR, TEMPLATE_DIR } from './site-server';

/**
 * Once per run, before any worker starts: the production build (unless E2E_SKIP_BUILD=1 says the
 * one in NEXT_DIST_DIR is current: CI builds it in a step of its own), then the seeded template
 * every server of the run copies (e2e/site-server.ts): migrated and seeded by `db:reset`, closed
 * cleanly, so a copy opens like the original (docs/decisions/038).
 */

const ROOT = path.resolve(__dirname, '..');

function run(what: string, command: string, args: string[], env: Record<string, string> = {}): void {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`e2e global setup: ${what} failed (exit ${result.status ?? result.signal})`);
  console.log(`e2e global setup: ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export default function globalSetup(): void {
  if (process.env.E2E_SKIP_BUILD !== '1') run('next build', 'npx', ['next', 'build']);
  rmSync(E2E_DIR, { recursive: true, force: true });
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  run('seeded template', 'npx', ['tsx', 'scripts/db.ts', 'reset'], {
    DATA_DIR: path.join(TEMPLATE_DIR, 'db'),
    PRIVATE_FILES_DIR: path.join(TEMPLATE_DIR, 'private'),
    DATABASE_URL: '',
  });
}
