// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import type { TLocale } from '@/lib/constants';
import type { TSeriesStandings, TStandingRow } from '@/lib/platform/port';
import type { TTranslate } from '@/lib/results/columns';
import { seriesTableModel } from '@/lib/series/table';
import { seriesTableMarkup, type TSeriesTableClasses } from '@/lib/series/table-markup';

/**
 * The parts of a series row that a phone and the follow layer use: the follow star (with the name
 * and plate the followed list keeps), the row's details control, and the labels an opened compact
 * row shows before each hidden cell (series.module.css reads `data-l`).
 */

const classes = new Proxy({} as TSeriesTableClasses, { get: (_, key) => `c-${String(key)}` });
const MESSAGES = { en, es, fr } as const;

function translator(locale: TLocale, namespace: string): TTranslate {
  const t = createTranslator({ locale, messages: MESSAGES[locale] as never, namespace: namespace as never });
  return (key, values) => (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
}

function rider(riderId: number, extra: Partial<TStandingRow> = {}): TStandingRow {
  return {
    position: riderId,
    riderId,
    firstName: 'Émile',
    lastName: `Gagné${riderId}`,
    number: String(100 + riderId),
    brand: 'KTM',
    classId: 4,
    className: '250 Pro',
    classGroup: 'Pro',
    points: [25, 18, null],
    dropped: [false, true, false],
    total: 25,
    wins: 1,
    podiums: 2,
    behindLeader: riderId === 1 ? 0 : 4,
    ...extra,
  };
}

const rounds: TSeriesStandings['rounds'] = [
  { eventId: 11, round: 1, name: 'Hidden Hills Motocross', startAt: new Date('2026-05-09T14:00:00Z'), finished: true },
  { eventId: 12, round: 2, name: 'Motocross de Saint-Jérôme', startAt: new Date('2026-06-13T14:00:00Z'), finished: true },
  { eventId: 13, round: 3, name: 'Thunder Valley Motocross', startAt: new Date('2026-09-19T14:00:00Z'), finished: false },
];

function render(locale: TLocale, rows: TStandingRow[], tFollow: TTranslate = translator(locale, 'Follow'), t: TTranslate = translator(locale, 'Series')) {
  const model = seriesTableModel({ rows, rounds, played: [true, true, false], type: 'final', locale, t, tFollow });
  const html = seriesTableMarkup(model, classes);
  return { model, html, doc: new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html') };
}

const riderCell = (doc: Document, riderId: number) => doc.querySelector(`tr[data-rider-id="${riderId}"] > th[scope="row"]`)!;

describe('series rows: follow star', () => {
  it.each(['en', 'es', 'fr'] as const)('puts a star in each rider cell, with the name and plate the followed list keeps (%s)', (locale) => {
    const { doc } = render(locale, [rider(1), rider(2)]);
    const stars = doc.querySelectorAll('tbody th[scope="row"] > button[data-follow]');
    expect(stars).toHaveLength(2);
    const star = riderCell(doc, 2).querySelector<HTMLButtonElement>('button[data-follow]')!;
    expect(star.type).toBe('button');
    expect(star.className).toBe('c-star');
    expect(star.dataset.follow).toBe('2');
    expect(star.dataset.name).toBe('Émile Gagné2');
    expect(star.dataset.number).toBe('102');
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(star.getAttribute('aria-label')).toBe(translator(locale, 'Follow')('followRider', { name: 'Émile Gagné2' }));
  });

  it('says a rider without a plate has none (an empty data-number, not the position before the cell)', () => {
    const { doc } = render('en', [rider(1, { number: undefined })]);
    const star = riderCell(doc, 1).querySelector<HTMLButtonElement>('button[data-follow]')!;
    expect(star.hasAttribute('data-number')).toBe(true);
    expect(star.dataset.number).toBe('');
  });

  it('labels each row on its own when a message does not keep the name verbatim', () => {
    // A language whose message changes the name (here: upper case) gets no template.
    const shouting: TTranslate = (key, values) => `FOLLOW ${String(values?.name ?? '').toUpperCase()}`;
    const { model, doc } = render('en', [rider(1), rider(2)], shouting);
    expect(model.labels.follow).toBeNull();
    expect(model.labels.details).not.toBeNull();
    expect(riderCell(doc, 2).querySelector('button[data-follow]')!.getAttribute('aria-label')).toBe('FOLLOW ÉMILE GAGNÉ2');
    expect(riderCell(doc, 2).querySelector('summary')!.getAttribute('aria-label')).toBe(en.Series.roundsOf.replace('{name}', 'Émile Gagné2'));
  });

  it('keeps hostile names as text in the star and details labels', () => {
    const { doc } = render('en', [rider(1, { firstName: '"><img src=x onerror=alert(1)>', lastName: "O'Neil" })]);
    expect(doc.querySelector('img')).toBeNull();
    const star = riderCell(doc, 1).querySelector<HTMLButtonElement>('button[data-follow]')!;
    expect(star.dataset.name).toBe(`"><img src=x onerror=alert(1)> O'Neil`);
  });
});

describe('series rows: compact rows on a phone', () => {
  it.each(['en', 'es', 'fr'] as const)('gives each rider cell a details control named after the rider (%s)', (locale) => {
    const { doc } = render(locale, [rider(1), rider(2)]);
    const details = doc.querySelectorAll('tbody th[scope="row"] > details.c-more');
    expect(details).toHaveLength(2);
    const summary = riderCell(doc, 1).querySelector('details > summary')!;
    expect(summary.getAttribute('aria-label')).toBe(translator(locale, 'Series')('roundsOf', { name: 'Émile Gagné1' }));
    // Two elements a row (the page has a budget of DOM nodes): the summary has no content.
    expect(summary.childNodes).toHaveLength(0);
    expect(riderCell(doc, 1).querySelector('details')!.children).toHaveLength(1);
  });

  it('names every hidden cell for an opened row: round number and short name, behind, wins, podiums', () => {
    const { doc } = render('fr', [rider(1), rider(2)]);
    const cells = [...doc.querySelectorAll('tr[data-rider-id="2"] > td')];
    const labels = cells.map((td) => td.getAttribute('data-l'));
    // Position and total show in the compact row itself: no label.
    expect(labels).toEqual([null, 'É1 · Hidden Hills', 'É2 · Saint-Jérôme', 'É3 · Thunder Valley', null, fr.Series.behind, fr.Series.wins, fr.Series.podiums]);
    expect(cells.map((td) => td.textContent)).toEqual(['2', '25', `18 (${fr.Series.dropped})`, '–', '25', '−4', '1', '2']);
  });

  it('says a dropped round is dropped in words, not only by its look', () => {
    const { doc } = render('en', [rider(1)]);
    const dropped = doc.querySelector('tr[data-rider-id="1"] td[data-dropped="true"]')!;
    expect(dropped.getAttribute('data-l')).toBe('R2 · Saint-Jérôme');
    expect(dropped.querySelector('s')!.textContent).toBe('18');
    expect(dropped.querySelector('span')!.textContent).toBe(` (${en.Series.dropped})`);
  });

  it('keeps the rider cell readable as before: plate, first name as text, last name in <strong>', () => {
    // The mirror's end-to-end test reads the rider cell's own text nodes, <strong> and first <span>.
    const { doc } = render('en', [rider(7)]);
    const cell = riderCell(doc, 7);
    let plate = '';
    let first = '';
    let last = '';
    for (const node of Array.from(cell.childNodes)) {
      if (node.nodeType === Node.TEXT_NODE) first += node.textContent ?? '';
      else if ((node as Element).tagName === 'STRONG') last = node.textContent ?? '';
      else if ((node as Element).tagName === 'SPAN' && !first && !last) plate = node.textContent ?? '';
    }
    expect({ plate, name: `${first.trim()} ${last.trim()}` }).toEqual({ plate: '107', name: 'Émile Gagné7' });
    expect(cell.textContent).toBe('107Émile Gagné7KTM · Pro');
    expect(doc.querySelector('tr[data-rider-id="7"] [data-testid="series-total"]')!.textContent).toBe('25');
  });

  it('sends no more per row in the model: the labels are made where the markup is built', () => {
    const rows = Array.from({ length: 25 }, (_, i) => rider(i + 1));
    const { model, html } = render('en', rows);
    expect(model.rows.every((row) => row.length === 12)).toBe(true);
    expect(JSON.stringify(model).length).toBeLessThan(html.length / 3);
  });
});
