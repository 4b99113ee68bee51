import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
// The base test, not the suite's (e2e/fixtures.ts): that one starts a worker server this spec does not use.
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_ORGANIZATION_ID } from '../lib/constants';
import { connect } from '../lib/db/open';
import { settings } from '../lib/db/schema';
import { POINTS_PRESETS } from '../lib/mirror/series';
import type { TResultRow } from '../lib/platform/port';
import { computeStandings, type TStandingsRound } from '../lib/scoring/standings';
import { startFakeSeason, type TFakeSeason, type TSeasonEvent, type TSeasonRow } from '../tests/fakes/livelaps-season';
import { startSiteServer, type TSiteServer } from './site-server';
import { escapeRegExp, expectHydrated, LOCALES, localePath, t, type TLocale, expectShell, openAt, watchServerErrors } from './fixtures';

/**
 * The site on LiveLaps with its results mirror (docs/decisions/045–048). This spec starts the
 * STRICT season fake (tests/fakes/livelaps-season.ts: two promoters, a dozen events, 40+ races, a
 * pool of riders racing all season; it answers only the known LiveLaps calls) in the test process,
 * and its own production server (server.mjs) on it. Before the server starts, on the server's own
 * copy of the seeded database: the content settings name both promoters as the organisation's, a
 * series (951) is defined over promoter 7301's finished events (motocross points, one drop), and a
 * first full sync fills the mirror (`npm run mirror:sync`). The server then keeps the mirror in
 * step by itself (lib/mirror/scheduler.ts); the test-only route POST /api/test/mirror-sync runs
 * one full pass at once.
 *
 * Checked: every seed route answers 200 in the three languages, never a 5xx nor a "not available
 * on this platform"; a rider found by name shows a season of results and series points; riders
 * sharing a name are told apart; the series page equals what the scoring engine computes from the
 * fake's rows; a change to a finished race shows in its change log; the live race shows live.
 */

/** The organisation's promoters (the content settings' default promoter list). */
const PROMOTERS = '7301,7302';
const SERIES_ID = 951;
const SERIES_PROMOTER = 7301;
const DROPS = 1;
/** The page size of a series points table (lib/paging.ts SERIES_PAGE_SIZE). */
const SERIES_PAGE_SIZE = 25;
const PHONE = { width: 390, height: 844 };

let fake: TFakeSeason;
let server: TSiteServer | undefined;
let origin = '';
let workDir = '';
/** The default organisation's id, as the seeded settings say. */
let organizationId = DEFAULT_ORGANIZATION_ID;
/** What the sync command printed before the server started. */
let firstSyncOutput = '';
/** What the server printed so far. */
const output = () => server?.output() ?? '';

test.describe.configure({ mode: 'serial' });

/** Promoter 7301's finished events, in date order: the rounds of series 951. */
const seriesEvents = (): TSeasonEvent[] =>
  fake.season.events.filter((e) => e.promoterId === SERIES_PROMOTER && e.kind === 'finished').sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);

/**
 * Runs an npm script of the project against the server's database folder; fails with its output
 * unless it exits 0. Not spawnSync: the fake LiveLaps answers from this process, which must keep
 * running while the script syncs.
 */
function runNpm(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', ...args], {
      cwd: path.resolve(__dirname, '..'),
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', NO_PROXY: '127.0.0.1,localhost', no_proxy: '127.0.0.1,localhost', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.once('error', (error) => (clearTimeout(timer), reject(error)));
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(printed);
      else reject(new Error(`npm run ${args.join(' ')} failed (exit ${code ?? signal}):\n${printed}`));
    });
  });
}

/**
 * On the server's copy of the database, before it starts: the organisation's promoters, series
 * 951's definition, a first full sync of the mirror.
 */
