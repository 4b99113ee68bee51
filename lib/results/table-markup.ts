/**
 * The results table's markup from its model: plain string building with every value escaped, no
 * other import, so the same code runs on the server and in the browser. The model (built on the
 * server by lib/results/table-html.ts) holds the formatted, translated strings of a page of rows;
 * it is what the page sends to the browser (a few kB), instead of the markup itself (tens of kB,
 * which React would otherwise send twice: in the HTML and again in the RSC payload).
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export const TROPHY_PATH =
  'M19 5h-2V3H7v2H5c-1.1 0-2 .9-2 2v1c0 2.55 1.92 4.63 4.39 4.94.63 1.5 1.98 2.63 3.61 2.96V19H7v2h10v-2h-4v-3.1c1.63-.33 2.98-1.46 3.61-2.96C19.08 12.63 21 10.55 21 8V7c0-1.1-.9-2-2-2zM5 8V7h2v3.82C5.84 10.4 5 9.3 5 8zm14 0c0 1.3-.84 2.4-2 2.82V7h2v1z';

/** CSS-module class names the markup uses (passed in: the module belongs to the component). */
export type TTableClasses = {
  table: string;
  /** On the table: its body cells are numbers (aligned right) unless marked `text`. */
  numbers: string;
  text: string;
  num: string;
  rider: string;
  badge: string;
  award: string;
  penalty: string;
  sectionRow: string;
  printSection: string;
  pageBreak: string;
  /** The follow button after a rider's name (its star is drawn by CSS). */
  star: string;
};

export type TBadge = 'dnf' | 'dsq' | 'dns';

/** Row flags (bits of TTableRow[2]). */
export const ROW_CHECKED = 1;
export const ROW_AWARD = 2;
export const ROW_PENALTY = 4;

/**
 * One rider's row: entry id, rider id, flags, status badge ('' for none), the penalty's note, the
 * cells' texts in column order (the rider cell holds the name), then, only when a label could not
 * be made from a template, the compare box's, the name button's and the follow button's labels.
 */
export type TTableRow = [
  entryId: number,
  riderId: number,
  flags: number,
  badge: TBadge | '',
  penaltyNote: string,
  cells: string[],
  compareLabel?: string,
  lapsTitle?: string,
  followLabel?: string,
];

/** A message around a name: the text before and after it. */
export type TNameTemplate = [before: string, after: string];

export type TTableModel = {
  caption: string;
  columns: { label: string; kind: 'rider' | 'num' | 'text' }[];
  /** The columns of the position (with the status badge and award mark) and penalty, or -1. */
  positionAt: number;
  penaltyAt: number;
  /** Compare boxes (lap graph): their label around the rider's name; null: no boxes. */
  compare: TNameTemplate | null;
  /** Rider names are buttons opening the rider's timing, titled around the name; null: plain text. */
  laps: TNameTemplate | null;
  /**
   * A follow button (a star, `data-follow` = rider id, `aria-pressed`) after each name, labelled
   * around the name; the follow layer (components/follow) gives it its behaviour. null: none.
   */
  follow: TNameTemplate | null;
  /**
   * The label of a compact row's disclosure button on a phone ("Details of {name}") around the
   * rider's name, formatted by the server; absent: the browser formats it per row.
   */
  details?: TNameTemplate;
  /**
   * The gap and time columns (-1 when absent). On a phone, a row shows its position, number, rider
   * and one "key" cell, marked `data-k`: the gap, or the time when the gap is empty (the leader)
   * or there is no gap column. The header of the gap column (else the time's) is marked too.
   */
  gapAt: number;
  timeAt: number;
  award: string;
  badges: Record<TBadge, [long: string, short: string]>;
  /** A heading row per section (class, group, team). */
  headed: boolean;
  sections: { key: string; title: string; riders: string; awards: string | null; rows: TTableRow[] }[];
};

export function trophyHtml(className: string, label?: string): string {
  const a11y = label ? ` role="img" aria-label="${escapeHtml(label)}"` : ' aria-hidden="true"';
  const title = label ? `<title>${escapeHtml(label)}</title>` : '';
  return `<svg class="${className}" viewBox="0 0 24 24" width="16" height="16"${a11y}>${title}<path d="${TROPHY_PATH}" fill="currentColor"></path></svg>`;
}

const around = (template: TNameTemplate, name: string) => `${escapeHtml(template[0])}${escapeHtml(name)}${escapeHtml(template[1])}`;

