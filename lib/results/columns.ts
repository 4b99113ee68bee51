import type { TEntryStatus, TGap, TRaceResults } from '../platform/port';
import { formatDuration, formatSigned, formatSpeed } from './format';
import type { TViewRow } from './view';
import type { TResultView } from './view-state';

/**
 * The columns of a results view and the text of each cell, shared by the results table, the print
 * pages and the CSV export (so the file has exactly the columns and values on screen).
 */
export const RESULT_COLUMNS = [
  'position',
  'number',
  'name',
  'class',
  'brand',
  'laps',
  'checkpoints',
  'keyTime',
  'earlyLate',
  'total',
  'gapLeader',
  'gapAhead',
  'bestLap',
  'lastLap',
  'penalty',
  'readTime',
  'startTime',
  'speed',
  'points',
  // Print of all classes in one table: the class position and class points beside the overall ones.
  'classPosition',
  'classPoints',
  // CSV only: the status shown as a badge in the position cell, and the penalty's note (a tooltip).
  'status',
  'penaltyNote',
] as const;
export type TColumnKey = (typeof RESULT_COLUMNS)[number];

/** A message lookup of the `Results` namespace (next-intl's `t`, or a test double). */
export type TTranslate = (key: string, values?: Record<string, string | number>) => string;

/** Columns the race needs in this view (the same on every page of the view). */
export function resultColumns(results: TRaceResults, view: TResultView, options: { csv?: boolean } = {}): TColumnKey[] {
  if (view === 'position') return ['position', 'number', 'name'];
  const { race, rows } = results;
  const columns: TColumnKey[] = ['position', 'number', 'name'];
  if (view !== 'class' && results.classes.length > 1) columns.push('class');
  if (results.brands.length > 0) columns.push('brand');
  const hasPenalty = rows.some((r) => r.penaltyMs > 0);
  if (race.format === 'sections') {
    columns.push('checkpoints');
    if (results.sections.some((s) => s.checkpoints.some((c) => c.keyTimeMs !== undefined))) columns.push('keyTime');
    columns.push('earlyLate');
    if (hasPenalty) columns.push('penalty');
    columns.push('total', 'gapLeader', 'gapAhead');
  } else {
    columns.push('laps', 'total', 'gapLeader', 'gapAhead', 'bestLap', 'lastLap');
    if (hasPenalty) columns.push('penalty');
  }
  columns.push('readTime');
  if (new Set(rows.map((r) => r.startAt.getTime())).size > 1) columns.push('startTime');
  if (race.format === 'laps' && race.lapLengthKm) columns.push('speed');
  if (race.scoresPoints) columns.push('points');
  if (options.csv) {
    columns.push('status');
    if (hasPenalty) columns.push('penaltyNote');
  }
  return columns;
}

/** The header of a column in this view (the position and points columns name the view's ranking). */
export function columnLabel(key: TColumnKey, view: TResultView, t: TTranslate): string {
  if (key === 'position') return t(`columns.position.${view}`);
  if (key === 'points') return t(`columns.points.${view}`);
  if (key === 'classPosition') return t('columns.position.class');
  if (key === 'classPoints') return t('columns.points.class');
  return t(`columns.${key}`);
}

/** Short label of a status that shows as a badge (DNF, DSQ, DNS), else null. */
export function statusBadge(status: TEntryStatus): 'dnf' | 'dsq' | 'dns' | null {
  return status === 'dnf' || status === 'dsq' || status === 'dns' ? status : null;
}

export type TCellContext = {
  timeFormat: number;
  timeZone: string;
  locale: string;
  format: 'laps' | 'sections';
  t: TTranslate;
  clock: Intl.DateTimeFormat;
  /**
   * Lap and checkpoint gaps without their plus sign ("1 lap" rather than "+1 lap"): the CSV, where
   * a cell starting with "+" and text is a formula to a spreadsheet and would need an escape it shows.
   */
  plainGaps?: boolean;
};

export function cellContext(results: TRaceResults, timeZone: string, locale: string, t: TTranslate): TCellContext {
  return {
    timeFormat: results.race.timeFormat,
    timeZone,
    locale,
    format: results.race.format,
    t,
    clock: clockFormat(locale, timeZone),
  };
}

/**
 * Time of day with seconds (read times, start times) in the event's time zone, "14:05:09" in every
 * language (24-hour, as timing sheets print it; fr-CA's own style would be "14 h 05 min 09 s").
 */
