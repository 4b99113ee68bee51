import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { BASE_PATH, type TLocale } from '@/lib/constants';
import { localePathname, type TLocaleHref } from '@/lib/http/paths';

/**
 * Redirect at the end of a server action, in the given language and under the base path. Next adds
 * the base path itself when the action was called by the page's JavaScript (`Next-Action` header;
 * the router follows the redirect), but not to the 303 `Location` of a plain form post (JavaScript
 * off or not loaded yet), which would leave the site: that one gets it here.
 */
export async function redirectAfterAction(href: TLocaleHref, locale: TLocale): Promise<never> {
  const path = localePathname(href, locale);
  const fromScript = (await headers()).has('next-action');
  redirect(fromScript ? path : `${BASE_PATH}${path}`);
}
