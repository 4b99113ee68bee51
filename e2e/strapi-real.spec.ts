import content from '../tests/strapi/content.json';
import { startSiteServer, type TSiteServer } from './site-server';
import { expect, test, type Locator, type Page, asClient, collectPageErrors, escapeRegExp, expectHydrated, LOCALES, localePath, t, type TLocale } from './fixtures';

/**
 * The site on a real Strapi 4 (STRAPI4_URL) and a real Strapi 5 (STRAPI5_URL), as started by
 * `node tests/strapi/start.mjs v4|v5` with the test content of tests/strapi/content.json (README,
 * "Strapi"; decision 026). For each, this spec starts its own production server (server.mjs, from
 * the build in NEXT_DIST_DIR, default .next) with CONTENT_URL pointing at that Strapi, on a free
 * port with its own database folder, and walks home, menu, footer, sponsor banner, sponsors, a
 * simple page, news, documents, FAQs, about and contact in the three languages: each shows its
 * language's content, English where an entry has no translation, Markdown as formatted text.
 * Without the variable a server's tests are skipped (the reason is in the report); in CI a missing
 * server fails.
 */

// ---------------------------------------------------------------------------------------------
// The expected content, from the file the Strapi servers are filled from

type TFields = Record<string, unknown>;
type TEntry = { ref: string; common?: TFields } & Record<string, unknown>;

/** Strapi's code of each site language (the servers have en, es and fr-CA). */
const CODE: Record<TLocale, string> = { en: 'en', es: 'es', fr: 'fr-CA' };

const entriesOf = (type: string) => (content.entries as unknown as Record<string, TEntry[]>)[type] ?? [];

/** An entry as the site shows it in a language: its translation, else its English entry (else nothing). */
function shown(entry: TEntry, locale: TLocale): TFields | undefined {
  const own = entry[CODE[locale]] as TFields | undefined;
  const english = entry.en as TFields | undefined;
  const fields = own ?? english;
  return fields ? { ...entry.common, ...fields } : undefined;
}

function shownList(type: string, locale: TLocale): TFields[] {
  return entriesOf(type).flatMap((e) => {
    const fields = shown(e, locale);
    return fields ? [fields] : [];
  });
}

const byOrder = (key: string) => (a: TFields, b: TFields) => Number(a[key] ?? Infinity) - Number(b[key] ?? Infinity);
const text = (fields: TFields | undefined, key: string) => String(fields?.[key] ?? '');
const one = (type: string, ref: string) => {
  const entry = entriesOf(type).find((e) => e.ref === ref);
  if (!entry) throw new Error(`tests/strapi/content.json: no ${type} ${ref}`);
  return entry;
};

const expected = {
  topMenu: (l: TLocale) =>
    shownList('menu', l)
      .filter((m) => m.Visible === true && m.bHideOnTopMenu !== true)
      .sort(byOrder('sort_order'))
      .map((m) => text(m, 'name')),
  clubLinks: (l: TLocale) => {
    const refs = (shown(one('menu', 'club'), l)?.sub_menus ?? []) as string[];
    return refs.map((ref) => shown(one('sub-menu', ref), l)).map((s) => text(s, 'Name'));
  },
  footer: (l: TLocale) =>
    shownList('static-footer', l)
      .filter((f) => f.visible === true)
      .sort(byOrder('sort_order'))
      .map((f) => text(f, 'name')),
  homeButtons: (l: TLocale) =>
    shownList('home-menu', l)
      .sort(byOrder('sort_order'))
      .map((b) => text(b, 'name')),
  home: (l: TLocale) => shown(one('home-page', 'home'), l) as { Title: string } & Record<`Section${1 | 2 | 3 | 4}`, { Title: string; Content: string }>,
  sponsors: (l: TLocale) =>
    shownList('sponsor', l)
      .filter((s) => s.Logo)
      .sort(byOrder('sort_order')),
  news: (l: TLocale) =>
    shownList('news-article', l)
      .sort((a, b) => Date.parse(text(b, 'publishedAt')) - Date.parse(text(a, 'publishedAt')))
      .map((n) => text(n, 'title')),
  documents: (l: TLocale) => shownList('document', l).map((d) => text(d, 'title')),
  faqs: (l: TLocale) => shownList('faq', l).sort(byOrder('sort_order')),
  contactLists: (l: TLocale) =>
    shownList('contact-list', l)
      .sort(byOrder('sort_order'))
      .map((c) => text(c, 'title')),
  about: (l: TLocale) => shown(one('about-page', 'about'), l) as { title: string },
  etiquette: (l: TLocale) => shown(one('simple-page', 'track-etiquette'), l) as { Title: string; Description: string },
  privacy: (l: TLocale) => shown(one('simple-page', 'privacy'), l) as { PageTitle: string },
};

/** The first heading of a Markdown text ("## On track" → "On track"). */
const markdownHeading = (markdown: string) => /^#+\s+(.+)$/m.exec(markdown)?.[1] ?? '';
/** The first **bold** words of a Markdown text. */
const markdownBold = (markdown: string) => /\*\*(.+?)\*\*/.exec(markdown)?.[1] ?? '';

