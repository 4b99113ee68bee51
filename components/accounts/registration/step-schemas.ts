import * as z from 'zod/mini';
import {
  adultInformationSchema,
  informationSchema,
  minorSchema,
  relationshipSchema,
  ZContactInformationSchema,
  ZEmergencyContactSchema,
  ZExistingAccountSchema,
  ZLoginDataSchema,
} from '@/lib/validation/participant';
import { draftIsMinor, type TRegistrationDraft, type TStepId } from './draft';

export { stepOfPath } from './draft';

/**
 * The schema each step's form validates, built from the shared schemas of
 * lib/validation/participant.ts (the server checks the same rules on the whole registration).
 * Field names carry the draft's part (`login.email`), so a server error's path names the field.
 * The forms load this module after the page (lazyZodResolver), with zod.
 */
export type TStepContext = { draft: TRegistrationDraft; guardianEmail?: string | null; now?: () => Date };

export function informationStepSchema({ now }: Pick<TStepContext, 'now'> = {}) {
  return z.object({ information: informationSchema({ now }) });
}

export function adultInformationStepSchema({ now }: Pick<TStepContext, 'now'> = {}) {
  return z.object({ adult: adultInformationSchema({ now }) });
}

/** Login data; a minor's email must differ from the parent's or guardian's (new or signed in). */
export function loginDataStepSchema({ draft, guardianEmail, now }: TStepContext) {
  const minor = draftIsMinor(draft, now);
  const parentEmail = (draft.information.guardianMode === 'new' ? draft.adult.email : guardianEmail ?? '').trim().toLowerCase();
  return z.object({ login: ZLoginDataSchema }).check(
    z.superRefine((v, ctx) => {
      if (minor && parentEmail && typeof v.login.email === 'string' && v.login.email === parentEmail) {
        ctx.addIssue({ code: 'custom', path: ['login', 'email'], message: 'participant.email.sameAsParent' });
      }
    }),
  );
}

export const contactStepSchema = z.object({ contact: ZContactInformationSchema });
export const emergencyStepSchema = z.object({ emergency: ZEmergencyContactSchema });
export const existingAccountSchema = ZExistingAccountSchema;

/** The Minors step's form for one minor. */
export function minorStepSchema({ now }: Pick<TStepContext, 'now'> = {}) {
  return z.object({ minor: minorSchema({ now }) });
}

/** Relationship: the guardian's for a minor registrant, one per minor for an adult. */
export function relationshipStepSchema({ draft, now }: TStepContext) {
  if (draftIsMinor(draft, now)) return z.object({ guardianRelationship: relationshipSchema('parent') });
  return z.object({ minors: z.array(z.object({ relationship: relationshipSchema('participant') })) });
}

/**
 * Whether a step's part of the draft passes its rules (used when a stored draft comes back after
 * a reload: the visitor resumes at the first step that still needs something, e.g. passwords).
 */
export function isStepComplete(step: TStepId, ctx: TStepContext & { guardianSignedIn: boolean }): boolean {
  const { draft } = ctx;
  switch (step) {
    case 'information':
      return informationStepSchema(ctx).safeParse(draft).success;
    case 'adultInformation':
      return adultInformationStepSchema(ctx).safeParse(draft).success;
    case 'loginData':
      return loginDataStepSchema(ctx).safeParse(draft).success;
    case 'contactInformation':
      return contactStepSchema.safeParse(draft).success;
    case 'existingAccount':
      return ctx.guardianSignedIn;
    case 'emergencyContact':
      return emergencyStepSchema.safeParse(draft).success;
    case 'minors':
      return draft.minors.every((minor) => minorStepSchema(ctx).safeParse({ minor }).success);
    case 'relationship':
      return relationshipStepSchema(ctx).safeParse(draft).success;
    default:
      return true;
  }
}
