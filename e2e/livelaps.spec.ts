import { eq } from 'drizzle-orm';
import { LIVE_POLL_MS } from '../lib/constants';
import { connect } from '../lib/db/open';
import { settings } from '../lib/db/schema/content';
import { calendarDay } from '../lib/i18n/format';
import { fixtures, startFakeLivelaps, type TFakeLivelaps } from '../tests/fakes/livelaps';
import { startSiteServer, type TSiteServer } from './site-server';
import { expect, test, type Page, escapeRegExp, LOCALES, localePath, t, type TLocale, expectShell, openAt, watchServerErrors } from './fixtures';

/**
 * The site on LiveLaps (docs/decisions/024). This spec starts the fake LiveLaps (tests/fakes/
 * livelaps.ts) in the test process and its own production server (server.mjs, from the build in
 * NEXT_DIST_DIR, default .next) with PLATFORM_API_URL pointing at it, on a free port with its own
 * database folder. It checks, in the three languages, that the pages show the fake's data; then,
 * with LiveLaps answering junk and then stopped, that the pages seen before show their last good
 * data marked "as of", that pages never seen show "results service unavailable" in the shell with a
 * 503, and that no answer of the site is a 5xx other than 503 (outage; nothing answers 501 now: the
 * platform). The server's page cache is off (PAGE_CACHE=off): it would serve the pages seen before
 * as a CDN does, which is not what this spec looks at.
 */

let fake: TFakeLivelaps;
let server: TSiteServer | undefined;
let origin = '';
/** What the server printed so far (its log lines name the LiveLaps calls that failed). */
const output = () => server?.output() ?? '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startFakeLivelaps();
  // The mirror's sync is off: this spec is about LiveLaps answered live (the mirror: e2e/livelaps-mirror.spec.ts).
  // The organisation's promoters (the content settings' default promoter list) are the fake's.
  const promoters = [...new Set(fixtures.events.map((e) => e.promoterUserId))].join(',');
  server = await startSiteServer(
    'livelaps',
    { PLATFORM_API_URL: fake.origin, PAGE_CACHE: 'off', MIRROR_SYNC: 'off' },
    {
      keepOutputChars: 200_000,
      beforeStart: async ({ dataDir }) => {
        const { db, close } = await connect({ dataDir });
        await db.update(settings).set({ value: promoters }).where(eq(settings.name, 'default_promoter'));
        await close();
      },
    },
  );
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close().catch(() => undefined);
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('livelaps-server.log', { body: output(), contentType: 'text/plain' });
});

const watchStatuses = (page: Page) => watchServerErrors(page, origin, [503]);
const open = (page: Page, locale: TLocale, appPath: string) => openAt(page, origin, locale, appPath);

/** "Data as of 14:05: …" in this language (or with the day, were the run to cross midnight). */
function asOfPattern(locale: TLocale): RegExp {
  const variants = (['yes', 'no'] as const).map((sameDay) =>
    escapeRegExp(t(locale, 'PlatformOutage.asOf', { sameDay, time: 'TIME_OF_DAY', date: 'DAY_OF_YEAR' }))
      .replace('TIME_OF_DAY', '\\d{2}:\\d{2}')
      .replace('DAY_OF_YEAR', '.+'),
  );
  return new RegExp(`^(?:${variants.join('|')})$`);
}

/**
 * Pages that read LiveLaps, what each shows of the fake's data, seen while LiveLaps answers (so
 * their last good data is kept).
 */
const SEEN: { path: string; check: (page: Page, locale: TLocale) => Promise<void> }[] = [
  {
    // The results of a lap race.
    path: '/results/7101?race=88012',
    check: async (page) => {
      await expect(page.getByTestId('race-title')).toHaveText('Pine Ridge Youth XC');
      await expect(page.getByTestId('race-results')).toContainText('Pelletier');
    },
  },
  {
    // The results of an enduro (sections) race.
    path: '/results/7101?race=88011',
    check: async (page) => {
      await expect(page.getByTestId('race-title')).toHaveText('Pine Ridge Enduro - A/B riders');
      await expect(page.getByTestId('race-results')).toContainText('Tremblay');
    },
  },
  {
    // An event and its races.
    path: '/events/7101',
    check: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Pine Ridge Enduro' })).toBeVisible();
      await expect(page.getByTestId('event-race')).toHaveCount(2);
      await expect(page.getByTestId('event-races')).toContainText('Pine Ridge Youth XC');
    },
  },
  {
    path: '/event-calendar',
    check: async (page) => {
      await expect(page.getByTestId('agenda')).toContainText('Pine Ridge Enduro');
      await expect(page.getByTestId('agenda')).toContainText('Spring Hare Scramble');
    },
  },
  {
    // A promoter, with its events.
    path: '/promoters/5120',
    check: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Northwoods Off-Road Promotions' })).toBeVisible();
      await expect(page.getByTestId('past-events')).toContainText('Pine Ridge Enduro');
    },
  },
];

