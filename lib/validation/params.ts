import { z } from 'zod';

/**
 * Route parameters (seed §2: id, id_test, documentUUID, tab). A value that fails validation means
 * "no such page": callers answer 404, never 500.
 */
export const ZIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));

export const ZUuidSchema = z.uuid();

/** The first value of a query parameter (`?a=1&a=2` gives "1"): the one reading of a repeated parameter. */
export function firstParam<T>(value: T | readonly T[] | undefined): T | undefined {
  return Array.isArray(value) ? (value as readonly T[])[0] : (value as T | undefined);
}

/** A positive integer id, or null. */
export function parseId(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string') return null;
  const result = ZIdSchema.safeParse(value);
  return result.success ? result.data : null;
}

/** A well-formed UUID (lower-cased), or null. */
export function parseUuid(value: string | string[] | undefined): string | null {
  if (typeof value !== 'string') return null;
  const result = ZUuidSchema.safeParse(value.toLowerCase());
  return result.success ? result.data : null;
}

/** The participant view's tab (seed §2): an integer 0-4; anything else is ignored (null). */
export function parseTab(value: string | string[] | undefined, count = 5): number | null {
  if (typeof value !== 'string' || !/^\d$/.test(value)) return null;
  const tab = Number(value);
  return tab < count ? tab : null;
}

/** Rotate a tab left (-1) or right (+1), wrapping around. */
export function rotateTab(tab: number, direction: -1 | 1, count = 5): number {
  return (((tab + direction) % count) + count) % count;
}
