import { expect, test, expectHydrated, expectNoSeriousA11yViolations, LOCALES, localePath } from './fixtures';

/** axe (WCAG 2.0/2.1 A and AA): no serious or critical violations on the main pages. */

for (const locale of LOCALES) {
  test.describe(`accessibility (${locale})`, () => {
    test(`the home page ${localePath(locale, '/')}`, async ({ page }, testInfo) => {
      // Reduced motion: the carousel and the sponsor banner hold still while axe looks at them.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(localePath(locale, '/'));
      await expect(page.getByTestId('home-carousel')).toBeVisible();
      await expect(page.getByTestId('sponsor-marquee')).toHaveAttribute('data-paused', 'true');
      await expectHydrated(page.getByTestId('carousel-pause'));
      await expectNoSeriousA11yViolations(page, testInfo);
    });
  });
}

test.describe('accessibility (en)', () => {
  for (const path of ['/faqs', '/contact-us']) {
    test(`the page ${localePath('en', path)}`, async ({ page }, testInfo) => {
      await page.goto(localePath('en', path));
      await expect(page.getByTestId('page-header')).toBeVisible();
      await expectHydrated(page.locator('main#main'));
      await expectNoSeriousA11yViolations(page, testInfo);
    });
  }
});
