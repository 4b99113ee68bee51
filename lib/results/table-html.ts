import type { TRaceResults } from '../platform/port';
import { cellContext, cellText, columnLabel, NUMERIC_COLUMNS, statusBadge, type TColumnKey, type TTranslate } from './columns';
import type { TAppliedView, TViewRow } from './view';

/**
 * The results table as an HTML string.
 *
 * A page of results is up to 50 rows x 15+ columns: rendered as React elements, the server builds
 * ~1,000 elements twice (the RSC payload, then the HTML) and the payload carries every cell again.
 * The table is plain, static markup (the rider buttons and compare boxes are handled by one
 * delegated listener in ResultsInteractive), so it is built here as a string and placed with
 * `dangerouslySetInnerHTML`: every value from the data goes through `escapeHtml`, attribute values
 * included. docs/performance.md has the measurements.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const TROPHY_PATH =
  'M19 5h-2V3H7v2H5c-1.1 0-2 .9-2 2v1c0 2.55 1.92 4.63 4.39 4.94.63 1.5 1.98 2.63 3.61 2.96V19H7v2h10v-2h-4v-3.1c1.63-.33 2.98-1.46 3.61-2.96C19.08 12.63 21 10.55 21 8V7c0-1.1-.9-2-2-2zM5 8V7h2v3.82C5.84 10.4 5 9.3 5 8zm14 0c0 1.3-.84 2.4-2 2.82V7h2v1z';

export { TROPHY_PATH };

/** CSS-module class names the markup uses (passed in: the module belongs to the component). */
export type TTableClasses = {
  table: string;
  num: string;
  rider: string;
  compare: string;
  nameButton: string;
  badge: string;
  award: string;
  penalty: string;
  sectionRow: string;
  printSection: string;
  pageBreak: string;
};

export type TTableHtmlOptions = {
  results: TRaceResults;
  applied: TAppliedView;
  columns: TColumnKey[];
  timeZone: string;
  locale: string;
  caption: string;
  t: TTranslate;
  classes: TTableClasses;
  /** Rider names are buttons opening the rider's timing. */
  interactive?: boolean;
  /** Compare boxes (lap graph), with the riders already chosen. */
  compare?: { selected: readonly number[] } | null;
  sectionHeadings?: boolean;
  /** Print: a table per section, each section on a new page. */
  pageBreaks?: boolean;
};

const NAME_SLOT = '\u0000name\u0000';

/**
 * A message with one `{name}` argument, formatted once and filled per row (formatting an ICU
 * message per row is a good share of a render). Falls back to formatting per call when the
 * message does not keep the argument verbatim.
 */
function perName(t: TTranslate, key: string): (name: string) => string {
  const template = t(key, { name: NAME_SLOT });
  const parts = template.split(NAME_SLOT);
  if (parts.length !== 2) return (name) => escapeHtml(t(key, { name }));
  const [before, after] = [escapeHtml(parts[0]!), escapeHtml(parts[1]!)];
  return (name) => `${before}${escapeHtml(name)}${after}`;
}

export function trophyHtml(className: string, label?: string): string {
  const a11y = label ? ` role="img" aria-label="${escapeHtml(label)}"` : ' aria-hidden="true"';
  const title = label ? `<title>${escapeHtml(label)}</title>` : '';
  return `<svg class="${className}" viewBox="0 0 24 24" width="16" height="16"${a11y}>${title}<path d="${TROPHY_PATH}" fill="currentColor"></path></svg>`;
}

