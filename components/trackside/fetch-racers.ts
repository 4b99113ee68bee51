import { BASE_PATH, SEARCH_TIMEOUT_MS } from '@/lib/constants';
import type { TRacerSearchType } from '@/lib/platform/port';
import type { TRacerFound } from '@/lib/trackside/search-response';

/**
 * Why a search failed, as the seed tells them apart (§8 "Participant search errors"): the
 * platform's own message when it answered `success: false` (`upstream`, also without a message
 * when the site answers 503: the racing platform is not answering it); `network_error` when
 * nothing answered (offline, or no answer within SEARCH_TIMEOUT_MS: `timeout`); `request_error`
 * otherwise.
 */
export type TSearchFailureKind = 'upstream' | 'network_error' | 'timeout' | 'request_error';

export class SearchFailure extends Error {
  constructor(
    readonly kind: TSearchFailureKind,
    readonly upstreamMessage?: string,
  ) {
    super(kind);
    this.name = 'SearchFailure';
  }
}

/** Aborts when any of the signals does (AbortSignal.any is missing from some test environments). */
function anySignal(signals: AbortSignal[]): AbortSignal {
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/**
 * The answer's schema, loaded with the first search rather than with the page: the page paints
 * and becomes usable without the validation library (about 23 kB gzip), which then arrives while
 * the first request is on its way.
 */
const loadSchema = () => import('@/lib/trackside/search-response').then((m) => m.ZRacerSearchResponseSchema);

/** The racers for valid criteria, from /api/racers/search, checked with zod; at most SEARCH_TIMEOUT_MS. */
export async function fetchRacers(query: { text: string; type: TRacerSearchType; locale: string }, signal?: AbortSignal): Promise<TRacerFound[]> {
  const schema = loadSchema();
  // Settled here so a failed load is not an unhandled rejection when the request fails first.
  schema.catch(() => undefined);
  const params = new URLSearchParams({ q: query.text, locale: query.locale });
  if (query.type === 'state') params.set('by', 'state');
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new DOMException('timeout', 'TimeoutError')), SEARCH_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(`${BASE_PATH}/api/racers/search?${params}`, {
        headers: { Accept: 'application/json' },
        signal: anySignal(signal ? [signal, timeout.signal] : [timeout.signal]),
      });
    } catch (error) {
      if (timeout.signal.aborted) throw new SearchFailure('timeout');
      if (signal?.aborted) throw error; // superseded by a newer search: not a failure to show
      throw new SearchFailure('network_error');
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new SearchFailure(timeout.signal.aborted ? 'timeout' : 'request_error');
    }
    let ZRacerSearchResponseSchema: Awaited<ReturnType<typeof loadSchema>>;
    try {
      ZRacerSearchResponseSchema = await schema;
    } catch {
      throw new SearchFailure('network_error'); // the script could not be loaded: no connection
    }
    const parsed = ZRacerSearchResponseSchema.safeParse(body);
    if (!parsed.success) throw new SearchFailure('request_error');
    if (!parsed.data.success) {
      if (parsed.data.message) throw new SearchFailure('upstream', parsed.data.message);
      throw new SearchFailure(response.status === 503 ? 'upstream' : 'request_error');
    }
    if (!response.ok) throw new SearchFailure('request_error');
    return parsed.data.racers;
  } finally {
    clearTimeout(timer);
  }
}
