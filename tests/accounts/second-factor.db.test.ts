import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { authenticateAccount } from '@/lib/accounts/authenticate';
import { hashPassword } from '@/lib/security/passwords';
import { PENDING_LOGIN_TTL_SECONDS, signPendingLogin, verifyPendingLogin } from '@/lib/accounts/pending-login';
import { signInGuardian } from '@/lib/accounts/registration';
import {
  confirmEnrolment,
  hasConfirmedFactor,
  hashRecoveryCode,
  normaliseRecoveryCode,
  regenerateRecoveryCodes,
  removeSecondFactor,
  resetSecondFactor,
  secondFactorStatus,
  startEnrolment,
  verifySignInCode,
  type TSecondFactorDeps,
} from '@/lib/accounts/second-factor';
import type { TDatabase } from '@/lib/db/open';
import { accounts, appKeys, auditLog, recoveryCodes, roleGrants, totpFactors } from '@/lib/db/schema';
import { createSession, resolveSession } from '@/lib/accounts/session-store';
import { scopeAndFactorOf } from '@/lib/organiser/access';
import { COMMAND_LINE_ACTOR } from '@/lib/organiser/audit';
import { grantRole } from '@/lib/organiser/roles';
import { createRateLimiter, RATE_LIMIT_POLICIES } from '@/lib/security/rate-limit';
import { base32Decode, totpCode, totpStep } from '@/lib/security/totp';
import { createTestDb } from '../setup/db';

/**
 * The second factor against the database, on PGlite and PostgreSQL (docs/decisions/055): setting
 * one up and confirming it with a first code (ten recovery codes, once); the secret encrypted at
 * rest; a sign-in whose right password is not enough (a pending sign-in, then a code, each code
 * once); recovery codes used once; wrong codes throttled per pending sign-in and per account, also
 * in a parallel burst; new recovery codes; turning it off, refused for an organiser.
 */
