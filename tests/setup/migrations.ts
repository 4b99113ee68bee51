import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER, type TDatabase } from '@/lib/db/open';

/**
 * For tests of one migration: a copy of the migrations folder that stops before the migration
 * whose tag ends with `tagSuffix` (a database is migrated with it, given old-style rows, then
 * migrated with the whole folder), and the migrator of either driver.
 */
type TJournal = { entries: { tag: string }[] };

export function migrationsBefore(tagSuffix: string): string {
  const full = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as TJournal;
  const index = full.entries.findIndex((entry) => entry.tag.endsWith(tagSuffix));
  if (index <= 0) throw new Error(`no migration named *${tagSuffix} in the journal`);
  const dir = mkdtempSync(path.join(tmpdir(), `migrations-before${tagSuffix.replace(/_/g, '-')}-`));
  mkdirSync(path.join(dir, 'meta'));
  const before = full.entries.slice(0, index);
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...full, entries: before }));
  for (const entry of before) copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

export async function migrateWith(db: TDatabase, kind: 'pglite' | 'postgres', migrationsFolder: string): Promise<void> {
  if (kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(db as never, { migrationsFolder });
  }
}
