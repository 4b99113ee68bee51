import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ContentPort } from '@/lib/content/port';
import { createStrapiContent } from '@/lib/content/strapi';
import { strapiContentContract } from './strapi-contract';
import { readStrapiFixture, type TStrapiVersion } from './strapi-fake';

/**
 * The Strapi adapter against real Strapi servers: Strapi 4.26.2 at STRAPI4_URL and Strapi 5 at
 * STRAPI5_URL, as started by `node tests/strapi/start.mjs v4|v5` (README, "Strapi"). Without the
 * variable the server's tests are skipped, with the reason in their name; in CI (CI set) a missing
 * server fails. Also checks that the real servers still behave as the fake of strapi.test.ts says.
 */
const SERVERS: { version: TStrapiVersion; variable: 'STRAPI4_URL' | 'STRAPI5_URL' }[] = [
  { version: 'v4', variable: 'STRAPI4_URL' },
  { version: 'v5', variable: 'STRAPI5_URL' },
];

const savedProxyEnv = { NO_PROXY: process.env.NO_PROXY, no_proxy: process.env.no_proxy };
beforeAll(() => {
  // The test servers listen on loopback: never through a proxy.
  process.env.NO_PROXY = '127.0.0.1,localhost';
  process.env.no_proxy = '127.0.0.1,localhost';
});
afterAll(() => {
  for (const [key, value] of Object.entries(savedProxyEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

for (const { version, variable } of SERVERS) {
  const given = process.env[variable]?.trim();
  if (!given && process.env.CI) {
    describe(`real Strapi ${version}`, () => {
      it(`runs in CI (${variable} is set by .ci/run)`, () => {
        throw new Error(`${variable} is not set: .ci/run starts the test Strapi servers (node tests/strapi/start.mjs ${version})`);
      });
    });
    continue;
  }
  // Without a server (outside CI) the same tests are listed as skipped, each by its own name.
  const url = given ?? 'http://127.0.0.1:9/api';
  const suite = given ? describe : describe.skip;
  if (!given) console.warn(`real Strapi ${version}: skipped, ${variable} is not set (start one with node tests/strapi/start.mjs ${version})`);

  suite(given ? `real Strapi ${version} at ${url}` : `real Strapi ${version} (skipped: ${variable} is not set)`, () => {
    const origin = new URL(url).origin;
    let content: ContentPort;
    beforeEach(() => {
      content = createStrapiContent({ baseUrl: url });
    });

    const get = async (path: string) => {
      const response = await fetch(`${origin}/api/${path}`);
      return { status: response.status, body: (await response.json()) as { data?: unknown; meta?: { pagination?: { pageSize?: number; total?: number } } } };
    };

    it(`is Strapi ${version.slice(1)} and answers in its format`, async () => {
      const { body } = await get('menus?pagination[pageSize]=1');
      const [entry] = body.data as Record<string, unknown>[];
      if (version === 'v4') expect(entry).toHaveProperty('attributes');
      else expect(entry).toEqual(expect.objectContaining({ documentId: expect.any(String), name: expect.any(String) }));
    });

    describe('behaves as the fake Strapi says', () => {
      it('compares locale codes exactly: fr-ca finds nothing where the locale is fr-CA', async () => {
        expect(((await get('i18n/locales')).body as unknown as { code: string }[]).map((l) => l.code)).toEqual(['en', 'es', 'fr-CA']);
        expect((await get('menus?locale=fr-ca')).body.meta?.pagination?.total).toBe(0);
        expect((await get('menus?locale=fr-CA')).body.meta?.pagination?.total).toBeGreaterThan(0);
        expect((await get('home-page?locale=fr-ca')).status).toBe(404);
      });

      it('gives 25 entries a page unless asked, and answers unknown sort, filter and populate keys as recorded', async () => {
        const footers = await get('static-footers?locale=en');
        expect(footers.body.meta?.pagination).toMatchObject({ pageSize: 25, total: 28 });
        expect((footers.body.data as unknown[]).length).toBe(25);
        const errors = readStrapiFixture(version, 'errors') as Record<string, { status: number }>;
        expect((await get('news-articles?sort[0]=published_at:desc')).status).toBe(errors.unknownSort?.status);
        expect((await get('news-articles?filters[nope][$eq]=x')).status).toBe(errors.unknownFilter?.status);
        expect((await get('home-page?populate[0]=Section9')).status).toBe(errors.unknownPopulate?.status);
      });

      it('populates nothing unless asked', async () => {
        const { body } = await get('home-page?locale=en');
        const data = body.data as Record<string, unknown>;
        const fields = (version === 'v4' ? data.attributes : data) as Record<string, unknown>;
        expect(fields.Title).toBe('Off-road racing in Ontario');
        expect(fields).not.toHaveProperty('Section1');
        expect(fields).not.toHaveProperty('Images');
      });
    });

    strapiContentContract(() => ({ origin, content }));
  });
}
