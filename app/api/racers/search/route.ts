import { z } from 'zod';
import { parseQuery, ZLocaleParam } from '@/lib/results/api';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '@/server/response-status.mjs';
import { runRacerSearch } from '@/lib/trackside/search-service';

export const dynamic = 'force-dynamic';

/** Racers change between race days, not between seconds: shared caches may keep an answer briefly. */
const CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

const ZSearchQuery = z.object({
  q: z.string().max(200).optional(),
  by: z.string().max(40).optional(),
  locale: ZLocaleParam,
});

/**
 * GET /api/racers/search?q=gagne&by=racerIdentifier|state&locale=fr: the trackside racer search as
 * JSON for the search island (lib/trackside/search-service.ts). Empty criteria answer an empty
 * list without asking the platform; invalid ones 400 with the problem's key; a platform failure
 * 502 with `success: false` and the platform's own message when it gave one; the platform not
 * answering (and no last good answer kept) 503 with Retry-After.
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = parseQuery(new URL(request.url), ZSearchQuery);
  if (!parsed.ok) return parsed.response;
  const { q, by, locale } = parsed.value;
  const { status, body } = await runRacerSearch(q, by, locale);
  const headers: Record<string, string> = { 'Cache-Control': status === 200 ? CACHE_CONTROL : 'no-store', Vary: 'Accept-Encoding' };
  if (status === 503) headers['Retry-After'] = String(UNAVAILABLE_RETRY_AFTER_SECONDS);
  return Response.json(body, { status, headers });
}
