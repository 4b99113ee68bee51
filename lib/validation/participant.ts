// zod/mini: these schemas run in the registration and ticket forms in the browser too (a fraction of
// the full zod's size); the server uses the same ones.
import * as z from 'zod/mini';
import { ADDRESS_MAX, ADDRESS_MIN, PASSWORD_MAX, PASSWORD_MIN, PHONE_DIGITS, POSTAL_MAX, POSTAL_MIN } from '../constants';
import { GENDERS, RELATIONSHIPS } from '../db/schema/account-values';
import commonPasswords from './common-passwords.json';
import { isCountryCode } from './countries';
import { emailFieldSchema, optionalEmailFieldSchema } from './email';
import {
  ADDRESS_PATTERN,
  birthDateOfParts,
  GUARDIAN_MODES,
  isMinor,
  MINORS_MAX,
  NAME_MAX,
  NAME_MIN,
  NAME_PATTERN,
  PHONE_PATTERN,
  PLACE_MAX,
  PLACE_PATTERN,
  POSTAL_PATTERN,
  toIsoDate,
  type TGuardianMode,
  type TPersonRole,
} from './participant-rules';

/**
 * Participant registration and family members (seed sections 3 and 5): one set of zod schemas
 * shared by the browser forms (zodResolver, step by step) and the server (the whole
 * registration). Every message is a key of the `ParticipantValidation` namespace,
 * `<role>.<field>.<kind>`: each field has its own null, invalid and too-long message for the
 * participant, the parent or guardian, the emergency contact and a minor added by a guardian.
 * Translate with `validationMessageValues` (the limits the messages quote). The rules that need no
 * zod (limits, patterns, dates and age) are in participant-rules.ts, re-exported here.
 * Decisions: docs/decisions/007 (email and open field rules), 008 (password).
 */

export * from './participant-rules';

const key = (role: TPersonRole, field: string, kind: string) => `${role}.${field}.${kind}`;

// ---------------------------------------------------------------------------------------------
// Dates and age

type TBirthDateOptions = { require?: 'minor' | 'adult'; now?: () => Date };

/** Birth date from three fields (year, month, day): a real day, not in the future, from 1900. */
export function birthDateSchema(role: TPersonRole, options: TBirthDateOptions = {}) {
  const now = options.now ?? (() => new Date());
  const parts = z.object({ year: z.string(), month: z.string(), day: z.string() }).check(
    z.superRefine((v, ctx) => {
      const at = now();
      const parsed = birthDateOfParts(v, at);
      if ('issue' in parsed) return ctx.addIssue({ code: 'custom', path: [parsed.issue.path], message: key(role, 'birthDate', parsed.issue.kind) });
      const { iso } = parsed;
      const issue = (path: 'year', kind: string) => ctx.addIssue({ code: 'custom', path: [path], message: key(role, 'birthDate', kind) });
      if (options.require === 'minor' && !isMinor(iso, at)) return issue('year', 'notMinor');
      if (options.require === 'adult' && isMinor(iso, at)) return issue('year', 'notAdult');
    }),
  );
  return z.pipe(parts, z.transform((v: z.output<typeof parts>) => toIsoDate(Number(v.year), Number(v.month), Number(v.day)) as string));
}

// ---------------------------------------------------------------------------------------------
// Fields

const collapseSpaces = (v: string) => v.replace(/\s+/g, ' ');

export function nameSchema(role: TPersonRole, field: 'firstName' | 'lastName') {
  return z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: key(role, field, 'null') }),
        z.maxLength(NAME_MAX, { error: key(role, field, 'tooLong') }),
        z.minLength(NAME_MIN, { error: key(role, field, 'tooShort') }),
        z.regex(NAME_PATTERN, { error: key(role, field, 'invalid') }),
      ),
    z.transform(collapseSpaces),
  );
}

export function genderSchema(role: TPersonRole) {
  return z.pipe(z.string().check(z.trim(), z.minLength(1, { error: key(role, 'gender', 'null') })), z.enum(GENDERS, { error: key(role, 'gender', 'invalid') }));
}

export function relationshipSchema(role: TPersonRole) {
  return z.pipe(
    z.string().check(z.trim(), z.minLength(1, { error: key(role, 'relationship', 'null') })),
    z.enum(RELATIONSHIPS, { error: key(role, 'relationship', 'invalid') }),
  );
}

