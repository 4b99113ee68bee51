import { eq } from 'drizzle-orm';
import type { TDatabase } from '../db/open';
import { accounts } from '../db/schema';
import { hashClientAddress, hashIdentifier } from '../security/hash';
import { RATE_LIMIT_POLICIES, type TRateLimiter, type TRateLimitPolicy } from '../security/rate-limit';
import { hashPassword, verifyPassword } from './passwords';

export type TAuthenticateOptions = { email: string; password: string; ip?: string };

export type TAuthenticateResult =
  | { ok: true; accountId: number }
  | { ok: false; error: 'invalid_credentials' | 'rate_limited'; retryAfterSeconds?: number };

export type TAuthenticateDeps = {
  db: TDatabase;
  rateLimiter: TRateLimiter;
  /** Waits the delay of an email under attack (`accountDelayMs`); tests pass their own. */
  sleep?: (ms: number) => Promise<void>;
};

/** Longest wait before the answer of an attempt on an email under attack. */
export const LOGIN_MAX_DELAY_MS = 8_000;

/**
 * The wait before every attempt on an email that failed `failures` times in the last hour from
 * any IP: none below `loginFailsPerEmail.points` (10), then 1 s, doubling each time the count
 * doubles (2 s from 20, 4 s from 40), at most LOGIN_MAX_DELAY_MS. It slows a spread-out attack
 * without ever refusing the owner's right password.
 */
export function accountDelayMs(failures: number): number {
  const { points } = RATE_LIMIT_POLICIES.loginFailsPerEmail;
  if (failures < points) return 0;
  return Math.min(LOGIN_MAX_DELAY_MS, 1000 * 2 ** Math.floor(Math.log2(failures / points)));
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Emails are stored trimmed and lower-cased (lib/db/schema/accounts.ts). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

let dummyHash: Promise<string> | undefined;
/** A hash with the same parameters as real ones, verified when there is no account to check. */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('no account has this password 0');
  return dummyHash;
}

/** The login rate-limit keys of an attempt (hashed: no raw email or IP in the table). */
export function loginLimitKeys(email: string, ip: string | undefined): Record<Extract<TRateLimitPolicy, `login${string}`>, string> {
  const emailKey = hashIdentifier(normalizeEmail(email));
  const ipKey = hashClientAddress(ip);
  return { loginFailsPerEmailIp: `${emailKey}:${ipKey}`, loginFailsPerEmail: emailKey, loginFailsPerIp: ipKey };
}

/**
 * Check an email and password. A wrong email and a wrong password give the same answer, and an
 * unknown email still costs one argon2 verification, so neither the answer nor its timing tells
 * whether an account exists (limits and delays are keyed alike for unknown emails too).
 *
 * Throttling (docs/security.md, "Sign-in throttling"): the attacker's address is refused, never the
 * account. An email + IP pair and an IP (across emails) get growing blocks after repeated failures,
 * checked before the password; an email failed from many addresses only makes every attempt on it
 * wait (`accountDelayMs`), so the owner's right password from an address that is not itself
 * blocked always signs in. A success clears the failures of its email + IP pair.
 */
export async function authenticateAccount(deps: TAuthenticateDeps, options: TAuthenticateOptions): Promise<TAuthenticateResult> {
  const keys = loginLimitKeys(options.email, options.ip);
  // A blocked address is refused at once, without counting.
  for (const policy of ['loginFailsPerIp', 'loginFailsPerEmailIp'] as const) {
    const state = await deps.rateLimiter.peek(policy, keys[policy]);
    if (!state.ok) return { ok: false, error: 'rate_limited', retryAfterSeconds: state.retryAfterSeconds };
  }
  // Counted before the password is checked, so a burst of parallel attempts cannot all pass the
  // check above; a success gives its count back. The pair first: an attempt it refuses does not
  // use up the address's budget (people behind one NAT share it).
  for (const policy of ['loginFailsPerEmailIp', 'loginFailsPerIp'] as const) {
    const counted = await deps.rateLimiter.consume(policy, keys[policy]);
    if (!counted.ok) return { ok: false, error: 'rate_limited', retryAfterSeconds: counted.retryAfterSeconds };
  }
  // Before the password check and whatever its outcome: a fast answer would tell a right password.
  const delay = accountDelayMs(await deps.rateLimiter.count('loginFailsPerEmail', keys.loginFailsPerEmail));
  if (delay > 0) await (deps.sleep ?? defaultSleep)(delay);

  const email = normalizeEmail(options.email);
  const [account] = email
    ? await deps.db
        .select({ id: accounts.id, passwordHash: accounts.passwordHash })
        .from(accounts)
        .where(eq(accounts.email, email))
        .limit(1)
    : [];
  const hash = account?.passwordHash ?? (await getDummyHash());
  const matches = await verifyPassword(hash, options.password);

  if (account?.passwordHash && matches) {
    await deps.rateLimiter.reset('loginFailsPerEmailIp', keys.loginFailsPerEmailIp);
    await deps.rateLimiter.refund('loginFailsPerIp', keys.loginFailsPerIp);
    // Not the email's own count: an attack from elsewhere goes on whether or not the owner signs in.
    return { ok: true, accountId: account.id };
  }

  // The email's count only feeds the delay: its answer is never a refusal.
  await deps.rateLimiter.consume('loginFailsPerEmail', keys.loginFailsPerEmail);
  return { ok: false, error: 'invalid_credentials' };
}
