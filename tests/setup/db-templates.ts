import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Global setup of vitest: a folder for this run's database templates (tests/setup/db.ts makes each
 * one the first time a test file asks for it, then every file starts from a copy), removed at the
 * end with any PostgreSQL template databases of the run (docs/decisions/038).
 */

declare module 'vitest' {
  export interface ProvidedContext {
    testDbTemplates: { dir: string; run: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-db-templates-'));
  const run = path.basename(dir).replace(/[^a-z0-9]/gi, '').slice(-6).toLowerCase();
  project.provide('testDbTemplates', { dir, run });
  return async () => {
    await rm(dir, { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`portal_tmpl_${run}_%`]);
      for (const { datname } of rows) {
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
    } finally {
      await admin.end();
    }
  };
}
