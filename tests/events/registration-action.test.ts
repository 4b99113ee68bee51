import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/errors';
import type { TEvent } from '@/lib/platform/port';
import type { TRegistrationLinkEnv } from '@/lib/platform/registration-link';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';
import { firstParam, parseId } from '@/lib/validation/params';

/**
 * Where an event's "Register" leads (lib/events/registration-action.ts, registration.ts): on the
 * embedded platform the app's account creation carrying the event, as the registration state says;
 * on LiveLaps the platform's registration page of the event, only when its register-online
 * permission allows it and the event is not over; never the app's account creation there.
 */
const platform = vi.hoisted(() => ({ hasPermission: vi.fn() }));
const access = vi.hoisted(() => ({ loadEvent: vi.fn() }));
vi.mock('@/lib/platform', () => ({ getPlatform: () => platform }));
vi.mock('@/lib/events/access', () => access);

const { accountRegistrationHref, isEventOver, registrationAction } = await import('@/lib/events/registration-action');
const { loadRegistrationAction, loadReturnEvent } = await import('@/lib/events/registration');

const NOW = new Date('2026-06-01T12:00:00Z');
const DAY = 24 * 3600_000;
const EMBEDDED: TRegistrationLinkEnv = { PLATFORM_API_URL: undefined, PLATFORM_API_LINK_URL: undefined, PLATFORM_API_HOSTS: [], SITE_URL: 'https://racing.example.org' };
const LIVELAPS: TRegistrationLinkEnv = { ...EMBEDDED, PLATFORM_API_URL: 'https://www.livelaps.com' };

function eventOf(overrides: Partial<TEvent> = {}): TEvent {
  return {
    id: 12345,
    name: 'Pine Ridge Enduro',
    startAt: new Date(NOW.getTime() + 10 * DAY),
    endAt: new Date(NOW.getTime() + 10 * DAY + 8 * 3600_000),
    timeZone: SITE_TIME_ZONE,
    status: 'scheduled',
    promoter: { id: 1, userId: 1, name: 'Northwoods' },
    seriesIds: [],
    registration: { kind: 'none' },
    races: [],
    series: [],
    classes: [],
    membersOnly: false,
    currency: 'CAD',
    ...overrides,
  } as TEvent;
}

beforeEach(() => {
  platform.hasPermission.mockReset();
  access.loadEvent.mockReset();
});

describe('the embedded platform: account creation carrying the event', () => {
  it('register, pre-register (members only) and the waiting list lead to /registration/participant?event={id}', async () => {
    const open = eventOf({ registration: { kind: 'open', closesAt: null, openingsLeft: 3 } });
    expect(await loadRegistrationAction(open, { env: EMBEDDED, now: NOW })).toEqual({ target: 'account', href: '/registration/participant?event=12345', label: 'register' });
    expect(await loadRegistrationAction({ ...open, membersOnly: true }, { env: EMBEDDED, now: NOW })).toMatchObject({ target: 'account', label: 'preRegister' });
    expect(await loadRegistrationAction(eventOf({ registration: { kind: 'full', waitingList: 4 } }), { env: EMBEDDED, now: NOW })).toEqual({
      target: 'account',
      href: accountRegistrationHref(12345),
      label: 'joinWaitingList',
    });
    // The state says it all: the platform is not asked.
    expect(platform.hasPermission).not.toHaveBeenCalled();
  });

  it('offers nothing when registration is not open yet, closed, done or not offered', async () => {
    for (const registration of [{ kind: 'not_open', opensAt: NOW }, { kind: 'closed' }, { kind: 'done' }, { kind: 'none' }] as const) {
      expect(await loadRegistrationAction(eventOf({ registration }), { env: EMBEDDED, now: NOW })).toBeNull();
    }
  });
});

