import { z } from 'zod';
import { conditional, jsonError, notFoundResponse, platformDownResponse, parseQuery, routeId, weakEtag, ZLocaleParam } from '@/lib/results/api';
import { getRaceTiming, loadRace } from '@/lib/results/access';
import { log } from '@/lib/log';
import { isPlatformDown } from '@/lib/platform/available';
import { MAX_COMPARED } from '@/lib/results/view-url';

export const dynamic = 'force-dynamic';

const ZTimingQuery = z.object({
  entry: z
    .string()
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, 'a comma-separated list of entry ids')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_COMPARED, `at most ${MAX_COMPARED} riders`),
  locale: ZLocaleParam,
});

/**
 * GET /api/races/{id}/timing?entry=12,15 (up to 6 riders of the race): lap by lap (time, elapsed,
 * read time, position at the lap) and checkpoint details (elapsed, early/late, penalty, cumulative
 * and section ranks), with the riders' names and the sections' names. 404 for unknown or private
 * races and for entries not in the race; 503 (Retry-After) when the racing platform is not
 * answering and nothing is kept.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const id = routeId((await params).id);
  if (id === null) return notFoundResponse();
  const query = parseQuery(new URL(request.url), ZTimingQuery);
  if (!query.ok) return query.response;
  const { entry: entryIds, locale } = query.value;

  const loaded = await loadRace(id, locale);
  if (loaded.kind === 'unavailable') return platformDownResponse();
  if (loaded.kind === 'failed') return jsonError(502, 'failed to fetch participants');
  if (loaded.kind === 'notFound' || loaded.kind === 'forbidden') return notFoundResponse();
  const { results, timeZone } = loaded;
  const rows = new Map(results.rows.map((r) => [r.entryId, r]));
  const wanted = entryIds.filter((e) => rows.has(e));
  if (wanted.length === 0) return notFoundResponse('entry');
  const etag = weakEtag('timing', id, results.updatedAt.getTime(), results.race.status, wanted.join(','), locale);

  return conditional(request, etag, results.race.status === 'running', async () => {
    let timing;
    try {
      timing = await getRaceTiming(id, wanted);
    } catch (error) {
      log.error({ err: error, raceId: id }, 'race timing failed to load');
      return isPlatformDown(error) ? platformDownResponse() : jsonError(502, 'failed to fetch participants');
    }
    return Response.json({
      race: { id, name: results.race.name, format: results.race.format, timeFormat: results.race.timeFormat, status: results.race.status, timeZone },
      sections: results.sections,
      riders: wanted.map((entryId) => {
        const row = rows.get(entryId)!;
        const t = timing.find((x) => x.entryId === entryId);
        return {
          entryId,
          riderId: row.riderId,
          number: row.number,
          firstName: row.firstName,
          lastName: row.lastName,
          className: row.className,
          status: row.status,
          laps: t?.laps ?? [],
          checkpoints: t?.checkpoints ?? [],
        };
      }),
    });
  });
}