export function clockFormat(_locale: string, timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** One clock per time zone (an Intl formatter is costly to build and free to reuse). */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** "+12.3" ("+12,3" in es and fr), "+1 lap", "+2 checkpoints" ("1 lap", "2 checkpoints" with plainGaps); empty for the leader. */
export function formatGap(gap: TGap | undefined, ctx: Pick<TCellContext, 'timeFormat' | 'format' | 't' | 'locale' | 'plainGaps'>): string {
  if (!gap) return '';
  if (gap.laps > 0) return ctx.t(`${ctx.format === 'sections' ? 'gapCheckpoints' : 'gapLaps'}${ctx.plainGaps ? 'Plain' : ''}`, { count: gap.laps });
  return `+${formatDuration(gap.ms, ctx.timeFormat, ctx.locale)}`;
}

export function cellText(row: TViewRow, key: TColumnKey, ctx: TCellContext): string {
  const tf = ctx.timeFormat;
  switch (key) {
    case 'position':
      return row.position === null ? '' : String(row.position);
    case 'number':
      return row.number;
    case 'name':
      return `${row.firstName} ${row.lastName}`;
    case 'class':
      return row.className;
    case 'brand':
      return row.brand ?? '';
    case 'laps':
      return String(row.laps);
    case 'checkpoints':
      return String(row.checkpointsPassed ?? 0);
    case 'keyTime':
      return formatDuration(row.keyTimeMs, tf, ctx.locale);
    case 'earlyLate':
      return row.earlyLateMs === undefined ? '' : formatSigned(row.earlyLateMs, tf, ctx.locale);
    case 'total':
      return formatDuration(row.totalMs, tf, ctx.locale);
    case 'gapLeader':
      return formatGap(row.gapToLeader, ctx);
    case 'gapAhead':
      return formatGap(row.gapToAhead, ctx);
    case 'bestLap':
      return row.bestLapMs === undefined ? '' : `${formatDuration(row.bestLapMs, tf, ctx.locale)} (${row.bestLapNumber ?? ''})`;
    case 'lastLap':
      return formatDuration(row.lastLapMs, tf, ctx.locale);
    case 'penalty':
      return row.penaltyMs > 0 ? `+${formatDuration(row.penaltyMs, tf, ctx.locale)}` : '';
    case 'readTime':
      return row.lastReadAt ? ctx.clock.format(row.lastReadAt) : '';
    case 'startTime':
      return ctx.clock.format(row.startAt);
    case 'speed':
      return formatSpeed(row.averageSpeedKmh, ctx.locale);
    case 'points':
      return row.points === null ? '' : String(row.points);
    case 'classPosition':
      return row.classPosition === null ? '' : String(row.classPosition);
    case 'classPoints':
      return row.classPoints === null ? '' : String(row.classPoints);
    case 'status': {
      const badge = statusBadge(row.status);
      return badge ? ctx.t(`status.${badge}`) : '';
    }
    case 'penaltyNote':
      return row.penaltyMs > 0 ? (row.penaltyNote ?? '') : '';
  }
}

/** Columns that hold numbers or times (right-aligned, tabular figures). */
export const NUMERIC_COLUMNS: ReadonlySet<TColumnKey> = new Set([
  'position',
  'number',
  'laps',
  'checkpoints',
  'keyTime',
  'earlyLate',
  'total',
  'gapLeader',
  'gapAhead',
  'bestLap',
  'lastLap',
  'penalty',
  'readTime',
  'startTime',
  'speed',
  'points',
  'classPosition',
  'classPoints',
]);

/**
 * Columns of the scores tables (/scores and its prints): the view's position, the rider, the
 * result and the points. `allClasses`: one overall table that also gives each rider's class, class
 * position and class points (/scores/printoa).
 */
export function scoreColumns(results: TRaceResults, options: { allClasses?: boolean } = {}): TColumnKey[] {
  const columns: TColumnKey[] = ['position', 'number', 'name'];
  if (options.allClasses) columns.push('class', 'classPosition');
  if (results.brands.length > 0) columns.push('brand');
  columns.push(results.race.format === 'sections' ? 'checkpoints' : 'laps', 'total', 'gapLeader');
  if (results.race.scoresPoints) columns.push('points');
  if (results.race.scoresPoints && options.allClasses) columns.push('classPoints');
  return columns;
}
