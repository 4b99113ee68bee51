import { escapeRegExp, expect, expectHydrated, test, LOCALES, localePath, t, urlOf } from './fixtures';

/** Unknown addresses, the error page and the permanent redirects of old addresses. */

for (const locale of LOCALES) {
  test.describe(`not found and error pages (${locale})`, () => {
    test(`${localePath(locale, '/no-such-page')} is a translated 404 with a working link home`, async ({ page }) => {
      const response = await page.goto(localePath(locale, '/no-such-page'));
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByTestId('not-found-title')).toHaveText(t(locale, 'NotFound.title'));

      await page.getByRole('main').getByRole('link', { name: t(locale, 'Common.backHome') }).click();
      await expect(page).toHaveURL(urlOf(localePath(locale, '/')));
      await expect(page.getByTestId('home-carousel')).toBeVisible();
    });

    test(`${localePath(locale, '/error')} shows the translated error message with a link home`, async ({ page }) => {
      await page.goto(localePath(locale, '/error'));
      await expect(page.getByTestId('error-title')).toHaveText(t(locale, 'Error.title'));
      await page.getByRole('main').getByRole('link', { name: t(locale, 'Common.backHome') }).click();
      await expect(page).toHaveURL(urlOf(localePath(locale, '/')));
    });
  });
}

test.describe('the 404 page as the server sends it', () => {
  for (const locale of LOCALES) {
    test(`${localePath(locale, '/no-such-page')} names its language, its title and its message in the HTML itself`, async ({ request }) => {
      // The raw response, no script run: what a screen reader's first read, a visitor without
      // JavaScript and a search engine get.
      const response = await request.get(localePath(locale, '/no-such-page'));
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html[^>]*\\slang="${locale}"`));
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(new RegExp(`^${escapeRegExp(t(locale, 'NotFound.title'))} \\| `));
      expect(html).toMatch(new RegExp(`data-testid="not-found-title"[^>]*>${escapeRegExp(t(locale, 'NotFound.title'))}</h1>`));
    });
  }
});

test.describe("a page's own 404 (an unknown article, rider, waiver) as the server sends it", () => {
  // These pages call notFound() themselves; Next.js alone would send its error shell (no lang, the
  // layout's title, an empty body) and draw the page with the script (server/not-found-document.mjs).
  const OWN_404 = ['/news/no-such-article', '/membership/members/999999', '/waiver/00000000-0000-4000-8000-000000000000'];
  for (const locale of LOCALES) {
    test(`${locale}: language, title and message in the HTML itself`, async ({ request }) => {
      for (const appPath of OWN_404) {
        const response = await request.get(localePath(locale, appPath), { headers: { 'accept-encoding': 'gzip' } });
        expect(response.status(), appPath).toBe(404);
        const html = await response.text();
        expect(html, appPath).not.toContain('__next_error__');
        expect(html, appPath).toMatch(new RegExp(`<html[^>]*\\slang="${locale}"`));
        expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], appPath).toMatch(new RegExp(`^${escapeRegExp(t(locale, 'NotFound.title'))} \\| `));
        expect(html, appPath).toMatch(new RegExp(`data-testid="not-found-title"[^>]*>${escapeRegExp(t(locale, 'NotFound.title'))}</h1>`));
        // The page's scripts carry the nonce of the Content-Security-Policy sent with it.
        const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
        expect(nonce, appPath).toBeTruthy();
        expect(html, appPath).toContain(`nonce="${nonce}"`);
      }
    });

    test(`${locale}: in the browser it stays at its address, hydrates without errors and links home`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const address = localePath(locale, '/news/no-such-article');
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByTestId('not-found-title')).toHaveText(t(locale, 'NotFound.title'));
      const home = page.getByRole('main').getByRole('link', { name: t(locale, 'Common.backHome') });
      await expectHydrated(home);
      expect(new URL(page.url()).pathname).toBe(address);
      await home.click();
      await expect(page).toHaveURL(urlOf(localePath(locale, '/')));
      await expect(page.getByTestId('home-carousel')).toBeVisible();
      // The 404 status itself is logged by the browser as a failed resource.
      expect(errors.filter((text) => !/status of 404/.test(text))).toEqual([]);
    });
  }
});

test.describe('malformed and old addresses', () => {
  test('a simple page with a script tag in its link is a 404, not a 500', async ({ page }) => {
    const response = await page.goto('/ll/simple-page/%3Cscript%3E');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found-title')).toHaveText(t('en', 'NotFound.title'));
  });

  test('/ll/About moves to /ll/about-us', async ({ page }) => {
    const response = await page.goto('/ll/About');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(urlOf('/ll/about-us'));
  });

  test('/ll/fr/Contact moves to /ll/fr/contact-us', async ({ page }) => {
    await page.goto('/ll/fr/Contact');
    await expect(page).toHaveURL(urlOf('/ll/fr/contact-us'));
    await expect(page.getByTestId('contact-form')).toBeVisible();
  });

  test('/ll/maytest moves to the home page', async ({ page }) => {
    await page.goto('/ll/maytest');
    await expect(page).toHaveURL(urlOf('/ll'));
    await expect(page.getByTestId('home-carousel')).toBeVisible();
  });

  test('the old addresses answer permanent redirects', async ({ request }) => {
    for (const [from, to] of [
      ['/ll/About', '/ll/about-us'],
      ['/ll/fr/Contact', '/ll/fr/contact-us'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(new URL(response.headers()['location']!, 'http://x').pathname, from).toBe(to);
    }
  });
});
