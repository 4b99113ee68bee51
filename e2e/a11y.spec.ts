import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../lib/demo/accounts';
import { DEMO_TICKET_EVENT_ID, DEMO_WAIVER_UUIDS } from '../lib/demo/spectators';
import { expect, test, expectHydrated, expectNoSeriousA11yViolations, LOCALES, localePath, openSettled, type TLocale } from './fixtures';

/**
 * axe (WCAG 2.0/2.1 A and AA): no serious or critical violation on any page of the demo data, in
 * English: every route of the app (public pages, the print pages, the error and 404 pages, and
 * the account, registration and waiver pages signed in as the demo guardian and the demo
 * spectator), and the key pages in Spanish and French. One page per test, all in one browser
 * context per visitor, so the list stays quick to run.
 */

type TRoute = { path: string; status?: number };

/** One address per route of app/[locale] (ids and slugs of the demo data, lib/demo). */
const PUBLIC_ROUTES: readonly TRoute[] = [
  { path: '/about-us' },
  { path: '/contact-us' },
  { path: '/documents' },
  { path: '/event-calendar' },
  { path: '/faqs' },
  { path: '/news' },
  { path: '/news/season-finale-champions-crowned' },
  { path: '/rules' },
  { path: '/sponsors' },
  { path: '/simple-page' },
  { path: '/simple-page/privacy' },
  // Results, live scoring and the trackside lookup.
  { path: '/results' },
  { path: '/results/7?race=99' },
  { path: '/races' },
  { path: '/races/4' },
  { path: '/scores' },
  { path: '/scores/99' },
  { path: '/eventScores' },
  { path: '/eventScores/1' },
  { path: '/presentation' },
  { path: '/presentation/1' },
  { path: '/liveonlivelaps' },
  { path: '/liveonlivelaps/1' },
  // Events, series, promoters, organisations, memberships.
  { path: '/events' },
  { path: '/events/4' },
  { path: '/series' },
  { path: '/series/1' },
  { path: '/promoters' },
  { path: '/promoters/1' },
  { path: '/promoters/events' },
  { path: '/promoters/events/1' },
  { path: '/organizations/1' },
  { path: '/organizations/1/calendar' },
  { path: '/organizations/1/classes' },
  { path: '/organizations/1/contact' },
  { path: '/organizations/1/events' },
  { path: '/organizations/1/events/6' },
  { path: '/organizations/1/members' },
  { path: '/organizations/1/membership-type' },
  { path: '/organizations/1/series' },
  { path: '/membership/classes' },
  { path: '/membership/classes/1' },
  { path: '/membership/members' },
  { path: '/membership/members/1' },
  { path: '/membership/type' },
  { path: '/membership/type/3' },
  // Accounts, registration, spectators and waivers, signed out.
  { path: '/login' },
  { path: '/forgotPassword' },
  { path: '/resetPassword' },
  { path: '/registration/participant' },
  { path: '/thank-you-page/participant' },
  { path: '/spectator' },
  { path: `/spectator/${DEMO_TICKET_EVENT_ID}` },
  { path: '/waiver' },
  { path: `/waiver/${DEMO_WAIVER_UUIDS.notSigned}` },
  { path: `/waiver/${DEMO_WAIVER_UUIDS.rejected}` },
  { path: '/outbox' },
  // Print pages (their own layout), of a moto of event 1: race 99's thousand rows, the same
  // markup, made axe take 20 to 35 s a page.
  { path: '/races/print' },
  { path: '/races/print/1' },
  { path: '/races/printScores' },
  { path: '/scores/print' },
  { path: '/scores/print/1' },
  { path: '/scores/printScores' },
  { path: '/scores/printc' },
  { path: '/scores/printc/1' },
  { path: '/scores/printoa' },
  { path: '/scores/printoa/1' },
  // Error pages: the error page, an unknown address, and a page that answers 404 itself.
  { path: '/error' },
  { path: '/no-such-page', status: 404 },
  { path: '/news/no-such-article', status: 404 },
];

/** Pages of a signed-in visitor: the demo guardian (family, registration) and the demo spectator (tickets, waivers). */
const SIGNED_IN_ROUTES: Record<'guardian' | 'spectator', readonly TRoute[]> = {
  guardian: [
    { path: '/account/family' },
    { path: '/account/family/new' },
    { path: '/account/family/103' },
    { path: '/registration/participant' },
    { path: '/thank-you-page/participant/103' },
  ],
  spectator: [
    { path: `/spectator/${DEMO_TICKET_EVENT_ID}` },
    { path: `/waiver/${DEMO_WAIVER_UUIDS.signed}` },
    { path: `/waiver/copy/${DEMO_WAIVER_UUIDS.signed}` },
  ],
};

/** The key pages, checked in Spanish and French as well. */
const KEY_ROUTES: readonly TRoute[] = [
  { path: '/event-calendar' },
  { path: '/results/7?race=99' },
  { path: '/races/4' },
  { path: '/series/1' },
  { path: '/registration/participant' },
  { path: `/spectator/${DEMO_TICKET_EVENT_ID}` },
  { path: '/login' },
  { path: '/liveonlivelaps' },
];

/** One browser context (and page) for every test of a describe block, with the project's settings. */
function sharedPage(setup?: (page: Page) => Promise<void>): () => Page {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  test.beforeAll(async ({ browser, site }, testInfo: TestInfo) => {
    // The worker's own server (e2e/fixtures.ts), the project's viewport.
    const { viewport } = testInfo.project.use;
    context = await browser.newContext({ baseURL: site.origin, viewport, serviceWorkers: 'block', reducedMotion: 'reduce' });
    page = await context.newPage();
    await setup?.(page);
  });
  test.afterAll(async () => {
    await context?.close();
  });
  return () => page!;
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(localePath('en', '/login'));
  await expectHydrated(page.getByTestId('login-submit'));
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

async function checkRoute(page: Page, locale: TLocale, route: TRoute, testInfo: TestInfo): Promise<void> {
  const response = await openSettled(page, localePath(locale, route.path));
  expect(response?.status(), route.path).toBe(route.status ?? 200);
  // Not sent elsewhere (a sign-in page standing in for the page asked for).
  expect(new URL(page.url()).pathname).toBe(localePath(locale, route.path.split('?')[0]));
  await expectNoSeriousA11yViolations(page, testInfo);
}

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

test.describe('accessibility of every route (en)', () => {
  const page = sharedPage();
  for (const route of PUBLIC_ROUTES) {
    test(localePath('en', route.path), async ({}, testInfo) => {
      await checkRoute(page(), 'en', route, testInfo);
    });
  }
});

for (const [who, routes] of Object.entries(SIGNED_IN_ROUTES) as ['guardian' | 'spectator', readonly TRoute[]][]) {
  test.describe(`accessibility signed in as the demo ${who} (en)`, () => {
    const page = sharedPage((p) => signIn(p, DEMO_EMAILS[who]));
    for (const route of routes) {
      test(localePath('en', route.path), async ({}, testInfo) => {
        await checkRoute(page(), 'en', route, testInfo);
      });
    }
  });
}

for (const locale of LOCALES.filter((l) => l !== 'en')) {
  test.describe(`accessibility of the key pages (${locale})`, () => {
    const page = sharedPage();
    for (const route of KEY_ROUTES) {
      test(localePath(locale, route.path), async ({}, testInfo) => {
        await checkRoute(page(), locale, route, testInfo);
      });
    }
  });
}
