import { conditional, jsonError, notFoundResponse, platformDownResponse, parseResultsQuery, routeId, weakEtag } from '@/lib/results/api';
import { hasResults, loadRace } from '@/lib/results/access';
import { applyView } from '@/lib/results/view';

export const dynamic = 'force-dynamic';

/**
 * GET /api/races/{id}/results?view=class&class=3&page=2&locale=fr (the results page's query, plus
 * `locale` and `all=1`): the race, its classes, groups, teams and brands, and the rows of the view
 * (one page, or all). Weak ETag from the race's last timing change and the query; 304 on
 * If-None-Match. Private races answer 404; 503 (Retry-After) when the racing platform is not
 * answering and nothing is kept.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const id = routeId((await params).id);
  if (id === null) return notFoundResponse();
  const query = parseResultsQuery(new URL(request.url));
  if (!query.ok) return query.response;
  const { state, locale, all, canonical } = query.value;

  const loaded = await loadRace(id, locale);
  if (loaded.kind === 'unavailable') return platformDownResponse();
  if (loaded.kind === 'failed') return jsonError(502, 'failed to fetch participants');
  if (loaded.kind === 'notFound' || loaded.kind === 'forbidden') return notFoundResponse();
  const { results, timeZone } = loaded;
  const live = results.race.status === 'running';
  const etag = weakEtag('results', id, results.updatedAt.getTime(), results.race.status, canonical);

  return conditional(request, etag, live, () => {
    const configured = loaded.kind === 'ok';
    const applied = configured && hasResults(results) ? applyView(results, state, { all }) : null;
    return Response.json({
      race: { ...results.race, timeZone, updatedAt: results.updatedAt },
      state: !configured ? 'notConfigured' : applied ? (applied.error ?? 'ok') : 'noResults',
      classes: results.classes,
      groups: results.groups,
      teams: results.teams,
      brands: results.brands,
      sections: results.sections,
      view: { ...state, page: applied?.page ?? 1 },
      total: applied?.total ?? 0,
      page: applied?.page ?? 1,
      pages: applied?.pages ?? 1,
      pageSize: applied?.pageSize,
      groupsOnPage: applied?.sections.map(({ rows, ...section }) => ({ ...section, count: rows.length })) ?? [],
      rows: applied?.sections.flatMap((s) => s.rows.map((row) => ({ ...row, section: s.key }))) ?? [],
    });
  });
}
