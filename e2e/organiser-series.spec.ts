import { signInAsOrganiser } from './helpers/organiser';
import { expect, test, expectHydrated, localePath, t, asClient } from './fixtures';

/**
 * Series definitions from the organiser area (docs/decisions/057) on the demo, in the three
 * languages (a phone for Spanish and French): the page
 * says what definitions are for (the embedded platform computes its own series); the demo organiser
 * sends the new-definition form empty and is told what each field needs, then saves a draft
 * counting two of promoter 1's events; its page previews the standings (nothing mirrored on the
 * demo: an empty preview, no failure), and publishing is audited. The computation itself (preview
 * equal to the public standings) is tests/organiser/series-definitions.db.test.ts's, over mirrored
 * rows the demo does not have.
 */

test.describe.configure({ timeout: 240_000 });

for (const [locale, phone] of [['en', false], ['es', true], ['fr', true]] as const) {
  test(`the organiser saves a series definition as a draft, previews it and publishes it (${locale}, ${phone ? 'phone' : 'desktop'})`, async ({ browser }) => {
    const context = await browser.newContext({
      extraHTTPHeaders: asClient(),
      ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 900 } }),
    });
    const page = await context.newPage();
    const name = `Northern Cup ${locale} ${Date.now().toString(36)}`;
    const fitsScreen = async () => {
      if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    };
    await signInAsOrganiser(page, locale, { next: '/organiser/series' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'OrganiserSeries.title'));
    await expect(page.getByTestId('series-embedded-note')).toHaveText(t(locale, 'OrganiserSeries.embeddedNote'));
    await page.getByTestId('series-new-link').click();
    await expect(page).toHaveURL(/\/organiser\/series\/new$/);

    const form = page.getByTestId('series-form');
    await expectHydrated(form.getByTestId('series-save'));
    await form.getByTestId('series-save').click();
    await expect(page.getByTestId('series-error')).toBeVisible();
    await expect(page.getByTestId('error-name')).toHaveText(t(locale, 'OrganiserSeries.errors.required'));
    await expect(page.getByTestId('error-events')).toHaveText(t(locale, 'OrganiserSeries.errors.eventsRequired'));

    await fitsScreen();

    await page.getByTestId('series-name').fill(name);
    const rounds = page.getByTestId('series-events').locator('input');
    await expect(rounds.nth(1)).toBeVisible();
    await rounds.nth(0).fill('1');
    await rounds.nth(1).fill('2');
    await page.getByTestId('series-points-preset').selectOption('top10');
    await page.getByTestId('series-save').click();

    await expect(page).toHaveURL(/\/organiser\/series\/\d+\?created=1$/, { timeout: 30_000 });
    const seriesId = Number(/series\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByTestId('series-created')).toHaveText(t(locale, 'OrganiserSeries.saved.created'));
    await expect(page.getByTestId('series-state')).toHaveText(t(locale, 'OrganiserSeries.draft'));
    await expect(page.getByTestId('series-preview-rounds')).toHaveText(t(locale, 'OrganiserSeries.preview.rounds', { found: 0, expected: 2 }));
    await expect(page.getByTestId('series-preview-empty')).toBeVisible();
    await expect(page.getByTestId('series-points-preset')).toHaveValue('top10');
    await fitsScreen();

    await expectHydrated(page.getByTestId('series-publish'));
    await page.getByTestId('series-publish').click();
    await expect(page.getByTestId('series-publish-saved')).toHaveText(t(locale, 'OrganiserSeries.saved.published'));
    await expect(page.getByTestId('series-state')).toHaveText(t(locale, 'OrganiserSeries.published'));

    await page.goto(localePath(locale, '/organiser/audit'));
    const published = page.locator('[data-testid="audit-row"][data-action="series.publish"]').filter({ hasText: `series:${seriesId}` });
    await expect(published).toContainText(t(locale, 'Organiser.audit.actions.series_publish'));
    await expect(page.locator('[data-testid="audit-row"][data-action="series.create"]').filter({ hasText: `series:${seriesId}` })).toHaveCount(1);
    await context.close();
  });
}