const emailMessages = (role: TPersonRole) => ({ required: key(role, 'email', 'null'), tooLong: key(role, 'email', 'tooLong'), invalid: key(role, 'email', 'invalid') });

/** Email: the one email rule (lib/validation/email.ts) with this role's messages. */
export function emailSchema(role: TPersonRole) {
  return emailFieldSchema(emailMessages(role));
}

/** An optional email (emergency contact): empty means none (null). */
export function optionalEmailSchema(role: TPersonRole) {
  return optionalEmailFieldSchema(emailMessages(role));
}

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(commonPasswords.passwords);

/** Whether a password is on the list of common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Password: 8 to 255 characters, a letter and a digit, not a common password (decision 008). */
export function passwordSchema(role: TPersonRole) {
  return z
    .string()
    .check(
      z.minLength(1, { error: key(role, 'password', 'null') }),
      z.minLength(PASSWORD_MIN, { error: key(role, 'password', 'tooShort') }),
      z.maxLength(PASSWORD_MAX, { error: key(role, 'password', 'tooLong') }),
      z.refine((v: string) => /\p{L}/u.test(v) && /\p{Nd}/u.test(v), { error: key(role, 'password', 'invalid') }),
      z.refine((v: string) => !isCommonPassword(v), { error: key(role, 'password', 'common') }),
    );
}

/** A phone as typed: xxx-xxx-xxxx or ten digits; the output keeps the ten digits (null when optional and empty). */
export function phoneSchema(role: TPersonRole, field: 'phone' | 'cell' = 'phone', required = true) {
  return z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.refine((v: string) => !required || v !== '', { error: key(role, field, 'null') }),
        z.refine((v: string) => v.replace(/\D/g, '').length <= PHONE_DIGITS, { error: key(role, field, 'tooLong') }),
        z.refine((v: string) => v === '' || PHONE_PATTERN.test(v), { error: key(role, field, 'invalid') }),
      ),
    z.transform((v: string) => (v === '' ? null : v.replace(/\D/g, ''))),
  );
}

export function addressSchema(role: TPersonRole) {
  return z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: key(role, 'address', 'null') }),
        z.maxLength(ADDRESS_MAX, { error: key(role, 'address', 'tooLong') }),
        z.minLength(ADDRESS_MIN, { error: key(role, 'address', 'tooShort') }),
        z.regex(ADDRESS_PATTERN, { error: key(role, 'address', 'invalid') }),
      ),
    z.transform(collapseSpaces),
  );
}

/** Postal code: upper-cased; US ZIP (+4) or 2-10 letters or digits in one or two groups. */
export function postalCodeSchema(role: TPersonRole) {
  return z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, { error: key(role, 'zip', 'null') }),
      z.refine((v: string) => v.replace(/[^A-Z0-9]/g, '').length <= POSTAL_MAX && v.length <= POSTAL_MAX + 1, { error: key(role, 'zip', 'tooLong') }),
      z.refine((v: string) => POSTAL_PATTERN.test(v) && v.replace(/[^A-Z0-9]/g, '').length >= POSTAL_MIN, { error: key(role, 'zip', 'invalid') }),
    );
}

export function countrySchema(role: TPersonRole) {
  return z
    .string()
    .check(z.trim(), z.toUpperCase(), z.minLength(1, { error: key(role, 'country', 'null') }), z.refine(isCountryCode, { error: key(role, 'country', 'invalid') }));
}

/** City, state or province, area: letters first, at most 50 characters; area may be empty. */
export function placeSchema(role: TPersonRole, field: 'city' | 'state' | 'area') {
  const required = field !== 'area';
  return z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.refine((v: string) => !required || v !== '', { error: key(role, field, 'null') }),
        z.maxLength(PLACE_MAX, { error: key(role, field, 'tooLong') }),
        z.refine((v: string) => v === '' || PLACE_PATTERN.test(v), { error: key(role, field, 'invalid') }),
      ),
    z.transform((v: string) => (v === '' ? null : collapseSpaces(v))),
  );
}

// ---------------------------------------------------------------------------------------------
// Steps of the registration (each form validates its step; the server the whole)

type TNow = { now?: () => Date };

