import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { hasLanguageAlternates, languageAlternates, MAX_ALTERNATES_PATH_LENGTH } from '@/lib/http/alternates';
import proxy from '@/proxy';

/** Language alternates (the `Link` header of next-intl, hreflang links): never growing with the path. */
const page = (path: string) => proxy(new NextRequest(`http://localhost:3000/ll${path}`, { nextConfig: { basePath: '/ll' } }));

describe('language alternates', () => {
  it('are given for the paths of real pages', async () => {
    expect(hasLanguageAlternates('/fr/results/7')).toBe(true);
    expect(hasLanguageAlternates(`/${'a'.repeat(MAX_ALTERNATES_PATH_LENGTH - 1)}`)).toBe(true);
    expect(languageAlternates('/es/news').languages.fr).toBe('/ll/fr/news');
    const link = (await page('/fr/news')).headers.get('link') ?? '';
    expect(link).toContain('hreflang="es"');
    expect(link).toContain('/ll/es/news');
  });

  it('are not given for a path too long to be a page: the Link header stays small', async () => {
    const long = `/${'a'.repeat(3000)}`;
    expect(hasLanguageAlternates(long)).toBe(false);
    const response = await page(long);
    expect(response.headers.get('link')).toBeNull();
  });
});
