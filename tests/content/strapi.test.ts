import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MENU_PAGE_SIZE, PARAMETERS_PAGE_SIZE, SPONSOR_DEFAULT_SPEED, SPONSOR_MIN_SPACING } from '@/lib/constants';
import { AppError } from '@/lib/errors';
import type { ContentPort } from '@/lib/content/port';
import { createStrapiContent, parseLanguageEntries, reshapeHome, reshapeMenu } from '@/lib/content/strapi';
import { strapiApiBaseUrl, strapiPath } from '@/lib/content/strapi/client';

/**
 * The Strapi adapter against a local HTTP server (127.0.0.1 only) that answers from the fixtures in
 * tests/fixtures/strapi: `GET /api/{name}` serves `{name}.{locale}.json` when it exists, else
 * `{name}.json`, else 404 (also for a single type whose `locale` is not the asked one);
 * `filters[Field][$eq|$eqi]` is applied to the fixture's entries.
 */
const FIXTURES = path.resolve(__dirname, '../fixtures/strapi');
const TOKEN = 'test-token';

type TRequest = { method: string; path: string; query: URLSearchParams; authorization?: string; body?: unknown };
type TOverride = { status: number; body: unknown; delayMs?: number };

const requests: TRequest[] = [];
const overrides = new Map<string, TOverride>();
let server: Server;
let origin: string;
let content: ContentPort;
const savedProxyEnv = { NO_PROXY: process.env.NO_PROXY, no_proxy: process.env.no_proxy };

function readFixture(name: string): unknown {
  try {
    return JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8'));
  } catch {
    return undefined;
  }
}

function applyFilters(body: unknown, query: URLSearchParams): unknown {
  const answer = body as { data?: { attributes: Record<string, unknown> }[]; meta?: unknown };
  if (!Array.isArray(answer.data)) return body;
  let data = answer.data;
  for (const [key, value] of query) {
    const m = /^filters\[(\w+)\]\[\$(eq|eqi)\]$/.exec(key);
    if (!m) continue;
    const [, field = '', op] = m;
    data = data.filter((e) => {
      const v = e.attributes[field];
      return typeof v === 'string' && (op === 'eqi' ? v.toLowerCase() === value.toLowerCase() : v === value);
    });
  }
  return data === answer.data ? body : { data, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } } };
}

/** As Strapi does, a single type missing in the asked locale is a 404 (collections are served as they are). */
function inLocale(fixture: unknown, locale: string | null): boolean {
  const data = (fixture as { data?: unknown }).data;
  if (!locale || !data || Array.isArray(data)) return true;
  const own = (data as { attributes?: { locale?: unknown } }).attributes?.locale;
  return typeof own !== 'string' || own.toLowerCase() === locale.toLowerCase();
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const notFound = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } };

