import { eq } from 'drizzle-orm';
import type { TDatabase } from '../db/open';
import { accounts } from '../db/schema';
import { hashClientAddress, hashIdentifier } from '../security/hash';
import { signDeviceCookie, verifyDeviceCookie } from '../security/device-cookies';
import type { TRateLimiter } from '../security/rate-limit';
import { hashPassword, verifyPassword } from '../security/passwords';

export type TAuthenticateOptions = { email: string; password: string; ip?: string };

export type TAuthenticateResult =
  | { ok: true; accountId: number }
  | { ok: false; error: 'invalid_credentials' | 'rate_limited'; retryAfterSeconds?: number };

/** authenticateAccount's answer: a success also carries a new device cookie for the browser. */
export type TAuthenticateAccountResult = Exclude<TAuthenticateResult, { ok: true }> | { ok: true; accountId: number; deviceCookie: string };

export type TAuthenticateDeps = {
  db: TDatabase;
  rateLimiter: TRateLimiter;
};

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

type TLoginKeyPolicy = 'loginFailsPerEmailIp' | 'loginUntrustedPerEmail' | 'loginFailsPerIp';

/**
 * The login rate-limit keys of an attempt (hashed: no raw email or IP in the table). The email's
 * key is also the subject of its device cookies. The device's own key is its cookie's nonce.
 */
export function loginLimitKeys(email: string, ip: string | undefined): Record<TLoginKeyPolicy, string> {
  const emailKey = hashIdentifier(normalizeEmail(email));
  const ipKey = hashClientAddress(ip);
  return { loginFailsPerEmailIp: `${emailKey}:${ipKey}`, loginUntrustedPerEmail: emailKey, loginFailsPerIp: ipKey };
}

/**
 * Check an email and password. A wrong email and a wrong password give the same answer, and an
 * unknown email still costs one argon2 verification, so neither the answer nor its timing tells
 * whether an account exists (limits are keyed alike for unknown emails too).
 *
 * Throttling (docs/security.md, "Sign-in throttling"; docs/decisions/051), every count taken
 * before the password is checked, so a burst of parallel attempts cannot all slip past a limit:
 * - the address: an email + IP pair and an IP (across emails) get growing blocks;
 * - the account: an attempt that presents a device cookie the app made for this email (a browser
 *   that signed in to it before; `deviceCookie`, as the browser sent it) counts against that
 *   cookie's own allowance (`loginFailsPerDevice`); any other attempt counts against the email's
 *   cap of untrusted attempts (`loginUntrustedPerEmail`, 100 an hour from all addresses together),
 *   and once it is reached is refused without its password being checked. So a spread-out attack
 *   gets at most 100 guesses an hour, while the owner's known browsers still sign in.
 * A success clears its email + IP pair, gives the IP and the device or the email's cap their point
 * back (the limits count failures) and returns a new device cookie for the browser.
 */
export async function authenticateAccount(
  deps: TAuthenticateDeps,
  options: TAuthenticateOptions & { deviceCookie?: string },
): Promise<TAuthenticateAccountResult> {
  const keys = loginLimitKeys(options.email, options.ip);
  const device = await verifyDeviceCookie(deps.db, options.deviceCookie, keys.loginUntrustedPerEmail);
  const accountLimit = device
    ? ({ policy: 'loginFailsPerDevice', key: device } as const)
    : ({ policy: 'loginUntrustedPerEmail', key: keys.loginUntrustedPerEmail } as const);
  const pairLimit = { policy: 'loginFailsPerEmailIp', key: keys.loginFailsPerEmailIp } as const;
  const ipLimit = { policy: 'loginFailsPerIp', key: keys.loginFailsPerIp } as const;

  // A blocked address, device or capped email is refused at once, without counting anything.
  for (const { policy, key } of [ipLimit, pairLimit, accountLimit]) {
    const state = await deps.rateLimiter.peek(policy, key);
    if (!state.ok) return { ok: false, error: 'rate_limited', retryAfterSeconds: state.retryAfterSeconds };
  }
  // Counted before the password is checked. The pair first: an attempt it refuses does not use up
  // the address's budget (people behind one NAT share it); the account last: an attempt an
  // address limit refuses does not use up the email's cap.
  for (const { policy, key } of [pairLimit, ipLimit, accountLimit]) {
    const counted = await deps.rateLimiter.consume(policy, key);
    if (!counted.ok) return { ok: false, error: 'rate_limited', retryAfterSeconds: counted.retryAfterSeconds };
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
    await deps.rateLimiter.reset(pairLimit.policy, pairLimit.key);
    await deps.rateLimiter.refund(ipLimit.policy, ipLimit.key);
    // The cap counts failures: a success gives its point back, so people signing in on new
    // browsers (a family's, a club's shared computer) never use up the account's allowance.
    await deps.rateLimiter.refund(accountLimit.policy, accountLimit.key);
    return { ok: true, accountId: account.id, deviceCookie: await signDeviceCookie(deps.db, keys.loginUntrustedPerEmail) };
  }
  return { ok: false, error: 'invalid_credentials' };
}
