import { SEARCH_TEXT_MAX } from '../constants';
import { firstParam } from '../validation/params';
/**
 * The view of a race's results lives in the URL, so a shared link opens the same view:
 * `?race=4&view=class&class=3,5&group=1&team=2&brand=KTM&q=gag&page=2&rider=17`.
 */
export const RESULT_VIEWS = ['overall', 'class', 'group', 'team', 'position'] as const;
export type TResultView = (typeof RESULT_VIEWS)[number];

export const RESULTS_PAGE_SIZE = 50;

export type TResultViewState = {
  raceId: number | null;
  view: TResultView;
  classIds: number[];
  groupId: number | null;
  teamId: number | null;
  brand: string | null;
  query: string;
  page: number;
  riderIds: number[];
};

/**
 * A positive whole number (coerced like `Number()`), else null. Plain code, no schema library: the
 * results page's client islands import this module too, and ship as little code as they can.
 */
function positiveInt(value: string | undefined): number | null {
  if (value === undefined) return null;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** A comma list, or the same name repeated (`class=3&class=5`, as the checkboxes of a form post it without JavaScript). */
function ids(value: string | string[] | undefined, max = 50): number[] {
  const raw = Array.isArray(value) ? value.slice(0, max).join(',') : value;
  if (!raw) return [];
  const list = raw
    .split(',')
    .map((v) => positiveInt(v.trim()))
    .flatMap((n) => (n === null ? [] : [n]));
  return [...new Set(list)].slice(0, max);
}

function id(value: string | string[] | undefined): number | null {
  return positiveInt(firstParam(value));
}

/** Parse the query string; anything malformed falls back to the default for that part. */
export function parseResultViewState(params: Record<string, string | string[] | undefined>): TResultViewState {
  const view = firstParam(params.view);
  return {
    raceId: id(params.race),
    view: (RESULT_VIEWS as readonly string[]).includes(view ?? '') ? (view as TResultView) : 'overall',
    classIds: ids(params.class),
    groupId: id(params.group),
    teamId: id(params.team),
    brand: firstParam(params.brand)?.trim().slice(0, 40) || null,
    query: (firstParam(params.q) ?? '').trim().slice(0, SEARCH_TEXT_MAX),
    page: id(params.page) ?? 1,
    riderIds: ids(params.rider, 6),
  };
}

/** The query string of a view state (defaults left out, so URLs stay short). */
export function serializeResultViewState(state: Partial<TResultViewState>): string {
  const params = new URLSearchParams();
  if (state.raceId) params.set('race', String(state.raceId));
  if (state.view && state.view !== 'overall') params.set('view', state.view);
  if (state.classIds?.length) params.set('class', state.classIds.join(','));
  if (state.groupId) params.set('group', String(state.groupId));
  if (state.teamId) params.set('team', String(state.teamId));
  if (state.brand) params.set('brand', state.brand);
  if (state.query) params.set('q', state.query);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  if (state.riderIds?.length) params.set('rider', state.riderIds.join(','));
  // Lists read better with plain commas ("class=3,5"), which a query string may hold as they are.
  return params.toString().replace(/%2C/gi, ',');
}
