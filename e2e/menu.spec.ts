import { expect, test, type Page, escapeRegExp, expectHydrated, expectNoSeriousA11yViolations, LOCALES, localePath, seed, seedMenu, t, urlOf, type TLocale } from './fixtures';

/**
 * The main menu (seed §2), built as disclosure navigation: at 1366 px and wider a navigation
 * landmark with the top items, each parent a button that shows its list of links; below, a
 * button opens the menu in a modal dialog (drawer) with sub-lists and "back to the main menu".
 * Demo menu: Info (id 8) has sub-items (News 801, Rules 802, an external FIM link 809 opening in a
 * new tab), Print scores (9) is hidden from the top menu only, Series archive (10) is invisible
 * everywhere, Results (2) has an invisible sub-item (Presentation 205).
 */

const visible = <T extends { visible?: boolean }>(items: T[] = []) => items.filter((i) => i.visible !== false);
const topItems = visible(seed.menus).filter((m) => !m.hideOnTopMenu);
const drawerItems = visible(seed.menus);
const home = seedMenu(1);
const results = seedMenu(2);
const promoters = seedMenu(4);
const info = seedMenu(8);
const printScores = seedMenu(9);
const seriesArchive = seedMenu(10);
const sub = (menuId: number, subId: number) => {
  const item = seedMenu(menuId).subs?.find((s) => s.id === subId);
  if (!item) throw new Error(`no sub-menu ${subId} in menu ${menuId}`);
  return item;
};
const news = sub(8, 801);
const rules = sub(8, 802);
const fim = sub(8, 809);
const presentation = sub(2, 205);
/** The names of the demo's languages (the content's language list), as the language button shows them. */
const LANGUAGE_NAMES: Record<TLocale, string> = { en: 'English', es: 'Español', fr: 'Français' };

const mainMenu = (page: Page, locale: TLocale) => page.getByRole('navigation', { name: t(locale, 'Shell.mainMenu') });
/** The top items of the desktop menu (links and disclosure buttons), in order. */
const topEntries = (page: Page) => page.getByTestId(/^menu-\d+$/);