describe('LiveLaps: the platform\'s registration page of the event', () => {
  it('leads to {origin}/event?{id} after the register-online permission', async () => {
    platform.hasPermission.mockResolvedValue(true);
    const action = await loadRegistrationAction(eventOf(), { env: LIVELAPS, now: NOW });
    expect(action).toEqual({ target: 'platform', href: 'https://www.livelaps.com/event?12345', label: 'register' });
    expect(platform.hasPermission).toHaveBeenCalledWith({ kind: 'registerOnline', eventId: 12345 });
  });

  it('with PLATFORM_API_URL=auto, on the LiveLaps of the request\'s host', async () => {
    platform.hasPermission.mockResolvedValue(true);
    const action = await loadRegistrationAction(eventOf(), { env: { ...EMBEDDED, PLATFORM_API_URL: 'auto' }, requestHost: 'racing.example.org', now: NOW });
    expect(action?.href).toBe('https://racing.example.org/event?12345');
  });

  it('never leads to the app\'s account creation, whatever the state', async () => {
    platform.hasPermission.mockResolvedValue(true);
    for (const registration of [{ kind: 'open', closesAt: null, openingsLeft: null }, { kind: 'full', waitingList: 2 }, { kind: 'none' }] as const) {
      const action = await loadRegistrationAction(eventOf({ registration }), { env: LIVELAPS, now: NOW });
      expect(action?.target).toBe('platform');
      expect(action?.href).not.toContain('/registration/participant');
    }
  });

  it('shows nothing when the permission is refused, or when its check fails', async () => {
    platform.hasPermission.mockResolvedValue(false);
    expect(await loadRegistrationAction(eventOf(), { env: LIVELAPS, now: NOW })).toBeNull();
    platform.hasPermission.mockRejectedValue(new AppError('UPSTREAM_FAILED', { message: 'LiveLaps call failed: timeout' }));
    expect(await loadRegistrationAction(eventOf(), { env: LIVELAPS, now: NOW })).toBeNull();
    platform.hasPermission.mockRejectedValue(new Error('bad answer'));
    expect(await loadRegistrationAction(eventOf(), { env: LIVELAPS, now: NOW })).toBeNull();
  });

  it('shows nothing to register for an event that is over (finished, cancelled or past its end), without asking', async () => {
    platform.hasPermission.mockResolvedValue(true);
    for (const event of [
      eventOf({ status: 'finished' }),
      eventOf({ status: 'cancelled' }),
      eventOf({ startAt: new Date(NOW.getTime() - 2 * DAY), endAt: new Date(NOW.getTime() - DAY) }),
    ]) {
      expect(isEventOver(event, NOW)).toBe(true);
      expect(await loadRegistrationAction(event, { env: LIVELAPS, now: NOW })).toBeNull();
    }
    expect(platform.hasPermission).not.toHaveBeenCalled();
  });

  it('the decision alone: allowed and not over', () => {
    const url = 'https://www.livelaps.com/event?12345';
    expect(registrationAction(eventOf(), { platformUrl: url, allowed: true, now: NOW })).toMatchObject({ target: 'platform', href: url });
    expect(registrationAction(eventOf(), { platformUrl: url, allowed: false, now: NOW })).toBeNull();
    expect(registrationAction(eventOf({ status: 'live', endAt: new Date(NOW.getTime() + 3600_000) }), { platformUrl: url, allowed: true, now: NOW })).not.toBeNull();
  });
});

describe('loadReturnEvent: the event to go back to after the account creation', () => {
  it('is the event with its name, none without an id or for an event the platform does not show', async () => {
    access.loadEvent.mockResolvedValueOnce(eventOf());
    expect(await loadReturnEvent(12345, 'fr')).toEqual({ id: 12345, name: 'Pine Ridge Enduro' });
    expect(access.loadEvent).toHaveBeenCalledWith(12345, 'fr');
    access.loadEvent.mockResolvedValueOnce(null);
    expect(await loadReturnEvent(999, 'en')).toBeNull();
    expect(await loadReturnEvent(null, 'en')).toBeNull();
  });

  it('keeps the link, without the name, when the platform fails to answer (never throws)', async () => {
    access.loadEvent.mockRejectedValueOnce(new AppError('UPSTREAM_FAILED', { message: 'timeout' }));
    expect(await loadReturnEvent(12345, 'en')).toEqual({ id: 12345, name: null });
  });

  it("the pages' ?event= is a positive integer; anything else is ignored (no event, never an error)", async () => {
    const read = (value: string | string[] | undefined) => parseId(firstParam(value));
    expect(read('4')).toBe(4);
    expect(read(['4', '5'])).toBe(4);
    for (const junk of [undefined, '', 'abc', '0', '-4', '4.5', '04', '1e3', '99999999999', ' 4', "4' or 1=1"]) expect(read(junk)).toBeNull();
    expect(await loadReturnEvent(read('abc'), 'en')).toBeNull();
    expect(access.loadEvent).not.toHaveBeenCalled();
  });
});
