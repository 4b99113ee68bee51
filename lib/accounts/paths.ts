import { BASE_PATH } from '../constants';
import { isLocale } from '../i18n/locale';

/** Where a signed-in person lands when the login has no `next`: their account area. */
export const ACCOUNT_HOME_PATH = '/account/family';
export const LOGIN_PATH = '/login';
/** The second step of a sign-in, for an account with a second factor (docs/decisions/055). */
export const SECOND_STEP_PATH = '/login/code';
/** Where an account sets up and manages its second factor. */
export const SECURITY_PATH = '/account/security';

const ORIGIN = 'http://same-site.invalid';

/**
 * The `?next=` return path after login, reduced to a path on this site, or null. Only a path
 * (no scheme, host, `//` or `\`, no control characters) is accepted, so the login can never
 * redirect elsewhere (no open redirect). The base path and a language prefix are removed: the
 * result is an app path that the caller localises ("/account/family?x=1").
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2000) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  let path = url.pathname;
  if (path === BASE_PATH || path.startsWith(`${BASE_PATH}/`)) path = path.slice(BASE_PATH.length) || '/';
  const first = path.split('/')[1];
  if (isLocale(first)) path = path.slice(first.length + 1) || '/';
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  return `${path}${url.search}${url.hash}`;
}

/** The login page with a return path (for pages that need a signed-in account). */
export function loginHref(next?: string): string {
  const safe = safeNextPath(next);
  return safe && safe !== '/' ? `${LOGIN_PATH}?next=${encodeURIComponent(safe)}` : LOGIN_PATH;
}

/** A page with a return path (`?next=`, a same-site path), such as the second step or the security page. */
export function withNext(pathname: string, next?: string | null): string {
  const safe = safeNextPath(next);
  return safe && safe !== '/' ? `${pathname}?next=${encodeURIComponent(safe)}` : pathname;
}

/** Whether an app path is in the organiser area (where a role holder needs a second factor first). */
export function isOrganiserPath(path: string | null | undefined): boolean {
  return typeof path === 'string' && /^\/organiser(?:[/?#]|$)/.test(path);
}
