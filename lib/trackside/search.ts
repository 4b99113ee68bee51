import { PARTICIPANT_TABS, SEARCH_TEXT_MAX } from '../constants';
import type { TRacerSearchType } from '../platform/port';
import { cleanSearchText, searchTypeOf } from '../search/racer-search';

/**
 * The trackside search box (seed §5 "Trackside search"): which criteria are sent, and which
 * message the box shows otherwise. Plain code shared by the page, the route handler and the
 * client island. The cleaning itself (trim, lower case, allowed characters, cut to 50) is
 * lib/search/racer-search.ts.
 */

export const RACER_SEARCH_TYPES = ['racerIdentifier', 'state'] as const satisfies readonly TRacerSearchType[];

/** Fewest characters of a name or a place worth a request (a racing number may be one digit). */
export const SEARCH_TEXT_MIN = 2;

export type TSearchProblem = 'required' | 'format' | 'tooShort' | 'tooLong';

export type TSearchCheck =
  | { kind: 'ok'; type: TRacerSearchType; text: string }
  /** Nothing typed: no request, an empty list, and "required" only when the visitor submits. */
  | { kind: 'empty'; type: TRacerSearchType }
  | { kind: 'invalid'; type: TRacerSearchType; problem: TSearchProblem };

export function checkRacerSearch(raw: unknown, rawType: unknown): TSearchCheck {
  const type = searchTypeOf(rawType);
  const typed = typeof raw === 'string' ? raw.trim() : '';
  if (typed === '') return { kind: 'empty', type };
  if (Array.from(typed).length > SEARCH_TEXT_MAX) return { kind: 'invalid', type, problem: 'tooLong' };
  const text = cleanSearchText(typed);
  if (text === '') return { kind: 'invalid', type, problem: 'format' };
  if (Array.from(text).length < SEARCH_TEXT_MIN && !(type === 'racerIdentifier' && /^\d+$/.test(text))) {
    return { kind: 'invalid', type, problem: 'tooShort' };
  }
  return { kind: 'ok', type, text };
}

/** The app path of the search with its criteria (shared links, reloads). */
export function racerSearchPath(text: string, type: TRacerSearchType): string {
  const query = new URLSearchParams();
  if (text.trim() !== '') query.set('q', text);
  if (type === 'state') query.set('by', 'state');
  const qs = query.toString();
  return qs ? `/liveonlivelaps?${qs}` : '/liveonlivelaps';
}

/**
 * The participant view's tab (seed §2: `tab` 0-4, home 0, results 1, laps 2, points 3, profile 4;
 * a value outside 0-4 is ignored). Tabs rotate left and right and wrap.
 */
export const PARTICIPANT_TAB_KEYS = ['home', 'results', 'laps', 'points', 'profile'] as const satisfies { length: typeof PARTICIPANT_TABS };
export type TParticipantTab = (typeof PARTICIPANT_TAB_KEYS)[number];

export function parseParticipantTab(raw: unknown, fallback = 0): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || !/^\d$/.test(value.trim())) return fallback;
  const tab = Number(value.trim());
  return tab < PARTICIPANT_TABS ? tab : fallback;
}

export function rotateTab(tab: number, step: 1 | -1, count: number = PARTICIPANT_TABS): number {
  return (((tab + step) % count) + count) % count;
}
