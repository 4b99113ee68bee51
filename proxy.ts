import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { hasLanguageAlternates } from './lib/http/alternates';
import { buildCsp } from './lib/http/csp';

const intl = createMiddleware(routing);

const isDev = process.env.NODE_ENV !== 'production';
const contentOrigin = (() => {
  try {
    return process.env.CONTENT_URL ? new URL(process.env.CONTENT_URL).origin : undefined;
  } catch {
    return undefined;
  }
})();
const upgradeInsecure = (process.env.SITE_URL ?? '').startsWith('https:');
const captcha = Boolean(process.env.RECAPTCHA_SITE_KEY && process.env.RECAPTCHA_SECRET_KEY);

/**
 * Every page request: a fresh CSP nonce (forwarded to Next on the request and set on the
 * response), then next-intl's locale negotiation (prefix, cookie i18n_redirected, Accept-Language).
 */
export default function proxy(request: NextRequest): NextResponse {
  const nonce = btoa(crypto.randomUUID());
  const csp = buildCsp({ nonce, isDev, imageOrigins: contentOrigin ? [contentOrigin] : [], captcha, upgradeInsecure });

  request.headers.set('x-nonce', nonce);
  request.headers.set('content-security-policy', csp);
  request.headers.set('x-pathname', request.nextUrl.pathname);
  request.headers.set('x-search', request.nextUrl.search);

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
