import 'server-only';
import { createHash } from 'node:crypto';
import { LIVE_POLL_MS, SEARCH_TIMEOUT_MS } from '../../constants';
import { AppError } from '../../errors';
import { calendarDay, SITE_TIME_ZONE } from '../../i18n/format';
import { foldSearchText } from '../../search/racer-search';
import type { PlatformPort, TCalendarEntry, TCalendarEventType, TEvent, TEventSummary, TPermissionCheck } from '../port';
import {
  dayRange,
  isScoringCompleted,
  raceFormatOf,
  toCalendarEntry,
  toClass,
  toEventSummary,
  toOrganization,
  toPromoter,
  toRaceResults,
  toRaceSummary,
  toRacerSearchResult,
  toRegistrants,
  toRiderTiming,
  toSeriesSummary,
} from './reshape';
import {
  ZCalendarSchema,
  ZEventAnswerSchema,
  ZEventListSchema,
  ZEventRacesSchema,
  ZOrganizationAnswerSchema,
  ZPermissionSchema,
  ZPromoterAnswerSchema,
  ZRaceAnswerSchema,
  ZRegistrantsSchema,
  ZRegistrationClassesSchema,
  ZRegistrationCountSchema,
  ZResultsPageSchema,
  ZSearchUsersSchema,
  ZSeriesListSchema,
  type TEventItem,
  type TEventRace,
  type TRace,
  type TResultRow,
} from './schemas';
import { fetchCurrentLanguage } from './language';
import { createUpstream, type TClientName, type TUpstream, type TUpstreamCall } from './upstream';
import type { z } from 'zod';

/**
 * The racing platform on LiveLaps (docs/decisions/024-livelaps-adapter.md: every port method, the
 * calls that answer it, and what is assumed of each call). Two clients: `main` is the main domain's
 * API (`{domain}/laravel/public/api/v1/`), `link` the api link (the race calls, langs/current).
 * What LiveLaps has no call for is AppError PLATFORM_NOT_AVAILABLE, which pages show as a state.
 */

/** How long answers are shared (after they arrive), per kind of call. */
export const LIVELAPS_TTL_MS = {
  /** A race still being scored, its results pages: one upstream call per race per live poll. */
  live: LIVE_POLL_MS,
  /** A race whose scoring is completed: its results no longer change. */
  completed: 10 * 60_000,
  /** A race's header and an event's race list (a new race, a scoring status that changes). */
  race: 30_000,
  /** Event, promoter, organisation and series lists and details, the calendar. */
  listing: 2 * 60_000,
  /** Permission answers. */
  permission: 60_000,
  /** Registration counts and lists (riders register on LiveLaps: a short delay is fine). */
  registration: 10_000,
  /** Racer search answers. */
  search: 30_000,
} as const;

/** LiveLaps answers up to 1000 riders per results page (checked by a public program against production). */
export const LIVELAPS_RESULTS_PAGE_SIZE = 1000;
/** A guard against a paginator that never ends. */
const MAX_RESULT_PAGES = 500;
/** Results search: the newest events whose race names are looked up (for display and matching). */
export const RESULT_EVENTS_WITH_RACES = 24;
const RESULT_EVENTS_LIMIT = 100;
/**
 * A rider's registrations: LiveLaps has no call for them, so the registrants of the soonest events
 * not over are asked (getRegistrants, one call per event, shared 10 s), at most this many events.
 */
export const RIDER_REGISTRATION_EVENTS = 40;

export type TLivelapsOptions = {
  /** Base URLs of the main domain's API and of the api link (see hosts.ts). */
  bases: Record<TClientName, string>;
  timeZone?: string;
  now?: () => Date;
  timeoutMs?: number;
  searchTimeoutMs?: number;
  maxConcurrent?: number;
  retryDelayMs?: number;
  /** How long a failing client is not asked (upstream.ts, circuit breaker). */
  breakerResetMs?: number;
  resultsPageSize?: number;
};

function notAvailable(what: string): never {
  throw new AppError('PLATFORM_NOT_AVAILABLE', { message: `LiveLaps has no call for ${what}` });
}

export function createLivelapsPlatform(options: TLivelapsOptions): PlatformPort {
  return createLivelapsAdapter(options).port;
}

