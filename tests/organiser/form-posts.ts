/** Form posts of the organiser area's membership forms, shared by its database tests. */

/** A FormData with these fields (numbers as text). */
export function formOf(values: Record<string, string | number>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, String(v));
  return form;
}

/** A new membership type with its first price range, as the form posts it. */
export const TYPE_FORM = {
  name_en: 'Trail riders pass',
  name_es: 'Pase de pilotos de sendero',
  name_fr: 'Passe des pilotes de sentier',
  validity: 'twelve_months',
  tax: '13',
  currency: 'CAD',
  capacity: '',
  minAge: '',
  maxAge: '',
  sortOrder: '5',
  range_name_en: 'Adult',
  range_name_es: 'Adulto',
  range_name_fr: 'Adulte',
  range_minAge: '18',
  range_maxAge: '',
  range_fee: '80.00',
  range_sortOrder: '1',
  onSale: 'on',
} as const;
