import { describe, expect, it } from 'vitest';
import { buildCsp, staticSecurityHeaders, WASM_PAGE_PATH } from '@/lib/http/csp';
import { localizedPath } from '@/lib/http/paths';
import { languageAlternates } from '@/lib/http/alternates';

describe('content security policy', () => {
  it('allows scripts only with the nonce in production and forbids framing', () => {
    const csp = buildCsp({ nonce: 'abc', isDev: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('lets only the gate page compile WebAssembly (its QR reader), never eval', () => {
    expect(buildCsp({ nonce: 'n', isDev: false })).not.toContain('wasm-unsafe-eval');
    const gate = buildCsp({ nonce: 'n', isDev: false, wasm: true });
    expect(gate).toContain("script-src 'self' 'nonce-n' 'strict-dynamic' 'wasm-unsafe-eval'");
    expect(gate).not.toContain("'unsafe-eval'");
    for (const path of ['/organiser/events/4/gate', '/ll/fr/organiser/events/12/gate', '/es/organiser/events/4/gate/']) expect(WASM_PAGE_PATH.test(path), path).toBe(true);
    for (const path of ['/organiser/events/4', '/organiser/events/x/gate', '/organiser/events/4/gate/more', '/spectator/4']) expect(WASM_PAGE_PATH.test(path), path).toBe(false);
  });

  it('adds the captcha origins only when a captcha is configured', () => {
    expect(buildCsp({ nonce: 'n', isDev: false })).not.toContain('recaptcha');
    expect(buildCsp({ nonce: 'n', isDev: false, captcha: true })).toContain('https://www.google.com/recaptcha/');
  });

  it('lets the site itself use the camera and sends HSTS only in production', () => {
    const prod = staticSecurityHeaders(true);
    expect(prod.find((h) => h.key === 'Permissions-Policy')?.value).toContain('camera=(self)');
    expect(prod.some((h) => h.key === 'Strict-Transport-Security')).toBe(true);
    expect(staticSecurityHeaders(false).some((h) => h.key === 'Strict-Transport-Security')).toBe(false);
  });
});

describe('localized paths', () => {
  it('adds the base path and the prefix of non-default languages', () => {
    expect(localizedPath('/', 'en')).toBe('/ll');
    expect(localizedPath('/', 'fr')).toBe('/ll/fr');
    expect(localizedPath('/results', 'es')).toBe('/ll/es/results');
    expect(localizedPath('/results', 'en')).toBe('/ll/results');
  });

  it('lists the hreflang alternates of a page in every language', () => {
    const { languages } = languageAlternates('/fr/news');
    expect(languages).toEqual({ en: '/ll/news', es: '/ll/es/news', fr: '/ll/fr/news', 'x-default': '/ll/news' });
  });
});
