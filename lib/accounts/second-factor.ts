import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { TDatabase } from '../db/open';
import { recoveryCodes, roleGrants, sessions, totpFactors } from '../db/schema';
import { recordAudit, type TActor } from '../organiser/audit';
import { RATE_LIMIT_POLICIES, type TRateLimiter, type TRateLimitPolicy } from '../security/rate-limit';
import { openSecret, sealSecret } from '../security/secret-box';
import { generateTotpSecret, matchTotp, normaliseTotpInput } from '../security/totp';

/**
 * A second factor for sign-in (docs/decisions/055): a TOTP secret (lib/security/totp.ts) kept
 * encrypted in `totp_factors` (AES-256-GCM, app key `totp-secrets`, bound to the account), and ten
 * single-use recovery codes kept as SHA-256 hashes in `recovery_codes`.
 *
 * - Enrolment: `startEnrolment` makes an unconfirmed secret (a new one each time, until it is
 *   confirmed); `confirmEnrolment` takes a first code and answers the recovery codes, the one time
 *   they are ever shown.
 * - Every code check (`verifySignInCode` at sign-in; confirming, regenerating the recovery codes
 *   and removing the factor on the security page) is counted before it is checked
 *   (`secondFactorFailsPerAccount`, 10 an hour; at sign-in also `secondFactorFailsPerLogin`, 5 per
 *   pending sign-in), and a right code gives its count back: parallel guesses cannot slip past a
 *   limit, and 10^6 codes cannot be tried.
 * - A TOTP code is accepted once: `last_step` is moved forward in the same statement that accepts
 *   it (`... where last_step < step`), so two requests with one code cannot both pass. A recovery
 *   code is marked used the same way.
 * - An account that holds an organiser or promoter role keeps its factor: removing it is refused.
 */

export type TSecondFactorDeps = { db: TDatabase; rateLimiter: TRateLimiter; now?: () => Date };

/** The name of the encryption key in `app_keys`. Deleting it makes every stored secret unreadable (everyone enrols again). */
export const TOTP_KEY_NAME = 'totp-secrets';
export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32 alphabet (no i, l, o, u): 10 characters carry 50 bits. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_LENGTH = 10;

const nowOf = (deps: TSecondFactorDeps) => (deps.now ? deps.now() : new Date());
/** What a secret's ciphertext is bound to (AES-GCM associated data): its account. */
export const secretContext = (accountId: number) => `totp:${accountId}`;

export type TSecondFactorStatus =
  | { state: 'none' }
  | { state: 'pending'; secret: string }
  | { state: 'confirmed'; confirmedAt: Date; recoveryCodesLeft: number };

export type TCodeFailure = { ok: false; error: 'wrongCode' | 'rateLimited' | 'noFactor'; retryAfterSeconds?: number };

/** Whether the account has a confirmed second factor (the sign-in then asks for a code). */
export async function hasConfirmedFactor(db: TDatabase, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ accountId: totpFactors.accountId })
    .from(totpFactors)
    .where(and(eq(totpFactors.accountId, accountId), isNotNull(totpFactors.confirmedAt)))
    .limit(1);
  return Boolean(row);
}

/** Whether the account holds a live organiser or promoter role (it must keep a second factor). */
export async function holdsRole(db: TDatabase, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: roleGrants.id })
    .from(roleGrants)
    .where(and(eq(roleGrants.accountId, accountId), isNull(roleGrants.revokedAt)))
    .limit(1);
  return Boolean(row);
}

/** The account's factor: none, being set up (with its secret, to show again), or confirmed. */
export async function secondFactorStatus(deps: Pick<TSecondFactorDeps, 'db'>, accountId: number): Promise<TSecondFactorStatus> {
  const [factor] = await deps.db.select().from(totpFactors).where(eq(totpFactors.accountId, accountId)).limit(1);
  if (!factor) return { state: 'none' };
  if (!factor.confirmedAt) {
    const secret = await openSecret(deps.db, TOTP_KEY_NAME, secretContext(accountId), factor.secretEncrypted);
    // An unreadable secret (the key was replaced) is as good as none: enrolment starts over.
    return secret ? { state: 'pending', secret } : { state: 'none' };
  }
  const [left] = await deps.db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)));
  return { state: 'confirmed', confirmedAt: factor.confirmedAt, recoveryCodesLeft: left?.n ?? 0 };
}

