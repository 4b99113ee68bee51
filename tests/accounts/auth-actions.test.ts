import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Where the sign-in and reset actions send the browser. A plain form post (JavaScript off or not
 * loaded yet: no `Next-Action` header) gets a 303 whose Location Next does not prefix with the base
 * path, so the action must; a call from the page's script must not (the router adds it).
 */

const state = vi.hoisted(() => ({ headers: new Headers(), locale: 'en', secondFactor: false, mustSetUp: false }));

vi.mock('next/headers', () => ({ headers: async () => state.headers }));
vi.mock('next-intl/server', () => ({ getLocale: async () => state.locale }));
vi.mock('@/lib/accounts/credentials', () => ({ authenticate: vi.fn(async () => ({ ok: true, accountId: 7 })) }));
vi.mock('@/lib/accounts/sessions', () => ({ startSession: vi.fn(async () => undefined), endSession: vi.fn(async () => undefined) }));
vi.mock('@/lib/accounts/second-factor-session', () => ({
  needsSecondFactor: vi.fn(async () => state.secondFactor),
  mustSetUpSecondFactor: vi.fn(async () => state.mustSetUp),
  beginPendingLogin: vi.fn(async () => undefined),
}));
vi.mock('@/lib/accounts/services', () => ({ passwordResetDeps: vi.fn(async () => ({})) }));
vi.mock('@/lib/accounts/password-reset', () => ({
  completePasswordReset: vi.fn(async () => ({ ok: true })),
  requestPasswordReset: vi.fn(async () => ({ ok: true })),
}));

const { loginAction, logoutAction, resetPasswordAction } = await import('@/components/accounts/auth/actions');
const { startSession } = await import('@/lib/accounts/sessions');
const { beginPendingLogin } = await import('@/lib/accounts/second-factor-session');

/** The target of the redirect an action threw (Next's NEXT_REDIRECT error). */
async function redirectOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (digest.startsWith('NEXT_REDIRECT;')) return digest.split(';')[2]!;
    throw error;
  }
  throw new Error('the action did not redirect');
}

function loginForm(fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set('email', 'demo@example.com');
  form.set('password', 'correct horse battery staple');
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

beforeEach(() => {
  state.headers = new Headers();
  state.locale = 'en';
  state.secondFactor = false;
  state.mustSetUp = false;
  vi.mocked(startSession).mockClear();
  vi.mocked(beginPendingLogin).mockClear();
});

describe('sign-in and reset redirects', () => {
  it('a plain form post lands on the family page under the base path', async () => {
    expect(await redirectOf(() => loginAction({ email: '' }, loginForm()))).toBe('/ll/account/family');
  });

  it('keeps the language and the return path of a plain form post', async () => {
    state.locale = 'fr';
    expect(await redirectOf(() => loginAction({ email: '' }, loginForm({ next: '/ll/fr/events/4?tab=2' })))).toBe('/ll/fr/events/4?tab=2');
    state.locale = 'es';
    expect(await redirectOf(() => logoutAction())).toBe('/ll/es/login?status=loggedOut');
  });

  it('leaves the base path to the router when the page script called the action', async () => {
    state.headers = new Headers({ 'next-action': 'abc123' });
    state.locale = 'es';
    expect(await redirectOf(() => loginAction({ email: '' }, loginForm()))).toBe('/es/account/family');
  });

  it('an account with a second factor gets no session: the code step comes next, with the return path (decision 055)', async () => {
    state.secondFactor = true;
    state.locale = 'fr';
    expect(await redirectOf(() => loginAction({ email: '' }, loginForm({ next: '/organiser/events/4' })))).toBe('/ll/fr/login/code?next=%2Forganiser%2Fevents%2F4');
    expect(beginPendingLogin).toHaveBeenCalledWith(7);
    expect(startSession).not.toHaveBeenCalled();
  });

  it('a role holder without a second factor on the way to the organiser area sets one up first; elsewhere goes on', async () => {
    state.mustSetUp = true;
    expect(await redirectOf(() => loginAction({ email: '' }, loginForm({ next: '/organiser/roles' })))).toBe('/ll/account/security?next=%2Forganiser%2Froles');
    expect(startSession).toHaveBeenCalledWith(7);
    expect(await redirectOf(() => loginAction({ email: '' }, loginForm({ next: '/events/4' })))).toBe('/ll/events/4');
  });

  it('a new password sends a plain form post to the login page under the base path', async () => {
    const form = new FormData();
    form.set('token', 'x');
    form.set('password', 'a');
    form.set('passwordConfirm', 'a');
    expect(await redirectOf(() => resetPasswordAction({}, form))).toBe('/ll/login?status=passwordChanged');
  });
});
