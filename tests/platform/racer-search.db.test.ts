import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { TDatabase } from '@/lib/db/open';
import { riders } from '@/lib/db/schema';
import { createEmbeddedPlatform } from '@/lib/platform/embedded';
import type { PlatformPort } from '@/lib/platform/port';
import { foldSearchText } from '@/lib/search/racer-search';
import { createTestDb } from '../setup/db';

/**
 * The trackside search reads names and places folded once, by the database, when a rider is
 * written (generated columns): they must fold exactly as the criteria are folded in JavaScript.
 */
describe('racer search columns', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let platform: PlatformPort;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    platform = createEmbeddedPlatform(async () => db);
  });
  afterAll(() => close());

  const insertRider = async (values: { firstName: string; lastName: string; city?: string; state?: string }) => {
    const [row] = await db.insert(riders).values(values).returning({ id: riders.id });
    return row!.id;
  };
  const searchIds = async (type: 'racerIdentifier' | 'state', text: string) => (await platform.searchRacers({ type, text })).map((r) => r.id);

  /** A word of a name: letters (plain, accented, other scripts' folds), maybe joined by a hyphen or an apostrophe. */
  const letters = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZàâäçéèêëîïôöùûüÿÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸñÑøØłŁšŠžŽőŐ'.split(''));
  const part = fc.array(letters, { minLength: 1, maxLength: 8 }).map((chars) => chars.join(''));
  const word = fc.tuple(part, fc.option(fc.tuple(fc.constantFrom('-', "'"), part), { nil: undefined })).map(([a, rest]) => (rest ? `${a}${rest[0]}${rest[1]}` : a));

  it('stores names folded exactly as the criteria are folded', async () => {
    await fc.assert(
      fc.asyncProperty(word, word, async (firstName, lastName) => {
        const id = await insertRider({ firstName, lastName });
        const [row] = await db.select({ searchName: riders.searchName }).from(riders).where(eq(riders.id, id));
        expect(row!.searchName).toBe(` ${foldSearchText(`${firstName} ${lastName}`)} | ${foldSearchText(`${lastName} ${firstName}`)}`);
      }),
      { numRuns: 40 },
    );
  });

  it('finds a rider by the start of any word of the name, with or without accents, in any case', async () => {
    await fc.assert(
      fc.asyncProperty(word, word, fc.integer({ min: 1, max: 8 }), fc.boolean(), async (firstName, lastName, length, upper) => {
        const id = await insertRider({ firstName: `${firstName}zq`, lastName: `${lastName}qz` });
        const typed = (text: string) => (upper ? text.toUpperCase() : text).slice(0, length);
        expect(await searchIds('racerIdentifier', typed(lastName))).toContain(id);
        expect(await searchIds('racerIdentifier', foldSearchText(typed(firstName)))).toContain(id);
      }),
      { numRuns: 25 },
    );
  });

  it('follows a change of name or place without any other write', async () => {
    const id = await insertRider({ firstName: 'Théo', lastName: 'Bérubé', city: 'Rimouski', state: 'QC' });
    expect(await searchIds('racerIdentifier', 'berube')).toContain(id);
    await db.update(riders).set({ lastName: 'Ouellet', city: 'Sept-Îles' }).where(eq(riders.id, id));
    expect(await searchIds('racerIdentifier', 'berube')).not.toContain(id);
    expect(await searchIds('racerIdentifier', 'theo ouel')).toContain(id);
    expect(await searchIds('state', 'sept iles')).toContain(id);
    expect(await searchIds('state', 'rimouski')).not.toContain(id);
  });

  it('does not match across the first and last name orders or across state and city', async () => {
    const id = await insertRider({ firstName: 'Ana', lastName: 'Lima', city: 'Laval', state: 'QC' });
    expect(await searchIds('racerIdentifier', 'lima ana')).toContain(id);
    expect(await searchIds('racerIdentifier', 'ana lima')).toContain(id);
    expect(await searchIds('racerIdentifier', 'lima lima')).not.toContain(id);
    expect(await searchIds('state', 'qc laval')).not.toContain(id);
    expect(await searchIds('state', 'lav')).toContain(id);
  });

  it('has trigram indexes for both columns', async () => {
    const result = (await db.execute(sql`select indexname from pg_indexes where tablename = 'riders' and indexdef like '%gin_trgm_ops%' order by indexname`)) as unknown as { rows: { indexname: string }[] };
    expect(result.rows.map((r) => r.indexname)).toEqual(['riders_search_name_trgm_idx', 'riders_search_place_trgm_idx']);
  });
});
