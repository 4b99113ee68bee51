import { z } from 'zod';
import { SEARCH_TEXT_MAX } from '../constants';
import { parsePageQuery, queryIdList, queryText, queryValue, ZQueryId, type TQueryInput } from '../validation/query';
import { MAX_COMPARED, RESULT_VIEWS, type TResultViewState } from './view-url';

export * from './view-url';

const CLASSES_MAX = 50;
const BRAND_MAX = 40;

/** The parameters of a results view (the page cache keys results pages by these: server/page-cache-routes.mjs). */
const ZResultViewQuery = z.object({
  race: ZQueryId,
  view: queryValue(z.enum(RESULT_VIEWS), 'overall'),
  class: queryIdList(CLASSES_MAX),
  group: ZQueryId,
  team: ZQueryId,
  brand: queryText(BRAND_MAX),
  q: queryText(SEARCH_TEXT_MAX),
  page: ZQueryId,
  rider: queryIdList(MAX_COMPARED),
});

export const RESULT_VIEW_QUERY_KEYS = Object.keys(ZResultViewQuery.shape);

/** Parse the query string; anything malformed falls back to the default for that part. */
export function parseResultViewState(params: TQueryInput): TResultViewState {
  const query = parsePageQuery(ZResultViewQuery, params);
  return {
    raceId: query.race ?? null,
    view: query.view,
    classIds: query.class,
    groupId: query.group ?? null,
    teamId: query.team ?? null,
    brand: query.brand ?? null,
    query: query.q ?? '',
    page: query.page ?? 1,
    riderIds: query.rider,
  };
}
