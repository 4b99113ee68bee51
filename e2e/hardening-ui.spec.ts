import { CHUNK_RELOAD_SKIPPED_MESSAGE, CHUNK_RELOAD_STORAGE_KEY, CHUNK_RELOADING_MESSAGE } from '../components/layout/chunk-reload';
import { STICKY_HEADER_THRESHOLD } from '../lib/constants';
import { DEMO_CONTENT } from '../lib/demo/content';
import { expect, test, type Page, type Request, asClient, expectHydrated, LOCALES, localePath, seedMenu, t, urlOf } from './fixtures';

/**
 * Small things a visitor hits: the home carousel's links (base path and language), the compact
 * title that stays under the top bar after 100 px of scrolling (without moving the page), and a
 * page left open across a deploy, whose next navigation needs a script chunk that is gone: it
 * reloads once, and never in a loop. And the top bar's account entry, which follows a sign-up or a
 * logout that does not leave the page.
 */

const firstSlideLink = (DEMO_CONTENT.homeImages as unknown as { link: string | null }[])[0]!.link!;
/** "Racers" in the top menu, with its "Register" link to the participant registration. */
const RACERS_MENU = seedMenu(6);
const REGISTER_LINK = RACERS_MENU.subs!.find((s) => s.link === '/registration/participant')!;
const LOGIN_LINK = RACERS_MENU.subs!.find((s) => s.link === '/login')!;
/** Demo event with spectator tickets on sale and no selfie (lib/demo/spectators.ts). */
const PLAIN_TICKET_EVENT = 5;

/** Requests for the page document (a reload or a full page load), not for chunks or data. */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

for (const locale of LOCALES) {
  test.describe(`hardening of the interface (${locale})`, () => {
    test('the first carousel slide links to the calendar under the base path, in the page language', async ({ page }) => {
      await page.goto(localePath(locale, '/'));
      await expectHydrated(page.getByTestId('carousel-pause'));
      await page.getByTestId('carousel-pause').click();
      const link = page.locator('[data-testid="carousel-slide"][data-active="true"]').getByTestId('carousel-link');
      await expect(link).toHaveAttribute('href', localePath(locale, firstSlideLink));
      await link.click();
      await expect(page).toHaveURL(urlOf(localePath(locale, firstSlideLink)));
      await expect(page.getByTestId('page-header')).toBeVisible();
    });

    test('after 100 px of scrolling the page title stays under the top bar, compact, and nothing moves', async ({ page }) => {
      await page.goto(localePath(locale, '/faqs'));
      const title = page.getByTestId('page-header').locator('h1');
      const compact = page.getByTestId('page-header-compact');
      await expectHydrated(page.getByTestId('drawer-button'));
      const layout = () =>
        page.evaluate(() => ({
          titleTop: document.querySelector('[data-testid="page-header"] h1')!.getBoundingClientRect().top + window.scrollY,
          height: document.documentElement.scrollHeight,
          topBar: document.querySelector('header')!.getBoundingClientRect().height,
        }));
      // The top menu settles after hydration (its overflow arrows): measure once it has.
      let previous = '';
      await expect
        .poll(async () => {
          const now = JSON.stringify(await layout());
          const stable = now === previous;
          previous = now;
          return stable;
        }, { intervals: [250] })
        .toBe(true);
      const before = await layout();
      expect(before.height, 'the page is long enough to scroll').toBeGreaterThan(900 + 2 * STICKY_HEADER_THRESHOLD);
      await page.evaluate(() => {
        const w = window as unknown as { __shifts: number };
        w.__shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__shifts += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift' });
      });
      await expect(compact).toBeHidden();

      await page.evaluate((y) => window.scrollTo(0, y), STICKY_HEADER_THRESHOLD / 2);
      await expect(compact).toBeHidden();

      await page.evaluate((y) => window.scrollTo(0, y), STICKY_HEADER_THRESHOLD + 50);
      await expect(compact).toBeVisible();
      await expect(compact).toHaveAttribute('data-title', (await title.textContent())!);
      await expect.poll(async () => Math.round((await compact.boundingBox())!.y)).toBe(Math.round(before.topBar));
      expect(await layout()).toEqual(before);
      expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0);

      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(compact).toBeHidden();
    });
  });
}