beforeAll(async () => {
  // Axios honours HTTP(S)_PROXY: make sure nothing leaves this machine.
  process.env.NO_PROXY = '127.0.0.1,localhost';
  process.env.no_proxy = '127.0.0.1,localhost';
  server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = req.method === 'POST' ? await readBody(req) : undefined;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, authorization: req.headers.authorization, body });

      const override = overrides.get(url.pathname);
      if (override) {
        if (override.delayMs) await new Promise((r) => setTimeout(r, override.delayMs));
        return send(res, override.status, override.body);
      }
      if (req.method === 'POST' && url.pathname === '/api/contact-messages') {
        return send(res, 200, { data: { id: 77, attributes: { ...(body as { data: object }).data, createdAt: new Date().toISOString() } }, meta: {} });
      }
      const name = url.pathname.replace(/^\/api\//, '');
      if (!/^[a-z0-9-]+$/.test(name)) return send(res, 404, notFound);
      const locale = url.searchParams.get('locale');
      const fixture = (locale ? readFixture(`${name}.${locale}`) : undefined) ?? readFixture(name);
      if (fixture === undefined || !inLocale(fixture, locale)) return send(res, 404, notFound);
      return send(res, 200, applyFilters(fixture, url.searchParams));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  content = createStrapiContent({ baseUrl: origin, token: TOKEN });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  for (const [key, value] of Object.entries(savedProxyEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

afterEach(() => {
  overrides.clear();
  requests.length = 0;
});

const asked = (p: string) => requests.filter((r) => r.path === `/api/${p}`);

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

  it('sends the token as a bearer and accepts a base URL ending in /api', async () => {
    const viaApi = createStrapiContent({ baseUrl: `${origin}/api/` });
    await viaApi.getFooter('en');
    expect(requests[0]?.path).toBe('/api/static-footers');
    expect(requests[0]?.authorization).toBeUndefined();
    await content.getFooter('en');
    expect(requests[1]?.authorization).toBe(`Bearer ${TOKEN}`);
  });
});

describe('strapi content: locale and paging', () => {
  it('asks for French as fr-ca and for the other languages as they are', async () => {
    await content.getFooter('fr');
    await content.getMenu('fr');
    await content.getHome('fr');
    await content.getFooter('es');
    expect(asked('static-footers').map((r) => r.query.get('locale'))).toEqual(['fr-ca', 'es']);
    expect(asked('menus')[0]?.query.get('locale')).toBe('fr-ca');
    expect(asked('home-page')[0]?.query.get('locale')).toBe('fr-ca');
    expect(asked('home-page')[0]?.query.get('populate[0]')).toBe('Images');
  });

  it('pages parameters by 100 and menus by 1000', async () => {
    await content.getSettings();
    await content.getMenu('en');
    expect(asked('parameters')[0]?.query.get('pagination[pageSize]')).toBe(String(PARAMETERS_PAGE_SIZE));
    expect(asked('parameters')[0]?.query.get('pagination[pageSize]')).toBe('100');
    expect(asked('menus')[0]?.query.get('pagination[pageSize]')).toBe(String(MENU_PAGE_SIZE));
    expect(asked('menus')[0]?.query.get('pagination[pageSize]')).toBe('1000');
    expect(asked('parameter-images')[0]?.query.get('populate')).toBe('*');
  });

  it('asks for the floating banner with its sponsors populated', async () => {
    await content.getFloatingSponsors('en');
    expect(asked('floating-footer')[0]?.query.get('populate[sponsors][populate]')).toBe('*');
  });

  it('follows the page count of a collection', async () => {
    overrides.set('/api/parameters', {
      status: 200,
      body: { data: [{ id: 1, attributes: { Name: 'layout', Value: 'default' } }], meta: { pagination: { page: 1, pageSize: 100, pageCount: 3, total: 201 } } },
    });
    await content.getLanguages();
    expect(asked('parameters').map((r) => r.query.get('pagination[page]'))).toEqual(['1', '2', '3']);
  });
});

describe('strapi content: menu', () => {
  it('maps menu items to the port shape', async () => {
    const menu = await content.getMenu('en');
    expect(menu.map((m) => m.id)).toEqual([1, 4, 2, 6]);
    const [home, organisation, results, privacy] = menu;
    expect(home).toEqual({ id: 1, name: 'Home', href: '/', openInNewTab: false, pageContentKey: undefined, icon: 'mdi-home', hideOnTopMenu: false, children: [] });
    expect(results).toMatchObject({ name: 'Results', href: '/results' });
    expect(privacy).toMatchObject({ name: 'Privacy', href: '/simple-page/privacy', pageContentKey: 'privacy', hideOnTopMenu: true });
    expect(organisation?.children).toEqual([
      { id: 42, name: 'Rules', href: '/rules', openInNewTab: false, pageContentKey: undefined },
      { id: 41, name: 'Track etiquette', href: '/simple-page/track-etiquette', openInNewTab: false, pageContentKey: 'track-etiquette' },
      { id: 43, name: 'FIM', href: 'https://www.fim-moto.com', openInNewTab: true, pageContentKey: undefined },
    ]);
  });

  it('drops invisible items (Visible false or unset)', async () => {
    const ids = (await content.getMenu('en')).map((m) => m.id);
    expect(ids).not.toContain(3);
    expect(ids).not.toContain(5);
  });

  it('takes names from the fr-CA localization for French and from es for Spanish', async () => {
    expect((await content.getMenu('fr')).map((m) => m.name)).toEqual(['Accueil', 'Organisation', 'Résultats', 'Confidentialité']);
    expect((await content.getMenu('es')).map((m) => m.name)).toEqual(['Inicio', 'Organización', 'Results', 'Privacy']);
  });

  it('reads sub-menus given as a repeatable component too', () => {
    const [item] = reshapeMenu(
      [
        {
          id: 9,
          attributes: {
            Name: 'Club',
            Visible: true,
            sub_menus: [
              { id: 2, Name: 'B', Link: 'b', Sort_Order: 2 },
              { id: 1, Name: 'A', Link: '/es/a', Sort_Order: 1 },
              { id: 3, Name: 'Hidden', Link: '/h', Visible: false },
            ],
          },
        },
      ],
      'en',
      origin,
    );
    expect(item?.name).toBe('Club');
    expect(item?.children.map((c) => [c.name, c.href])).toEqual([
      ['A', '/a'],
      ['B', '/b'],
    ]);
  });
});

describe('strapi content: home, sponsors, settings', () => {
  it('maps the home content: images on the content host, four sanitised sections', async () => {
    const home = await content.getHome('en');
    expect(home.title).toBe('Off-road racing');
    expect(home.images).toEqual([
      { id: 11, url: `${origin}/uploads/paddock_3f2a.jpg`, alt: 'Paddock at dawn', caption: 'Round 1, Sherbrooke' },
      { id: 12, url: 'https://cdn.example.org/uploads/start_9c1d.jpg', alt: '', caption: undefined },
    ]);
    expect(home.sections.map((s) => s.title)).toEqual(['Season', 'Quads', 'Federation', 'Volunteers']);
    const html = home.sections.map((s) => s.content).join('');
    expect(html).not.toMatch(/<script|onerror|alert/);
    expect(html).toContain(`src="${origin}/uploads/quad_7a.png"`);
    expect(html).toContain('rel="noopener noreferrer"');
    expect((await content.getHome('fr')).title).toBe('Course hors route');
  });

  it('falls back to English when the home content is missing in the asked language', async () => {
    const home = await content.getHome('es');
    expect(home.title).toBe('Off-road racing');
    expect(asked('home-page').map((r) => r.query.get('locale'))).toEqual(['es', 'en']);
  });

  it('reads flat section fields as well as section components', () => {
    const home = reshapeHome({ data: { id: 1, attributes: { Title: 'T', Section1Title: 'One', Section1Content: '<p>1</p>', Section3: { Title: 'Three', Content: null } } } }, origin);
    expect(home.sections).toEqual([
      { title: 'One', content: '<p>1</p>' },
      { title: 'Three', content: '' },
    ]);
  });

  it('maps home menu buttons', async () => {
    expect(await content.getHomeButtons('en')).toEqual([
      { id: 1, name: 'Calendar', icon: 'mdi-calendar', href: '/event-calendar#calendar' },
      { id: 2, name: 'Results', icon: 'mdi-trophy', href: '/results' },
    ]);
  });

  it('drops a floating sponsor without a logo and keeps the spacing at least 20', async () => {
    const banner = await content.getFloatingSponsors('en');
    expect(banner).not.toBeNull();
    expect(banner?.title).toBe('Our partners');
    expect(banner?.sponsors.map((s) => s.id)).toEqual([1, 3]);
    expect(banner?.spaces).toBe(SPONSOR_MIN_SPACING);
    expect(banner?.spaces).toBeGreaterThanOrEqual(20);
    expect(banner?.speed).toBe(SPONSOR_DEFAULT_SPEED);
    expect(banner?.height).toBe(80);
    expect(banner?.sponsors[0]).toEqual({ id: 1, name: 'Acme Tyres', logoUrl: `${origin}/uploads/acme_1b.png`, link: 'https://acme.example.com', description: undefined, tier: 'supporter' });
    expect(banner?.sponsors[1]?.link).toBeUndefined();
  });

  it('hides the banner when Visible is off or when it does not exist', async () => {
    const fixture = JSON.parse(readFileSync(path.join(FIXTURES, 'floating-footer.json'), 'utf8')) as { data: { attributes: { Visible: boolean } } };
    fixture.data.attributes.Visible = false;
    overrides.set('/api/floating-footer', { status: 200, body: fixture });
    expect(await content.getFloatingSponsors('en')).toBeNull();
    overrides.set('/api/floating-footer', { status: 404, body: notFound });
    expect(await content.getFloatingSponsors('en')).toBeNull();
  });

  it('lists sponsors with logos only, in order, with a known tier', async () => {
    const sponsors = await content.getSponsors('en');
    expect(sponsors.map((s) => [s.id, s.tier, s.logoUrl])).toEqual([
      [3, 'supporter', 'https://cdn.example.org/trail.png'],
      [1, 'gold', `${origin}/uploads/acme_1b.png`],
    ]);
  });

  it('turns the parameters into settings', async () => {
    const settings = await content.getSettings();
    expect(settings.defaultOrganizationId).toBe(2);
    expect(settings.defaultPromoterIds).toEqual([3, 4]);
    expect(settings.defaultPromoterUserId).toBe(17);
    expect(settings.languages).toEqual(['en', 'fr']);
    expect(settings.defaultLocale).toBe('fr');
    expect(settings.browserTabTitle).toBe('Off-Road Racing');
    expect(settings.theme.navbar).toBe('#112233');
    expect(settings.theme.button).not.toBe('not-a-colour!');
    expect(settings.theme.subheaderFontSize).toBe('1.5rem');
    expect(settings.captchaSiteKey).toBeUndefined();
    expect(settings.images).toEqual({ logo: `${origin}/uploads/logo_5e.svg`, tabLogo: `${origin}/uploads/tab_8d.png`, imagePlaceholder: undefined, topBannerLogo: undefined });
  });

  it('lists the configured languages', async () => {
    expect(await content.getLanguages()).toEqual([
      { code: 'en', name: 'English' },
      { code: 'fr', name: 'Français' },
    ]);
    expect(parseLanguageEntries('en, es-MX ,de')).toEqual([
      { code: 'en', name: 'English' },
      { code: 'es', name: 'Español' },
    ]);
    expect(parseLanguageEntries('{bad')).toEqual([]);
  });

  it('maps the footer: visible items only, sorted, hrefs normalised', async () => {
    expect(await content.getFooter('fr')).toEqual([
      { id: 2, name: 'Facebook', href: 'https://www.facebook.com/racing', openInNewTab: true },
      { id: 1, name: 'Nous joindre', href: '/contact-us', openInNewTab: false },
    ]);
  });
});

describe('strapi content: pages', () => {
  it('finds a simple page by its seo link and sanitises its HTML', async () => {
    const page = await content.getSimplePage('Track-Etiquette', 'en');
    expect(asked('simple-pages')[0]?.query.get('filters[SeoLink][$eqi]')).toBe('Track-Etiquette');
    expect(page).toMatchObject({ id: 1, seoLink: 'track-etiquette', title: 'Track etiquette', pageName: 'Track etiquette' });
    expect(page?.updatedAt).toEqual(new Date('2026-03-02T14:30:00.000Z'));
    expect(page?.html).toContain(`<img src="${origin}/uploads/flags_2c.png" alt="Flags"`);
    expect(page?.html).not.toMatch(/<script|<iframe|onclick|javascript:/);
    expect(page?.html).toContain('<h2>On track</h2>');
  });

  it('reads the French page at fr-ca and the Page* fields as fallbacks', async () => {
    expect((await content.getSimplePage('track-etiquette', 'fr'))?.title).toBe('Étiquette en piste');
    const privacy = await content.getSimplePage('privacy', 'en');
    expect(privacy).toMatchObject({ seoLink: 'privacy', pageName: 'Privacy', title: 'Privacy policy', html: '<p>We keep little.</p>' });
  });

  it('gives null for an unknown simple page', async () => {
    expect(await content.getSimplePage('no-such-page', 'en')).toBeNull();
    expect(await content.getSimplePage('no-such-page', 'fr')).toBeNull();
  });

  it('lists simple pages without their HTML', async () => {
    const pages = await content.listSimplePages('en');
    expect(pages.map((p) => p.seoLink)).toEqual(['track-etiquette', 'privacy']);
    expect(pages[0]).not.toHaveProperty('html');
  });

  it('maps the about page, in French from its fr-CA localization', async () => {
    const en = await content.getAbout('en');
    expect(en.title).toBe('About us');
    expect(en.bodyHtml).toBe('<p>Board </p>');
    const fr = await content.getAbout('fr');
    expect(fr).toEqual({ title: 'À propos', aboutHtml: '<p>Fondée en 1978.</p>', bodyHtml: '<p>Conseil</p>' });
    // No fr-ca entry of the single type: the English one is read, and its fr-CA localization used.
    expect(asked('about-page').map((r) => r.query.get('locale'))).toEqual(['en', 'fr-ca', 'en']);
    expect(asked('about-page')[0]?.query.get('populate[0]')).toBe('localizations');
  });

  it('maps contact lists, dropping unnamed contacts', async () => {
    expect(await content.listContactLists('en')).toEqual([
      {
        id: 1,
        title: 'Board',
        contacts: [
          { name: 'Marie Tremblay', role: 'President', email: 'president@example.org', phone: '514-555-0100' },
          { name: 'Luis García', role: 'Race director', email: undefined, phone: '514-555-0111' },
        ],
      },
    ]);
  });
});

describe('strapi content: news, FAQs, rules, documents', () => {
  it('lists news with paging by start and limit, total from the meta', async () => {
    const news = await content.listNews('fr', { limit: 2, offset: 4 });
    const q = asked('news-articles')[0]?.query;
    expect(q?.get('pagination[start]')).toBe('4');
    expect(q?.get('pagination[limit]')).toBe('2');
    expect(q?.get('sort[0]')).toBe('published_at:desc');
    expect(q?.get('locale')).toBe('fr-ca');
    expect(news.total).toBe(12);
    expect(news.items[0]).toEqual({
      id: 7,
      slug: 'season-opener',
      title: 'Season opener',
      summary: 'Round 1 results are in.',
      imageUrl: `${origin}/uploads/opener_0a.jpg`,
      publishedAt: new Date('2026-04-12T16:00:00.000Z'),
    });
    // No published_at: Strapi's own publishedAt is used.
    expect(news.items[1]?.publishedAt).toEqual(new Date('2026-01-10T09:05:00.000Z'));
    expect(news.items[1]?.imageUrl).toBeUndefined();
  });

  it('gets one article by slug, or null', async () => {
    const article = await content.getNewsArticle('season-opener', 'en');
    expect(article?.html).toBe('<p>Great racing.</p>');
    expect(await content.getNewsArticle('nope', 'en')).toBeNull();
  });

  it('maps FAQs, rules and documents', async () => {
    const faqs = await content.listFaqs('en');
    expect(faqs.map((f) => f.id)).toEqual([2, 1]);
    expect(faqs[0]?.answerHtml).not.toContain('onerror');
    expect(await content.listRules('en')).toEqual([{ id: 1, slug: 'flags', title: 'Flags', html: '<p>Yellow means slow.</p>' }]);
    expect(await content.listDocuments('en')).toEqual([
      {
        id: 1,
        title: 'Rulebook 2026',
        description: 'Full rules',
        category: 'Rules',
        url: `${origin}/uploads/rulebook_4f.pdf`,
        mime: 'application/pdf',
        sizeBytes: 1_024_500,
        language: 'en',
        publishedAt: new Date('2026-02-01T00:00:00.000Z'),
      },
    ]);
  });

  it('saves a contact message and returns its id', async () => {
    const result = await content.saveContactMessage({ name: 'Ann', email: 'ann@example.org', subject: 'Hi', message: 'Hello', locale: 'fr' });
    expect(result).toEqual({ id: 77 });
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/api/contact-messages');
    expect(post?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(post?.body).toEqual({ data: { name: 'Ann', email: 'ann@example.org', subject: 'Hi', message: 'Hello', language: 'fr' } });
  });
});

describe('strapi content: failures', () => {
  it('throws UPSTREAM_FAILED on a malformed answer (data missing)', async () => {
    overrides.set('/api/rules', { status: 200, body: { meta: {} } });
    const error = await expectUpstreamFailure(content.listRules('en'));
    expect(error.message).toContain('data');
  });

  it('throws UPSTREAM_FAILED on an entry of the wrong shape', async () => {
    overrides.set('/api/menus', { status: 200, body: { data: [{ id: 'one', attributes: { name: 'Home' } }], meta: {} } });
    await expectUpstreamFailure(content.getMenu('en'));
    overrides.set('/api/static-footers', { status: 200, body: '<html>maintenance</html>' });
    await expectUpstreamFailure(content.getFooter('en'));
  });

  it('throws UPSTREAM_FAILED on a 500 answer, without the token in the message', async () => {
    overrides.set('/api/faqs', { status: 500, body: { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } } });
    const error = await expectUpstreamFailure(content.listFaqs('en'));
    expect(error.message).toContain('500');
    expect(error.message).not.toContain(TOKEN);
  });

  it('throws UPSTREAM_FAILED when a required call answers 404', async () => {
    overrides.set('/api/static-footers', { status: 404, body: notFound });
    await expectUpstreamFailure(content.getFooter('en'));
  });

  it('throws UPSTREAM_FAILED when the service is down or too slow', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expectUpstreamFailure(createStrapiContent({ baseUrl: `http://127.0.0.1:${port}` }).getFooter('en'));

    overrides.set('/api/static-footers', { status: 200, body: { data: [] }, delayMs: 1000 });
    await expectUpstreamFailure(createStrapiContent({ baseUrl: origin, timeoutMs: 100 }).getFooter('en'));
  });
});
