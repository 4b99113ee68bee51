import { getRequestConfig } from 'next-intl/server';
import { SITE_TIME_ZONE } from '../lib/i18n/format';
import { asLocale } from '../lib/i18n/locale';
import { messagesOf } from '../lib/i18n/translator';

/**
 * next-intl's configuration per request: the language and its messages, and the site's clock for
 * the few dates next-intl formats itself. The site's own date and number formats are in
 * lib/i18n/format.ts (DATE_PATTERNS, formatMoney, formatTaxRate), not in next-intl `formats`.
 * A language the site does not have is rendered in the default one, as mail is (lib/i18n/translator.ts).
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const locale = asLocale(await requestLocale);
  return { locale, messages: messagesOf(locale), timeZone: SITE_TIME_ZONE };
});
