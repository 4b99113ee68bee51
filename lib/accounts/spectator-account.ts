import 'server-only';
import { z } from 'zod';
import type { TLocale } from '../constants';
import { getDb } from '../db/client';
import type { TDatabase } from '../db/open';
import { accounts } from '../db/schema';
import { log } from '../log';
import { hashClientAddress } from '../security/hash';
import type { TRateLimiter } from '../security/rate-limit';
import { getRateLimiter } from '../server/services';
import { spectatorAccountSchema, type TSpectatorAccountFieldErrors } from '../validation/spectator-account';
import { hashPassword } from '../security/passwords';
import { startSession } from './sessions';

/**
 * A new spectator account from step 1 of the ticket stepper: an adult with an email and a
 * password, signed in at once so the purchase can start. Limited per IP like participant
 * registration; an email already in use is refused on its field.
 */
export type TSpectatorAccountDeps = {
  db: TDatabase;
  rateLimiter: TRateLimiter;
  hashPassword: (plain: string) => Promise<string>;
  startSession: (accountId: number) => Promise<void>;
  now?: () => Date;
};

export type TSpectatorAccountResult =
  | { ok: true; accountId: number }
  | { ok: false; fieldErrors?: TSpectatorAccountFieldErrors; formError?: 'rateLimited' | 'failed'; retryAfterSeconds?: number };

export async function defaultSpectatorAccountDeps(): Promise<TSpectatorAccountDeps> {
  return { db: await getDb(), rateLimiter: getRateLimiter(), hashPassword, startSession };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function createSpectatorAccount(
  input: unknown,
  ctx: { locale: TLocale; ip?: string },
  deps?: TSpectatorAccountDeps,
): Promise<TSpectatorAccountResult> {
  const d = deps ?? (await defaultSpectatorAccountDeps());
  const now = () => (d.now ? d.now() : new Date());
  const parsed = spectatorAccountSchema({ now }).safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: z.flattenError(parsed.error).fieldErrors as TSpectatorAccountFieldErrors };
  const data = parsed.data;

  const limited = await d.rateLimiter.consume('registrationPerIp', hashClientAddress(ctx.ip));
  if (!limited.ok) return { ok: false, formError: 'rateLimited', retryAfterSeconds: limited.retryAfterSeconds };

  const taken = { ok: false as const, fieldErrors: { email: ['participant.email.taken'] } };
  try {
    const [row] = await d.db
      .insert(accounts)
      .values({
        role: 'spectator',
        email: data.email,
        passwordHash: await d.hashPassword(data.password),
        firstName: data.firstName,
        lastName: data.lastName,
        gender: data.gender,
        birthDate: data.birthDate,
        locale: ctx.locale,
      })
      .onConflictDoNothing({ target: accounts.email })
      .returning({ id: accounts.id });
    if (!row) return taken;
    await d.startSession(row.id);
    log.info({ accountId: row.id }, 'spectator account created');
    return { ok: true, accountId: row.id };
  } catch (error) {
    if (isUniqueViolation(error)) return taken;
    log.error({ err: error }, 'spectator account creation failed');
    return { ok: false, formError: 'failed' };
  }
}
