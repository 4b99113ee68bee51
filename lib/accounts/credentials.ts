import 'server-only';
import { getDb } from '../db/client';
import { getRateLimiter } from '../server/services';
import { authenticateAccount, type TAuthenticateOptions, type TAuthenticateResult } from './authenticate';

export type { TAuthenticateOptions, TAuthenticateResult };

/** Check an email and password against the app's database (see authenticateAccount). */
export async function authenticate(options: TAuthenticateOptions): Promise<TAuthenticateResult> {
  return authenticateAccount({ db: await getDb(), rateLimiter: getRateLimiter() }, options);
}
