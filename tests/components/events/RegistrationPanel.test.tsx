// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TRegisterAction } from '@/lib/events/registration-action';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';
import type { TEvent } from '@/lib/platform/port';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import { resolveServerTree } from '../../setup/server-components';

/**
 * The event page's registration panel: the register, pre-register and waiting-list actions lead
 * where lib/events/registration.ts says: the app's account creation with the event (embedded), or
 * LiveLaps' registration page of the event, as an external link in the same tab that says so.
 */
type TLocale = 'en' | 'es' | 'fr';
const MESSAGES = { en, es, fr };
const state = vi.hoisted(() => ({ locale: 'en' as 'en' | 'es' | 'fr' }));

vi.mock('next-intl/server', () => ({
  getTranslations: async (arg?: string | { locale: TLocale; namespace: string }) => {
    const { locale, namespace } = typeof arg === 'object' ? arg : { locale: state.locale, namespace: arg };
    return createTranslator({ locale, messages: MESSAGES[locale], ...(namespace ? { namespace: namespace as never } : {}) });
  },
}));
vi.mock('@/components/ui/NextLink', () => ({
  NextLink: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const { RegistrationPanel } = await import('@/components/events/RegistrationPanel');

const DAY = 24 * 3600_000;
function eventOf(overrides: Partial<TEvent> = {}): TEvent {
  const start = Date.now() + 10 * DAY;
  return {
    id: 12345,
    name: 'Pine Ridge Enduro',
    startAt: new Date(start),
    endAt: new Date(start + 8 * 3600_000),
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

async function renderPanel(event: TEvent, action: TRegisterAction | null, locale: TLocale = 'en') {
  state.locale = locale;
  return render(<>{await resolveServerTree(<RegistrationPanel event={event} action={action} locale={locale} />)}</>);
}

beforeEach(() => {
  state.locale = 'en';
});

describe('RegistrationPanel, embedded platform: account creation carrying the event', () => {
  it('"Register online" leads to /registration/participant?event={id}', async () => {
    await renderPanel(eventOf({ registration: { kind: 'open', closesAt: null, openingsLeft: 5 } }), {
      target: 'account',
      href: '/registration/participant?event=12345',
      label: 'register',
    });
    const link = screen.getByTestId('register-link');
    expect(link.getAttribute('href')).toBe('/registration/participant?event=12345');
    expect(link.getAttribute('data-target')).toBe('account');
    expect(link.textContent).toBe(en.Events.registration.register);
    expect(link.getAttribute('rel')).toBeNull();
  });

  it('pre-registration (members only) and the waiting list keep their labels', async () => {
    await renderPanel(eventOf({ membersOnly: true, registration: { kind: 'open', closesAt: null, openingsLeft: 5 } }), {
      target: 'account',
      href: '/registration/participant?event=12345',
      label: 'preRegister',
    });
    expect(screen.getByTestId('register-link').textContent).toBe(en.Events.registration.preRegister);
    expect(screen.getByTestId('members-only').textContent).toBe(en.Events.registration.membersOnly);
  });

  it('no action, no link', async () => {
    await renderPanel(eventOf({ registration: { kind: 'closed' } }), null);
    expect(screen.queryByTestId('register-link')).toBeNull();
  });
});

describe('RegistrationPanel, LiveLaps: the platform\'s registration page', () => {
  const action: TRegisterAction = { target: 'platform', href: 'https://www.livelaps.com/event?12345', label: 'register' };

  it('links to {origin}/event?{id} in the same tab, says it leads to LiveLaps, in every language', async () => {
    for (const locale of ['en', 'es', 'fr'] as const) {
      const { unmount } = await renderPanel(eventOf(), action, locale);
      const link = screen.getByTestId('register-link');
      expect(link.tagName).toBe('A');
      expect(link.getAttribute('href')).toBe('https://www.livelaps.com/event?12345');
      expect(link.getAttribute('rel')).toBe('noopener');
      expect(link.getAttribute('target')).toBeNull();
      expect(link.getAttribute('data-target')).toBe('platform');
      expect(link.textContent).toBe(MESSAGES[locale].Events.registration.registerOnPlatform);
      expect(link.textContent).toContain('LiveLaps');
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      // LiveLaps tells no window: the summary says registration is on LiveLaps, not "no online registration".
      expect(screen.getByTestId('registration-summary').textContent).toBe(MESSAGES[locale].Events.registration.onPlatform);
      unmount();
    }
  });

  it('permission refused: no link, no online registration', async () => {
    await renderPanel(eventOf(), null);
    expect(screen.queryByTestId('register-link')).toBeNull();
    expect(screen.getByTestId('registration-summary').textContent).toBe(en.Events.registration.none);
  });

  it('an event that is over: nothing to register, the event is complete', async () => {
    await renderPanel(eventOf({ status: 'finished', startAt: new Date(Date.now() - 3 * DAY), endAt: new Date(Date.now() - 2 * DAY) }), null);
    expect(screen.queryByTestId('register-link')).toBeNull();
    expect(screen.getByTestId('registration-state').getAttribute('data-state')).toBe('done');
    expect(screen.getByTestId('registration-summary').textContent).toBe(en.Events.registration.done);
  });
});
