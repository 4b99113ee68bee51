import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MENU_PAGE_SIZE, PARAMETERS_PAGE_SIZE } from '@/lib/constants';
import { AppError } from '@/lib/errors';
import { createStaleStore } from '@/lib/cache/stale';
import { createTtlCache } from '@/lib/cache/ttl';
import { wrapContentPort } from '@/lib/content/resilient';
import type { ContentPort } from '@/lib/content/port';
import { createStrapiContent } from '@/lib/content/strapi';
import { withFallbackEntries } from '@/lib/content/strapi/localized';
import { parseLanguageEntries, reshapeMenu } from '@/lib/content/strapi/reshape';
import { strapiApiBaseUrl, strapiPath } from '@/lib/content/strapi/client';
import { flattenStrapi4 } from '@/lib/content/strapi/schemas';
import { strapiContentContract } from './strapi-contract';
import { notFoundBody, readStrapiFixture, startFakeStrapi, type TFakeStrapi, type TStrapiVersion } from './strapi-fake';

/**
 * The Strapi adapter against a fake Strapi (./strapi-fake.ts) that answers from bodies recorded
 * from a real Strapi 4.26 and Strapi 5 (tests/strapi) and treats queries as Strapi does: exact
 * locale codes, nothing populated unless asked, errors for unknown sort and filter fields, 25
 * entries a page unless asked. The same tests run against the real servers in
 * tests/content/strapi-real.test.ts.
 */
const TOKEN = 'test-token';
const savedProxyEnv = { NO_PROXY: process.env.NO_PROXY, no_proxy: process.env.no_proxy };

beforeAll(() => {
  // Axios honours HTTP(S)_PROXY: make sure nothing leaves this machine.
  process.env.NO_PROXY = '127.0.0.1,localhost';
  process.env.no_proxy = '127.0.0.1,localhost';
});

