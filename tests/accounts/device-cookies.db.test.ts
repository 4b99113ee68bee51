import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { authenticateAccount, loginLimitKeys, type TAuthenticateAccountResult, type TAuthenticateDeps } from '@/lib/accounts/authenticate';
import { hashPassword } from '@/lib/security/passwords';
import type * as Passwords from '@/lib/security/passwords';
import { accounts, appKeys } from '@/lib/db/schema';
import type { TDatabase } from '@/lib/db/open';
import { DEVICE_COOKIE_KEY_NAME, deviceCookieFor, signDeviceCookie, verifyDeviceCookie } from '@/lib/security/device-cookies';
import { hashIdentifier } from '@/lib/security/hash';
import { createRateLimiter, RATE_LIMIT_POLICIES, type TRateLimiter } from '@/lib/security/rate-limit';
import { createTestDb } from '../setup/db';

/** The passwords checked: each one is a guess the attacker got. */
const checked = vi.hoisted(() => ({ passwords: [] as string[] }));
vi.mock('@/lib/security/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    verifyPassword: async (hashed: string, plain: string) => {
      checked.passwords.push(plain);
      return original.verifyPassword(hashed, plain);
    },
  };
});

/**
 * The account's own limit (docs/security.md, "Sign-in throttling"; docs/decisions/051): at most
 * 100 attempts an hour on one email from clients without a device cookie of that account, counted
 * before the password is checked, so even a parallel attack from as many addresses gets no more
 * guesses; a browser that signed in before presents its device cookie and counts against its own
 * allowance instead, so the owner still signs in there. Unknown emails are capped alike.
 */
