import { describe, expect, it } from 'vitest';
import type { TStandingRow } from '@/lib/platform/port';
import { applySeriesFilters, hasFilters, parseSeriesView, seriesViewHref, shortEventName } from '@/lib/series/filters';

function standing(riderId: number, classId: number, brand: string | undefined, classGroup: string, position: number): TStandingRow {
  return {
    position,
    riderId,
    firstName: 'F',
    lastName: `L${riderId}`,
    number: String(riderId),
    brand,
    classId,
    className: `Class ${classId}`,
    classGroup,
    points: [25, null],
    dropped: [false, false],
    total: 25,
    wins: 1,
    podiums: 1,
    behindLeader: 0,
  };
}

const finalTables = [
  { classId: 1, className: 'Class 1', rows: [standing(1, 1, 'KTM', 'Pro', 1), standing(2, 1, 'Yamaha', 'Pro', 2)] },
  { classId: 3, className: 'Class 3', rows: [standing(3, 3, 'KTM', 'Amateur', 1), standing(4, 3, undefined, 'Amateur', 2)] },
];
const overallTable = [{ classId: null, rows: [standing(1, 1, 'KTM', 'Pro', 1), standing(3, 3, 'KTM', 'Amateur', 2), standing(2, 1, 'Yamaha', 'Pro', 3)] }];

describe('series view in the URL', () => {
  it('reads the tab and the filters, falling back to the final tables', () => {
    expect(parseSeriesView({ type: 'overall', class: '3', brand: ' KTM ', group: 'Pro', page: '2' })).toEqual({ type: 'overall', classId: 3, brand: 'KTM', group: 'Pro', page: 2 });
    expect(parseSeriesView({ type: 'weird', class: 'x', brand: '', group: ['Vet', 'Pro'], page: '-1' })).toEqual({ type: 'final', classId: null, brand: null, group: 'Vet', page: 1 });
  });

  it('writes the address with the defaults left out', () => {
    expect(seriesViewHref(1, { type: 'final', classId: 3, brand: 'KTM', group: null })).toBe('/series/1?class=3&brand=KTM');
    expect(seriesViewHref(1, { type: 'overall' })).toBe('/series/1?type=overall');
    expect(seriesViewHref(2, {})).toBe('/series/2');
    expect(seriesViewHref(1, { type: 'overall', classId: 2, page: 3 })).toBe('/series/1?type=overall&class=2&page=3');
    expect(seriesViewHref(1, { type: 'final', page: 1 })).toBe('/series/1');
  });
});

describe('series filters', () => {
  it('leaves the tables alone without filters', () => {
    const view = parseSeriesView({});
    expect(hasFilters(view)).toBe(false);
    expect(applySeriesFilters(finalTables, view)).toBe(finalTables);
  });

  it('keeps only the class asked for, in the final and the overall tables', () => {
    expect(applySeriesFilters(finalTables, parseSeriesView({ class: '3' })).map((t) => t.classId)).toEqual([3]);
    const [overall] = applySeriesFilters(overallTable, parseSeriesView({ type: 'overall', class: '1' }));
    expect(overall!.rows.map((r) => r.riderId)).toEqual([1, 2]);
  });

  it('filters by brand and class group (case-insensitive), dropping tables left empty and keeping series positions', () => {
    const byBrand = applySeriesFilters(finalTables, parseSeriesView({ brand: 'ktm' }));
    expect(byBrand.map((t) => t.rows.map((r) => r.riderId))).toEqual([[1], [3]]);
    const byGroup = applySeriesFilters(finalTables, parseSeriesView({ group: 'amateur' }));
    expect(byGroup.map((t) => t.classId)).toEqual([3]);
    const combined = applySeriesFilters(overallTable, parseSeriesView({ type: 'overall', brand: 'KTM', group: 'Amateur' }));
    expect(combined[0]!.rows.map((r) => [r.riderId, r.position])).toEqual([[3, 2]]);
    expect(applySeriesFilters(finalTables, parseSeriesView({ brand: 'Beta' }))).toEqual([]);
  });
});

describe('short round names', () => {
  it('drops the discipline and shortens long names at a word', () => {
    expect(shortEventName('Hidden Hills Motocross')).toBe('Hidden Hills');
    expect(shortEventName('Motocross de Saint-Jérôme')).toBe('Saint-Jérôme');
    expect(shortEventName('Enduro des Sentiers de la Rouge')).toBe('Sentiers de la…');
    expect(shortEventName('Ganaraska Hare Scramble')).toBe('Ganaraska');
    expect(shortEventName('Motocross')).toBe('Motocross');
    expect(shortEventName('Ridgeback Raceway National')).toBe('Ridgeback Raceway…');
  });
});
