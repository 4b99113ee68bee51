import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { authenticateAccount, type TAuthenticateDeps } from '@/lib/accounts/authenticate';
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '@/lib/accounts/config';
import {
  checkResetToken,
  completePasswordReset,
  createResetToken,
  requestPasswordReset,
  type TPasswordResetDeps,
} from '@/lib/accounts/password-reset';
import { hashPassword } from '@/lib/security/passwords';
import {
  accountForToken,
  createSession,
  endAllSessions,
  endSessionByToken,
  resolveSession,
  rotateSession,
} from '@/lib/accounts/session-store';
import { generateToken, hashToken } from '@/lib/accounts/tokens';
import { accounts, mailOutbox, passwordResetTokens, rateLimits, sessions } from '@/lib/db/schema';
import type { TDatabase } from '@/lib/db/open';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD, seedAccounts } from '@/lib/demo/accounts';
import { createMailer } from '@/lib/mail/mailer';
import { createRateLimiter, RATE_LIMIT_POLICIES } from '@/lib/security/rate-limit';
import { createTestDb } from '../setup/db';

const T0 = new Date('2026-06-01T12:00:00Z');
const MIN = 60_000;

describe('accounts: sign-in, sessions, password reset', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let auth: TAuthenticateDeps;
  let reset: TPasswordResetDeps;
  let clock = T0;
  let nextAccount = 500;

  /** A fresh adult account with its own email, so tests do not share rate-limit keys. */
  async function makeAccount(options: { locale?: string; password?: string } = {}) {
    const id = nextAccount++;
    const email = `rider${id}@example.org`;
    const password = options.password ?? `Trail-${id}-rider`;
    await db.insert(accounts).values({
      id,
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Rider',
      lastName: `Number${id}`,
      gender: 'female',
      birthDate: '1990-01-01',
      locale: options.locale ?? 'en',
    });
    return { id, email, password };
  }

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    const getDb = async () => db;
    auth = { db, rateLimiter: createRateLimiter(getDb) };
    reset = {
      db,
      rateLimiter: auth.rateLimiter,
      sendMail: createMailer({ getDb, from: 'Portal <no-reply@test>' }).send,
      siteUrl: 'https://www.oorra.ca',
      supportEmail: 'support@oorra.ca',
      now: () => clock,
    };
    await seedAccounts(db, { anchor: T0 });
  });
  afterAll(() => close());
  afterEach(() => {
    vi.useRealTimers();
    clock = T0;
  });

  describe('authenticate', () => {
    it('signs in the demo accounts with the documented password, email case and spaces ignored', async () => {
      for (const [role, email] of Object.entries(DEMO_EMAILS)) {
        const result = await authenticateAccount(auth, { email: `  ${email.toUpperCase()} `, password: DEMO_PASSWORD, ip: '198.51.100.10' });
        expect(result).toMatchObject({ ok: true, accountId: DEMO_ACCOUNT_IDS[role as keyof typeof DEMO_EMAILS] });
      }
    });

    it('gives the same answer for a wrong password and an unknown email (no enumeration)', async () => {
      const wrongPassword = await authenticateAccount(auth, { email: DEMO_EMAILS.participant, password: 'Not-the-password-1', ip: '198.51.100.11' });
      const unknownEmail = await authenticateAccount(auth, { email: 'nobody@example.org', password: DEMO_PASSWORD, ip: '198.51.100.11' });
      expect(wrongPassword).toEqual({ ok: false, error: 'invalid_credentials' });
      expect(unknownEmail).toEqual(wrongPassword);
    });

    it('never signs in an account without a password (a minor without a login)', async () => {
      const [minor] = await db.select().from(accounts).where(eq(accounts.id, DEMO_ACCOUNT_IDS.minor));
      expect(minor?.passwordHash).toBeNull();
      expect(await authenticateAccount(auth, { email: '', password: DEMO_PASSWORD })).toEqual({ ok: false, error: 'invalid_credentials' });
    });

    it('blocks an email from one IP after 5 failures, with growing delays, and releases it', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: T0 });
      const account = await makeAccount();
      const attempt = (password: string) => authenticateAccount(auth, { email: account.email, password, ip: '203.0.113.20' });
      const { points, blockDuration } = RATE_LIMIT_POLICIES.loginFailsPerEmailIp;

      for (let i = 0; i < points; i++) expect(await attempt('wrong-password-1')).toEqual({ ok: false, error: 'invalid_credentials' });
      expect(await attempt('wrong-password-1')).toEqual({ ok: false, error: 'rate_limited', retryAfterSeconds: blockDuration });
      // While blocked, even the right password is refused (and not checked).
      expect(await attempt(account.password)).toMatchObject({ ok: false, error: 'rate_limited' });
      // Another IP is not blocked for this email.
      expect(await authenticateAccount(auth, { email: account.email, password: account.password, ip: '203.0.113.21' })).toMatchObject({ ok: true });

      vi.setSystemTime(T0.getTime() + (blockDuration + 1) * 1000);
      expect(await attempt('wrong-password-1')).toEqual({ ok: false, error: 'invalid_credentials' });
      for (let i = 1; i < points; i++) await attempt('wrong-password-1');
      // The second block is twice as long.
      expect(await attempt('wrong-password-1')).toEqual({ ok: false, error: 'rate_limited', retryAfterSeconds: 2 * blockDuration });

      vi.setSystemTime(T0.getTime() + (3 * blockDuration + 5) * 1000);
      expect(await attempt(account.password)).toMatchObject({ ok: true, accountId: account.id });
    });

    it('clears the failure count on a successful sign-in', async () => {
      const account = await makeAccount();
      const attempt = (password: string) => authenticateAccount(auth, { email: account.email, password, ip: '203.0.113.30' });
      const { points } = RATE_LIMIT_POLICIES.loginFailsPerEmailIp;
      for (let i = 0; i < points - 1; i++) await attempt('wrong-password-1');
      expect(await attempt(account.password)).toMatchObject({ ok: true });
      for (let i = 0; i < points - 1; i++) expect(await attempt('wrong-password-1')).toMatchObject({ error: 'invalid_credentials' });
      expect(await attempt(account.password)).toMatchObject({ ok: true });
    });

    it('blocks an IP that fails for many emails; an email failed from a few dozen IPs still signs its owner in', async () => {
      const ipPolicy = RATE_LIMIT_POLICIES.loginFailsPerIp;
      let last;
      for (let i = 0; i <= ipPolicy.points; i++) {
        last = await authenticateAccount(auth, { email: `spray${i}@example.org`, password: 'wrong-password-1', ip: '203.0.113.40' });
      }
      expect(last).toEqual({ ok: false, error: 'rate_limited', retryAfterSeconds: ipPolicy.blockDuration });
      expect(await authenticateAccount(auth, { email: DEMO_EMAILS.spectator, password: DEMO_PASSWORD, ip: '203.0.113.40' })).toMatchObject({
        error: 'rate_limited',
      });

      // An email failed from many IPs is refused only past its hourly cap (100: tests/accounts/
      // login-throttle.db.test.ts); below it, every address is answered normally.
      const account = await makeAccount();
      for (let i = 0; i <= 20; i++) {
        last = await authenticateAccount(auth, { email: account.email, password: 'wrong-password-1', ip: `192.0.2.${i + 1}` });
      }
      expect(last).toEqual({ ok: false, error: 'invalid_credentials' });
      expect(await authenticateAccount(auth, { email: account.email, password: account.password, ip: '192.0.2.99' })).toMatchObject({ ok: true, accountId: account.id });
      // Unknown emails are counted the same way: the answers tell nothing about existence.
      for (let i = 0; i <= 20; i++) {
        last = await authenticateAccount(auth, { email: 'ghost@example.org', password: 'wrong-password-1', ip: `192.0.2.${i + 100}` });
      }
      expect(last).toEqual({ ok: false, error: 'invalid_credentials' });
      // Keys are hashed: no email or IP is kept in clear.
      expect(await db.select().from(rateLimits).where(like(rateLimits.key, '%ghost%'))).toEqual([]);
      expect(await db.select().from(rateLimits).where(like(rateLimits.key, '%192.0.2%'))).toEqual([]);
    });
  });

  describe('sessions', () => {
    const deps = () => ({ db, now: () => clock });

    it('stores only the hash of the 256-bit token and resolves the signed-in account', async () => {
      const { token, expiresAt } = await createSession(deps(), { accountId: DEMO_ACCOUNT_IDS.guardian, userAgent: 'vitest' });
      expect(expiresAt.getTime()).toBe(T0.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS);
      const rows = await db.select().from(sessions).where(eq(sessions.accountId, DEMO_ACCOUNT_IDS.guardian));
      expect(rows.map((r) => r.tokenHash)).toContain(hashToken(token));
      expect(rows.some((r) => r.tokenHash === token)).toBe(false);
      expect(await accountForToken(deps(), token)).toEqual({
        id: DEMO_ACCOUNT_IDS.guardian,
        role: 'participant',
        email: DEMO_EMAILS.guardian,
        firstName: 'Marie',
        lastName: 'Lefebvre',
        birthDate: '1983-03-09',
        locale: 'fr',
        isMinor: false,
      });
      expect(await accountForToken(deps(), generateToken())).toBeNull();
      expect(await accountForToken(deps(), 'not a token')).toBeNull();
    });

    it('slides the idle timeout, writing lastSeenAt at most once a minute, then ends an idle session', async () => {
      const { token } = await createSession(deps(), { accountId: DEMO_ACCOUNT_IDS.participant });
      const lastSeen = async () => (await db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token))))[0]?.lastSeenAt.getTime();

      clock = new Date(T0.getTime() + 30_000);
      expect(await resolveSession(deps(), token)).not.toBeNull();
      expect(await lastSeen()).toBe(T0.getTime());

      clock = new Date(T0.getTime() + SESSION_IDLE_TIMEOUT_MS - MIN);
      expect(await resolveSession(deps(), token)).not.toBeNull();
      expect(await lastSeen()).toBe(clock.getTime());

      clock = new Date(clock.getTime() + SESSION_IDLE_TIMEOUT_MS - MIN);
      expect(await resolveSession(deps(), token)).not.toBeNull();

      clock = new Date(clock.getTime() + SESSION_IDLE_TIMEOUT_MS);
      expect(await resolveSession(deps(), token)).toBeNull();
      expect(await lastSeen()).toBeUndefined();
    });

    it('ends a session at its absolute timeout however active it is', async () => {
      const { token } = await createSession(deps(), { accountId: DEMO_ACCOUNT_IDS.participant });
      for (let t = 20 * MIN; t < SESSION_ABSOLUTE_TIMEOUT_MS; t += 20 * MIN) {
        clock = new Date(T0.getTime() + t);
        expect(await resolveSession(deps(), token)).not.toBeNull();
      }
      clock = new Date(T0.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS);
      expect(await resolveSession(deps(), token)).toBeNull();
    });

    it('rotates: a sign-in ends the session the browser held before', async () => {
      const before = await createSession(deps(), { accountId: DEMO_ACCOUNT_IDS.spectator });
      const after = await rotateSession(deps(), { previousToken: before.token, accountId: DEMO_ACCOUNT_IDS.participant });
      expect(after.token).not.toBe(before.token);
      expect(await resolveSession(deps(), before.token)).toBeNull();
      expect(await resolveSession(deps(), after.token)).toMatchObject({ accountId: DEMO_ACCOUNT_IDS.participant });
      await endSessionByToken(deps(), after.token);
      expect(await resolveSession(deps(), after.token)).toBeNull();
    });

    it('tells a minor apart and ends every session of an account at once', async () => {
      const minor = await createSession(deps(), { accountId: DEMO_ACCOUNT_IDS.minor });
      expect(await accountForToken(deps(), minor.token)).toMatchObject({ isMinor: true, email: null });
      const a = await createSession(deps(), { accountId: DEMO_ACCOUNT_IDS.promoter });
      const b = await createSession(deps(), { accountId: DEMO_ACCOUNT_IDS.promoter });
      expect(await endAllSessions(deps(), DEMO_ACCOUNT_IDS.promoter)).toBe(2);
      expect(await resolveSession(deps(), a.token)).toBeNull();
      expect(await resolveSession(deps(), b.token)).toBeNull();
      expect(await resolveSession(deps(), minor.token)).not.toBeNull();
    });
  });

  describe('password reset', () => {
    const mailsTo = (to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    const tokenFromMail = (text: string) => /token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

    it('mails a one-hour link in the account language, built from SITE_URL; unknown emails get the same answer', async () => {
      const account = await makeAccount({ locale: 'fr' });
      expect(await requestPasswordReset(reset, { email: account.email.toUpperCase() }, { ip: '198.51.100.50' })).toEqual({ ok: true });
      expect(await requestPasswordReset(reset, { email: 'nobody-here@example.org' }, { ip: '198.51.100.50' })).toEqual({ ok: true });
      expect(await mailsTo('nobody-here@example.org')).toEqual([]);

      const [mail] = await mailsTo(account.email);
      expect(mail?.subject).toBe('Réinitialiser votre mot de passe');
      expect(mail?.text).toContain('https://www.oorra.ca/ll/fr/resetPassword?token=');
      const token = tokenFromMail(mail!.text)!;
      const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.accountId, account.id));
      expect(row?.tokenHash).toBe(hashToken(token));
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60 * MIN);
      expect(await checkResetToken(reset, token)).toBe('valid');
    });

    it('knows expired, used, voided, unknown, missing and undecodable links', async () => {
      const account = await makeAccount();
      const first = await createResetToken(reset, account.id);
      const second = await createResetToken(reset, account.id);
      expect(await checkResetToken(reset, first)).toBe('invalid');
      expect(await checkResetToken(reset, second)).toBe('valid');
      expect(await checkResetToken(reset, generateToken())).toBe('invalid');
      expect(await checkResetToken(reset, '')).toBe('invalid');
      expect(await checkResetToken(reset, 'abc%20def')).toBe('undecodable');
      expect(await checkResetToken(reset, `${second}x`)).toBe('undecodable');

      clock = new Date(T0.getTime() + 60 * MIN);
      expect(await checkResetToken(reset, second)).toBe('expired');
      expect(await completePasswordReset(reset, { token: second, password: 'New-trail-77', passwordConfirm: 'New-trail-77' }, {})).toEqual({
        ok: false,
        state: 'expired',
      });
      clock = new Date(T0.getTime() + 59 * MIN);
      expect(await checkResetToken(reset, second)).toBe('valid');
    });

    it('sets the new password, uses the link up, ends every session and mails a confirmation', async () => {
      const account = await makeAccount({ locale: 'es' });
      const s1 = await createSession({ db, now: () => clock }, { accountId: account.id });
      const s2 = await createSession({ db, now: () => clock }, { accountId: account.id });
      const token = await createResetToken(reset, account.id);
      const input = { token, password: 'Brand-new-trail-5', passwordConfirm: 'Brand-new-trail-5' };

      expect(await completePasswordReset(reset, input, { ip: '198.51.100.60' })).toEqual({ ok: true });
      expect(await resolveSession({ db, now: () => clock }, s1.token)).toBeNull();
      expect(await resolveSession({ db, now: () => clock }, s2.token)).toBeNull();
      expect(await checkResetToken(reset, token)).toBe('used');
      expect(await completePasswordReset(reset, input, { ip: '198.51.100.60' })).toEqual({ ok: false, state: 'used' });

      const ip = '198.51.100.61';
      expect(await authenticateAccount(auth, { email: account.email, password: account.password, ip })).toMatchObject({ error: 'invalid_credentials' });
      expect(await authenticateAccount(auth, { email: account.email, password: 'Brand-new-trail-5', ip })).toMatchObject({ ok: true, accountId: account.id });
      const [saved] = await db.select().from(accounts).where(eq(accounts.id, account.id));
      expect(saved?.passwordChangedAt?.getTime()).toBe(clock.getTime());
      const mails = await mailsTo(account.email);
      expect(mails.map((m) => m.subject)).toContain('Su contraseña ha cambiado');
    });

    it('checks the new password: rules, confirmation, different from the old one', async () => {
      const account = await makeAccount();
      const token = await createResetToken(reset, account.id);
      expect(await completePasswordReset(reset, { token, password: 'short1', passwordConfirm: 'short2' }, {})).toEqual({
        ok: false,
        fieldErrors: { password: ['participant.password.tooShort'], passwordConfirm: ['participant.passwordConfirmation.mismatch'] },
      });
      expect(await completePasswordReset(reset, { token, password: 'password123', passwordConfirm: 'password123' }, {})).toEqual({
        ok: false,
        fieldErrors: { password: ['participant.password.common'] },
      });
      expect(await completePasswordReset(reset, { token, password: account.password, passwordConfirm: account.password }, {})).toEqual({
        ok: false,
        fieldErrors: { password: ['passwordSameAsOld'] },
      });
      expect(await checkResetToken(reset, token)).toBe('valid');
    });

    it('limits requests per email and per IP, the same for unknown emails', async () => {
      const account = await makeAccount();
      const perEmail = RATE_LIMIT_POLICIES.forgotPerEmail.points;
      for (let i = 0; i < perEmail; i++) {
        expect(await requestPasswordReset(reset, { email: account.email }, { ip: `198.51.100.${70 + i}` })).toEqual({ ok: true });
      }
      expect(await requestPasswordReset(reset, { email: account.email }, { ip: '198.51.100.99' })).toMatchObject({ ok: false, formError: 'rateLimited' });
      for (let i = 0; i < perEmail; i++) await requestPasswordReset(reset, { email: 'unknown-x@example.org' }, { ip: `198.51.100.${80 + i}` });
      expect(await requestPasswordReset(reset, { email: 'unknown-x@example.org' }, { ip: '198.51.100.98' })).toMatchObject({
        ok: false,
        formError: 'rateLimited',
      });
      // Only the newest of the links sent is still valid.
      const open = await db
        .select()
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.accountId, account.id)));
      expect(open.filter((r) => !r.voidedAt)).toHaveLength(1);

      const perIp = RATE_LIMIT_POLICIES.forgotPerIp.points;
      for (let i = 0; i < perIp; i++) await requestPasswordReset(reset, { email: `someone${i}@example.org` }, { ip: '203.0.113.90' });
      expect(await requestPasswordReset(reset, { email: 'another@example.org' }, { ip: '203.0.113.90' })).toMatchObject({
        ok: false,
        formError: 'rateLimited',
      });
    });

    it('answers field errors for a missing or malformed email', async () => {
      expect(await requestPasswordReset(reset, { email: '' }, {})).toEqual({ ok: false, fieldErrors: { email: ['emailRequired'] } });
      expect(await requestPasswordReset(reset, { email: 'nope' }, {})).toEqual({ ok: false, fieldErrors: { email: ['emailInvalid'] } });
    });
  });
});
