import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { DEFAULT_LOCALE, LOCALE_COOKIE_NAME } from './lib/constants';
import { captchaKeys, env } from './lib/env';
import { hasLanguageAlternates } from './lib/http/alternates';
import { buildCsp, WASM_PAGE_PATH } from './lib/http/csp';
import { browserLocale, isLocale } from './lib/i18n/locale';
import { firstVisitLocale, sharedPlatformLanguage } from './lib/platform/platform-language';

const intl = createMiddleware(routing);

const isDev = env.NODE_ENV !== 'production';
const contentOrigin = env.CONTENT_URL ? new URL(env.CONTENT_URL).origin : undefined;
const upgradeInsecure = env.SITE_URL.startsWith('https:');
const captcha = captchaKeys !== undefined;
const platformLanguage = sharedPlatformLanguage(env);

/** A path with a language prefix (/es/..., /fr/..., /en/...): the prefix decides the language. */
function hasLocalePrefix(pathname: string): boolean {
  return isLocale(pathname.split('/')[1]);
}

/**
 * Every page request: a fresh CSP nonce (forwarded to Next on the request and set on the
 * response), then next-intl's locale routing (prefix, else cookie i18n_redirected, else
 * Accept-Language). Accept-Language is read here, the way the production server's page cache
 * reads it (server/accept-language.mjs), and next-intl is handed only the language chosen: for a
 * first visit on LiveLaps, the platform's when the browser names none of the site's
 * (lib/platform/platform-language.ts); else the default.
 */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const nonce = btoa(crypto.randomUUID());
  const wasm = WASM_PAGE_PATH.test(request.nextUrl.pathname);
  const csp = buildCsp({ nonce, isDev, imageOrigins: contentOrigin ? [contentOrigin] : [], captcha, upgradeInsecure, wasm });

  request.headers.set('x-nonce', nonce);
  request.headers.set('content-security-policy', csp);
  request.headers.set('x-pathname', request.nextUrl.pathname);
  request.headers.set('x-search', request.nextUrl.search);

  if (!hasLocalePrefix(request.nextUrl.pathname)) {
    const acceptLanguage = request.headers.get('accept-language');
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
    const locale =
      env.PLATFORM_API_URL && !request.cookies.has(LOCALE_COOKIE_NAME)
        ? await firstVisitLocale(acceptLanguage, host, platformLanguage)
        : (browserLocale(acceptLanguage) ?? DEFAULT_LOCALE);
    request.headers.set('accept-language', locale);
  }

  const response = intl(request);
  // next-intl's `Link` header names the path four times: none for a path too long to be a page.
  if (!hasLanguageAlternates(request.nextUrl.pathname)) response.headers.delete('link');
  // next-intl answers NextResponse.next() for a path it leaves alone: forward our request headers.
  if (response.headers.get('x-middleware-next') === '1') {
    const forwarded = NextResponse.next({ request: { headers: request.headers } });
    response.headers.forEach((value, key) => {
      if (key !== 'x-middleware-next') forwarded.headers.set(key, value);
    });
    forwarded.headers.set('content-security-policy', csp);
    return forwarded;
  }
  response.headers.set('content-security-policy', csp);
  return response;
}

export const config = {
  // Pages only: not API routes, Next internals, or files with an extension. '/' is listed so the
  // base path itself (/ll) is handled.
  matcher: ['/', '/((?!api|_next|_vercel|.*\\..*).*)'],
};
