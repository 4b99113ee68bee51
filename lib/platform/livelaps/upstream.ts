import axios, { isAxiosError, type AxiosInstance } from 'axios';
import CircuitBreaker from 'opossum';
import pLimit from 'p-limit';
import type { z } from 'zod';
import { createTtlCache, type TTtlCache } from '../../cache/ttl';
import { AppError } from '../../errors';
import { log } from '../../log';

/**
 * Polite and robust use of LiveLaps, shared by its two clients (the main domain and the api link):
 * - a timeout on every call (the whole call, from the first byte sent to the last byte read);
 * - one retry, after a short randomised pause, of a read that met a network error or a 5xx (every
 *   call the adapter makes is a read, the POSTs included: they search and list, they never write);
 *   a timeout is not retried: the visitor has already waited for it, and a slow platform is not
 *   helped by being asked twice;
 * - answers shared per call (method, URL, query and body): callers of a call in flight wait for it
 *   (coalescing), and a parsed answer is kept for the call's own time to live;
 * - at most `maxConcurrent` calls on the wire at once, the others queue;
 * - a circuit breaker per client (opossum): when at least half of the last calls of a client in a
 *   10 s window failed (5 calls at least), it is not asked for `breakerResetMs`; calls fail at once
 *   (the pages show the last good data, or the outage notice, without waiting for a timeout each),
 *   then one call tries it again and closes the circuit if it answers. A refusal (an HTTP 4xx) is
 *   an answer, not a failure of the platform: it does not count;
 * - every failure (no answer, an HTTP error, junk) is AppError UPSTREAM_FAILED whose internal
 *   message names the call and the reason, and is logged with them.
 */

export const LIVELAPS_TIMEOUT_MS = 8000;
export const LIVELAPS_MAX_CONCURRENT = 6;
export const LIVELAPS_RETRY_DELAY_MS = 300;
export const LIVELAPS_MAX_ANSWER_BYTES = 32 * 1024 * 1024;
/** How long a client is not asked once its circuit opened, before one call tries it again. */
export const LIVELAPS_BREAKER_RESET_MS = 15_000;
/** The breaker's window, and the calls it must have seen in it before it may open. */
export const LIVELAPS_BREAKER_WINDOW_MS = 10_000;
export const LIVELAPS_BREAKER_MIN_CALLS = 5;

export type TClientName = 'main' | 'link';
export type TQuery = Record<string, string | number | undefined>;

export type TUpstreamCall<S extends z.ZodType> = {
  client: TClientName;
  method: 'GET' | 'POST';
  /** Relative to the client's base: `livelaps/race/81001`. */
  path: string;
  query?: TQuery;
  /** JSON body of a POST. */
  body?: Record<string, unknown>;
  schema: S;
  /** How long the parsed answer is shared once it arrived (0: only while in flight). */
  ttlMs: number;
  /** Overrides the upstream's timeout (searchUsers: 5 s). */
  timeoutMs?: number;
  /** Asked now, whatever answer is kept or in flight for the same call (the results mirror's sync). */
  fresh?: boolean;
};

export type TUpstreamAnswer<T> = { ok: true; data: T } | { ok: false; httpStatus: number };

export type TUpstreamOptions = {
  /** Base URLs (ending with a slash) of the main domain's API and of the api link. */
  bases: Record<TClientName, string>;
  timeoutMs?: number;
  maxConcurrent?: number;
  retryDelayMs?: number;
  breakerResetMs?: number;
};

export type TUpstream = {
  /** The call's parsed answer; AppError UPSTREAM_FAILED on any failure. */
  fetch<S extends z.ZodType>(call: TUpstreamCall<S>): Promise<z.output<S>>;
  /** As `fetch`, but an answer with one of `statuses` comes back as `{ ok: false, httpStatus }`. */
  fetchOr<S extends z.ZodType>(call: TUpstreamCall<S>, statuses: readonly number[]): Promise<TUpstreamAnswer<z.output<S>>>;
  readonly bases: Record<TClientName, string>;
  /** Forget every kept answer, and what the circuit breakers learnt (they close). */
  clear(): void;
  /** Whether a client's circuit is open (LiveLaps is not asked until it half-opens). */
  isOpen(client: TClientName): boolean;
};

/** A failed attempt: why, and whether one more try may help. */
class AttemptFailure extends Error {
  constructor(
    readonly reason: string,
    readonly retryable: boolean,
    readonly httpStatus?: number,
  ) {
    super(reason);
  }
}

