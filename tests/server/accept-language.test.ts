import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, preferredLocale } from '../../server/accept-language.mjs';
import { browserLocale } from '@/lib/i18n/locale';

/**
 * Accept-Language read one way for the proxy (which language a first visit gets) and the page
 * cache (whether an unprefixed page is answered in English): server/accept-language.mjs.
 */
const SITE = ['en', 'es', 'fr'] as const;
const prefer = (header: string | null | undefined) => preferredLocale(header, SITE, 'en');

describe('parseAcceptLanguage', () => {
  it('orders the languages by weight, then by their place in the header', () => {
    expect(parseAcceptLanguage('fr-CA,fr;q=0.9,en;q=0.5')).toEqual([
      { language: 'fr', q: 1 },
      { language: 'fr', q: 0.9 },
      { language: 'en', q: 0.5 },
    ]);
    expect(parseAcceptLanguage('es;q=0.5, de, fr;q=0.5').map((r) => r.language)).toEqual(['de', 'es', 'fr']);
  });

  it('reads weights written loosely, and leaves out the unwanted ones', () => {
    expect(parseAcceptLanguage('fr; Q = .5, es;q=1., en;q=0, de;q=-1, it;q=0.000')).toEqual([
      { language: 'es', q: 1 },
      { language: 'fr', q: 0.5 },
    ]);
    // A parameter before the weight does not hide it; an empty weight is no weight.
    expect(parseAcceptLanguage('fr;level=1;q=0.3, es;q=')).toEqual([
      { language: 'es', q: 1 },
      { language: 'fr', q: 0.3 },
    ]);
  });

  it('skips junk and keeps the rest of the header', () => {
    expect(parseAcceptLanguage('fr_CA, "es", x!, fr;q=abc, fr;q=NaN, ;;, ,, de-CH;q=0.2')).toEqual([{ language: 'de', q: 0.2 }]);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('reads a very long header in one pass', () => {
    const header = `${'fr;q=0.5,'.repeat(5000)}en`;
    const started = performance.now();
    expect(parseAcceptLanguage(header)).toHaveLength(5001);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('preferredLocale', () => {
  it('takes the most wanted site language, whatever its region or case', () => {
    expect(prefer('fr-CA,fr;q=0.9,en;q=0.5')).toBe('fr');
    expect(prefer('es-MX,en;q=0.5')).toBe('es');
    expect(prefer('ES')).toBe('es');
    expect(prefer('en-GB;q=0.9, fr-FR;q=0.9')).toBe('en');
    expect(prefer('es;q=0.8, fr')).toBe('fr');
    expect(prefer('de-DE,de;q=0.9,en;q=0.1')).toBe('en');
  });

  it('is null when the header names none of them (the caller then decides)', () => {
    expect(prefer('de-DE,de;q=0.9')).toBeNull();
    expect(prefer('de, en;q=0')).toBeNull();
    expect(prefer('ca')).toBeNull();
    expect(prefer('')).toBeNull();
    expect(prefer(null)).toBeNull();
    expect(prefer(';;;,,,')).toBeNull();
  });

  it('reads * as any language the header does not name', () => {
    expect(prefer('*')).toBe('en');
    expect(prefer('de, *;q=0.5')).toBe('en');
    expect(prefer('*, fr;q=0.5')).toBe('en');
    expect(prefer('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toBe('fr');
    expect(prefer('en;q=0, *')).toBe('es');
    expect(prefer('*;q=0, fr;q=0.1')).toBe('fr');
    expect(preferredLocale('*', SITE, 'fr')).toBe('fr');
  });

  it('is the one the app reads for a browser (lib/i18n/locale.ts)', () => {
    for (const header of ['fr-CA', 'de', '*', 'es;q=0.1, en;q=0.2', null]) expect(browserLocale(header)).toBe(prefer(header));
  });
});
