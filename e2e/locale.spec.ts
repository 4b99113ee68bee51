import { BASE_PATH, LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME } from '../lib/constants';
import { expect, test, type BrowserContext, type Page, expectHydrated, LOCALES, localePath, seedMenu, t, urlOf, type TLocale } from './fixtures';

/** Language negotiation: prefix, the i18n_redirected cookie, Accept-Language, hreflang. */

async function localeCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === LOCALE_COOKIE_NAME);
}

async function setLocaleCookie(context: BrowserContext, baseURL: string, value: string) {
  await context.addCookies([{ name: LOCALE_COOKIE_NAME, value, domain: new URL(baseURL).hostname, path: BASE_PATH }]);
}

const homeMenu = seedMenu(1);
const mainMenu = (page: Page, locale: TLocale) => page.getByRole('navigation', { name: t(locale, 'Shell.mainMenu') });

for (const locale of LOCALES) {
  test.describe(`html lang and alternates (${locale})`, () => {
    test(`${localePath(locale, '/news')} declares lang="${locale}" and hreflang alternates`, async ({ page, baseURL }) => {
      await page.goto(localePath(locale, '/news'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);

      const alternates = page.locator('head link[rel="alternate"][hreflang]');
      const expected: Record<string, string> = {
        en: `${baseURL}/ll/news`,
        es: `${baseURL}/ll/es/news`,
        fr: `${baseURL}/ll/fr/news`,
        'x-default': `${baseURL}/ll/news`,
      };
      for (const [hreflang, href] of Object.entries(expected)) {
        await expect(page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute('href', href);
      }
      await expect(alternates).toHaveCount(Object.keys(expected).length);
    });
  });
}

test.describe('language negotiation', () => {
  test('/ll is English', async ({ page }) => {
    const response = await page.goto('/ll');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(urlOf('/ll'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('choosing Español keeps the page, stores the cookie and translates the menu', async ({ page, context }) => {
    await page.goto('/ll/news');
    await expect(mainMenu(page, 'en').getByRole('link', { name: homeMenu.name.en, exact: true })).toBeVisible();

    await expectHydrated(page.getByTestId('language-button'));
    await page.getByTestId('language-button').click();
    await page.getByTestId('language-es').click();

    await expect(page).toHaveURL(urlOf('/ll/es/news'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(mainMenu(page, 'es').getByRole('link', { name: homeMenu.name.es, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: homeMenu.name.en, exact: true })).toHaveCount(0);
    await expect(page.getByTestId('language-button')).toHaveText('Español');

    await expect.poll(async () => (await localeCookie(context))?.value).toBe('es');
    const cookie = await localeCookie(context);
    expect(cookie?.path).toBe(BASE_PATH);
    // max-age 31104000 s (360 days): the expiry is that far ahead, within a minute.
    const secondsAhead = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(secondsAhead).toBeGreaterThan(LOCALE_COOKIE_MAX_AGE - 60);
    expect(secondsAhead).toBeLessThanOrEqual(LOCALE_COOKIE_MAX_AGE + 60);
  });

  test('with the cookie set to es, /ll/news redirects to /ll/es/news', async ({ page, context, baseURL }) => {
    await setLocaleCookie(context, baseURL!, 'es');
    await page.goto('/ll/news');
    await expect(page).toHaveURL(urlOf('/ll/es/news'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('/ll/en/news redirects to /ll/news and resets the cookie to en', async ({ page, context, baseURL }) => {
    await setLocaleCookie(context, baseURL!, 'es');
    await page.goto('/ll/en/news');
    await expect(page).toHaveURL(urlOf('/ll/news'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(async () => (await localeCookie(context))?.value).toBe('en');
  });
});

test.describe('Accept-Language', () => {
  test.use({ locale: 'fr-CA', extraHTTPHeaders: { 'Accept-Language': 'fr-CA,fr;q=0.9' } });

  test('a first visit with Accept-Language fr lands on /ll/fr', async ({ page, context }) => {
    expect(await localeCookie(context)).toBeUndefined();
    await page.goto('/ll');
    await expect(page).toHaveURL(urlOf('/ll/fr'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(mainMenu(page, 'fr').getByRole('link', { name: homeMenu.name.fr, exact: true })).toBeVisible();
  });
});