async function beforeStart({ dataDir }: { dataDir: string; privateDir: string }) {
  const { db, close } = await connect({ dataDir });
  try {
    await db.insert(settings).values({ name: 'default_promoter', value: PROMOTERS }).onConflictDoUpdate({ target: settings.name, set: { value: PROMOTERS } });
    const [organization] = await db.select().from(settings).where(eq(settings.name, 'default_organization'));
    const id = Number(organization?.value);
    if (Number.isSafeInteger(id) && id > 0) organizationId = id;
  } finally {
    await close();
  }

  const events = seriesEvents();
  const file = path.join(workDir, 'series.json');
  writeFileSync(
    file,
    JSON.stringify({
      series: [
        {
          id: SERIES_ID,
          name: 'Northern Trails Championship',
          season: Number(events.at(-1)!.date.slice(0, 4)),
          promoterId: SERIES_PROMOTER,
          events: events.map((e) => e.id),
          points: 'motocross',
          drops: DROPS,
        },
      ],
    }),
  );
  const loaded = await runNpm(['series:load', '--', file], { DATA_DIR: dataDir });
  expect(loaded).toContain('series definitions loaded: 1');

  firstSyncOutput = await runNpm(['mirror:sync', '--', '--promoters', PROMOTERS, '--full'], { DATA_DIR: dataDir, PLATFORM_API_URL: fake.origin });
  expect(firstSyncOutput).toMatch(/mirror: [1-9]\d* calls in/);
  // Every read answered but the junk race's (an HTML maintenance page: tried again later).
  expect(firstSyncOutput).toMatch(/; failed 1\n/);
  expect(firstSyncOutput).toContain(`failed: results of race ${fake.season.junkRaceId}:`);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  workDir = mkdtempSync(path.join(tmpdir(), 'livelaps-mirror-'));
  fake = await startFakeSeason({ slowMs: 500 });
  server = await startSiteServer('livelaps-mirror', { PLATFORM_API_URL: fake.origin, PAGE_CACHE: 'off' }, { keepOutputChars: 200_000, beforeStart });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close().catch(() => undefined);
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('first-sync.log', { body: firstSyncOutput, contentType: 'text/plain' });
    await testInfo.attach('livelaps-mirror-server.log', { body: output(), contentType: 'text/plain' });
  }
});

const watchStatuses = (page: Page) => watchServerErrors(page, origin, []);
const open = (page: Page, locale: TLocale, appPath: string) => openAt(page, origin, locale, appPath);

/** The server's log lines that name a path (what it said about a route that failed). */
function logAbout(appPath: string): string {
  const needle = appPath.split('?')[0]!;
  const lines = output()
    .split('\n')
    .filter((line) => line.includes(needle) || /"level":(?:50|60)/.test(line));
  return lines.slice(-15).join('\n');
}

/** The season rider's rows (one a race), by name and plate. */
function riderRaces(fullName: string, plate: string): { eventId: number; raceId: number }[] {
  return fake.season.races.flatMap((race) => {
    if (race.id === fake.season.junkRaceId) return [];
    return fake.season.rowsOf(race.id).some((row) => row.fullName === fullName && row.displayedNumber === plate) ? [{ eventId: race.eventId, raceId: race.id }] : [];
  });
}

/* ------------------------------------------------------------------------------------------
 * 1. Every seed route
 * ---------------------------------------------------------------------------------------- */

const STATIC_ROUTES = [
  '/',
  '/about-us',
  '/contact-us',
  '/documents',
  '/event-calendar',
  '/faqs',
  '/forgotPassword',
  '/liveonlivelaps',
  '/login',
  '/news',
  '/resetPassword',
  '/results',
  '/rules',
  '/sponsors',
  '/membership/members',
  '/registration/participant',
  '/series',
  '/events',
  '/promoters',
  '/spectator',
  '/membership/type',
  '/membership/classes',
];

/** A rider id, found by the trackside search (the API the search box uses). */
async function riderIdFromSearch(page: Page, name: string): Promise<number> {
  await open(page, 'en', `/liveonlivelaps?q=${encodeURIComponent(name)}`);
  const result = page.getByTestId('racer-result').filter({ hasText: name }).first();
  await expect(result).toBeVisible();
  return Number(await result.getAttribute('data-rider'));
}