for (const locale of LOCALES) {
  test.describe(`desktop menu (${locale})`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('the menu shows the top items in order, without hidden and invisible items; Home is current on the home page', async ({ page }) => {
      await page.goto(localePath(locale, '/'));
      const nav = mainMenu(page, locale);
      await expect(nav).toBeVisible();
      await expect(topEntries(page)).toHaveText(topItems.map((m) => m.name[locale]));
      await expect(page.getByTestId('drawer-button')).toBeHidden();
      await expect(nav.getByText(printScores.name[locale])).toHaveCount(0);
      await expect(page.getByText(seriesArchive.name[locale])).toHaveCount(0);
      // Parents are disclosure buttons, the others links.
      for (const item of topItems) {
        const entry = page.getByTestId(`menu-${item.id}`);
        if (visible(item.subs).length > 0) await expect(entry).toHaveAttribute('aria-expanded', 'false');
        else await expect(entry).toHaveJSProperty('tagName', 'A');
      }
      const homeLink = nav.getByRole('link', { name: home.name[locale], exact: true });
      await expect(homeLink).toHaveAttribute('aria-current', 'page');
      await expect(homeLink).toHaveAttribute('data-active', 'true');
      await expect(nav.locator('[data-active="true"]')).toHaveCount(1);
    });

    test('on the news page the Info button (parent of News) is the active item and News the current link', async ({ page }) => {
      await page.goto(localePath(locale, '/news'));
      const nav = mainMenu(page, locale);
      const infoButton = nav.getByRole('button', { name: info.name[locale], exact: true });
      await expect(infoButton).toHaveAttribute('data-active', 'true');
      await expect(nav.locator('[data-active="true"]')).toHaveCount(1);
      await expect(nav.getByRole('link', { name: home.name[locale], exact: true })).not.toHaveAttribute('aria-current', /.*/);
      await expectHydrated(infoButton);
      await infoButton.click();
      const newsLink = nav.getByRole('link', { name: news.name[locale], exact: true });
      await expect(newsLink).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
    });

    test('the Info disclosure lists its sub-items, opens external ones in a new tab and navigates', async ({ page }) => {
      await page.goto(localePath(locale, '/'));
      const nav = mainMenu(page, locale);
      const infoButton = nav.getByRole('button', { name: info.name[locale], exact: true });
      await expect(infoButton).toHaveAttribute('aria-expanded', 'false');
      await expectHydrated(infoButton);
      await infoButton.click();
      await expect(infoButton).toHaveAttribute('aria-expanded', 'true');

      const listId = await infoButton.getAttribute('aria-controls');
      expect(listId).toBeTruthy();
      const list = page.locator(`[id="${listId}"]`);
      await expect(list).toBeVisible();
      await expect(list.getByRole('link')).toHaveText(visible(info.subs).map((s) => new RegExp(`^${escapeRegExp(s.name[locale])}`)));

      const fimLink = list.getByRole('link', { name: fim.name[locale] });
      await expect(fimLink).toHaveAttribute('target', '_blank');
      await expect(fimLink).toHaveAttribute('rel', /noopener/);
      await expect(fimLink).toHaveAttribute('href', fim.link);
      await expect(fimLink).toContainText(t(locale, 'Shell.opensInNewTab'));

      await list.getByRole('link', { name: rules.name[locale], exact: true }).click();
      await expect(page).toHaveURL(urlOf(localePath(locale, '/rules')));
      await expect(list).toBeHidden();
      await expect(infoButton).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByTestId('page-header')).toBeVisible();
      await expect(infoButton).toHaveAttribute('data-active', 'true');
    });

    test('Escape closes a dropdown and returns focus to its button; a click elsewhere closes it', async ({ page }) => {
      await page.goto(localePath(locale, '/news'));
      const nav = mainMenu(page, locale);
      const infoButton = nav.getByRole('button', { name: info.name[locale], exact: true });
      const resultsButton = nav.getByRole('button', { name: results.name[locale], exact: true });
      await expectHydrated(infoButton);
      await infoButton.focus();
      await page.keyboard.press('Enter');
      await expect(infoButton).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: visible(info.subs)[0]!.name[locale], exact: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(infoButton).toHaveAttribute('aria-expanded', 'false');
      await expect(infoButton).toBeFocused();

      // One dropdown at a time; a click outside the menu closes it.
      await infoButton.click();
      await resultsButton.click();
      await expect(infoButton).toHaveAttribute('aria-expanded', 'false');
      await expect(resultsButton).toHaveAttribute('aria-expanded', 'true');
      await page.getByTestId('page-header').getByRole('heading', { level: 1 }).click();
      await expect(resultsButton).toHaveAttribute('aria-expanded', 'false');
    });

    test('an invisible sub-item is not in its dropdown; axe finds nothing serious with a dropdown open', async ({ page }, testInfo) => {
      await page.goto(localePath(locale, '/'));
      const nav = mainMenu(page, locale);
      const resultsButton = nav.getByRole('button', { name: results.name[locale], exact: true });
      await expectHydrated(resultsButton);
      await resultsButton.click();
      const list = page.locator(`[id="${await resultsButton.getAttribute('aria-controls')}"]`);
      await expect(list.getByRole('link')).toHaveText(visible(results.subs).map((s) => s.name[locale]));
      await expect(page.getByText(presentation.name[locale])).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, testInfo);
    });

    test('a page that is slow to arrive shows the loading overlay until it does', async ({ page }) => {
      await page.goto(localePath(locale, '/'));
      const target = localePath(locale, promoters.pagePath);
      // Hold the page's data (the RSC request of the client-side navigation) until the overlay shows.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname === target,
        async (route) => {
          if (route.request().headers()['rsc']) await held;
          await route.continue();
        },
      );
      const overlay = page.getByTestId('loading-overlay');
      await expect(overlay).toBeHidden();
      const link = mainMenu(page, locale).getByRole('link', { name: promoters.name[locale], exact: true });
      await expectHydrated(link);
      // The overlay's click listener is attached once it is hydrated.
      await expectHydrated(overlay);
      await link.click();
      await expect(overlay).toBeVisible();
      await expect(overlay.getByRole('progressbar', { name: t(locale, 'Shell.navigating') })).toBeVisible();
      release();
      await expect(page).toHaveURL(urlOf(target));
      await expect(overlay).toBeHidden();
      await expect(page.getByRole('link', { name: promoters.name[locale], exact: true })).toHaveAttribute('aria-current', 'page');
    });

    test('the language disclosure lists the other languages', async ({ page }) => {
      await page.goto(localePath(locale, '/news'));
      const button = page.getByTestId('language-button');
      await expect(button).toHaveAccessibleName(t(locale, 'Shell.changeLanguage', { language: LANGUAGE_NAMES[locale] }));
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expectHydrated(button);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      for (const other of LOCALES.filter((l) => l !== locale)) {
        const link = page.getByTestId(`language-${other}`);
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', localePath(other, '/news'));
        await expect(link).toHaveAttribute('hreflang', other);
      }
      await expect(page.getByTestId(`language-${locale}`)).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
    });

    test('the skip link moves focus to the main content', async ({ page }) => {
      await page.goto(localePath(locale, '/news'));
      await expectHydrated(page.locator('main#main'));
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: t(locale, 'Common.skipToContent') });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
    });
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  for (const locale of LOCALES) {
    test.describe(`drawer menu ${viewport.width}px (${locale})`, () => {
      test.use({ viewport });

      test('the menu button opens the drawer; sub-lists open and go back; a leaf navigates and closes it', async ({ page }) => {
        await page.goto(localePath(locale, '/'));
        await expect(page.getByTestId(`menu-${home.id}`)).toBeHidden();
        const hamburger = page.getByRole('button', { name: t(locale, 'Shell.openMenu') });
        await expect(hamburger).toBeVisible();
        await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
        await expectHydrated(hamburger);
        await hamburger.click();

        const dialog = page.getByRole('dialog', { name: t(locale, 'Shell.mainMenu') });
        await expect(dialog).toBeVisible();
        await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
        const drawer = page.getByTestId('drawer');
        await expect(drawer).toBeVisible();
        await expect(drawer).toHaveAttribute('aria-label', t(locale, 'Shell.mainMenu'));
        const rootList = drawer.getByRole('list');
        for (const item of drawerItems) await expect(rootList.getByText(item.name[locale], { exact: true })).toBeVisible();
        // Hidden from the top menu only: still in the drawer. Invisible: nowhere.
        await expect(rootList.getByRole('link', { name: printScores.name[locale], exact: true })).toBeVisible();
        await expect(drawer.getByText(seriesArchive.name[locale])).toHaveCount(0);
        await expect(rootList.getByRole('link', { name: home.name[locale], exact: true })).toHaveAttribute('aria-current', 'page');

        const openInfo = drawer.getByRole('button', { name: t(locale, 'Shell.openSubmenu', { name: info.name[locale] }) });
        await openInfo.click();
        const back = drawer.getByTestId('drawer-back');
        await expect(back).toHaveText(t(locale, 'Shell.backToRoot'));
        await expect(back).toBeFocused();
        for (const child of visible(info.subs)) await expect(drawer.getByText(child.name[locale], { exact: true })).toBeVisible();
        await expect(drawer.getByText(home.name[locale], { exact: true })).toHaveCount(0);

        await back.click();
        await expect(back).toBeHidden();
        await expect(drawer.getByText(home.name[locale], { exact: true })).toBeVisible();
        await expect(openInfo).toBeVisible();
        await expect(openInfo).toBeFocused();

        await openInfo.click();
        await drawer.getByRole('link', { name: rules.name[locale], exact: true }).click();
        await expect(page).toHaveURL(urlOf(localePath(locale, '/rules')));
        await expect(page.getByTestId('drawer')).toBeHidden();
        await expect(dialog).toBeHidden();
        await expect(page.getByTestId('page-header')).toBeVisible();

        // On the rules page the Info entry of the drawer is marked as the parent of the current page.
        await hamburger.click();
        await expect(drawer.getByRole('button', { name: t(locale, 'Shell.openSubmenu', { name: info.name[locale] }) })).toHaveAttribute('data-active', 'true');
      });

      test('Escape and a click on the backdrop close the drawer and give focus back to the menu button', async ({ page }, testInfo) => {
        await page.goto(localePath(locale, '/news'));
        const hamburger = page.getByRole('button', { name: t(locale, 'Shell.openMenu') });
        await expectHydrated(hamburger);
        await hamburger.click();
        const dialog = page.getByRole('dialog', { name: t(locale, 'Shell.mainMenu') });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('button', { name: t(locale, 'Shell.closeMenu') })).toBeFocused();
        await expectNoSeriousA11yViolations(page, testInfo);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(hamburger).toBeFocused();

        await hamburger.click();
        await expect(dialog).toBeVisible();
        // The backdrop: right of the panel.
        await page.mouse.click(viewport.width - 10, viewport.height / 2);
        await expect(dialog).toBeHidden();
        await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

        await hamburger.click();
        await dialog.getByRole('button', { name: t(locale, 'Shell.closeMenu') }).click();
        await expect(dialog).toBeHidden();
      });
    });
  }
}

