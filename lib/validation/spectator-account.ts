import * as z from 'zod/mini';
import { isoBirthDateSchema } from './spectators';
import { birthDateProblem, emailSchema, genderSchema, isMinor, isoDateOf, nameSchema, passwordSchema } from './participant';

export { qualifySpectatorAccountKey } from './spectator-rules';

/**
 * A new spectator account, made in step 1 of the ticket stepper (seed section 6: only adults buy;
 * sections 3 and 5: first name, last name, gender, date of birth, email, password). Shared by the
 * form (zodResolver) and the server (lib/accounts/spectator-account.ts). The field rules and their
 * messages are those of participant registration (`ParticipantValidation.participant.*`); the
 * date of birth and the adult rule use the spectator messages (`Spectator.errors.*`). Every
 * message is a key within one of those namespaces: `qualifySpectatorAccountKey` names which.
 */
export function spectatorAccountSchema({ now = () => new Date() }: { now?: () => Date } = {}) {
  return z
    .object({
      firstName: nameSchema('participant', 'firstName'),
      lastName: nameSchema('participant', 'lastName'),
      gender: genderSchema('participant'),
      birthDate: isoBirthDateSchema(now),
      email: emailSchema('participant'),
      emailConfirmation: z.string(),
      password: passwordSchema('participant'),
      passwordConfirmation: z.string(),
    })
    .check(
      z.superRefine((v, ctx) => {
      if (!birthDateProblem(isoDateOf(v.birthDate), now()) && isMinor(v.birthDate, now())) {
        ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'adultsOnly' });
      }
      const confirmation = v.emailConfirmation.trim().toLowerCase();
      if (confirmation === '') ctx.addIssue({ code: 'custom', path: ['emailConfirmation'], message: 'participant.emailConfirmation.null' });
      else if (confirmation !== v.email) ctx.addIssue({ code: 'custom', path: ['emailConfirmation'], message: 'participant.emailConfirmation.mismatch' });
      if (v.passwordConfirmation === '') ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: 'participant.passwordConfirmation.null' });
      else if (v.passwordConfirmation !== v.password) {
        ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: 'participant.passwordConfirmation.mismatch' });
      }
      }),
    );
}

export type TSpectatorAccountInput = z.input<ReturnType<typeof spectatorAccountSchema>>;
export type TSpectatorAccountValues = z.output<ReturnType<typeof spectatorAccountSchema>>;
export type TSpectatorAccountField = keyof TSpectatorAccountInput;
export type TSpectatorAccountFieldErrors = Partial<Record<TSpectatorAccountField, string[]>>;
