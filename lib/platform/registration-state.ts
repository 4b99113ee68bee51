import type { TEventStatus, TRegistrationCounts, TRegistrationState } from './port';

/** The registration settings of an event (an `events` row fits as is). */
export type TRegistrationSettings = {
  status: TEventStatus;
  endAt: Date;
  registrationOpensAt: Date | null;
  registrationClosesAt: Date | null;
  /** null = unlimited. */
  registrationCapacity: number | null;
};

/** Riders registered and waitlisted (cancelled registrations not counted). */
export type TRegistrationTally = Pick<TRegistrationCounts, 'count' | 'waitlisted'>;

/**
 * Where online registration of an event stands at `now` (seed §4: open, closes at a date, done,
 * openings left). In order:
 * - a cancelled or finished event, or one whose end has passed: done;
 * - no registration window (neither opening nor closing date): none;
 * - the opening date is still ahead: not_open (open from that exact instant);
 * - the closing date has passed: closed (still open at that exact instant);
 * - the capacity is reached (a capacity of 0 is always reached): full, with the waiting list;
 * - otherwise open, with the closing date and the openings left (null when unlimited).
 * A window with only a closing date is open until then; with only an opening date, until the event ends.
 */
export function registrationState(event: TRegistrationSettings, counts: TRegistrationTally, now: Date): TRegistrationState {
  if (event.status === 'cancelled' || event.status === 'finished') return { kind: 'done' };
  const at = now.getTime();
  if (at > event.endAt.getTime()) return { kind: 'done' };

  const { registrationOpensAt: opensAt, registrationClosesAt: closesAt, registrationCapacity: capacity } = event;
  if (!opensAt && !closesAt) return { kind: 'none' };
  if (opensAt && at < opensAt.getTime()) return { kind: 'not_open', opensAt };
  if (closesAt && at > closesAt.getTime()) return { kind: 'closed' };
  if (capacity !== null && counts.count >= capacity) return { kind: 'full', waitingList: counts.waitlisted };
  return { kind: 'open', closesAt, openingsLeft: capacity === null ? null : capacity - counts.count };
}
