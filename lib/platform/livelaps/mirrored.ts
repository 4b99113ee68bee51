import type { TMirrorReader } from '../../mirror/reader';
import { AppError } from '../../errors';
import { log } from '../../log';
import { isPlatformDown, isPlatformNotAvailable } from '../available';
import { asStale, staleSince } from '../freshness';
import type { PlatformPort, TOrganization, TRegistrant, TRiderRegistration } from '../port';

/**
 * LiveLaps with the results mirror (docs/decisions/045): the port the pages use on LiveLaps.
 * What the mirror holds (the organisation's promoters' events, their races and results, the
 * riders tied across races, the series definitions) is answered from the app's database, scored
 * by the app's engine; what it does not hold (another promoter's race, the racer search, the
 * calendar, permissions, registrations) is asked of LiveLaps.
 *
 * One failure costs its item, never the page: a LiveLaps call that is not offered (HTTP 404,
 * PLATFORM_NOT_AVAILABLE from the adapter) degrades to what the mirror knows, or to nothing for
 * that item, with a log line; the platform being down is the page's outage state only where the
 * mirror has nothing to show instead. No method throws PLATFORM_NOT_AVAILABLE.
 */

export type TOrganizationDefaults = {
  organizationId: number;
  /** The organisation's promoters (the content settings' default promoter list): the mirror's. */
  promoterIds: number[];
  /** The organisation as the site's own settings describe it, when LiveLaps cannot. */
  organization: TOrganization;
};

const notOffered = (what: string, error: unknown) => {
  log.info({ what, reason: error instanceof Error ? error.message : String(error) }, 'LiveLaps does not offer this call: answered from the mirror');
};

