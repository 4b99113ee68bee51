import { z } from 'zod';
import { SERIES_TYPES } from '@/lib/constants';
import { log } from '@/lib/log';
import { loadSeriesStandings } from '@/lib/events/access';
import { isPlatformDown, isPlatformNotAvailable } from '@/lib/platform/available';
import { conditional, jsonError, notFoundResponse, parseQuery, platformDownResponse, routeId, weakEtag, ZLocaleParam } from '@/lib/results/api';
import { isAllowed } from '@/lib/results/access';

export const dynamic = 'force-dynamic';

const ZStandingsQuery = z.object({ type: z.enum(SERIES_TYPES).default('final'), locale: ZLocaleParam });

/**
 * GET /api/series/{id}/standings?type=final|overall&locale=es: the series points tables (final:
 * one table per class; overall: one table). Short caching while a round is under way, long
 * otherwise; weak ETag of the content. 404 for unknown series and series not shown publicly; 501
 * where the racing platform has no series tables (LiveLaps); 503 (Retry-After) when it is not
 * answering.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const id = routeId((await params).id);
  if (id === null) return notFoundResponse('series');
  const query = parseQuery(new URL(request.url), ZStandingsQuery);
  if (!query.ok) return query.response;
  const { type, locale } = query.value;

  let standings;
  try {
    const [loaded, allowed] = await Promise.all([loadSeriesStandings(id, locale, type), isAllowed({ kind: 'displaySeries', seriesId: id })]);
    if (!loaded || !allowed) return notFoundResponse('series');
    standings = loaded;
  } catch (error) {
    if (isPlatformNotAvailable(error)) return jsonError(501, 'series points tables are not available on this platform');
    if (isPlatformDown(error)) {
      log.error({ err: error, seriesId: id }, 'series standings unavailable: the racing platform is not answering');
      return platformDownResponse();
    }
    log.error({ err: error, seriesId: id }, 'series standings failed to load');
    return jsonError(502, 'failed to fetch the series standings');
  }
  const now = Date.now();
  const live = standings.rounds.some((r) => !r.finished && r.startAt.getTime() <= now);
  const body = JSON.stringify(standings);
  return conditional(request, weakEtag('standings', id, body), live, () => new Response(body, { headers: { 'Content-Type': 'application/json' } }));
}
