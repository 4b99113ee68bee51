import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Server actions are public endpoints: their arguments are whatever a request body decodes to,
 * not what the page's forms pass. Each action checks them at its entry and answers its form's
 * translated generic error (or a 404 for a bound id that names nothing), never throws: a thrown
 * action is a 500. The services behind them are stand-ins that must not be reached.
 */

const reached = vi.hoisted(() => ({ services: 0 }));
const service = () =>
  vi.fn(async () => {
    reached.services++;
    return { ok: true };
  });

vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('next-intl/server', () => ({ getLocale: async () => 'en' }));
vi.mock('@/lib/server/request', () => ({ clientIp: async () => '198.51.100.1' }));
vi.mock('@/lib/accounts/credentials', () => ({ authenticate: service() }));
vi.mock('@/lib/accounts/sessions', () => ({ startSession: service(), endSession: service(), getCurrentAccount: vi.fn(async () => ({ id: 1, role: 'participant' })) }));
vi.mock('@/lib/accounts/services', () => ({ passwordResetDeps: vi.fn(async () => ({})) }));
vi.mock('@/lib/accounts/password-reset', () => ({ completePasswordReset: service(), requestPasswordReset: service() }));
vi.mock('@/lib/accounts/registration', () => ({ registerParticipant: service(), signInGuardian: service() }));
vi.mock('@/lib/accounts/family', () => ({ addFamilyMember: service(), updateFamilyMember: service() }));
vi.mock('@/lib/accounts/spectator-account', () => ({ createSpectatorAccount: service() }));
vi.mock('@/lib/db/client', () => ({ getDb: vi.fn(async () => ({})) }));
vi.mock('@/lib/contact/service', () => ({ sendContactMessage: service() }));
vi.mock('@/lib/server/services', () => ({ contactDeps: vi.fn(() => ({})) }));
vi.mock('@/lib/spectators', () => ({
  addSpectator: service(),
  applyPromoCode: service(),
  cancelCheckout: service(),
  removePromoCode: service(),
  removeSpectator: service(),
  resendWaiverLink: service(),
  startCheckout: service(),
  startPurchase: service(),
  signWaiver: service(),
  rejectWaiver: service(),
  completeTestCheckout: service(),
  cancelTestCheckout: service(),
}));

const auth = await import('@/components/accounts/auth/actions');
const contact = await import('@/components/contact/actions');
const registration = await import('@/components/accounts/registration/actions');
const family = await import('@/components/accounts/family/actions');
const spectators = await import('@/components/spectators/actions');
const waiver = await import('@/components/waiver/actions');
const payments = await import('@/components/payments/actions');

/** What a request body may decode to instead of a form or an object. */
const JUNK: unknown[] = [undefined, null, 'not a form', 42, [], ['a'], { get: 'x' }, Promise.resolve(1)];

// Whatever is passed: the actions are called the way a hostile request calls them.
type TAny = (...args: unknown[]) => Promise<unknown>;
const call = (action: unknown, ...args: unknown[]) => (action as TAny)(...args);

beforeEach(() => {
  reached.services = 0;
});

describe('server action arguments', () => {
  it('sign-in, password reset and contact forms answer their generic error for a body that is not the form', async () => {
    for (const junk of JUNK) {
      expect(await call(auth.loginAction, { email: '' }, junk)).toEqual({ email: '', formError: 'failed' });
      expect(await call(auth.forgotPasswordAction, { email: '' }, junk)).toEqual({ email: '', formError: 'failed' });
      expect(await call(auth.resetPasswordAction, {}, junk)).toEqual({ formError: 'failed' });
      expect(await call(contact.contactFormAction, {}, junk)).toMatchObject({ formError: 'failed' });
    }
    // A form posted without script to a plain form action: (form) only, no previous state.
    expect(await call(auth.loginAction, new FormData())).toEqual({ email: '', formError: 'failed' });
    expect(reached.services).toBe(0);
  });

  it('actions taking an object refuse anything else before their service', async () => {
    for (const junk of [null, 'x', 42, ['a']]) {
      expect(await call(registration.submitRegistrationAction, junk)).toEqual({ ok: false, formError: 'invalid' });
      expect(await call(registration.signInGuardianAction, junk)).toEqual({ ok: false, formError: 'failed' });
      expect(await call(family.addFamilyMemberAction, junk)).toEqual({ ok: false, formError: 'invalid' });
      expect(await call(family.updateFamilyMemberAction, 3, junk)).toEqual({ ok: false, formError: 'invalid' });
      expect(await call(contact.submitContact, junk)).toEqual({ ok: false, formError: 'failed' });
      expect(await call(waiver.signWaiverAction, '0b4e1c52-4b0a-4d7e-9a57-0d2c3d0d9a11', junk)).toEqual({ ok: false, error: 'failed' });
    }
    expect(reached.services).toBe(0);
  });

  it('bound ids and tokens that are not what the page binds are refused', async () => {
    for (const id of ['7', -1, 0, 1.5, Number.NaN, 2 ** 40, null, {}]) {
      expect(await call(spectators.startPurchaseAction, id)).toEqual({ ok: false, error: 'unexpected' });
      expect(await call(spectators.removeSpectatorAction, 1, id)).toEqual({ ok: false, error: 'unexpected' });
      expect(await call(spectators.payAction, id)).toEqual({ ok: false, error: 'unexpected' });
    }
    for (const token of [42, '', 'x'.repeat(201), null]) {
      expect(await call(waiver.rejectWaiverAction, token)).toEqual({ ok: false, error: 'failed' });
      // The test payment page's buttons: no such checkout, a 404.
      await expect(call(payments.payTestCheckoutAction, token)).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/) });
    }
    expect(reached.services).toBe(0);
  });

  it('well-formed arguments still reach the services', async () => {
    const form = new FormData();
    form.set('email', 'someone@example.com');
    expect(await call(auth.forgotPasswordAction, { email: '' }, form)).toEqual({ email: 'someone@example.com', sent: true });
    expect(await call(spectators.startPurchaseAction, 7)).toEqual({ ok: true });
    expect(await call(registration.submitRegistrationAction, { information: {} })).toEqual({ ok: true });
    expect(reached.services).toBe(3);
  });
});