/** `GET livelaps/race/results/1?page=2&size=1000` or `POST livelaps/user/searchUsers {"name":"x"}`: how logs name a call. */
export function describeCall(call: Pick<TUpstreamCall<z.ZodType>, 'method' | 'path' | 'query' | 'body'>): string {
  const query = Object.entries(call.query ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return `${call.method} ${call.path}${query ? `?${query}` : ''}${call.body ? ` ${JSON.stringify(call.body)}` : ''}`;
}

function issuesOf(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

export function createUpstream(options: TUpstreamOptions): TUpstream {
  const timeoutMs = options.timeoutMs ?? LIVELAPS_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? LIVELAPS_RETRY_DELAY_MS;
  const limit = pLimit(options.maxConcurrent ?? LIVELAPS_MAX_CONCURRENT);
  const answers: TTtlCache = createTtlCache({ maxEntries: 2000, ttlFromSettled: true });
  const clients: Record<TClientName, AxiosInstance> = {
    main: createClient(options.bases.main),
    link: createClient(options.bases.link),
  };
  const breakers: Record<TClientName, CircuitBreaker<[TUpstreamCall<z.ZodType>, readonly number[]], TUpstreamAnswer<unknown>>> = {
    main: createBreaker('main'),
    link: createBreaker('link'),
  };

  function createBreaker(client: TClientName) {
    const breaker = new CircuitBreaker((call: TUpstreamCall<z.ZodType>, statuses: readonly number[]) => limit(() => attempt(call, statuses)), {
      name: `LiveLaps ${client}`,
      // Each attempt has its own timeout (AbortSignal).
      timeout: false,
      errorThresholdPercentage: 50,
      volumeThreshold: LIVELAPS_BREAKER_MIN_CALLS,
      rollingCountTimeout: LIVELAPS_BREAKER_WINDOW_MS,
      resetTimeout: options.breakerResetMs ?? LIVELAPS_BREAKER_RESET_MS,
      // An HTTP 4xx is the platform answering: it does not count against it.
      errorFilter: (error: unknown) => error instanceof AttemptFailure && error.httpStatus !== undefined && error.httpStatus >= 400 && error.httpStatus < 500,
      enableSnapshots: false,
      rollingPercentilesEnabled: false,
    });
    const base = options.bases[client];
    breaker.on('open', () => log.warn({ client, base, forMs: options.breakerResetMs ?? LIVELAPS_BREAKER_RESET_MS }, 'LiveLaps failing: not asked for a while'));
    breaker.on('halfOpen', () => log.info({ client, base }, 'LiveLaps: trying again'));
    breaker.on('close', () => log.info({ client, base }, 'LiveLaps answering again'));
    return breaker;
  }

  /** One attempt through the client's breaker: an open circuit fails at once, without asking. */
  async function guarded(call: TUpstreamCall<z.ZodType>, statuses: readonly number[]): Promise<TUpstreamAnswer<unknown>> {
    try {
      return await breakers[call.client].fire(call, statuses);
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === 'EOPENBREAKER') throw new AttemptFailure('not asked: it failed too often lately (circuit open)', false);
      throw error;
    }
  }

  function createClient(baseURL: string): AxiosInstance {
    return axios.create({
      baseURL,
      headers: { Accept: 'application/json' },
      responseType: 'json',
      // Every status is looked at here: 5xx are retried, some 4xx are answers (fetchOr).
      validateStatus: () => true,
      maxRedirects: 3,
      // A results page of 1000 riders is a few megabytes; anything far larger is not an answer.
      maxContentLength: LIVELAPS_MAX_ANSWER_BYTES,
    });
  }

  async function attempt(call: TUpstreamCall<z.ZodType>, statuses: readonly number[]): Promise<TUpstreamAnswer<unknown>> {
    const ms = call.timeoutMs ?? timeoutMs;
    const signal = AbortSignal.timeout(ms);
    let response;
    try {
      response = await clients[call.client].request({
        method: call.method,
        url: call.path,
        params: call.query,
        data: call.body,
        timeout: ms,
        signal,
      });
    } catch (error) {
      if (signal.aborted || (isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT'))) {
        throw new AttemptFailure(`no answer within ${ms} ms`, false);
      }
      if (isAxiosError(error) && error.code === 'ERR_BAD_RESPONSE') throw new AttemptFailure(`unreadable answer: ${error.message}`, false);
      const reason = isAxiosError(error) ? (error.code ?? error.message) : String(error);
      throw new AttemptFailure(`network error ${reason}`, true);
    }
    const { status } = response;
    if (statuses.includes(status)) return { ok: false, httpStatus: status };
    if (status >= 500) throw new AttemptFailure(`HTTP ${status}`, true, status);
    if (status < 200 || status >= 300) throw new AttemptFailure(`HTTP ${status}`, false, status);
    const parsed = call.schema.safeParse(response.data);
    if (!parsed.success) {
      const body = typeof response.data === 'string' ? ` (not JSON: ${JSON.stringify(response.data.slice(0, 80))})` : '';
      throw new AttemptFailure(`unexpected answer: ${issuesOf(parsed.error)}${body}`, false, status);
    }
    return { ok: true, data: parsed.data };
  }

  async function run(call: TUpstreamCall<z.ZodType>, statuses: readonly number[]): Promise<TUpstreamAnswer<unknown>> {
    const name = describeCall(call);
    try {
      return await guarded(call, statuses);
    } catch (first) {
      if (!(first instanceof AttemptFailure)) throw first;
      let failure = first;
      if (first.retryable) {
        log.info({ call: name, reason: first.reason }, 'LiveLaps call failed: trying once more');
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs * (1 + Math.random())));
        try {
          return await guarded(call, statuses);
        } catch (second) {
          if (!(second instanceof AttemptFailure)) throw second;
          failure = second;
        }
      }
      log.warn({ call: name, reason: failure.reason, status: failure.httpStatus }, 'LiveLaps call failed');
      throw new AppError('UPSTREAM_FAILED', { message: `LiveLaps ${name} failed: ${failure.reason}` });
    }
  }

  function shared(call: TUpstreamCall<z.ZodType>, statuses: readonly number[]): Promise<TUpstreamAnswer<unknown>> {
    if (call.fresh) return run(call, statuses);
    const key = `${call.client} ${describeCall(call)} | ${statuses.join(',')}`;
    return answers.get(key, call.ttlMs, () => run(call, statuses));
  }

  return {
    async fetch(call) {
      const answer = await shared(call, []);
      // No status is accepted as an answer here, so a refusal never comes back.
      return (answer as { ok: true; data: z.output<typeof call.schema> }).data;
    },
    fetchOr(call, statuses) {
      return shared(call, statuses) as Promise<TUpstreamAnswer<z.output<typeof call.schema>>>;
    },
    bases: options.bases,
    clear() {
      answers.clear();
      breakers.main.close();
      breakers.link.close();
    },
    isOpen(client) {
      return breakers[client].opened;
    },
  };
}