/** Pages never opened while LiveLaps answered: nothing of theirs is kept. */
const NEVER_SEEN = ['/results/7102?race=88020', '/results', '/events/7102', '/eventScores/7102', '/presentation/7102', '/races/88040', '/scores/88040', '/promoters/5230', '/promoters/events/5230'];

/** The trackside search, at the track: a phone's screen. */
async function checkTracksideSearch(page: Page, locale: TLocale, phase: 'up' | 'stale') {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    const response = await open(page, locale, '/liveonlivelaps?q=tremblay');
    expect(response.status()).toBe(200);
    await expect(page.getByTestId('racer-result')).toHaveCount(1);
    await expect(page.getByTestId('racer-result')).toContainText('Tremblay');
    if (phase === 'stale') await expect(page.getByTestId('platform-stale')).toHaveText(asOfPattern(locale));
    else await expect(page.getByTestId('platform-stale')).toHaveCount(0);
  } finally {
    await page.setViewportSize({ width: 1440, height: 900 });
  }
}

/**
 * No page answers 501 any more (docs/decisions/045): an unknown series or rider is a 404, and the
 * app's own memberships (none here) say so in a 200.
 */
async function checkNothingNotOffered(page: Page, locale: TLocale) {
  for (const [appPath, status] of [
    ['/liveonlivelaps/200311', 404],
    ['/series/410', 404],
    ['/membership/type', 200],
  ] as const) {
    const response = await open(page, locale, appPath);
    expect(response.status(), appPath).toBe(status);
    await expectShell(page, locale);
    await expect(page.getByTestId('platform-unavailable')).toHaveCount(0);
  }
}

/** The live race: Quad Sprint (88030) of Tuesday Night Quads (7104), whose scoring is running. */
const LIVE = { eventId: 7104, raceId: 88030 };

test('A live race on LiveLaps: its page, its event stream and the polls of other viewers share one results call per refresh interval', async ({ page, request }) => {
  test.setTimeout(60_000);
  // The race runs today (the fixture's day is in the past): its header and its event say so.
  const today = calendarDay(new Date());
  const event = fixtures.events.find((e) => e.id === LIVE.eventId)!;
  fake.override(`livelaps/race/${LIVE.raceId}`, { body: { success: 1, message: { ...fixtures.races[String(LIVE.raceId)], Event_Date: today } } });
  fake.override(`promoter/event/${LIVE.eventId}`, { body: { success: 1, message: [{ ...event, eventDate: today }] } });
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    const wrong = watchStatuses(page);
    // The page follows the race's event stream (lib/results/live-feed.ts reads the race for all its viewers).
    const streamed = page.waitForResponse((r) => r.url().endsWith(`/api/races/${LIVE.raceId}/live`), { timeout: 3 * LIVE_POLL_MS });
    const response = await open(page, 'en', `/results/${LIVE.eventId}?race=${LIVE.raceId}`);
    expect(response.status()).toBe(200);
    await expect(page.getByTestId('live-badge')).toBeVisible();
    // Other viewers' polls (browsers without the stream), right after this page was rendered (a route handler, bundled apart from the page).
    for (let i = 0; i < 3; i++) {
      const version = await request.get(`${origin}/ll/api/races/${LIVE.raceId}/version`);
      expect(version.status()).toBe(200);
      expect(((await version.json()) as { status: string }).status).toBe('running');
    }
    // The page's own stream.
    const stream = await streamed;
    expect(stream.status()).toBe(200);
    expect(stream.headers()['content-type']).toContain('text/event-stream');
    // Let the stream's feed read the race a few times (every LIVE_FEED_POLL_MS, answered from the adapter's cache in between).
    await expect.poll(async () => ((await (await request.get(`${origin}/ll/api/test/live-feed`)).json()) as { reads: Record<string, number> }).reads[LIVE.raceId] ?? 0).toBeGreaterThanOrEqual(3);
    const calls = fake.requestsTo(`livelaps/race/results/${LIVE.raceId}`).map((r) => r.at);
    expect(calls.length).toBeGreaterThanOrEqual(1);
    // However long this took, LiveLaps was asked for the race's results at most once per refresh interval.
    const gaps = calls.slice(1).map((at, i) => at - calls[i]!);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(LIVE_POLL_MS);
    expect(wrong).toEqual([]);
  } finally {
    await page.setViewportSize({ width: 1440, height: 900 });
    fake.reset();
  }
});

