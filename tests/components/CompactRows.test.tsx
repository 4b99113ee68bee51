// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createTranslator } from 'use-intl/core';
import styles from '@/components/results/results.module.css';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { resultColumns } from '@/lib/results/columns';
import { resultsTableModel, type TTableClasses } from '@/lib/results/table-html';
import type { TTableModel } from '@/lib/results/table-markup';
import { applyView } from '@/lib/results/view';
import { raceFixture, resultsTranslator, viewState } from '../results/race-fixture';
import { renderWithIntl } from '../setup/intl';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';
import { setupUser, type TUser } from '../setup/user';
import { navigation } from '../setup/navigation';

beforeEach(() => {
  Object.assign(navigation, { pathname: '/races/12', search: '', params: { locale: 'en' } });
});

const { ResultsTableMarkup } = await import('@/components/results/ResultsTableMarkup');
const { ResultsInteractive } = await import('@/components/results/ResultsInteractive');

/** A window as wide as `width`, for the phone media query of the compact rows. */
let width = 390;
const listeners = new Set<() => void>();
function resize(to: number) {
  width = to;
  act(() => listeners.forEach((listener) => listener()));
}

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  width = 390;
  listeners.clear();
  // Stubbed (and restored after each test): the other files of the shared test project run in
  // this window after this one.
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? NaN);
    return {
      media: query,
      get matches() {
        return width <= max;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  });
  // The timing dialog's request: never answered (the dialog stays "loading").
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const noClasses = new Proxy({}, { get: (_target, key) => `c-${String(key)}` }) as TTableClasses;
const follow = createTranslator({ locale: 'en', messages: en as never, namespace: 'Follow' as never }) as unknown as (key: string, values?: Record<string, string | number>) => string;
const compactFr = createTranslator({ locale: 'fr', messages: fr as never, namespace: 'ResultsCompact' as never }) as unknown as (key: string, values?: Record<string, string | number>) => string;

function model(
  options: { interactive?: boolean; view?: string; change?: (results: ReturnType<typeof raceFixture>) => void; tCompact?: (key: string, values?: Record<string, string | number>) => string } = {},
): TTableModel {
  const results = raceFixture();
  options.change?.(results);
  const state = viewState(options.view ? { view: options.view } : {});
  return resultsTableModel({
    results,
    applied: applyView(results, state),
    columns: resultColumns(results, state.view),
    timeZone: SITE_TIME_ZONE,
    locale: 'en',
    caption: 'Moto 1',
    t: resultsTranslator('en'),
    classes: noClasses,
    interactive: options.interactive ?? true,
    tFollow: follow,
    tCompact: options.tCompact,
    compare: { selected: [] },
  });
}

function renderTable(tableModel = model()) {
  const ui = (m: TTableModel) => (
    <ResultsInteractive raceId={12} basePath="/races/12" state={viewState({})} canCompare>
      <ResultsTableMarkup model={m} caption="Moto 1" pageBreaks={false} testId="results-table" />
    </ResultsInteractive>
  );
  const view = renderWithIntl(ui(tableModel));
  return { ...view, update: (m: TTableModel) => view.rerender(ui(m)) };
}

const rowOf = (entryId: number) => document.querySelector<HTMLTableRowElement>(`tr[data-entry-row="${entryId}"]`)!;
const toggleOf = (entryId: number) => rowOf(entryId).querySelector<HTMLButtonElement>('button[data-details]')!;
const detailsOf = (entryId: number) => {
  const next = rowOf(entryId).nextElementSibling;
  return next?.hasAttribute('data-details-row') ? (next as HTMLTableRowElement) : null;
};
const pairs = (details: HTMLElement) => [...details.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]);

let user: TUser;
beforeEach(() => {
  user = setupUser();
});

