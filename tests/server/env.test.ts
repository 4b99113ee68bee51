import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { parseServerEnv } from '../../server/env.mjs';

/**
 * The variables server.mjs and next.config.ts read (server/env.mjs, decision 033): one rule, the
 * same in the production server and in the app (lib/env.ts).
 */
describe('the server environment', () => {
  it('starts with nothing set: port 3000 on every address, page cache on, no test routes, no trusted proxy', () => {
    expect(parseServerEnv({})).toEqual({
      NODE_ENV: 'development',
      SITE_URL: undefined,
      PORT: 3000,
      LISTEN_ADDRESS: '0.0.0.0',
      PAGE_CACHE: 'on',
      E2E_TEST_ROUTES: false,
      TRUSTED_PROXY_HOPS: 0,
      TRUSTED_PROXIES: [],
      NEXT_DIST_DIR: '.next',
      BENCH_FLOOR: false,
    });
  });

  it('treats empty values as unset', () => {
    const env = parseServerEnv({ PORT: '', LISTEN_ADDRESS: ' ', SITE_URL: '', NEXT_DIST_DIR: '', TRUSTED_PROXY_HOPS: '' });
    expect(env).toMatchObject({ PORT: 3000, LISTEN_ADDRESS: '0.0.0.0', SITE_URL: undefined, NEXT_DIST_DIR: '.next', TRUSTED_PROXY_HOPS: 0 });
  });

  it('reads what is set', () => {
    const env = parseServerEnv({
      PORT: '8080',
      LISTEN_ADDRESS: '127.0.0.1',
      SITE_URL: 'https://racing.example.org',
      PAGE_CACHE: 'off',
      E2E_TEST_ROUTES: 'true',
      TRUSTED_PROXY_HOPS: '1',
      TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::/32',
      NEXT_DIST_DIR: '.next-second',
      BENCH_FLOOR: '1',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      LISTEN_ADDRESS: '127.0.0.1',
      SITE_URL: 'https://racing.example.org',
      PAGE_CACHE: 'off',
      E2E_TEST_ROUTES: true,
      TRUSTED_PROXY_HOPS: 1,
      TRUSTED_PROXIES: ['10.0.0.0/8', '2001:db8::/32'],
      NEXT_DIST_DIR: '.next-second',
      BENCH_FLOOR: true,
    });
  });

  it('refuses a malformed value, naming the variable', () => {
    expect(() => parseServerEnv({ PORT: 'http' })).toThrow(/PORT/);
    expect(() => parseServerEnv({ PAGE_CACHE: 'no' })).toThrow(/PAGE_CACHE/);
    expect(() => parseServerEnv({ E2E_TEST_ROUTES: 'yes' })).toThrow(/E2E_TEST_ROUTES/);
    expect(() => parseServerEnv({ SITE_URL: 'racing.example.org' })).toThrow(/SITE_URL/);
  });

  it('gives the app the same values, and the app its default origin where the server trusts none', () => {
    const source = { PORT: '8080', PAGE_CACHE: 'off', TRUSTED_PROXY_HOPS: '2', E2E_TEST_ROUTES: 'true' };
    expect(parseEnv(source)).toMatchObject({ PORT: 8080, PAGE_CACHE: 'off', TRUSTED_PROXY_HOPS: 2, E2E_TEST_ROUTES: true, SITE_URL: 'http://localhost:3000' });
    expect(parseServerEnv(source).SITE_URL).toBeUndefined();
    expect(() => parseEnv({ PORT: 'http' })).toThrow(/PORT/);
  });
});
