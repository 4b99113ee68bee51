import { BASE_PATH, LOCALES } from '../constants';

/**
 * The Content-Security-Policy of pages: scripts only with this request's nonce (Next's own scripts
 * get it from the request-side header), styles inline (Emotion), images from the site and the
 * content host, frames only for the captcha, and no framing of the site by others.
 */
export type TCspOptions = {
  nonce: string;
  isDev: boolean;
  /** Extra origins images may come from (content host). */
  imageOrigins?: string[];
  /** reCAPTCHA is configured: allow its script and frame. */
  captcha?: boolean;
  /** The site is served over HTTPS: ask browsers to upgrade any http subresource. */
  upgradeInsecure?: boolean;
  /**
   * The page compiles WebAssembly (the gate's QR reader where the browser has none of its own,
   * docs/decisions/054): 'wasm-unsafe-eval', which allows WebAssembly and not JavaScript's eval.
   */
  wasm?: boolean;
};

/** Pages that may compile WebAssembly: the gate of an event (its QR reader), in any language. */
export const WASM_PAGE_PATH = new RegExp(`^(?:${BASE_PATH})?(?:/(?:${LOCALES.join('|')}))?/organiser/events/\\d+/gate/?$`);

export function buildCsp({ nonce, isDev, imageOrigins = [], captcha = false, upgradeInsecure = false, wasm = false }: TCspOptions): string {
  const recaptcha = captcha ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(isDev ? ["'unsafe-eval'"] : []), ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...recaptcha],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(isDev ? ['ws:'] : [])],
    'media-src': ["'self'", 'blob:'],
    'frame-src': captcha ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", 'https://checkout.stripe.com'],
    'frame-ancestors': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
  };
  const policy = Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
  return upgradeInsecure ? `${policy}; upgrade-insecure-requests` : policy;
}

/** Headers every response carries (pages, API, static files); set in next.config.ts. */
export function staticSecurityHeaders(isProduction: boolean): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    // The camera is used by the site itself (waiver selfie); nothing else is.
    { key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(isProduction ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }] : []),
  ];
}
