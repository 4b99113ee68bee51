'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import type { TNameTemplate } from '@/lib/results/table-markup';
import styles from './results.module.css';

/**
 * Compact result rows on a phone (docs/decisions/019). Below 600 px, results.module.css shows a
 * row's position, number, rider and key cell (`data-k`: the gap, or the time) and hides the other
 * cells. This module adds, in the browser and only at that width, a disclosure button to each key
 * cell and builds a row's details on demand from its own cells and the header's labels: the
 * server sends no extra markup per row, and a wide screen gets no extra element at all.
 */

/** The width of compact rows; the same query as in results.module.css. */
export const PHONE_QUERY = '(max-width: 599.98px)';

export type TCompactLabels = {
  /** The disclosure button's name (constant; aria-expanded tells its state). */
  details: (name: string) => string;
  /** The details' button opening the rider's timing. */
  laps: string;
  /** CSS-module classes of the disclosure button, the details row and the laps button. */
  toggleClass: string;
  detailsClass: string;
  buttonClass: string;
};

const ROWS = 'tr[data-entry-row]';
const TOGGLE = 'button[data-details]';
const DETAILS_ROW = 'tr[data-details-row]';

/** A cell hidden in a compact row: a data cell after the number that is not the row's key cell. */
function hiddenInCompactRow(cell: HTMLTableCellElement): boolean {
  return cell.cellIndex >= 2 && cell.tagName === 'TD' && !cell.hasAttribute('data-k');
}

/** A disclosure button in the key cell of each rider row that hides cells (once per row). */
export function addToggles(root: HTMLElement, labels: TCompactLabels): void {
  for (const row of root.querySelectorAll<HTMLTableRowElement>(ROWS)) {
    const key = row.querySelector<HTMLTableCellElement>(':scope > td[data-k]');
    if (!key || key.querySelector(TOGGLE) || ![...row.cells].some(hiddenInCompactRow)) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = labels.toggleClass;
    button.dataset.details = '';
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-label', labels.details(row.querySelector(':scope > th')?.textContent?.trim() ?? ''));
    key.append(button);
  }
}

export function isExpanded(row: HTMLTableRowElement): boolean {
  return row.nextElementSibling?.matches(DETAILS_ROW) ?? false;
}

/**
 * Shows or hides a row's details: a row after it, spanning the table, with the hidden cells as
 * "label: value" pairs (the header cells' texts; empty cells left out) and a button opening the
 * rider's timing dialog (`data-entry`, heard by ResultsInteractive like the name button).
 */
export function setExpanded(row: HTMLTableRowElement, open: boolean, labels: TCompactLabels): void {
  const toggle = row.querySelector<HTMLButtonElement>(TOGGLE);
  if (!toggle || open === isExpanded(row)) return;
  toggle.setAttribute('aria-expanded', String(open));
  if (!open) {
    row.nextElementSibling!.remove();
    toggle.removeAttribute('aria-controls');
    return;
  }
  const heads = row.closest('table')?.tHead?.rows[0]?.cells;
  const list = document.createElement('dl');
  for (const cell of row.cells) {
    const value = cell.textContent?.trim() ?? '';
    if (!hiddenInCompactRow(cell) || !value) continue;
    const term = document.createElement('dt');
    term.textContent = heads?.[cell.cellIndex]?.textContent?.trim() ?? '';
    const data = document.createElement('dd');
    // A penalty's note is the cell's tooltip.
    data.textContent = cell.title ? `${value} (${cell.title})` : value;
    list.append(term, data);
  }
  const cell = document.createElement('td');
  cell.colSpan = row.cells.length;
  cell.append(list);
  const entry = row.querySelector<HTMLButtonElement>('button[data-entry]')?.dataset.entry;
  if (entry) {
    const laps = document.createElement('button');
    laps.type = 'button';
    laps.className = labels.buttonClass;
    laps.dataset.entry = entry;
    laps.setAttribute('aria-haspopup', 'dialog');
    laps.textContent = labels.laps;
    cell.append(laps);
  }
  const details = document.createElement('tr');
  details.dataset.detailsRow = row.dataset.entryRow ?? '';
  details.className = labels.detailsClass;
  details.id = `details-${row.dataset.entryRow}`;
  details.append(cell);
  row.after(details);
  toggle.setAttribute('aria-controls', details.id);
}

