import { z } from 'zod';
import { SERIES_TYPES } from '../constants';
import { pageOf, SERIES_PAGE_SIZE, type TPage } from '../paging';
import type { TSeriesStandings, TSeriesType, TStandingRow } from '../platform/port';
import { parsePageQuery, queryText, queryValue, ZQueryId, type TQueryInput } from '../validation/query';

/**
 * The view of a series points table lives in the URL (a shared link opens the same table):
 * `?type=final&class=3&brand=KTM&group=Pro&page=2`. Filters are applied on the server; a rider
 * keeps his series position when others are filtered out (the table shows where he stands in the
 * series, not in the filtered list). One table at a time, a page of rows at a time
 * (docs/decisions/027): the final standings of one class (the first class when none is chosen),
 * or the overall standings (of every class, or of the chosen one).
 */
export type TSeriesView = {
  type: TSeriesType;
  classId: number | null;
  brand: string | null;
  group: string | null;
  /** 1-based; pages past the last show the last. */
  page: number;
};

export const DEFAULT_SERIES_TYPE: TSeriesType = 'final';
const FILTER_TEXT_MAX = 40;

/** The parameters of a series page. */
const ZSeriesViewQuery = z.object({
  type: queryValue(z.enum(SERIES_TYPES), DEFAULT_SERIES_TYPE),
  class: ZQueryId,
  brand: queryText(FILTER_TEXT_MAX),
  group: queryText(FILTER_TEXT_MAX),
  page: ZQueryId,
});

/** Parse the query string; anything malformed falls back to the default for that part. */
export function parseSeriesView(params: TQueryInput): TSeriesView {
  const query = parsePageQuery(ZSeriesViewQuery, params);
  return {
    type: query.type,
    classId: query.class ?? null,
    brand: query.brand ?? null,
    group: query.group ?? null,
    page: query.page ?? 1,
  };
}

export function hasFilters(view: TSeriesView): boolean {
  return view.classId !== null || view.brand !== null || view.group !== null;
}

/** The series page's address for a view (defaults left out). */
export function seriesViewHref(seriesId: number, view: Partial<TSeriesView>): string {
  const query = new URLSearchParams();
  if (view.type && view.type !== DEFAULT_SERIES_TYPE) query.set('type', view.type);
  if (view.classId) query.set('class', String(view.classId));
  if (view.brand) query.set('brand', view.brand);
  if (view.group) query.set('group', view.group);
  if (view.page && view.page > 1) query.set('page', String(view.page));
  const qs = query.toString();
  return `/series/${seriesId}${qs ? `?${qs}` : ''}`;
}

const same = (a: string | undefined, b: string) => a !== undefined && a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

function keep(row: TStandingRow, view: TSeriesView): boolean {
  if (view.classId !== null && row.classId !== view.classId) return false;
  if (view.brand !== null && !same(row.brand, view.brand)) return false;
  if (view.group !== null && !same(row.classGroup, view.group)) return false;
  return true;
}

/**
 * The tables with only the riders matching the filters (class, brand, class group; brand and
 * group compared case- and accent-insensitively). Tables left empty by a filter are dropped.
 */
export function applySeriesFilters(tables: TSeriesStandings['tables'], view: TSeriesView): TSeriesStandings['tables'] {
  if (!hasFilters(view)) return tables;
  return tables.map((table) => ({ ...table, rows: table.rows.filter((row) => keep(row, view)) })).filter((table) => table.rows.length > 0);
}

type TTable = TSeriesStandings['tables'][number];

export type TSeriesPage = {
  /** The table shown, with every rider matching the filters. */
  table: TTable;
  /** The class the table is of (final, or overall of one class); null: overall of every class. */
  classId: number | null;
  page: TPage;
  /** The riders on this page. */
  rows: TStandingRow[];
};

/**
 * The one table a view shows and its page of rows, or null when no rider matches: the final
 * standings of the chosen class (of the first class with matching riders when none is chosen),
 * or the overall standings.
 */
export function seriesPage(tables: TSeriesStandings['tables'], view: TSeriesView, pageSize = SERIES_PAGE_SIZE): TSeriesPage | null {
  const table = applySeriesFilters(tables, view)[0];
  if (!table) return null;
  const page = pageOf(table.rows.length, pageSize, view.page);
  const classId = view.type === 'final' ? table.classId : view.classId;
  return { table, classId, page, rows: table.rows.slice(page.from, page.to) };
}

/** Words that only say what kind of race it was: left out of a round's short name. */
const DISCIPLINE_WORDS = /^(?:(?:motocross|enduro|hare scramble|quad cross)(?: (?:de la|de|des|du|of the|of))? )|(?: (?:motocross|enduro|hare scramble|mx))$/i;
const SHORT_NAME_MAX = 18;

/**
 * A round's name short enough for a table column: "Hidden Hills Motocross" → "Hidden Hills",
 * "Motocross de Saint-Jérôme" → "Saint-Jérôme", long names cut at a word with "…".
 */
export function shortEventName(name: string): string {
  const stripped = name.trim().replace(DISCIPLINE_WORDS, '').trim() || name.trim();
  if (stripped.length <= SHORT_NAME_MAX) return stripped;
  const cut = stripped.slice(0, SHORT_NAME_MAX);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > 6 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
