import { expect, test, LOCALES, localePath, t, expectHydrated, escapeRegExp, type Page, type TLocale } from './fixtures';

/**
 * Race day on a phone (390 x 844): a race's results start in the top half of the screen. The
 * filters, CSV and print fold behind one "Filter" control whose summary names what is applied;
 * the race header is compact; a live race says when its results changed (under the title) and when
 * the page last checked (the live badge), in words that tell the two apart.
 * Races: the demo's finished race 99 (event 7) and its live race 4 (event 3, running today).
 */

const PHONE = { width: 390, height: 844 };
const RACES = [
  { name: 'finished', event: 7, race: 99, live: false },
  { name: 'live', event: 3, race: 4, live: true },
] as const;
const CLOCK = String.raw`\d{1,2}:\d{2}(?::\d{2})?`;

/** A message with a clock time as a RegExp: `Results changed at 14:02:11`. */
function withClock(locale: TLocale, key: string): RegExp {
  const slot = '\u2063';
  const [before = '', after = ''] = t(locale, key, { time: slot }).split(slot);
  return new RegExp(`^\\s*${escapeRegExp(before)}${CLOCK}${escapeRegExp(after)}\\s*$`);
}

/** The top of the first result row, in CSS px from the top of the screen (the page not scrolled). */
async function firstRowTop(page: Page): Promise<number> {
  const row = page.getByTestId('results-table').locator('tr[data-entry-row]').first();
  await expect(row).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  return row.evaluate((el) => el.getBoundingClientRect().top);
}

test.describe('race results on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const locale of LOCALES) {
    for (const { name, event, race, live } of RACES) {
      test(`the ${name} race starts in the top half; one Filter control applies a class (${locale})`, async ({ page }, testInfo) => {
        await page.goto(localePath(locale, `/results/${event}?race=${race}`));
        const summary = page.getByTestId('filter-summary');
        await expect(summary).toHaveText(t(locale, 'Results.filter'));
        // Folded: the filters, CSV and print are behind the one control.
        await expect(page.getByTestId('results-filters')).toBeHidden();
        await expect(page.getByTestId('csv-link')).toBeHidden();
        await expect(page.getByTestId('print-link')).toBeHidden();

        const top = await firstRowTop(page);
        testInfo.annotations.push({ type: 'first row top', description: `${locale} ${name}: ${top} px` });
        expect(top, 'the first result row starts in the top half of the screen').toBeLessThan(PHONE.height / 2);

        if (live) {
          await expect(page.getByTestId('live-updated')).toHaveText(withClock(locale, 'Results.resultsChanged'));
          await expect(page.getByTestId('live-freshness')).toHaveText(withClock(locale, 'Results.liveChecked'));
        } else {
          await expect(page.getByTestId('live-updated')).toHaveCount(0);
        }

        // Open the control, choose a class and apply: the summary then names the class.
        await expectHydrated(page.getByTestId('filter-class'));
        await summary.click();
        await expect(page.getByTestId('results-filters')).toBeVisible();
        await expect(page.getByTestId('csv-link')).toBeVisible();
        await expect(page.getByTestId('print-link')).toBeVisible();
        const select = page.getByTestId('filter-class');
        const option = select.locator('option').nth(1);
        const [value, className] = [(await option.getAttribute('value'))!, (await option.innerText()).trim()];
        await select.selectOption(value);
        await expect(page).toHaveURL(new RegExp(`[?&]class=${value}(&|$)`));
        await page.getByTestId('results-filters').getByRole('button', { name: t(locale, 'ResultsClient.apply') }).click();
        await expect(summary).toHaveText(`${t(locale, 'Results.filter')} · ${className}`);
        await expect(page.getByTestId('results-filters')).toBeHidden();
        expect(await firstRowTop(page)).toBeLessThan(PHONE.height / 2);
      });
    }
  }

  test('the position-only view, which needs classes ticked first, shows its class choice open (en)', async ({ page }) => {
    await page.goto(localePath('en', '/results/7?race=99&view=position'));
    await expect(page.getByTestId('filter-box')).toHaveAttribute('open', '');
    await expect(page.getByTestId('position-classes')).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the Filter control opens, and its form applies a class (en)', async ({ page }) => {
      const path = localePath('en', '/results/7');
      await page.goto(`${path}?race=99`);
      const summary = page.getByTestId('filter-summary');
      await expect(page.getByTestId('results-filters')).toBeHidden();
      await summary.click();
      const select = page.getByTestId('filter-class');
      await expect(select).toBeVisible();
      const option = select.locator('option').nth(1);
      const [value, className] = [(await option.getAttribute('value'))!, (await option.innerText()).trim()];
      await select.selectOption(value);
      await page.getByTestId('results-filters').getByRole('button', { name: t('en', 'ResultsClient.apply') }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${escapeRegExp(path)}\\?(?=.*race=99)(?=.*class=${value}(&|$))`));
      await expect(summary).toHaveText(`${t('en', 'Results.filter')} · ${className}`);
      expect(await firstRowTop(page)).toBeLessThan(PHONE.height / 2);
    });
  });
});

test.describe('race results on a wide screen', () => {
  test('the filters, CSV and print stand open, without the Filter control', async ({ page }) => {
    await page.goto(localePath('en', '/results/7?race=99'));
    await expect(page.getByTestId('filter-summary')).toBeHidden();
    await expect(page.getByTestId('filter-class')).toBeVisible();
    await expect(page.getByTestId('csv-link')).toBeVisible();
    await expect(page.getByTestId('print-link')).toBeVisible();
  });
});
