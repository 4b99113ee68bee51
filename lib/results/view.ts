import type { TRaceResults, TResultRow } from '../platform/port';
import { isClassified, withGaps } from '../scoring/engine';
import { RESULTS_PAGE_SIZE, type TResultView, type TResultViewState } from './view-state';

/**
 * Apply a view state (lib/results/view-state.ts) to a race's results: the one function the results
 * pages, the JSON API and the CSV export share, so all three show exactly the same rows.
 *
 * 1. Filters that define the view: class(es), group, team, brand.
 * 2. Sections of the view: overall (one list), class, group or team (a list per class, group or
 *    team, in the race's order of them), position only (a list per chosen class; classes required).
 * 3. Positions and points of the view (overall, class, group; within the team for teams) and the
 *    gaps to the leader and to the rider ahead, recomputed within each section (`withGaps`).
 * 4. The text search (`q`, name or number) narrows the rows shown; it does not change positions or
 *    gaps (a search finds riders in the view, it is not a view of its own).
 * 5. Pagination over all the sections' rows (`all` for every row: CSV, print).
 */

export type TViewRow = TResultRow & {
  /** Position in the view: overall, class, group, or within the team. */
  position: number | null;
  /** Points of the view (null when the race scores none). */
  points: number | null;
  /** Within the awarded positions of the rider's class (class views). */
  award: boolean;
};

export type TViewSectionKind = 'overall' | 'class' | 'group' | 'team';

export type TViewSection = {
  key: string;
  kind: TViewSectionKind;
  id: number | null;
  title: string;
  /** Awarded positions of a class section. */
  awardedPositions?: number;
  /** Rows of the section in the whole view (not only this page). */
  total: number;
  rows: TViewRow[];
};

export type TViewError = 'noClassesSelected';

export type TAppliedView = {
  view: TResultView;
  /** Sections with their rows on this page (empty sections are left out). */
  sections: TViewSection[];
  /** Rows of the view on every page. */
  total: number;
  page: number;
  pages: number;
  pageSize: number;
  error?: TViewError;
};

/** The view state normalized for the race: unknown class, group and team ids dropped. */
export function normalizeViewState(results: Pick<TRaceResults, 'classes' | 'groups' | 'teams' | 'brands'>, state: TResultViewState): TResultViewState {
  const classIds = new Set(results.classes.map((c) => c.id));
  const brand = state.brand ? (results.brands.find((b) => b.toLowerCase() === state.brand!.toLowerCase()) ?? state.brand) : null;
  return {
    ...state,
    classIds: state.classIds.filter((id) => classIds.has(id)),
    groupId: state.groupId !== null && results.groups.some((g) => g.id === state.groupId) ? state.groupId : null,
    teamId: state.teamId !== null && results.teams.some((t) => t.id === state.teamId) ? state.teamId : null,
    brand,
  };
}

/** Lower case without accents, for the text search. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function matchesQuery(row: TResultRow, query: string): boolean {
  if (!query) return true;
  const needle = searchKey(query);
  const name = searchKey(`${row.firstName} ${row.lastName}`);
  const reversed = searchKey(`${row.lastName} ${row.firstName}`);
  return name.includes(needle) || reversed.includes(needle) || row.number === query.trim();
}

function toViewRows(rows: TResultRow[], position: (r: TResultRow, i: number) => number | null, points: (r: TResultRow) => number | null, awarded = 0): TViewRow[] {
  return withGaps(
    rows.map((row, i) => {
      const p = position(row, i);
      return { ...row, position: p, points: points(row), award: p !== null && p <= awarded };
    }),
  );
}

/** Positions within a list in its order (classified riders only), e.g. within a team. */
function positionsInOrder(rows: TResultRow[]): Map<number, number> {
  const positions = new Map<number, number>();
  let n = 0;
  for (const row of rows) if (row.overallPosition !== null && isClassified(row.status)) positions.set(row.entryId, ++n);
  return positions;
}

type TSectionSource = { key: string; kind: TViewSectionKind; id: number | null; title: string; awardedPositions?: number; rows: TViewRow[] };