/** Information: who is registering; a minor also says who their parent or guardian is. */
export function informationSchema({ now = () => new Date() }: TNow = {}) {
  const information = z
    .object({
      firstName: nameSchema('participant', 'firstName'),
      lastName: nameSchema('participant', 'lastName'),
      gender: genderSchema('participant'),
      birthDate: birthDateSchema('participant', { now }),
      guardianMode: z.optional(z.string()),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (typeof v.birthDate !== 'string' || !isMinor(v.birthDate, now())) return;
        if (!GUARDIAN_MODES.includes(v.guardianMode as TGuardianMode)) {
          ctx.addIssue({ code: 'custom', path: ['guardianMode'], message: key('participant', 'guardianMode', 'null') });
        }
      }),
    );
  return z.pipe(
    information,
    z.transform((v: z.output<typeof information>) => ({ ...v, guardianMode: isMinor(v.birthDate, now()) ? (v.guardianMode as TGuardianMode) : undefined })),
  );
}

/** Email and password with their confirmations (Login data, and a new guardian's). */
function loginShape(role: TPersonRole) {
  return {
    email: emailSchema(role),
    emailConfirmation: z.string(),
    password: passwordSchema(role),
    passwordConfirmation: z.string(),
  };
}

function confirmLogin(role: TPersonRole) {
  type TLogin = { email: unknown; emailConfirmation: string; password: unknown; passwordConfirmation: string };
  return z.superRefine((v: TLogin, ctx) => {
    const confirmation = v.emailConfirmation.trim().toLowerCase();
    if (confirmation === '') ctx.addIssue({ code: 'custom', path: ['emailConfirmation'], message: key(role, 'emailConfirmation', 'null') });
    else if (typeof v.email === 'string' && confirmation !== v.email.trim().toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['emailConfirmation'], message: key(role, 'emailConfirmation', 'mismatch') });
    }
    if (v.passwordConfirmation === '') ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: key(role, 'passwordConfirmation', 'null') });
    else if (v.passwordConfirmation !== v.password) {
      ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: key(role, 'passwordConfirmation', 'mismatch') });
    }
  });
}

/** Login data: the participant's email and password. */
export const ZLoginDataSchema = z.object(loginShape('participant')).check(confirmLogin('participant'));

/** Adult Information: a new parent or guardian, an adult with a login of their own. */
export function adultInformationSchema({ now = () => new Date() }: TNow = {}) {
  return z
    .object({
      firstName: nameSchema('parent', 'firstName'),
      lastName: nameSchema('parent', 'lastName'),
      gender: genderSchema('parent'),
      birthDate: birthDateSchema('parent', { require: 'adult', now }),
      ...loginShape('parent'),
    })
    .check(confirmLogin('parent'));
}

/** Contact Information of the participant (also kept on a new guardian's and added minors' accounts). */
export const ZContactInformationSchema = z.object({
  phone: phoneSchema('participant'),
  address: addressSchema('participant'),
  country: countrySchema('participant'),
  state: placeSchema('participant', 'state'),
  city: placeSchema('participant', 'city'),
  zip: postalCodeSchema('participant'),
  area: placeSchema('participant', 'area'),
});

/** Existing Account: the parent or guardian signs in (only presence is checked; the password rule is for new ones). */
export const ZExistingAccountSchema = z.object({
  email: emailSchema('parent'),
  password: z.string().check(z.minLength(1, { error: key('parent', 'password', 'null') }), z.maxLength(PASSWORD_MAX, { error: key('parent', 'password', 'tooLong') })),
});

/** Emergency Contact: names, a cell or a phone (at least one), an optional email. */
export const ZEmergencyContactSchema = z
  .object({
    firstName: nameSchema('emergency', 'firstName'),
    lastName: nameSchema('emergency', 'lastName'),
    cell: phoneSchema('emergency', 'cell', false),
    phone: phoneSchema('emergency', 'phone', false),
    email: optionalEmailSchema('emergency'),
  })
  .check(
    z.superRefine((v, ctx) => {
      const present = (x: unknown) => typeof x === 'string' && x.trim() !== '';
      if (!present(v.cell) && !present(v.phone)) ctx.addIssue({ code: 'custom', path: ['cell'], message: key('emergency', 'cell', 'null') });
    }),
  );

/** A minor added by a parent or guardian (Minors step, family members). */
export function minorSchema({ now = () => new Date() }: TNow = {}) {
  return z.object({
    firstName: nameSchema('minor', 'firstName'),
    lastName: nameSchema('minor', 'lastName'),
    gender: genderSchema('minor'),
    birthDate: birthDateSchema('minor', { require: 'minor', now }),
  });
}

