import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * What the scripts that start their own production server share (bench, fuzz): a free loopback
 * port, waiting until the server answers, and the server itself.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer ${url}`);
}

export type TProductionServer = { origin: string; port: number; pid: number; stop: () => Promise<void> };

export type TProductionServerOptions = {
  /** The embedded database's folder, emptied first (a fresh seed); none with DATABASE_URL in `env`. */
  dataDir?: string;
  /** Keep the folder's data (a restart on data already there). */
  keepData?: boolean;
  env?: Record<string, string>;
  /** A port of its own (else a free one). */
  port?: number;
  /** The address that answers once the server is up. */
  readyPath?: string;
};

/**
 * A production server of the current build (server.mjs) on loopback, in a process group of its
 * own, waited for until it answers; `stop` ends it and resolves when it has exited.
 */
export async function startProductionServer(options: TProductionServerOptions = {}): Promise<TProductionServer> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  if (options.dataDir && !options.keepData) rmSync(options.dataDir, { recursive: true, force: true });
  const server: ChildProcess = spawn('node', ['server.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      LISTEN_ADDRESS: '127.0.0.1',
      SITE_URL: origin,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      NO_PROXY: '127.0.0.1,localhost',
      no_proxy: '127.0.0.1,localhost',
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.pid && server.exitCode === null && server.signalCode === null) {
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
  };
  try {
    await waitFor(`${origin}${options.readyPath ?? '/ll'}`, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, port, pid: server.pid!, stop };
}
