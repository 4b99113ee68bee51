import 'server-only';
import { cookies } from 'next/headers';
import { getDb } from '../db/client';
import { env } from '../env';
import { deviceCookieFor } from '../security/device-cookies';
import { getRateLimiter } from '../server/services';
import { authenticateAccount, type TAuthenticateOptions, type TAuthenticateResult } from './authenticate';

export type { TAuthenticateOptions, TAuthenticateResult };

const deviceCookie = deviceCookieFor(env.SITE_URL);

/**
 * Check an email and password against the app's database (see authenticateAccount), with this
 * browser's device cookie; a success gives the browser a new one (docs/decisions/051). It sets a
 * cookie, so only server actions and route handlers may call it.
 */
export async function authenticate(options: TAuthenticateOptions): Promise<TAuthenticateResult> {
  const jar = await cookies();
  const result = await authenticateAccount(
    { db: await getDb(), rateLimiter: getRateLimiter() },
    { email: options.email, password: options.password, ip: options.ip, deviceCookie: jar.get(deviceCookie.name)?.value },
  );
  if (!result.ok) return result;
  jar.set(deviceCookie.name, result.deviceCookie, deviceCookie.options);
  return { ok: true, accountId: result.accountId };
}
