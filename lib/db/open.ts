import path from 'node:path';
import { mkdirSync } from 'node:fs';
import v8 from 'node:v8';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { log } from '../log';
import { acquireDatabaseLock } from './lock';
import * as schema from './schema';

export type TSchema = typeof schema;
export type TDatabase = PgDatabase<PgQueryResultHKT, TSchema>;

/**
 * What fills an empty database. A parameter rather than an import: the demo data (lib/demo) is
 * built on the database's code (schema, queries), which would otherwise import it back in a
 * circle (docs/decisions/059).
 */
export type TSeed = (db: TDatabase) => Promise<void>;

export type TOpenDatabaseOptions = {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; absent (and no databaseUrl) = in memory. */
  dataDir?: string;
  migrate?: boolean;
  /** Fills the database when it is empty (the demo data: lib/db/client.ts passes lib/demo's). */
  seed?: TSeed;
  /** In-memory PGlite only: start from this data folder (a `dumpDataDir` tarball; tests' templates). */
  loadDataDir?: Blob;
};

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/db/migrations');

/**
 * The embedded database's buffer cache. PostgreSQL's default (128MB) is sized for a database server
 * of its own; inside the app's process it was most of the resident memory at rest (285 MB resident
 * for PGlite alone against 175 MB with 16MB, measured on the demo data). The data of one
 * organisation is a few tens of MB and PGlite reads go through the system's file cache as well.
 */
export const EMBEDDED_SHARED_BUFFERS = '16MB';

/**
 * The embedded database is PostgreSQL compiled to WebAssembly. V8 compiles it with its baseline
 * compiler (Liftoff), then compiles the functions it runs often again with its optimising one and
 * keeps both: 43 to 50 MB more resident for the app's server at rest on the demo data, for about 9 %
 * more uncached racer searches a second (docs/decisions/043). The embedded database is for one
 * organisation on a small machine, where memory is the limit: baseline code only. V8's flags are the
 * process's; this one concerns WebAssembly alone, which only PGlite runs here, and is set before
 * PGlite compiles its module.
 */
export const EMBEDDED_WASM_V8_FLAGS = '--liftoff-only';

/** Arbitrary constant for pg_advisory_lock: only one instance migrates and seeds at a time. */
const SETUP_LOCK_ID = 72_410_001;

export type TOpenedDatabase = { db: TDatabase; close: () => Promise<void> };

export async function connect(options: TOpenDatabaseOptions): Promise<TOpenedDatabase> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => log.warn({ err: error }, 'idle database connection lost'));
    const db = drizzle({ client: pool, schema }) as unknown as TDatabase;
    return { db, close: () => pool.end() };
  }
  v8.setFlagsFromString(EMBEDDED_WASM_V8_FLAGS);
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  // A second process on the same folder destroys it for good: one process only (decision 021).
  const lock = options.dataDir ? await acquireDatabaseLock(options.dataDir) : null;
  try {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    // Extensions the migrations create (PostgreSQL servers ship them in contrib).
    const pgliteOptions = {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
      ...(options.loadDataDir && !options.dataDir ? { loadDataDir: options.loadDataDir } : {}),
    };
    const client = options.dataDir ? new PGlite(options.dataDir, pgliteOptions) : new PGlite(pgliteOptions);
    await client.waitReady;
    const db = drizzle({ client, schema }) as unknown as TDatabase;
    return {
      db,
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export async function runMigrations(db: TDatabase, usesPglite: boolean): Promise<void> {
  if (usesPglite) {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/** Rows of a raw SQL query (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: TDatabase, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function isSeeded(db: TDatabase): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from organizations`);
  return Number(row?.n ?? 0) > 0;
}

export async function setupDatabase(
  db: TDatabase,
  options: { usesPglite: boolean; migrate?: boolean; seed?: TSeed },
): Promise<void> {
  if (!options.usesPglite) await db.execute(sql`select pg_advisory_lock(${SETUP_LOCK_ID})`);
  try {
    if (options.migrate !== false) await runMigrations(db, options.usesPglite);
    if (options.seed && !(await isSeeded(db))) await options.seed(db);
  } finally {
    if (!options.usesPglite) await db.execute(sql`select pg_advisory_unlock(${SETUP_LOCK_ID})`);
  }
}

/** Connect, migrate and (optionally) seed. */
export async function openDatabase(options: TOpenDatabaseOptions): Promise<TDatabase> {
  const { db } = await connect(options);
  await setupDatabase(db, { usesPglite: !options.databaseUrl, migrate: options.migrate, seed: options.seed });
  return db;
}
