// @vitest-environment jsdom
import type { TLocale } from '@/lib/constants';
import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { resultColumns, type TTranslate } from '@/lib/results/columns';
import { escapeHtml, renderResultsTableHtml, type TTableClasses } from '@/lib/results/table-html';
import { applyView } from '@/lib/results/view';
import { raceFixture, resultsTranslator, viewState } from './race-fixture';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';

const classes = Object.fromEntries(
  ['table', 'numbers', 'text', 'num', 'rider', 'badge', 'award', 'penalty', 'sectionRow', 'printSection', 'pageBreak', 'star'].map((k) => [k, `c-${k}`]),
) as TTableClasses;

function followTranslator(messages: typeof en | typeof fr, locale: TLocale): TTranslate {
  const t = createTranslator({ locale, messages: messages as never, namespace: 'Follow' as never });
  return (key, values) => (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
}

function render(query: Record<string, string> = {}, options: Partial<Parameters<typeof renderResultsTableHtml>[0]> = {}, results = raceFixture()) {
  const state = viewState(query);
  const html = renderResultsTableHtml({
    results,
    applied: applyView(results, state),
    columns: resultColumns(results, state.view),
    timeZone: SITE_TIME_ZONE,
    locale: 'fr',
    caption: 'Moto 1 <général>',
    t: resultsTranslator('fr'),
    classes,
    interactive: true,
    compare: { selected: [101] },
    ...options,
  });
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

describe('results table HTML', () => {
  it('escapes every character that could open markup', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe('&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;');
  });

  it('keeps a hostile rider name as text, in cells and attributes alike', () => {
    const results = raceFixture();
    results.rows[0]!.firstName = '<script>alert(1)</script>"';
    const doc = render({}, {}, results);
    expect(doc.querySelector('script')).toBeNull();
    const button = doc.querySelector(`button[data-entry="${results.rows[0]!.entryId}"]`)!;
    expect(button.textContent).toContain('<script>alert(1)</script>"');
    expect(button.getAttribute('title')).toContain('<script>alert(1)</script>"');
  });

  it('has a caption, one header per column and a row header per rider with its compare box', () => {
    const results = raceFixture();
    const doc = render({}, {}, results);
    expect(doc.querySelector('caption')!.textContent).toBe('Moto 1 <général>');
    const headers = [...doc.querySelectorAll('thead th')];
    expect(headers).toHaveLength(resultColumns(results, 'overall').length);
    const rows = doc.querySelectorAll('tbody tr[data-entry-row]');
    expect(rows).toHaveLength(results.rows.length);
    const checked = [...doc.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].filter((c) => c.checked);
    expect(checked.map((c) => c.dataset.rider)).toEqual(['101']);
    // The per-row labels are the translated messages with the rider's name filled in.
    const first = results.rows.find((r) => r.riderId === 101)!;
    expect(doc.querySelector('input[data-rider="101"]')!.getAttribute('aria-label')).toBe(
      resultsTranslator('fr')('compareRider', { name: `${first.firstName} ${first.lastName}` }),
    );
  });

  it('writes the numbers of a row with one decimal separator, the language\'s', () => {
    const results = raceFixture();
    const columns = resultColumns(results, 'overall');
    const rowText = (locale: 'en' | 'es' | 'fr') => {
      const doc = render({}, { locale, t: resultsTranslator(locale) }, results);
      const row = doc.querySelector<HTMLTableRowElement>(`tbody tr[data-entry-row="${results.rows.find((r) => r.number === '33')!.entryId}"]`)!;
      return ['total', 'gapLeader', 'gapAhead', 'bestLap', 'lastLap', 'penalty', 'speed'].map((key) => row.cells[columns.indexOf(key as never)]!.textContent);
    };
    expect(rowText('fr')).toEqual(['16:58,0', '+18,0', '+13,0', '1:40,8 (1)', '1:40,8', '+10,0', '71,4']);
    expect(rowText('es')).toEqual(['16:58,0', '+18,0', '+13,0', '1:40,8 (1)', '1:40,8', '+10,0', '71,4']);
    expect(rowText('en')).toEqual(['16:58.0', '+18.0', '+13.0', '1:40.8 (1)', '1:40.8', '+10.0', '71.4']);
  });

  it('heads each class section in the class view and prints a table per section with page breaks', () => {
    const byClass = render({ view: 'class' });
    expect(byClass.querySelectorAll('tr.c-sectionRow').length).toBeGreaterThan(1);
    const print = render({ view: 'class' }, { pageBreaks: true, interactive: false, compare: null });
    const sections = print.querySelectorAll('section[data-testid="print-section"]');
    expect(sections.length).toBeGreaterThan(1);
    expect(sections[1]!.className).toContain('c-pageBreak');
    expect(print.querySelector('button')).toBeNull();
  });

  it('marks one key cell a row for the compact phone rows: the gap, or the time for the leader', () => {
    const results = raceFixture();
    const doc = render({}, {}, results);
    const columns = resultColumns(results, 'overall');
    const gapAt = columns.indexOf('gapLeader');
    const timeAt = columns.indexOf('total');
    expect(gapAt).toBeGreaterThan(2);
    // The header names the key column: the gap's.
    const keyed = [...doc.querySelectorAll('thead th')].map((th) => th.hasAttribute('data-k'));
    expect(keyed.indexOf(true)).toBe(gapAt);
    expect(keyed.filter(Boolean)).toHaveLength(1);
    const rows = [...doc.querySelectorAll<HTMLTableRowElement>('tbody tr[data-entry-row]')];
    for (const row of rows) expect(row.querySelectorAll('[data-k]')).toHaveLength(1);
    const [leader, second] = rows;
    expect(leader!.cells[gapAt]!.textContent).toBe('');
    expect(leader!.querySelector('[data-k]')).toBe(leader!.cells[timeAt]);
    expect(second!.querySelector('[data-k]')).toBe(second!.cells[gapAt]);
    expect(second!.cells[gapAt]!.textContent).toMatch(/^\+/);
  });

  it('marks the time when the view has no gap column, and nothing in the position-only view', () => {
    const results = raceFixture();
    const state = viewState({});
    const columns = resultColumns(results, 'overall').filter((c) => c !== 'gapLeader');
    const html = renderResultsTableHtml({
      results,
      applied: applyView(results, state),
      columns,
      timeZone: SITE_TIME_ZONE,
      locale: 'en',
      caption: 'Moto 1',
      t: resultsTranslator('en'),
      classes,
      interactive: true,
    });
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    const timeAt = columns.indexOf('total');
    expect(doc.querySelectorAll('thead [data-k]')).toHaveLength(1);
    expect(doc.querySelectorAll('thead th')[timeAt]!.hasAttribute('data-k')).toBe(true);
    for (const row of doc.querySelectorAll<HTMLTableRowElement>('tbody tr[data-entry-row]')) expect(row.cells[timeAt]!.hasAttribute('data-k')).toBe(true);
    expect(render({ view: 'position' }).querySelector('[data-k]')).toBeNull();
  });

  it('gives each rider of an interactive table a follow star labelled with the name, escaped', () => {
    const results = raceFixture();
    results.rows[1]!.firstName = '<b>"Théo"</b> & Co';
    const doc = render({}, { tFollow: followTranslator(fr, 'fr') }, results);
    const stars = [...doc.querySelectorAll<HTMLButtonElement>('th.c-rider > button.c-star[data-follow]')];
    expect(stars).toHaveLength(results.rows.length);
    const row = results.rows[1]!;
    const star = doc.querySelector<HTMLButtonElement>(`button[data-follow="${row.riderId}"]`)!;
    expect(star.type).toBe('button');
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(star.getAttribute('aria-label')).toBe(`Suivre ${row.firstName} ${row.lastName}`);
    expect(star.textContent).toBe('');
    // After the name, in the rider's row header; the hostile name made no element.
    expect(star.previousElementSibling?.matches('button[data-entry]')).toBe(true);
    expect(doc.querySelector('tbody b')).toBeNull();
  });

  it('labels each star by itself when the message does not keep the name verbatim', () => {
    const results = raceFixture();
    const shouting: TTranslate = (key, values) => `FOLLOW ${String(values?.name ?? '').toUpperCase()} <now>`;
    const doc = render({}, { tFollow: shouting }, results);
    const row = results.rows[0]!;
    expect(doc.querySelector(`button[data-follow="${row.riderId}"]`)!.getAttribute('aria-label')).toBe(`FOLLOW ${`${row.firstName} ${row.lastName}`.toUpperCase()} <now>`);
  });

  it('has no star, no key cell and no extra byte in tables that are not interactive (print, scores)', () => {
    const tFollow = followTranslator(en, 'en');
    const plain = render({}, { interactive: false, compare: null, tFollow });
    expect(plain.querySelector('[data-follow]')).toBeNull();
    expect(plain.querySelector('[data-k]')).toBeNull();
    const print = render({ view: 'class' }, { pageBreaks: true, interactive: false, compare: null, tFollow });
    expect(print.querySelector('[data-follow], [data-k]')).toBeNull();
    // Without the Follow lookup, an interactive table has no stars either.
    expect(render().querySelector('[data-follow]')).toBeNull();
  });
});
