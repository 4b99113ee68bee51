import { z } from 'zod';
import { PASSWORD_MAX } from '../constants';
import { emailFieldSchema } from './email';
import { passwordSchema } from './participant';

/**
 * Sign-in, forgot-password and reset-password forms, shared by the browser and the server actions.
 * Messages are keys: `Login.errors.*` and `PasswordReset.errors.*`, except the new password of a
 * reset, which follows the one password rule of registration (lib/validation/participant.ts,
 * decision 008) with its `ParticipantValidation.participant.password*` messages.
 */
const email = emailFieldSchema({ required: 'emailRequired', tooLong: 'emailInvalid', invalid: 'emailInvalid' });

/** Signing in checks presence only: the password rule is for new passwords. */
export const ZLoginSchema = z.object({
  email,
  password: z.string().min(1, { error: 'passwordRequired' }).max(PASSWORD_MAX, { error: 'passwordTooLong' }),
});
export type TLoginInput = z.input<typeof ZLoginSchema>;

export const ZForgotPasswordSchema = z.object({ email });
export type TForgotPasswordInput = z.input<typeof ZForgotPasswordSchema>;

export const ZResetPasswordSchema = z
  .object({
    token: z.string().max(200),
    password: passwordSchema('participant'),
    passwordConfirm: z.string().min(1, { error: 'participant.passwordConfirmation.null' }),
  })
  .refine((v) => v.password === v.passwordConfirm, { error: 'participant.passwordConfirmation.mismatch', path: ['passwordConfirm'] });
export type TResetPasswordInput = z.input<typeof ZResetPasswordSchema>;

export type TFieldErrors<K extends string> = Partial<Record<K, string[]>>;
