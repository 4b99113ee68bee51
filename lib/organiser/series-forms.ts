import { SERIES_DEFINITION_DISCIPLINES } from '@/lib/db/schema/mirror';
import { POINTS_PRESETS } from '@/lib/mirror/series';
import type { TFieldErrors, TParsed } from './forms';

/**
 * The form of a series definition (docs/decisions/047, 057), no I/O: the limits of the JSON file's
 * schema (lib/mirror/series.ts), read from an HTML form. The events that count are the promoter's
 * events given a round number (`round_{eventId}`), in round order; races are checkboxes
 * (`race_{raceId}`, none: every race); classes one per line (none: every class); points a preset or
 * a list. Whether the races are the events' is the action's check (it asks the racing platform).
 * Refusals are keys of `OrganiserSeries.errors`.
 */

export const SERIES_LIMITS = { name: 200, events: 100, races: 2_000, classes: 200, className: 100, points: 500, pointsValue: 10_000, drops: 50 } as const;
export const SERIES_TABLES = ['final', 'overall', 'both'] as const;
export type TPointsPreset = keyof typeof POINTS_PRESETS;
export const POINTS_CHOICES = [...(Object.keys(POINTS_PRESETS) as TPointsPreset[]), 'custom'] as const;

export type TSeriesInput = {
  name: string;
  season: number;
  promoterId: number;
  discipline: (typeof SERIES_DEFINITION_DISCIPLINES)[number];
  eventIds: number[];
  raceIds: number[] | null;
  classes: string[] | null;
  points: number[];
  dropCount: number;
  tables: (typeof SERIES_TABLES)[number];
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The preset a points list is, else `custom` (the form's starting choice). */
export function presetOf(points: readonly number[]): (typeof POINTS_CHOICES)[number] {
  const found = (Object.keys(POINTS_PRESETS) as TPointsPreset[]).find((name) => JSON.stringify(POINTS_PRESETS[name]) === JSON.stringify(points));
  return found ?? 'custom';
}

/** "25, 22, 20" or one per line to numbers; undefined when a value is not a whole number in range. */
export function parsePointsList(value: string): number[] | undefined {
  const parts = value.split(/[\s,;]+/).filter(Boolean);
  if (parts.length === 0 || parts.length > SERIES_LIMITS.points) return undefined;
  const numbers = parts.map((p) => (/^\d{1,5}$/.test(p) ? Number(p) : Number.NaN));
  return numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= SERIES_LIMITS.pointsValue) ? numbers : undefined;
}

/**
 * A definition of `promoterId`; `eventIds`: the events that may count (the promoter's, from the
 * platform, plus those the definition already counts).
 */
export function parseSeriesDefinition(form: FormData, options: { promoterId: number; eventIds: readonly number[] }): TParsed<TSeriesInput> {
  const errors: TFieldErrors = {};
  const name = text(form, 'name');
  if (name === '') errors.name = 'required';
  else if (name.length > SERIES_LIMITS.name) errors.name = 'tooLong';
  const seasonText = text(form, 'season');
  const season = /^\d{4}$/.test(seasonText) ? Number(seasonText) : Number.NaN;
  if (!(season >= 1900 && season <= 2200)) errors.season = 'season';
  const discipline = text(form, 'discipline');
  if (!(SERIES_DEFINITION_DISCIPLINES as readonly string[]).includes(discipline)) errors.discipline = 'discipline';

  // Events: a round number each; the rounds ordered by it, no number twice.
  const rounds: { eventId: number; round: number }[] = [];
  for (const [key, value] of form.entries()) {
    const id = /^round_(\d{1,10})$/.exec(key)?.[1];
    if (!id || typeof value !== 'string' || value.trim() === '') continue;
    const eventId = Number(id);
    if (!options.eventIds.includes(eventId)) {
      errors.events = 'eventNotPromoters';
      continue;
    }
    const round = /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : 0;
    if (round < 1 || round > SERIES_LIMITS.events) errors[`round_${eventId}`] = 'round';
    else rounds.push({ eventId, round });
  }
  if (new Set(rounds.map((r) => r.round)).size !== rounds.length) errors.events = 'roundTwice';
  if (new Set(rounds.map((r) => r.eventId)).size !== rounds.length) errors.events = 'roundTwice';
  if (rounds.length === 0 && !errors.events) errors.events = 'eventsRequired';
  if (rounds.length > SERIES_LIMITS.events) errors.events = 'tooManyEvents';
  const eventIds = rounds.sort((a, b) => a.round - b.round).map((r) => r.eventId);

  const raceIds = [...new Set(form.getAll('race').flatMap((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? [Number(v)] : [])))];
  if (raceIds.length > SERIES_LIMITS.races) errors.races = 'tooManyRaces';

  const classLines = [...new Set(text(form, 'classes').split(/\r?\n/).map((line) => line.trim()).filter(Boolean))];
  if (classLines.length > SERIES_LIMITS.classes) errors.classes = 'tooManyClasses';
  else if (classLines.some((c) => c.length > SERIES_LIMITS.className)) errors.classes = 'className';

  const preset = text(form, 'pointsPreset');
  let points: number[] | undefined;
  if (preset === 'custom') {
    points = parsePointsList(text(form, 'points'));
    if (!points) errors.points = 'points';
  } else if (preset in POINTS_PRESETS) points = [...POINTS_PRESETS[preset as TPointsPreset]];
  else errors.pointsPreset = 'pointsPreset';

  const dropsText = text(form, 'drops');
  const drops = dropsText === '' ? 0 : /^\d{1,2}$/.test(dropsText) ? Number(dropsText) : Number.NaN;
  if (!(drops >= 0 && drops <= SERIES_LIMITS.drops)) errors.drops = 'drops';
  else if (drops > 0 && eventIds.length > 0 && drops >= eventIds.length) errors.drops = 'dropsTooMany';
  const tables = text(form, 'tables');
  if (!(SERIES_TABLES as readonly string[]).includes(tables)) errors.tables = 'tables';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      season,
      promoterId: options.promoterId,
      discipline: discipline as TSeriesInput['discipline'],
      eventIds,
      raceIds: raceIds.length > 0 ? raceIds : null,
      classes: classLines.length > 0 ? classLines : null,
      points: points!,
      dropCount: drops,
      tables: tables as TSeriesInput['tables'],
    },
  };
}
