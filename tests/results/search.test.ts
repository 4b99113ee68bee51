import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX } from '@/lib/constants';
import { liveFirst, parseDay, parseResultSearchParams, RESULT_YEAR_COUNT, resultSearchHref, resultYearOptions, toResultSearch } from '@/lib/results/search';

const NOW = new Date('2026-06-15T12:00:00Z');

describe('results search parameters', () => {
  it('reads text, day, year and promoter', () => {
    expect(parseResultSearchParams({ q: '  Hidden   Hills ', date: '2026-05-31', year: '2025', promoter: '1' }, NOW)).toEqual({
      text: 'Hidden Hills',
      date: '2026-05-31',
      year: 2025,
      promoterId: 1,
    });
  });

  it('ignores malformed parts instead of failing', () => {
    expect(parseResultSearchParams({ q: ['a', 'b'], date: '2026-02-30', year: '20x5', promoter: '-1' }, NOW)).toEqual({
      text: 'a',
      date: '',
      year: null,
      promoterId: null,
    });
    expect(parseResultSearchParams({ year: '1850' }, NOW).year).toBeNull();
    expect(parseResultSearchParams({ year: '2028' }, NOW).year).toBeNull();
    expect(parseResultSearchParams({ year: '2027' }, NOW).year).toBe(2027);
    // As a form posts it, spaces around the year and the day are not an error.
    expect(parseResultSearchParams(new URLSearchParams('year=+2025+&date=+2026-05-31+&utm_source=x'), NOW)).toEqual({ text: '', date: '2026-05-31', year: 2025, promoterId: null });
    expect(parseResultSearchParams({ q: 'x'.repeat(80) }, NOW).text).toHaveLength(SEARCH_TEXT_MAX);
  });

  it('accepts only real calendar days', () => {
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    expect(parseDay('2025-02-29')).toBe('');
    expect(parseDay('2025-13-01')).toBe('');
    expect(parseDay('31/05/2026')).toBe('');
  });

  it('builds the platform query and the page address without empty parts', () => {
    const params = parseResultSearchParams({ q: 'moto', year: '2026' }, NOW);
    expect(toResultSearch(params)).toEqual({ text: 'moto', year: 2026 });
    expect(resultSearchHref(params)).toBe('/results?q=moto&year=2026');
    expect(resultSearchHref({ ...params, text: '', year: null })).toBe('/results');
    expect(resultSearchHref({ text: 'a b', promoterId: 3 })).toBe('/results?q=a+b&promoter=3');
  });

  it('offers the last years, newest first, keeping a chosen older year', () => {
    const years = resultYearOptions(NOW);
    expect(years).toHaveLength(RESULT_YEAR_COUNT);
    expect(years[0]).toBe(2026);
    expect(resultYearOptions(NOW, 1999).at(-1)).toBe(1999);
  });

  it('puts live events first, then the most recent', () => {
    const at = (d: string) => new Date(`${d}T12:00:00Z`);
    const events = [
      { id: 1, status: 'finished' as const, startAt: at('2026-06-01') },
      { id: 2, status: 'finished' as const, startAt: at('2026-06-10') },
      { id: 3, status: 'live' as const, startAt: at('2026-06-15') },
      { id: 4, status: 'finished' as const, startAt: at('2025-06-10') },
    ];
    expect(liveFirst(events).map((e) => e.id)).toEqual([3, 2, 1, 4]);
  });
});
