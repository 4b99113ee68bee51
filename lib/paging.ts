import { parseId } from './validation/params';

/**
 * Pages of a long list or table (series standings, scores, the calendar's list), so that a page's
 * first render stays small: at most 1,400 DOM nodes and 150 kB of HTML (docs/decisions/027). The
 * page lives in the URL (`?page=2`), so a link opens the same rows, with or without JavaScript.
 */

/** Riders per page of a series points table (a row is ~20 elements with 7 rounds, 30 with 15). */
export const SERIES_PAGE_SIZE = 25;
/** Entries per page of the calendar's list (an entry is ~10 elements). */
export const AGENDA_PAGE_SIZE = 30;

export type TPage = {
  /** 1-based, within 1..pages. */
  page: number;
  /** At least 1 (an empty list has one empty page). */
  pages: number;
  /** Index of the page's first item and the index after its last (0-based, `slice(from, to)`). */
  from: number;
  to: number;
  total: number;
  pageSize: number;
};

/** The page `requested` (clamped into 1..pages) of `total` items in pages of `pageSize`. */
export function pageOf(total: number, pageSize: number, requested: number): TPage {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`page size must be a positive integer: ${pageSize}`);
  const count = Math.max(0, Math.floor(total));
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const page = Math.min(Math.max(1, Number.isFinite(requested) ? Math.floor(requested) : 1), pages);
  const from = (page - 1) * pageSize;
  return { page, pages, from, to: Math.min(count, from + pageSize), total: count, pageSize };
}

/**
 * Pages whose boundaries fall on the item at `anchor` (0-based; `total` for "after the last"):
 * the anchor starts a page, the items before it fill pages backwards (the first page may be
 * shorter). Without a page asked for (`requested` null), the anchor's page; when the anchor is
 * past the last item, the last page (whole, when there are enough items).
 */
export function pageAround(total: number, pageSize: number, anchor: number, requested: number | null): TPage {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`page size must be a positive integer: ${pageSize}`);
  const count = Math.max(0, Math.floor(total));
  const at = Math.min(Math.max(0, Math.floor(anchor)), count);
  const head = at % pageSize;
  const full = Math.ceil((count - head) / pageSize);
  const pages = Math.max(1, (head > 0 ? 1 : 0) + full);
  const anchorPage = Math.min(pages, (head > 0 ? 1 : 0) + Math.floor(at / pageSize) + 1);
  const page = Math.min(Math.max(1, requested ?? anchorPage), pages);
  const from = head > 0 ? (page === 1 ? 0 : head + (page - 2) * pageSize) : (page - 1) * pageSize;
  const to = Math.min(count, head > 0 && page === 1 ? head : from + pageSize);
  return { page, pages, from, to, total: count, pageSize };
}

/** `?page=` of a query: a positive whole number, else null (malformed values are ignored). */
export function parsePage(value: string | string[] | undefined): number | null {
  return parseId(Array.isArray(value) ? value[0] : value);
}