describe('compact result rows on a phone', () => {
  it('adds a collapsed disclosure button, named after the rider, to the key cell of every row', () => {
    renderTable();
    const rows = [...document.querySelectorAll<HTMLTableRowElement>('tr[data-entry-row]')];
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      const button = row.querySelector<HTMLButtonElement>('button[data-details]')!;
      expect(button.closest('td')!.hasAttribute('data-k')).toBe(true);
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(button.getAttribute('aria-label')).toBe(`Details of ${row.querySelector('th button[data-entry]')!.textContent}`);
    }
    expect(screen.getByTestId('results-table').classList.contains(styles.compact!)).toBe(true);
  });

  it("names the buttons with the server's label around the rider's name when the table's model carries it", () => {
    // A French label on an English page: the buttons can only have it from the model.
    const tableModel = model({ tCompact: compactFr });
    expect(tableModel.details).toEqual(['Détails\u00a0: ', '']);
    renderTable(tableModel);
    const row = document.querySelector<HTMLTableRowElement>('tr[data-entry-row]')!;
    expect(row.querySelector('button[data-details]')!.getAttribute('aria-label')).toBe(`Détails\u00a0: ${row.querySelector('th button[data-entry]')!.textContent}`);
  });

  it('expands a tapped row in place with its other cells as label and value, and collapses it again', async () => {
    renderTable();
    // Entry 3 (Liam Doyle): second overall, with a gap, a penalty and its note.
    await user.click(rowOf(3).cells[1]!);
    const details = detailsOf(3)!;
    expect(details).not.toBeNull();
    expect(toggleOf(3).getAttribute('aria-expanded')).toBe('true');
    expect(toggleOf(3).getAttribute('aria-controls')).toBe(details.id);
    const shown = pairs(details);
    const labels = shown.map(([label]) => label);
    // Labels are the header cells' texts; the visible cells (position, number, rider, gap) are not repeated.
    expect(labels).toEqual(expect.arrayContaining(['Class', 'Brand', 'Laps', 'Total time', 'Best lap (lap)', 'Penalty']));
    expect(labels).not.toContain('Pos.');
    expect(labels).not.toContain('No.');
    expect(labels).not.toContain('Rider');
    expect(labels).not.toContain('Gap to leader');
    expect(Object.fromEntries(shown)['Class']).toBe('250 Pro');
    expect(Object.fromEntries(shown)['Penalty']).toMatch(/^\+.*\(Jump start \(gate\)\)$/);
    expect(details.querySelector('td')!.colSpan).toBe(rowOf(3).cells.length);

    await user.click(rowOf(3).cells[0]!);
    expect(detailsOf(3)).toBeNull();
    expect(toggleOf(3).getAttribute('aria-expanded')).toBe('false');

    // The disclosure button itself toggles too (keyboard and screen readers).
    await user.click(toggleOf(3));
    expect(detailsOf(3)).not.toBeNull();
    await user.click(toggleOf(3));
    expect(detailsOf(3)).toBeNull();
  });

  it("shows the leader's time in the row and leaves the empty gap out of the details", async () => {
    renderTable();
    const leader = document.querySelector<HTMLTableRowElement>('tr[data-entry-row]')!;
    const key = leader.querySelector<HTMLTableCellElement>('td[data-k]')!;
    const heads = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(heads[key.cellIndex]).toBe('Total time');
    await user.click(leader.cells[0]!);
    const labels = pairs(leader.nextElementSibling as HTMLElement).map(([label]) => label);
    expect(labels).not.toContain('Gap to leader');
    expect(labels).not.toContain('Total time');
  });

  it('leaves the name button, the compare box and the follow star to their own action', async () => {
    renderTable();
    const row = rowOf(3);
    await user.click(row.querySelector('input[data-rider]')!);
    expect(detailsOf(3)).toBeNull();
    await user.click(row.querySelector('button[data-follow]')!);
    expect(detailsOf(3)).toBeNull();
    await user.click(row.querySelector('button[data-entry]')!);
    expect(detailsOf(3)).toBeNull();
    expect(screen.getByTestId('rider-dialog')).toBeTruthy();
  });

  it('has a Laps button in the details that opens the rider dialog', async () => {
    renderTable();
    await user.click(rowOf(3).cells[1]!);
    const laps = screen.getByRole('button', { name: 'Laps' });
    expect(laps.dataset.entry).toBe('3');
    expect(laps.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByTestId('rider-dialog')).toBeNull();
    await user.click(laps);
    expect(screen.getByTestId('rider-dialog').hasAttribute('open')).toBe(true);
    // Not a tap on the row: the details stay open.
    expect(detailsOf(3)).not.toBeNull();
  });

  it('collapses with Escape from the details and gives focus to the row button', async () => {
    renderTable();
    await user.click(rowOf(3).cells[1]!);
    const laps = screen.getByRole('button', { name: 'Laps' });
    laps.focus();
    await user.keyboard('{Escape}');
    expect(detailsOf(3)).toBeNull();
    expect(document.activeElement).toBe(toggleOf(3));
  });

  it('keeps a row expanded when the table is rendered again (live refresh) and shows the new values', async () => {
    const { update } = renderTable();
    await user.click(rowOf(3).cells[1]!);
    update(model({ change: (results) => results.rows.forEach((r) => (r.brand = r.entryId === 3 ? 'Husqvarna' : r.brand)) }));
    expect(detailsOf(3)).not.toBeNull();
    expect(toggleOf(3).getAttribute('aria-expanded')).toBe('true');
    expect(Object.fromEntries(pairs(detailsOf(3)!))['Brand']).toBe('Husqvarna');
  });

  it('does nothing on a wide window, and drops the details when the window widens', async () => {
    width = 1024;
    renderTable();
    expect(document.querySelector('button[data-details]')).toBeNull();
    await user.click(rowOf(3).cells[1]!);
    expect(detailsOf(3)).toBeNull();

    resize(390);
    expect(toggleOf(3)).not.toBeNull();
    await user.click(rowOf(3).cells[1]!);
    expect(detailsOf(3)).not.toBeNull();
    resize(800);
    expect(detailsOf(3)).toBeNull();
  });

  it('adds no button where nothing is hidden (position only) and none to tables that are not interactive', () => {
    renderTable(model({ view: 'position' }));
    expect(document.querySelector('button[data-details]')).toBeNull();
  });

  it('leaves other tables alone (scores, print)', () => {
    renderWithIntl(<ResultsTableMarkup model={model({ interactive: false })} caption="Moto 1" pageBreaks={false} testId="plain" />);
    expect(screen.getByTestId('plain').classList.contains(styles.compact!)).toBe(false);
    expect(document.querySelector('button[data-details]')).toBeNull();
  });
});
