// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { resultColumns } from '@/lib/results/columns';
import { escapeHtml, renderResultsTableHtml, type TTableClasses } from '@/lib/results/table-html';
import { applyView } from '@/lib/results/view';
import { raceFixture, resultsTranslator, viewState } from './race-fixture';

const classes = Object.fromEntries(
  ['table', 'numbers', 'text', 'num', 'rider', 'badge', 'award', 'penalty', 'sectionRow', 'printSection', 'pageBreak'].map((k) => [k, `c-${k}`]),
) as TTableClasses;

function render(query: Record<string, string> = {}, options: Partial<Parameters<typeof renderResultsTableHtml>[0]> = {}, results = raceFixture()) {
  const state = viewState(query);
  const html = renderResultsTableHtml({
    results,
    applied: applyView(results, state),
    columns: resultColumns(results, state.view),
    timeZone: 'America/Toronto',
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

  it('heads each class section in the class view and prints a table per section with page breaks', () => {
    const byClass = render({ view: 'class' });
    expect(byClass.querySelectorAll('tr.c-sectionRow').length).toBeGreaterThan(1);
    const print = render({ view: 'class' }, { pageBreaks: true, interactive: false, compare: null });
    const sections = print.querySelectorAll('section[data-testid="print-section"]');
    expect(sections.length).toBeGreaterThan(1);
    expect(sections[1]!.className).toContain('c-pageBreak');
    expect(print.querySelector('button')).toBeNull();
  });
});
