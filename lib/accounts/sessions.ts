import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { getDb } from '../db/client';
import { env } from '../env';
import { redirect } from '../http/redirect';
import { sessionCookieFor } from './config';
import { loginHref } from './paths';
import {
  accountForToken,
  endAllSessions,
  endSessionByToken,
  rotateSession,
  type TCurrentAccount,
} from './session-store';

export type { TCurrentAccount };

/**
 * The cookie side of sessions (lib/accounts/session-store.ts keeps the rest). Call these from
 * pages, server actions and route handlers that need the account — never from a shared layout.
 * startSession and endSession set cookies, so only server actions and route handlers may call them.
 */
const cookie = sessionCookieFor(env.SITE_URL);

/** Sign an account in on this browser; ends the browser's current session first (rotation). */
export async function startSession(accountId: number): Promise<void> {
  const jar = await cookies();
  const db = await getDb();
  const userAgent = (await headers()).get('user-agent');
  const { token } = await rotateSession({ db }, { previousToken: jar.get(cookie.name)?.value, accountId, userAgent });
  jar.set(cookie.name, token, cookie.options);
}

/** The signed-in account of this request, or null (looked up once per server render). */
export const getCurrentAccount: () => Promise<TCurrentAccount | null> = cache(async () => {
  const token = (await cookies()).get(cookie.name)?.value;
  if (!token) return null;
  return accountForToken({ db: await getDb() }, token);
});

/** Sign this browser out. */
export async function endSession(): Promise<void> {
  const jar = await cookies();
  const token = jar.get(cookie.name)?.value;
  if (token) await endSessionByToken({ db: await getDb() }, token);
  jar.delete({ name: cookie.name, path: cookie.options.path, secure: cookie.options.secure, httpOnly: true, sameSite: 'lax' });
}

/** End every session of an account (all browsers), e.g. after its password changed. */
export async function endAllSessionsOf(accountId: number): Promise<void> {
  await endAllSessions({ db: await getDb() }, accountId);
}

/**
 * The signed-in account, or a redirect to the login page that comes back to `returnTo` (an app
 * path such as '/account/family') afterwards. For pages and actions that need an account.
 */
export async function requireAccount(returnTo: string): Promise<TCurrentAccount> {
  const account = await getCurrentAccount();
  if (account) return account;
  return redirect({ href: loginHref(returnTo), locale: await getLocale() });
}
