import { expect, test, localePath, expectHydrated, LOCALES, type Page } from './fixtures';

/**
 * What sticks to the top of the window (the top bar, and the compact title bar once the page has
 * scrolled) never covers what is brought into view under it (WCAG 2.2, 2.4.11): the page's
 * scroll padding (app/globals.css, measured by components/layout/ScrollSentinel.tsx) keeps it
 * clear. A rules section reached from the table of contents, the contents reached back from the
 * last section, and a field scrolled into view, in three languages on a phone and on a desktop.
 */

/** The lowest bottom edge of the bars stuck to the top of the window, in CSS px. */
async function stuckBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    let bottom = 0;
    for (const el of document.querySelectorAll<HTMLElement>('header, [data-testid="page-header-compact"], [data-sticky-subheader]')) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (style.position !== 'sticky' && style.position !== 'fixed') continue;
      const rect = el.getBoundingClientRect();
      if (rect.top <= 1 || rect.top <= bottom + 1) bottom = Math.max(bottom, rect.bottom);
    }
    return bottom;
  });
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`the sticky bars leave room (${device})`, () => {
    test.use({ viewport });

    for (const locale of LOCALES) {
      test(`a #link and a field brought into view stop below the bars (${locale})`, async ({ page }) => {
        await page.goto(localePath(locale, '/rules'));
        await expectHydrated(page.locator('main#main'));
        const links = page.getByTestId('rules-toc').locator('a');
        expect(await links.count()).toBeGreaterThan(1);

        // The last section, from the table of contents: the window scrolls, the compact title bar shows.
        await links.last().click();
        const section = page.getByTestId('rules-section').last();
        const heading = section.locator('h2');
        await expect(page.locator('[data-scrolled="true"]')).toHaveCount(1);
        await expect(page.getByTestId('page-header-compact')).toBeVisible();
        await expect.poll(async () => (await heading.boundingBox())!.y - (await stuckBottom(page))).toBeGreaterThanOrEqual(0);

        // Back to the contents from the first section (the window scrolls up to it).
        await page.getByTestId('rules-section').first().locator('a[href="#rules-toc"]').click();
        const contents = page.getByTestId('rules-toc');
        await expect.poll(async () => (await contents.boundingBox())!.y - (await stuckBottom(page))).toBeGreaterThanOrEqual(0);

        // A field scrolled into view from below (as a form does with its first error).
        await page.goto(localePath(locale, '/contact-us'));
        await expectHydrated(page.locator('main#main'));
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const field = page.locator('main input:not([type="hidden"])').first();
        await field.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await expect.poll(async () => (await field.boundingBox())!.y - (await stuckBottom(page))).toBeGreaterThanOrEqual(0);
      });
    }
  });
}
