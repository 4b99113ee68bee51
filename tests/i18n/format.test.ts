import { describe, expect, it } from 'vitest';
import { dayRangeText } from '@/lib/calendar/builder';
import type { TDayKey } from '@/lib/calendar/days';
import { dateLabel, dayLabel, longDayLabel, spanText } from '@/lib/calendar/format';
import { formatDate, formatDateRange, formatPattern, SITE_TIME_ZONE } from '@/lib/i18n/format';

/** Monday June 1, 2026, 10:00 in Toronto. */
const JUNE_FIRST = new Date('2026-06-01T14:00:00Z');
const day = (key: string) => key as TDayKey;

describe('French dates write the first day of a month "1er"', () => {
  it('in every date style', () => {
    expect(formatDate(JUNE_FIRST, 'fr', 'date', SITE_TIME_ZONE)).toBe('1er juin 2026');
    expect(formatDate(JUNE_FIRST, 'fr', 'dateTime', SITE_TIME_ZONE)).toBe('1er juin 2026 10:00');
    expect(formatDate(JUNE_FIRST, 'fr', 'dayMonth', SITE_TIME_ZONE)).toBe('1er juin');
    expect(formatDate(JUNE_FIRST, 'fr', 'month', SITE_TIME_ZONE)).toBe('juin 2026');
  });

  it('on the first day in the time zone of the date, not in UTC', () => {
    // 02:00 UTC on June 1 is still May 31 in Toronto; 23:00 in Toronto on May 31 is June 1 in UTC.
    expect(formatDate(new Date('2026-06-01T02:00:00Z'), 'fr', 'date', SITE_TIME_ZONE)).toBe('31 mai 2026');
    expect(formatDate(new Date('2026-06-01T02:00:00Z'), 'fr', 'date', 'UTC')).toBe('1er juin 2026');
  });

  it('and the other days as plain numbers', () => {
    expect(formatDate(new Date('2026-06-02T14:00:00Z'), 'fr', 'date', SITE_TIME_ZONE)).toBe('2 juin 2026');
    expect(formatDate(new Date('2026-06-11T14:00:00Z'), 'fr', 'date', SITE_TIME_ZONE)).toBe('11 juin 2026');
    expect(formatDate(new Date('2026-06-21T14:00:00Z'), 'fr', 'date', SITE_TIME_ZONE)).toBe('21 juin 2026');
  });

  it('in ranges and calendar labels', () => {
    expect(formatDateRange(new Date('2026-05-30T14:00:00Z'), JUNE_FIRST, 'fr', SITE_TIME_ZONE)).toBe('30 mai 2026 – 1er juin 2026');
    expect(dayRangeText(day('2026-06-01'), day('2026-06-07'), 'fr')).toBe('1er – 7 juin');
    expect(dayRangeText(day('2026-05-25'), day('2026-06-01'), 'fr')).toBe('25 mai – 1er juin');
    expect(dayLabel(day('2026-06-01'), 'fr')).toBe('lun. 1er juin');
    expect(longDayLabel(day('2026-06-01'), 'fr')).toBe('Lundi 1er juin 2026');
    expect(dateLabel(day('2026-06-01'), 'fr')).toBe('1er juin 2026');
    expect(spanText(JUNE_FIRST, new Date('2026-06-02T20:00:00Z'), 'fr', SITE_TIME_ZONE)).toBe('lun. 1er juin 10:00 – mar. 2 juin 16:00');
  });

  it('but not in English or Spanish', () => {
    expect(formatDate(JUNE_FIRST, 'en', 'date', SITE_TIME_ZONE)).toBe('Jun 1, 2026');
    expect(formatDate(JUNE_FIRST, 'es', 'date', SITE_TIME_ZONE)).toBe('jun 1 2026');
  });

  it('leaves quoted text and other day tokens of a pattern alone', () => {
    const date = new Date(2026, 5, 1, 12);
    expect(formatPattern(date, "'le' d MMMM", 'fr')).toBe('le 1er juin');
    expect(formatPattern(date, 'dd/MM', 'fr')).toBe('01/06');
  });
});

describe('Spanish weekday names', () => {
  it('are lower-case inside a label', () => {
    expect(dayLabel(day('2026-06-06'), 'es')).toBe('sáb jun 6');
    expect(spanText(new Date('2026-06-06T13:00:00Z'), new Date('2026-06-07T21:00:00Z'), 'es', SITE_TIME_ZONE)).toBe('sáb jun 6 09:00 – dom jun 7 17:00');
  });

  it('take a capital only where they start a heading', () => {
    expect(longDayLabel(day('2026-06-06'), 'es')).toBe('Sábado jun 6 2026');
  });
});
