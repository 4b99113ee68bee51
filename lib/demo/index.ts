import { sql } from 'drizzle-orm';
import { queryRows, type TDatabase } from '../db/open';
import { hashPassword } from '../security/passwords';
import { DEMO_PASSWORD, seedAccounts } from './accounts';
import { seedContent } from './content';
import { seedPlatform } from './platform';
import { seedSpectators } from './spectators';
import { env } from '../env';

/**
 * The deterministic demo dataset (fixed random seed). Dates are placed relative to `anchor`
 * (today by default) so that one event is always running today and others are upcoming.
 */
export async function seedDemoData(db: TDatabase, options: { anchor?: Date } = {}): Promise<void> {
  const anchor = options.anchor ?? new Date();
  // argon2 is slow on purpose: hash the demo password once, outside the transaction.
  const demoPasswordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await seedContent(tx as unknown as TDatabase);
    await seedPlatform(tx as unknown as TDatabase, { anchor });
    await seedAccounts(tx as unknown as TDatabase, { anchor, passwordHash: demoPasswordHash });
    await seedSpectators(tx as unknown as TDatabase, { anchor, privateFilesDir: env.PRIVATE_FILES_DIR });
  });
  await resetIdentitySequences(db);
}

/**
 * Demo rows are inserted with explicit ids; move every identity sequence past the highest id so
 * later inserts do not collide.
 */
export async function resetIdentitySequences(db: TDatabase): Promise<void> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and is_identity = 'YES'`,
  );
  for (const row of rows) {
    const table = sql.identifier(row.table_name);
    const column = sql.identifier(row.column_name);
    await db.execute(sql`
      select setval(pg_get_serial_sequence(${`"${row.table_name}"`}, ${row.column_name}),
        coalesce((select max(${column}) from ${table}), 0) + 1, false)`);
  }
}
