import { eq } from 'drizzle-orm';
import type { TDatabase } from '../db/open';
import { accounts } from '../db/schema';
import { hashIdentifier } from '../security/hash';
import type { TRateLimiter, TRateLimitPolicy } from '../security/rate-limit';
import { hashPassword, verifyPassword } from './passwords';

export type TAuthenticateOptions = { email: string; password: string; ip?: string };

export type TAuthenticateResult =
  | { ok: true; accountId: number }
  | { ok: false; error: 'invalid_credentials' | 'rate_limited'; retryAfterSeconds?: number };

export type TAuthenticateDeps = { db: TDatabase; rateLimiter: TRateLimiter };

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
export function loginLimitKeys(email: string, ip: string | undefined): [TRateLimitPolicy, string][] {
  const emailKey = hashIdentifier(normalizeEmail(email));
  const ipKey = hashIdentifier(ip ?? 'unknown');
  return [
    ['loginFailsPerEmailIp', `${emailKey}:${ipKey}`],
    ['loginFailsPerEmail', emailKey],
    ['loginFailsPerIp', ipKey],
  ];
}

/**
 * Check an email and password. A wrong email and a wrong password give the same answer, and an
 * unknown email still costs one argon2 verification, so neither the answer nor its timing tells
 * whether an account exists. Failures count towards growing blocks (lib/security/rate-limit.ts);
 * a success clears the counts of that email.
 */
export async function authenticateAccount(deps: TAuthenticateDeps, options: TAuthenticateOptions): Promise<TAuthenticateResult> {
  const keys = loginLimitKeys(options.email, options.ip);
  for (const [policy, key] of keys) {
    const state = await deps.rateLimiter.peek(policy, key);
    if (!state.ok) return { ok: false, error: 'rate_limited', retryAfterSeconds: state.retryAfterSeconds };
  }

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
    for (const [policy, key] of keys) {
      if (policy !== 'loginFailsPerIp') await deps.rateLimiter.reset(policy, key);
    }
    return { ok: true, accountId: account.id };
  }

  let retryAfterSeconds = 0;
  for (const [policy, key] of keys) {
    const counted = await deps.rateLimiter.consume(policy, key);
    if (!counted.ok) retryAfterSeconds = Math.max(retryAfterSeconds, counted.retryAfterSeconds);
  }
  if (retryAfterSeconds > 0) return { ok: false, error: 'rate_limited', retryAfterSeconds };
  return { ok: false, error: 'invalid_credentials' };
}
