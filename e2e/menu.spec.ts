import { expect, test } from '@playwright/test';
import { escapeRegExp, expectHydrated, LOCALES, localePath, seed, seedMenu, t, urlOf } from './fixtures';

/**
 * The main menu: tabs with dropdowns at 1366 px and wider, a slide-out drawer below (seed §2).
 * Demo menu: Info (id 8) has sub-items (Rules 802, an external FIM link 809 opening in a new tab),
 * Print scores (9) is hidden from the top menu only, Series archive (10) is invisible everywhere.
 */

const visible = <T extends { visible?: boolean }>(items: T[] = []) => items.filter((i) => i.visible !== false);
const topItems = visible(seed.menus).filter((m) => !m.hideOnTopMenu);
const drawerItems = visible(seed.menus);
const home = seedMenu(1);
const info = seedMenu(8);
const results = seedMenu(2);
const printScores = seedMenu(9);
const seriesArchive = seedMenu(10);
const sub = (menuId: number, subId: number) => {
  const item = seedMenu(menuId).subs?.find((s) => s.id === subId);
  if (!item) throw new Error(`no sub-menu ${subId} in menu ${menuId}`);
  return item;
};
const rules = sub(8, 802);
const fim = sub(8, 809);
const presentation = sub(2, 205);

for (const locale of LOCALES) {
  test.describe(`desktop menu (${locale})`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('the tabs show the top menu in order, without hidden and invisible items', async ({ page }) => {
      await page.goto(localePath(locale, '/'));
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveText(topItems.map((m) => m.name[locale]));
      await expect(page.getByTestId('drawer-button')).toBeHidden();
      await expect(page.getByRole('tab', { name: printScores.name[locale] })).toHaveCount(0);
      await expect(page.getByText(seriesArchive.name[locale])).toHaveCount(0);
      // The home item is the active tab on the home page.
      const homeTab = page.getByRole('tab', { name: home.name[locale], exact: true });
      await expect(homeTab).toHaveAttribute('aria-selected', 'true');
      await expect(homeTab).toHaveAttribute('aria-current', 'page');
    });

    test('on the news page the Info tab (parent of News) is the active one', async ({ page }) => {
      await page.goto(localePath(locale, '/news'));
      const infoTab = page.getByRole('tab', { name: info.name[locale], exact: true });
      await expect(infoTab).toHaveAttribute('aria-selected', 'true');
      await expect(infoTab).toHaveClass(/Mui-selected/);
      await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
      await expect(page.getByRole('tab', { name: home.name[locale], exact: true })).toHaveAttribute('aria-selected', 'false');
    });

    test('the Info dropdown lists its sub-items, opens external ones in a new tab and navigates', async ({ page }) => {
      await page.goto(localePath(locale, '/'));
      // While the dropdown is open MUI hides the rest of the page from the accessibility tree, so
      // the tab is found by its test id there.
      const infoTab = page.getByTestId(`menu-${info.id}`);
      await expect(infoTab).toHaveText(info.name[locale]);
      await expect(infoTab).toHaveAttribute('aria-expanded', 'false');
      await expectHydrated(infoTab);
      await infoTab.click();
      await expect(infoTab).toHaveAttribute('aria-expanded', 'true');

      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitem')).toHaveText(visible(info.subs).map((s) => new RegExp(`^${escapeRegExp(s.name[locale])}`)));

      const fimItem = menu.getByRole('menuitem', { name: fim.name[locale] });
      await expect(fimItem).toHaveAttribute('target', '_blank');
      await expect(fimItem).toHaveAttribute('rel', /noopener/);
      await expect(fimItem).toHaveAttribute('href', fim.link);
      await expect(fimItem).toContainText(t(locale, 'Shell.opensInNewTab'));

      await menu.getByRole('menuitem', { name: rules.name[locale], exact: true }).click();
      await expect(page).toHaveURL(urlOf(localePath(locale, '/rules')));
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(page.getByTestId('page-header')).toBeVisible();
      await expect(infoTab).toHaveAttribute('aria-selected', 'true');
    });

    test('an invisible sub-item is not in its dropdown', async ({ page }) => {
      await page.goto(localePath(locale, '/'));
      const resultsTab = page.getByRole('tab', { name: results.name[locale], exact: true });
      await expectHydrated(resultsTab);
      await resultsTab.click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem')).toHaveText(visible(results.subs).map((s) => s.name[locale]));
      await expect(menu.getByText(presentation.name[locale])).toHaveCount(0);
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

      test('the hamburger opens the drawer; sub-lists open and go back; a leaf navigates and closes it', async ({ page }) => {
        await page.goto(localePath(locale, '/'));
        await expect(page.getByRole('tablist')).toBeHidden();
        const hamburger = page.getByRole('button', { name: t(locale, 'Shell.openMenu') });
        await expect(hamburger).toBeVisible();
        await expectHydrated(hamburger);
        await hamburger.click();

        const drawer = page.getByTestId('drawer');
        await expect(drawer).toBeVisible();
        await expect(drawer).toHaveAttribute('aria-label', t(locale, 'Shell.mainMenu'));
        const rootList = drawer.getByRole('list');
        for (const item of drawerItems) await expect(rootList.getByText(item.name[locale], { exact: true })).toBeVisible();
        // Hidden from the top menu only: still in the drawer. Invisible: nowhere.
        await expect(rootList.getByRole('link', { name: printScores.name[locale], exact: true })).toBeVisible();
        await expect(drawer.getByText(seriesArchive.name[locale])).toHaveCount(0);

        const openInfo = drawer.getByRole('button', { name: t(locale, 'Shell.openSubmenu', { name: info.name[locale] }) });
        await openInfo.click();
        const back = drawer.getByTestId('drawer-back');
        await expect(back).toHaveText(t(locale, 'Shell.backToRoot'));
        for (const child of visible(info.subs)) await expect(drawer.getByText(child.name[locale], { exact: true })).toBeVisible();
        await expect(drawer.getByText(home.name[locale], { exact: true })).toHaveCount(0);

        await back.click();
        await expect(back).toBeHidden();
        await expect(drawer.getByText(home.name[locale], { exact: true })).toBeVisible();
        await expect(openInfo).toBeVisible();

        await openInfo.click();
        await drawer.getByRole('link', { name: rules.name[locale], exact: true }).click();
        await expect(page).toHaveURL(urlOf(localePath(locale, '/rules')));
        await expect(page.getByTestId('drawer')).toBeHidden();
        await expect(page.getByTestId('page-header')).toBeVisible();
      });
    });
  }
}
