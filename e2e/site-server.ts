import { spawn, type ChildProcess } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * A production server of the site (server.mjs, from the build in NEXT_DIST_DIR, default .next):
 * each Playwright worker's own server (e2e/fixtures.ts), and the extra servers of the specs that
 * need other settings (a dead content service, a real Strapi, a fake LiveLaps). Each has its own
 * port and its own database and private-files folders, copied from the seeded template that the
 * global setup made (e2e/global-setup.ts), so a server starts without migrating or seeding; stopped
 * and cleaned up by `stop`.
 */

const ROOT = path.resolve(__dirname, '..');

/** Root of the suite's folders: the template and one folder per server. */
export const E2E_DIR = path.resolve(ROOT, process.env.E2E_DATA_DIR ?? 'var/e2e');
/** The seeded template (docs/decisions/038): `db` (DATA_DIR) and `private` (PRIVATE_FILES_DIR). */
export const TEMPLATE_DIR = path.join(E2E_DIR, 'template');

export type TSiteServer = {
  origin: string;
  /** The last characters the server printed (20,000 unless asked otherwise; attach it to a failing test). */
  output: () => string;
  stop: () => Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Whether nothing listens on this loopback port. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export type TSiteServerOptions = {
  keepOutputChars?: number;
  /** The port to use when it is free (else a free one). */
  port?: number;
  /**
   * Work on the server's own copy of the database before it starts (its DATA_DIR and
   * PRIVATE_FILES_DIR): content settings, a first sync of the results mirror, series definitions.
   */
  beforeStart?: (dirs: { dataDir: string; privateDir: string }) => Promise<void>;
};

/** Starts the server with these extra environment variables and waits until it answers (at most 150 s). */
export async function startSiteServer(name: string, env: Record<string, string>, options: TSiteServerOptions = {}): Promise<TSiteServer> {
  const keepChars = options.keepOutputChars ?? 20_000;
  const port = options.port !== undefined && (await portIsFree(options.port)) ? options.port : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const serverDir = path.join(E2E_DIR, `${name}-${port}-${process.pid}`);
  const dataDir = path.join(serverDir, 'db');
  const privateDir = path.join(serverDir, 'private');
  await rm(serverDir, { recursive: true, force: true });
  await cp(TEMPLATE_DIR, serverDir, { recursive: true, filter: (source) => !source.endsWith('.lock') });
  await options.beforeStart?.({ dataDir, privateDir });
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['server.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      LISTEN_ADDRESS: '127.0.0.1',
      SITE_URL: origin,
      DATA_DIR: dataDir,
      PRIVATE_FILES_DIR: privateDir,
      E2E_TEST_ROUTES: 'true',
      LOG_LEVEL: 'warn',
      NO_PROXY: '127.0.0.1,localhost',
      no_proxy: '127.0.0.1,localhost',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-keepChars);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(serverDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${name} server stopped (exit ${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the ${name} server did not answer in time:\n${output}`);
    }
    const answered = await fetch(`${origin}/ll/theme.css`).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { origin, output: () => output, stop };
}
