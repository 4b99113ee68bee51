import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { LOCALES } from '@/lib/constants';

/**
 * The organiser area's form rules (no I/O): what an organiser types (amounts with decimals, a
 * percentage, local dates and times of the event's time zone) to what is stored (cents, basis
 * points, instants). A field that does not parse comes back under its name with a message key of
 * `Organiser.errors`, so the form shows it beside the field, in the organiser's language.
 */

export const CURRENCIES = ['CAD', 'USD', 'EUR'] as const;
export const MAX_PRICE_CENTS = 100_000_00;
export const MAX_CAPACITY = 1_000_000;

export type TFieldErrors = Record<string, string>;
export type TParsed<T> = { ok: true; value: T } | { ok: false; errors: TFieldErrors };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** "12", "12.5", "12.50", "12,50" to cents; null for an empty field; undefined when it does not parse. */
export function parseMoney(value: string): number | null | undefined {
  if (value === '') return null;
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(value.replace(/\s/g, ''));
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= MAX_PRICE_CENTS ? cents : undefined;
}

/** "13", "14.98", "14,975" (percent) to basis points, rounded to the nearest; undefined when it does not parse. */
export function parsePercentBp(value: string): number | null | undefined {
  if (value === '') return null;
  const match = /^(\d{1,3})(?:[.,](\d{1,3}))?$/.exec(value.replace(/\s/g, ''));
  if (!match) return undefined;
  const bp = Math.round(Number(`${match[1]}.${match[2] ?? '0'}`) * 100);
  return bp <= 10_000 ? bp : undefined;
}