/**
 * Start (or start over) setting up a factor: a new secret, unconfirmed. Refused when the account
 * already has a confirmed one (it is removed first, with a code).
 */
export async function startEnrolment(deps: TSecondFactorDeps, accountId: number): Promise<{ ok: true; secret: string } | { ok: false; error: 'alreadyConfirmed' }> {
  const secret = generateTotpSecret();
  const sealed = await sealSecret(deps.db, TOTP_KEY_NAME, secretContext(accountId), secret);
  const [row] = await deps.db
    .insert(totpFactors)
    .values({ accountId, secretEncrypted: sealed, createdAt: nowOf(deps) })
    .onConflictDoUpdate({
      target: totpFactors.accountId,
      set: { secretEncrypted: sealed, lastStep: null, createdAt: nowOf(deps) },
      setWhere: isNull(totpFactors.confirmedAt),
    })
    .returning({ accountId: totpFactors.accountId });
  return row ? { ok: true, secret } : { ok: false, error: 'alreadyConfirmed' };
}

// ---------------------------------------------------------------------------------------------
// Recovery codes

/** What a person typed, as a recovery code (case, spaces and dashes ignored; o read as 0, i and l as 1), or null. */
export function normaliseRecoveryCode(input: string): string | null {
  const clean = input
    .toLowerCase()
    .replace(/[\s-]/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
  return clean.length === RECOVERY_LENGTH && [...clean].every((c) => RECOVERY_ALPHABET.includes(c)) ? clean : null;
}

/** The stored hash of a recovery code: SHA-256 of the account and the normalised code. */
export function hashRecoveryCode(accountId: number, normalised: string): string {
  return createHash('sha256').update(`recovery:${accountId}:${normalised}`).digest('hex');
}

/** Ten new codes, as shown ("xxxxx-xxxxx"). */
function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

type TWriter = Pick<TDatabase, 'insert' | 'delete'>;

/** Replace the account's recovery codes with ten new ones; answers them (shown once). */
async function replaceRecoveryCodes(db: TWriter, accountId: number, now: Date): Promise<string[]> {
  const codes = generateRecoveryCodes();
  await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ accountId, codeHash: hashRecoveryCode(accountId, normaliseRecoveryCode(code)!), createdAt: now })));
  return codes;
}

// ---------------------------------------------------------------------------------------------
// Checking a code

type TLimit = { policy: TRateLimitPolicy; key: string };
/** The key of an account's wrong-code limit (`secondFactorFailsPerAccount`). */
export const secondFactorLimitKey = (accountId: number) => `account:${accountId}`;
const accountLimit = (accountId: number): TLimit => ({ policy: 'secondFactorFailsPerAccount', key: secondFactorLimitKey(accountId) });

/**
 * Count an attempt against each limit, refusing at once (without counting) when one is used up.
 * Answers the limit that refused, or null when the attempt may be checked.
 */
async function countAttempt(rateLimiter: TRateLimiter, limits: TLimit[]): Promise<{ limit: TLimit; retryAfterSeconds: number } | null> {
  for (const limit of limits) {
    const state = await rateLimiter.peek(limit.policy, limit.key);
    if (!state.ok) return { limit, retryAfterSeconds: state.retryAfterSeconds };
  }
  for (const limit of limits) {
    const counted = await rateLimiter.consume(limit.policy, limit.key);
    if (!counted.ok) return { limit, retryAfterSeconds: counted.retryAfterSeconds };
  }
  return null;
}

async function refundAttempt(rateLimiter: TRateLimiter, limits: TLimit[]): Promise<void> {
  for (const limit of limits) await rateLimiter.refund(limit.policy, limit.key);
}

/**
 * Accept a TOTP code of the account's factor (confirmed or not, as asked): the step it belongs to
 * becomes `last_step` in the statement that accepts it. Answers the step, or null.
 */
async function acceptTotp(deps: TSecondFactorDeps, accountId: number, code: string, confirmed: boolean): Promise<number | null> {
  const [factor] = await deps.db.select().from(totpFactors).where(eq(totpFactors.accountId, accountId)).limit(1);
  if (!factor || Boolean(factor.confirmedAt) !== confirmed) return null;
  const secret = await openSecret(deps.db, TOTP_KEY_NAME, secretContext(accountId), factor.secretEncrypted);
  if (!secret) return null;
  const step = matchTotp(secret, code, { now: nowOf(deps), lastStep: factor.lastStep });
  if (step === null) return null;
  const [moved] = await deps.db
    .update(totpFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(totpFactors.accountId, accountId),
        eq(totpFactors.secretEncrypted, factor.secretEncrypted),
        or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step)),
      ),
    )
    .returning({ accountId: totpFactors.accountId });
  return moved ? step : null;
}

