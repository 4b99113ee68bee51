import type { TDatabase } from '../../db/open';
import type { PlatformPort } from '../port';
import { createEventQueries } from './events';
import { createOrganizationQueries } from './organizations';
import { createPermissionQueries } from './permissions';
import { createRacerQueries } from './racers';
import { createResultQueries } from './results';
import { createSearchQueries } from './search';
import type { TPlatformContext } from './shared';

export type TEmbeddedPlatformOptions = {
  /** The clock registration states are computed against (tests pin it to the seed's anchor). */
  now?: () => Date;
};

/**
 * The racing platform from the app's own database (the default adapter). Every call is a few
 * set-based queries (joins, grouped counts, `inArray` batches), never one query per row; localized
 * text is picked for the requested locale.
 */
export function createEmbeddedPlatform(getDb: () => Promise<TDatabase>, options: TEmbeddedPlatformOptions = {}): PlatformPort {
  const ctx: TPlatformContext = { getDb, now: options.now ?? (() => new Date()) };
  const events = createEventQueries(ctx);
  const organizations = createOrganizationQueries(ctx);
  const search = createSearchQueries(ctx);
  const permissions = createPermissionQueries(ctx);
  const results = createResultQueries(ctx);
  const racers = createRacerQueries(ctx, results);

  return {
    listEvents: events.listEvents,
    getEvent: events.getEvent,
    listPromoters: organizations.listPromoters,
    getPromoter: organizations.getPromoter,
    getOrganization: organizations.getOrganization,
    listSeries: organizations.listSeries,
    getCalendar: events.getCalendar,
    searchRacers: search.searchRacers,
    getRacerProfile: racers.getRacerProfile,
    listRiderStandings: racers.listRiderStandings,
    listRiderRegistrations: events.listRiderRegistrations,
    getRegistrationCounts: events.getRegistrationCounts,
    listRegistrants: events.listRegistrants,
    listClasses: organizations.listClasses,
    hasPermission: permissions.hasPermission,
    getRaceResults: results.getRaceResults,
    getRaceTiming: results.getRaceTiming,
    getSeriesStandings: results.getSeriesStandings,
    searchResultEvents: results.searchResultEvents,
    // The embedded platform is the site itself: its language is the visitor's choice.
    getCurrentLanguage: async () => null,
  };
}
