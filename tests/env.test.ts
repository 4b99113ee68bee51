import { describe, expect, it } from 'vitest';
import { parseEnv, resolveShowOutbox } from '@/lib/env';

describe('environment', () => {
  it('runs with nothing set: embedded database, content and platform', () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.CONTENT_URL).toBeUndefined();
    expect(env.PLATFORM_API_URL).toBeUndefined();
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.SEED_DEMO_DATA).toBe(true);
  });

  it('seeds the demo data by default only into the embedded database', () => {
    const pg = 'postgres://portal:secret@127.0.0.1:5432/portal';
    expect(parseEnv({}).SEED_DEMO_DATA).toBe(true);
    expect(parseEnv({ SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
    // A real PostgreSQL server gets the demo accounts (public password) only when asked for.
    expect(parseEnv({ DATABASE_URL: pg }).SEED_DEMO_DATA).toBe(false);
    expect(parseEnv({ DATABASE_URL: pg, SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
    expect(() => parseEnv({ SEED_DEMO_DATA: 'yes' })).toThrow(/SEED_DEMO_DATA/);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ CONTENT_URL: '  ', SMTP_URL: '' }).CONTENT_URL).toBeUndefined();
  });

  it('refuses a malformed URL with the variable named', () => {
    expect(() => parseEnv({ CONTENT_URL: 'not a url' })).toThrow(/CONTENT_URL/);
    expect(() => parseEnv({ PLATFORM_API_URL: 'ftp://x.example' })).toThrow(/PLATFORM_API_URL/);
  });

  it('takes a LiveLaps URL or "auto", and the host names auto may serve', () => {
    expect(parseEnv({ PLATFORM_API_URL: 'https://www.livelaps.example' }).PLATFORM_API_URL).toBe('https://www.livelaps.example');
    expect(parseEnv({ PLATFORM_API_URL: ' auto ' }).PLATFORM_API_URL).toBe('auto');
    expect(() => parseEnv({ PLATFORM_API_URL: 'automatic' })).toThrow(/PLATFORM_API_URL/);
    expect(parseEnv({ PLATFORM_API_HOSTS: 'racing.example.org, WWW.Club.example ' }).PLATFORM_API_HOSTS).toEqual(['racing.example.org', 'www.club.example']);
    expect(parseEnv({}).PLATFORM_API_HOSTS).toEqual([]);
    expect(() => parseEnv({ PLATFORM_API_HOSTS: 'https://racing.example.org/' })).toThrow(/PLATFORM_API_HOSTS/);
  });
});

describe('outbox page', () => {
  it('is shown in development and on a local demo, hidden on a public production site', () => {
    expect(resolveShowOutbox(parseEnv({ NODE_ENV: 'development', SITE_URL: 'https://racing.example.org' }))).toBe(true);
    expect(resolveShowOutbox(parseEnv({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' }))).toBe(true);
    expect(resolveShowOutbox(parseEnv({ NODE_ENV: 'production', SITE_URL: 'https://racing.example.org' }))).toBe(false);
    expect(resolveShowOutbox(parseEnv({ NODE_ENV: 'production', SITE_URL: 'https://racing.example.org', SHOW_OUTBOX: 'true' }))).toBe(true);
  });
});