describe('sign-in cap per account, and device cookies', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let limiter: TRateLimiter;
  let deps: TAuthenticateDeps;
  let clock = Date.parse('2026-06-01T12:00:00Z');
  let nextAccount = 1200;
  let nextIp = 1;

  const cap = RATE_LIMIT_POLICIES.loginUntrustedPerEmail;
  const deviceLimit = RATE_LIMIT_POLICIES.loginFailsPerDevice;

  async function makeAccount() {
    const id = nextAccount++;
    const email = `known${id}@example.org`;
    const password = `Known-${id}-trail`;
    await db.insert(accounts).values({
      id,
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Known',
      lastName: `Number${id}`,
      gender: 'female',
      birthDate: '1988-08-08',
      locale: 'en',
    });
    return { id, email, password };
  }

  /** A fresh address for every attempt of a spread-out attack, so the address limits never apply. */
  function freshIp(): string {
    const n = nextIp++;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  const attempt = (email: string, password: string, deviceCookie?: string) =>
    authenticateAccount(deps, { email, password, ip: freshIp(), deviceCookie });

  /** The device cookie a success gives its browser. */
  function cookieOf(result: TAuthenticateAccountResult): string {
    if (!result.ok) throw new Error(`expected a sign-in, got ${result.error}`);
    return result.deviceCookie;
  }

  const signIn = async (owner: { email: string; password: string }, deviceCookie?: string) =>
    cookieOf(await attempt(owner.email, owner.password, deviceCookie));

  /** The answers of a burst, counted by kind. */
  function tally(results: TAuthenticateAccountResult[]): Record<string, number> {
    const out: Record<string, number> = {};
    for (const r of results) {
      const kind = r.ok ? 'signed in' : r.error;
      out[kind] = (out[kind] ?? 0) + 1;
    }
    return out;
  }

  const emailKey = (email: string) => loginLimitKeys(email, undefined).loginUntrustedPerEmail;
  const deviceOf = (cookie: string) => cookie.split('.')[1]!;

  /** As 100 wrong passwords from 100 addresses would, without hashing 100 passwords. */
  async function fillCap(email: string) {
    for (let i = 0; i < cap.points; i++) await limiter.consume('loginUntrustedPerEmail', emailKey(email));
  }

  function passAnHour() {
    clock += (60 * 60 + 1) * 1000;
    vi.setSystemTime(clock);
  }

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    limiter = createRateLimiter(async () => db);
    deps = { db, rateLimiter: limiter };
  });
  afterAll(() => close());
  afterEach(() => {
    vi.useRealTimers();
    checked.passwords = [];
  });

  it('checks at most 100 passwords of a parallel attack from 150 addresses; the owner signs in on a known browser meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: clock });
    const owner = await makeAccount();
    const laptop = await signIn(owner);
    // That sign-in was in an earlier hour: the attack below has the whole cap.
    passAnHour();
    checked.passwords = [];

    const [ownerResult, ...burst] = await Promise.all([
      attempt(owner.email, owner.password, laptop),
      ...Array.from({ length: 150 }, (_, i) => attempt(owner.email, `Spread-${i}-guess`)),
    ]);
    expect(checked.passwords.filter((p) => p.startsWith('Spread-'))).toHaveLength(cap.points);
    expect(tally(burst)).toEqual({ invalid_credentials: cap.points, rate_limited: 150 - cap.points });
    for (const r of burst) if (!r.ok && r.error === 'rate_limited') expect(r.retryAfterSeconds).toBe(cap.duration);
    expect(ownerResult).toMatchObject({ ok: true, accountId: owner.id });

    // While the cap holds, no untrusted attempt is checked, the owner's on a fresh browser
    // included (the trade-off: docs/decisions/051); the known browser signs in again.
    checked.passwords = [];
    expect(await attempt(owner.email, owner.password)).toEqual({ ok: false, error: 'rate_limited', retryAfterSeconds: cap.duration });
    expect(await attempt(owner.email, 'Spread-more-guess')).toEqual({ ok: false, error: 'rate_limited', retryAfterSeconds: cap.duration });
    expect(checked.passwords).toEqual([]);
    expect(await attempt(owner.email, owner.password, cookieOf(ownerResult))).toMatchObject({ ok: true, accountId: owner.id });

    // The hour over, any browser signs in again.
    passAnHour();
    expect(await attempt(owner.email, owner.password)).toMatchObject({ ok: true, accountId: owner.id });
  }, 90_000);

  it('caps an unknown email exactly like a known one: the same checks, the same answers', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: clock });
    const owner = await makeAccount();
    const ghost = 'nobody-known@example.org';
    const burst = (email: string) => Promise.all(Array.from({ length: 150 }, (_, i) => attempt(email, `Ghost-${i}-guess`)));

    const known = await burst(owner.email);
    const knownChecks = checked.passwords.length;
    checked.passwords = [];
    const unknown = await burst(ghost);
    expect(knownChecks).toBe(cap.points);
    expect(checked.passwords).toHaveLength(cap.points);
    expect(tally(unknown)).toEqual(tally(known));
    expect(await attempt(ghost, 'Ghost-more-guess')).toEqual(await attempt(owner.email, 'Ghost-more-guess'));
  }, 90_000);

  it('counts a forged, malformed or another account’s device cookie as untrusted, and never fails on one', async () => {
    const owner = await makeAccount();
    const other = await makeAccount();
    const ownerCookie = await signIn(owner);
    const otherCookie = await signIn(other);
    await fillCap(owner.email);

    const [subject, nonce, signature] = ownerCookie.split('.') as [string, string, string];
    const [, otherNonce, otherSignature] = otherCookie.split('.') as [string, string, string];
    const flip = (text: string) => `${text[0] === 'A' ? 'B' : 'A'}${text.slice(1)}`;
    // The last of 22 base64url characters carries 2 bits of the signature: its lowest bit is not one.
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelt = `${signature.slice(0, -1)}${ALPHABET[ALPHABET.indexOf(signature.at(-1)!) ^ 1]}`;
    const foreignKey = createHmac('sha256', randomBytes(32)).update(`${DEVICE_COOKIE_KEY_NAME}:${subject}.${nonce}`).digest();
    const untrusted: Record<string, string> = {
      'another account’s': otherCookie,
      'another account’s, its email swapped for this one': `${subject}.${otherNonce}.${otherSignature}`,
      'a changed signature': `${subject}.${nonce}.${flip(signature)}`,
      'a changed nonce': `${subject}.${flip(nonce)}.${signature}`,
      'another spelling of the signature': `${subject}.${nonce}.${respelt}`,
      'signed with another key': `${subject}.${nonce}.${foreignKey.subarray(0, 16).toString('base64url')}`,
      'cut short': ownerCookie.slice(0, -1),
      'with a part more': `${ownerCookie}.x`,
      'upper-case email hash': `${subject.toUpperCase()}.${nonce}.${signature}`,
      empty: '',
      garbage: '%%;=\u0000..',
      'very long': `${ownerCookie}${'a'.repeat(10_000)}`,
      'a random token': randomBytes(32).toString('base64url'),
    };
    for (const [what, cookie] of Object.entries(untrusted)) {
      expect(await verifyDeviceCookie(db, cookie, subject), what).toBeNull();
      expect(await attempt(owner.email, owner.password, cookie), what).toMatchObject({ ok: false, error: 'rate_limited' });
    }
    expect(checked.passwords.filter((p) => p === owner.password)).toHaveLength(1);
    expect(await verifyDeviceCookie(db, ownerCookie, subject)).toBe(nonce);
    expect(await attempt(owner.email, owner.password, ownerCookie)).toMatchObject({ ok: true, accountId: owner.id });
  });

  it('locks one device cookie out for an hour after 10 failures, even in parallel; the other browsers and the cap are not touched', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: clock });
    const owner = await makeAccount();
    const kitchen = await signIn(owner);
    const laptop = await signIn(owner);
    const untrustedBefore = await limiter.count('loginUntrustedPerEmail', emailKey(owner.email));
    // Two successes from new browsers: the cap counts failures, both points were given back.
    expect(untrustedBefore).toBe(0);

    // The kitchen computer's cookie, copied to 30 machines that try at once.
    checked.passwords = [];
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(owner.email, `Copied-${i}-guess`, kitchen)));
    expect(checked.passwords).toHaveLength(deviceLimit.points);
    expect(tally(burst)).toEqual({ invalid_credentials: deviceLimit.points, rate_limited: 30 - deviceLimit.points });
    expect(await attempt(owner.email, owner.password, kitchen)).toEqual({ ok: false, error: 'rate_limited', retryAfterSeconds: deviceLimit.blockDuration });
    expect(checked.passwords).toHaveLength(deviceLimit.points);

    expect(await attempt(owner.email, owner.password, laptop)).toMatchObject({ ok: true, accountId: owner.id });
    expect(await limiter.count('loginUntrustedPerEmail', emailKey(owner.email))).toBe(untrustedBefore);

    passAnHour();
    expect(await attempt(owner.email, owner.password, kitchen)).toMatchObject({ ok: true, accountId: owner.id });
  });

  it('gives a success’s point back to its device and to the email’s cap, and renews the cookie', async () => {
    const owner = await makeAccount();
    const first = await signIn(owner);
    for (let i = 0; i < 3; i++) expect(await attempt(owner.email, `Typo-${i}-pass`, first)).toEqual({ ok: false, error: 'invalid_credentials' });
    const renewed = await signIn(owner, first);

    expect(await limiter.count('loginFailsPerDevice', deviceOf(first))).toBe(3);
    expect(await limiter.count('loginUntrustedPerEmail', emailKey(owner.email))).toBe(0);
    expect(deviceOf(renewed)).not.toBe(deviceOf(first));
    expect(await verifyDeviceCookie(db, renewed, emailKey(owner.email))).toBe(deviceOf(renewed));
    // The email as typed (case, spaces) is the same account, so the same cookie.
    expect(await attempt(`  ${owner.email.toUpperCase()} `, owner.password, renewed)).toMatchObject({ ok: true });
    expect(await limiter.count('loginUntrustedPerEmail', emailKey(owner.email))).toBe(0);
  });

  it('makes the cookie HttpOnly, SameSite=Lax, for the base path, for a year, Secure on https, with a key kept once in app_keys', async () => {
    expect(deviceCookieFor('https://www.oorra.ca')).toEqual({
      name: '__Secure-ll_device',
      options: { httpOnly: true, sameSite: 'lax', secure: true, path: '/ll', maxAge: 365 * 24 * 60 * 60 },
    });
    expect(deviceCookieFor('http://localhost:3000')).toMatchObject({ name: 'll_device', options: { secure: false, path: '/ll' } });

    const subject = hashIdentifier('someone@example.org');
    const cookie = await signDeviceCookie(db, subject);
    expect(cookie).toMatch(/^[0-9a-f]{32}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(cookie).not.toContain('someone');
    expect(await db.select().from(appKeys).where(eq(appKeys.name, DEVICE_COOKIE_KEY_NAME))).toHaveLength(1);
  });
});