function idRoutes(riderId: number): string[] {
  const event = seriesEvents().at(-1)!;
  const raceId = event.raceIds[0]!;
  const org = `/organizations/${organizationId}`;
  return [
    `/results/${event.id}?race=${raceId}`,
    `/events/${event.id}`,
    `/eventScores/${event.id}`,
    `/presentation/${event.id}`,
    `/promoters/${SERIES_PROMOTER}`,
    `/promoters/events/${SERIES_PROMOTER}`,
    `/races/${raceId}`,
    `/scores/${raceId}`,
    `/series/${SERIES_ID}`,
    ...['about-us', 'calendar', 'classes', 'contact', 'events', 'members', 'membership-type', 'series'].map((section) => `${org}/${section}`),
    `${org}/events/${event.id}`,
    `/liveonlivelaps/${riderId}`,
  ];
}

for (const locale of LOCALES) {
  test(`every seed route answers 200 on LiveLaps with the mirror (${locale}), never a 5xx nor "not available on this platform"`, async ({ page }) => {
    test.setTimeout(240_000);
    const wrong = watchStatuses(page);
    const riderId = await riderIdFromSearch(page, fake.season.seasonRider.fullName);
    expect(riderId).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const appPath of [...STATIC_ROUTES, ...idRoutes(riderId)]) {
      const response = await open(page, locale, appPath);
      const status = response.status();
      const unavailable = await page.getByTestId('platform-unavailable').count();
      const down = await page.getByTestId('platform-down').count();
      if (status !== 200 || unavailable > 0 || down > 0) {
        failures.push(`${appPath}: ${status}${unavailable ? ' platform-unavailable' : ''}${down ? ' platform-down' : ''}\n${logAbout(appPath)}`);
        continue;
      }
      await expectShell(page, locale);
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(wrong).toEqual([]);
  });
}

/* ------------------------------------------------------------------------------------------
 * 2, 3. The trackside search and the participant view, on a phone
 * ---------------------------------------------------------------------------------------- */

