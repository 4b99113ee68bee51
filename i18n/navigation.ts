/** The site's navigation: next-intl's, with a Link that prefetches on intent (IntentLink.tsx). */
export { redirect, usePathname, useRouter, getPathname } from './navigation-base';
export { Link } from './IntentLink';
