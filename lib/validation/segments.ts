import { parseId } from './params';

/**
 * The id of an optional catch-all route (`/events/{id?}` is `[[...id]]`): no segment → `{ id: null }`
 * (the list), one well-formed id → `{ id }`, anything else (two segments, "abc", "0", "01") →
 * null, which the page answers with 404.
 */
export function parseOptionalIdSegment(segments: string[] | undefined): { id: number | null } | null {
  if (!segments || segments.length === 0) return { id: null };
  if (segments.length > 1) return null;
  const id = parseId(segments[0]);
  return id === null ? null : { id };
}