export function withMirror(live: PlatformPort, mirror: TMirrorReader, defaults: () => Promise<TOrganizationDefaults>): PlatformPort {
  /** The live read, or `fallback` when LiveLaps does not offer it (or, with `whenDown`, is down). */
  async function liveOr<T>(what: string, read: () => Promise<T>, fallback: () => Promise<T>, whenDown = false): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (isPlatformNotAvailable(error) || (whenDown && isPlatformDown(error))) {
        notOffered(what, error);
        return fallback();
      }
      throw error;
    }
  }

  /** The promoters of an organisation: the default ones for the site's organisation, none for another. */
  async function promotersOf(organizationId: number): Promise<number[]> {
    const d = await defaults();
    return organizationId === d.organizationId ? d.promoterIds : [];
  }

  /** Events of the organisation's promoters read live, promoter by promoter (the mirror is still empty). */
  async function liveEventsOfPromoters(locale: Parameters<PlatformPort['listEvents']>[0]['locale'], promoterIds: number[]) {
    const lists = await Promise.all(
      promoterIds.map((promoterId) =>
        live.listEvents({ locale, promoterId }).catch((error: unknown) => {
          if (isPlatformDown(error)) throw error;
          log.warn({ promoterId, err: error }, 'the events of a promoter could not be read: left out');
          return [];
        }),
      ),
    );
    return lists.flat().sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || a.id - b.id);
  }

  const port: PlatformPort = {
    async listEvents(options) {
      const { locale, from, to } = options;
      if (options.seriesId !== undefined) {
        const series = (await mirror.listSeries()).find((s) => s.id === options.seriesId);
        if (!series) return [];
        const standings = await mirror.seriesStandings(series.id, 'final');
        return mirror.listEvents({ eventIds: standings?.rounds.map((r) => r.eventId) ?? [], from, to });
      }
      if (options.organizationId !== undefined) {
        const promoterIds = await promotersOf(options.organizationId);
        if (await mirror.hasEvents()) return mirror.listEvents({ promoterIds, from, to });
        return (await liveEventsOfPromoters(locale, promoterIds)).filter((e) => (!from || e.endAt >= from) && (!to || e.startAt <= to));
      }
      if (options.promoterId !== undefined) {
        const mirrored = await mirror.listEvents({ promoterIds: [options.promoterId], from, to });
        if (mirrored.length > 0) return mirrored;
        return live.listEvents({ locale, promoterId: options.promoterId, from, to });
      }
      if (await mirror.hasEvents()) return mirror.listEvents({ from, to });
      const { promoterIds } = await defaults();
      return (await liveEventsOfPromoters(locale, promoterIds)).filter((e) => (!from || e.endAt >= from) && (!to || e.startAt <= to));
    },

    async getEvent(id, options) {
      // Not the organisation's: LiveLaps, where an event it does not describe is not found.
      const event = (await mirror.getEvent(id)) ?? (await liveOr(`event ${id}`, () => live.getEvent(id, options), async () => null));
      if (!event || event.organizationId !== undefined) return event;
      // An event of one of the organisation's promoters is the organisation's (its pages list and link it).
      const d = await defaults();
      if (!d.promoterIds.includes(event.promoter.id)) return event;
      const owned = { ...event, organizationId: d.organizationId };
      // A last good answer of LiveLaps stays marked as one (the page says "as of").
      const storedAt = staleSince(event);
      return storedAt === undefined ? owned : asStale(owned, storedAt);
    },

    async listPromoters(options) {
      const promoterIds = options.organizationId !== undefined ? await promotersOf(options.organizationId) : undefined;
      if (await mirror.hasEvents()) return mirror.listPromoters(promoterIds);
      const events = await liveEventsOfPromoters(options.locale, promoterIds ?? (await defaults()).promoterIds);
      const promoters = new Map(events.map((e) => [e.promoter.id, e.promoter]));
      return [...promoters.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    },

    async getPromoter(id, options) {
      const mirrored = await mirror.getPromoter(id);
      if (mirrored) return mirrored;
      // Not one of the organisation's: its name from its events (a known call); details where LiveLaps offers them.
      const detailed = await live.getPromoter(id, options).catch((error: unknown) => {
        if (isPlatformNotAvailable(error)) return null;
        throw error;
      });
      if (detailed) return detailed;
      const events = await live.listEvents({ locale: options.locale, promoterId: id });
      const promoter = events[0]?.promoter;
      return promoter ? { ...promoter } : null;
    },

    async getOrganization(id, options) {
      const d = await defaults();
      const fromSite = () => Promise.resolve(id === d.organizationId ? { ...d.organization, id } : null);
      return liveOr(`organization ${id}`, async () => (await live.getOrganization(id, options)) ?? (await fromSite()), fromSite, true);
    },

    async listSeries(options) {
      if (options.promoterId !== undefined) return mirror.listSeries({ promoterIds: [options.promoterId] });
      if (options.organizationId !== undefined) return mirror.listSeries({ promoterIds: await promotersOf(options.organizationId) });
      return mirror.listSeries();
    },

    async getCalendar(options) {
      if (options.seriesId !== undefined) return mirror.getCalendar({ from: options.from, seriesId: options.seriesId });
      const fromMirror = async () => (options.type === 'regis' ? [] : mirror.getCalendar({ from: options.from, promoterId: options.promoterId }));
      // Before a first sync: the organisation's events read live.
      const fallback = (await mirror.hasEvents())
        ? fromMirror
        : async () =>
            options.type === 'regis'
              ? []
              : (await liveEventsOfPromoters(options.locale, options.promoterId !== undefined ? [options.promoterId] : (await defaults()).promoterIds))
                  .filter((e) => e.endAt >= options.from)
                  .map((e) => ({ eventId: e.id, title: e.name, subtitle: e.promoter.name || undefined, start: e.startAt, end: e.endAt, type: 'event' as const, promoterId: e.promoter.id }));
      return liveOr('calendar', () => live.getCalendar(options), fallback, true);
    },

    async searchRacers(query) {
      let users;
      try {
        users = await live.searchRacers(query);
      } catch (error) {
        // Not offered: the mirror's riders by name (it knows no places). Down: the search's outage state (an empty list would say "nobody").
        if (!isPlatformNotAvailable(error)) throw error;
        notOffered(`racer search by ${query.type === 'state' ? 'place' : 'name'}`, error);
        return query.type === 'state' ? [] : mirror.searchRiders(query.text);
      }
      const linked = await mirror.linkUsers(users.map((u) => ({ id: u.id, firstName: u.firstName, lastName: u.lastName, city: u.city, state: u.state })));
      // A last good answer of LiveLaps stays marked as one (the page says "as of").
      const storedAt = staleSince(users);
      return storedAt === undefined ? linked : asStale(linked, storedAt);
    },

    getRacerProfile: (riderId) => mirror.racerProfile(riderId),
    listRiderStandings: (riderId) => mirror.riderStandings(riderId),

    /** LiveLaps has no call for one rider's registrations: the registrants of the organisation's coming events, where it lists them. */
    async listRiderRegistrations(riderId, { locale, from }) {
      const events = (await port.listEvents({ locale, from })).filter((e) => e.status !== 'cancelled').slice(0, 40);
      const found: TRiderRegistration[] = [];
      for (const event of events) {
        let registrants: TRegistrant[];
        try {
          registrants = await live.listRegistrants(event.id, { locale });
        } catch (error) {
          if (isPlatformNotAvailable(error)) return [];
          throw error;
        }
        const registrant = registrants.find((r) => r.riderId === riderId);
        if (registrant) found.push({ event, registrant });
      }
      return found;
    },

    /** Not offered: no count is known; the one page that shows it (an organisation's event) leaves it out. */
    async getRegistrationCounts(eventId) {
      return liveOr(`registration count of event ${eventId}`, () => live.getRegistrationCounts(eventId), async () => {
        throw new AppError('NOT_FOUND', { message: `LiveLaps offers no registration count of event ${eventId}` });
      });
    },

    async listRegistrants(eventId, options) {
      return liveOr(`registrants of event ${eventId}`, () => live.listRegistrants(eventId, options), async () => []);
    },

    async listClasses(options) {
      if (options.eventId !== undefined) {
        const eventId = options.eventId;
        return liveOr(`classes of event ${eventId}`, () => live.listClasses(options), () => mirror.listClasses({ eventId }), true);
      }
      const promoterIds = options.organizationId !== undefined ? await promotersOf(options.organizationId) : (await defaults()).promoterIds;
      return mirror.listClasses({ promoterIds });
    },

    /** A check LiveLaps does not offer (HTTP 404) leaves the data public (seed §6: "otherwise data appears public"). */
    async hasPermission(check) {
      return liveOr(`permission ${check.kind}`, () => live.hasPermission(check), async () => true);
    },

    async getRaceResults(raceId, options) {
      if (await mirror.hasRace(raceId)) return mirror.raceResults(raceId);
      return live.getRaceResults(raceId, options);
    },

    async getRaceTiming(raceId, entryIds) {
      if (await mirror.hasRace(raceId)) return mirror.raceTiming(raceId, entryIds);
      return live.getRaceTiming(raceId, entryIds);
    },

    getSeriesStandings: (seriesId, { type }) => mirror.seriesStandings(seriesId, type),

    async searchResultEvents(query, options) {
      if (await mirror.hasEvents()) {
        const { promoterIds } = await defaults();
        return mirror.searchResultEvents({ ...query, promoterIds: query.promoterId ? undefined : promoterIds });
      }
      if (query.promoterId) return live.searchResultEvents(query, options);
      const { promoterIds } = await defaults();
      const lists = await Promise.all(
        promoterIds.map((promoterId) =>
          live.searchResultEvents({ ...query, promoterId }, options).catch((error: unknown) => {
            if (isPlatformDown(error)) throw error;
            return [];
          }),
        ),
      );
      return lists.flat().sort((a, b) => b.startAt.getTime() - a.startAt.getTime() || b.id - a.id);
    },

    async getCurrentLanguage() {
      return liveOr('language', () => live.getCurrentLanguage(), async () => null);
    },
  };
  return port;
}
