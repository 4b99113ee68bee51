import { FOLLOWED_KEY } from '../lib/follow/followed';
import { expect, test, LOCALES, localePath, t, expectHydrated, type Page } from './fixtures';

/**
 * A series' standings on a phone (390 x 844): the rows come first (the first starts in the top half
 * of the screen), the class picker, filters and legend fold behind one "Filter" control whose
 * summary names the class shown, a row's details control opens its rounds (a dropped one said in
 * words), behind, wins and podiums, a star follows the rider (the followed list of the results
 * pages, kept on the device), every control is at least 44 x 44 px, and nothing is wider than a
 * 320 px screen. Series 1 of the demo data; its class 3 has dropped rounds.
 */

const PHONE = { width: 390, height: 844 };
const MIN = 44;

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** The top of the first standings row, in CSS px from the top of the screen (the page not scrolled). */
async function firstRowTop(page: Page): Promise<number> {
  const row = page.getByTestId('series-row').first();
  await expect(row).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  return row.evaluate((el) => el.getBoundingClientRect().top);
}

/**
 * The visible controls of the series page (its links, buttons, summaries, selects), measured as
 * the border box, which is what a tap target is here: a ::after hit area does not count.
 */
async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const small: string[] = [];
    for (const el of Array.from(document.querySelectorAll('[data-follow-root] :is(a[href], button, summary, select, input:not([type="hidden"]))'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (box.width < min || box.height < min) {
        const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        small.push(`${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${label}": ${Math.round(box.width)} x ${Math.round(box.height)}`);
      }
    }
    return small;
  }, MIN);
}