export function parseWhole(value: string, max: number): number | null | undefined {
  if (value === '') return null;
  if (!/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

/** A `datetime-local` value ("2026-06-14T08:00") read in the event's time zone; undefined when it does not parse. */
export function parseLocalDateTime(value: string, timeZone: string): Date | null | undefined {
  if (value === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (!match) return undefined;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || y < 2000 || y > 2100) return undefined;
  const date = new TZDate(y, mo - 1, d, h, mi, 0, 0, timeZone);
  if (date.getDate() !== d) return undefined; // 31 February
  return new Date(date.getTime());
}

/** An instant as a `datetime-local` value in the event's time zone (the form's initial value). */
export function localDateTimeValue(at: Date | null, timeZone: string): string {
  if (!at) return '';
  const z = new TZDate(at.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}T${pad(z.getHours())}:${pad(z.getMinutes())}`;
}

export type TTicketSettingsInput = {
  ticketsOnSale: boolean;
  ticketPriceCents: number | null;
  taxRateBp: number;
  currency: (typeof CURRENCIES)[number];
  ticketCapacity: number | null;
  salesOpenAt: Date | null;
  salesCloseAt: Date | null;
  waiverRequiresSelfie: boolean;
};

/** The tickets form of an event. On sale needs a price; the window must close after it opens. */
export function parseTicketSettings(form: FormData, timeZone: string): TParsed<TTicketSettingsInput> {
  const errors: TFieldErrors = {};
  const price = parseMoney(text(form, 'price'));
  if (price === undefined) errors.price = 'price';
  const tax = parsePercentBp(text(form, 'tax'));
  if (tax === undefined) errors.tax = 'tax';
  const currency = text(form, 'currency');
  if (!(CURRENCIES as readonly string[]).includes(currency)) errors.currency = 'currency';
  const capacity = parseWhole(text(form, 'capacity'), MAX_CAPACITY);
  if (capacity === undefined) errors.capacity = 'capacity';
  const opens = parseLocalDateTime(text(form, 'salesOpenAt'), timeZone);
  if (opens === undefined) errors.salesOpenAt = 'dateTime';
  const closes = parseLocalDateTime(text(form, 'salesCloseAt'), timeZone);
  if (closes === undefined) errors.salesCloseAt = 'dateTime';
  if (opens && closes && closes <= opens) errors.salesCloseAt = 'closesBeforeOpens';
  const onSale = form.get('onSale') === 'on';
  if (onSale && price === null) errors.price = 'priceRequired';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      ticketsOnSale: onSale,
      ticketPriceCents: price ?? null,
      taxRateBp: tax ?? 0,
      currency: currency as TTicketSettingsInput['currency'],
      ticketCapacity: capacity ?? null,
      salesOpenAt: opens ?? null,
      salesCloseAt: closes ?? null,
      waiverRequiresSelfie: form.get('selfie') === 'on',
    },
  };
}

export type TPromoInput = {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  minQuantity: number;
  maxRedemptions: number | null;
  validFrom: Date | null;
  validUntil: Date | null;
};

const ZCodeSchema = z
  .string()
  .transform((s) => s.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_-]{3,32}$/));

/** A new promo code of an event: a percentage (1 to 100) or an amount, not both. */
export function parsePromo(form: FormData, timeZone: string): TParsed<TPromoInput> {
  const errors: TFieldErrors = {};
  const code = ZCodeSchema.safeParse(text(form, 'code'));
  if (!code.success) errors.code = 'code';
  const kind = text(form, 'kind');
  const amountText = text(form, 'amount');
  let percentOff: number | null = null;
  let amountOffCents: number | null = null;
  if (kind === 'percent') {
    const n = parseWhole(amountText, 100);
    if (n == null) errors.amount = 'percent';
    else percentOff = n;
  } else if (kind === 'amount') {
    const cents = parseMoney(amountText);
    if (cents == null || cents === 0) errors.amount = 'amount';
    else amountOffCents = cents;
  } else errors.kind = 'kind';
  const minQuantity = parseWhole(text(form, 'minQuantity'), 1000);
  if (minQuantity === undefined) errors.minQuantity = 'whole';
  const maxRedemptions = parseWhole(text(form, 'maxRedemptions'), MAX_CAPACITY);
  if (maxRedemptions === undefined) errors.maxRedemptions = 'whole';
  const validFrom = parseLocalDateTime(text(form, 'validFrom'), timeZone);
  if (validFrom === undefined) errors.validFrom = 'dateTime';
  const validUntil = parseLocalDateTime(text(form, 'validUntil'), timeZone);
  if (validUntil === undefined) errors.validUntil = 'dateTime';
  if (validFrom && validUntil && validUntil <= validFrom) errors.validUntil = 'closesBeforeOpens';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      code: code.data!,
      percentOff,
      amountOffCents,
      minQuantity: minQuantity ?? 1,
      maxRedemptions: maxRedemptions ?? null,
      validFrom: validFrom ?? null,
      validUntil: validUntil ?? null,
    },
  };
}

export const WAIVER_LIMITS = { title: 200, body: 20_000, box: 500, boxes: 12, statement: 1_000 } as const;

export type TWaiverInput = {
  title: { en: string; es: string; fr: string };
  body: { en: string; es: string; fr: string };
  boxes: { key: string; label: { en: string; es: string; fr: string } }[];
  consentText: { en: string; es: string; fr: string };
  certificationText: { en: string; es: string; fr: string };
};

/**
 * A new waiver version: every text in the three languages (a waiver is signed in the signer's
 * language). Boxes are numbered rows `box{i}_{locale}`; a row left empty in all three is dropped,
 * one filled in only some languages is an error. Box keys are `box1`, `box2`, ... in form order.
 */
export function parseWaiver(form: FormData): TParsed<TWaiverInput> {
  const errors: TFieldErrors = {};
  const tri = (name: string, max: number) => {
    const out = { en: '', es: '', fr: '' };
    for (const locale of LOCALES) {
      const value = text(form, `${name}_${locale}`);
      if (value === '') errors[`${name}_${locale}`] = 'required';
      else if (value.length > max) errors[`${name}_${locale}`] = 'tooLong';
      out[locale] = value;
    }
    return out;
  };
  const title = tri('title', WAIVER_LIMITS.title);
  const body = tri('body', WAIVER_LIMITS.body);
  const consentText = tri('consent', WAIVER_LIMITS.statement);
  const certificationText = tri('certification', WAIVER_LIMITS.statement);
  const boxes: TWaiverInput['boxes'] = [];
  for (let i = 1; i <= WAIVER_LIMITS.boxes; i++) {
    const label = { en: text(form, `box${i}_en`), es: text(form, `box${i}_es`), fr: text(form, `box${i}_fr`) };
    const filled = LOCALES.filter((l) => label[l] !== '');
    if (filled.length === 0) continue;
    for (const locale of LOCALES) {
      if (label[locale] === '') errors[`box${i}_${locale}`] = 'required';
      else if (label[locale].length > WAIVER_LIMITS.box) errors[`box${i}_${locale}`] = 'tooLong';
    }
    boxes.push({ key: `box${boxes.length + 1}`, label });
  }
  if (boxes.length === 0) errors.box1_en = 'oneBox';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { title, body, boxes, consentText, certificationText } };
}
