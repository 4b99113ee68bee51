import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import { RESET_LINK_TTL_MS } from '../constants';
import type { TDatabase } from '../db/open';
import { accounts, passwordResetTokens, sessions } from '../db/schema';
import { log } from '../log';
import type { TMail, TSentMail } from '../mail/mailer';
import { hashClientAddress, hashIdentifier } from '../security/hash';
import type { TRateLimiter } from '../security/rate-limit';
import { ZForgotPasswordSchema, ZResetPasswordSchema, type TFieldErrors } from '../validation/auth';
import { normalizeEmail } from './authenticate';
import { buildPasswordChangedMail, buildResetMail } from './mail';
import { hashPassword, verifyPassword } from '../security/passwords';
import { decodeToken, generateToken, hashToken } from './tokens';

/**
 * Password reset (seed section 4 "Password reset"): a request mails a single-use link valid one
 * hour (a 256-bit token, stored hashed; a newer request voids older links); the link sets a new
 * password, ends every session of the account and mails a confirmation. A request answers the same
 * whether or not the account exists.
 */
export type TPasswordResetDeps = {
  db: TDatabase;
  rateLimiter: TRateLimiter;
  sendMail: (mail: TMail) => Promise<TSentMail>;
  /** Public origin for the link (SITE_URL), never the request's host. */
  siteUrl: string;
  supportEmail: string;
  now?: () => Date;
  /**
   * Runs mail delivery; the app passes Next's `after` so the answer does not wait for SMTP (and
   * its timing does not tell whether a mail was sent). Default: run it now.
   */
  defer?: (task: () => Promise<void>) => void;
};

export type TResetTokenState = 'valid' | 'expired' | 'used' | 'invalid' | 'undecodable';

export type TRequestResetResult =
  | { ok: true }
  | { ok: false; fieldErrors?: TFieldErrors<'email'>; formError?: 'rateLimited'; retryAfterSeconds?: number };

export type TCompleteResetResult =
  | { ok: true }
  | { ok: false; state: Exclude<TResetTokenState, 'valid'> }
  | { ok: false; fieldErrors: TFieldErrors<'password' | 'passwordConfirm'> }
  | { ok: false; formError: 'rateLimited'; retryAfterSeconds: number };

const nowOf = (deps: Pick<TPasswordResetDeps, 'now'>) => (deps.now ? deps.now() : new Date());

/** Run a task now, or after the answer when the app gave `defer`; a failure is logged, never thrown. */
function runAfterAnswer(deps: TPasswordResetDeps, what: string, work: () => Promise<void>): Promise<void> {
  const task = async () => {
    try {
      await work();
    } catch (error) {
      log.error({ err: error, kind: what }, 'account mail failed');
    }
  };
  if (deps.defer) {
    deps.defer(task);
    return Promise.resolve();
  }
  return task();
}

function deliver(deps: TPasswordResetDeps, mail: TMail): Promise<void> {
  return runAfterAnswer(deps, mail.meta?.kind ?? 'mail', async () => {
    await deps.sendMail(mail);
  });
}

/**
 * Ask for a reset link. Every valid, unthrottled request gets the same answer after the same
 * work: finding the account, making the link and mailing it all run after the answer (`defer`), so
 * neither the answer nor its timing tells whether the address has an account.
 */
export async function requestPasswordReset(
  deps: TPasswordResetDeps,
  input: unknown,
  context: { ip?: string },
): Promise<TRequestResetResult> {
  const parsed = ZForgotPasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: z.flattenError(parsed.error).fieldErrors };
  const email = normalizeEmail(parsed.data.email);

  for (const [policy, key] of [
    ['forgotPerIp', hashIdentifier(context.ip ?? 'unknown')],
    ['forgotPerEmail', hashIdentifier(email)],
  ] as const) {
    const limited = await deps.rateLimiter.consume(policy, key);
    if (!limited.ok) return { ok: false, formError: 'rateLimited', retryAfterSeconds: limited.retryAfterSeconds };
  }

  await runAfterAnswer(deps, 'password-reset', () => mailResetLink(deps, email));
  return { ok: true };
}

/** The reset mail for an address, when it has an account (else nothing happens). */
async function mailResetLink(deps: TPasswordResetDeps, email: string): Promise<void> {
  const [account] = await deps.db
    .select({ id: accounts.id, email: accounts.email, firstName: accounts.firstName, locale: accounts.locale })
    .from(accounts)
    .where(eq(accounts.email, email))
    .limit(1);
  if (!account?.email) return;
  const token = await createResetToken(deps, account.id);
  await deps.sendMail(buildResetMail({ siteUrl: deps.siteUrl, to: account.email, firstName: account.firstName, locale: account.locale, token }));
}

