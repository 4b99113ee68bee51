import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { ZForgotPasswordSchema, ZLoginSchema, ZResetPasswordSchema } from '@/lib/validation/auth';
import { isCommonPassword } from '@/lib/validation/participant';

const fieldErrors = (result: { error?: z.ZodError }) => (result.error ? z.flattenError(result.error).fieldErrors : {});
/** The message each field shows: its first error. */
const shown = (result: { error?: z.ZodError }) =>
  Object.fromEntries(Object.entries(fieldErrors(result)).map(([field, keys]) => [field, [(keys as string[])[0]]]));

describe('sign-in and reset forms', () => {
  it('login needs an email and a password, but does not apply the new-password rule', () => {
    // The one email rule (lib/validation/email.ts): trimmed and lower-cased, as accounts store it.
    expect(ZLoginSchema.safeParse({ email: ' Demo@OORRA.ca ', password: 'x' }).data).toEqual({ email: 'demo@oorra.ca', password: 'x' });
    expect(fieldErrors(ZLoginSchema.safeParse({ email: '', password: '' }))).toEqual({ email: ['emailRequired'], password: ['passwordRequired'] });
    expect(fieldErrors(ZLoginSchema.safeParse({ email: 'nope', password: 'x'.repeat(256) }))).toEqual({
      email: ['emailInvalid'],
      password: ['passwordTooLong'],
    });
  });

  it('forgot password needs a valid email', () => {
    expect(ZForgotPasswordSchema.safeParse({ email: 'rider@example.racing' }).success).toBe(true);
    expect(fieldErrors(ZForgotPasswordSchema.safeParse({ email: 'rider@' }))).toEqual({ email: ['emailInvalid'] });
  });

  it.each([
    ['', '', { password: ['participant.password.null'], passwordConfirm: ['participant.passwordConfirmation.null'] }],
    ['abc1', 'abc1', { password: ['participant.password.tooShort'] }],
    ['abcdefghij', 'abcdefghij', { password: ['participant.password.invalid'] }],
    ['password123', 'password123', { password: ['participant.password.common'] }],
    ['Trail-rider-9', 'Trail-rider-8', { passwordConfirm: ['participant.passwordConfirmation.mismatch'] }],
  ])('reset refuses %j / %j with the registration rule and messages', (password, passwordConfirm, expected) => {
    expect(shown(ZResetPasswordSchema.safeParse({ token: 't', password, passwordConfirm }))).toEqual(expected);
  });

  it('reset accepts a password that follows the rule, typed twice (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6, maxLength: 60 }), fc.constantFrom('a', 'Z', 'é'), fc.integer({ min: 0, max: 9 }), (base, letter, digit) => {
        const password = `${letter}${digit}${base}`;
        fc.pre(password.length <= 255 && !isCommonPassword(password));
        expect(ZResetPasswordSchema.safeParse({ token: 't', password, passwordConfirm: password }).success).toBe(true);
        expect(ZResetPasswordSchema.safeParse({ token: 't', password, passwordConfirm: `${password}x` }).success).toBe(false);
      }),
    );
  });
});
