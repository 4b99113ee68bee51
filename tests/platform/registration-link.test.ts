import { describe, expect, it } from 'vitest';
import { platformMainOrigin, platformRegistrationUrl, registersOnPlatform, registrationUrlAt, type TRegistrationLinkEnv } from '@/lib/platform/registration-link';

/**
 * The platform's registration page of an event (lib/platform/registration-link.ts): on LiveLaps
 * `{main origin}/event?{id}`, the main origin being PLATFORM_API_URL's, or with `auto` the one
 * LiveLaps has for the request's host (lib/platform/livelaps/hosts.ts `autoBases`); none on the
 * embedded platform.
 */
const base: TRegistrationLinkEnv = { PLATFORM_API_URL: undefined, PLATFORM_API_LINK_URL: undefined, PLATFORM_API_HOSTS: [], SITE_URL: 'https://racing.example.org' };
const withEnv = (e: Partial<TRegistrationLinkEnv>): TRegistrationLinkEnv => ({ ...base, ...e });

describe('platformRegistrationUrl', () => {
  it('is none on the embedded platform (the default): registration is the app\'s own', async () => {
    expect(registersOnPlatform(base)).toBe(false);
    expect(await platformRegistrationUrl(12345, { env: base, requestHost: 'racing.example.org' })).toBeNull();
  });

  it("is {PLATFORM_API_URL's origin}/event?{id} on LiveLaps", async () => {
    const e = withEnv({ PLATFORM_API_URL: 'https://www.livelaps.com' });
    expect(registersOnPlatform(e)).toBe(true);
    expect(await platformRegistrationUrl(12345, { env: e })).toBe('https://www.livelaps.com/event?12345');
    // The API prefix or a trailing slash in the setting changes nothing; the api link is not the main domain.
    const prefixed = withEnv({ PLATFORM_API_URL: 'https://www.livelaps.com/laravel/public/api/v1/', PLATFORM_API_LINK_URL: 'https://api.livelaps.com/v1/' });
    expect(await platformRegistrationUrl(7, { env: prefixed })).toBe('https://www.livelaps.com/event?7');
  });

  it('with PLATFORM_API_URL=auto, is on the LiveLaps of the request\'s host when the site is known by it', async () => {
    const e = withEnv({ PLATFORM_API_URL: 'auto', PLATFORM_API_HOSTS: ['www.other-track.ca'] });
    expect(await platformRegistrationUrl(88, { env: e, requestHost: 'racing.example.org' })).toBe('https://racing.example.org/event?88');
    expect(await platformRegistrationUrl(88, { env: e, requestHost: 'WWW.Other-Track.ca:443' })).toBe('https://www.other-track.ca/event?88');
    // A forged host is not followed: SITE_URL's origin.
    expect(await platformRegistrationUrl(88, { env: e, requestHost: 'evil.example.com' })).toBe('https://racing.example.org/event?88');
    // On localhost: PLATFORM_API_LINK_URL's origin when set, as autoBases picks it.
    const local = withEnv({ PLATFORM_API_URL: 'auto', PLATFORM_API_LINK_URL: 'http://127.0.0.1:4010/laravel/public/api/v1/' });
    expect(await platformRegistrationUrl(88, { env: local, requestHost: 'localhost:3000' })).toBe('http://127.0.0.1:4010/event?88');
    expect(platformMainOrigin(local, null)).toBe('http://127.0.0.1:4010');
  });

  it('is none for an id that is not a positive integer', async () => {
    const e = withEnv({ PLATFORM_API_URL: 'https://www.livelaps.com' });
    for (const id of [0, -3, 1.5, Number.NaN]) expect(await platformRegistrationUrl(id, { env: e })).toBeNull();
    expect(registrationUrlAt('https://www.livelaps.com', 12345)).toBe('https://www.livelaps.com/event?12345');
  });
});