describe('second factor', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TSecondFactorDeps;
  let clock = Date.parse('2026-06-01T12:00:10Z');
  let nextAccount = 2100;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    deps = { db, rateLimiter: createRateLimiter(async () => db), now: () => new Date(clock) };
  });
  afterAll(async () => {
    await close();
  });

  async function makeAccount(options: { password?: string } = {}) {
    const id = nextAccount++;
    const email = `two-step${id}@example.org`;
    await db.insert(accounts).values({
      id,
      email,
      passwordHash: options.password ? await hashPassword(options.password) : null,
      firstName: 'Tess',
      lastName: `Factor${id}`,
      gender: 'female',
      birthDate: '1984-04-04',
      locale: 'en',
    });
    return { id, email };
  }

  /** An account with a confirmed factor: its secret and recovery codes. */
  async function enrolled(options: { password?: string } = {}) {
    const account = await makeAccount(options);
    const started = await startEnrolment(deps, account.id);
    if (!started.ok) throw new Error('enrolment refused');
    const confirmed = await confirmEnrolment(deps, account.id, totpCode(started.secret, totpStep(clock)));
    if (!confirmed.ok) throw new Error(`confirmation refused: ${confirmed.error}`);
    return { ...account, secret: started.secret, codes: confirmed.recoveryCodes };
  }

  /** A code of a later step than any used so far (the clock moves on 30 s). */
  function nextCode(secret: string): string {
    clock += 30_000;
    return totpCode(secret, totpStep(clock));
  }

  const wrongCodeFor = (secret: string) => {
    const step = totpStep(clock);
    const window = [step - 1, step, step + 1].map((s) => totpCode(secret, s));
    for (let n = 0; ; n++) {
      const guess = String(n).padStart(6, '0');
      if (!window.includes(guess)) return guess;
    }
  };

  it('sets up a factor: a key, refused codes, then a first right code turns it on with ten recovery codes', async () => {
    const account = await makeAccount();
    expect(await secondFactorStatus(deps, account.id)).toEqual({ state: 'none' });
    const first = await startEnrolment(deps, account.id);
    expect(first).toMatchObject({ ok: true });
    // Starting over gives a new key; the old one no longer confirms.
    const started = await startEnrolment(deps, account.id);
    if (!first.ok || !started.ok) throw new Error('enrolment refused');
    expect(started.secret).not.toBe(first.secret);
    expect(await secondFactorStatus(deps, account.id)).toEqual({ state: 'pending', secret: started.secret });
    expect(await hasConfirmedFactor(db, account.id)).toBe(false);

    expect(await confirmEnrolment(deps, account.id, wrongCodeFor(started.secret))).toEqual({ ok: false, error: 'wrongCode' });
    expect(await confirmEnrolment(deps, account.id, 'not a code')).toEqual({ ok: false, error: 'wrongCode' });
    const confirmed = await confirmEnrolment(deps, account.id, totpCode(started.secret, totpStep(clock)));
    if (!confirmed.ok) throw new Error(confirmed.error);
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    for (const code of confirmed.recoveryCodes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);

    expect(await hasConfirmedFactor(db, account.id)).toBe(true);
    expect(await secondFactorStatus(deps, account.id)).toMatchObject({ state: 'confirmed', recoveryCodesLeft: 10 });
    // Confirmed: not set up again, and not confirmed twice (the codes are not shown again).
    expect(await startEnrolment(deps, account.id)).toEqual({ ok: false, error: 'alreadyConfirmed' });
    expect(await confirmEnrolment(deps, account.id, nextCode(started.secret))).toEqual({ ok: false, error: 'noFactor' });
  });

  it("lets a role holder into the organiser area on the account's own confirmed factor only, never on another account's", async () => {
    // Two organisers of one organisation: one with a confirmed factor, one with none, one with a
    // factor only started. Each is judged on its own factor.
    const password = 'Trail-organiser-9';
    const withFactor = await enrolled({ password });
    const without = await makeAccount({ password });
    const pending = await makeAccount({ password });
    expect(await startEnrolment(deps, pending.id)).toMatchObject({ ok: true });
    for (const account of [withFactor, without, pending]) {
      expect(await grantRole(db, COMMAND_LINE_ACTOR, account.email, { kind: 'organiser', organizationId: 1 })).toMatchObject({ ok: true });
    }
    expect(await scopeAndFactorOf(db, withFactor.id)).toMatchObject({ secondFactor: true, scope: { organizationIds: [1] } });
    expect(await scopeAndFactorOf(db, without.id)).toMatchObject({ secondFactor: false, scope: { organizationIds: [1] } });
    expect(await scopeAndFactorOf(db, pending.id)).toMatchObject({ secondFactor: false, scope: { organizationIds: [1] } });
    // Two roles and a factor: one answer per role, the factor said once.
    expect(await grantRole(db, COMMAND_LINE_ACTOR, withFactor.email, { kind: 'promoter', promoterId: 1, organizationId: null })).toMatchObject({ ok: true });
    expect(await scopeAndFactorOf(db, withFactor.id)).toEqual({ scope: { accountId: withFactor.id, organizationIds: [1], promoterIds: [1] }, secondFactor: true });
  });

  it('keeps the secret encrypted and the recovery codes hashed', async () => {
    const account = await enrolled();
    const [row] = await db.select().from(totpFactors).where(eq(totpFactors.accountId, account.id));
    const raw = base32Decode(account.secret)!;
    expect(row!.secretEncrypted).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    for (const form of [account.secret, account.secret.toLowerCase(), raw.toString('hex'), raw.toString('base64'), raw.toString('base64url')]) {
      expect(row!.secretEncrypted).not.toContain(form);
    }
    // The key is the app's own (app_keys), not a value in the row.
    const [key] = await db.select().from(appKeys).where(eq(appKeys.name, 'totp-secrets'));
    expect(key?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row!.secretEncrypted).not.toContain(key!.value);

    // Bound to its account: the same ciphertext moved to another account does not open.
    const other = await makeAccount();
    await db.insert(totpFactors).values({ accountId: other.id, secretEncrypted: row!.secretEncrypted });
    expect(await secondFactorStatus(deps, other.id)).toEqual({ state: 'none' });
    // A changed ciphertext neither.
    const tampered = row!.secretEncrypted.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    await db.update(totpFactors).set({ secretEncrypted: tampered }).where(eq(totpFactors.accountId, other.id));
    expect(await secondFactorStatus(deps, other.id)).toEqual({ state: 'none' });

    const stored = await db.select().from(recoveryCodes).where(eq(recoveryCodes.accountId, account.id));
    expect(stored).toHaveLength(10);
    const hashes = stored.map((r) => r.codeHash);
    for (const code of account.codes) {
      expect(hashes).toContain(hashRecoveryCode(account.id, normaliseRecoveryCode(code)!));
      expect(hashes.join(' ')).not.toContain(code.replace('-', ''));
    }
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a right password is not enough: the pending sign-in needs a code, and each code signs in once', async () => {
    const password = 'Two-step-2026-trail';
    const account = await makeAccount({ password });
    const started = await startEnrolment(deps, account.id);
    if (!started.ok) throw new Error('enrolment refused');
    const confirmCode = totpCode(started.secret, totpStep(clock));
    expect(await confirmEnrolment(deps, account.id, confirmCode)).toMatchObject({ ok: true });

    const password_ok = await authenticateAccount({ db, rateLimiter: deps.rateLimiter }, { email: account.email, password, ip: '198.51.100.7' });
    expect(password_ok).toMatchObject({ ok: true, accountId: account.id });
    // The login action then asks for the code instead of starting a session.
    expect(await hasConfirmedFactor(db, account.id)).toBe(true);

    const now = new Date(clock);
    const cookie = await signPendingLogin(db, account.id, now);
    const pending = await verifyPendingLogin(db, cookie, now);
    expect(pending).toMatchObject({ accountId: account.id });
    // Changed, another account's, expired or malformed: no pending sign-in.
    const [id, expires, nonce, signature] = cookie.split('.');
    expect(await verifyPendingLogin(db, `${Number(id) + 1}.${expires}.${nonce}.${signature}`, now)).toBeNull();
    expect(await verifyPendingLogin(db, `${id}.${Number(expires) + 600}.${nonce}.${signature}`, now)).toBeNull();
    expect(await verifyPendingLogin(db, cookie, new Date(clock + PENDING_LOGIN_TTL_SECONDS * 1000 + 1000))).toBeNull();
    for (const junk of [undefined, '', 'x', 42, `${cookie}x`, 'a'.repeat(500)]) expect(await verifyPendingLogin(db, junk, now)).toBeNull();

    const loginKey = pending!.nonce;
    // The code that confirmed the factor was used: refused.
    expect(await verifySignInCode(deps, { accountId: account.id, loginKey, code: confirmCode })).toMatchObject({ ok: false, error: 'wrongCode' });
    const code = nextCode(started.secret);
    expect(await verifySignInCode(deps, { accountId: account.id, loginKey, code })).toEqual({ ok: true, method: 'totp' });
    // The same code again (a replay, another sign-in) is refused; the next step's works.
    expect(await verifySignInCode(deps, { accountId: account.id, loginKey: 'another-login', code })).toMatchObject({ ok: false, error: 'wrongCode' });
    // Two requests with one fresh code at once: one passes.
    const fresh = nextCode(started.secret);
    const both = await Promise.all([1, 2].map((n) => verifySignInCode(deps, { accountId: account.id, loginKey: `parallel-${n}`, code: fresh })));
    expect(both.filter((r) => r.ok)).toHaveLength(1);
  });

  it('a guardian signing in inside the registration stepper gets no session on a password alone', async () => {
    const password = 'Guardian-2026-trail';
    const account = await makeAccount({ password });
    const started = await startEnrolment(deps, account.id);
    if (!started.ok) throw new Error('enrolment refused');
    expect(await confirmEnrolment(deps, account.id, totpCode(started.secret, totpStep(clock)))).toMatchObject({ ok: true });
    const startSession = vi.fn(async (_id: number) => {});
    const result = await signInGuardian(
      { email: account.email, password },
      { ip: '198.51.100.9' },
      {
        db,
        rateLimiter: deps.rateLimiter,
        hashPassword,
        authenticate: (options) => authenticateAccount({ db, rateLimiter: deps.rateLimiter }, options),
        startSession,
        getCurrentAccount: async () => null,
        supportEmail: 'help@oorra.test',
      },
    );
    expect(result).toEqual({ ok: false, formError: 'failed' });
    expect(startSession).not.toHaveBeenCalled();
  });

  it('a recovery code signs in once, whatever its spelling', async () => {
    const account = await enrolled();
    const [first, second] = account.codes as [string, string];
    expect(await verifySignInCode(deps, { accountId: account.id, loginKey: 'recovery-1', code: first })).toEqual({ ok: true, method: 'recovery' });
    expect(await verifySignInCode(deps, { accountId: account.id, loginKey: 'recovery-2', code: first })).toMatchObject({ ok: false, error: 'wrongCode' });
    // Upper case, spaces, no dash: the same code.
    const spelled = ` ${second.replace('-', ' ').toUpperCase()} `;
    expect(await verifySignInCode(deps, { accountId: account.id, loginKey: 'recovery-3', code: spelled })).toEqual({ ok: true, method: 'recovery' });
    expect(await secondFactorStatus(deps, account.id)).toMatchObject({ state: 'confirmed', recoveryCodesLeft: 8 });
    // Another account's recovery code is not this one's.
    const other = await enrolled();
    expect(await verifySignInCode(deps, { accountId: account.id, loginKey: 'recovery-4', code: other.codes[0]! })).toMatchObject({ ok: false, error: 'wrongCode' });
    // Not a way to change the recovery codes or turn the factor off: those want the app's code.
    expect(await regenerateRecoveryCodes(deps, account.id, account.codes[2]!)).toEqual({ ok: false, error: 'wrongCode' });
    expect(await removeSecondFactor(deps, account.id, account.codes[3]!)).toEqual({ ok: false, error: 'wrongCode' });
  });

  it('ends a pending sign-in after 5 wrong codes: then even the right code is refused', async () => {
    const account = await enrolled();
    const wrong = wrongCodeFor(account.secret);
    const answers = [];
    for (let n = 0; n < 5; n++) answers.push(await verifySignInCode(deps, { accountId: account.id, loginKey: 'five', code: wrong }));
    expect(answers.map((a) => (a.ok ? 'ok' : a.error === 'wrongCode' ? a.attemptsLeft : a.error))).toEqual([4, 3, 2, 1, 'tooManyAttempts']);
    expect(await verifySignInCode(deps, { accountId: account.id, loginKey: 'five', code: nextCode(account.secret) })).toEqual({ ok: false, error: 'tooManyAttempts' });
    // A new sign-in (the password again) may go on.
    expect(await verifySignInCode(deps, { accountId: account.id, loginKey: 'five-again', code: nextCode(account.secret) })).toEqual({ ok: true, method: 'totp' });
  });

  it('refuses every code of an account after 10 wrong ones in an hour, across sign-ins and in a parallel burst', async () => {
    const limit = RATE_LIMIT_POLICIES.secondFactorFailsPerAccount.points;
    const account = await enrolled();
    const wrong = wrongCodeFor(account.secret);
    // 30 guesses at once, each from a sign-in of its own: at most 10 are checked.
    const burst = await Promise.all(Array.from({ length: 30 }, (_, n) => verifySignInCode(deps, { accountId: account.id, loginKey: `burst-${n}`, code: wrong })));
    const checked = burst.filter((r) => !r.ok && r.error === 'wrongCode');
    expect(checked.length).toBeLessThanOrEqual(limit);
    expect(burst.some((r) => !r.ok && r.error === 'rateLimited')).toBe(true);
    // The right code is refused too, unchecked, for the rest of the hour; and on the security page.
    const right = await verifySignInCode(deps, { accountId: account.id, loginKey: 'owner', code: nextCode(account.secret) });
    expect(right).toMatchObject({ ok: false, error: 'rateLimited' });
    expect(right.ok === false && right.error === 'rateLimited' && right.retryAfterSeconds).toBeGreaterThan(0);
    expect(await regenerateRecoveryCodes(deps, account.id, nextCode(account.secret))).toMatchObject({ ok: false, error: 'rateLimited' });
    // Another account is not affected.
    const other = await enrolled();
    expect(await verifySignInCode(deps, { accountId: other.id, loginKey: 'other', code: nextCode(other.secret) })).toEqual({ ok: true, method: 'totp' });
  });

  it('right codes give their count back: the owner signing in often is never throttled', async () => {
    const account = await enrolled();
    for (let n = 0; n < 15; n++) {
      expect(await verifySignInCode(deps, { accountId: account.id, loginKey: `daily-${n}`, code: nextCode(account.secret) })).toEqual({ ok: true, method: 'totp' });
    }
  });

  it('makes new recovery codes with a current code: the old ones stop working', async () => {
    const account = await enrolled();
    expect(await regenerateRecoveryCodes(deps, account.id, wrongCodeFor(account.secret))).toEqual({ ok: false, error: 'wrongCode' });
    const renewed = await regenerateRecoveryCodes(deps, account.id, nextCode(account.secret));
    if (!renewed.ok) throw new Error(renewed.error);
    expect(renewed.recoveryCodes).toHaveLength(10);
    expect(await verifySignInCode(deps, { accountId: account.id, loginKey: 'old-code', code: account.codes[0]! })).toMatchObject({ ok: false, error: 'wrongCode' });
    expect(await verifySignInCode(deps, { accountId: account.id, loginKey: 'new-code', code: renewed.recoveryCodes[0]! })).toEqual({ ok: true, method: 'recovery' });
  });

  it('turns the factor off with a current code, but never for an organiser or promoter', async () => {
    const account = await enrolled();
    expect(await removeSecondFactor(deps, account.id, wrongCodeFor(account.secret))).toEqual({ ok: false, error: 'wrongCode' });
    expect(await removeSecondFactor(deps, account.id, nextCode(account.secret))).toEqual({ ok: true });
    expect(await secondFactorStatus(deps, account.id)).toEqual({ state: 'none' });
    expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.accountId, account.id))).toHaveLength(0);
    // No factor: a sign-in code is not asked, and cannot be given.
    expect(await verifySignInCode(deps, { accountId: account.id, loginKey: 'gone', code: nextCode(account.secret) })).toEqual({ ok: false, error: 'noFactor' });

    const organiser = await enrolled();
    await db.insert(roleGrants).values({ accountId: organiser.id, kind: 'organiser', organizationId: 1 });
    expect(await removeSecondFactor(deps, organiser.id, nextCode(organiser.secret))).toEqual({ ok: false, error: 'roleRequiresFactor' });
    expect(await hasConfirmedFactor(db, organiser.id)).toBe(true);
    // A revoked role no longer holds it.
    await db.update(roleGrants).set({ revokedAt: new Date() }).where(eq(roleGrants.accountId, organiser.id));
    expect(await removeSecondFactor(deps, organiser.id, nextCode(organiser.secret))).toEqual({ ok: true });
  });

  it('resets a lost factor from the command line: factor, recovery codes and sessions gone, audited for the organisation', async () => {
    const organiser = await enrolled();
    await db.insert(roleGrants).values({ accountId: organiser.id, kind: 'organiser', organizationId: 7 });
    const session = await createSession({ db }, { accountId: organiser.id });
    expect(await resolveSession({ db }, session.token)).not.toBeNull();

    expect(await resetSecondFactor(db, COMMAND_LINE_ACTOR, organiser.id)).toEqual({ removed: true });
    expect(await secondFactorStatus(deps, organiser.id)).toEqual({ state: 'none' });
    expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.accountId, organiser.id))).toHaveLength(0);
    expect(await resolveSession({ db }, session.token)).toBeNull();
    // Neither the old key nor a recovery code signs in any more.
    expect(await verifySignInCode(deps, { accountId: organiser.id, loginKey: 'after-reset', code: organiser.codes[0]! })).toEqual({ ok: false, error: 'noFactor' });
    const rows = await db.select().from(auditLog).where(eq(auditLog.subject, `account:${organiser.id}`));
    expect(rows.map((r) => [r.action, r.organizationId, r.actorName])).toEqual([['second_factor.reset', 7, 'command line']]);
    // A second reset finds nothing to remove, and says so.
    expect(await resetSecondFactor(db, COMMAND_LINE_ACTOR, organiser.id)).toEqual({ removed: false });
  });
});
