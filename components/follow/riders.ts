// zod/mini: read by the My riders strip in the browser, loaded with its first request (a fraction of the full zod's size).
import * as z from 'zod/mini';
import type { TRaceResults } from '@/lib/platform/port';

/**
 * The followed riders of one race: the answer of GET /api/races/{id}/riders?ids=…, its schema
 * (checked by the strip on every response: no cast of the JSON) and the mapping from the race's
 * results (used by the route handler). No server import: the strip and the route share it.
 */

export { RIDERS_MAX_IDS } from './limits';

const ZGap = z.object({ laps: z.int().check(z.nonnegative()), ms: z.number() });

export const ZFollowedRiderRow = z.object({
  riderId: z.int().check(z.positive()),
  entryId: z.int().check(z.positive()),
  firstName: z.string(),
  lastName: z.string(),
  number: z.string(),
  className: z.string(),
  status: z.enum(['running', 'finished', 'dnf', 'dsq', 'dns']),
  overallPosition: z.nullable(z.int().check(z.positive())),
  classPosition: z.nullable(z.int().check(z.positive())),
  gapToLeader: z.nullable(ZGap),
  lastLapMs: z.nullable(z.number()),
  laps: z.int().check(z.nonnegative()),
});
export type TFollowedRiderRow = z.infer<typeof ZFollowedRiderRow>;

export const ZRaceRidersResponse = z.object({
  race: z.object({
    id: z.int().check(z.positive()),
    status: z.enum(['scheduled', 'running', 'finished']),
    /** ISO date of the race's last timing change. */
    updatedAt: z.iso.datetime({ offset: true }),
    /** Sections races count the gap in checkpoints, laps races in laps. */
    format: z.enum(['laps', 'sections']),
  }),
  riders: z.array(ZFollowedRiderRow),
});
export type TRaceRidersResponse = z.infer<typeof ZRaceRidersResponse>;

/** The rows of the given riders in the race, in the race's order (by position); unknown ids are left out. */
export function followedRiderRows(results: Pick<TRaceResults, 'rows'>, riderIds: readonly number[]): TFollowedRiderRow[] {
  const wanted = new Set(riderIds);
  return results.rows
    .filter((row) => wanted.has(row.riderId))
    .map((row) => ({
      riderId: row.riderId,
      entryId: row.entryId,
      firstName: row.firstName,
      lastName: row.lastName,
      number: row.number,
      className: row.className,
      status: row.status,
      overallPosition: row.overallPosition,
      classPosition: row.classPosition,
      gapToLeader: row.gapToLeader ? { laps: row.gapToLeader.laps, ms: row.gapToLeader.ms } : null,
      lastLapMs: row.lastLapMs ?? null,
      laps: row.laps,
    }));
}

/** The whole answer of the route (dates as ISO strings, as JSON carries them). */
export function raceRidersBody(results: Pick<TRaceResults, 'race' | 'rows' | 'updatedAt'>, riderIds: readonly number[]): TRaceRidersResponse {
  return {
    race: { id: results.race.id, status: results.race.status, updatedAt: results.updatedAt.toISOString(), format: results.race.format },
    riders: followedRiderRows(results, riderIds),
  };
}
