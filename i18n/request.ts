import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';
import { SITE_TIME_ZONE } from '../lib/i18n/format';

/**
 * next-intl's configuration per request: the language and its messages, and the site's clock for
 * the few dates next-intl formats itself. The site's own date and number formats are in
 * lib/i18n/format.ts (DATE_PATTERNS, formatMoney, formatTaxRate), not in next-intl `formats`.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../messages/${locale}.json`)).default,
    timeZone: SITE_TIME_ZONE,
  };
});
