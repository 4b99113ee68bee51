// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '../setup/intl';
import { setupUser, type TUser } from '../setup/user';
import { navigation } from '../setup/navigation';

beforeEach(() => {
  Object.assign(navigation, { pathname: '/fr/events/4', search: 'tab=2', params: { locale: 'fr' } });
});
vi.mock('@/components/accounts/auth/actions', () => ({ logoutAction: vi.fn() }));

const { AccountMenu } = await import('@/components/accounts/auth/AccountMenu');
const { AccountChangeSignal, announceAccountChange, ACCOUNT_CHANGED_EVENT } = await import('@/components/accounts/auth/account-events');

function answer(account: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ account }), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let user: TUser;
beforeEach(() => {
  user = setupUser();
});

describe('AccountMenu', () => {
  afterEach(() => vi.unstubAllGlobals());

  // Links carry the language prefix; Next adds the base path /ll at run time.
  it('offers "log in", coming back to this page, when nobody is signed in', async () => {
    const fetchMock = answer(null);
    renderWithIntl(<AccountMenu />, 'fr');
    const link = await screen.findByTestId('account-login');
    expect(link.textContent).toBe('Connexion');
    expect(link.getAttribute('href')).toBe(`/fr/login?next=${encodeURIComponent('/events/4?tab=2')}`);
    expect(fetchMock).toHaveBeenCalledWith('/ll/api/account/me', expect.objectContaining({ cache: 'no-store' }));
  });

  it('keeps the entry\'s room, hidden and silent, until the answer comes (the top bar does not grow later)', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    renderWithIntl(<AccountMenu />, 'fr');
    const placeholder = screen.getByTestId('account-pending');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.textContent).toBe('Connexion');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the signed-in name with the family area and a logout button', async () => {
    answer({ firstName: 'Marie', lastName: 'Lefebvre', role: 'participant', isMinor: false });
    renderWithIntl(<AccountMenu />, 'fr');
    const button = await screen.findByRole('button', { name: 'Menu du compte de Marie Lefebvre' });
    expect(button.textContent).toBe('Marie');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('account-family').closest('ul')?.hidden).toBe(true);
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getByTestId('account-family').getAttribute('href')).toBe('/fr/account/family');
    expect(screen.getByTestId('account-logout').textContent).toBe('Se déconnecter');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks again after a sign-in on the same page (spectator stepper), without a reload', async () => {
    let account: unknown = null;
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ account }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithIntl(<AccountMenu />, 'fr');
    expect((await screen.findByTestId('account-login')).textContent).toBe('Connexion');
    account = { firstName: 'Renée', lastName: 'Lachance', role: 'participant', isMinor: false };
    act(() => announceAccountChange());
    expect((await screen.findByTestId('account-button')).textContent).toBe('Renée');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('announces a logout once its server action has answered, not when the form is sent', async () => {
    let finish: () => void = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const heard = vi.fn();
    window.addEventListener(ACCOUNT_CHANGED_EVENT, heard);
    try {
      render(
        <form action={action}>
          <AccountChangeSignal />
          <button type="submit">out</button>
        </form>,
      );
      await user.click(screen.getByText('out'));
      await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
      expect(heard).not.toHaveBeenCalled();
      await act(async () => finish());
      await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    } finally {
      window.removeEventListener(ACCOUNT_CHANGED_EVENT, heard);
    }
  });

});
