import { z } from 'zod';
import { notFoundResponse, parseQuery, routeId } from '@/lib/results/api';
import { liveRaceResponse } from '@/lib/results/live-stream';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `lastEventId`: the version a page had when it closed its stream (a hidden tab); the header wins. */
const ZLiveQuery = z.object({ lastEventId: z.string().max(64).optional() });

/**
 * GET /api/races/{id}/live: the live race as server-sent events (lib/results/live-stream.ts): its
 * snapshot, then each change, from the one poll of the race this server makes for all its viewers
 * (lib/results/live-feed.ts). 404 for an unknown race or one visitors may not see, 400 for a
 * query it does not know, 503 when the racing platform is not answering; the page then polls
 * /api/races/{id}/version.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const id = routeId((await params).id);
  if (id === null) return notFoundResponse();
  const query = parseQuery(new URL(request.url), ZLiveQuery);
  if (!query.ok) return query.response;
  const lastEventId = request.headers.get('last-event-id')?.trim() || query.value.lastEventId || null;
  return liveRaceResponse({ raceId: id, lastEventId, signal: request.signal });
}