/** Use up one of the account's recovery codes; whether it was one, unused. */
async function acceptRecoveryCode(deps: TSecondFactorDeps, accountId: number, input: string): Promise<boolean> {
  const normalised = normaliseRecoveryCode(input);
  if (!normalised) return false;
  const [used] = await deps.db
    .update(recoveryCodes)
    .set({ usedAt: nowOf(deps) })
    .where(and(eq(recoveryCodes.accountId, accountId), eq(recoveryCodes.codeHash, hashRecoveryCode(accountId, normalised)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return Boolean(used);
}

/**
 * Check a code of the account's confirmed factor, counted against the account's limit (and the
 * given ones first): a TOTP code, or, when `recovery` is allowed, a recovery code (used up).
 */
async function checkConfirmedCode(
  deps: TSecondFactorDeps,
  accountId: number,
  code: string,
  options: { recovery: boolean; limits?: TLimit[] },
): Promise<{ ok: true; method: 'totp' | 'recovery' } | { ok: false; error: 'wrongCode' | 'noFactor' } | { ok: false; error: 'limited'; limit: TLimit; retryAfterSeconds: number }> {
  if (!(await hasConfirmedFactor(deps.db, accountId))) return { ok: false, error: 'noFactor' };
  const limits = [...(options.limits ?? []), accountLimit(accountId)];
  const refused = await countAttempt(deps.rateLimiter, limits);
  if (refused) return { ok: false, error: 'limited', ...refused };
  let method: 'totp' | 'recovery' | null = null;
  if (normaliseTotpInput(code)) method = (await acceptTotp(deps, accountId, code, true)) !== null ? 'totp' : null;
  else if (options.recovery && (await acceptRecoveryCode(deps, accountId, code))) method = 'recovery';
  if (!method) return { ok: false, error: 'wrongCode' };
  await refundAttempt(deps.rateLimiter, limits);
  return { ok: true, method };
}

// ---------------------------------------------------------------------------------------------
// The security page

/** Confirm the factor being set up with a first code; answers the recovery codes (shown once). */
export async function confirmEnrolment(deps: TSecondFactorDeps, accountId: number, code: string): Promise<{ ok: true; recoveryCodes: string[] } | TCodeFailure> {
  const [factor] = await deps.db.select({ confirmedAt: totpFactors.confirmedAt }).from(totpFactors).where(eq(totpFactors.accountId, accountId)).limit(1);
  if (!factor || factor.confirmedAt) return { ok: false, error: 'noFactor' };
  const limits = [accountLimit(accountId)];
  const refused = await countAttempt(deps.rateLimiter, limits);
  if (refused) return { ok: false, error: 'rateLimited', retryAfterSeconds: refused.retryAfterSeconds };
  const step = await acceptTotp(deps, accountId, code, false);
  if (step === null) return { ok: false, error: 'wrongCode' };
  await refundAttempt(deps.rateLimiter, limits);
  const now = nowOf(deps);
  const codes = await deps.db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(totpFactors)
      .set({ confirmedAt: now })
      .where(and(eq(totpFactors.accountId, accountId), isNull(totpFactors.confirmedAt)))
      .returning({ accountId: totpFactors.accountId });
    if (!confirmed) return null;
    return replaceRecoveryCodes(tx, accountId, now);
  });
  return codes ? { ok: true, recoveryCodes: codes } : { ok: false, error: 'noFactor' };
}

/** New recovery codes (the old ones stop working), with a current TOTP code. */
export async function regenerateRecoveryCodes(deps: TSecondFactorDeps, accountId: number, code: string): Promise<{ ok: true; recoveryCodes: string[] } | TCodeFailure> {
  const checked = await checkConfirmedCode(deps, accountId, code, { recovery: false });
  if (!checked.ok) return checked.error === 'limited' ? { ok: false, error: 'rateLimited', retryAfterSeconds: checked.retryAfterSeconds } : { ok: false, error: checked.error };
  const now = nowOf(deps);
  return { ok: true, recoveryCodes: await deps.db.transaction((tx) => replaceRecoveryCodes(tx, accountId, now)) };
}

/**
 * Remove the factor and its recovery codes, with a current TOTP code. Refused for an account with
 * an organiser or promoter role (`roleRequiresFactor`), before any code is checked.
 */
export async function removeSecondFactor(deps: TSecondFactorDeps, accountId: number, code: string): Promise<{ ok: true } | TCodeFailure | { ok: false; error: 'roleRequiresFactor' }> {
  if (await holdsRole(deps.db, accountId)) return { ok: false, error: 'roleRequiresFactor' };
  const checked = await checkConfirmedCode(deps, accountId, code, { recovery: false });
  if (!checked.ok) return checked.error === 'limited' ? { ok: false, error: 'rateLimited', retryAfterSeconds: checked.retryAfterSeconds } : { ok: false, error: checked.error };
  await deps.db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
    await tx.delete(totpFactors).where(eq(totpFactors.accountId, accountId));
  });
  return { ok: true };
}

