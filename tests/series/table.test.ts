// @vitest-environment jsdom
import type { TLocale } from '@/lib/constants';
import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import type { TSeriesStandings, TStandingRow } from '@/lib/platform/port';
import type { TTranslate } from '@/lib/results/columns';
import { parseSeriesView, seriesPage } from '@/lib/series/filters';
import { seriesTableModel } from '@/lib/series/table';
import { seriesTableMarkup, type TSeriesTableClasses } from '@/lib/series/table-markup';

const classes = Object.fromEntries(
  ['table', 'pos', 'rider', 'plate', 'riderMeta', 'round', 'roundHead', 'roundNo', 'roundShort', 'roundDate', 'upcoming', 'dropped', 'absent', 'total', 'behind', 'star', 'more'].map((k) => [
    k,
    `c-${k}`,
  ]),
) as TSeriesTableClasses;

function seriesTranslator(messages: typeof en | typeof fr, locale: TLocale, namespace = 'Series'): TTranslate {
  const t = createTranslator({ locale, messages: messages as never, namespace: namespace as never });
  return (key, values) => (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
}

function rider(riderId: number, classId: number, position: number, extra: Partial<TStandingRow> = {}): TStandingRow {
  return {
    position,
    riderId,
    firstName: 'Émile',
    lastName: `Rider${riderId}`,
    number: String(100 + riderId),
    brand: 'KTM',
    classId,
    className: `Class ${classId}`,
    classGroup: 'Pro',
    points: [25, 22, null],
    dropped: [false, false, false],
    total: 47,
    wins: 1,
    podiums: 2,
    behindLeader: position === 1 ? 0 : 3,
    ...extra,
  };
}

const rounds: TSeriesStandings['rounds'] = [
  { eventId: 11, round: 1, name: 'Hidden Hills Motocross', startAt: new Date('2026-05-09T14:00:00Z'), finished: true },
  { eventId: 12, round: 2, name: 'Motocross de Saint-Jérôme', startAt: new Date('2026-06-13T14:00:00Z'), finished: true },
  { eventId: 13, round: 3, name: 'Thunder Valley Motocross', startAt: new Date('2026-09-19T14:00:00Z'), finished: false },
];

const finalTables: TSeriesStandings['tables'] = [
  { classId: 4, className: '250 Pro', rows: Array.from({ length: 30 }, (_, i) => rider(i + 1, 4, i + 1, { brand: i % 2 ? 'Yamaha' : 'KTM' })) },
  { classId: 2, className: 'Vétéran', rows: [rider(40, 2, 1), rider(41, 2, 2, { brand: 'Honda' })] },
];

describe('one points table at a time, a page of riders at a time', () => {
  it('shows the first class of the final standings when none is chosen, in pages', () => {
    const shown = seriesPage(finalTables, parseSeriesView({}), 25)!;
    expect(shown.classId).toBe(4);
    expect(shown.table.rows).toHaveLength(30);
    expect(shown.page).toMatchObject({ page: 1, pages: 2, from: 0, to: 25 });
    expect(shown.rows.map((r) => r.riderId)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const second = seriesPage(finalTables, parseSeriesView({ page: '2' }), 25)!;
    expect(second.rows.map((r) => r.riderId)).toEqual([26, 27, 28, 29, 30]);
    // A page past the last shows the last.
    expect(seriesPage(finalTables, parseSeriesView({ page: '9' }), 25)!.page.page).toBe(2);
  });

  it('shows the class asked for, and the first class that has riders matching the filters', () => {
    expect(seriesPage(finalTables, parseSeriesView({ class: '2' }))!.rows.map((r) => r.riderId)).toEqual([40, 41]);
    const honda = seriesPage(finalTables, parseSeriesView({ brand: 'honda' }))!;
    expect(honda.classId).toBe(2);
    expect(honda.rows.map((r) => r.riderId)).toEqual([41]);
    expect(seriesPage(finalTables, parseSeriesView({ class: '99' }))).toBeNull();
    expect(seriesPage([], parseSeriesView({}))).toBeNull();
  });

  it('pages the overall standings, of every class or of the chosen one', () => {
    const overall = [{ classId: null, rows: [...finalTables[0]!.rows, ...finalTables[1]!.rows] }];
    const all = seriesPage(overall, parseSeriesView({ type: 'overall', page: '2' }), 25)!;
    expect(all.classId).toBeNull();
    expect(all.page).toMatchObject({ page: 2, pages: 2, total: 32 });
    expect(all.rows).toHaveLength(7);
    const one = seriesPage(overall, parseSeriesView({ type: 'overall', class: '2' }), 25)!;
    expect(one.classId).toBe(2);
    expect(one.rows.map((r) => r.riderId)).toEqual([40, 41]);
  });
});

function render(locale: 'en' | 'fr', rows: TStandingRow[], type: 'final' | 'overall' = 'final') {
  const messages = locale === 'fr' ? fr : en;
  const model = seriesTableModel({ rows, rounds, played: [true, true, false], type, locale, t: seriesTranslator(messages, locale), tFollow: seriesTranslator(messages, locale, 'Follow') });
  const html = seriesTableMarkup(model, classes);
  return { model, doc: new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html') };
}

describe('series points table markup', () => {
  it('has a header per round linking played rounds to their results in the language, and marks the upcoming one', () => {
    const { doc } = render('fr', [rider(1, 4, 1)]);
    const heads = [...doc.querySelectorAll('thead th[data-testid="series-round"]')];
    expect(heads).toHaveLength(3);
    const link = heads[0]!.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/ll/fr/results/11');
    expect(link.getAttribute('aria-label')).toContain('Hidden Hills Motocross');
    expect(heads[0]!.textContent).toContain('Hidden Hills');
    expect(heads[2]!.querySelector('a')).toBeNull();
    expect(heads[2]!.className).toContain('c-upcoming');
    expect(heads[2]!.textContent).toContain(fr.Series.roundUpcoming);
    expect(doc.querySelector('thead abbr')!.getAttribute('title')).toBe(fr.Series.position);
  });

  it('writes each rider once with plate, name, points, dropped and absent rounds, total and gap', () => {
    const { doc } = render('en', [rider(1, 4, 1, { points: [25, 18, null], dropped: [false, true, false] }), rider(2, 4, 2, { number: undefined })]);
    const rows = doc.querySelectorAll('tbody tr[data-testid="series-row"]');
    expect(rows).toHaveLength(2);
    const [first, second] = [...rows];
    expect(first!.getAttribute('data-rider-id')).toBe('1');
    expect(first!.querySelector('th[scope="row"] .c-plate')!.textContent).toBe('101');
    expect(first!.querySelector('th[scope="row"] strong')!.textContent).toBe('Rider1');
    expect(first!.querySelector('.c-riderMeta')!.textContent).toBe('KTM · Pro');
    const cells = [...first!.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells).toEqual(['1', '25', `18 (${en.Series.dropped})`, '–', '47', '–', '1', '2']);
    const dropped = first!.querySelector('td[data-dropped="true"]')!;
    expect(dropped.querySelector('s')!.textContent).toBe('18');
    expect(dropped.getAttribute('title')).toBe(en.Series.dropped);
    expect(first!.querySelectorAll('td.c-absent')).toHaveLength(1);
    expect(second!.querySelector('.c-plate')).toBeNull();
    expect([...second!.querySelectorAll('td')].map((td) => td.textContent)[5]).toBe('−3');
  });

  it('formats numbers for the language', () => {
    const { doc } = render('fr', [rider(1, 4, 1, { total: 1250, points: [1200, 50, null] })]);
    const cells = [...doc.querySelectorAll('tbody td')].map((td) => td.textContent);
    expect(cells[1]).toBe(new Intl.NumberFormat('fr').format(1200));
    expect(cells[4]).toBe(new Intl.NumberFormat('fr').format(1250));
  });

  it('shows the class under the name in the overall standings', () => {
    const { doc } = render('en', [rider(1, 4, 1)], 'overall');
    expect(doc.querySelector('.c-riderMeta')!.textContent).toBe('KTM · Class 4');
  });

  it('keeps hostile names as text', () => {
    const { doc } = render('en', [rider(1, 4, 1, { firstName: '<img src=x onerror=alert(1)>', lastName: '"><script>' })]);
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.querySelector('th[scope="row"]')!.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('sends the rows as compact texts: the model is much smaller than the markup', () => {
    const rows = Array.from({ length: 25 }, (_, i) => rider(i + 1, 4, i + 1));
    const { model } = render('en', rows);
    expect(JSON.stringify(model).length).toBeLessThan(seriesTableMarkup(model, classes).length / 2);
  });
});