/** A new reset token for an account; voids the account's earlier open links. Returns the token. */
export async function createResetToken(deps: Pick<TPasswordResetDeps, 'db' | 'now'>, accountId: number): Promise<string> {
  const now = nowOf(deps);
  const token = generateToken();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ voidedAt: now })
      .where(and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt), isNull(passwordResetTokens.voidedAt)));
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      accountId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
    });
  });
  return token;
}

/**
 * What a reset link is worth now (the reset page shows the form only for 'valid'): no token is an
 * invalid access, a malformed one cannot be decoded, a voided one (replaced by a newer request or
 * a completed reset) is invalid.
 */
export async function checkResetToken(deps: Pick<TPasswordResetDeps, 'db' | 'now'>, token: string): Promise<TResetTokenState> {
  if (!token) return 'invalid';
  if (!decodeToken(token)) return 'undecodable';
  const [row] = await deps.db
    .select({ expiresAt: passwordResetTokens.expiresAt, usedAt: passwordResetTokens.usedAt, voidedAt: passwordResetTokens.voidedAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return 'invalid';
  if (row.usedAt) return 'used';
  if (row.voidedAt) return 'invalid';
  if (row.expiresAt.getTime() <= nowOf(deps).getTime()) return 'expired';
  return 'valid';
}

/**
 * Set a new password with a reset link: the link is used up atomically (a second submit finds it
 * used), the account's other links are voided, every session of the account ends, and a
 * confirmation mail goes out.
 */
export async function completePasswordReset(
  deps: TPasswordResetDeps,
  input: unknown,
  context: { ip?: string },
): Promise<TCompleteResetResult> {
  const limited = await deps.rateLimiter.consume('resetPerIp', hashClientAddress(context.ip));
  if (!limited.ok) return { ok: false, formError: 'rateLimited', retryAfterSeconds: limited.retryAfterSeconds };

  const token = typeof input === 'object' && input && 'token' in input && typeof input.token === 'string' ? input.token : '';
  const state = await checkResetToken(deps, token);
  if (state !== 'valid') return { ok: false, state };

  const parsed = ZResetPasswordSchema.safeParse(input);
  if (!parsed.success) {
    const { password, passwordConfirm } = z.flattenError(parsed.error).fieldErrors;
    return { ok: false, fieldErrors: { password, passwordConfirm } };
  }
  const tokenHash = hashToken(token);
  const [owner] = await deps.db
    .select({ passwordHash: accounts.passwordHash })
    .from(passwordResetTokens)
    .innerJoin(accounts, eq(accounts.id, passwordResetTokens.accountId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  if (owner?.passwordHash && (await verifyPassword(owner.passwordHash, parsed.data.password))) {
    return { ok: false, fieldErrors: { password: ['passwordSameAsOld'] } };
  }
  const passwordHash = await hashPassword(parsed.data.password);

  const now = nowOf(deps);
  const account = await deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          isNull(passwordResetTokens.voidedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ id: passwordResetTokens.id, accountId: passwordResetTokens.accountId });
    if (!used) return null;
    await tx
      .update(passwordResetTokens)
      .set({ voidedAt: now })
      .where(
        and(
          eq(passwordResetTokens.accountId, used.accountId),
          ne(passwordResetTokens.id, used.id),
          isNull(passwordResetTokens.usedAt),
          isNull(passwordResetTokens.voidedAt),
        ),
      );
    const [updated] = await tx
      .update(accounts)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(accounts.id, used.accountId))
      .returning({ id: accounts.id, email: accounts.email, firstName: accounts.firstName, locale: accounts.locale });
    await tx.delete(sessions).where(eq(sessions.accountId, used.accountId));
    return updated ?? null;
  });
  // Lost a race with another submit of the same link (or it expired meanwhile): say what it is now.
  if (!account) {
    const current = await checkResetToken(deps, token);
    return { ok: false, state: current === 'valid' ? 'invalid' : current };
  }
  log.info({ accountId: account.id }, 'password reset; sessions ended');
  if (account.email) {
    await deliver(
      deps,
      buildPasswordChangedMail({
        siteUrl: deps.siteUrl,
        to: account.email,
        firstName: account.firstName,
        locale: account.locale,
        changedAt: now,
        supportEmail: deps.supportEmail,
      }),
    );
  }
  return { ok: true };
}
