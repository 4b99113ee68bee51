import { describe, expect, it } from 'vitest';
import * as site from '../../server/site.mjs';
import * as serverConfig from '../../server/config.mjs';
import * as constants from '@/lib/constants';
import * as accounts from '@/lib/accounts/config';
import { sessionCookieFor } from '@/lib/accounts/config';

/**
 * The base path, the languages and the cookie names are declared once (server/site.mjs), for the
 * production server and the app alike: every other module hands on the same values.
 */
describe('the site declaration', () => {
  it('is what the app and the production server read', () => {
    expect(constants.LOCALES).toBe(site.LOCALES);
    expect(serverConfig.LOCALES).toBe(site.LOCALES);
    expect(serverConfig.SESSION_COOKIE_NAMES).toBe(site.SESSION_COOKIE_NAMES);
    for (const name of ['BASE_PATH', 'DEFAULT_LOCALE', 'LOCALE_COOKIE_NAME', 'LOCALE_COOKIE_MAX_AGE'] as const) {
      expect(constants[name], name).toBe(site[name]);
      expect(serverConfig[name], name).toBe(site[name]);
    }
    expect(accounts.SESSION_COOKIE_NAME_SECURE).toBe(site.SESSION_COOKIE_NAME_SECURE);
    expect(accounts.SESSION_COOKIE_NAME_PLAIN).toBe(site.SESSION_COOKIE_NAME_PLAIN);
  });

  it('has the default language among the languages, first', () => {
    expect(site.LOCALES[0]).toBe(site.DEFAULT_LOCALE);
  });

  it('names both session cookies the app may set', () => {
    const set = [sessionCookieFor('https://example.org').name, sessionCookieFor('http://localhost:3000').name];
    expect(site.SESSION_COOKIE_NAMES).toEqual(set);
  });

  it('gives Next.js its base path', async () => {
    const config = (await import('@/next.config')).default('phase-test');
    expect(config.basePath).toBe(site.BASE_PATH);
  });
});
