import Papa from 'papaparse';
import type { TRaceResults } from '../platform/port';
import { cellContext, cellText, columnLabel, resultColumns, type TTranslate } from './columns';
import type { TAppliedView } from './view';

/**
 * CSV export of a results view (/api/races/{id}/results.csv): the columns and rows of the view on
 * screen, every page of it, headers in the page's language. UTF-8 with a byte order mark (so
 * spreadsheet programs read accents right), CRLF line ends, and cells that a spreadsheet would
 * run as a formula (= + - @ tab CR at the start) prefixed with an apostrophe (papaparse's
 * escapeFormulae), except signed numbers and times: a gap "+16.1" or "-0:30" runs nothing and
 * must stay readable.
 */
export const CSV_BOM = '\uFEFF';

/**
 * A cell papaparse escapes: starts like a formula and is not a plain signed number or time
 * ("+16.1", "+1:02.3", "-0:30", "+16,1"). No `.*$`: text after a line break still counts.
 */
export const CSV_FORMULA_CELL = /^(?![+-]\d+(?::\d+)*(?:[.,]\d+)?$)[=+\-@\t\r]/;

/** A CSV document (with BOM) from a header row and data rows; formula-like cells escaped. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return CSV_BOM + Papa.unparse([header, ...rows] as string[][], { newline: '\r\n', quotes: false, escapeFormulae: CSV_FORMULA_CELL });
}

/** The CSV of an applied view (pass it every row: `applyView(…, { all: true })`). */
export function buildResultsCsv(
  results: TRaceResults,
  applied: TAppliedView,
  options: { timeZone: string; locale: string; t: TTranslate },
): string {
  const columns = resultColumns(results, applied.view, { csv: true });
  // Gaps in laps as "1 lap": "+1 lap" would be a formula to a spreadsheet, written escaped ("'+1 lap").
  const ctx = { ...cellContext(results, options.timeZone, options.locale, options.t), plainGaps: true };
  const grouped = applied.view !== 'overall';
  const header = [...(grouped ? [options.t(`sectionColumn.${applied.view}`)] : []), ...columns.map((c) => columnLabel(c, applied.view, options.t))];
  const rows = applied.sections.flatMap((section) =>
    section.rows.map((row) => [...(grouped ? [section.title] : []), ...columns.map((c) => cellText(row, c, ctx))]),
  );
  return toCsv(header, rows);
}

/** ASCII slug for file names: accents dropped, anything else to dashes ("Épreuve n°1" → "epreuve-n-1"). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/** The same slug keeping letters of any script ("Épreuve n°1" → "épreuve-n-1"), for filename*. */
export function slugifyUnicode(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/**
 * The file name of a view's CSV: event, race and view, e.g.
 * "grand-national-endurance-moto-1-overall.csv" (ASCII), and the same with its accents for
 * browsers that read filename* ("…-manche-1-général.csv"). `label` is the view in the page's
 * language.
 */
export function csvFileName(results: Pick<TRaceResults, 'race'>, label: string): { ascii: string; utf8: string } {
  const { eventName, name, id } = results.race;
  // "Grand National Endurance — 30 laps" at the "Grand National Endurance": the event once.
  const parts = slugify(name).startsWith(slugify(eventName)) ? [name, label] : [eventName, name, label];
  const join = (slug: (s: string) => string) => parts.map(slug).filter(Boolean).join('-') || `race-${id}`;
  return { ascii: `${join(slugify)}.csv`, utf8: `${join(slugifyUnicode)}.csv` };
}

/** Content-Disposition for a download: an ASCII name plus the UTF-8 one (RFC 6266 / RFC 5987). */
export function contentDisposition(name: { ascii: string; utf8: string }): string {
  const encoded = encodeURIComponent(name.utf8).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${name.ascii.replace(/["\\]/g, '')}"; filename*=UTF-8''${encoded}`;
}