export function renderResultsTableHtml(options: TTableHtmlOptions): string {
  const { results, applied, columns, timeZone, locale, caption, t, classes: c } = options;
  const ctx = cellContext(results, timeZone, locale, t);
  const headed = options.sectionHeadings ?? applied.view !== 'overall';
  const selected = new Set(options.compare?.selected ?? []);
  const compareLabel = options.compare ? perName(t, 'compareRider') : null;
  const lapsTitle = options.interactive ? perName(t, 'riderLaps') : null;
  const award = trophyHtml(c.award, t('award'));
  const badges = {
    dnf: [escapeHtml(t('statusLong.dnf')), escapeHtml(t('status.dnf'))],
    dsq: [escapeHtml(t('statusLong.dsq')), escapeHtml(t('status.dsq'))],
    dns: [escapeHtml(t('statusLong.dns')), escapeHtml(t('status.dns'))],
  } as const;
  const cellClass = columns.map((key) => (key === 'name' ? ` class="${c.rider}"` : NUMERIC_COLUMNS.has(key) ? ` class="${c.num}"` : ''));

  const head = `<thead><tr>${columns
    .map((key, i) => `<th scope="col"${cellClass[i]}>${escapeHtml(columnLabel(key, applied.view, t))}</th>`)
    .join('')}</tr></thead>`;

  const row = (r: TViewRow): string => {
    let html = `<tr data-entry-row="${r.entryId}">`;
    for (let i = 0; i < columns.length; i++) {
      const key = columns[i]!;
      if (key === 'name') {
        const name = cellText(r, 'name', ctx);
        const box = compareLabel
          ? `<input type="checkbox" class="${c.compare}" data-rider="${r.riderId}"${selected.has(r.riderId) ? ' checked=""' : ''} aria-label="${compareLabel(name)}"/>`
          : '';
        const label = lapsTitle
          ? `<button type="button" class="${c.nameButton}" data-entry="${r.entryId}" data-rider-id="${r.riderId}" aria-haspopup="dialog" title="${lapsTitle(name)}">${escapeHtml(name)}</button>`
          : escapeHtml(name);
        html += `<th scope="row" class="${c.rider}">${box}${label}</th>`;
      } else if (key === 'position') {
        const badge = statusBadge(r.status);
        const mark = badge ? `<abbr class="${c.badge}" data-status="${badge}" title="${badges[badge][0]}">${badges[badge][1]}</abbr>` : '';
        html += `<td${cellClass[i]}>${escapeHtml(cellText(r, key, ctx))}${mark}${r.award ? award : ''}</td>`;
      } else if (key === 'penalty' && r.penaltyMs > 0) {
        const note = r.penaltyNote ? ` title="${escapeHtml(r.penaltyNote)}"` : '';
        html += `<td class="${c.num} ${c.penalty}"${note}>${escapeHtml(cellText(r, key, ctx))}</td>`;
      } else {
        html += `<td${cellClass[i]}>${escapeHtml(cellText(r, key, ctx))}</td>`;
      }
    }
    return `${html}</tr>`;
  };

  const sectionHeading = (section: TAppliedView['sections'][number]): string => {
    if (!headed) return '';
    const awards =
      section.kind === 'class' && section.awardedPositions
        ? ` · ${trophyHtml(c.award)} ${escapeHtml(t('awardedPositions', { count: section.awardedPositions }))}`
        : '';
    return `<tr class="${c.sectionRow}"><th scope="rowgroup" colspan="${columns.length}">${escapeHtml(section.title)}<small>${escapeHtml(
      t('riders', { count: section.total }),
    )}${awards}</small></th></tr>`;
  };

  if (options.pageBreaks) {
    return applied.sections
      .map(
        (section, i) =>
          `<section class="${c.printSection}${i > 0 ? ` ${c.pageBreak}` : ''}" data-testid="print-section"><h2>${escapeHtml(section.title)} <small>(${escapeHtml(
            t('riders', { count: section.total }),
          )})</small></h2><table class="${c.table}"><caption class="visually-hidden">${escapeHtml(`${caption}: ${section.title}`)}</caption>${head}<tbody>${section.rows
            .map(row)
            .join('')}</tbody></table></section>`,
      )
      .join('');
  }

  return `<table class="${c.table}"><caption class="visually-hidden">${escapeHtml(caption)}</caption>${head}${applied.sections
    .map((section) => `<tbody data-section="${escapeHtml(section.key)}">${sectionHeading(section)}${section.rows.map(row).join('')}</tbody>`)
    .join('')}</table>`;
}
