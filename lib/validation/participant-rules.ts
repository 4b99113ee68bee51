import { ADDRESS_MAX, ADDRESS_MIN, EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_DIGITS, POSTAL_MAX, POSTAL_MIN } from '../constants';
import { GENDERS, RELATIONSHIPS, type TGender, type TRelationship } from '../db/schema/account-values';
import { calendarDay } from '../i18n/calendar-day';

/**
 * The rules of participant registration and family members that need no zod: limits, patterns,
 * dates and age. The browser forms import these with their first scripts; the zod schemas built
 * on them (participant.ts, which re-exports everything here) load when a form first validates.
 */

export { EMAIL_MAX, GENDERS, RELATIONSHIPS, type TGender, type TRelationship };

export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const PLACE_MAX = 50;
export const BIRTH_YEAR_MIN = 1900;
/** Age of majority (seed: a minor is under 18). */
export const ADULT_AGE = 18;
/** Minors one registration may add. */
export const MINORS_MAX = 10;

/** Values the validation messages quote ({nameMax}, {passwordMin}...); pass them to `t`. */
export const validationMessageValues = {
  nameMin: NAME_MIN,
  nameMax: NAME_MAX,
  emailMax: EMAIL_MAX,
  placeMax: PLACE_MAX,
  passwordMin: PASSWORD_MIN,
  passwordMax: PASSWORD_MAX,
  addressMin: ADDRESS_MIN,
  addressMax: ADDRESS_MAX,
  postalMin: POSTAL_MIN,
  postalMax: POSTAL_MAX,
  phoneDigits: PHONE_DIGITS,
  adultAge: ADULT_AGE,
  minorsMax: MINORS_MAX,
  birthYearMin: BIRTH_YEAR_MIN,
} as const;

export type TPersonRole = 'participant' | 'parent' | 'emergency' | 'minor';

// ---------------------------------------------------------------------------------------------
// Dates and age

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** YYYY-MM-DD of a year, month and day, or null when that day does not exist (Feb 30). */
export function toIsoDate(year: number, month: number, day: number): string | null {
  if (![year, month, day].every(Number.isInteger) || year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * Whether someone born on `birthDate` (YYYY-MM-DD) is under 18 at the instant `at`, on the site's
 * calendar: a minor until the day of the 18th birthday (born February 29: until March 1 in a
 * common year).
 */
export function isMinor(birthDate: string, at: Date): boolean {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const eighteenth = `${pad(y + ADULT_AGE, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
  return calendarDay(at) < eighteenth;
}

export type TBirthDateInput = { year: string; month: string; day: string };

/** Year, month and day fields of a stored YYYY-MM-DD date (to fill the form). */
export function birthDateParts(iso: string | null | undefined): TBirthDateInput {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return { year: '', month: '', day: '' };
  return { year: String(Number(match[1])), month: String(Number(match[2])), day: String(Number(match[3])) };
}

/** A real day written YYYY-MM-DD, or null. */
export function isoDateOf(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return match ? toIsoDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/**
 * The one birth-date rule (registration, family members, spectators): a real day (`iso`, null
 * when the input names none) from BIRTH_YEAR_MIN, not after today on the site's calendar.
 */
export function birthDateProblem(iso: string | null, at: Date): 'invalid' | 'future' | null {
  if (!iso || Number(iso.slice(0, 4)) < BIRTH_YEAR_MIN) return 'invalid';
  return iso > calendarDay(at) ? 'future' : null;
}

export type TBirthDateIssue = { path: 'year' | 'month' | 'day'; kind: 'null' | 'invalid' | 'future' };

/**
 * The birth date of three fields (year, month, day) under `birthDateProblem`: the YYYY-MM-DD day,
 * or the first problem and the field it belongs to.
 */
export function birthDateOfParts(v: TBirthDateInput, at: Date): { iso: string } | { issue: TBirthDateIssue } {
  const missing = (['year', 'month', 'day'] as const).find((p) => v[p].trim() === '');
  if (missing) return { issue: { path: missing, kind: 'null' } };
  const numbers = [v.year, v.month, v.day].map((s) => (/^\d{1,4}$/.test(s.trim()) ? Number(s) : NaN)) as [number, number, number];
  const iso = toIsoDate(...numbers);
  const problem = birthDateProblem(iso, at);
  if (problem === 'invalid' || !iso) return { issue: { path: 'day', kind: 'invalid' } };
  if (problem === 'future') return { issue: { path: 'year', kind: 'future' } };
  return { iso };
}

/** Letters (any language), then letters, marks, spaces, hyphens, apostrophes and periods. */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M}'’. -]*$/u;
/** City, state or area: a letter first, then letters, digits, spaces and . , ' - */
export const PLACE_PATTERN = /^\p{L}[\p{L}\p{M}\p{N}'’., -]*$/u;
export const PHONE_PATTERN = /^(?:\d{3}-\d{3}-\d{4}|\d{10})$/;
export const ADDRESS_PATTERN = /^[\p{L}\p{N} ]+$/u;
/** US ZIP (12345 or 12345-6789), or 2-10 letters or digits in one group or two separated by a space. */
export const POSTAL_PATTERN = /^(?:\d{5}(?:-\d{4})?|[A-Z0-9]+(?: [A-Z0-9]+)?)$/;

export const GUARDIAN_MODES = ['new', 'existing'] as const;
export type TGuardianMode = (typeof GUARDIAN_MODES)[number];