test.describe('connection status', () => {
  for (const locale of LOCALES) {
    test(`going offline and back online is announced (${locale})`, async ({ page, context }) => {
      await page.goto(localePath(locale, '/news'));
      const status = page.getByTestId('connection-status');
      await expect(status).toHaveAttribute('role', 'status');
      await expect(status).toBeEmpty();
      await expectHydrated(page.locator('main#main'));
      await context.setOffline(true);
      await expect(status).toHaveText(t(locale, 'Shell.offline'));
      await context.setOffline(false);
      await expect(status).toHaveText(t(locale, 'Shell.backOnline'));
      await expect(status).toBeEmpty({ timeout: 10_000 });
    });
  }
});

test("the theme's colours and baseline rules come from the versioned /ll/theme.css", async ({ page, request }) => {
  await page.goto(localePath('en', '/'));
  const href = await page.locator('link[rel="stylesheet"][href^="/ll/theme.css?v="]').getAttribute('href');
  expect(href).toMatch(/^\/ll\/theme\.css\?v=[A-Za-z0-9_-]{12}$/);
  const sheet = await request.get(href!);
  expect(sheet.status()).toBe(200);
  expect(sheet.headers()['content-type']).toBe('text/css; charset=utf-8');
  expect(sheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Another version (a page from before a colour change) gets the current sheet, briefly cached.
  expect((await request.get('/ll/theme.css?v=older')).headers()['cache-control']).toBe('public, max-age=60');
  const applied = await page.evaluate(() => {
    const body = getComputedStyle(document.body);
    return { primary: body.getPropertyValue('--mui-palette-primary-main').trim(), margin: body.margin, boxSizing: getComputedStyle(document.documentElement).boxSizing };
  });
  expect(applied.primary).toMatch(/^#[0-9a-f]{6}$/i);
  expect(applied).toMatchObject({ margin: '0px', boxSizing: 'border-box' });
  // Not written into the page as well.
  expect(await page.locator('style[data-emotion*="global"]').count()).toBe(0);
});
