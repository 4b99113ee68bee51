import { calendarDay, SITE_TIME_ZONE } from '../i18n/format';
import type { TMembershipType } from '../platform/port';

/**
 * Membership validity (seed §9): a type is valid for twelve consecutive months from the purchase,
 * until a stated date, or for a single event (not transferable). Dates are calendar days
 * ("yyyy-MM-dd", as the platform stores them); a day is inclusive at both ends.
 */

export type TValidityRule = Pick<TMembershipType, 'validity' | 'validUntil' | 'eventId'>;
export type TValidityPeriod = { validFrom: string; validUntil: string };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(day: string): { y: number; m: number; d: number } {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`not a calendar day (yyyy-MM-dd): ${day}`);
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) {
    throw new RangeError(`not a calendar day: ${day}`);
  }
  return { y, m, d };
}

function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Last day of twelve consecutive months from `purchaseDay`: the day before the anniversary. The
 * anniversary of February 29 in a common year is March 1, so such a membership ends on February 28.
 */
export function twelveMonthsEnd(purchaseDay: string): string {
  const { y, m, d } = parseDay(purchaseDay);
  // Date.UTC rolls Feb 29 of a common year over to Mar 1, which is the anniversary we want.
  const anniversary = new Date(Date.UTC(y + 1, m - 1, d));
  anniversary.setUTCDate(anniversary.getUTCDate() - 1);
  return formatDay(anniversary);
}

/**
 * The last valid day of a membership of this type bought on `purchaseDay`:
 * - twelve_months: twelve consecutive months (same day next year, minus one day);
 * - until_date: the stated date (even when bought after it: then the membership is never valid);
 * - single_event: the last day of the event (`eventEndDay`, in the event's time zone).
 * Null when the type lacks what it needs (no stated date, no event end).
 */
export function membershipValidity(type: TValidityRule, purchaseDay: string, options: { eventEndDay?: string } = {}): string | null {
  parseDay(purchaseDay);
  switch (type.validity) {
    case 'twelve_months':
      return twelveMonthsEnd(purchaseDay);
    case 'until_date':
      return type.validUntil ? formatDay(toUtcDay(type.validUntil)) : null;
    case 'single_event':
      return options.eventEndDay ? formatDay(toUtcDay(options.eventEndDay)) : null;
    default:
      return null;
  }
}

function toUtcDay(day: string): Date {
  const { y, m, d } = parseDay(day);
  return new Date(Date.UTC(y, m - 1, d));
}

/**
 * Whether a membership covers a day: from its first to its last day, both included. `date` is a
 * calendar day, or an instant read in `timeZone` (the site's zone by default).
 */
export function isValidOn(member: TValidityPeriod, date: Date | string, timeZone: string = SITE_TIME_ZONE): boolean {
  const day = typeof date === 'string' ? formatDay(toUtcDay(date)) : calendarDay(date, timeZone);
  const from = formatDay(toUtcDay(member.validFrom));
  const until = formatDay(toUtcDay(member.validUntil));
  return from <= day && day <= until;
}

/** Where a membership stands on a day: not started yet, valid, or expired. */
export function membershipStatus(member: TValidityPeriod, date: Date | string, timeZone: string = SITE_TIME_ZONE): 'upcoming' | 'valid' | 'expired' {
  const day = typeof date === 'string' ? formatDay(toUtcDay(date)) : calendarDay(date, timeZone);
  if (day < formatDay(toUtcDay(member.validFrom))) return 'upcoming';
  return isValidOn(member, day) ? 'valid' : 'expired';
}
