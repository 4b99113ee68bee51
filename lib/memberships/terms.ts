import { taxOf } from '../spectators/domain/totals';
import { twelveMonthsEnd } from './validity';

export { taxOf };

/**
 * What a membership bought today would be (docs/decisions/050): its first and last valid day, and
 * whether the holder's age fits a price range. Pure: calendar days ("yyyy-MM-dd") in, calendar days
 * out; the caller reads "today" on the site's clock (America/Toronto).
 */

export type TOfferTerms = {
  validity: 'twelve_months' | 'until_date' | 'single_event';
  /** until_date: the last valid day. */
  validUntil: string | null;
};

/** The days of a single-event type's event (its first and last day, in the event's time zone). */
export type TEventDays = { firstDay: string; lastDay: string };

export type TPeriod = { validFrom: string; validUntil: string };

export type TPeriodRefusal = 'offerEnded' | 'eventOver' | 'eventUnknown' | 'alreadyCovered';

/** The day after a calendar day. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * The period of a membership bought on `today` by a holder whose memberships of the same
 * organisation end on `coveredUntil` (the last day of the latest one that is paid or being paid;
 * null: none). A membership bought before the current one ends starts the day after it ends:
 * - twelve months: from `today`, or the day after `coveredUntil` when that is later;
 * - until a date: from `today` (or the day after `coveredUntil`) to the stated date; refused when
 *   that start is after the date (`offerEnded`), or nothing would be added (`alreadyCovered`);
 * - single event: the event's days; refused when the event is over (`eventOver`) or unknown.
 */
export function membershipPeriod(
  offer: TOfferTerms,
  options: { today: string; coveredUntil: string | null; event?: TEventDays | null },
): TPeriod | { refused: TPeriodRefusal } {
  const start = options.coveredUntil !== null && options.coveredUntil >= options.today ? nextDay(options.coveredUntil) : options.today;
  switch (offer.validity) {
    case 'twelve_months':
      return { validFrom: start, validUntil: twelveMonthsEnd(start) };
    case 'until_date': {
      if (!offer.validUntil || offer.validUntil < options.today) return { refused: 'offerEnded' };
      if (start > offer.validUntil) return { refused: 'alreadyCovered' };
      return { validFrom: start, validUntil: offer.validUntil };
    }
    case 'single_event': {
      if (!options.event) return { refused: 'eventUnknown' };
      if (options.event.lastDay < options.today) return { refused: 'eventOver' };
      return { validFrom: options.event.firstDay, validUntil: options.event.lastDay };
    }
  }
}

/** Age in whole years on a day, from a birth date (both calendar days). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Whether an age fits a span whose ends are included; a missing end is no bound. */
export function fitsAges(age: number, span: { minAge: number | null; maxAge: number | null }): boolean {
  return (span.minAge === null || age >= span.minAge) && (span.maxAge === null || age <= span.maxAge);
}