// ---------------------------------------------------------------------------------------------
// A production server of the site on one Strapi

// ---------------------------------------------------------------------------------------------
// Checks

/** A page of the site in a language: 200, in that language, with no console error. */
async function open(page: Page, site: TSiteServer, locale: TLocale, appPath: string) {
  const response = await page.goto(`${site.origin}${localePath(locale, appPath)}`);
  expect(response?.status(), `${appPath} (${locale})`).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** An image that the browser loaded (from the Strapi server). */
async function expectLoadedImage(image: Locator, strapiOrigin: string) {
  await expect(image).toHaveAttribute('src', new RegExp(`^${strapiOrigin.replace(/[.]/g, '\\.')}/uploads/`));
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/** Rich text shown as formatted text, never as Markdown source. */
async function expectNoMarkdownSource(region: Locator) {
  await expect(region).not.toContainText('**');
  await expect(region).not.toContainText('## ');
}

const SERVERS = [
  { version: 'v4', variable: 'STRAPI4_URL' },
  { version: 'v5', variable: 'STRAPI5_URL' },
] as const;

// One group a Strapi version (below, each with its own site server), which a worker takes whole:
// the two versions may run side by side.
test.describe.configure({ mode: 'parallel' });

for (const { version, variable } of SERVERS) {
  const strapiUrl = process.env[variable]?.trim() ?? '';

  test.describe(`the site on a real Strapi ${version.slice(1)}`, () => {
    test.describe.configure({ mode: 'default' });
    test.skip(!strapiUrl && !process.env.CI, `${variable} is not set: start the server with node tests/strapi/start.mjs ${version}`);

    let site: TSiteServer;
    let errors: string[] = [];
    const strapiOrigin = strapiUrl ? new URL(strapiUrl).origin : '';

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      if (!strapiUrl) throw new Error(`${variable} is not set: .ci/run starts the Strapi ${version} test server`);
      site = await startSiteServer(`strapi-${version}`, { CONTENT_URL: strapiUrl });
    });

    test.afterAll(async () => {
      await site?.stop();
    });

    test.beforeEach(({ page }) => {
      errors = collectPageErrors(page);
    });

    test.afterEach(async ({}, testInfo) => {
      if (testInfo.status !== testInfo.expectedStatus && site) await testInfo.attach(`site-on-strapi-${version}.log`, { body: site.output(), contentType: 'text/plain' });
      // Chromium reports the favicon it looks for at the origin's root (outside the base path).
      expect(errors.filter((e) => !/\/favicon\.ico/.test(e)), 'console errors').toEqual([]);
    });

    for (const locale of LOCALES) {
      test(`${locale}: home with its sections and buttons, the menu, the footer and the sponsor banner`, async ({ page }) => {
        const home = expected.home(locale);
        await open(page, site, locale, '/');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.Title);

        // Carousel images from Strapi, with their alternative text.
        const slides = page.getByTestId('carousel-slide');
        await expect(slides).toHaveCount(2);
        await expectLoadedImage(slides.first().getByRole('img', { includeHidden: true }), strapiOrigin);

        // Four sections, Markdown rendered and HTML kept.
        const sections = page.getByTestId('home-section');
        await expect(sections.getByRole('heading', { level: 2 })).toHaveText([1, 2, 3, 4].map((i) => home[`Section${i as 1 | 2 | 3 | 4}`].Title));
        await expect(sections.first().locator('strong')).toHaveText(markdownBold(home.Section1.Content));
        await expect(sections.first().locator('li')).toHaveText(['Motocross', 'Enduro']);
        await expect(sections.nth(1).locator('strong')).toHaveCount(1);
        await expectNoMarkdownSource(sections.first());

        await expect(page.getByTestId('home-button')).toHaveText(expected.homeButtons(locale));

        // The menu (desktop): top items in order; the club's sub-menu.
        const nav = page.getByRole('navigation', { name: t(locale, 'Shell.mainMenu') });
        await expect(page.getByTestId(/^menu-\d+$/)).toHaveText(expected.topMenu(locale));
        const club = nav.getByRole('button', { name: text(shown(one('menu', 'club'), locale), 'name'), exact: true });
        await expectHydrated(club);
        await club.click();
        // (A link that opens in a new tab says so after its name.)
        for (const name of expected.clubLinks(locale)) await expect(nav.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}`) })).toBeVisible();

        // The footer: visible links in order (English where a link is not translated).
        const footer = page.getByTestId('footer-links').getByRole('listitem');
        const footerNames = expected.footer(locale);
        await expect(footer).toHaveCount(footerNames.length);
        for (const [i, name] of footerNames.entries()) await expect(footer.nth(i)).toContainText(name);

        // The sponsor banner: sponsors with a logo, from Strapi.
        const banner = page.getByTestId('sponsor-marquee');
        await expect(banner).toHaveAttribute('aria-label', text(one('floating-footer', 'banner').common, 'Title'));
        await expect(banner.getByTestId('sponsor-link')).toHaveCount(1);
        await expect(banner.getByTestId('sponsor-link')).toHaveAttribute('href', 'https://acme.example.com');
        await expect(banner.getByTestId('sponsor-logo')).toHaveCount(1);
      });

      test(`${locale}: sponsors, a simple page, news and documents`, async ({ page }) => {
        await open(page, site, locale, '/sponsors');
        const cards = page.getByTestId('sponsor-card');
        const sponsors = expected.sponsors(locale);
        await expect(cards).toHaveCount(sponsors.length);
        for (const [i, sponsor] of sponsors.entries()) {
          await expect(cards.nth(i).getByRole('img')).toHaveAttribute('alt', text(sponsor, 'Name'));
          await expect(cards.nth(i)).toContainText(text(sponsor, 'Description'));
        }
        await expectLoadedImage(cards.first().getByRole('img'), strapiOrigin);

        const etiquette = expected.etiquette(locale);
        await open(page, site, locale, '/simple-page/track-etiquette');
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(etiquette.Title);
        await expect(main.getByRole('heading', { level: 2, name: markdownHeading(etiquette.Description) })).toBeVisible();
        await expect(main.locator('.rich-text ol > li')).toHaveCount(2);
        await expectNoMarkdownSource(main);

        // The privacy page has no Spanish entry: English, sanitised.
        await open(page, site, locale, '/simple-page/privacy');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(expected.privacy(locale).PageTitle);
        expect(await main.innerHTML()).not.toMatch(/<script|onerror/);

        await open(page, site, locale, '/news');
        const titles = expected.news(locale);
        await expect(page.getByTestId('news-item').getByRole('heading', { level: 2 })).toHaveText(titles);
        await page.getByTestId('news-item').first().getByRole('link', { name: titles[0] }).click();
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(titles[0] ?? '');
        await expect(main.locator('blockquote')).toBeVisible();
        await expectNoMarkdownSource(main);

        await open(page, site, locale, '/documents');
        const documents = page.getByTestId('document-item');
        const documentTitles = expected.documents(locale);
        await expect(documents).toHaveCount(documentTitles.length);
        for (const title of documentTitles) await expect(documents.getByRole('heading', { level: 3, name: title })).toBeVisible();
        const href = await documents.first().getByRole('link').first().getAttribute('href');
        expect(href).toMatch(new RegExp(`^${strapiOrigin.replace(/[.]/g, '\\.')}/uploads/.+\\.pdf$`));
        const file = await page.request.get(href ?? '');
        expect(file.status()).toBe(200);
        expect(file.headers()['content-type']).toContain('application/pdf');
      });

      test(`${locale}: FAQs, about and contact`, async ({ page }) => {
        await page.setExtraHTTPHeaders(asClient());
        await open(page, site, locale, '/faqs');
        const faqs = expected.faqs(locale);
        const items = page.getByTestId('faq-item');
        await expect(items).toHaveCount(faqs.length);
        for (const faq of faqs) await expect(page.getByText(text(faq, 'question'), { exact: true })).toBeVisible();
        const first = page.getByRole('button', { name: text(faqs[0], 'question') });
        await expectHydrated(first);
        await first.click();
        await expect(items.first().locator('strong')).toHaveText(markdownBold(text(faqs[0], 'answer')));

        const about = expected.about(locale);
        await open(page, site, locale, '/about-us');
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(about.title);
        await expect(page.getByTestId('about-about').locator('strong')).toHaveText('1978');
        await expect(page.getByTestId('about-body').getByRole('heading', { level: 2 })).toBeVisible();
        await expect(page.getByTestId('contact-list').getByRole('heading', { level: 3 })).toHaveText(expected.contactLists(locale));

        await open(page, site, locale, '/contact-us');
        await expect(page.getByTestId('contact-lists').getByRole('heading', { level: 2 })).toHaveText(expected.contactLists(locale));
        // A message goes to Strapi's contact-messages, then to the outbox with Strapi's id.
        const form = page.getByTestId('contact-form');
        const field = (key: string) => form.getByRole('textbox', { name: t(locale, `Contact.${key}`) });
        await expectHydrated(form.getByTestId('contact-submit'));
        const subject = `Strapi ${version} ${locale} ${Date.now().toString(36)}`;
        await field('name').fill('Alex Rider');
        await field('email').fill(`alex-${version}-${locale}-${Date.now().toString(36)}@example.com`);
        await field('subject').fill(subject);
        await field('message').fill('When does registration for the next round close?');
        await form.getByTestId('contact-submit').click();
        await expect(form.getByTestId('contact-success')).toHaveText(t(locale, 'Contact.sent'));
        await open(page, site, locale, '/outbox');
        await expect(page.getByTestId('outbox-mail').filter({ hasText: subject })).toContainText(/\[Contact #\d+\]/);
      });
    }
  });
}
