import type { TLocale } from '../constants';
import { formatDate } from '../i18n/format';

/** A calendar day ("yyyy-MM-dd") in the locale's date style (read at noon UTC: the same day everywhere in the Americas). */
export function formatDay(day: string, locale: TLocale): string {
  return formatDate(new Date(`${day}T12:00:00Z`), locale, 'date', 'UTC');
}

/** Which age message applies to a min/max age pair (both optional, inclusive). */
export function ageKind(minAge?: number, maxAge?: number): 'range' | 'min' | 'max' | 'all' {
  if (minAge !== undefined && maxAge !== undefined) return 'range';
  if (minAge !== undefined) return 'min';
  if (maxAge !== undefined) return 'max';
  return 'all';
}
