import { formatTaxRate } from '@/lib/i18n/format';
import type { TOfferRow, TRangeRow } from '@/lib/organiser/membership-types';
import type { TRangeFormValues, TTypeFormValues } from './TypeForms';

/** What the forms show of a saved type and range (amounts with two decimals, a percentage as typed in English). */

const money = (cents: number) => (cents / 100).toFixed(2);
const num = (n: number | null) => (n === null ? '' : String(n));

export const NEW_TYPE_VALUES: TTypeFormValues = {
  name_en: '',
  name_es: '',
  name_fr: '',
  description_en: '',
  description_es: '',
  description_fr: '',
  validity: 'twelve_months',
  validUntil: '',
  eventId: '',
  transferable: false,
  minAge: '',
  maxAge: '',
  tax: '0',
  currency: 'CAD',
  capacity: '',
  sortOrder: '0',
};

export function typeFormValues(offer: TOfferRow): TTypeFormValues {
  return {
    name_en: offer.name.en,
    name_es: offer.name.es ?? '',
    name_fr: offer.name.fr ?? '',
    description_en: offer.description?.en ?? '',
    description_es: offer.description?.es ?? '',
    description_fr: offer.description?.fr ?? '',
    validity: offer.validity,
    validUntil: offer.validUntil ?? '',
    eventId: num(offer.eventId),
    transferable: offer.transferable,
    minAge: num(offer.minAge),
    maxAge: num(offer.maxAge),
    tax: offer.taxRateBp ? formatTaxRate(offer.taxRateBp, 'en') : '0',
    currency: offer.currency,
    capacity: num(offer.capacity),
    sortOrder: String(offer.sortOrder),
  };
}

export function rangeFormValues(range: TRangeRow): TRangeFormValues {
  return {
    name_en: range.name.en,
    name_es: range.name.es ?? '',
    name_fr: range.name.fr ?? '',
    minAge: num(range.minAge),
    maxAge: num(range.maxAge),
    fee: money(range.feeCents),
    sortOrder: String(range.sortOrder),
  };
}
