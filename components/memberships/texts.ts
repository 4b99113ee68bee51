import { getTranslations } from 'next-intl/server';
import type { TLocale } from '@/lib/constants';
import { ageKind, formatDay } from '@/lib/memberships/display';
import type { TMembershipType } from '@/lib/platform/port';

/** Translated snippets of the membership displays (ages, validity), for server components. */
export async function membershipTexts(locale: TLocale) {
  const t = await getTranslations({ locale, namespace: 'Memberships' });
  return {
    t,
    ages(minAge?: number, maxAge?: number): string {
      const kind = ageKind(minAge, maxAge);
      return t(`ages.${kind}`, { min: minAge ?? 0, max: maxAge ?? 0 });
    },
    /** "12 consecutive months from purchase" / "until {date}" / "a single event ({event}), not transferable". */
    validity(type: Pick<TMembershipType, 'validity' | 'validUntil' | 'transferable'>, eventName?: string): string {
      switch (type.validity) {
        case 'twelve_months':
          return t('validity.twelveMonths');
        case 'until_date':
          return type.validUntil ? t('validity.untilDate', { date: formatDay(type.validUntil, locale) }) : t('validity.untilUnknown');
        case 'single_event':
          if (type.transferable) return eventName ? t('validity.singleEventTransferable', { event: eventName }) : t('validity.singleEventUnknown');
          return eventName ? t('validity.singleEvent', { event: eventName }) : t('validity.singleEventUnknownNotTransferable');
        default:
          return '';
      }
    },
  };
}
