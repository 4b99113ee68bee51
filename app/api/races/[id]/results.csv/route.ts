import { getTranslations } from 'next-intl/server';
import { conditional, jsonError, notFoundResponse, platformDownResponse, parseResultsQuery, routeId, weakEtag } from '@/lib/results/api';
import { hasResults, loadRace } from '@/lib/results/access';
import { buildResultsCsv, contentDisposition, csvFileName } from '@/lib/results/csv';
import { viewLabel } from '@/lib/results/labels';
import { applyView } from '@/lib/results/view';

export const dynamic = 'force-dynamic';

/**
 * GET /api/races/{id}/results.csv?view=…&locale=fr: the view on the results page as CSV, every
 * page of it (same filters, same columns), headers in the page's language, a file name naming the
 * event, race and view. 404 for unknown or private races, 400 for a malformed query, 503
 * (Retry-After) when the racing platform is not answering and nothing is kept.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const id = routeId((await params).id);
  if (id === null) return notFoundResponse();
  const query = parseResultsQuery(new URL(request.url));
  if (!query.ok) return query.response;
  const { state, locale, canonical } = query.value;

  const loaded = await loadRace(id, locale);
  if (loaded.kind === 'unavailable') return platformDownResponse();
  if (loaded.kind === 'failed') return jsonError(502, 'failed to fetch participants');
  if (loaded.kind === 'notFound' || loaded.kind === 'forbidden') return notFoundResponse();
  const { results, timeZone } = loaded;
  const etag = weakEtag('csv', id, results.updatedAt.getTime(), results.race.status, canonical);

  return conditional(request, etag, results.race.status === 'running', async () => {
    const t = await getTranslations({ locale, namespace: 'Results' });
    const applied = applyView(results, { ...state, page: 1 }, { all: true });
    const rows = loaded.kind === 'ok' && hasResults(results) ? applied : { ...applied, sections: [], total: 0 };
    const csv = buildResultsCsv(results, rows, { timeZone, locale, t });
    const name = csvFileName(results, viewLabel(results, state, t));
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition(name),
        'X-Total-Count': String(rows.total),
      },
    });
  });
}
