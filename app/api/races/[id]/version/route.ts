import { conditional, jsonError, notFoundResponse, platformDownResponse, routeId, weakEtag } from '@/lib/results/api';
import { loadRace } from '@/lib/results/access';

export const dynamic = 'force-dynamic';

/**
 * GET /api/races/{id}/version: the light endpoint the live results poll (every 5 s, with
 * If-None-Match): the race's status and last timing change. 304 while nothing changed; 503
 * (Retry-After) when the racing platform is not answering and nothing is kept.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const id = routeId((await params).id);
  if (id === null) return notFoundResponse();
  if (new URL(request.url).searchParams.size > 0) return jsonError(400, 'invalid query', ['query: no parameters expected']);
  // No time zone needed here (nothing is shown): skip the event read on every poll.
  const loaded = await loadRace(id, 'en', 'UTC');
  if (loaded.kind === 'unavailable') return platformDownResponse();
  if (loaded.kind === 'failed') return jsonError(502, 'failed to fetch participants');
  if (loaded.kind === 'notFound' || loaded.kind === 'forbidden') return notFoundResponse();
  const { race, updatedAt } = loaded.results;
  const etag = weakEtag('version', id, updatedAt.getTime(), race.status);
  return conditional(request, etag, race.status !== 'finished', () => Response.json({ id, status: race.status, updatedAt }));
}
