import { z } from 'zod';
import { LOCALES } from '../constants';
import { GENDERS, RELATIONSHIPS } from '../db/schema/account-values';
import { emailProblem, type TEmailMessages } from './email';
import { NAME_MAX, NAME_MIN, NAME_PATTERN, birthDateProblem, isMinor, isoDateOf } from './participant';

/**
 * A spectator added to a ticket purchase (seed section 5 "Spectators"), shared by the stepper's
 * form (zodResolver) and the server (lib/spectators). Messages are keys of `Spectator.errors`.
 * An adult needs an email (their waiver link goes there); a minor needs the buyer's relationship
 * to them (the buyer signs as parent or guardian). Age is counted on the site's calendar.
 */
export const SPECTATORS_MAX = 20;
export const PROMO_CODE_MAX = 40;

const EMAIL_MESSAGES: TEmailMessages = { required: 'missingEmail', tooLong: 'emailTooLong', invalid: 'invalidEmail' };

function name(missing: 'missingFirstName' | 'missingLastName') {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(NAME_MAX, { error: 'nameTooLong' })
    .min(NAME_MIN, { error: 'nameTooShort' })
    .regex(NAME_PATTERN, { error: 'nameInvalid' })
    .transform((v) => v.replace(/\s+/g, ' '));
}

/** 'YYYY-MM-DD' under the one birth-date rule (lib/validation/participant.ts `birthDateProblem`). */
export function isoBirthDateSchema(now: () => Date) {
  return z
    .string({ error: 'invalidBirthDate' })
    .trim()
    .min(1, { error: 'invalidBirthDate' })
    .superRefine((v, ctx) => {
      const problem = birthDateProblem(isoDateOf(v), now());
      if (problem) ctx.addIssue({ code: 'custom', message: problem === 'future' ? 'birthDateInFuture' : 'invalidBirthDate' });
    });
}

export function spectatorSchema({ now = () => new Date() }: { now?: () => Date } = {}) {
  return z
    .object({
      firstName: name('missingFirstName'),
      lastName: name('missingLastName'),
      gender: z.string({ error: 'missingGender' }).trim().min(1, { error: 'missingGender' }).pipe(z.enum(GENDERS, { error: 'invalidGender' })),
      birthDate: isoBirthDateSchema(now),
      email: z.string({ error: 'invalidEmail' }).trim().toLowerCase().optional().default(''),
      relationship: z.string({ error: 'invalidRelationship' }).trim().optional().default(''),
      /** Language of the waiver link mail; the buyer's language when absent. */
      locale: z.enum(LOCALES).optional(),
    })
    .superRefine((v, ctx) => {
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
    })
    .transform((v) => {
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
    });
}

export type TSpectatorInput = z.input<ReturnType<typeof spectatorSchema>>;
export type TSpectatorValues = z.output<ReturnType<typeof spectatorSchema>>;
export type TSpectatorField = 'firstName' | 'lastName' | 'gender' | 'birthDate' | 'email' | 'relationship' | 'locale';
export type TSpectatorFieldErrors = Partial<Record<TSpectatorField, string[]>>;

export const ZPromoCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: 'promoInvalid' })
    .max(PROMO_CODE_MAX, { error: 'promoInvalid' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { error: 'promoInvalid' }),
});
export type TPromoCodeInput = z.input<typeof ZPromoCodeSchema>;
