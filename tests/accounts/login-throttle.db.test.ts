import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { authenticateAccount, type TAuthenticateDeps, type TAuthenticateResult } from '@/lib/accounts/authenticate';
import { hashPassword } from '@/lib/security/passwords';
import type * as Passwords from '@/lib/security/passwords';
import { accounts, rateLimits } from '@/lib/db/schema';
import type { TDatabase } from '@/lib/db/open';
import { hashIdentifier } from '@/lib/security/hash';
import { createRateLimiter, RATE_LIMIT_POLICIES } from '@/lib/security/rate-limit';
import { createTestDb } from '../setup/db';

/** Counts password checks (each one is a guess the attacker got). */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/security/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    verifyPassword: async (hashed: string, plain: string) => {
      checks.count++;
      return original.verifyPassword(hashed, plain);
    },
  };
});

/**
 * Sign-in throttling by address (docs/security.md, "Sign-in throttling"): the addresses that send
 * wrong passwords are blocked with growing delays, another address is answered normally, and an
 * unknown email is treated exactly like a known one. The account's own cap and device cookies:
 * tests/accounts/device-cookies.db.test.ts.
 */
describe('sign-in throttling', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TAuthenticateDeps;
  let clock = Date.parse('2026-06-01T12:00:00Z');
  let nextAccount = 900;

  const invalid = { ok: false, error: 'invalid_credentials' } as const;

  async function makeAccount() {
    const id = nextAccount++;
    const email = `owner${id}@example.org`;
    const password = `Owner-${id}-trail`;
    await db.insert(accounts).values({
      id,
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Owner',
      lastName: `Number${id}`,
      gender: 'male',
      birthDate: '1985-05-05',
      locale: 'en',
    });
    return { id, email, password };
  }

  const attempt = (email: string, password: string, ip: string) => authenticateAccount(deps, { email, password, ip });

  /** The attempts counted for an email from any IP (no device cookie), read from the table. */
  async function emailAttempts(email: string): Promise<number> {
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, `loginUntrustedPerEmail:${hashIdentifier(email)}`));
    return row?.points ?? 0;
  }

  /** Wait out a refusal, as a patient attacker would. */
  function waitOut(result: TAuthenticateResult) {
    if (!result.ok && result.error === 'rate_limited') {
      clock += ((result.retryAfterSeconds ?? 0) + 1) * 1000;
      vi.setSystemTime(clock);
    }
  }

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    deps = { db, rateLimiter: createRateLimiter(async () => db) };
  });
  afterAll(() => close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the owner in from another address after 20+ wrong passwords from one address, which stays throttled', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: clock });
    const owner = await makeAccount();
    const attacker = '203.0.113.66';

    // A patient attacker: wrong passwords from one address, waiting out every block, until more
    // than 20 were checked for this email within the hour.
    for (let tries = 0; ; tries++) {
      const result = await attempt(owner.email, `Guess-${tries}-x`, attacker);
      if ((await emailAttempts(owner.email)) > 20) break;
      waitOut(result);
    }

    // The owner, from home: signed in at once (the email is far from its cap).
    expect(await attempt(owner.email, owner.password, '198.51.100.23')).toMatchObject({ ok: true, accountId: owner.id });

    // The attacker's address is still refused: a few more guesses and it is blocked, and then
    // even the right password from it is refused without being checked.
    let last: TAuthenticateResult | undefined;
    for (let i = 0; i <= RATE_LIMIT_POLICIES.loginFailsPerEmailIp.points && !(last && !last.ok && last.error === 'rate_limited'); i++) {
      last = await attempt(owner.email, `Guess-more-${i}`, attacker);
    }
    expect(last).toMatchObject({ ok: false, error: 'rate_limited' });
    expect(await attempt(owner.email, owner.password, attacker)).toMatchObject({ ok: false, error: 'rate_limited' });
  });

  it('answers an email failed from many addresses normally below its cap, known or unknown alike', async () => {
    const owner = await makeAccount();
    const ghost = 'no-such-owner@example.org';
    const results: Record<string, TAuthenticateResult[]> = { [owner.email]: [], [ghost]: [] };
    for (const email of [owner.email, ghost]) {
      const octet = email === ghost ? 1 : 2;
      for (let i = 0; i < 45; i++) results[email]!.push(await attempt(email, 'Wrong-password-1', `192.0.${octet}.${i + 10}`));
    }
    // Every wrong password from a fresh address is checked and answered alike, known email or not.
    expect(results[owner.email]!.every((r) => r.ok === false && r.error === 'invalid_credentials')).toBe(true);
    expect(results[ghost]).toEqual(results[owner.email]);

    expect(await attempt(owner.email, owner.password, '198.51.100.24')).toMatchObject({ ok: true, accountId: owner.id });
    // Counted when they arrive; the owner's sign-in is a success and gives its point back (the cap
    // counts failures), so the 45 failures stay counted and nothing more.
    expect(await emailAttempts(owner.email)).toBe(45);
    expect(await emailAttempts(ghost)).toBe(45);
  });

  it('throttles one address that fails across many emails, and only that address', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: clock });
    const owner = await makeAccount();
    const sprayer = '203.0.113.77';
    const { points, blockDuration } = RATE_LIMIT_POLICIES.loginFailsPerIp;
    for (let i = 0; i < points; i++) expect(await attempt(`sprayed${i}@example.org`, 'Summer-2026', sprayer)).toEqual(invalid);
    expect(await attempt('sprayed-last@example.org', 'Summer-2026', sprayer)).toEqual({ ok: false, error: 'rate_limited', retryAfterSeconds: blockDuration });
    // Blocked for every email, the right password included; other addresses are not.
    expect(await attempt(owner.email, owner.password, sprayer)).toMatchObject({ ok: false, error: 'rate_limited' });
    expect(await attempt(owner.email, owner.password, '198.51.100.25')).toMatchObject({ ok: true, accountId: owner.id });

    // The block grows when the address comes back for more.
    clock += (blockDuration + 1) * 1000;
    vi.setSystemTime(clock);
    let last: TAuthenticateResult | undefined;
    for (let i = 0; i <= points; i++) last = await attempt(`sprayed-again${i}@example.org`, 'Summer-2026', sprayer);
    expect(last).toEqual({ ok: false, error: 'rate_limited', retryAfterSeconds: 2 * blockDuration });
  });

  it('checks no more passwords than the limit allows when the attempts come all at once', async () => {
    const owner = await makeAccount();
    checks.count = 0;
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(owner.email, `Parallel-${i}-guess`, '203.0.113.99')));
    const { points } = RATE_LIMIT_POLICIES.loginFailsPerEmailIp;
    expect(checks.count).toBe(points);
    expect(burst.filter((r) => !r.ok && r.error === 'invalid_credentials')).toHaveLength(points);
    expect(burst.filter((r) => !r.ok && r.error === 'rate_limited')).toHaveLength(20 - points);
  });

  it('does not count successful sign-ins against the address (people behind one NAT share it)', async () => {
    const owner = await makeAccount();
    for (let i = 0; i <= RATE_LIMIT_POLICIES.loginFailsPerIp.points; i++) {
      expect(await attempt(owner.email, owner.password, '203.0.113.100')).toMatchObject({ ok: true, accountId: owner.id });
    }
  });

  it('keys IPv6 clients by their /64, so a fresh address of the same network does not start afresh', async () => {
    const owner = await makeAccount();
    const { points } = RATE_LIMIT_POLICIES.loginFailsPerEmailIp;
    for (let i = 0; i < points; i++) expect(await attempt(owner.email, 'Wrong-password-1', `2001:db8:5:6::${i + 1}`)).toEqual(invalid);
    expect(await attempt(owner.email, 'Wrong-password-1', '2001:db8:5:6:aaaa::1')).toMatchObject({ ok: false, error: 'rate_limited' });
    expect(await attempt(owner.email, owner.password, '2001:db8:5:7::1')).toMatchObject({ ok: true, accountId: owner.id });
  });

  it('answers an unknown email exactly like a known one through blocks, and in about the same time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: clock });
    const owner = await makeAccount();
    const sequence = async (email: string, ip: string) => {
      const out: TAuthenticateResult[] = [];
      for (let i = 0; i < RATE_LIMIT_POLICIES.loginFailsPerEmailIp.points + 2; i++) out.push(await attempt(email, `Wrong-${i}-pass`, ip));
      return out;
    };
    const known = await sequence(owner.email, '203.0.113.88');
    const unknown = await sequence('nobody-at-all@example.org', '203.0.113.89');
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toMatchObject({ ok: false, error: 'rate_limited' });

    vi.useRealTimers();
    const median = async (email: string, base: number) => {
      const times: number[] = [];
      for (let i = 0; i < 7; i++) {
        const start = performance.now();
        await attempt(email, `Wrong-password-${i}`, `198.18.1.${base + i}`);
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[3]!;
    };
    await median('warm-up@example.org', 0);
    const knownMs = await median(owner.email, 20);
    const unknownMs = await median('nobody-either@example.org', 40);
    // Wide margins: the machine may be busy; without the dummy check the ratio is about 50.
    expect(unknownMs).toBeGreaterThan(knownMs / 3);
    expect(knownMs).toBeGreaterThan(unknownMs / 3);
  });
});