/** How far the document reaches past the screen's right edge (0: it fits). */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('series standings on a phone', () => {
  for (const locale of LOCALES) {
    test(`rows first, one Filter control naming the class, every control 44 px, 320 px wide (${locale})`, async ({ page }, testInfo) => {
      await page.goto(localePath(locale, '/series/1'));
      const summary = page.getByTestId('series-filter-summary');
      const picker = page.getByTestId('series-classes');
      // Folded: the class picker, the filters and the legend are behind the one control.
      await expect(summary).toBeVisible();
      await expect(picker).toBeHidden();
      await expect(page.getByTestId('series-filters')).toBeHidden();

      const top = await firstRowTop(page);
      testInfo.annotations.push({ type: 'first row top', description: `${locale}: ${top} px` });
      expect(top, 'the first standings row starts in the top half of the screen').toBeLessThan(PHONE.height / 2);

      // The summary names the class on screen (the first class of the final standings).
      // The picker's links are folded away (not in the accessibility tree): found by CSS.
      const firstClass = picker.locator('a').first();
      const firstName = (await firstClass.textContent())!.trim();
      await expect(summary).toHaveText(`${t(locale, 'Series.filter')} · ${firstName}`);
      await expect(page.getByTestId('series-table')).toHaveAttribute('data-class-id', (await firstClass.getAttribute('data-class-id'))!);

      // Compact rows: position, rider and total; the per-round, behind, wins and podium cells hidden.
      const row = page.getByTestId('series-row').first();
      await expect(row.locator('[data-testid="series-total"]')).toBeVisible();
      await expect(row.locator('td[data-l]').first()).toBeHidden();
      await expect(page.getByTestId('series-table').locator('thead a').first()).toBeHidden();

      expect(await smallControls(page), `controls under ${MIN} px`).toEqual([]);

      // Open the control: the picker, the form and the legend; choose another class with its link.
      await expectHydrated(summary);
      await summary.click();
      await expect(picker).toBeVisible();
      await expect(page.getByTestId('series-filters')).toBeVisible();
      expect(await smallControls(page), `controls under ${MIN} px with the Filter open`).toEqual([]);
      await page.setViewportSize({ width: 320, height: PHONE.height });
      expect(await overflow(page), 'the open Filter fits 320 px').toBe(0);
      await page.setViewportSize(PHONE);

      const second = picker.locator('a').nth(1);
      const [secondId, secondName] = [(await second.getAttribute('data-class-id'))!, (await second.textContent())!.trim()];
      await second.click();
      await expect(page).toHaveURL(new RegExp(`[?&]class=${secondId}(&|$)`));
      await expect(page.getByTestId('series-table')).toHaveAttribute('data-class-id', secondId);
      await expect(summary).toHaveText(`${t(locale, 'Series.filter')} · ${secondName}`);
      // The form keeps the class it filters (and the tab).
      await expect(page.getByTestId('series-filters').locator('input[type="hidden"][name="class"]')).toHaveValue(secondId);
      expect(await firstRowTop(page)).toBeLessThan(PHONE.height / 2);

      // Pages of the overall standings: the pager's links too.
      await page.goto(localePath(locale, '/series/1?type=overall'));
      await expect(page.getByTestId('series-pagination-next')).toBeVisible();
      await expect(summary).toHaveText(t(locale, 'Series.filter'));
      expect(await smallControls(page), `controls under ${MIN} px on the overall standings`).toEqual([]);
      expect(await firstRowTop(page)).toBeLessThan(PHONE.height / 2);

      for (const width of [360, 320]) {
        await page.setViewportSize({ width, height: PHONE.height });
        expect(await overflow(page), `the page fits ${width} px`).toBe(0);
      }
    });

    test(`a row's details show its rounds, a dropped one in words, behind, wins and podiums (${locale})`, async ({ page }) => {
      await page.goto(localePath(locale, '/series/1?class=3'));
      const row = page.locator('[data-testid="series-row"]:has(td[data-dropped="true"])').first();
      const dropped = row.locator('td[data-dropped="true"]').first();
      const rounds = await page.getByTestId('series-round').count();
      await expect(row).toBeVisible();
      await expect(dropped).toBeHidden();

      const details = row.locator('th[scope="row"] details > summary');
      await expect(details).toHaveAttribute('aria-label', t(locale, 'Series.roundsOf', { name: (await row.locator('button[data-follow]').getAttribute('data-name'))! }));
      await details.click();
      // Every round, then behind, wins and podiums, each after its label; the dropped round says so.
      const cells = row.locator('td[data-l]');
      await expect(cells).toHaveCount(rounds + 3);
      for (const cell of await cells.all()) await expect(cell).toBeVisible();
      await expect(dropped).toContainText(`(${t(locale, 'Series.dropped')})`);
      // The label before the points: the cell's data-l, as generated content (the browser may report
      // the resolved text or the attr() it comes from).
      const label = (el: HTMLElement) => ({ content: getComputedStyle(el, '::before').content, data: el.getAttribute('data-l') ?? '' });
      const droppedLabel = await dropped.evaluate(label);
      expect([`"${droppedLabel.data}"`, 'attr(data-l)']).toContain(droppedLabel.content);
      expect(droppedLabel.data).toMatch(new RegExp(`^${t(locale, 'Series.roundShort', { round: 1 }).replace(/\d+$/, '')}\\d+ · \\S`));
      const wins = row.locator(`td[data-l="${t(locale, 'Series.wins')}"]`);
      await expect(wins).toBeVisible();
      expect([`"${t(locale, 'Series.wins')}"`, 'attr(data-l)']).toContain((await wins.evaluate(label)).content);
      await page.setViewportSize({ width: 320, height: PHONE.height });
      expect(await overflow(page), 'an open row fits 320 px').toBe(0);
      expect(await smallControls(page)).toEqual([]);

      // Closed again: the compact row.
      await details.click();
      await expect(dropped).toBeHidden();
    });

    test(`the star follows a rider, the same list as the results pages, kept after a reload (${locale})`, async ({ page }) => {
      await page.goto(localePath(locale, '/series/1'));
      const row = page.getByTestId('series-row').nth(1);
      const star = row.locator('button[data-follow]');
      const [riderId, name, number] = await star.evaluate((el: HTMLElement) => [el.dataset.follow!, el.dataset.name!, el.dataset.number!]);
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      await expect(star).toHaveAttribute('aria-label', t(locale, 'Follow.followRider', { name }));
      // The follow layer listens once the page's script ran.
      await expectHydrated(page.getByTestId('follow-status'));
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await expect(star).toHaveAttribute('aria-label', t(locale, 'Follow.unfollowRider', { name }));
      await expect(page.getByTestId('follow-status')).toHaveText(t(locale, 'Follow.followed', { name }));
      const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[], FOLLOWED_KEY);
      expect(stored).toEqual([number ? { id: Number(riderId), name, number } : { id: Number(riderId), name }]);

      await page.reload();
      await expect(page.locator(`[data-testid="series-row"] button[data-follow="${riderId}"]`)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('series-row').nth(0).locator('button[data-follow]')).toHaveAttribute('aria-pressed', 'false');
    });
  }

  test.describe('sunlight display', () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('ll:display', 'sunlight'));
    });

    test('applies to the series page: black controls, 48 px tap targets, rows still first (en)', async ({ page }) => {
      await page.goto(localePath('en', '/series/1?class=3'));
      await expect(page.locator('html')).toHaveAttribute('data-display', 'sunlight');
      const summary = page.getByTestId('series-filter-summary');
      expect(await summary.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');
      const row = page.getByTestId('series-row').first();
      for (const control of [summary, page.getByTestId('series-tab-final'), row.locator('button[data-follow]'), row.locator('details > summary')]) {
        const box = (await control.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(48);
      }
      expect(await smallControls(page)).toEqual([]);
      expect(await firstRowTop(page)).toBeLessThan(PHONE.height / 2);
      await page.setViewportSize({ width: 320, height: PHONE.height });
      await row.locator('details > summary').click();
      expect(await overflow(page)).toBe(0);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the Filter control and a row’s details open, and the form keeps the class (en)', async ({ page }) => {
      await page.goto(localePath('en', '/series/1?class=3'));
      await page.getByTestId('series-filter-summary').click();
      const brand = page.getByLabel(t('en', 'Series.brand'), { exact: true });
      await expect(brand).toBeVisible();
      const row = page.locator('[data-testid="series-row"]:has(td[data-dropped="true"])').first();
      await row.locator('details > summary').click();
      await expect(row.locator('td[data-dropped="true"]').first()).toContainText(t('en', 'Series.dropped'));
      const value = (await brand.locator('option').nth(1).getAttribute('value'))!;
      await brand.selectOption(value);
      await page.getByTestId('filter-apply').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('brand')).toBe(value);
      expect(new URL(page.url()).searchParams.get('class')).toBe('3');
    });
  });
});
