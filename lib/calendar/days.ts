import { TZDate } from '@date-fns/tz';

/**
 * Calendar days as plain keys ("2026-06-01"): day arithmetic on keys is pure calendar math (no
 * time zone, no DST); a key becomes an instant only with a time zone (`startOfDay`).
 */
export type TDayKey = string;

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type TDayParts = { year: number; month: number; day: number };

/** Year, month (1-12) and day of a key; null unless the key is a real calendar day. */
export function parseDayKey(key: string): TDayParts | null {
  const match = DAY_KEY.exec(key);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

function partsOf(key: TDayKey): TDayParts {
  const parts = parseDayKey(key);
  if (!parts) throw new RangeError(`not a calendar day: ${key}`);
  return parts;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function dayKey(year: number, month: number, day: number): TDayKey {
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The calendar day of an instant in a time zone. */
export function dayKeyOf(instant: Date, timeZone: string): TDayKey {
  const local = new TZDate(instant.getTime(), timeZone);
  return dayKey(local.getFullYear(), local.getMonth() + 1, local.getDate());
}

export function addDays(key: TDayKey, days: number): TDayKey {
  const { year, month, day } = partsOf(key);
  return dayKey(year, month, day + days);
}

/** The same day `months` months later, clamped to the month's last day (Jan 31 + 1 → Feb 28). */
export function addMonths(key: TDayKey, months: number): TDayKey {
  const { year, month, day } = partsOf(key);
  const last = daysInMonth(year, month + months);
  return dayKey(year, month + months, Math.min(day, last));
}

export function addYears(key: TDayKey, years: number): TDayKey {
  return addMonths(key, years * 12);
}

/** Days in a month (1-12; out-of-range months roll over into the next or previous year). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Day of the week with Monday first: 0 = Monday … 6 = Sunday. */
export function weekdayIndex(key: TDayKey): number {
  const { year, month, day } = partsOf(key);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** The Monday of the week of a day. */
export function startOfWeek(key: TDayKey): TDayKey {
  return addDays(key, -weekdayIndex(key));
}

const dayStarts = new Map<string, number>();
const DAY_STARTS_MAX = 20_000;

/**
 * The instant a day begins in a time zone (local midnight, or the first instant after it).
 * Memoized: a calendar asks for the same few hundred days on every request, and the zone
 * arithmetic is the costly part of building it.
 */
export function startOfDay(key: TDayKey, timeZone: string): Date {
  const cacheKey = `${timeZone} ${key}`;
  let time = dayStarts.get(cacheKey);
  if (time === undefined) {
    const { year, month, day } = partsOf(key);
    time = new TZDate(year, month - 1, day, timeZone).getTime();
    if (dayStarts.size >= DAY_STARTS_MAX) dayStarts.clear();
    dayStarts.set(cacheKey, time);
  }
  return new Date(time);
}

/** A plain (system time zone) Date at noon of a day, for formatting names of days and months. */
export function localNoon(key: TDayKey): Date {
  const { year, month, day } = partsOf(key);
  return new Date(year, month - 1, day, 12);
}

/**
 * Where calendars and feeds start (seed §7, §9: events from two years before today): the start of
 * that day in `timeZone`. The same instant all day long, so the platform reads that take it are
 * shared (and a last good answer is found again when the platform fails).
 */
export function calendarFrom(now: Date, timeZone: string, yearsBack: number): Date {
  return startOfDay(addYears(dayKeyOf(now, timeZone), -yearsBack), timeZone);
}