/** The port, and a way to forget every answer it shares (kept answers expire by themselves; tests and the end-to-end test route). */
export function createLivelapsAdapter(options: TLivelapsOptions): { port: PlatformPort; upstream: TUpstream; forgetAnswers(): void } {
  const timeZone = options.timeZone ?? SITE_TIME_ZONE;
  const now = options.now ?? (() => new Date());
  const pageSize = options.resultsPageSize ?? LIVELAPS_RESULTS_PAGE_SIZE;
  const upstream = createUpstream({
    bases: options.bases,
    timeoutMs: options.timeoutMs,
    maxConcurrent: options.maxConcurrent,
    retryDelayMs: options.retryDelayMs,
    breakerResetMs: options.breakerResetMs,
  });

  /**
   * A call's answer. HTTP 404 is how LiveLaps (Laravel) answers a route it does not have: the call
   * is not offered there, PLATFORM_NOT_AVAILABLE (its refusals of a known route keep HTTP 200).
   * The 404 is kept like an answer, so a page does not ask again at every view.
   */
  async function offered<S extends z.ZodType>(call: TUpstreamCall<S>): Promise<z.output<S>> {
    const answer = await upstream.fetchOr(call, [404]);
    if (!answer.ok) notAvailable(`${call.method} ${call.path} (HTTP ${answer.httpStatus})`);
    return answer.data;
  }
  const get = <S extends z.ZodType>(client: TClientName, path: string, schema: S, ttlMs: number, query?: TUpstreamCall<S>['query']) =>
    offered({ client, method: 'GET', path, schema, ttlMs, query });
  const post = <S extends z.ZodType>(path: string, body: Record<string, unknown> | undefined, schema: S, ttlMs: number, extra: Partial<TUpstreamCall<S>> = {}) =>
    offered({ client: 'main', method: 'POST', path, body, schema, ttlMs, ...extra });

  /* ---------------------------------------------------------------- events ------------- */

  /** An event list: only a success with a list counts (seed §5); a refusal is no events. */
  async function eventList(path: string, client: TClientName): Promise<TEventItem[]> {
    const answer = await get(client, path, ZEventListSchema, LIVELAPS_TTL_MS.listing);
    return answer.success ? answer.message : [];
  }

  const allEvents = () => eventList('livelaps/events', 'link');
  const promoterEvents = (promoterId: number) => eventList(`livelaps/promoter/${promoterId}/events`, 'main');

  /** The races of an event (race/event/{id}: the only way from an event to its races). */
  async function racesOfEvent(eventId: number): Promise<TEventRace[]> {
    const answer = await get('link', `livelaps/race/event/${eventId}`, ZEventRacesSchema, LIVELAPS_TTL_MS.race);
    return answer.success ? answer.message : [];
  }

  /** promoter/event/{id} (`message[0]`), or undefined when LiveLaps has no such event. */
  async function eventDetails(eventId: number) {
    const answer = await get('main', `promoter/event/${eventId}`, ZEventAnswerSchema, LIVELAPS_TTL_MS.listing);
    return answer.success ? answer.message : undefined;
  }

  async function raceHeader(raceId: number): Promise<TRace | null> {
    const answer = await get('link', `livelaps/race/${raceId}`, ZRaceAnswerSchema, LIVELAPS_TTL_MS.race);
    return answer.success ? answer.message : null;
  }

  const sortEvents = (events: TEventSummary[]) => events.sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || a.id - b.id);

  /* ---------------------------------------------------------------- results ------------ */

  /** Every row of a race's results, page by page; `configured` false when LiveLaps refuses them (HTTP 400). */
  async function allResults(raceId: number, ttlMs: number): Promise<{ rows: TResultRow[]; configured: boolean }> {
    const page = (n: number) =>
      upstream.fetchOr(
        { client: 'link', method: 'GET', path: `livelaps/race/results/${raceId}`, query: { page: n, size: pageSize }, schema: ZResultsPageSchema, ttlMs },
        [400],
      );
    const first = await page(1);
    if (!first.ok || first.data.success === false) return { rows: [], configured: false };
    const pages = [first.data];
    let last = first.data;
    let next = 2;
    if (last.has_more_pages) {
      // The total says how many pages there are: ask for them together (the upstream caps how many at once).
      const expected = Math.min(MAX_RESULT_PAGES, Math.ceil(last.total / pageSize));
      const rest = await Promise.all(Array.from({ length: Math.max(0, expected - 1) }, (_, i) => page(i + 2)));
      for (const answer of rest) {
        if (!answer.ok || answer.data.success === false) break;
        pages.push(answer.data);
        last = answer.data;
        next += 1;
      }
      // Riders added while paging: go on one page at a time until LiveLaps says there is no more.
      while (last.has_more_pages && last.data.length > 0 && next <= MAX_RESULT_PAGES) {
        const answer = await page(next);
        if (!answer.ok || answer.data.success === false) break;
        pages.push(answer.data);
        last = answer.data;
        next += 1;
      }
    }
    const seen = new Set<number>();
    const rows = pages.flatMap((p) => p.data).filter((row) => !seen.has(row.id) && seen.add(row.id));
    return { rows, configured: true };
  }

  /** When each race's results last changed, by fingerprint (drives ETags and live refresh). */
  const versions = new Map<number, { fingerprint: string; at: Date }>();
  function versionOf(raceId: number, content: unknown): Date {
    const fingerprint = createHash('sha1').update(JSON.stringify(content)).digest('base64url');
    const known = versions.get(raceId);
    if (known?.fingerprint === fingerprint) return known.at;
    const at = now();
    versions.delete(raceId);
    versions.set(raceId, { fingerprint, at });
    while (versions.size > 2000) versions.delete(versions.keys().next().value as number);
    return at;
  }

  async function loadRace(raceId: number) {
    const race = await raceHeader(raceId);
    if (!race) return null;
    const eventId = race.Event_ID ?? 0;
    const eventRace = eventId ? (await racesOfEvent(eventId)).find((r) => r.id === raceId) : undefined;
    const completed = isScoringCompleted(eventRace?.scoring_status ?? race.scoring_status);
    const [{ rows, configured }, details] = await Promise.all([
      allResults(raceId, completed ? LIVELAPS_TTL_MS.completed : LIVELAPS_TTL_MS.live),
      // The event's day and promoter, when the race does not say them.
      eventId && (!race.eventDay || !race.Promoter_ID) ? eventDetails(eventId).catch(() => undefined) : undefined,
    ]);
    return { race, eventRace, eventId, rows, configured, eventDay: race.eventDay ?? details?.eventDate, promoterId: race.Promoter_ID ?? details?.promoterUserId ?? 0 };
  }

  /* ---------------------------------------------------------------- permissions -------- */

  /** users/current/hasPermission*: anonymous visitors ask as user 0 where the call needs a user. */
  function permissionCall(check: TPermissionCheck): Promise<boolean> {
    const path = (p: string) => `users/current/${p}`;
    const ttl = LIVELAPS_TTL_MS.permission;
    switch (check.kind) {
      case 'displayEvent':
        return get('main', path(`hasPermissionDisplayEvent/${check.eventId}/${check.defaultPromoterUserId}`), ZPermissionSchema, ttl);
      case 'displayPromoter':
        return post(path(`hasPermissionForPromoterId/${check.promoterId}`), { users_id: check.defaultPromoterUserIds }, ZPermissionSchema, ttl);
      case 'displayRace':
        return get('main', path(`hasPermissionDisplayRace/${check.raceId}`), ZPermissionSchema, ttl);
      case 'displaySeries':
        return get('main', path(`hasPermissionDisplaySeries/${check.seriesId}/0`), ZPermissionSchema, ttl);
      case 'registerOnline':
        return get('main', path(`hasPermissionRegisterOnline/${check.eventId}/0`), ZPermissionSchema, ttl);
      default:
        return Promise.resolve(false);
    }
  }

  /* ---------------------------------------------------------------- the port ----------- */

  const port: PlatformPort = {
    async listEvents(options) {
      if (options.organizationId !== undefined) notAvailable('the events of an organisation');
      if (options.seriesId !== undefined) notAvailable('the events of a series');
      const items = options.promoterId !== undefined ? await promoterEvents(options.promoterId) : await allEvents();
      const at = now();
      return sortEvents(
        items
          .map((item) => toEventSummary(item, at, timeZone))
          .filter((e) => (!options.from || e.endAt >= options.from) && (!options.to || e.startAt <= options.to)),
      );
    },

    async getEvent(id) {
      const [races, details] = await Promise.all([
        racesOfEvent(id),
        eventDetails(id).then(
          (item) => ({ item }),
          (error: unknown) => ({ error }),
        ),
      ]);
      if ('error' in details && races.length === 0) throw details.error;
      let item = 'item' in details ? details.item : undefined;
      if (!item) {
        if (races.length === 0) return null;
        // No details: the event as its first race tells it.
        const first = races[0]!;
        const race = await raceHeader(first.id);
        if (!race?.eventDay) throw new AppError('UPSTREAM_FAILED', { message: `LiveLaps event ${id}: no event date in promoter/event/${id} nor race/${first.id}` });
        item = { id, name: race.Event_Name, eventDate: race.eventDay, promoterUserId: race.Promoter_ID, promoterName: race.Promoter_Name, description: undefined };
      }
      const at = now();
      const summary = toEventSummary(item, at, timeZone);
      const updatedAt = at;
      return {
        ...summary,
        ...(item.endDate && item.endDate >= item.eventDate ? { endAt: dayRange(item.endDate, timeZone).endAt } : {}),
        description: item.description,
        races: races.map((r) => toRaceSummary(r, id, item.eventDate, at, timeZone, updatedAt)),
        series: [],
        classes: [],
        membersOnly: false,
        currency: 'CAD',
      } satisfies TEvent;
    },

    /** The distinct promoters of the platform's events (LiveLaps has no list of promoters). */
    async listPromoters(options) {
      if (options.organizationId !== undefined) notAvailable('the promoters of an organisation');
      const promoters = new Map<number, TEventSummary['promoter']>();
      for (const item of await allEvents()) {
        if (item.promoterUserId && !promoters.has(item.promoterUserId)) {
          promoters.set(item.promoterUserId, { id: item.promoterUserId, userId: item.promoterUserId, name: item.promoterName ?? '' });
        }
      }
      return [...promoters.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    },

    async getPromoter(id) {
      const answer = await get('main', `livelaps/promoter/${id}`, ZPromoterAnswerSchema, LIVELAPS_TTL_MS.listing);
      if (!answer.success || !answer.message) return null;
      return toPromoter(id, answer.message);
    },

    async getOrganization(id) {
      const answer = await get('main', `livelaps/organization/${id}`, ZOrganizationAnswerSchema, LIVELAPS_TTL_MS.listing);
      if (!answer.success || !answer.message) return null;
      return toOrganization(id, answer.message);
    },

    async listSeries(options) {
      if (options.organizationId !== undefined) notAvailable('the series of an organisation');
      const path = options.promoterId !== undefined ? `livelaps/promoter/${options.promoterId}/series` : 'livelaps/series';
      const answer = await get('main', path, ZSeriesListSchema, LIVELAPS_TTL_MS.listing);
      if (!answer.success) return [];
      const at = now();
      return answer.message.map((s) => toSeriesSummary(s, at, timeZone));
    },

    async getCalendar(options) {
      if (options.seriesId !== undefined) notAvailable('the calendar of a series');
      const types: TCalendarEventType[] = options.type ? [options.type] : ['event', 'regis'];
      const lists = await Promise.all(
        types.map(async (type) => {
          const answer = await offered({
            client: 'main',
            method: 'POST',
            path: 'livelaps/event/getEventsForCalendar',
            query: { date: calendarDay(options.from, timeZone), type, promoterId: options.promoterId },
            schema: ZCalendarSchema,
            ttlMs: LIVELAPS_TTL_MS.listing,
          });
          return answer.success ? answer.message.map((item) => toCalendarEntry(item, type, timeZone)) : [];
        }),
      );
      const order = (type: TCalendarEntry['type']) => (type === 'event' ? 0 : 1);
      return lists.flat().sort((a, b) => a.start.getTime() - b.start.getTime() || a.eventId - b.eventId || order(a.type) - order(b.type));
    },

    /**
     * searchUsers by name or by location (5 s). LiveLaps refusing (`success: 0`) is a failure that
     * carries its message, which the search shows as is (seed §8).
     */
    async searchRacers(query) {
      const text = query.text.trim();
      if (text === '') return [];
      const answer = await post('livelaps/user/searchUsers', query.type === 'state' ? { location: text } : { name: text }, ZSearchUsersSchema, LIVELAPS_TTL_MS.search, {
        timeoutMs: options.searchTimeoutMs ?? SEARCH_TIMEOUT_MS,
      });
      if (!answer.success) {
        throw new AppError('UPSTREAM_FAILED', {
          message: `LiveLaps POST livelaps/user/searchUsers refused: ${answer.message ?? '(no message)'}`,
          upstreamMessage: answer.message,
        });
      }
      return answer.message.map(toRacerSearchResult);
    },

    async getRacerProfile() {
      return notAvailable("a racer's season profile (series points, event finishes, laps)");
    },

    async listRiderStandings() {
      return notAvailable("a rider's series standings (series points tables)");
    },

    /**
     * No call answers one rider's registrations: the registrants of each event not over by `from`
     * (the soonest RIDER_REGISTRATION_EVENTS, cancelled ones left out), the rider found by id.
     * LiveLaps does not tell registration windows: every such event is one that may hold them.
     */
    async listRiderRegistrations(riderId, { locale, from }) {
      const events = (await port.listEvents({ locale, from })).filter((e) => e.status !== 'cancelled').slice(0, RIDER_REGISTRATION_EVENTS);
      const lists = await Promise.all(events.map((e) => port.listRegistrants(e.id, { locale })));
      return events.flatMap((event, i) => {
        const registrant = lists[i]?.find((r) => r.riderId === riderId);
        return registrant ? [{ event, registrant }] : [];
      });
    },

    async getRegistrationCounts(eventId) {
      const answer = await post('livelaps/registration/getRegistrationCount', { eventId }, ZRegistrationCountSchema, LIVELAPS_TTL_MS.registration);
      return { eventId, count: answer.success ? answer.message : 0, capacity: null, waitlisted: 0 };
    },

    async listRegistrants(eventId) {
      const answer = await post('livelaps/registration/getRegistrants', { eventId }, ZRegistrantsSchema, LIVELAPS_TTL_MS.registration);
      if (!answer.success) return [];
      return toRegistrants(answer.message).sort(
        (a, b) => a.className.localeCompare(b.className) || a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id - b.id,
      );
    },

    async listClasses(options) {
      if (options.eventId === undefined) notAvailable('the classes of an organisation');
      const answer = await post('livelaps/registration/loadClasses', { eventId: options.eventId }, ZRegistrationClassesSchema, LIVELAPS_TTL_MS.listing);
      return answer.success ? answer.message.map(toClass) : [];
    },

    hasPermission: permissionCall,

    async getRaceResults(raceId) {
      const loaded = await loadRace(raceId);
      if (!loaded) return null;
      const status = loaded.eventRace?.scoring_status ?? loaded.race.scoring_status;
      return toRaceResults({
        raceId,
        race: loaded.race,
        eventRace: loaded.eventRace,
        eventId: loaded.eventId,
        eventDay: loaded.eventDay,
        promoterId: loaded.promoterId,
        rows: loaded.rows,
        configured: loaded.configured,
        updatedAt: versionOf(raceId, [status, loaded.configured, loaded.rows]),
        now: now(),
        timeZone,
      });
    },

    async getRaceTiming(raceId, entryIds) {
      const loaded = await loadRace(raceId);
      if (!loaded) return [];
      const wanted = entryIds ? new Set(entryIds) : undefined;
      const rows = wanted ? loaded.rows.filter((r) => wanted.has(r.id)) : loaded.rows;
      return toRiderTiming(rows, raceFormatOf(loaded.race.RACE_MODE_NAME ?? loaded.race.Race_Mode ?? loaded.eventRace?.mode));
    },

    async getSeriesStandings() {
      return notAvailable('series points tables');
    },

    /**
     * Events with results (races, and a day that has come), newest first: the platform's events,
     * or a promoter's. Race names are looked up for the newest RESULT_EVENTS_WITH_RACES of them,
     * and the text matches the event's name, its promoter's name or those race names.
     */
    async searchResultEvents(query) {
      const items = query.promoterId ? await promoterEvents(query.promoterId) : await allEvents();
      const at = now();
      const today = calendarDay(at, timeZone);
      const candidates = items
        .filter((e) => (e.raceCount === undefined || e.raceCount > 0) && e.eventDate <= today)
        .filter((e) => !query.date || e.eventDate === query.date)
        .filter((e) => !query.year || (e.eventYear ?? Number(e.eventDate.slice(0, 4))) === query.year)
        .sort((a, b) => b.eventDate.localeCompare(a.eventDate) || b.id - a.id);
      const withRaces = await Promise.all(
        candidates.slice(0, RESULT_EVENTS_WITH_RACES).map(async (e) => (await racesOfEvent(e.id)).map((r) => r.raceName ?? `#${r.id}`)),
      );
      const text = query.text ? foldSearchText(query.text) : '';
      return candidates
        .map((e, i) => ({ ...toEventSummary(e, at, timeZone), raceNames: withRaces[i] ?? [] }))
        .filter((e) => !text || [e.name, e.promoter.name, ...e.raceNames].some((v) => foldSearchText(v).includes(text)))
        .slice(0, RESULT_EVENTS_LIMIT);
    },

    /** The platform's language (langs/current), when it is one of the site's. */
    async getCurrentLanguage() {
      return fetchCurrentLanguage(upstream);
    },
  };
  return {
    port,
    upstream,
    forgetAnswers() {
      upstream.clear();
    },
  };
}
