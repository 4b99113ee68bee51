import type { TRaceResults } from '../platform/port';
import { cellContext, cellText, columnLabel, NUMERIC_COLUMNS, statusBadge, type TColumnKey, type TTranslate } from './columns';
import type { TAppliedView, TViewRow } from './view';
import { ROW_AWARD, ROW_CHECKED, ROW_PENALTY, tableMarkup, type TNameTemplate, type TTableClasses, type TTableModel, type TTableRow } from './table-markup';

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

export { escapeHtml, trophyHtml, TROPHY_PATH, type TTableClasses } from './table-markup';

export type TTableHtmlOptions = {
  results: TRaceResults;
  applied: TAppliedView;
  columns: TColumnKey[];
  timeZone: string;
  locale: string;
  caption: string;
  t: TTranslate;
  classes: TTableClasses;
  /**
   * Rider names are buttons opening the rider's timing; the rows can be compact on a phone (their
   * key cell marked) and, with `tFollow`, have a follow button.
   */
  interactive?: boolean;
  /** A lookup of the `Follow` namespace: an interactive table gets follow buttons (stars). */
  tFollow?: TTranslate;
  /** A lookup of the `ResultsCompact` namespace: the label of an interactive table's compact-row buttons. */
  tCompact?: TTranslate;
  /** Compare boxes (lap graph), with the riders already chosen. */
  compare?: { selected: readonly number[] } | null;
  sectionHeadings?: boolean;
  /** Print: a table per section, each section on a new page. */
  pageBreaks?: boolean;
};

const NAME_SLOT = '\u0000name\u0000';

/**
 * A message with one `{name}` argument as the text around the name (formatting an ICU message
 * per row is a good share of a render), or null when the message does not keep the argument
 * verbatim (then each row gets its own formatted label).
 */
function nameTemplate(t: TTranslate, key: string): TNameTemplate | null {
  const parts = t(key, { name: NAME_SLOT }).split(NAME_SLOT);
  return parts.length === 2 ? [parts[0]!, parts[1]!] : null;
}

/** The table's model: every text of a page of rows, formatted and translated (see table-markup.ts). */
export function resultsTableModel(options: TTableHtmlOptions): TTableModel {
  const { results, applied, columns, timeZone, locale, caption, t } = options;
  const ctx = cellContext(results, timeZone, locale, t);
  const compareTemplate = options.compare ? nameTemplate(t, 'compareRider') : null;
  const lapsTemplate = options.interactive ? nameTemplate(t, 'riderLaps') : null;
  const tFollow = options.interactive ? options.tFollow : undefined;
  const followTemplate = tFollow ? nameTemplate(tFollow, 'followRider') : null;
  const detailsTemplate = options.interactive && options.tCompact ? nameTemplate(options.tCompact, 'details') : null;
  const selected = new Set(options.compare?.selected ?? []);
  const row = (r: TViewRow): TTableRow => {
    const cells = columns.map((key) => cellText(r, key, ctx));
    const flags = (selected.has(r.riderId) ? ROW_CHECKED : 0) | (r.award ? ROW_AWARD : 0) | (r.penaltyMs > 0 ? ROW_PENALTY : 0);
    const out: TTableRow = [r.entryId, r.riderId, flags, statusBadge(r.status) ?? '', r.penaltyNote ?? '', cells];
    const name = cellText(r, 'name', ctx);
    if (options.compare && !compareTemplate) out[6] = t('compareRider', { name });
    if (options.interactive && !lapsTemplate) out[7] = t('riderLaps', { name });
    if (tFollow && !followTemplate) out[8] = tFollow('followRider', { name });
    return out;
  };
  return {
    caption,
    columns: columns.map((key) => ({ label: columnLabel(key, applied.view, t), kind: key === 'name' ? 'rider' : NUMERIC_COLUMNS.has(key) ? 'num' : 'text' })),
    positionAt: columns.indexOf('position'),
    penaltyAt: columns.indexOf('penalty'),
    compare: options.compare ? (compareTemplate ?? ['', '']) : null,
    laps: options.interactive ? (lapsTemplate ?? ['', '']) : null,
    follow: tFollow ? (followTemplate ?? ['', '']) : null,
    ...(detailsTemplate ? { details: detailsTemplate } : {}),
    // Only the interactive table has compact rows on a phone: print and score tables stay as they are.
    gapAt: options.interactive ? columns.indexOf('gapLeader') : -1,
    timeAt: options.interactive ? columns.indexOf('total') : -1,
    award: t('award'),
    badges: {
      dnf: [t('statusLong.dnf'), t('status.dnf')],
      dsq: [t('statusLong.dsq'), t('status.dsq')],
      dns: [t('statusLong.dns'), t('status.dns')],
    },
    headed: options.sectionHeadings ?? applied.view !== 'overall',
    sections: applied.sections.map((section) => ({
      key: section.key,
      title: section.title,
      riders: t('riders', { count: section.total }),
      awards: section.kind === 'class' && section.awardedPositions ? t('awardedPositions', { count: section.awardedPositions }) : null,
      rows: section.rows.map(row),
    })),
  };
}

export function renderResultsTableHtml(options: TTableHtmlOptions): string {
  return tableMarkup(resultsTableModel(options), options.classes, { pageBreaks: options.pageBreaks });
}
