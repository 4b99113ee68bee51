import { cache } from 'react';
import { processShared } from '../process-shared';

/**
 * Which platform data is not fresh: when the racing platform fails and a read is answered with its
 * last good answer (lib/platform/resilient.ts), the answer is a copy marked with when it was
 * received, and each request notes the oldest such answer it used, so that the page can say its
 * data is "as of" that time (components/platform/PlatformOutage.tsx, docs/decisions/024).
 *
 * The mark lives in a WeakMap keyed by the copy, never on the object itself: answers are shared
 * between requests, and a fresh answer must never look stale. Only objects and arrays can be marked
 * (a permission's `true` cannot): what a page shows always is one. One map per process: the copy
 * of this module that marks an answer (in the shared platform, lib/platform/index.ts) may not be
 * the one of the page that reads the mark.
 */
const staleCopies = processShared('platform.stale-copies', () => new WeakMap<object, number>());

/** A copy of `value` marked as received at `storedAt` (milliseconds); other values as they are. */
export function asStale<T>(value: T, storedAt: number): T {
  if (value === null || typeof value !== 'object') return value;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as T & object;
  staleCopies.set(copy, storedAt);
  return copy;
}

/** When a stale answer was received (milliseconds), or undefined for a fresh one. */
export function staleSince(value: unknown): number | undefined {
  return value !== null && typeof value === 'object' ? staleCopies.get(value) : undefined;
}

/** The platform reads of one request: the oldest stale answer used, and whether a page said so. */
export type TReadLog = {
  /** Note an answer the request used (only stale ones count). */
  note(value: unknown): void;
  /** When the oldest stale answer used so far was received, or null when every answer was fresh. */
  staleSince(): Date | null;
  /** As `staleSince`, once: the first notice shown takes it, so a page says it once. */
  claim(): Date | null;
};

export function createReadLog(): TReadLog {
  let oldest: number | undefined;
  let claimed = false;
  return {
    note(value) {
      const at = staleSince(value);
      if (at !== undefined && (oldest === undefined || at < oldest)) oldest = at;
    },
    staleSince() {
      return oldest === undefined ? null : new Date(oldest);
    },
    claim() {
      if (claimed || oldest === undefined) return null;
      claimed = true;
      return new Date(oldest);
    },
  };
}

/**
 * The read log of the request being rendered (React's per-request cache). Outside a render (a route
 * handler, a test) each call gives a new log, which nothing reads: harmless.
 */
export const requestReadLog = cache(createReadLog);