export function tableMarkup(model: TTableModel, c: TTableClasses, options: { pageBreaks?: boolean } = {}): string {
  const { columns } = model;
  const nameAt = columns.findIndex((col) => col.kind === 'rider');
  const award = trophyHtml(c.award, model.award);
  const badges = Object.fromEntries(Object.entries(model.badges).map(([k, [long, short]]) => [k, `title="${escapeHtml(long)}">${escapeHtml(short)}`])) as Record<TBadge, string>;
  // Body cells carry a class only when they are text (most are numbers: the table's `numbers`
  // class aligns them), and the rider cell's box and button are styled through it: every byte of
  // a row counts, 50 times a page.
  const cellOpen = columns.map((col) => (col.kind === 'text' ? `<td class="${c.text}">` : '<td>'));
  // The key column of a phone's compact row (see TTableModel.gapAt): 7 bytes on one cell a row.
  const headKey = model.gapAt >= 0 ? model.gapAt : model.timeAt;
  const head = `<thead><tr>${columns
    .map(
      (col, i) =>
        `<th scope="col"${col.kind === 'rider' ? ` class="${c.rider}"` : col.kind === 'num' ? ` class="${c.num}"` : ''}${i === headKey ? ' data-k' : ''}>${escapeHtml(col.label)}</th>`,
    )
    .join('')}</tr></thead>`;

  const row = ([entryId, riderId, flags, badge, penaltyNote, cells, compareLabel, lapsTitle, followLabel]: TTableRow): string => {
    let html = `<tr data-entry-row="${entryId}">`;
    const key = model.gapAt >= 0 && (cells[model.gapAt] || model.timeAt < 0) ? model.gapAt : model.timeAt;
    for (let i = 0; i < cells.length; i++) {
      const text = escapeHtml(cells[i]!);
      if (i === nameAt) {
        const name = cells[i]!;
        const box = model.compare
          ? `<input type="checkbox" data-rider="${riderId}"${flags & ROW_CHECKED ? ' checked=""' : ''} aria-label="${compareLabel !== undefined ? escapeHtml(compareLabel) : around(model.compare, name)}"/>`
          : '';
        const label = model.laps
          ? `<button type="button" data-entry="${entryId}" aria-haspopup="dialog" title="${lapsTitle !== undefined ? escapeHtml(lapsTitle) : around(model.laps, name)}">${text}</button>`
          : text;
        const star = model.follow
          ? `<button type="button" class="${c.star}" data-follow="${riderId}" aria-pressed="false" aria-label="${followLabel !== undefined ? escapeHtml(followLabel) : around(model.follow, name)}"></button>`
          : '';
        html += `<th scope="row" class="${c.rider}">${box}${label}${star}</th>`;
      } else if (i === key) {
        html += `${cellOpen[i]!.slice(0, -1)} data-k>${text}</td>`;
      } else if (i === model.positionAt && (badge || flags & ROW_AWARD)) {
        html += `<td>${text}${badge ? `<abbr class="${c.badge}" data-status="${badge}" ${badges[badge]}</abbr>` : ''}${flags & ROW_AWARD ? award : ''}</td>`;
      } else if (i === model.penaltyAt && flags & ROW_PENALTY) {
        html += `<td class="${c.penalty}"${penaltyNote ? ` title="${escapeHtml(penaltyNote)}"` : ''}>${text}</td>`;
      } else {
        html += `${cellOpen[i]}${text}</td>`;
      }
    }
    return `${html}</tr>`;
  };

  const heading = (section: TTableModel['sections'][number]): string => {
    if (!model.headed) return '';
    const awards = section.awards ? ` · ${trophyHtml(c.award)} ${escapeHtml(section.awards)}` : '';
    return `<tr class="${c.sectionRow}"><th scope="rowgroup" colspan="${columns.length}">${escapeHtml(section.title)}<small>${escapeHtml(section.riders)}${awards}</small></th></tr>`;
  };

  if (options.pageBreaks) {
    return model.sections
      .map(
        (section, i) =>
          `<section class="${c.printSection}${i > 0 ? ` ${c.pageBreak}` : ''}" data-testid="print-section"><h2>${escapeHtml(section.title)} <small>(${escapeHtml(section.riders)})</small></h2><table class="${c.table} ${c.numbers}"><caption class="visually-hidden">${escapeHtml(
            `${model.caption}: ${section.title}`,
          )}</caption>${head}<tbody>${section.rows.map(row).join('')}</tbody></table></section>`,
      )
      .join('');
  }

  return `<table class="${c.table} ${c.numbers}"><caption class="visually-hidden">${escapeHtml(model.caption)}</caption>${head}${model.sections
    .map((section) => `<tbody data-section="${escapeHtml(section.key)}">${heading(section)}${section.rows.map(row).join('')}</tbody>`)
    .join('')}</table>`;
}
