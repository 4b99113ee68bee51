'use server';

import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import { ACCOUNT_HOME_PATH, loginHref, safeNextPath, SECURITY_PATH, withNext } from '@/lib/accounts/paths';
import { confirmEnrolment, regenerateRecoveryCodes, removeSecondFactor, startEnrolment, verifySignInCode } from '@/lib/accounts/second-factor';
import { clearPendingLogin, readPendingLogin, secondFactorDeps } from '@/lib/accounts/second-factor-session';
import { getCurrentAccount, startSession } from '@/lib/accounts/sessions';
import { log } from '@/lib/log';
import { parseActionArgs, ZFormDataSchema } from '@/lib/server/action-args';
import { redirectAfterAction } from '@/lib/server/action-redirect';

/**
 * Server actions of the second factor (docs/decisions/055): the security page's (set up, confirm,
 * new recovery codes, remove; each for the signed-in account only) and the sign-in's code step.
 * They take FormData (the forms work without JavaScript) and answer a typed state whose messages
 * are keys of `SecondFactor.errors`; a code typed is never given back.
 */

export type TSecondFactorError =
  | 'codeRequired'
  | 'wrongCode'
  | 'tooManyAttempts'
  | 'rateLimited'
  | 'noFactor'
  | 'alreadyConfirmed'
  | 'roleRequiresFactor'
  | 'expired'
  | 'failed';

export type TSecondFactorState = {
  error?: TSecondFactorError;
  /** With `rateLimited`: minutes to wait. */
  minutes?: number;
  /** With `wrongCode` at sign-in: attempts left for this sign-in. */
  attemptsLeft?: number;
  /** New recovery codes: shown this once. */
  recoveryCodes?: string[];
};

/** (previous state, form) of useActionState; a body that is not the form gets the generic error. */
const ZFormArgsSchema = z.tuple([z.unknown(), ZFormDataSchema]).rest(z.unknown());

const CODE_MAX = 64;
const text = (form: FormData, name: string, max = 2000) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};
const minutesOf = (seconds: number | undefined) => Math.max(1, Math.ceil((seconds ?? 60) / 60));

/** The signed-in account, or a redirect to the login that comes back to the security page. */
async function signedInOrLogin(form: FormData): Promise<number> {
  const account = await getCurrentAccount();
  if (account) return account.id;
  return redirectAfterAction(loginHref(withNext(SECURITY_PATH, text(form, 'next'))), await getLocale());
}

type TFailure = { ok: false; error: Exclude<TSecondFactorError, 'codeRequired' | 'tooManyAttempts' | 'expired' | 'failed'>; retryAfterSeconds?: number };
const failureState = (result: TFailure): TSecondFactorState =>
  result.error === 'rateLimited' ? { error: 'rateLimited', minutes: minutesOf(result.retryAfterSeconds) } : { error: result.error };

/** Set up (or start over): a new key, then the page shows it. */
export async function startEnrolmentAction(_previous: TSecondFactorState, form: FormData): Promise<TSecondFactorState> {
  if (!parseActionArgs(ZFormArgsSchema, [_previous, form])) return { error: 'failed' };
  const accountId = await signedInOrLogin(form);
  try {
    const result = await startEnrolment(await secondFactorDeps(), accountId);
    if (!result.ok) return { error: result.error };
  } catch (error) {
    log.error({ err: error }, 'starting a second factor failed');
    return { error: 'failed' };
  }
  return redirectAfterAction(withNext(SECURITY_PATH, text(form, 'next')), await getLocale());
}

