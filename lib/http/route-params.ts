import { notFound } from 'next/navigation';
import { parseOptionalIdSegment } from '../validation/segments';

/**
 * The id of an optional catch-all route (`[[...id]]`) for a page: null for the list, the id, or
 * 404 for anything malformed (two segments, "abc", "0").
 */
export function optionalIdOr404(segments: string[] | undefined): number | null {
  const parsed = parseOptionalIdSegment(segments);
  if (!parsed) notFound();
  return parsed.id;
}
