import { log } from '../log';
import type { PlatformPort, TRaceResults } from '../platform/port';
import type { TLocale } from '../constants';

/**
 * The results of several races of one page (an event's scoreboards, its awards presentation): one
 * race that cannot be read (LiveLaps answering junk for it, a timeout) costs that race, logged, not
 * the page. Only when none can be read is the failure thrown, for the page's failure or outage
 * state as before.
 */
export async function readRaceResults(platform: Pick<PlatformPort, 'getRaceResults'>, raceIds: number[], locale: TLocale): Promise<Map<number, TRaceResults | null>> {
  const settled = await Promise.allSettled(raceIds.map((id) => platform.getRaceResults(id, { locale })));
  const failures = settled.flatMap((s, i) => (s.status === 'rejected' ? [{ raceId: raceIds[i]!, error: s.reason as unknown }] : []));
  if (failures.length > 0 && failures.length === raceIds.length) throw failures[0]!.error;
  for (const { raceId, error } of failures) log.warn({ raceId, err: error }, 'the results of one race could not be read: left out of the page');
  return new Map(settled.map((s, i) => [raceIds[i]!, s.status === 'fulfilled' ? s.value : null]));
}
