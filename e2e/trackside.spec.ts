import { BASE_PATH, SEARCH_TEXT_MAX, SEARCH_TIMEOUT_MS } from '../lib/constants';
import { expect, test, type Page, collectPageErrors, escapeRegExp, expectHydrated, expectNoSeriousA11yViolations, LOCALES, localePath, seedMenu, t, type TLocale } from './fixtures';

/**
 * The trackside lookup on a phone (the "phone" project: 390 x 844, touch): search by name and by
 * province, the search's error states, the participant view and its tabs (keys and swipe),
 * following a rider and seeing them on a live race, the followed rider's page offline, and the
 * compact result rows. In the three languages.
 */

const SEARCH_API = `${BASE_PATH}/api/racers/search`;
const LIVE_RACE = 4;

async function openSearch(page: Page, locale: TLocale, query = '') {
  await page.goto(`${localePath(locale, '/liveonlivelaps')}${query}`);
  const input = page.getByTestId('racer-search-input');
  await expectHydrated(input);
  return input;
}

/** A message with a clock time as a RegExp: `Results changed at 14:02:11`. */
function withClock(locale: TLocale, key: string): RegExp {
  const slot = '\u2063';
  const [before = '', after = ''] = t(locale, key, { time: slot }).split(slot);
  return new RegExp(`^\\s*${escapeRegExp(before)}\\d{1,2}:\\d{2}(?::\\d{2})?${escapeRegExp(after)}\\s*$`);
}

