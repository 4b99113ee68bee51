import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loginHref, safeNextPath } from '@/lib/accounts/paths';

describe('safeNextPath (login return path)', () => {
  it.each([
    ['/account/family', '/account/family'],
    ['/events/4?tab=2#top', '/events/4?tab=2#top'],
    ['/ll/results', '/results'],
    ['/ll', '/'],
    ['/fr/account/family', '/account/family'],
    ['/ll/es/events/4', '/events/4'],
    ['/', '/'],
    ['/a/../account/family', '/account/family'],
  ])('keeps the same-site path %s as %s', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'account/family',
    '/\t/evil.example',
    '/ll//evil.example',
    '/fr//evil.example',
    '',
    `/${'a'.repeat(2001)}`,
  ])('refuses %s', (input) => {
    expect(safeNextPath(input)).toBeNull();
  });

  it('never yields anything that leaves the site (property)', () => {
    const origin = 'https://www.oorra.ca';
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.string().map((s) => `/${s}`)), (input) => {
        const path = safeNextPath(input);
        if (path === null) return;
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(new URL(path, origin).origin).toBe(origin);
        expect(new URL(`/ll${path}`, origin).origin).toBe(origin);
      }),
      { numRuns: 500 },
    );
  });

  it('builds the login link with an encoded return path', () => {
    expect(loginHref('/account/family')).toBe('/login?next=%2Faccount%2Ffamily');
    expect(loginHref('https://evil.example')).toBe('/login');
    expect(loginHref()).toBe('/login');
  });
});
