import 'server-only';
import { cookies } from 'next/headers';
import { getDb } from '../db/client';
import { env } from '../env';
import { getRateLimiter } from '../server/services';
import { pendingLoginCookieFor, signPendingLogin, verifyPendingLogin, type TPendingLogin } from './pending-login';
import { hasConfirmedFactor, holdsRole, type TSecondFactorDeps } from './second-factor';

/**
 * The cookie side of the second factor (docs/decisions/055; lib/accounts/second-factor.ts and
 * pending-login.ts keep the rest). beginPendingLogin and clearPendingLogin set cookies, so only
 * server actions and route handlers may call them.
 */
const cookie = pendingLoginCookieFor(env.SITE_URL);

export async function secondFactorDeps(): Promise<TSecondFactorDeps> {
  return { db: await getDb(), rateLimiter: getRateLimiter() };
}

/** Whether a right password is not enough for this account: it has a confirmed second factor. */
export async function needsSecondFactor(accountId: number): Promise<boolean> {
  return hasConfirmedFactor(await getDb(), accountId);
}

/** Whether the account holds a role but has no confirmed second factor yet: it sets one up before the organiser area. */
export async function mustSetUpSecondFactor(accountId: number): Promise<boolean> {
  const db = await getDb();
  return (await holdsRole(db, accountId)) && !(await hasConfirmedFactor(db, accountId));
}

/** The password was right: this browser may now offer a code for the account, for five minutes. */
export async function beginPendingLogin(accountId: number): Promise<void> {
  const jar = await cookies();
  jar.set(cookie.name, await signPendingLogin(await getDb(), accountId), cookie.options);
}

/** This browser's pending sign-in, or null (none, expired, or not the app's). */
export async function readPendingLogin(): Promise<TPendingLogin | null> {
  const value = (await cookies()).get(cookie.name)?.value;
  return value ? verifyPendingLogin(await getDb(), value) : null;
}

export async function clearPendingLogin(): Promise<void> {
  (await cookies()).delete({ name: cookie.name, path: cookie.options.path, secure: cookie.options.secure, httpOnly: true, sameSite: 'strict' });
}
