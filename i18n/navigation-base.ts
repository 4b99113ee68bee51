import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** next-intl's navigation for the site's locales; use `@/i18n/navigation`, whose Link prefetches on intent. */
export const { Link: LocaleLink, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
