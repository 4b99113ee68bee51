import { createStaleStore, staleIfErrorPort, type TStaleStore } from '../cache/stale';
import { AppError } from '../errors';
import { log } from '../log';
import { asStale, type TReadLog } from './freshness';
import type { PlatformPort } from './port';
import { PLATFORM_METHODS } from './select';

/**
 * What keeps the pages up when LiveLaps is down or answers junk (docs/decisions/024, "When LiveLaps
 * fails"), as layers around the LiveLaps adapter (lib/platform/index.ts puts them together; the
 * embedded platform has none of them):
 * 1. `guardUnexpected`: anything a LiveLaps read throws is AppError UPSTREAM_FAILED naming the method,
 *    also an answer that passed its schema but broke a reshape;
 * 2. `withLastGoodAnswers`: each read keeps its last good answer, and serves it, marked as not fresh,
 *    when a later read of the same thing fails (per method and arguments, bounded, in memory);
 * 3. (the port's short read cache, lib/platform/index.ts);
 * 4. `noteStaleReads`: the request that uses a marked answer notes it, for the page to say "as of".
 */

/** Every method of the port, wrapped by `wrap` (a port built method by method cannot miss one). */
function eachMethod(port: PlatformPort, wrap: (method: keyof PlatformPort, call: (...args: unknown[]) => Promise<unknown>) => (...args: unknown[]) => Promise<unknown>): PlatformPort {
  return Object.fromEntries(
    (Object.keys(PLATFORM_METHODS) as (keyof PlatformPort)[]).map((method) => {
      const call = (...args: unknown[]) => (port[method] as (...a: unknown[]) => Promise<unknown>).apply(port, args);
      return [method, wrap(method, call)];
    }),
  ) as PlatformPort;
}

/** AppError as it is; anything else (a TypeError in a reshape of an odd answer) as UPSTREAM_FAILED naming the method. */
export function guardUnexpected(port: PlatformPort, platform = 'LiveLaps'): PlatformPort {
  return eachMethod(port, (method, call) => async (...args) => {
    try {
      return await call(...args);
    } catch (error) {
      if (error instanceof AppError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ err: error, method }, `${platform} answer could not be read`);
      throw new AppError('UPSTREAM_FAILED', { message: `${platform} ${method}: unexpected answer: ${reason}`, cause: error });
    }
  });
}

/**
 * Last good answers kept per method (the rest: 200). Race results are the largest (a few MB for a
 * race of 1,000 riders): 50 races; timing is asked per rider set.
 */
export const LAST_GOOD_LIMITS: Partial<Record<keyof PlatformPort, number>> = {
  getRaceResults: 50,
  getRaceTiming: 100,
};

export function createLastGoodStore(): TStaleStore {
  return createStaleStore({ maxEntriesPerMethod: 200, limits: LAST_GOOD_LIMITS });
}

/**
 * A read's key: its arguments without the visitor's language. LiveLaps answers the same whatever
 * the language (the adapter never sends it), so one kept answer serves the three languages.
 */
export function readKey(args: unknown[]): string {
  return JSON.stringify(args, (key, value: unknown) => (key === 'locale' ? undefined : value));
}

/**
 * Stale-if-error for every read of the platform (lib/cache/stale.ts): the last good answer of the
 * same read, marked (lib/platform/freshness.ts), in place of a failure; logged with the failure
 * (the upstream layer has already logged which call failed and why).
 */
export function withLastGoodAnswers(port: PlatformPort, store: TStaleStore = createLastGoodStore()): PlatformPort {
  return staleIfErrorPort(port, store, {
    keyOf: readKey,
    serve: asStale,
    onStale: ({ method, key, storedAt, error }) =>
      log.warn(
        { method, read: key, storedAt: new Date(storedAt).toISOString(), reason: error instanceof Error ? error.message : String(error) },
        'racing platform read failed: serving the last good answer',
      ),
  });
}

/** Each answer a request gets is noted in its read log (only stale ones count). */
export function noteStaleReads(port: PlatformPort, readLog: () => TReadLog): PlatformPort {
  return eachMethod(port, (_method, call) => async (...args) => {
    const value = await call(...args);
    readLog().note(value);
    return value;
  });
}