test.describe('trackside, on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const locale of LOCALES) {
    test(`a rider found by name shows a season of results and series points (${locale})`, async ({ page }) => {
      const wrong = watchStatuses(page);
      const { fullName, plate, className } = fake.season.seasonRider;
      await open(page, locale, '/liveonlivelaps');
      const input = page.getByTestId('racer-search-input');
      await expectHydrated(input);
      await input.fill(fullName);
      await input.press('Enter');
      const result = page.getByTestId('racer-result').filter({ hasText: fullName });
      await expect(result).toHaveCount(1);
      await expect(result).toContainText(plate);
      await expect(result.getByTestId('racer-shared-name')).toHaveCount(0);
      const riderId = await result.getAttribute('data-rider');
      await result.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localePath(locale, `/liveonlivelaps/${riderId}`))}(?:\\?|$)`));

      const view = page.getByTestId('participant-view');
      await expect(view).toHaveAttribute('data-rider', riderId!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fullName);
      await expect(page.getByTestId('matched-by-name')).toHaveText(t(locale, 'RiderMatch.matchedByName'));

      // Home: the series points of 951, in the rider's class.
      const home = page.getByTestId('participant-panel-0');
      await expect(home).toBeVisible();
      const summary = home.locator(`[data-testid="series-summary"][data-series="${SERIES_ID}"]`);
      await expect(summary).toBeVisible();
      await expect(summary.locator('[data-fact="class"] dd')).toHaveText(className);
      const classPoints = Number((await summary.locator('[data-fact="classPoints"] dd').innerText()).replace(/[^\d]/g, ''));
      expect(classPoints).toBeGreaterThan(0);

      // Results: every event the rider raced (as the fake has them), each with links to the full results.
      const raced = new Set(riderRaces(fullName, plate).map((r) => r.eventId));
      expect(raced.size).toBeGreaterThan(5);
      await expectHydrated(page.getByTestId('participant-tab-1'));
      await page.getByTestId('participant-tab-1').click();
      const results = page.getByTestId('participant-panel-1');
      await expect(results).toBeVisible();
      await expect(results.getByTestId('event-finish')).toHaveCount(raced.size);
      for (const eventId of raced) await expect(results.locator(`[data-testid="event-finish"][data-event="${eventId}"]`)).toHaveCount(1);
      await expect(results.getByTestId('full-results-link').first()).toBeVisible();
      expect(wrong).toEqual([]);
    });
  }

  for (const locale of LOCALES) {
    test(`riders sharing one name are listed apart, each marked, each with a participant view of their own (${locale})`, async ({ page }) => {
      const wrong = watchStatuses(page);
      const name = fake.season.sharedName;
      const response = await open(page, locale, `/liveonlivelaps?q=${encodeURIComponent(name)}`);
      expect(response.status()).toBe(200);
      const results = page.getByTestId('racer-result').filter({ hasText: name });
      await expect(results.first()).toBeVisible();
      const count = await results.count();
      expect(count).toBeGreaterThanOrEqual(2);
      for (let i = 0; i < count; i++) await expect(results.nth(i).getByTestId('racer-shared-name')).toHaveText(t(locale, 'Trackside.search.sharedName'));
      const ids = [...new Set(await results.evaluateAll((items) => items.map((item) => item.getAttribute('data-rider') ?? '')))];
      expect(ids.length).toBeGreaterThanOrEqual(2);

      // The two riders of the name: different classes and plates (the fake's pool keys).
      const riders = fake.season.sharedNameRiderKeys.map((key) => fake.season.riders[key]!);
      const seen: string[] = [];
      for (const id of ids.slice(0, 2)) {
        await open(page, locale, `/liveonlivelaps/${id}`);
        await expect(page.getByTestId('participant-view')).toHaveAttribute('data-rider', id);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
        await expect(page.getByTestId('matched-by-name')).toHaveText(t(locale, 'RiderMatch.matchedByName'));
        const facts = page.getByTestId('rider-facts');
        seen.push(`${await facts.locator('[data-fact="number"] dd').innerText()} ${await facts.locator('[data-fact="class"] dd').innerText()}`);
      }
      expect(seen.sort()).toEqual(riders.map((r) => `${r.plate} ${r.className}`).sort());
      expect(wrong).toEqual([]);
    });
  }
});

/* ------------------------------------------------------------------------------------------
 * 4. The series page equals the scoring engine's standings
 * ---------------------------------------------------------------------------------------- */

type TShownStanding = { position: number; plate: string; name: string; total: number };

/** Splits a LiveLaps full name as the app does (lib/platform/livelaps/reshape.ts splitName): at the first space. */
function splitName(fullName: string): { firstName: string; lastName: string } {
  const name = fullName.replace(/\s+/g, ' ').trim();
  const space = name.indexOf(' ');
  return space < 0 ? { firstName: name, lastName: '' } : { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

/** The final standings per class of series 951, computed by the engine from the fake's rows. */
function expectedStandings(): Map<string, TShownStanding[]> {
  const points = [...POINTS_PRESETS.motocross];
  const riderIds = new Map<string, number>();
  const classIds = new Map<string, number>();
  const idOf = (map: Map<string, number>, key: string) => {
    if (!map.has(key)) map.set(key, map.size + 1);
    return map.get(key)!;
  };
  const toRow = (row: TSeasonRow): TResultRow => {
    const { firstName, lastName } = splitName(row.fullName);
    const overall = Number(row.overallPosition);
    return {
      entryId: row.id,
      // Riders as the mirror ties them: by name and plate (LiveLaps rows carry no rider id).
      riderId: idOf(riderIds, `${row.fullName}|${row.displayedNumber}`),
      firstName,
      lastName,
      number: row.displayedNumber,
      brand: row.brand,
      classId: idOf(classIds, row.className),
      classCode: row.className,
      className: row.className,
      status: 'finished',
      overallPosition: overall,
      classPosition: row.classPosition,
      groupPosition: null,
      overallPoints: points[overall - 1] ?? 0,
      classPoints: points[row.classPosition - 1] ?? 0,
      groupPoints: null,
      laps: row.sections.length,
      startAt: new Date(0),
      penaltyMs: 0,
    };
  };
  const rounds: TStandingsRound[] = seriesEvents().map((event) => ({
    eventId: event.id,
    finished: true,
    races: event.raceIds.map((raceId) => fake.season.rowsOf(raceId)).filter((rows) => rows.length > 0).map((rows) => rows.map(toRow)),
  }));
  const tables = computeStandings({ type: 'final', dropCount: DROPS, rounds });
  return new Map(
    tables.map((table) => [
      table.className!,
      table.rows.map((r) => ({ position: r.position, plate: r.number ?? '', name: `${r.firstName} ${r.lastName}`, total: r.total })),
    ]),
  );
}

/** The rows of the series table on the page: position, plate, name, total. */
async function shownStandings(page: Page): Promise<TShownStanding[]> {
  const rows = await page.getByTestId('series-row').evaluateAll((trs) =>
    trs.map((tr) => {
      const rider = tr.querySelector('th[scope="row"]')!;
      let plate = '';
      let first = '';
      let last = '';
      for (const node of Array.from(rider.childNodes)) {
        if (node.nodeType === Node.TEXT_NODE) first += node.textContent ?? '';
        else if ((node as Element).tagName === 'STRONG') last = node.textContent ?? '';
        else if ((node as Element).tagName === 'SPAN' && !first && !last) plate = node.textContent ?? '';
      }
      return { position: tr.children[0]!.textContent ?? '', plate, name: `${first.trim()} ${last.trim()}`, total: tr.querySelector('[data-testid="series-total"]')!.textContent ?? '' };
    }),
  );
  const number = (text: string) => Number(text.replace(/[^\d]/g, ''));
  return rows.map((r) => ({ position: number(r.position), plate: r.plate, name: r.name, total: number(r.total) }));
}

test('the series page shows the standings the scoring engine computes from the same results', async ({ page }) => {
  test.setTimeout(240_000);
  const wrong = watchStatuses(page);
  const expected = expectedStandings();
  expect(expected.size).toBeGreaterThan(1);

  const response = await open(page, 'en', `/series/${SERIES_ID}`);
  expect(response.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Northern Trails Championship');
  await expect(page.getByTestId('series-round')).toHaveCount(seriesEvents().length);
  // The class picker lists the classes of the series' results.
  const picker = page.getByTestId('series-classes').getByRole('link');
  const classes = await picker.evaluateAll((links) => links.map((a) => ({ name: (a.textContent ?? '').trim(), id: a.getAttribute('data-class-id') ?? '' })));
  expect(classes.map((c) => c.name).sort()).toEqual([...expected.keys()].sort());

  for (const { name, id } of classes) {
    const rows = expected.get(name)!;
    const pages = Math.ceil(rows.length / SERIES_PAGE_SIZE);
    for (let p = 1; p <= pages; p++) {
      const answer = await open(page, 'en', `/series/${SERIES_ID}?class=${id}${p > 1 ? `&page=${p}` : ''}`);
      expect(answer.status()).toBe(200);
      const table = page.getByTestId('series-table');
      await expect(table.getByRole('heading', { level: 2 })).toContainText(name);
      await expect(table.getByRole('heading', { level: 2 })).toContainText(t('en', 'Series.riders', { count: rows.length }));
      const shown = await shownStandings(page);
      expect(shown, `${name}, page ${p}`).toEqual(rows.slice((p - 1) * SERIES_PAGE_SIZE, p * SERIES_PAGE_SIZE));
    }
  }
  expect(wrong).toEqual([]);
});

/* ------------------------------------------------------------------------------------------
 * 5, 6. A finished race's change log; the live race (on a phone)
 * ---------------------------------------------------------------------------------------- */

/** The edited race: today's completed race (provisional), its 3rd moved to the 5th. */
let edited: { eventId: number; raceId: number; row: TSeasonRow } | undefined;

async function editOnce(page: Page): Promise<NonNullable<typeof edited>> {
  if (edited) return edited;
  const raceId = fake.season.todayCompletedRaceId;
  const race = fake.season.race(raceId)!;
  // Before the change: the race is finished and its results are under review (provisional or official).
  const before = await open(page, 'en', `/results/${race.eventId}?race=${raceId}`);
  expect(before.status()).toBe(200);
  await expect(page.getByTestId('results-review')).toHaveAttribute('data-state', /^(?:provisional|official)$/);
  await expect(page.getByTestId('results-state')).toHaveText(new RegExp(`^(?:${escapeRegExp(t('en', 'ResultsReview.provisional'))}|${escapeRegExp(t('en', 'ResultsReview.official'))})$`));
  await expect(page.getByTestId('change-log')).toHaveCount(0);

  const third = fake.season.rowsOf(raceId).find((r) => Number(r.overallPosition) === 3)!;
  fake.editRace(raceId, { move: { rowId: third.id, toPosition: 5 } });
  expect(Number(fake.season.rowsOf(raceId).find((r) => r.id === third.id)!.overallPosition)).toBe(5);

  // One full pass of the mirror now (the scheduler would re-read a provisional race within a minute).
  const sync = await page.request.post(`${origin}/ll/api/test/mirror-sync`, { timeout: 180_000 });
  expect(sync.status(), await sync.text()).toBe(200);
  edited = { eventId: race.eventId, raceId, row: third };
  return edited;
}

test.describe('race results, on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const locale of LOCALES) {
    test(`a change to a finished race shows in its change log (${locale})`, async ({ page }) => {
      test.setTimeout(240_000);
      const wrong = watchStatuses(page);
      const { eventId, raceId, row } = await editOnce(page);
      const response = await open(page, locale, `/results/${eventId}?race=${raceId}`);
      expect(response.status()).toBe(200);
      await expect(page.getByTestId('race-title')).toHaveText(fake.season.race(raceId)!.name);
      await expect(page.getByTestId('results-review')).toHaveAttribute('data-state', 'provisional');
      await expect(page.getByTestId('results-state')).toHaveText(t(locale, 'ResultsReview.provisional'));
      const log = page.getByTestId('change-log');
      await expect(log.getByRole('heading')).toHaveText(t(locale, 'ResultsReview.changesTitle'));
      const entry = log.getByTestId('change-log-entry');
      await expect(entry).toHaveCount(1);
      const when = escapeRegExp(t(locale, 'ResultsReview.changedAt', { time: 'TIME_OF_DAY' })).replace('TIME_OF_DAY', '\\d{2}:\\d{2}:\\d{2}');
      await expect(entry.locator('time')).toHaveText(new RegExp(`^${when}$`));
      const moved = t(locale, 'ResultsReview.moved', {
        number: row.displayedNumber,
        name: row.fullName,
        from: t(locale, 'ResultsReview.position', { position: 3 }),
        to: t(locale, 'ResultsReview.position', { position: 5 }),
      });
      await expect(entry.getByRole('listitem').filter({ hasText: moved })).toHaveCount(1);
      // The table shows the new order: the moved rider's row is the fifth.
      await expect(page.locator('[data-testid="race-results"] tbody tr[data-entry-row]').nth(4)).toHaveAttribute('data-entry-row', String(row.id));
      expect(wrong).toEqual([]);
    });
  }

  for (const locale of LOCALES) {
    test(`the live race shows live, with its riders (${locale})`, async ({ page }) => {
      const wrong = watchStatuses(page);
      const { todayEventId, liveRaceId } = fake.season;
      const response = await open(page, locale, `/results/${todayEventId}?race=${liveRaceId}`);
      expect(response.status()).toBe(200);
      await expect(page.getByTestId('race-title')).toHaveText(fake.season.race(liveRaceId)!.name);
      await expect(page.getByTestId('live-badge')).toHaveText(t(locale, 'Results.live'));
      const rows = fake.season.rowsOf(liveRaceId);
      expect(rows.length).toBeGreaterThan(0);
      await expect(page.locator(`[data-testid="race-results"] tr[data-entry-row="${rows[0]!.id}"]`)).toBeVisible();
      expect(await page.locator('[data-testid="race-results"] tbody tr[data-entry-row]').count()).toBeGreaterThan(1);
      await expect(page.getByTestId('results-review')).toHaveCount(0);
      expect(wrong).toEqual([]);
    });
  }
});