test("A first visit from a browser in none of the site's languages opens in LiveLaps' language; a chosen language stays", async ({ browser }) => {
  // The fake LiveLaps' langs/current says French (fr-CA).
  const german = await browser.newContext({ locale: 'de-DE' });
  try {
    const page = await german.newPage();
    await page.goto(`${origin}/ll/event-calendar`);
    await expect(page).toHaveURL(`${origin}/ll/fr/event-calendar`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // The visitor picks English in the language menu: that choice is kept (the cookie).
    await page.goto(`${origin}/ll/en/event-calendar`);
    await page.goto(`${origin}/ll/event-calendar`);
    await expect(page).toHaveURL(`${origin}/ll/event-calendar`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  } finally {
    await german.close();
  }
  // A browser that names Spanish gets Spanish, whatever LiveLaps' language.
  const spanish = await browser.newContext({ locale: 'es-MX' });
  try {
    const page = await spanish.newPage();
    await page.goto(`${origin}/ll/event-calendar`);
    await expect(page).toHaveURL(`${origin}/ll/es/event-calendar`);
  } finally {
    await spanish.close();
  }
});

for (const locale of LOCALES) {
  test(`LiveLaps answering (${locale}): results of a lap and an enduro race, an event's races, the calendar, a promoter, the trackside search`, async ({ page, request }) => {
    const wrong = watchStatuses(page);
    for (const { path: appPath, check } of SEEN) {
      const response = await open(page, locale, appPath);
      expect(response.status(), appPath).toBe(200);
      await check(page, locale);
      await expect(page.getByTestId('platform-stale')).toHaveCount(0);
    }
    await checkTracksideSearch(page, locale, 'up');
    await checkNothingNotOffered(page, locale);
    // The feeds and the JSON read LiveLaps too.
    const ical = await request.get(`${origin}/ll/api/calendar/all.ics?locale=${locale}`);
    expect(ical.status()).toBe(200);
    expect(await ical.text()).toContain('SUMMARY:Pine Ridge Enduro');
    const json = await request.get(`${origin}/ll/api/races/88012/results?locale=${locale}`);
    expect(json.status()).toBe(200);
    expect(((await json.json()) as { race: { name: string } }).race.name).toBe('Pine Ridge Youth XC');
    expect(wrong).toEqual([]);
  });
}

for (const outage of ['junk', 'stopped'] as const) {
  for (const locale of LOCALES) {
    test(`LiveLaps ${outage === 'junk' ? 'answering junk' : 'stopped'} (${locale}): last good data "as of", else "results service unavailable" with 503, never another 5xx`, async ({ page, request }) => {
      if (outage === 'junk') fake.junk('html');
      else if (locale === 'en') await fake.close();
      // The answers LiveLaps gave expire (their time to live has passed): the site asks again.
      expect((await request.post(`${origin}/ll/api/test/platform-answers`)).status()).toBe(204);
      const wrong = watchStatuses(page);

      for (const { path: appPath, check } of SEEN) {
        const response = await open(page, locale, appPath);
        expect(response.status(), appPath).toBe(200);
        await expectShell(page, locale);
        await expect(page.getByTestId('platform-stale'), appPath).toHaveText(asOfPattern(locale));
        await check(page, locale);
      }
      await checkTracksideSearch(page, locale, 'stale');

      for (const appPath of NEVER_SEEN) {
        const response = await open(page, locale, appPath);
        expect(response.status(), appPath).toBe(503);
        expect(response.headers()['retry-after'], appPath).toBe('60');
        await expectShell(page, locale);
        const notice = page.getByTestId('platform-down');
        await expect(notice.getByRole('heading', { name: t(locale, 'PlatformOutage.title') })).toBeVisible();
        await expect(notice).toContainText(t(locale, 'PlatformOutage.description'));
        await expect(notice.getByRole('link', { name: t(locale, 'PlatformOutage.retry') })).toHaveAttribute('href', localePath(locale, appPath));
        await expect(page.getByText(t(locale, 'Error.title'))).toHaveCount(0);
      }

      // The trackside search of a name never searched: the search box says the results service did not answer.
      const search = await open(page, locale, '/liveonlivelaps?q=berger');
      expect(search.status()).toBe(503);
      await expect(page.getByTestId('racer-search-error')).toHaveText(t(locale, 'Trackside.errors.upstream'));

      await checkNothingNotOffered(page, locale);

      // Route handlers: the last good answer, else a JSON 503 with Retry-After.
      const kept = await request.get(`${origin}/ll/api/races/88012/results?locale=${locale}`);
      expect(kept.status()).toBe(200);
      const ical = await request.get(`${origin}/ll/api/calendar/all.ics?locale=${locale}`);
      expect(ical.status()).toBe(200);
      expect(await ical.text()).toContain('SUMMARY:Pine Ridge Enduro');
      for (const api of ['/ll/api/races/88020/results', '/ll/api/races/88020/results.csv', '/ll/api/racers/search?q=ruiz']) {
        const response = await request.get(`${origin}${api}`);
        expect(response.status(), api).toBe(503);
        expect(response.headers()['retry-after'], api).toBe('60');
        expect(response.headers()['content-type'], api).toContain('application/json');
      }
      expect(wrong).toEqual([]);

      // The log says which call failed and why; once LiveLaps failed often enough, that it is not
      // asked for a while (circuit open: the pages answer at once rather than wait for it).
      const why = outage === 'junk' ? 'unexpected answer' : 'network error ECONNREFUSED';
      expect(output()).toMatch(new RegExp(`"call":"GET livelaps/[^"]+","reason":"${escapeRegExp(why)}`));
      expect(output()).toMatch(/"call":"GET livelaps\/race\/88020","reason":"(?:unexpected answer|network error ECONNREFUSED|not asked: it failed too often lately \(circuit open\))/);
      expect(output()).toContain('LiveLaps failing: not asked for a while');
    });
  }
}
