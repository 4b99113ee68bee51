/**
 * The view of a race's results lives in the URL, so a shared link opens the same view:
 * `?race=4&view=class&class=3,5&group=1&team=2&brand=KTM&q=gag&page=2&rider=17`.
 * This module writes it and is all the results page's client islands import: no schema library
 * goes to the browser (decision 029). lib/results/view-state.ts reads it, on the server.
 */
export const RESULT_VIEWS = ['overall', 'class', 'group', 'team', 'position'] as const;
export type TResultView = (typeof RESULT_VIEWS)[number];

export const RESULTS_PAGE_SIZE = 50;

/** The most riders the lap graph compares (`?rider=`; also the timing API's limit). */
export const MAX_COMPARED = 6;

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
