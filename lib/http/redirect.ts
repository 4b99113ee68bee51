import 'server-only';
import { redirect as nextRedirect } from 'next/navigation';
import type { TLocale } from '../constants';
import { localePathname, type TLocaleHref } from './paths';

/**
 * A redirect to an app path in a language, as next-intl's `redirect` from i18n/navigation does it,
 * for the services of lib/ (a page's guard sending the visitor to /error or to the login page).
 * i18n/ is the routes' next-intl wiring, with the links' client component, above lib/ in the
 * import layers (docs/decisions/059).
 */
export function redirect({ href, locale }: { href: TLocaleHref; locale: TLocale }): never {
  nextRedirect(localePathname(href, locale));
}
