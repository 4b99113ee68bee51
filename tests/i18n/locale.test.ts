import { describe, expect, it } from 'vitest';
import { asLocale, isLocale, parseLanguageList, pick, resolveDefaultLocale, stripLocalePrefix, unconfiguredLocaleTarget } from '@/lib/i18n/locale';

describe('the site languages', () => {
  it('knows its three languages, exactly as written', () => {
    expect(['en', 'es', 'fr'].every(isLocale)).toBe(true);
    for (const other of ['EN', 'fr-CA', 'fr ', 'de', '', null, undefined, 1, ['en']]) expect(isLocale(other)).toBe(false);
  });

  it('takes a stored or asked language as it is, anything else as the default language or the given one', () => {
    expect(asLocale('fr')).toBe('fr');
    expect(asLocale('es', 'fr')).toBe('es');
    expect(asLocale('de')).toBe('en');
    expect(asLocale('FR')).toBe('en');
    expect(asLocale(null)).toBe('en');
    expect(asLocale(undefined)).toBe('en');
    expect(asLocale('', 'es')).toBe('es');
  });
});

describe('language settings', () => {
  it('parses JSON arrays, comma lists and {ab} objects', () => {
    expect(parseLanguageList('["en","es","fr"]')).toEqual(['en', 'es', 'fr']);
    expect(parseLanguageList('fr, en')).toEqual(['fr', 'en']);
    expect(parseLanguageList('[{"ab":"es","name":"Español"},{"ab":"EN"}]')).toEqual(['es', 'en']);
  });

  it('falls back to English when the setting cannot be parsed or names no known language', () => {
    expect(parseLanguageList(undefined)).toEqual(['en']);
    expect(parseLanguageList('{"en":true}')).toEqual(['en']);
    expect(parseLanguageList('["de","it"]')).toEqual(['en']);
  });

  it('uses the single configured language as the default locale', () => {
    expect(resolveDefaultLocale('en', ['fr'])).toBe('fr');
    expect(resolveDefaultLocale('es', ['en', 'es'])).toBe('es');
    expect(resolveDefaultLocale('de', ['en', 'es'])).toBe('en');
    expect(resolveDefaultLocale('fr', ['en', 'es'])).toBe('en');
  });

  it('strips a language prefix only at the start of a path', () => {
    expect(stripLocalePrefix('/fr/results')).toBe('/results');
    expect(stripLocalePrefix('/es')).toBe('/');
    expect(stripLocalePrefix('/french-gp')).toBe('/french-gp');
    expect(stripLocalePrefix('/results/fr')).toBe('/results/fr');
    expect(stripLocalePrefix('/FR/results')).toBe('/results');
    expect(stripLocalePrefix('/de/results')).toBe('/de/results');
  });

  it('picks the text of a locale with English as the fallback', () => {
    expect(pick({ en: 'Results', fr: 'Résultats' }, 'fr')).toBe('Résultats');
    expect(pick({ en: 'Results', fr: '' }, 'fr')).toBe('Results');
    expect(pick({ en: 'Results' }, 'es')).toBe('Results');
  });
});

describe('languages the site does not offer', () => {
  it('sends the visitor to the same page in the default language', () => {
    expect(unconfiguredLocaleTarget('es', ['en', 'fr'], 'en', '/es/news')).toBe('/en/news');
    expect(unconfiguredLocaleTarget('en', ['fr'], 'fr', '/results')).toBe('/fr/results');
    expect(unconfiguredLocaleTarget('es', ['fr'], 'fr', '/es')).toBe('/fr');
  });

  it('leaves offered languages alone', () => {
    expect(unconfiguredLocaleTarget('fr', ['en', 'fr'], 'en', '/fr/news')).toBeNull();
  });
});
