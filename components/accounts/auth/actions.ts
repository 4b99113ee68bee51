'use server';

import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import { authenticate } from '@/lib/accounts/credentials';
import { completePasswordReset, requestPasswordReset } from '@/lib/accounts/password-reset';
import { ACCOUNT_HOME_PATH, isOrganiserPath, LOGIN_PATH, safeNextPath, SECOND_STEP_PATH, SECURITY_PATH, withNext } from '@/lib/accounts/paths';
import { beginPendingLogin, mustSetUpSecondFactor, needsSecondFactor } from '@/lib/accounts/second-factor-session';
import { passwordResetDeps } from '@/lib/accounts/services';
import { endSession, startSession } from '@/lib/accounts/sessions';
import { log } from '@/lib/log';
import { parseActionArgs, ZFormDataSchema } from '@/lib/server/action-args';
import { redirectAfterAction } from '@/lib/server/action-redirect';
import { clientIp } from '@/lib/server/request';
import { ZLoginSchema, type TFieldErrors } from '@/lib/validation/auth';
import type { TResetTokenState } from '@/lib/accounts/password-reset';
import { EMAIL_MAX } from '@/lib/constants';

/**
 * Server actions of sign-in, sign-out and password reset. They take FormData (the forms work
 * without JavaScript too) and answer a typed state whose messages are keys of the form's namespace.
 */

export type TLoginState = {
  email: string;
  fieldErrors?: TFieldErrors<'email' | 'password'>;
  formError?: 'invalidCredentials' | 'rateLimited' | 'failed';
  retryAfterSeconds?: number;
};

export type TForgotState = {
  email: string;
  sent?: boolean;
  fieldErrors?: TFieldErrors<'email'>;
  formError?: 'rateLimited' | 'failed';
  retryAfterSeconds?: number;
};

export type TResetState = {
  fieldErrors?: TFieldErrors<'password' | 'passwordConfirm'>;
  state?: Exclude<TResetTokenState, 'valid'>;
  formError?: 'rateLimited' | 'failed';
  retryAfterSeconds?: number;
};

/** (previous state, form) of useActionState; a body that is not the form gets the generic error. */
const ZFormArgsSchema = z.tuple([z.unknown(), ZFormDataSchema]).rest(z.unknown());

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export async function loginAction(_previous: TLoginState, form: FormData): Promise<TLoginState> {
  if (!parseActionArgs(ZFormArgsSchema, [_previous, form])) return { email: '', formError: 'failed' };
  const email = text(form, 'email').slice(0, EMAIL_MAX);
  const parsed = ZLoginSchema.safeParse({ email, password: text(form, 'password') });
  if (!parsed.success) return { email, fieldErrors: z.flattenError(parsed.error).fieldErrors };

  let accountId: number;
  let secondStep = false;
  let setUpFirst = false;
  const next = safeNextPath(text(form, 'next'));
  try {
    const result = await authenticate({ email: parsed.data.email, password: parsed.data.password, ip: await clientIp() });
    if (!result.ok) {
      return result.error === 'rate_limited'
        ? { email, formError: 'rateLimited', retryAfterSeconds: result.retryAfterSeconds }
        : { email, formError: 'invalidCredentials' };
    }
    accountId = result.accountId;
    // An account with a second factor gets no session yet: the code comes first (decision 055).
    secondStep = await needsSecondFactor(accountId);
    if (secondStep) await beginPendingLogin(accountId);
    else {
      await startSession(accountId);
      // A role holder on the way to the organiser area sets a factor up first (the area would send them).
      setUpFirst = isOrganiserPath(next) && (await mustSetUpSecondFactor(accountId));
    }
  } catch (error) {
    log.error({ err: error }, 'login failed');
    return { email, formError: 'failed' };
  }
  if (secondStep) {
    log.info({ accountId }, 'password accepted, second factor asked');
    await redirectAfterAction(withNext(SECOND_STEP_PATH, next), await getLocale());
  }
  log.info({ accountId }, 'signed in');
  await redirectAfterAction(setUpFirst ? withNext(SECURITY_PATH, next) : (next ?? ACCOUNT_HOME_PATH), await getLocale());
  return { email };
}

export async function logoutAction(): Promise<void> {
  parseActionArgs(z.array(z.unknown()), []);
  await endSession();
  await redirectAfterAction({ pathname: LOGIN_PATH, query: { status: 'loggedOut' } }, await getLocale());
}

export async function forgotPasswordAction(_previous: TForgotState, form: FormData): Promise<TForgotState> {
  if (!parseActionArgs(ZFormArgsSchema, [_previous, form])) return { email: '', formError: 'failed' };
  const email = text(form, 'email').slice(0, EMAIL_MAX);
  try {
    const result = await requestPasswordReset(await passwordResetDeps(), { email }, { ip: await clientIp() });
    if (result.ok) return { email, sent: true };
    return { email, fieldErrors: result.fieldErrors, formError: result.formError, retryAfterSeconds: result.retryAfterSeconds };
  } catch (error) {
    log.error({ err: error }, 'password reset request failed');
    return { email, formError: 'failed' };
  }
}

export async function resetPasswordAction(_previous: TResetState, form: FormData): Promise<TResetState> {
  if (!parseActionArgs(ZFormArgsSchema, [_previous, form])) return { formError: 'failed' };
  let result;
  try {
    result = await completePasswordReset(
      await passwordResetDeps(),
      { token: text(form, 'token'), password: text(form, 'password'), passwordConfirm: text(form, 'passwordConfirm') },
      { ip: await clientIp() },
    );
  } catch (error) {
    log.error({ err: error }, 'password reset failed');
    return { formError: 'failed' };
  }
  if (!result.ok) return result;
  await redirectAfterAction({ pathname: LOGIN_PATH, query: { status: 'passwordChanged' } }, await getLocale());
  return {};
}
