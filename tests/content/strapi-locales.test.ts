import { describe, expect, it, vi } from 'vitest';
import { createLocaleResolver, DEFAULT_CONTENT_LOCALE_CODES, matchContentLocales } from '@/lib/content/strapi/locales';
import { parseEnv } from '@/lib/env';

describe('content-service locale codes', () => {
  it("matches the server's codes case-insensitively, preferring fr-ca to a bare fr", () => {
    expect(matchContentLocales(['en', 'es', 'fr-CA'])).toEqual({ en: 'en', es: 'es', fr: 'fr-CA' });
    expect(matchContentLocales(['EN', 'fr-ca', 'fr'])).toEqual({ en: 'EN', es: undefined, fr: 'fr-ca' });
    expect(matchContentLocales(['fr', 'en-US', 'es-MX'])).toEqual({ en: 'en-US', es: 'es-MX', fr: 'fr' });
    expect(matchContentLocales([])).toEqual({ en: undefined, es: undefined, fr: undefined });
  });

  it('reads the list once, and again only a while after a failure', async () => {
    let now = 0;
    const load = vi.fn().mockRejectedValueOnce(new Error('403')).mockResolvedValue(['en', 'fr-ca']);
    const onError = vi.fn();
    const codes = createLocaleResolver({ load, onError, retryMs: 1000, now: () => now });
    expect(await codes()).toEqual(DEFAULT_CONTENT_LOCALE_CODES);
    now = 500;
    expect(await codes()).toEqual(DEFAULT_CONTENT_LOCALE_CODES);
    expect(load).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    now = 1500;
    expect(await codes()).toEqual({ en: 'en', es: undefined, fr: 'fr-ca' });
    await codes();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks once when several reads start together, and never when codes are configured', async () => {
    const load = vi.fn().mockResolvedValue(['en', 'fr-CA']);
    const codes = createLocaleResolver({ load });
    await Promise.all([codes(), codes(), codes()]);
    expect(load).toHaveBeenCalledTimes(1);
    const configured = vi.fn();
    expect(await createLocaleResolver({ load: configured, configured: ['en', 'es', 'fr-ca'] })()).toEqual({ en: 'en', es: 'es', fr: 'fr-ca' });
    expect(configured).not.toHaveBeenCalled();
  });
});

describe('CONTENT_LOCALES', () => {
  it('is a list of locale codes, empty when unset', () => {
    expect(parseEnv({}).CONTENT_LOCALES).toEqual([]);
    expect(parseEnv({ CONTENT_LOCALES: ' en, es  fr-CA ' }).CONTENT_LOCALES).toEqual(['en', 'es', 'fr-CA']);
    expect(() => parseEnv({ CONTENT_LOCALES: 'en,fr CA!' })).toThrow(/CONTENT_LOCALES/);
  });
});
