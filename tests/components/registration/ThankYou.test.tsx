// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { thankYouPath } from '@/components/accounts/registration/submission';
import type { TWelcome } from '@/lib/accounts/family';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import { resolveServerTree } from '../../setup/server-components';

/**
 * After an account created from an event's "Register" (`/registration/participant?event={id}`),
 * the stepper goes on to the thank-you page with the event, which leads back to it first.
 */
type TLocale = 'en' | 'es' | 'fr';
const MESSAGES = { en, es, fr };
const state = vi.hoisted(() => ({ locale: 'en' as 'en' | 'es' | 'fr' }));

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace?: string) => createTranslator({ locale: state.locale, messages: MESSAGES[state.locale], ...(namespace ? { namespace: namespace as never } : {}) }),
}));
vi.mock('@/components/ui/NextLink', () => ({
  NextLink: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const { ThankYou } = await import('@/components/accounts/registration/ThankYou');

const welcome = {
  isSelf: true,
  account: { id: 42, firstName: 'Chloé', lastName: 'Bélanger', email: 'chloe@example.racing' },
  members: [],
} as unknown as TWelcome;

async function renderThanks(props: { event?: { id: number; name: string | null } | null; welcome?: TWelcome | null }, locale: TLocale = 'en') {
  state.locale = locale;
  const tree = await resolveServerTree(<ThankYou welcome={props.welcome ?? welcome} viewerIsAdult event={props.event ?? null} locale={locale} />);
  return render(<>{tree}</>);
}

beforeEach(() => {
  state.locale = 'en';
});

describe('the way back to the event', () => {
  it('the stepper carries the event to the thank-you page', () => {
    expect(thankYouPath(42, 4)).toBe('/thank-you-page/participant/42?event=4');
    expect(thankYouPath(42, null)).toBe('/thank-you-page/participant/42');
  });

  it('the thank-you page leads back to /events/{id}, named, first of the next steps, in every language', async () => {
    for (const locale of ['en', 'es', 'fr'] as const) {
      const { unmount } = await renderThanks({ event: { id: 4, name: 'Copper Creek Motocross' } }, locale);
      const link = screen.getByTestId('thank-you-event');
      expect(link.getAttribute('href')).toBe('/events/4');
      expect(link.textContent).toBe(MESSAGES[locale].ThankYou.backToEvent.replace('{event}', 'Copper Creek Motocross'));
      expect(screen.getByRole('navigation').querySelector('a')).toBe(link);
      unmount();
    }
  });

  it('without the event\'s name (the platform did not answer), still leads back', async () => {
    await renderThanks({ event: { id: 4, name: null } });
    expect(screen.getByTestId('thank-you-event').textContent).toBe(en.ThankYou.backToTheEvent);
  });

  it('no event, no way back: the page is as before', async () => {
    await renderThanks({});
    expect(screen.queryByTestId('thank-you-event')).toBeNull();
    expect(screen.getByTestId('thank-you-family').getAttribute('href')).toBe('/account/family');
  });
});