/** A minor with the guardian's relationship to them (family members; the registration's minors). */
export function minorWithRelationshipSchema(options: TNow = {}) {
  return z.extend(minorSchema(options), { relationship: relationshipSchema('participant') });
}

/** Relationship step: one relationship per minor of an adult, or the guardian's for a minor registrant. */
export function relationshipsSchema(role: 'participant' | 'parent') {
  return z.object({ relationships: z.array(relationshipSchema(role)).check(z.minLength(1)) });
}

// ---------------------------------------------------------------------------------------------
// The whole registration (server)

/**
 * Everything the stepper sends. Which parts apply follows from the participant's age: an adult
 * may add minors; a minor has a parent or guardian, new (`adult`) or an existing account that is
 * signed in (`guardianMode: 'existing'`), and that guardian's relationship.
 */
export function participantRegistrationSchema({ now = () => new Date() }: TNow = {}) {
  const registration = z
    .object({
      information: informationSchema({ now }),
      adult: z.optional(adultInformationSchema({ now })),
      login: ZLoginDataSchema,
      contact: ZContactInformationSchema,
      emergency: ZEmergencyContactSchema,
      minors: z._default(z.array(minorWithRelationshipSchema({ now })).check(z.maxLength(MINORS_MAX, { error: 'minors.tooMany' })), []),
      guardianRelationship: z.optional(relationshipSchema('parent')),
    })
    .check(
      z.superRefine((v, ctx) => {
      const info = v.information as unknown as { birthDate: unknown; guardianMode?: TGuardianMode };
      if (typeof info.birthDate !== 'string') return;
      if (!isMinor(info.birthDate, now())) return;
      if (v.minors.length > 0) ctx.addIssue({ code: 'custom', path: ['minors'], message: 'minors.notAllowed' });
      if (v.guardianRelationship === undefined) {
        ctx.addIssue({ code: 'custom', path: ['guardianRelationship'], message: key('parent', 'relationship', 'null') });
      }
      if (info.guardianMode === 'new') {
        if (!v.adult) {
          ctx.addIssue({ code: 'custom', path: ['adult', 'firstName'], message: key('parent', 'firstName', 'null') });
        } else if (typeof v.adult.email === 'string' && typeof v.login.email === 'string' && v.adult.email === v.login.email) {
          ctx.addIssue({ code: 'custom', path: ['login', 'email'], message: key('participant', 'email', 'sameAsParent') });
        }
      }
      }),
    );
  return z.pipe(
    registration,
    z.transform((v: z.output<typeof registration>) => {
      const minor = isMinor(v.information.birthDate, now());
      return {
        ...v,
        adult: minor && v.information.guardianMode === 'new' ? v.adult : undefined,
        minors: minor ? [] : v.minors,
        guardianRelationship: minor ? v.guardianRelationship : undefined,
      };
    }),
  );
}

export type TRegistrationInput = z.input<ReturnType<typeof participantRegistrationSchema>>;
export type TRegistration = z.output<ReturnType<typeof participantRegistrationSchema>>;
export type TInformationInput = z.input<ReturnType<typeof informationSchema>>;
export type TAdultInformationInput = z.input<ReturnType<typeof adultInformationSchema>>;
export type TLoginDataInput = z.input<typeof ZLoginDataSchema>;
export type TContactInformationInput = z.input<typeof ZContactInformationSchema>;
export type TContactInformation = z.output<typeof ZContactInformationSchema>;
export type TExistingAccountInput = z.input<typeof ZExistingAccountSchema>;
export type TEmergencyContactInput = z.input<typeof ZEmergencyContactSchema>;
export type TEmergencyContact = z.output<typeof ZEmergencyContactSchema>;
export type TMinorInput = z.input<ReturnType<typeof minorSchema>>;
export type TMinorWithRelationshipInput = z.input<ReturnType<typeof minorWithRelationshipSchema>>;
export type TMinorWithRelationship = z.output<ReturnType<typeof minorWithRelationshipSchema>>;

/** Field errors of a failed parse, by dotted path (`login.email`), each a list of message keys. */
export type TFieldErrors = Record<string, string[]>;

export function fieldErrorsOf(error: z.core.$ZodError): TFieldErrors {
  const out: TFieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    (out[path] ??= []).push(issue.message);
  }
  return out;
}
