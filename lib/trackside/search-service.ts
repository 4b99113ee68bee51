import 'server-only';
import type { TLocale } from '../constants';
import { registerForgettable } from '../cache/forget';
import { createTtlCache } from '../cache/ttl';
import { AppError } from '../errors';
import { formatDate } from '../i18n/format';
import { log } from '../log';
import { getPlatform } from '../platform';
import { isPlatformDown } from '../platform/available';
import { requestReadLog } from '../platform/freshness';
import { checkRacerSearch, type TSearchCheck } from './search';
import type { TRacerSearchResponse } from './search-response';

/**
 * Answers per criteria are shared for this long by every visitor of one app instance (single
 * flight: a crowd typing the same name costs one platform search). Racers change between race
 * days, not between seconds; the route's Cache-Control lets shared caches keep them as long.
 */
export const RACER_SEARCH_CACHE_MS = 30_000;
const answers = createTtlCache({ maxEntries: 1000 });
// The end-to-end tests may make these answers expire (app/api/test/platform-answers).
registerForgettable(() => answers.clear());

export type TRacerSearchOutcome = { check: TSearchCheck; status: 200 | 400 | 502 | 503; body: TRacerSearchResponse };

/**
 * The trackside search as the route handler answers it and the page renders it first (one code
 * path): seed §5 checks, the platform's search, and on failure the platform's own message when
 * it gave one (seed §8, 502), logged with what failed; the platform not answering at all, with no
 * last good answer of this search kept, is a 503 (docs/decisions/024).
 */
export async function runRacerSearch(q: unknown, by: unknown, locale: TLocale): Promise<TRacerSearchOutcome> {
  const check = checkRacerSearch(q, by);
  if (check.kind === 'empty') return { check, status: 200, body: { success: true, racers: [] } };
  if (check.kind === 'invalid') return { check, status: 400, body: { success: false, problem: check.problem } };
  try {
    const { type, text } = check;
    const racers = await answers.get(`${type}:${locale}:${text}`, RACER_SEARCH_CACHE_MS, () => getPlatform().searchRacers({ type, text, locale }));
    // A last good answer shared from this cache still says so on the page that renders it.
    requestReadLog().note(racers);
    return {
      check,
      status: 200,
      body: {
        success: true,
        racers: racers.map(({ latestEvent, matchedByName: _matched, ...r }) => ({
          ...r,
          ...(latestEvent ? { latestEvent: { id: latestEvent.id, name: latestEvent.name, startAt: latestEvent.startAt.toISOString(), date: formatDate(latestEvent.startAt, locale, 'date') } } : {}),
        })),
      },
    };
  } catch (error) {
    log.error({ err: error, what: 'racer search', type: check.type }, 'racer search failed');
    if (isPlatformDown(error)) return { check, status: 503, body: { success: false } };
    const upstream = error instanceof AppError ? error.upstreamMessage : undefined;
    return { check, status: 502, body: { success: false, ...(upstream ? { message: upstream } : {}) } };
  }
}
