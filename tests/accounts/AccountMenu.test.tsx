// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type * as NextNavigation from 'next/navigation';
import { renderWithIntl } from '../setup/intl';

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof NextNavigation>()),
  useRouter: () => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() }),
  usePathname: () => '/fr/events/4',
  useSearchParams: () => new URLSearchParams('tab=2'),
  useParams: () => ({ locale: 'fr' }),
}));
vi.mock('@/components/accounts/auth/actions', () => ({ logoutAction: vi.fn() }));

const { AccountMenu } = await import('@/components/accounts/auth/AccountMenu');

function answer(account: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ account }), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

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

  it('shows the signed-in name with the family area and a logout button', async () => {
    answer({ firstName: 'Marie', lastName: 'Lefebvre', role: 'participant', isMinor: false });
    renderWithIntl(<AccountMenu />, 'fr');
    const button = await screen.findByRole('button', { name: 'Menu du compte de Marie Lefebvre' });
    expect(button.textContent).toBe('Marie');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('account-family').closest('ul')?.hidden).toBe(true);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getByTestId('account-family').getAttribute('href')).toBe('/fr/account/family');
    expect(screen.getByTestId('account-logout').textContent).toBe('Se déconnecter');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows nothing until it knows', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    const { container } = renderWithIntl(<AccountMenu />, 'fr');
    expect(container.innerHTML).toBe('');
  });
});
