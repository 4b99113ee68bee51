import { describe, expect, it } from 'vitest';
import { pageAround, pageOf, parsePage } from '@/lib/paging';

const slice = (total: number, page: { from: number; to: number }) => Array.from({ length: total }, (_, i) => i).slice(page.from, page.to);

describe('pages of a list', () => {
  it('cuts a list into pages and clamps the page asked for', () => {
    expect(pageOf(60, 25, 1)).toEqual({ page: 1, pages: 3, from: 0, to: 25, total: 60, pageSize: 25 });
    expect(pageOf(60, 25, 3)).toMatchObject({ page: 3, from: 50, to: 60 });
    expect(pageOf(60, 25, 9)).toMatchObject({ page: 3, from: 50, to: 60 });
    expect(pageOf(60, 25, 0)).toMatchObject({ page: 1, from: 0 });
    expect(pageOf(50, 25, 2)).toMatchObject({ page: 2, pages: 2, from: 25, to: 50 });
  });

  it('has one empty page for an empty list', () => {
    expect(pageOf(0, 25, 4)).toEqual({ page: 1, pages: 1, from: 0, to: 0, total: 0, pageSize: 25 });
    expect(pageAround(0, 30, 0, null)).toEqual({ page: 1, pages: 1, from: 0, to: 0, total: 0, pageSize: 30 });
  });

  it('refuses a page size that is not a positive whole number', () => {
    expect(() => pageOf(10, 0, 1)).toThrow(RangeError);
    expect(() => pageAround(10, 2.5, 0, null)).toThrow(RangeError);
  });

  it('reads ?page= as a positive whole number, else nothing', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(['2', '5'])).toBe(2);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'x', '03', '99999999999']) expect(parsePage(bad), String(bad)).toBeNull();
  });
});

describe('pages cut at an anchor (the calendar list opens on what is coming)', () => {
  it('starts a page at the anchor and shows it by default, older items on shorter first page', () => {
    const page = pageAround(40, 30, 29, null);
    expect(page).toMatchObject({ page: 2, pages: 2, from: 29, to: 40 });
    expect(slice(40, pageAround(40, 30, 29, 1))).toEqual(Array.from({ length: 29 }, (_, i) => i));
  });

  it('fills the pages before the anchor backwards and those after it forwards', () => {
    // 100 items, anchor 45, pages of 20: [0,5) [5,25) [25,45) [45,65) [65,85) [85,100).
    expect(pageAround(100, 20, 45, null)).toMatchObject({ page: 4, pages: 6, from: 45, to: 65 });
    expect([1, 2, 3, 4, 5, 6].map((p) => { const { from, to } = pageAround(100, 20, 45, p); return [from, to]; })).toEqual([
      [0, 5],
      [5, 25],
      [25, 45],
      [45, 65],
      [65, 85],
      [85, 100],
    ]);
  });

  it('keeps whole pages from the start when the anchor falls on a page boundary', () => {
    expect(pageAround(70, 30, 30, null)).toMatchObject({ page: 2, pages: 3, from: 30, to: 60 });
    expect(pageAround(70, 30, 0, null)).toMatchObject({ page: 1, pages: 3, from: 0, to: 30 });
  });

  it('opens on a whole last page when the anchor is past the end (everything is past)', () => {
    expect(pageAround(40, 30, 40, null)).toMatchObject({ page: 2, pages: 2, from: 10, to: 40 });
    expect(pageAround(20, 30, 20, null)).toMatchObject({ page: 1, pages: 1, from: 0, to: 20 });
  });

  it('clamps a page asked for past the last', () => {
    expect(pageAround(40, 30, 29, 7)).toMatchObject({ page: 2, from: 29, to: 40 });
  });

  it('shows every item exactly once over all the pages', () => {
    for (const [total, size, anchor] of [[100, 20, 45], [7, 3, 7], [31, 30, 1], [90, 30, 60]] as const) {
      const { pages } = pageAround(total, size, anchor, 1);
      const seen = Array.from({ length: pages }, (_, i) => slice(total, pageAround(total, size, anchor, i + 1))).flat();
      expect(seen, `${total}/${size}/${anchor}`).toEqual(Array.from({ length: total }, (_, i) => i));
    }
  });
});
