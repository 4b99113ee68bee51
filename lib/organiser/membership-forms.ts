import { LOCALES } from '@/lib/constants';
import { MEMBERSHIP_VALIDITIES, type TMembershipValidity } from '@/lib/db/schema/memberships';
import { CURRENCIES, MAX_CAPACITY, parseMoney, parsePercentBp, parseWhole, type TFieldErrors, type TParsed } from './forms';

/**
 * The forms of an organisation's membership types and their price ranges (docs/decisions/057), no
 * I/O: what an organiser types to what `membership_offers` and `membership_offer_ranges` store. A
 * field that does not parse comes back under its name with a key of `OrganiserMemberships.errors`.
 * Whether a single-event type's event is the organisation's is the action's check (it asks the
 * racing platform).
 */

export const MEMBERSHIP_LIMITS = { name: 200, description: 2_000, age: 120, sortOrder: 9_999 } as const;

export type TTri = { en: string; es: string; fr: string };

export type TMembershipTypeInput = {
  name: TTri;
  description: TTri | null;
  validity: TMembershipValidity;
  /** until_date: the last valid day (yyyy-MM-dd). */
  validUntil: string | null;
  /** single_event: the platform's event id. */
  eventId: number | null;
  transferable: boolean;
  minAge: number | null;
  maxAge: number | null;
  taxRateBp: number;
  currency: (typeof CURRENCIES)[number];
  capacity: number | null;
  sortOrder: number;
};

export type TMembershipRangeInput = {
  name: TTri;
  minAge: number | null;
  maxAge: number | null;
  feeCents: number;
  sortOrder: number;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** A text in the three languages: `required` (each one), or all three or none (null). */
function tri(form: FormData, errors: TFieldErrors, name: string, max: number, required: boolean): TTri | null {
  const out: TTri = { en: '', es: '', fr: '' };
  for (const locale of LOCALES) out[locale] = text(form, `${name}_${locale}`);
  const filled = LOCALES.filter((l) => out[l] !== '');
  if (!required && filled.length === 0) return null;
  for (const locale of LOCALES) {
    if (out[locale] === '') errors[`${name}_${locale}`] = 'required';
    else if (out[locale].length > max) errors[`${name}_${locale}`] = 'tooLong';
  }
  return out;
}

/** A whole number from 0 to `max`; null for an empty field; undefined when it does not parse. */
export function parseWholeFromZero(value: string, max: number): number | null | undefined {
  if (value === '') return null;
  if (!/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= max ? n : undefined;
}

/** A calendar day ("2026-12-31") that exists; undefined when it does not parse. */
export function parseDay(value: string): string | null | undefined {
  if (value === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  if (y < 2000 || y > 2100) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value : undefined;
}

/** Both ends of an age span (fields `{prefix}minAge`, `{prefix}maxAge`), the lower first. */
function ages(form: FormData, errors: TFieldErrors, prefix = ''): { minAge: number | null; maxAge: number | null } {
  const minAge = parseWholeFromZero(text(form, `${prefix}minAge`), MEMBERSHIP_LIMITS.age);
  if (minAge === undefined) errors[`${prefix}minAge`] = 'age';
  const maxAge = parseWholeFromZero(text(form, `${prefix}maxAge`), MEMBERSHIP_LIMITS.age);
  if (maxAge === undefined) errors[`${prefix}maxAge`] = 'age';
  if (minAge != null && maxAge != null && maxAge < minAge) errors[`${prefix}maxAge`] = 'agesOrder';
  return { minAge: minAge ?? null, maxAge: maxAge ?? null };
}

function sortOrderOf(form: FormData, errors: TFieldErrors, name: string, fallback: number): number {
  const n = parseWholeFromZero(text(form, name), MEMBERSHIP_LIMITS.sortOrder);
  if (n === undefined) errors[name] = 'sortOrder';
  return n ?? fallback;
}

/**
 * A price range: its name in the three languages, an optional age span (the holder's age on the
 * first valid day, both ends included) and a fee (0 for a free range). `prefix` names the fields of
 * the first range of the new-type form (`range_name_en`, `range_fee`, ...).
 */
export function parseMembershipRange(form: FormData, prefix = ''): TParsed<TMembershipRangeInput> {
  const errors: TFieldErrors = {};
  const name = tri(form, errors, `${prefix}name`, MEMBERSHIP_LIMITS.name, true)!;
  const span = ages(form, errors, prefix);
  const fee = parseMoney(text(form, `${prefix}fee`));
  if (fee === undefined) errors[`${prefix}fee`] = 'fee';
  else if (fee === null) errors[`${prefix}fee`] = 'feeRequired';
  const sortOrder = sortOrderOf(form, errors, `${prefix}sortOrder`, 1);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, ...span, feeCents: fee!, sortOrder } };
}

/**
 * A membership type. `today` (the site's calendar day) refuses an "until a date" type on sale
 * whose date has passed: nobody could buy it. `onSale`: whether the type is (or will be, for a new
 * one) on sale.
 */
export function parseMembershipType(form: FormData, options: { today: string; onSale: boolean }): TParsed<TMembershipTypeInput> {
  const errors: TFieldErrors = {};
  const name = tri(form, errors, 'name', MEMBERSHIP_LIMITS.name, true)!;
  const description = tri(form, errors, 'description', MEMBERSHIP_LIMITS.description, false);
  const validityText = text(form, 'validity');
  const validity = (MEMBERSHIP_VALIDITIES as readonly string[]).includes(validityText) ? (validityText as TMembershipValidity) : null;
  if (!validity) errors.validity = 'validity';
  let validUntil: string | null = null;
  let eventId: number | null = null;
  if (validity === 'until_date') {
    const day = parseDay(text(form, 'validUntil'));
    if (day === undefined) errors.validUntil = 'day';
    else if (day === null) errors.validUntil = 'untilRequired';
    else if (options.onSale && day < options.today) errors.validUntil = 'untilPast';
    else validUntil = day;
  } else if (validity === 'single_event') {
    const id = parseWhole(text(form, 'eventId'), 2_147_483_647);
    if (id == null) errors.eventId = 'event';
    else eventId = id;
  }
  const span = ages(form, errors);
  const tax = parsePercentBp(text(form, 'tax'));
  if (tax === undefined) errors.tax = 'tax';
  const currency = text(form, 'currency');
  if (!(CURRENCIES as readonly string[]).includes(currency)) errors.currency = 'currency';
  const capacity = parseWhole(text(form, 'capacity'), MAX_CAPACITY);
  if (capacity === undefined) errors.capacity = 'capacity';
  const sortOrder = sortOrderOf(form, errors, 'sortOrder', 0);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      description,
      validity: validity!,
      validUntil,
      eventId,
      transferable: form.get('transferable') === 'on',
      ...span,
      taxRateBp: tax ?? 0,
      currency: currency as TMembershipTypeInput['currency'],
      capacity: capacity ?? null,
      sortOrder,
    },
  };
}

/** The new-type form: the type and its first price range (a type on sale without a price could not be bought). */
export function parseNewMembershipType(form: FormData, today: string): TParsed<{ type: TMembershipTypeInput; range: TMembershipRangeInput; onSale: boolean }> {
  const onSale = form.get('onSale') === 'on';
  const type = parseMembershipType(form, { today, onSale });
  const range = parseMembershipRange(form, 'range_');
  if (!type.ok || !range.ok) return { ok: false, errors: { ...(type.ok ? {} : type.errors), ...(range.ok ? {} : range.errors) } };
  return { ok: true, value: { type: type.value, range: range.value, onSale } };
}
