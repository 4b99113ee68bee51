import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { autoBases, hostnameOf, isLoopbackHost, livelapsBases, mainApiBase } from '@/lib/platform/livelaps/hosts';
import type { PlatformPort } from '@/lib/platform/port';
import { createAutoPlatform, PLATFORM_METHODS, selectPlatform } from '@/lib/platform/select';

describe('LiveLaps bases', () => {
  it('adds the API prefix to the main domain once, and defaults the api link to it', () => {
    expect(mainApiBase('https://www.livelaps.example')).toBe('https://www.livelaps.example/laravel/public/api/v1/');
    expect(mainApiBase('https://www.livelaps.example/')).toBe('https://www.livelaps.example/laravel/public/api/v1/');
    expect(mainApiBase('https://www.livelaps.example/laravel/public/api/v1')).toBe('https://www.livelaps.example/laravel/public/api/v1/');
    expect(livelapsBases('https://www.livelaps.example')).toEqual({
      main: 'https://www.livelaps.example/laravel/public/api/v1/',
      link: 'https://www.livelaps.example/laravel/public/api/v1/',
    });
    expect(livelapsBases('https://www.livelaps.example', 'https://api.livelaps.example/v1')).toEqual({
      main: 'https://www.livelaps.example/laravel/public/api/v1/',
      link: 'https://api.livelaps.example/v1/',
    });
  });

  it('reads host names from Host and X-Forwarded-Host values', () => {
    expect(hostnameOf('WWW.Example.org:8443')).toBe('www.example.org');
    expect(hostnameOf('a.example.org, proxy.internal')).toBe('a.example.org');
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
    expect(hostnameOf('')).toBeUndefined();
    expect(hostnameOf('bad host/x')).toBeUndefined();
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('app.localhost')).toBe(true);
    expect(isLoopbackHost('127.0.0.2')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('localhost.example.org')).toBe(false);
  });
});

describe('PLATFORM_API_URL=auto', () => {
  const config = { siteUrl: 'https://racing.example.org', allowedHosts: ['club.example.com'] };

  it("uses the request's host when the site is known by it", () => {
    expect(autoBases('racing.example.org', config).main).toBe('https://racing.example.org/laravel/public/api/v1/');
    expect(autoBases('Club.Example.com:443', config)).toEqual({
      main: 'https://club.example.com/laravel/public/api/v1/',
      link: 'https://club.example.com/laravel/public/api/v1/',
    });
  });

  it('never follows a host the site is not known by, and on localhost uses the environment', () => {
    const site = { main: 'https://racing.example.org/laravel/public/api/v1/', link: 'https://racing.example.org/laravel/public/api/v1/' };
    expect(autoBases('attacker.example.net', config)).toEqual(site);
    expect(autoBases('localhost:3000', config)).toEqual(site);
    expect(autoBases(undefined, config)).toEqual(site);
    const withLink = { ...config, linkUrl: 'https://www.livelaps.example/laravel/public/api/v1' };
    expect(autoBases('localhost:3000', withLink)).toEqual({
      main: 'https://www.livelaps.example/laravel/public/api/v1/',
      link: 'https://www.livelaps.example/laravel/public/api/v1/',
    });
    expect(autoBases('club.example.com', withLink).main).toBe('https://club.example.com/laravel/public/api/v1/');
  });

  it('keeps the scheme of SITE_URL for its own host', () => {
    expect(autoBases('portal.internal', { siteUrl: 'http://portal.internal:8080', allowedHosts: [] }).main).toBe('http://portal.internal/laravel/public/api/v1/');
  });

  it('sends each call to the port of its request host, made once per host', async () => {
    const made: string[] = [];
    const create = (bases: { main: string }) => {
      made.push(bases.main);
      return { getCurrentLanguage: async () => (bases.main.includes('club') ? 'es' : 'fr') } as unknown as PlatformPort;
    };
    let host = 'club.example.com';
    const port = createAutoPlatform(config, async () => host, create);
    expect(Object.keys(port).sort()).toEqual(Object.keys(PLATFORM_METHODS).sort());
    expect(await port.getCurrentLanguage()).toBe('es');
    expect(await port.getCurrentLanguage()).toBe('es');
    host = 'racing.example.org';
    expect(await port.getCurrentLanguage()).toBe('fr');
    expect(made).toEqual(['https://club.example.com/laravel/public/api/v1/', 'https://racing.example.org/laravel/public/api/v1/']);
    expect('then' in port).toBe(false);
  });
});

describe('platform selection', () => {
  it('keeps the embedded platform when PLATFORM_API_URL is unset', () => {
    expect(selectPlatform(parseEnv({}))).toEqual({ kind: 'embedded' });
    expect(selectPlatform(parseEnv({ PLATFORM_API_LINK_URL: 'https://api.example.org' }))).toEqual({ kind: 'embedded' });
  });

  it('selects LiveLaps at a URL, with its api link', () => {
    expect(selectPlatform(parseEnv({ PLATFORM_API_URL: 'https://www.livelaps.example' }))).toEqual({
      kind: 'livelaps',
      bases: { main: 'https://www.livelaps.example/laravel/public/api/v1/', link: 'https://www.livelaps.example/laravel/public/api/v1/' },
    });
    expect(selectPlatform(parseEnv({ PLATFORM_API_URL: 'https://www.livelaps.example', PLATFORM_API_LINK_URL: 'https://link.example/api/' }))).toMatchObject({
      bases: { link: 'https://link.example/api/' },
    });
  });

  it('selects LiveLaps on the request host with auto', () => {
    const selection = selectPlatform(parseEnv({ PLATFORM_API_URL: 'auto', SITE_URL: 'https://racing.example.org', PLATFORM_API_HOSTS: 'club.example.com' }));
    expect(selection).toEqual({ kind: 'auto', config: { siteUrl: 'https://racing.example.org', allowedHosts: ['club.example.com'], linkUrl: undefined } });
  });
});