/** A rider of the live race (from the results API), with their entry. */
async function liveRider(page: Page): Promise<{ riderId: number; entryId: number; firstName: string; lastName: string; number: string }> {
  const response = await page.request.get(`${BASE_PATH}/api/races/${LIVE_RACE}/results?all=1`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { rows: { riderId: number; entryId: number; firstName: string; lastName: string; number: string; status: string }[] };
  const row = body.rows.find((r) => r.status === 'running') ?? body.rows[0]!;
  return row;
}

for (const locale of LOCALES) {
  test.describe(`trackside lookup (${locale})`, () => {
    test('the menu item and the home button lead to the search', async ({ page }) => {
      await page.goto(localePath(locale, '/'));
      const button = page.locator(`main a[href="${localePath(locale, '/liveonlivelaps')}"]`).first();
      await expect(button).toBeVisible();
      await button.click();
      await expect(page.getByTestId('racer-search')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'Trackside.search.title'));
      // The menu's "Trackside lookup" entry links the same page.
      const item = seedMenu(2).subs?.find((s) => s.link === '/liveonlivelaps');
      expect(item, 'the demo menu has the trackside entry').toBeTruthy();
    });

    test('finds racers by name as the visitor types, with the query in the URL', async ({ page }) => {
      const errors = collectPageErrors(page);
      const input = await openSearch(page, locale);
      await input.fill('gagne');
      const results = page.getByTestId('racer-result');
      await expect(results.first()).toBeVisible();
      await expect(page).toHaveURL(/[?&]q=gagne/);
      // Accent-insensitive: "gagne" finds Émile Gagné (racer 1).
      await expect(page.locator('[data-testid="racer-result"][data-rider="1"]')).toContainText('Émile Gagné');
      await expect(page.getByTestId('racer-search-status')).toContainText(t(locale, 'Trackside.search.count', { count: await results.count() }));

      // A plate number finds the rider too, and the search survives a reload.
      await input.fill('');
      await input.fill('1');
      await expect(page).toHaveURL(/[?&]q=1(&|$)/);
      await expect(page.getByTestId('racer-search-loading')).toHaveCount(0);
      await expect(page.locator('[data-testid="racer-result"][data-rider="1"]')).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('racer-search-input')).toHaveValue('1');
      await expect(page.locator('[data-testid="racer-result"][data-rider="1"]')).toBeVisible();
      expect(errors).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    });

    test('finds everyone from a province', async ({ page }) => {
      const input = await openSearch(page, locale);
      await page.getByTestId('search-by-state').check();
      await input.fill('Québec');
      await expect(page).toHaveURL(/by=state/);
      const results = page.getByTestId('racer-result');
      await expect(results.first()).toBeVisible();
      const texts = await results.allInnerTexts();
      expect(texts.length).toBeGreaterThan(5);
      for (const text of texts) expect(text).toMatch(/, QC\b/);
    });

    test('says what is wrong with the criteria, translated', async ({ page }) => {
      const input = await openSearch(page, locale);
      await input.fill('!!!');
      await expect(page.getByTestId('racer-search-problem')).toHaveText(t(locale, 'Trackside.validation.racerIdentifier.format'));
      await input.fill('g');
      await expect(page.getByTestId('racer-search-problem')).toHaveText(t(locale, 'Trackside.validation.racerIdentifier.tooShort', { min: 2 }));
      await expect(page.getByTestId('racer-result')).toHaveCount(0);
      await page.getByTestId('search-by-state').check();
      await input.fill('');
      await page.getByTestId('racer-search-submit').click();
      await expect(page.getByTestId('racer-search-problem')).toHaveText(t(locale, 'Trackside.validation.state.required'));
      // The box takes at most 50 characters; a longer link is refused with its message.
      await expect(input).toHaveAttribute('maxlength', String(SEARCH_TEXT_MAX));
      await openSearch(page, locale, `?q=${'a'.repeat(SEARCH_TEXT_MAX + 5)}`);
      await expect(page.getByTestId('racer-search-problem')).toHaveText(t(locale, 'Trackside.validation.racerIdentifier.tooLong', { max: SEARCH_TEXT_MAX }));
    });

    test('a slow, failed or unreachable search says so and empties the list', async ({ page }) => {
      // The page's clock, running as usual, so that the 5 s wait for a slow answer can be skipped.
      await page.clock.install();
      const input = await openSearch(page, locale);
      await input.fill('gagne');
      await expect(page.getByTestId('racer-result').first()).toBeVisible();

      // No answer within 5 s: the request is aborted (not a spinner forever).
      await page.route(`${SEARCH_API}**`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 7000));
        await route.fulfill({ json: { success: true, racers: [] } }).catch(() => undefined);
      });
      await input.fill('tremblay');
      await expect(page.getByTestId('racer-search-loading')).toBeVisible();
      // The page's time jumps to the limit: the search is given up.
      await page.clock.fastForward(SEARCH_TIMEOUT_MS);
      await expect(page.getByTestId('racer-search-error')).toHaveText(t(locale, 'Trackside.errors.timeout'));
      await expect(page.getByTestId('racer-search-error')).toHaveAttribute('data-error', 'network_error');
      await expect(page.getByTestId('racer-result')).toHaveCount(0);
      await page.unrouteAll({ behavior: 'ignoreErrors' });

      // The platform answered success: false: its message is shown as is.
      await page.route(`${SEARCH_API}**`, (route) => route.fulfill({ status: 502, json: { success: false, message: 'LiveLaps: search unavailable' } }));
      await input.fill('roy');
      await expect(page.getByTestId('racer-search-error')).toHaveText('LiveLaps: search unavailable');
      await page.unrouteAll();

      // Something else went wrong (not JSON): request_error.
      await page.route(`${SEARCH_API}**`, (route) => route.fulfill({ status: 500, body: '<html>oops</html>', contentType: 'text/html' }));
      await input.fill('pare');
      await expect(page.getByTestId('racer-search-error')).toHaveText(t(locale, 'Trackside.errors.request_error'));
      await page.unrouteAll();

      // Nothing answered at all: network_error.
      await page.route(`${SEARCH_API}**`, (route) => route.abort('internetdisconnected'));
      await input.fill('dube');
      await expect(page.getByTestId('racer-search-error')).toHaveText(t(locale, 'Trackside.errors.network_error'));
      await page.unrouteAll();

      // Back to normal: the error clears and results come back.
      await input.fill('gagn');
      await expect(page.getByTestId('racer-search-error')).toHaveCount(0);
      await expect(page.getByTestId('racer-result').first()).toBeVisible();
    });

    test("opens a rider's season and rotates its tabs by keys and swipe", async ({ page }) => {
      const input = await openSearch(page, locale, '?q=emile+gagne');
      await expect(input).toHaveValue('emile gagne');
      await page.locator('[data-testid="racer-result"][data-rider="1"] a').click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/liveonlivelaps/1')}$`));
      const tabs = page.getByTestId('participant-tabs');
      await expectHydrated(page.getByTestId('participant-tab-0'));
      await expect(tabs).toHaveAttribute('data-tab', '0');
      await expect(page.getByTestId('rider-facts')).toContainText(t(locale, 'Trackside.detail.number'));
      await expect(page.getByTestId('series-summary').first()).toContainText(t(locale, 'Trackside.detail.classRank'));

      // Keys on the tab list: right to the results, left from home wraps to the profile.
      await page.getByTestId('participant-tab-0').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs).toHaveAttribute('data-tab', '1');
      await expect(page.getByTestId('participant-panel-1')).toBeVisible();
      await expect(page.getByTestId('event-finish').first()).toContainText(t(locale, 'Trackside.detail.classFinish'));
      await expect(page).toHaveURL(/[?&]tab=1/);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(tabs).toHaveAttribute('data-tab', '4');
      await expect(page.getByTestId('participant-profile')).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(tabs).toHaveAttribute('data-tab', '0');

      // A swipe to the left brings the next tab; from the last, it wraps to home.
      const panel = page.getByTestId('participant-panel-0');
      const swipe = async (fromX: number, toX: number) => {
        await panel.dispatchEvent('pointerdown', { pointerType: 'touch', pointerId: 7, isPrimary: true, clientX: fromX, clientY: 400 });
        await panel.dispatchEvent('pointerup', { pointerType: 'touch', pointerId: 7, isPrimary: true, clientX: toX, clientY: 410 });
      };
      await swipe(320, 80);
      await expect(tabs).toHaveAttribute('data-tab', '1');
      await page.getByTestId('participant-tab-3').click();
      await expect(page.getByTestId('series-points').first()).toBeVisible();
      await expect(page.getByTestId('what-i-need').first()).toBeVisible();
      await page.getByTestId('participant-tab-4').click();
      const profilePanel = page.getByTestId('participant-panel-4');
      await profilePanel.dispatchEvent('pointerdown', { pointerType: 'touch', pointerId: 8, isPrimary: true, clientX: 320, clientY: 400 });
      await profilePanel.dispatchEvent('pointerup', { pointerType: 'touch', pointerId: 8, isPrimary: true, clientX: 60, clientY: 395 });
      await expect(tabs).toHaveAttribute('data-tab', '0');

      // A tab in the URL opens there; one outside 0-4 is ignored.
      await page.goto(`${localePath(locale, '/liveonlivelaps/1')}?tab=2`);
      await expect(page.getByTestId('participant-tabs')).toHaveAttribute('data-tab', '2');
      await expect(page.getByTestId('latest-laps')).toBeVisible();
      await page.goto(`${localePath(locale, '/liveonlivelaps/1')}?tab=9`);
      await expect(page.getByTestId('participant-tabs')).toHaveAttribute('data-tab', '0');
      await expectNoSeriousA11yViolations(page);
    });

    test('an unknown rider is a 404', async ({ page }) => {
      const response = await page.goto(localePath(locale, '/liveonlivelaps/987654'));
      expect(response?.status()).toBe(404);
    });

    test('a followed rider shows in the My riders strip of the live race, and updates with it', async ({ page }) => {
      const rider = await liveRider(page);
      await page.goto(localePath(locale, `/liveonlivelaps/${rider.riderId}`));
      const follow = page.getByTestId('follow-button');
      await expectHydrated(follow);
      await expect(follow).toHaveAttribute('aria-pressed', 'false');
      await follow.click();
      await expect(follow).toHaveAttribute('aria-pressed', 'true');
      // The rider's race runs: the page's live badge says when it last checked and the laps tab
      // when the results changed, worded as on the results pages (two times that do not read alike).
      await expect(page.getByTestId('live-freshness')).toHaveText(withClock(locale, 'Results.liveChecked'));
      await page.getByTestId('participant-tab-2').click();
      await expect(page.getByTestId('latest-laps').getByTestId('live-updated')).toHaveText(withClock(locale, 'Results.resultsChanged'));

      await page.goto(localePath(locale, `/races/${LIVE_RACE}`));
      const strip = page.getByTestId('my-riders');
      await expect(strip).toBeVisible();
      await expect(strip.getByTestId('my-riders-updated')).toHaveText(withClock(locale, 'Results.resultsChanged'));
      const line = strip.locator(`[data-testid="my-rider"][data-rider="${rider.riderId}"]`);
      await expect(line).toContainText(`${rider.firstName} ${rider.lastName}`);
      const lapsBefore = Number(await line.getAttribute('data-laps'));

      // A lap is timed: the strip follows the live results.
      const added = await page.request.post(`${BASE_PATH}/api/test/laps`, { data: { raceId: LIVE_RACE, entryId: rider.entryId } });
      expect(added.status()).toBe(201);
      await expect(line).toHaveAttribute('data-laps', String(lapsBefore + 1), { timeout: 20_000 });
    });

    test.describe('with the service worker', () => {
      test.use({ serviceWorkers: 'allow' });

      test("a followed rider's page stays readable offline, marked as such", async ({ page, context }) => {
        await page.goto(localePath(locale, '/liveonlivelaps/1'));
        await expectHydrated(page.getByTestId('follow-button'));
        await page.getByTestId('follow-button').click();
        await expect(page.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'true');
        // The service worker has the page once it controls it and stored the followed rider's page.
        await expect.poll(() => page.evaluate(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined), { timeout: 20_000 }).toBe(true);
        await expect
          .poll(
            () =>
              page.evaluate(async (path) => {
                const names = await caches.keys();
                for (const name of names) if (await (await caches.open(name)).match(path)) return true;
                return false;
              }, localePath(locale, '/liveonlivelaps/1')),
            { timeout: 20_000 },
          )
          .toBe(true);
        await context.setOffline(true);
        try {
          await page.reload();
          await expect(page.getByTestId('participant-view')).toBeVisible();
          await expect(page.getByTestId('offline-snapshot')).toBeVisible();
        } finally {
          await context.setOffline(false);
        }
      });
    });
  });
}
