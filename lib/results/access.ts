import 'server-only';
import { cache } from 'react';
import type { TLocale } from '../constants';
import { loadEvent } from '../events/access';
import { loadDefaults } from '../content/defaults';
import { loadOr } from '../http/safe';
import { SITE_TIME_ZONE } from '../i18n/format';
import { log } from '../log';
import { getPlatform } from '../platform';
import { isPlatformDown } from '../platform/available';
import { askPermission } from '../platform/permission';
import type { TListOptions, TPermissionCheck, TRaceResults, TResultSearch } from '../platform/port';
import { readRaceResults } from './each';

/**
 * Reads of the race results pages and APIs, with the platform's permission checks (seed §6) and
 * the Results error catalogue (seed §8) as states, so pages show a translated message and APIs
 * answer a status, never a stack trace.
 */

export type TRaceState =
  /** The race can be shown (it may still have no results: see `hasResults`). */
  | { kind: 'ok'; results: TRaceResults; timeZone: string }
  /** No such race. */
  | { kind: 'notFound' }
  /** The platform refuses "display race" (a private race, or a race of a private event). */
  | { kind: 'forbidden' }
  /** Timing is not set up properly for this race ("race not properly configured"). */
  | { kind: 'notConfigured'; results: TRaceResults; timeZone: string }
  /** The platform failed to answer ("failed to fetch participants"); logged. */
  | { kind: 'failed' }
  /**
   * The racing platform is down or answered junk, and no last good answer is kept (LiveLaps only):
   * pages show "results service unavailable" (503), APIs answer 503; logged.
   */
  | { kind: 'unavailable' };

/**
 * The platform's answer to a permission question; an error counts as "no" and is logged; the
 * platform being down is thrown (lib/platform/permission.ts).
 */
export async function isAllowed(check: TPermissionCheck): Promise<boolean> {
  return askPermission(check);
}


/** May the visitor see this event's results? (display event, with the default promoter user id). */
export async function canDisplayEvent(eventId: number): Promise<boolean> {
  const { promoterUserId } = await loadDefaults();
  return isAllowed({ kind: 'displayEvent', eventId, defaultPromoterUserId: promoterUserId });
}

/**
 * A race's results with its permission check. `timeZone` is the event's (read times and start
 * times are shown in it); pass the event when the page already has it.
 */
export const loadRace = cache(async (raceId: number, locale: TLocale, knownTimeZone?: string): Promise<TRaceState> => {
  let results: TRaceResults | null;
  let allowed: boolean;
  try {
    [results, allowed] = await Promise.all([getPlatform().getRaceResults(raceId, { locale }), isAllowed({ kind: 'displayRace', raceId })]);
  } catch (error) {
    if (isPlatformDown(error)) {
      log.error({ err: error, raceId }, 'race results unavailable: the racing platform is not answering');
      return { kind: 'unavailable' };
    }
    log.error({ err: error, raceId }, 'race results failed to load');
    return { kind: 'failed' };
  }
  if (!results) return { kind: 'notFound' };
  if (!allowed) return { kind: 'forbidden' };
  let timeZone = knownTimeZone;
  if (!timeZone) {
    const event = await loadOr('event of a race', () => loadEvent(results.race.eventId, locale), null);
    timeZone = event?.timeZone ?? SITE_TIME_ZONE;
  }
  if (!results.race.isConfigured) return { kind: 'notConfigured', results, timeZone };
  return { kind: 'ok', results, timeZone };
});

/** A race's results as the platform gives them, without the permission check (`loadRace` has it). */
export function getRaceResults(raceId: number, options: TListOptions) {
  return getPlatform().getRaceResults(raceId, options);
}

/**
 * The results of several races of one page (an event's scoreboards, its awards presentation): a
 * race that cannot be read is left out (lib/results/each.ts).
 */
export function loadRaceResults(raceIds: number[], locale: TLocale) {
  return readRaceResults(getPlatform(), raceIds, locale);
}

/** Lap by lap and checkpoint times of some riders of a race. */
export function getRaceTiming(raceId: number, entryIds: number[]) {
  return getPlatform().getRaceTiming(raceId, entryIds);
}

/** Finished or live events that have results, newest first: by event, promoter or race name, date, year and promoter. */
export function searchResultEvents(search: TResultSearch, options: TListOptions) {
  return getPlatform().searchResultEvents(search, options);
}

/** A race with nothing to show yet: scheduled, or no rider has crossed the line. */
export function hasResults(results: TRaceResults): boolean {
  return results.race.status !== 'scheduled' && results.rows.some((r) => r.laps > 0);
}

export type TRaceChoice = {
  id: number;
  name: string;
  status: 'scheduled' | 'running' | 'finished';
  startAt: Date;
  eventId: number;
  eventName: string;
  timeZone: string;
};

/**
 * Races to choose from (/races, /scores and the print choosers without an id): the public races of
 * the live and most recent events with results, running races first, then the most recent.
 */
export const listRecentRaces = cache(async (locale: TLocale, limitEvents = 12): Promise<TRaceChoice[]> => {
  const platform = getPlatform();
  const events = (await platform.searchResultEvents({}, { locale })).slice(0, limitEvents);
  const full = await Promise.all(events.map((e) => loadOr('event of the race list', () => loadEvent(e.id, locale), null)));
  const races = full.flatMap((event) =>
    event
      ? event.races
          .filter((r) => r.isPublic && r.status !== 'scheduled')
          .map((r) => ({ id: r.id, name: r.name, status: r.status, startAt: r.startAt, eventId: event.id, eventName: event.name, timeZone: event.timeZone }))
      : [],
  );
  return races.sort((a, b) => Number(b.status === 'running') - Number(a.status === 'running') || b.startAt.getTime() - a.startAt.getTime() || a.id - b.id);
});
