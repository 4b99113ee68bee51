import { describe, expect, it } from 'vitest';
import { registrationState, type TRegistrationSettings } from '@/lib/platform/registration-state';

const now = new Date('2026-06-15T14:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
const DAY = 86_400_000;

const event = (overrides: Partial<TRegistrationSettings> = {}): TRegistrationSettings => ({
  status: 'scheduled',
  endAt: at(30 * DAY),
  registrationOpensAt: at(-10 * DAY),
  registrationClosesAt: at(20 * DAY),
  registrationCapacity: 100,
  ...overrides,
});
const counts = (count: number, waitlisted = 0) => ({ count, waitlisted });

describe('registrationState', () => {
  it('is open with the closing date and the openings left', () => {
    expect(registrationState(event(), counts(40), now)).toEqual({ kind: 'open', closesAt: at(20 * DAY), openingsLeft: 60 });
  });

  it('has no openings limit when the capacity is unlimited', () => {
    expect(registrationState(event({ registrationCapacity: null }), counts(5000), now)).toEqual({
      kind: 'open',
      closesAt: at(20 * DAY),
      openingsLeft: null,
    });
  });

  it('is done for a cancelled or finished event, whatever the window', () => {
    expect(registrationState(event({ status: 'cancelled' }), counts(0), now)).toEqual({ kind: 'done' });
    expect(registrationState(event({ status: 'finished' }), counts(0), now)).toEqual({ kind: 'done' });
  });

  it('is done once the event has ended, even when its status was not updated', () => {
    const ended = event({ endAt: at(-1), registrationOpensAt: null, registrationClosesAt: null });
    expect(registrationState(ended, counts(0), now)).toEqual({ kind: 'done' });
    expect(registrationState(event({ endAt: now, registrationClosesAt: null }), counts(0), now).kind).toBe('open');
  });

  it('is none without a registration window', () => {
    expect(registrationState(event({ registrationOpensAt: null, registrationClosesAt: null }), counts(0), now)).toEqual({ kind: 'none' });
  });

  it('is not open before the opening date, and opens at that exact instant', () => {
    expect(registrationState(event({ registrationOpensAt: at(1) }), counts(0), now)).toEqual({ kind: 'not_open', opensAt: at(1) });
    expect(registrationState(event({ registrationOpensAt: now }), counts(0), now).kind).toBe('open');
  });

  it('is still open at exactly the closing date and closed one millisecond later', () => {
    expect(registrationState(event({ registrationClosesAt: now }), counts(10), now)).toEqual({ kind: 'open', closesAt: now, openingsLeft: 90 });
    expect(registrationState(event({ registrationClosesAt: at(-1) }), counts(10), now)).toEqual({ kind: 'closed' });
  });

  it('reports a closed window before a full one', () => {
    expect(registrationState(event({ registrationClosesAt: at(-DAY) }), counts(100, 3), now)).toEqual({ kind: 'closed' });
  });

  it('is full with the waiting list once the capacity is reached', () => {
    expect(registrationState(event(), counts(100, 8), now)).toEqual({ kind: 'full', waitingList: 8 });
    expect(registrationState(event(), counts(101), now)).toEqual({ kind: 'full', waitingList: 0 });
    expect(registrationState(event(), counts(99), now)).toEqual({ kind: 'open', closesAt: at(20 * DAY), openingsLeft: 1 });
  });

  it('is full from the start with a capacity of 0', () => {
    expect(registrationState(event({ registrationCapacity: 0 }), counts(0, 2), now)).toEqual({ kind: 'full', waitingList: 2 });
  });

  it('stays open until the event ends when only the opening date is set', () => {
    expect(registrationState(event({ registrationClosesAt: null }), counts(0), now)).toEqual({ kind: 'open', closesAt: null, openingsLeft: 100 });
  });

  it('is open right away when only the closing date is set', () => {
    expect(registrationState(event({ registrationOpensAt: null }), counts(0), now).kind).toBe('open');
  });

  it('keeps a live event open while its window is', () => {
    expect(registrationState(event({ status: 'live' }), counts(0), now).kind).toBe('open');
  });
});
