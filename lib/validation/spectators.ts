// zod/mini: the ticket stepper's forms parse with these in the browser too (a fraction of the full zod's size).
import * as z from 'zod/mini';
import { LOCALES } from '../constants';
import { GENDERS, RELATIONSHIPS } from '../db/schema/account-values';
import { emailProblem, type TEmailMessages } from './email';
import { NAME_MAX, NAME_MIN, NAME_PATTERN, birthDateProblem, isMinor, isoDateOf } from './participant-rules';
import { PROMO_CODE_MAX } from './spectator-rules';

export { PROMO_CODE_MAX, SPECTATORS_MAX } from './spectator-rules';

/**
 * A spectator added to a ticket purchase (seed section 5 "Spectators"), shared by the stepper's
 * form (zodResolver) and the server (lib/spectators). Messages are keys of `Spectator.errors`.
 * An adult needs an email (their waiver link goes there); a minor needs the buyer's relationship
 * to them (the buyer signs as parent or guardian). Age is counted on the site's calendar.
 */
const EMAIL_MESSAGES: TEmailMessages = { required: 'missingEmail', tooLong: 'emailTooLong', invalid: 'invalidEmail' };

function name(missing: 'missingFirstName' | 'missingLastName') {
  return z.pipe(
    z
      .string({ error: missing })
      .check(
        z.trim(),
        z.minLength(1, { error: missing }),
        z.maxLength(NAME_MAX, { error: 'nameTooLong' }),
        z.minLength(NAME_MIN, { error: 'nameTooShort' }),
        z.regex(NAME_PATTERN, { error: 'nameInvalid' }),
      ),
    z.transform((v: string) => v.replace(/\s+/g, ' ')),
  );
}

/** 'YYYY-MM-DD' under the one birth-date rule (lib/validation/participant.ts `birthDateProblem`). */
export function isoBirthDateSchema(now: () => Date) {
  return z.string({ error: 'invalidBirthDate' }).check(
    z.trim(),
    z.minLength(1, { error: 'invalidBirthDate' }),
    z.superRefine((v: string, ctx) => {
      const problem = birthDateProblem(isoDateOf(v), now());
      if (problem) ctx.addIssue({ code: 'custom', message: problem === 'future' ? 'birthDateInFuture' : 'invalidBirthDate' });
    }),
  );
}

export function spectatorSchema({ now = () => new Date() }: { now?: () => Date } = {}) {
  const spectator = z
    .object({
      firstName: name('missingFirstName'),
      lastName: name('missingLastName'),
      gender: z.pipe(z.string({ error: 'missingGender' }).check(z.trim(), z.minLength(1, { error: 'missingGender' })), z.enum(GENDERS, { error: 'invalidGender' })),
      birthDate: isoBirthDateSchema(now),
      email: z._default(z.optional(z.string({ error: 'invalidEmail' }).check(z.trim(), z.toLowerCase())), ''),
      relationship: z._default(z.optional(z.string({ error: 'invalidRelationship' }).check(z.trim())), ''),
      /** Language of the waiver link mail; the buyer's language when absent. */
      locale: z.optional(z.enum(LOCALES)),
    })
    .check(
      z.superRefine((v, ctx) => {
      // Age-dependent rules only once the birth date itself is valid.
      if (birthDateProblem(isoDateOf(v.birthDate), now())) return;
      if (isMinor(v.birthDate, now())) {
        if (v.relationship === '') ctx.addIssue({ code: 'custom', path: ['relationship'], message: 'missingRelationship' });
        else if (!(RELATIONSHIPS as readonly string[]).includes(v.relationship)) {
          ctx.addIssue({ code: 'custom', path: ['relationship'], message: 'invalidRelationship' });
        }
        return;
      }
      const problem = emailProblem(v.email);
      if (problem) ctx.addIssue({ code: 'custom', path: ['email'], message: EMAIL_MESSAGES[problem] });
      }),
    );
  return z.pipe(
    spectator,
    z.transform((v: z.output<typeof spectator>) => {
      const minor = isMinor(v.birthDate, now());
      return {
        firstName: v.firstName,
        lastName: v.lastName,
        gender: v.gender,
        birthDate: v.birthDate,
        isMinor: minor,
        email: minor ? null : v.email,
        relationship: minor ? (v.relationship as (typeof RELATIONSHIPS)[number]) : null,
        locale: v.locale,
      };
    }),
  );
}

export type TSpectatorInput = z.input<ReturnType<typeof spectatorSchema>>;
export type TSpectatorValues = z.output<ReturnType<typeof spectatorSchema>>;
export type TSpectatorField = 'firstName' | 'lastName' | 'gender' | 'birthDate' | 'email' | 'relationship' | 'locale';
export type TSpectatorFieldErrors = Partial<Record<TSpectatorField, string[]>>;

export const ZPromoCodeSchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'promoInvalid' }),
      z.maxLength(PROMO_CODE_MAX, { error: 'promoInvalid' }),
      z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { error: 'promoInvalid' }),
    ),
});
export type TPromoCodeInput = z.input<typeof ZPromoCodeSchema>;