afterAll(() => {
  for (const [key, value] of Object.entries(savedProxyEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

async function expectUpstreamFailure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('UPSTREAM_FAILED');
  expect((error as AppError).status).toBe(502);
  return error as AppError;
}

describe('strapi client', () => {
  it('adds /api to the content URL unless it is there', () => {
    expect(strapiApiBaseUrl('https://cms.example.org')).toBe('https://cms.example.org/api');
    expect(strapiApiBaseUrl('https://cms.example.org/')).toBe('https://cms.example.org/api');
    expect(strapiApiBaseUrl('https://cms.example.org/api/')).toBe('https://cms.example.org/api');
    expect(strapiPath('api/simple-pages/rules')).toBe('simple-pages/rules');
    expect(strapiPath('/home-page')).toBe('home-page');
  });
});

describe('Strapi 4 answers in the Strapi 5 shape', () => {
  it('unwraps entries, relations and media, and leaves components and JSON alone', () => {
    const v4 = {
      id: 1,
      attributes: {
        name: 'Club',
        sub_menus: { data: [{ id: 2, attributes: { Name: 'Rules' } }] },
        icon: { data: null },
        Images: { data: [{ id: 3, attributes: { url: '/uploads/a.png', formats: { small: { url: '/uploads/s.png' } } } }] },
        Section1: { id: 4, Title: 'T', Content: 'C' },
      },
    };
    expect(flattenStrapi4(v4)).toEqual({
      id: 1,
      name: 'Club',
      sub_menus: [{ id: 2, Name: 'Rules' }],
      icon: null,
      Images: [{ id: 3, url: '/uploads/a.png', formats: { small: { url: '/uploads/s.png' } } }],
      Section1: { id: 4, Title: 'T', Content: 'C' },
    });
  });

  it('merges a translation with the fallback language entry by entry', () => {
    // Strapi 5: translations share a documentId.
    const v5 = withFallbackEntries(
      [{ id: 10, documentId: 'a', name: 'Uno' }],
      [
        { id: 1, documentId: 'a', name: 'One' },
        { id: 2, documentId: 'b', name: 'Two' },
      ],
    );
    expect(v5.map((e) => e.name)).toEqual(['Uno', 'Two']);
    // Strapi 4: linked through localizations, whichever side lists the other.
    const v4 = withFallbackEntries(
      [{ id: 10, name: 'Uno', localizations: [{ id: 1 }] }],
      [
        { id: 1, name: 'One', localizations: [] },
        { id: 2, name: 'Two', localizations: [{ id: 11 }] },
        { id: 3, name: 'Three', localizations: [{ id: 10 }] },
      ],
    );
    expect(v4.map((e) => e.name)).toEqual(['Uno', 'Two']);    // A content type without languages answers both requests alike: each entry once.
    const same = [{ id: 1, documentId: 'p', name: 'Param' }, { id: 2, name: 'Other' }];
    expect(withFallbackEntries(same, same.map((e) => ({ ...e })))).toHaveLength(2);
  });
});

describe('menus', () => {
  it('reads sub-menus given as a repeatable component too', () => {
    const [item] = reshapeMenu(
      [
        {
          id: 9,
          Name: 'Club',
          Visible: true,
          sub_menus: [
            { id: 2, Name: 'B', Link: 'b', Sort_Order: 2 },
            { id: 1, Name: 'A', Link: '/es/a', Sort_Order: 1 },
            { id: 3, Name: 'Hidden', Link: '/h', Visible: false },
          ],
        },
      ],
      'https://cms.example.org',
    );
    expect(item?.children.map((c) => [c.name, c.href])).toEqual([
      ['A', '/a'],
      ['B', '/b'],
    ]);
  });
});

describe.each(['v4', 'v5'] as TStrapiVersion[])('strapi %s content', (version) => {
  let fake: TFakeStrapi;
  let origin: string;
  let content: ContentPort;
  const asked = (p: string) => fake.asked(p);

  beforeAll(async () => {
    fake = await startFakeStrapi(version);
    origin = fake.origin;
  });
  afterAll(() => fake.close());

  beforeEach(() => {
    content = createStrapiContent({ baseUrl: origin, token: TOKEN });
  });
  afterEach(() => fake.reset());

  strapiContentContract(() => ({ origin, content }));

  describe('client', () => {
    it('sends the token as a bearer and accepts a base URL ending in /api', async () => {
      await createStrapiContent({ baseUrl: `${origin}/api/` }).getFooter('en');
      expect(asked('static-footers')[0]?.authorization).toBeUndefined();
      fake.reset();
      await content.getFooter('en');
      expect(asked('static-footers')[0]?.authorization).toBe(`Bearer ${TOKEN}`);
    });
  });

  describe('languages (the server knows French as fr-CA)', () => {
    it('asks for the codes the server knows, read once from /i18n/locales', async () => {
      await content.getMenu('fr');
      await content.getFooter('es');
      await content.getHome('fr');
      expect(asked('i18n/locales')).toHaveLength(1);
      expect(asked('menus').map((r) => r.query.get('locale'))).toEqual(expect.arrayContaining(['fr-CA', 'en']));
      expect(asked('menus').map((r) => r.query.get('locale'))).not.toContain('fr-ca');
      expect(asked('static-footers').map((r) => r.query.get('locale'))).toEqual(expect.arrayContaining(['es', 'en']));
      expect(asked('home-page')[0]?.query.get('locale')).toBe('fr-CA');
    });

    it('works with a server whose French is spelled fr-ca', async () => {
      fake.localeCodes.set('fr-CA', 'fr-ca');
      expect((await content.getHome('fr')).title).toBe('Course hors route en Ontario');
      expect(asked('home-page')[0]?.query.get('locale')).toBe('fr-ca');
      expect((await content.getMenu('fr'))[0]?.name).toBe('Accueil');
    });

    it('takes the codes from CONTENT_LOCALES without asking the server', async () => {
      const configured = createStrapiContent({ baseUrl: origin, locales: ['en', 'es', 'fr-CA'] });
      expect((await configured.getHome('fr')).title).toBe('Course hors route en Ontario');
      expect(asked('i18n/locales')).toHaveLength(0);
    });

    it('uses fr-CA when the locale list is not readable, and asks again later', async () => {
      fake.overrides.set('/api/i18n/locales', { status: 403, body: { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } } });
      expect((await content.getHome('fr')).title).toBe('Course hors route en Ontario');
      await content.getHome('es');
      // Not retried at once: one failed read, then the default spellings.
      expect(asked('i18n/locales')).toHaveLength(1);
    });

    it('shows English for a language the server does not have', async () => {
      fake.overrides.set('/api/i18n/locales', { status: 200, body: [{ id: 1, name: 'English (en)', code: 'en', isDefault: true }] });
      expect((await content.getHome('es')).title).toBe('Off-road racing in Ontario');
      expect(asked('home-page').map((r) => r.query.get('locale'))).toEqual(['en']);
    });
  });

  describe('home', () => {
    it('populates the images and the four sections by name', async () => {
      const home = await content.getHome('en');
      const query = asked('home-page')[0]?.query;
      expect([0, 1, 2, 3, 4].map((i) => query?.get(`populate[${i}]`))).toEqual(['Images', 'Section1', 'Section2', 'Section3', 'Section4']);
      expect(home.sections).toHaveLength(4);
      expect(asked('home-page')).toHaveLength(1);
    });

    it('reads a home whose sections are plain fields (Strapi 5 refuses unknown populate names)', async () => {
      const refused = readStrapiFixture(version, 'errors') as { unknownPopulate: { status: number; body: unknown } };
      fake.overrides.set('/api/home-page', (request) =>
        request.query.get('populate[1]') === 'Section1' && version === 'v5'
          ? refused.unknownPopulate
          : {
              status: 200,
              body: {
                data: version === 'v4' ? { id: 1, attributes: { Title: 'Flat', Section1Title: 'One', Section1Content: '**1**' } } : { id: 1, documentId: 'h', Title: 'Flat', Section1Title: 'One', Section1Content: '**1**' },
                meta: {},
              },
            },
      );
      const home = await content.getHome('en');
      expect(home.sections).toEqual([{ title: 'One', content: '<p><strong>1</strong></p>\n' }]);
    });
  });

  describe('news and documents (sorted by publishedAt)', () => {
    it('asks Strapi for English news by publishedAt, paged by start and limit', async () => {
      const news = await content.listNews('en', { limit: 1, offset: 1 });
      const q = asked('news-articles')[0]?.query;
      expect(q?.get('sort[0]')).toBe('publishedAt:desc');
      expect(q?.get('pagination[start]')).toBe('1');
      expect(q?.get('pagination[limit]')).toBe('1');
      expect(news.items.map((n) => n.slug)).toEqual(['spring-update']);
      expect(asked('news-articles')).toHaveLength(1);
    });

    it('sorts documents by publishedAt, never published_at (Strapi 4 answers 500 to it, Strapi 5 400)', async () => {
      await content.listDocuments('fr');
      expect(asked('documents').map((r) => r.query.get('sort[0]'))).toEqual(['publishedAt:desc', 'publishedAt:desc']);
      const errors = readStrapiFixture(version, 'errors') as { unknownSort: { status: number } };
      expect(errors.unknownSort.status).toBe(version === 'v4' ? 500 : 400);
    });

    it('serves the last good news when Strapi later answers an error (decision 022)', async () => {
      const wrapped = wrapContentPort(content, { cache: createTtlCache(), stale: createStaleStore(), ttlMs: 0 });
      const good = await wrapped.listNews('en', { limit: 10 });
      fake.overrides.set('/api/news-articles', { status: 500, body: { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } } });
      expect(await wrapped.listNews('en', { limit: 10 })).toEqual(good);
      await expectUpstreamFailure(wrapped.listNews('es', { limit: 10 }));
    });
  });

  describe('lists are read to their last page', () => {
    it('pages parameters by 100, menus by 1000 (capped at 100 by Strapi), every other list by 100', async () => {
      await content.getSettings();
      await content.getMenu('en');
      await content.getFooter('en');
      await content.getHomeButtons('en');
      expect(asked('parameters')[0]?.query.get('pagination[pageSize]')).toBe(String(PARAMETERS_PAGE_SIZE));
      expect(asked('menus')[0]?.query.get('pagination[pageSize]')).toBe(String(MENU_PAGE_SIZE));
      for (const list of ['parameter-images', 'static-footers', 'home-menus']) {
        expect(asked(list)[0]?.query.get('pagination[pageSize]')).toBe('100');
        expect(asked(list)[0]?.query.get('populate')).toBe('*');
      }
    });

    it('follows the page count of any list', async () => {
      const answer = (page: number) => {
        const entry = { id: page, name: `Button ${page}`, page_path: `/p${page}`, sort_order: page };
        return {
          status: 200,
          body: {
            data: [version === 'v4' ? { id: page, attributes: entry } : { ...entry, documentId: `d${page}` }],
            meta: { pagination: { page, pageSize: 100, pageCount: 3, total: 201 } },
          },
        };
      };
      fake.overrides.set('/api/home-menus', (request) => answer(Number(request.query.get('pagination[page]'))));
      expect((await content.getHomeButtons('en')).map((b) => b.name)).toEqual(['Button 1', 'Button 2', 'Button 3']);
    });
  });

  describe('Strapi 5 rich text as blocks', () => {
    it.runIf(version === 'v5')('renders a "Rich text (Blocks)" field', async () => {
      const about = readStrapiFixture('v5', 'about-page.en') as { data: Record<string, unknown> };
      about.data.about_page = [
        { type: 'heading', level: 2, children: [{ type: 'text', text: 'Since 1978' }] },
        { type: 'paragraph', children: [{ type: 'text', text: 'Run by ' }, { type: 'text', text: 'riders', bold: true }] },
      ];
      fake.overrides.set('/api/about-page', { status: 200, body: about });
      expect((await content.getAbout('en')).aboutHtml).toBe('<h2>Since 1978</h2><p>Run by <strong>riders</strong></p>');
    });
  });

  describe('single entries fall back to English', () => {
    it('home and about fall back whole when missing in the asked language', async () => {
      fake.overrides.set('/api/about-page', (request) =>
        request.query.get('locale') === 'es' ? { status: 404, body: notFoundBody } : { status: 200, body: readStrapiFixture(version, 'about-page.en') },
      );
      expect((await content.getAbout('es')).title).toBe('About the association');
      expect(asked('about-page').map((r) => r.query.get('locale'))).toEqual(['es', 'en']);
    });
  });

  describe('settings and sponsors', () => {
    it('reads language list entries as codes, comma lists or JSON', () => {
      expect(parseLanguageEntries('en, es-MX ,de')).toEqual([
        { code: 'en', name: 'English' },
        { code: 'es', name: 'Español' },
      ]);
      expect(parseLanguageEntries('{bad')).toEqual([]);
    });

    it('gives the logo with the size Strapi recorded for the upload, so the top bar can reserve its width', async () => {
      const { images } = await content.getSettings();
      expect(images.logo).toMatch(/\/uploads\/logo_[a-z0-9]+\.png$/);
      expect(images.sizes?.logo).toEqual({ width: 240, height: 80 });
      expect(images.sizes?.tabLogo).toEqual({ width: 64, height: 64 });
    });

    it('asks for the floating banner with its sponsors and their logos populated', async () => {
      await content.getFloatingSponsors('en');
      expect(asked('floating-footer')[0]?.query.get('populate[sponsors][populate]')).toBe('*');
      expect(asked('floating-footer')[0]?.query.get('locale')).toBeNull();
    });

    it('hides the banner when Visible is off or when it does not exist', async () => {
      const fixture = readStrapiFixture(version, 'floating-footer') as { data: Record<string, unknown> & { attributes?: Record<string, unknown> } };
      (fixture.data.attributes ?? fixture.data).Visible = false;
      fake.overrides.set('/api/floating-footer', { status: 200, body: fixture });
      expect(await content.getFloatingSponsors('en')).toBeNull();
      fake.overrides.set('/api/floating-footer', { status: 404, body: notFoundBody });
      expect(await content.getFloatingSponsors('en')).toBeNull();
    });
  });

  describe('contact messages', () => {
    it('saves a message and returns its id', async () => {
      const result = await content.saveContactMessage({ name: 'Ann', email: 'ann@example.org', subject: 'Hi', message: 'Hello', locale: 'fr' });
      expect(result.id).toEqual(expect.any(Number));
      const post = fake.requests.find((r) => r.method === 'POST');
      expect(post?.path).toBe('/api/contact-messages');
      expect(post?.authorization).toBe(`Bearer ${TOKEN}`);
      expect(post?.body).toEqual({ data: { name: 'Ann', email: 'ann@example.org', subject: 'Hi', message: 'Hello', language: 'fr' } });
    });
  });

  describe('failures', () => {
    it('throws UPSTREAM_FAILED on a malformed answer (data missing)', async () => {
      fake.overrides.set('/api/rules', { status: 200, body: { meta: {} } });
      const error = await expectUpstreamFailure(content.listRules('en'));
      expect(error.message).toContain('data');
    });

    it('throws UPSTREAM_FAILED on an entry of the wrong shape or a page that is not JSON', async () => {
      fake.overrides.set('/api/menus', { status: 200, body: { data: [{ id: 'one', name: 'Home' }], meta: {} } });
      await expectUpstreamFailure(content.getMenu('en'));
      fake.overrides.set('/api/static-footers', { status: 200, body: '<html>maintenance</html>' });
      await expectUpstreamFailure(content.getFooter('en'));
    });

    it('throws UPSTREAM_FAILED on a 500 answer, without the token in the message', async () => {
      fake.overrides.set('/api/faqs', { status: 500, body: { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } } });
      const error = await expectUpstreamFailure(content.listFaqs('en'));
      expect(error.message).toContain('500');
      expect(error.message).not.toContain(TOKEN);
    });

    it('throws UPSTREAM_FAILED when a list answers 404 (the content type is missing)', async () => {
      fake.overrides.set('/api/static-footers', { status: 404, body: notFoundBody });
      await expectUpstreamFailure(content.getFooter('en'));
    });

    it('throws UPSTREAM_FAILED when the service is down or too slow', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      await expectUpstreamFailure(createStrapiContent({ baseUrl: `http://127.0.0.1:${port}` }).getFooter('en'));

      fake.overrides.set('/api/static-footers', { status: 200, body: { data: [] }, delayMs: 1000 });
      await expectUpstreamFailure(createStrapiContent({ baseUrl: origin, timeoutMs: 100, locales: ['en'] }).getFooter('en'));
    });
  });
});