/**
 * The lost-phone reset (`npm run roles -- reset-factor EMAIL`, README "Two-step sign-in"): the
 * account's factor and recovery codes are removed and every session of the account is ended, in
 * one transaction; the person sets a new factor up at their next sign-in (a role holder is sent to
 * it before the organiser area opens). Recorded in the audit log of each organisation and promoter
 * the account holds a role on (`second_factor.reset`), so their organisers see it. Answers whether
 * there was a factor to remove.
 */
export async function resetSecondFactor(db: TDatabase, actor: TActor, accountId: number, at = new Date()): Promise<{ removed: boolean }> {
  return db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
    const removed = await tx.delete(totpFactors).where(eq(totpFactors.accountId, accountId)).returning({ accountId: totpFactors.accountId });
    await tx.delete(sessions).where(eq(sessions.accountId, accountId));
    const grants = await tx
      .select({ organizationId: roleGrants.organizationId, promoterId: roleGrants.promoterId })
      .from(roleGrants)
      .where(and(eq(roleGrants.accountId, accountId), isNull(roleGrants.revokedAt)));
    for (const grant of grants) {
      await recordAudit(
        tx,
        { actor, organizationId: grant.organizationId, promoterId: grant.promoterId, action: 'second_factor.reset', subject: `account:${accountId}`, before: { secondFactor: removed.length > 0 }, after: { secondFactor: false } },
        at,
      );
    }
    return { removed: removed.length > 0 };
  });
}

// ---------------------------------------------------------------------------------------------
// Sign-in

export type TSignInCodeResult =
  | { ok: true; method: 'totp' | 'recovery' }
  | { ok: false; error: 'wrongCode'; attemptsLeft: number }
  /** The pending sign-in used its attempts: the password is asked again. */
  | { ok: false; error: 'tooManyAttempts' }
  /** The account's hourly limit: wait. */
  | { ok: false; error: 'rateLimited'; retryAfterSeconds: number }
  /** No confirmed factor (removed meanwhile): the password is asked again. */
  | { ok: false; error: 'noFactor' };

/**
 * The second step of a sign-in: a TOTP code or a recovery code of the account whose password was
 * right, for the pending sign-in `loginKey` (the nonce of its cookie, lib/accounts/pending-login.ts).
 */
export async function verifySignInCode(deps: TSecondFactorDeps, options: { accountId: number; loginKey: string; code: string }): Promise<TSignInCodeResult> {
  const loginLimit: TLimit = { policy: 'secondFactorFailsPerLogin', key: `login:${options.loginKey}` };
  const checked = await checkConfirmedCode(deps, options.accountId, options.code, { recovery: true, limits: [loginLimit] });
  if (checked.ok) return checked;
  if (checked.error === 'noFactor') return { ok: false, error: 'noFactor' };
  if (checked.error === 'limited') {
    return checked.limit.policy === 'secondFactorFailsPerLogin' ? { ok: false, error: 'tooManyAttempts' } : { ok: false, error: 'rateLimited', retryAfterSeconds: checked.retryAfterSeconds };
  }
  const used = await deps.rateLimiter.count(loginLimit.policy, loginLimit.key);
  const attemptsLeft = Math.max(0, RATE_LIMIT_POLICIES.secondFactorFailsPerLogin.points - used);
  return attemptsLeft === 0 ? { ok: false, error: 'tooManyAttempts' } : { ok: false, error: 'wrongCode', attemptsLeft };
}
