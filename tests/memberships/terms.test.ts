import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ageOn, fitsAges, membershipPeriod, nextDay, type TPeriod } from '@/lib/memberships/terms';
import { isValidOn } from '@/lib/memberships/validity';

const twelve = { validity: 'twelve_months' as const, validUntil: null };
const until = { validity: 'until_date' as const, validUntil: '2026-12-31' };
const single = { validity: 'single_event' as const, validUntil: null };

/** Calendar days from 2020 to 2031 (leap years 2020, 2024, 2028 included). */
const day = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2031-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

describe('membershipPeriod', () => {
  it('twelve months from the day of purchase, across a leap day', () => {
    expect(membershipPeriod(twelve, { today: '2027-03-01', coveredUntil: null })).toEqual({ validFrom: '2027-03-01', validUntil: '2028-02-29' });
    expect(membershipPeriod(twelve, { today: '2028-02-29', coveredUntil: null })).toEqual({ validFrom: '2028-02-29', validUntil: '2029-02-28' });
  });

  it('a renewal bought before the current membership ends starts the day after it ends', () => {
    expect(membershipPeriod(twelve, { today: '2026-11-20', coveredUntil: '2026-12-14' })).toEqual({ validFrom: '2026-12-15', validUntil: '2027-12-14' });
    // Ended already: from today.
    expect(membershipPeriod(twelve, { today: '2026-11-20', coveredUntil: '2026-11-19' })).toEqual({ validFrom: '2026-11-20', validUntil: '2027-11-19' });
    // Ends today: from tomorrow.
    expect(membershipPeriod(twelve, { today: '2026-11-20', coveredUntil: '2026-11-20' })).toEqual({ validFrom: '2026-11-21', validUntil: '2027-11-20' });
  });

  it('until a date: to that date; refused once the date is past, or when nothing would be added', () => {
    expect(membershipPeriod(until, { today: '2026-06-15', coveredUntil: null })).toEqual({ validFrom: '2026-06-15', validUntil: '2026-12-31' });
    expect(membershipPeriod(until, { today: '2026-12-31', coveredUntil: null })).toEqual({ validFrom: '2026-12-31', validUntil: '2026-12-31' });
    expect(membershipPeriod(until, { today: '2027-01-01', coveredUntil: null })).toEqual({ refused: 'offerEnded' });
    expect(membershipPeriod(until, { today: '2026-06-15', coveredUntil: '2027-03-01' })).toEqual({ refused: 'alreadyCovered' });
    expect(membershipPeriod({ validity: 'until_date', validUntil: null }, { today: '2026-06-15', coveredUntil: null })).toEqual({ refused: 'offerEnded' });
  });

  it('single event: the event days, whatever else the holder has; refused when the event is over or unknown', () => {
    const event = { firstDay: '2026-07-11', lastDay: '2026-07-12' };
    expect(membershipPeriod(single, { today: '2026-06-15', coveredUntil: '2026-12-31', event })).toEqual({ validFrom: '2026-07-11', validUntil: '2026-07-12' });
    expect(membershipPeriod(single, { today: '2026-07-12', coveredUntil: null, event })).toEqual({ validFrom: '2026-07-11', validUntil: '2026-07-12' });
    expect(membershipPeriod(single, { today: '2026-07-13', coveredUntil: null, event })).toEqual({ refused: 'eventOver' });
    expect(membershipPeriod(single, { today: '2026-06-15', coveredUntil: null, event: null })).toEqual({ refused: 'eventUnknown' });
  });

  it('property: a twelve-month membership covers today or starts the day after the current one, lasts a year, and leaves no gap or overlap', () => {
    fc.assert(
      fc.property(day, fc.option(day, { nil: null }), (today, coveredUntil) => {
        const period = membershipPeriod(twelve, { today, coveredUntil }) as TPeriod;
        expect(period.validFrom <= period.validUntil).toBe(true);
        if (coveredUntil !== null && coveredUntil >= today) expect(period.validFrom).toBe(nextDay(coveredUntil));
        else {
          expect(period.validFrom).toBe(today);
          expect(isValidOn(period, today)).toBe(true);
        }
        // Twelve consecutive months: the next day after the end is the anniversary (Feb 29 → Mar 1).
        const [y, m, d] = period.validFrom.split('-').map(Number) as [number, number, number];
        expect(nextDay(period.validUntil)).toBe(new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10));
      }),
    );
  });
});

describe('ages', () => {
  it('counts whole years, a birthday on the day included, a Feb 29 birthday on Mar 1 of a common year', () => {
    expect(ageOn('2008-07-11', '2026-07-10')).toBe(17);
    expect(ageOn('2008-07-11', '2026-07-11')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('fits a span with both ends included; a missing end is no bound', () => {
    expect(fitsAges(18, { minAge: 18, maxAge: null })).toBe(true);
    expect(fitsAges(17, { minAge: 18, maxAge: null })).toBe(false);
    expect(fitsAges(17, { minAge: null, maxAge: 17 })).toBe(true);
    expect(fitsAges(18, { minAge: null, maxAge: 17 })).toBe(false);
    expect(fitsAges(90, { minAge: null, maxAge: null })).toBe(true);
  });
});