function buildSections(results: TRaceResults, rows: TResultRow[], view: TResultView): TSectionSource[] {
  switch (view) {
    case 'overall':
      return [{ key: 'overall', kind: 'overall', id: null, title: '', rows: toViewRows(rows, (r) => r.overallPosition, (r) => r.overallPoints) }];
    case 'class':
    case 'position':
      return results.classes.map((c) => ({
        key: `class-${c.id}`,
        kind: 'class',
        id: c.id,
        title: c.name,
        awardedPositions: c.awardedPositions,
        rows: toViewRows(
          rows.filter((r) => r.classId === c.id),
          (r) => r.classPosition,
          (r) => r.classPoints,
          c.awardedPositions,
        ),
      }));
    case 'group':
      return results.groups.map((g) => ({
        key: `group-${g.id}`,
        kind: 'group',
        id: g.id,
        title: g.name,
        rows: toViewRows(
          rows.filter((r) => r.groupId === g.id),
          (r) => r.groupPosition,
          (r) => r.groupPoints,
        ),
      }));
    case 'team':
      return results.teams.map((team) => {
        const members = rows.filter((r) => r.teamId === team.id);
        const positions = positionsInOrder(members);
        return {
          key: `team-${team.id}`,
          kind: 'team',
          id: team.id,
          title: team.name,
          rows: toViewRows(members, (r) => positions.get(r.entryId) ?? null, (r) => r.overallPoints),
        };
      });
  }
}

/**
 * The sections of a view before the text search and paging, kept per scored race (the platform
 * hands out the same results object until a timing change) and filter: building them walks and
 * copies every row, the largest share of a results page's render. Shared: read-only.
 */
const sectionCache = new WeakMap<TRaceResults, Map<string, TSectionSource[]>>();
const SECTION_CACHE_KEYS_PER_RACE = 64;

function sectionsOf(results: TRaceResults, state: TResultViewState, filtered: () => TResultRow[]): TSectionSource[] {
  const key = JSON.stringify([state.view, state.classIds, state.groupId, state.teamId, state.brand?.toLowerCase() ?? null]);
  let byKey = sectionCache.get(results);
  if (!byKey) {
    byKey = new Map();
    sectionCache.set(results, byKey);
  }
  let sections = byKey.get(key);
  if (!sections) {
    if (byKey.size >= SECTION_CACHE_KEYS_PER_RACE) byKey.delete(byKey.keys().next().value!);
    sections = buildSections(results, filtered(), state.view);
    byKey.set(key, sections);
  }
  return sections;
}

export function applyView(
  results: TRaceResults,
  rawState: TResultViewState,
  options: { pageSize?: number; all?: boolean } = {},
): TAppliedView {
  const state = normalizeViewState(results, rawState);
  const pageSize = options.pageSize ?? RESULTS_PAGE_SIZE;
  const empty = (error?: TViewError): TAppliedView => ({ view: state.view, sections: [], total: 0, page: 1, pages: 1, pageSize, error });
  if (state.view === 'position' && state.classIds.length === 0) return empty('noClassesSelected');

  const classIds = new Set(state.classIds);
  const brand = state.brand?.toLowerCase();
  const filtered = () => results.rows.filter(
    (r) =>
      (classIds.size === 0 || classIds.has(r.classId)) &&
      (state.groupId === null || r.groupId === state.groupId) &&
      (state.teamId === null || r.teamId === state.teamId) &&
      (!brand || r.brand?.toLowerCase() === brand),
  );

  const sections = sectionsOf(results, state, filtered)
    .map((s) => ({ ...s, rows: s.rows.filter((r) => matchesQuery(r, state.query)) }))
    .filter((s) => s.rows.length > 0);
  const total = sections.reduce((n, s) => n + s.rows.length, 0);
  const pages = options.all ? 1 : Math.max(1, Math.ceil(total / pageSize));
  const page = options.all ? 1 : Math.min(Math.max(1, state.page), pages);
  const from = options.all ? 0 : (page - 1) * pageSize;
  const to = options.all ? total : from + pageSize;

  const onPage: TViewSection[] = [];
  let offset = 0;
  for (const section of sections) {
    const start = Math.max(from - offset, 0);
    const end = Math.min(to - offset, section.rows.length);
    if (start < end) onPage.push({ ...section, total: section.rows.length, rows: section.rows.slice(start, end) });
    offset += section.rows.length;
  }
  return { view: state.view, sections: onPage, total, page, pages, pageSize };
}

/** Every row of an applied view, sections in order. */
export function viewRows(applied: TAppliedView): TViewRow[] {
  return applied.sections.flatMap((s) => s.rows);
}
