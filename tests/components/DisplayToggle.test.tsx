// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { DisplayToggle } from '@/components/layout/DisplayToggle';
import { DISPLAY_SCRIPT, DISPLAY_STORAGE_KEY } from '@/components/layout/display';
import { renderWithIntl } from '../setup/intl';
import { setupUser, type TUser } from '../setup/user';
import { navigation } from '../setup/navigation';

beforeEach(() => {
  Object.assign(navigation, { pathname: '/news', search: '', params: { locale: 'en' } });
});

const { TopBar } = await import('@/components/layout/TopBar');

const html = document.documentElement;

beforeEach(() => {
  window.localStorage.clear();
  delete html.dataset.display;
});

let user: TUser;
beforeEach(() => {
  user = setupUser();
});

describe('sunlight display', () => {
  it('is a toggle button with a translated label that switches the whole page and remembers the choice', async () => {
    renderWithIntl(<DisplayToggle />, 'fr');
    const button = screen.getByRole('button', { name: 'Affichage plein soleil\u00a0: contraste élevé, gros boutons' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(html.hasAttribute('data-display')).toBe(false);

    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(html.dataset.display).toBe('sunlight');
    expect(window.localStorage.getItem(DISPLAY_STORAGE_KEY)).toBe('sunlight');

    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(html.hasAttribute('data-display')).toBe(false);
    expect(window.localStorage.getItem(DISPLAY_STORAGE_KEY)).toBe('standard');
  });

  it('applies the stored choice before the first paint with the inline script, and only "sunlight"', () => {
    window.localStorage.setItem(DISPLAY_STORAGE_KEY, 'standard');
    new Function(DISPLAY_SCRIPT)();
    expect(html.hasAttribute('data-display')).toBe(false);
    window.localStorage.setItem(DISPLAY_STORAGE_KEY, 'sunlight');
    new Function(DISPLAY_SCRIPT)();
    expect(html.dataset.display).toBe('sunlight');
    // The button then shows the state the page is in.
    renderWithIntl(<DisplayToggle />);
    expect(screen.getByTestId('display-toggle').getAttribute('aria-pressed')).toBe('true');
  });

  it('applies a stored choice the script did not (no nonce), and follows a change made in another tab', () => {
    window.localStorage.setItem(DISPLAY_STORAGE_KEY, 'sunlight');
    renderWithIntl(<DisplayToggle />);
    const button = screen.getByTestId('display-toggle');
    expect(html.dataset.display).toBe('sunlight');
    expect(button.getAttribute('aria-pressed')).toBe('true');

    window.localStorage.setItem(DISPLAY_STORAGE_KEY, 'standard');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: DISPLAY_STORAGE_KEY, newValue: 'standard' }));
    });
    expect(html.hasAttribute('data-display')).toBe(false);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('still switches the page when storage is unavailable', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError');
      },
    });
    try {
      expect(() => new Function(DISPLAY_SCRIPT)()).not.toThrow();
      renderWithIntl(<DisplayToggle />);
      await user.click(screen.getByTestId('display-toggle'));
      expect(html.dataset.display).toBe('sunlight');
    } finally {
      Object.defineProperty(window, 'localStorage', original);
    }
  });

  it('is in the top bar', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    renderWithIntl(<TopBar items={[]} languages={[{ code: 'en', name: 'English' }]} languageLabel="Change language: English" siteName="Racing Portal" />, 'es');
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('button', { name: 'Modo pleno sol: alto contraste y botones grandes' }).getAttribute('aria-pressed')).toBe('false');
    vi.unstubAllGlobals();
  });
});
