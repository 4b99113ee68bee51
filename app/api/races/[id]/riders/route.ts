import { z } from 'zod';
import { raceRidersBody, RIDERS_MAX_IDS } from '@/components/follow/riders';
import { conditional, jsonError, notFoundResponse, platformDownResponse, parseQuery, routeId, weakEtag, ZLocaleParam } from '@/lib/results/api';
import { loadRace } from '@/lib/results/access';

export const dynamic = 'force-dynamic';

const ZRidersQuery = z.object({
  ids: z
    .string()
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, 'a comma-separated list of rider ids')
    .refine((v) => v.split(',').length <= RIDERS_MAX_IDS, `at most ${RIDERS_MAX_IDS} rider ids`)
    .transform((v) => [...new Set(v.split(',').map(Number))].sort((a, b) => a - b)),
  locale: ZLocaleParam,
});

/**
 * GET /api/races/{id}/riders?ids=1,2,3&locale=fr (up to 30 rider ids): the race's status and last
 * timing change, and the rows of those riders who are in the race (the followed riders' strip):
 * positions, gap to the leader, last lap, status. Riders not in the race are left out (an empty
 * list is a valid answer). Same rules as the results route: weak ETag from the race's last timing
 * change and the query, 304 on If-None-Match, a few seconds of cache while the race runs; 404 for
 * unknown and private races, 503 (Retry-After) when the racing platform is not answering and
 * nothing is kept, 502 when the platform fails otherwise.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const id = routeId((await params).id);
  if (id === null) return notFoundResponse();
  const query = parseQuery(new URL(request.url), ZRidersQuery);
  if (!query.ok) return query.response;
  const { ids, locale } = query.value;

  const loaded = await loadRace(id, locale);
  if (loaded.kind === 'unavailable') return platformDownResponse();
  if (loaded.kind === 'failed') return jsonError(502, 'failed to fetch participants');
  if (loaded.kind === 'notFound' || loaded.kind === 'forbidden') return notFoundResponse();
  const { results } = loaded;
  const etag = weakEtag('riders', id, results.updatedAt.getTime(), results.race.status, ids.join(','), locale);

  return conditional(request, etag, results.race.status === 'running', () => Response.json(raceRidersBody(results, ids)));
}