test.describe('the account entry of the top bar', () => {
  test('follows a sign-up in the spectator stepper and a logout on the login page, without a reload', async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({ extraHTTPHeaders: asClient() });
    const page = await context.newPage();
    const documentLoads = countDocumentLoads(page);
    const email = `topbar-${Date.now().toString(36)}@example.com`;

    await page.goto(localePath('en', `/spectator/${PLAIN_TICKET_EVENT}`));
    await expect(page.getByTestId('account-login')).toBeVisible();
    await expectHydrated(page.getByTestId('buyer-account-submit'));
    const field = (key: string) => page.getByTestId(`buyer-${key}`);
    await field('firstName').fill('Renée');
    await field('lastName').fill('Topbar');
    const female = page.getByTestId('buyer-account-form').getByRole('radio', { name: t('en', 'SpectatorUi.genders.female'), exact: true });
    await female.click();
    await expect(female).toBeChecked();
    await field('birthDate').fill('1985-06-20');
    await field('email').fill(email);
    await field('emailConfirmation').fill(email);
    await field('password').fill('Holeshot77x');
    await field('passwordConfirmation').fill('Holeshot77x');
    await page.getByTestId('buyer-account-submit').click();
    await expect(page.getByTestId('stepper')).toHaveAttribute('data-step', '2', { timeout: 45_000 });
    await expect(page.getByTestId('account-button')).toHaveText('Renée');
    expect(documentLoads()).toBe(1);

    // The login page of someone signed in offers a logout; it stays on /login.
    await page.goto(localePath('en', '/login'));
    await expect(page.getByTestId('account-button')).toHaveText('Renée');
    await expectHydrated(page.getByTestId('logout-button'));
    await page.getByTestId('logout-button').click();
    await expect(page).toHaveURL(/status=loggedOut/);
    await expect(page.getByTestId('account-login')).toBeVisible();
    expect(documentLoads()).toBe(2);
    await context.close();
  });
});

test.describe('a page left open across a deploy', () => {
  test('reloads once when a navigation needs a script chunk that is gone, and never in a loop', async ({ page }) => {
    const loaded = new Set<string>();
    const missing = new Set<string>();
    let deployed = false;
    // Before the "deploy" every chunk loads; after it, only those this page already has.
    await page.route('**/_next/static/chunks/**', async (route) => {
      const file = new URL(route.request().url()).pathname;
      if (deployed && !loaded.has(file)) {
        missing.add(file);
        await route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
        return;
      }
      loaded.add(file);
      await route.continue();
    });
    const documentLoads = countDocumentLoads(page);
    const notes: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') notes.push(message.text());
    });

    await page.goto(localePath('en', '/news'));
    await expectHydrated(page.getByTestId(`menu-${RACERS_MENU.id}`));
    await page.waitForLoadState('networkidle');
    deployed = true;

    // A client-side navigation (top menu) to a page whose components this page never loaded.
    await page.getByTestId(`menu-${RACERS_MENU.id}`).click();
    await page.getByRole('link', { name: REGISTER_LINK.name.en, exact: true }).click();

    // One full load of the page the visitor was going to.
    await expect.poll(documentLoads).toBe(2);
    await expect(page).toHaveURL(urlOf(localePath('en', REGISTER_LINK.link)));
    expect(missing.size).toBeGreaterThan(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_STORAGE_KEY)).toMatch(/^\d+$/);

    // Its own chunks are missing too: it shows what the server rendered and does not reload again.
    await page.waitForLoadState('networkidle');
    expect(documentLoads()).toBe(2);
    expect(notes.filter((note) => note === CHUNK_RELOADING_MESSAGE)).toHaveLength(1);

    // The new build is served after all: the page works again (a reload by the visitor)...
    deployed = false;
    await page.reload();
    await expectHydrated(page.getByTestId(`menu-${RACERS_MENU.id}`));
    await page.waitForLoadState('networkidle');
    deployed = true;
    // ...and when another navigation within the minute misses a chunk, the guard holds: the error
    // page, no third load.
    await page.getByTestId(`menu-${RACERS_MENU.id}`).click();
    await page.getByRole('link', { name: LOGIN_LINK.name.en, exact: true }).click();
    await expect.poll(() => notes.includes(CHUNK_RELOAD_SKIPPED_MESSAGE)).toBe(true);
    await expect(page.getByRole('button', { name: t('en', 'Error.retry') })).toBeVisible();
    expect(documentLoads()).toBe(3);
    expect(notes.filter((note) => note === CHUNK_RELOADING_MESSAGE)).toHaveLength(1);
  });
});