/** The first code: the factor is on, and the recovery codes are answered (shown once). */
export async function confirmEnrolmentAction(_previous: TSecondFactorState, form: FormData): Promise<TSecondFactorState> {
  if (!parseActionArgs(ZFormArgsSchema, [_previous, form])) return { error: 'failed' };
  const accountId = await signedInOrLogin(form);
  const code = text(form, 'code', CODE_MAX);
  if (!code.trim()) return { error: 'codeRequired' };
  try {
    const result = await confirmEnrolment(await secondFactorDeps(), accountId, code);
    if (!result.ok) return failureState(result);
    log.info({ accountId }, 'second factor confirmed');
    return { recoveryCodes: result.recoveryCodes };
  } catch (error) {
    log.error({ err: error }, 'confirming a second factor failed');
    return { error: 'failed' };
  }
}

/** New recovery codes, with a current code. */
export async function regenerateCodesAction(_previous: TSecondFactorState, form: FormData): Promise<TSecondFactorState> {
  if (!parseActionArgs(ZFormArgsSchema, [_previous, form])) return { error: 'failed' };
  const accountId = await signedInOrLogin(form);
  const code = text(form, 'code', CODE_MAX);
  if (!code.trim()) return { error: 'codeRequired' };
  try {
    const result = await regenerateRecoveryCodes(await secondFactorDeps(), accountId, code);
    if (!result.ok) return failureState(result);
    log.info({ accountId }, 'recovery codes replaced');
    return { recoveryCodes: result.recoveryCodes };
  } catch (error) {
    log.error({ err: error }, 'replacing recovery codes failed');
    return { error: 'failed' };
  }
}

/** Turn the factor off, with a current code (refused for a role holder). */
export async function removeFactorAction(_previous: TSecondFactorState, form: FormData): Promise<TSecondFactorState> {
  if (!parseActionArgs(ZFormArgsSchema, [_previous, form])) return { error: 'failed' };
  const accountId = await signedInOrLogin(form);
  const code = text(form, 'code', CODE_MAX);
  if (!code.trim()) return { error: 'codeRequired' };
  try {
    const result = await removeSecondFactor(await secondFactorDeps(), accountId, code);
    if (!result.ok) return failureState(result);
  } catch (error) {
    log.error({ err: error }, 'removing a second factor failed');
    return { error: 'failed' };
  }
  log.info({ accountId }, 'second factor removed');
  return redirectAfterAction({ pathname: SECURITY_PATH, query: { status: 'removed' } }, await getLocale());
}

/**
 * The sign-in's second step: the code (or a recovery code) for the account of this browser's
 * pending sign-in. A right one starts the session and goes on to `next`; too many wrong ones end
 * the pending sign-in (the password is asked again).
 */
export async function secondStepAction(_previous: TSecondFactorState, form: FormData): Promise<TSecondFactorState> {
  if (!parseActionArgs(ZFormArgsSchema, [_previous, form])) return { error: 'failed' };
  const code = text(form, 'code', CODE_MAX);
  let accountId: number;
  try {
    const pending = await readPendingLogin();
    if (!pending) return { error: 'expired' };
    if (!code.trim()) return { error: 'codeRequired' };
    const result = await verifySignInCode(await secondFactorDeps(), { accountId: pending.accountId, loginKey: pending.nonce, code });
    if (!result.ok) {
      if (result.error === 'wrongCode') return { error: 'wrongCode', attemptsLeft: result.attemptsLeft };
      if (result.error === 'rateLimited') return { error: 'rateLimited', minutes: minutesOf(result.retryAfterSeconds) };
      // Too many wrong codes for this sign-in, or no factor any more: the password again.
      await clearPendingLogin();
      log.info({ accountId: pending.accountId, reason: result.error }, 'pending sign-in ended');
      return { error: result.error === 'tooManyAttempts' ? 'tooManyAttempts' : 'expired' };
    }
    accountId = pending.accountId;
    await clearPendingLogin();
    await startSession(accountId);
    log.info({ accountId, method: result.method }, 'signed in with a second factor');
  } catch (error) {
    log.error({ err: error }, 'second sign-in step failed');
    return { error: 'failed' };
  }
  return redirectAfterAction(safeNextPath(text(form, 'next')) ?? ACCOUNT_HOME_PATH, await getLocale());
}

