import { describe, expect, it } from 'vitest';
import { isValidOn, membershipStatus, membershipValidity, twelveMonthsEnd, type TValidityRule } from '@/lib/memberships/validity';
import { calendarDay, SITE_TIME_ZONE } from '@/lib/i18n/format';

const twelveMonths: TValidityRule = { validity: 'twelve_months' };
const untilDate: TValidityRule = { validity: 'until_date', validUntil: '2026-12-31' };
const singleEvent: TValidityRule = { validity: 'single_event', eventId: 4 };

describe('membershipValidity: twelve consecutive months', () => {
  it('ends the day before the same day next year', () => {
    expect(membershipValidity(twelveMonths, '2026-03-15')).toBe('2027-03-14');
    expect(membershipValidity(twelveMonths, '2026-01-01')).toBe('2026-12-31');
    expect(membershipValidity(twelveMonths, '2026-12-31')).toBe('2027-12-30');
  });

  it('crosses month ends correctly', () => {
    expect(membershipValidity(twelveMonths, '2026-03-01')).toBe('2027-02-28');
    expect(membershipValidity(twelveMonths, '2026-05-31')).toBe('2027-05-30');
  });

  it('ends on Feb 29 when the next year is a leap year', () => {
    expect(membershipValidity(twelveMonths, '2027-03-01')).toBe('2028-02-29');
  });

  it('a purchase on Feb 29 ends on Feb 28 of the next (common) year', () => {
    expect(twelveMonthsEnd('2024-02-29')).toBe('2025-02-28');
    expect(twelveMonthsEnd('2028-02-29')).toBe('2029-02-28');
  });

  it('a purchase on Feb 28 of a leap year ends on Feb 27', () => {
    expect(twelveMonthsEnd('2024-02-28')).toBe('2025-02-27');
  });

  it('refuses a malformed or impossible day', () => {
    expect(() => membershipValidity(twelveMonths, '2026-02-30')).toThrow(RangeError);
    expect(() => membershipValidity(twelveMonths, '15/03/2026')).toThrow(RangeError);
    expect(() => membershipValidity(twelveMonths, '2025-02-29')).toThrow(RangeError);
  });
});

describe('membershipValidity: until a stated date', () => {
  it('is the stated date whatever the purchase date', () => {
    expect(membershipValidity(untilDate, '2026-01-10')).toBe('2026-12-31');
    expect(membershipValidity(untilDate, '2026-11-30')).toBe('2026-12-31');
  });

  it('is null when the type states no date', () => {
    expect(membershipValidity({ validity: 'until_date' }, '2026-01-10')).toBeNull();
  });
});

describe('membershipValidity: a single event', () => {
  it("is the event's last day", () => {
    expect(membershipValidity(singleEvent, '2026-05-02', { eventEndDay: '2026-06-07' })).toBe('2026-06-07');
  });

  it('is null without the event end', () => {
    expect(membershipValidity(singleEvent, '2026-05-02')).toBeNull();
  });

  it("takes the event's end day in the event's time zone", () => {
    // 02:30 UTC on June 8 is still June 7 in Toronto (UTC-4 in summer).
    const endAt = new Date('2026-06-08T02:30:00Z');
    expect(calendarDay(endAt, SITE_TIME_ZONE)).toBe('2026-06-07');
    expect(membershipValidity(singleEvent, '2026-05-02', { eventEndDay: calendarDay(endAt, SITE_TIME_ZONE) })).toBe('2026-06-07');
  });
});

describe('isValidOn', () => {
  const member = { validFrom: '2026-03-15', validUntil: '2027-03-14' };

  it('includes the first and the last day', () => {
    expect(isValidOn(member, '2026-03-15')).toBe(true);
    expect(isValidOn(member, '2027-03-14')).toBe(true);
    expect(isValidOn(member, '2026-09-01')).toBe(true);
  });

  it('excludes the days before and after', () => {
    expect(isValidOn(member, '2026-03-14')).toBe(false);
    expect(isValidOn(member, '2027-03-15')).toBe(false);
  });

  it('reads an instant in the given time zone', () => {
    // 03:00 UTC on Mar 15 2027 is still Mar 14 in Toronto: the last valid day.
    const instant = new Date('2027-03-15T03:00:00Z');
    expect(isValidOn(member, instant, SITE_TIME_ZONE)).toBe(true);
    expect(isValidOn(member, instant, 'UTC')).toBe(false);
  });

  it('a single-event membership is valid on the event day only', () => {
    const single = { validFrom: '2026-06-07', validUntil: '2026-06-07' };
    expect(isValidOn(single, '2026-06-07')).toBe(true);
    expect(isValidOn(single, '2026-06-08')).toBe(false);
  });
});

describe('membershipStatus', () => {
  const member = { validFrom: '2026-06-07', validUntil: '2026-06-07' };
  it('is upcoming before the first day, valid within, expired after', () => {
    expect(membershipStatus(member, '2026-06-06')).toBe('upcoming');
    expect(membershipStatus(member, '2026-06-07')).toBe('valid');
    expect(membershipStatus(member, '2026-06-08')).toBe('expired');
  });
});