/** The rider row a click should expand or collapse: anywhere on it but its own controls. */
export function rowToToggle(target: EventTarget | null, root: HTMLElement): HTMLTableRowElement | null {
  if (!(target instanceof Element)) return null;
  const row = target.closest<HTMLTableRowElement>(ROWS);
  if (!row || !root.contains(row) || !row.querySelector(TOGGLE)) return null;
  // The name button (timing dialog), the compare box and the follow star keep their own action.
  const control = target.closest('button, input, a, label, select, textarea');
  if (control && !control.matches(TOGGLE)) return null;
  return row;
}

/**
 * Compact rows for the interactive results table placed in `ref`: disclosure buttons while the
 * window is phone-sized, one click and one keydown listener. Rows stay expanded when the table's
 * markup is replaced (a live refresh, a client navigation) if the same riders are in it.
 */
export function useCompactRows(ref: RefObject<HTMLElement | null>, html: string, enabled: boolean, detailsTemplate?: TNameTemplate): void {
  const t = useTranslations('ResultsCompact');
  const expanded = useRef(new Set<string>());
  const [before, after] = detailsTemplate ?? [null, null];

  useEffect(() => {
    const root = ref.current;
    const phone = typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;
    if (!root || !enabled || !phone) return;
    const labels: TCompactLabels = {
      // The server's "Details of …" around the name: a message formatted per row in the browser
      // would start its locale data (Intl) while the page hydrates, ~10 ms a row on a slow phone.
      details: before !== null && after !== null ? (name) => `${before}${name}${after}` : (name) => t('details', { name }),
      laps: t('laps'),
      toggleClass: styles.toggle ?? '',
      detailsClass: styles.details ?? '',
      buttonClass: styles.button ?? '',
    };
    const rows = () => root.querySelectorAll<HTMLTableRowElement>(ROWS);

    const update = () => {
      if (!phone.matches) {
        // A wide window shows every cell: no details rows (they would shift the table's stripes).
        root.querySelectorAll(DETAILS_ROW).forEach((details) => details.remove());
        root.querySelectorAll(`${TOGGLE}[aria-expanded="true"]`).forEach((button) => button.setAttribute('aria-expanded', 'false'));
        return;
      }
      addToggles(root, labels);
      for (const row of rows()) {
        if (expanded.current.has(row.dataset.entryRow ?? '')) setExpanded(row, true, labels);
      }
    };
    const toggle = (row: HTMLTableRowElement, open: boolean) => {
      setExpanded(row, open, labels);
      const id = row.dataset.entryRow ?? '';
      if (open) expanded.current.add(id);
      else expanded.current.delete(id);
    };
    const onClick = (event: MouseEvent) => {
      if (!phone.matches) return;
      const row = rowToToggle(event.target, root);
      if (row) toggle(row, !isExpanded(row));
    };
    // Escape in an expanded row or its details collapses it and puts focus on its button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
      const at = event.target.closest('tr');
      const row = at?.matches(DETAILS_ROW) ? (at.previousElementSibling as HTMLTableRowElement | null) : at;
      if (!row?.matches(ROWS) || !root.contains(row) || !isExpanded(row)) return;
      event.preventDefault();
      toggle(row, false);
      row.querySelector<HTMLButtonElement>(TOGGLE)?.focus();
    };

    update();
    phone.addEventListener('change', update);
    root.addEventListener('click', onClick);
    root.addEventListener('keydown', onKeyDown);
    return () => {
      phone.removeEventListener('change', update);
      root.removeEventListener('click', onClick);
      root.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, html, enabled, t, before, after]);
}
