import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, openAsBlob, openSync, unlinkSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { Client as TPgClient } from 'pg';
import { inject } from 'vitest';
import { connect, runMigrations, type TDatabase } from '@/lib/db/open';
import { resetIdentitySequences } from '@/lib/demo';
import { seedPlatform } from '@/lib/demo/platform';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (dropped again by `close`). `migrate: false` leaves it
 * empty (tests of a migration apply the migrations themselves).
 *
 * Migrating and seeding are done once per run, not once per file (docs/decisions/038): the first
 * file that needs a database makes a template (migrated, then filled by `template.fill` when given),
 * and every file starts from a copy of it: a PGlite `dumpDataDir` tarball loaded into a new
 * in-memory database, or on PostgreSQL `CREATE DATABASE ... TEMPLATE`. A template's `name` says
 * what `fill` puts in it (two files with one name share one template).
 */
export type TTestDbTemplate = { name: string; fill: (db: TDatabase) => Promise<void> };

/** The racing platform's demo data (events, races, entries, laps) around `anchor`. */
export function platformTemplate(anchor: Date): TTestDbTemplate {
  return {
    name: `platform seeded at ${anchor.toISOString()}`,
    fill: async (db) => {
      await seedPlatform(db, { anchor });
      await resetIdentitySequences(db);
    },
  };
}

export async function createTestDb(
  options: { migrate?: boolean; template?: TTestDbTemplate } = {},
): Promise<{ db: TDatabase; close: () => Promise<void>; kind: 'pglite' | 'postgres' }> {
  const migrate = options.migrate ?? true;
  if (!migrate && options.template) throw new Error('createTestDb: a template is always migrated');
  const template = migrate ? (options.template ?? { name: 'migrated', fill: async () => {} }) : null;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (!template) {
      const { db, close } = await connect({});
      return { db, close, kind: 'pglite' };
    }
    const { db, close } = await connect({ loadDataDir: await pgliteTemplate(template) });
    return { db, close, kind: 'pglite' };
  }
  const { Client } = await import('pg');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const source = template ? await postgresTemplate(serverUrl, template) : null;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await createDatabase(admin, name, source);
  } finally {
    await admin.end();
  }
  const { db, close } = await connect({ databaseUrl: databaseUrl(serverUrl, name) });
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

/** This run's template folder and id (tests/setup/db-templates.ts); a run without it has its own. */
function templatesOfRun(): { dir: string; run: string } {
  return inject('testDbTemplates');
}

const keyOf = (name: string) => createHash('sha256').update(name).digest('hex').slice(0, 12);

/** Runs `make` while holding a lock file shared by the test processes of the run. */
async function withLockFile<T>(lockPath: string, make: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      closeSync(openSync(lockPath, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new Error(`createTestDb: ${lockPath} still held after 180 s`);
      await sleep(100);
    }
  }
  try {
    return await make();
  } finally {
    unlinkSync(lockPath);
  }
}

/** The tarball of a PGlite template, made by the first file that asks for it. */
async function pgliteTemplate(template: TTestDbTemplate): Promise<Blob> {
  const { dir } = templatesOfRun();
  const file = path.join(dir, `${keyOf(template.name)}.tar`);
  if (!existsSync(file)) {
    await withLockFile(`${file}.lock`, async () => {
      if (existsSync(file)) return;
      const { db, close } = await connect({});
      try {
        await runMigrations(db, true);
        await template.fill(db);
        const client = (db as unknown as { $client: PGlite }).$client;
        const dump = await client.dumpDataDir('none');
        await writeFile(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
        await rename(`${file}.part`, file);
      } finally {
        await close();
      }
    });
  }
  return openAsBlob(file);
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** CREATE DATABASE, from a template when given (retried while another copy of it is being made). */
async function createDatabase(admin: TPgClient, name: string, source: string | null): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(source ? `create database ${name} template ${source}` : `create database ${name}`);
      return;
    } catch (error) {
      // 55006: "source database is being accessed by other users".
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await sleep(200);
    }
  }
}

/** The template database on the PostgreSQL server, made by the first file that asks for it. */
async function postgresTemplate(serverUrl: string, template: TTestDbTemplate): Promise<string> {
  const { run } = templatesOfRun();
  const key = keyOf(template.name);
  const name = `portal_tmpl_${run}_${key}`;
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // One maker per template across the run's test processes: an advisory lock on the server.
    await admin.query('select pg_advisory_lock($1)', [parseInt(key.slice(0, 8), 16) | 0]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) {
        const building = `${name}_new`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const { db, close } = await connect({ databaseUrl: databaseUrl(serverUrl, building) });
        try {
          await runMigrations(db, false);
          await template.fill(db);
        } finally {
          await close();
        }
        await admin.query(`alter database ${building} rename to ${name}`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [parseInt(key.slice(0, 8), 16) | 0]);
    }
  } finally {
    await admin.end();
  }
  return name;
}
