import { asc, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDatabase } from '../db/open';
import { SERIES_DEFINITION_DISCIPLINES, seriesDefinitions } from '../db/schema/mirror';

/**
 * Series definitions (docs/decisions/047): the app's own series on LiveLaps, whose standings the
 * app's scoring engine computes from the results mirror. LiveLaps has no call whose answer gives
 * series points (decision 024), so the organisation says which events (or races) count, which
 * classes, the points per position and the drops; the engine does the rest. Loaded from a JSON
 * file by `npm run series:load -- file.json` (deployments, tests); README "Connect to LiveLaps".
 */

/** Points tables to start from (index 0: first place). */
export const POINTS_PRESETS = {
  /** The 20-place table of most motocross series (25, 22, 20, 18, 16, then one less a place). */
  motocross: [25, 22, 20, 18, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
  /** A 10-place table. */
  top10: [25, 18, 15, 12, 10, 8, 6, 4, 2, 1],
  /** 50 for a win down to 1 (large enduro and hare scramble classes). */
  enduro: Array.from({ length: 50 }, (_, i) => 50 - i),
} as const satisfies Record<string, readonly number[]>;

const ZId = z.number().int().positive().max(2_147_483_647);

export const ZSeriesDefinitionSchema = z
  .object({
    id: ZId,
    name: z.string().trim().min(1).max(200),
    season: z.number().int().min(1900).max(2200),
    promoterId: ZId,
    discipline: z.enum(SERIES_DEFINITION_DISCIPLINES).default('motocross'),
    /** The events that count, in round order. */
    events: z.array(ZId).min(1).max(100),
    /** Only these races count (default: every race of the events). */
    races: z.array(ZId).max(2000).optional(),
    /** Only these classes count, by name as the results write them (default: all). */
    classes: z.array(z.string().trim().min(1).max(100)).max(200).optional(),
    /** Points per position, or the name of a preset (POINTS_PRESETS). */
    points: z.union([z.array(z.number().int().min(0).max(10_000)).min(1).max(500), z.enum(Object.keys(POINTS_PRESETS) as [keyof typeof POINTS_PRESETS])]),
    /** The lowest rounds dropped from each rider's total. */
    drops: z.number().int().min(0).max(50).default(0),
    /** Which tables are shown: per class (final), all classes (overall), or both. */
    tables: z.enum(['final', 'overall', 'both']).default('both'),
    published: z.boolean().default(true),
  })
  .strict()
  .refine((d) => new Set(d.events).size === d.events.length, { message: 'an event is listed twice', path: ['events'] });

export const ZSeriesDefinitionFileSchema = z.object({ series: z.array(ZSeriesDefinitionSchema).max(1000) }).refine(
  (f) => new Set(f.series.map((s) => s.id)).size === f.series.length,
  { message: 'two series have the same id', path: ['series'] },
);
export type TSeriesDefinitionInput = z.input<typeof ZSeriesDefinitionSchema>;

export type TSeriesDefinition = typeof seriesDefinitions.$inferSelect;

/** Loads definitions (insert or update by id); `replace` removes the ones the file does not list. */
export async function loadSeriesDefinitions(db: TDatabase, file: unknown, options: { replace?: boolean } = {}): Promise<{ loaded: number; removed: number }> {
  const parsed = ZSeriesDefinitionFileSchema.parse(file);
  let removed = 0;
  await db.transaction(async (tx) => {
    for (const d of parsed.series) {
      const values = {
        name: d.name,
        season: d.season,
        promoterId: d.promoterId,
        discipline: d.discipline,
        eventIds: d.events,
        raceIds: d.races ?? null,
        classes: d.classes ?? null,
        points: typeof d.points === 'string' ? [...POINTS_PRESETS[d.points]] : d.points,
        dropCount: d.drops,
        tables: d.tables,
        published: d.published,
        updatedAt: sql`now()`,
      };
      await tx.insert(seriesDefinitions).values({ id: d.id, ...values }).onConflictDoUpdate({ target: seriesDefinitions.id, set: values });
    }
    if (options.replace) {
      const ids = parsed.series.map((s) => s.id);
      const gone = await tx
        .delete(seriesDefinitions)
        .where(ids.length > 0 ? notInArray(seriesDefinitions.id, ids) : sql`true`)
        .returning({ id: seriesDefinitions.id });
      removed = gone.length;
    }
  });
  return { loaded: parsed.series.length, removed };
}

export async function listSeriesDefinitions(db: TDatabase): Promise<TSeriesDefinition[]> {
  return db.select().from(seriesDefinitions).where(eq(seriesDefinitions.published, true)).orderBy(asc(seriesDefinitions.season), asc(seriesDefinitions.name), asc(seriesDefinitions.id));
}
