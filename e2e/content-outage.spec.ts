import { startSiteServer, type TSiteServer } from './site-server';
import { expect, test, type Page, collectPageErrors, expectHydrated, LOCALES, localePath, t, type TLocale } from './fixtures';

/**
 * The content service is down (docs/decisions/022-content-outage.md). This spec starts its own
 * production server (server.mjs, from the build in NEXT_DIST_DIR, default .next) whose CONTENT_URL
 * points where nothing listens, on a free port with its own database folder. Nothing was ever read
 * from the service, so no last good content is kept: every content page answers 503 with the
 * shell (top bar, footer) and the translated "content unavailable" notice, never an empty 500.
 */

const DEAD_CONTENT_URL = 'http://127.0.0.1:9';

let server: TSiteServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startSiteServer('content-outage', { CONTENT_URL: DEAD_CONTENT_URL });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('outage-server.log', { body: server?.output() ?? '', contentType: 'text/plain' });
});

/** The shell is there: top bar, main, footer with its copyright, in the page's language. */
async function expectShell(page: Page, locale: TLocale) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  await expect(footer).toContainText(t(locale, 'Shell.copyright', { year: new Date().getFullYear(), name: t(locale, 'Common.siteName') }));
}

/** Content pages, by the app path asked for (the old /About address redirects to /about-us). */
const CONTENT_PAGES = [
  '/',
  '/news',
  '/news/season-finale-champions-crowned',
  '/faqs',
  '/rules',
  '/documents',
  '/sponsors',
  '/about-us',
  '/About',
  '/simple-page',
  '/simple-page/track-etiquette',
];

for (const locale of LOCALES) {
  test.describe(`content service down (${locale})`, () => {
    for (const appPath of CONTENT_PAGES) {
      test(`${appPath}: 503 with the shell and the translated unavailable notice`, async ({ page }) => {
        const errors = collectPageErrors(page);
        const response = await page.goto(`${origin}${localePath(locale, appPath)}`);
        expect(response?.status()).toBe(503);
        expect(response?.headers()['retry-after']).toBeTruthy();
        await expectShell(page, locale);
        const notice = page.getByTestId('content-unavailable');
        await expect(notice.getByRole('heading', { name: t(locale, 'ContentUnavailable.title') })).toBeVisible();
        await expect(notice).toContainText(t(locale, 'ContentUnavailable.description'));
        const retry = notice.getByRole('link', { name: t(locale, 'ContentUnavailable.retry') });
        await expect(retry).toBeVisible();
        // The page hydrates as any other (no error page replaces it in the browser).
        await expectHydrated(retry);
        await expect(page.getByText(t(locale, 'Error.title'))).toHaveCount(0);
        // Chromium reports the 503 of the document itself (and the favicon it looks for at the
        // origin's root, outside the base path) as console errors; nothing else may fail.
        expect(errors.filter((e) => !/status of 503|\/favicon\.ico/.test(e))).toEqual([]);
      });
    }

    test('/contact-us (and /Contact): the form still works without the contact lists, 200', async ({ page }) => {
      for (const appPath of ['/contact-us', '/Contact']) {
        const response = await page.goto(`${origin}${localePath(locale, appPath)}`);
        expect(response?.status()).toBe(200);
        await expectShell(page, locale);
        await expect(page.getByRole('heading', { name: t(locale, 'Contact.formTitle') })).toBeVisible();
      }
    });

    test("a page that fails while rendering shows the main layout's error page inside the shell", async ({ page }) => {
      const response = await page.goto(`${origin}${localePath(locale, '/test-render-error')}`);
      expect(response?.status()).not.toBe(200);
      await expectShell(page, locale);
      await expect(page.getByRole('heading', { name: t(locale, 'Error.title') })).toBeVisible();
      await expect(page.getByText('test: a page failed while rendering')).toHaveCount(0);
    });
  });
}
