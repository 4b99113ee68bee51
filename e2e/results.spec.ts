import { readFile } from 'node:fs/promises';
import { LIVE_FEED_POLL_MS } from '../lib/constants';
import { expect, test, type Page, collectPageErrors, escapeRegExp, expectHydrated, LOCALES, localePath, t, urlOf, type TLocale } from './fixtures';

/**
 * Race results (/results/{event}, /races/{id}, /scores/{id}, the print pages and the results
 * APIs) on the demo data: event 1 (finished motocross, races 1 and 2), race 4 (running, live
 * refresh), race 27 (private), race 28 (not properly configured).
 */

const EVENT = 1;
const RACE = 1;
const LIVE_RACE = 4;
const PRIVATE_RACE = 27;
const UNCONFIGURED = { event: 21, race: 28 };

/** Texts of the table's header cells. */
async function headers(page: Page): Promise<string[]> {
  return page.getByTestId('results-table').locator('thead th').allInnerTexts();
}

/** Index of a column in the results table, by its translated header. */
async function columnIndex(page: Page, label: string): Promise<number> {
  const index = (await headers(page)).findIndex((h) => h.replace(/\s+/g, ' ').trim() === label);
  expect(index, `column "${label}"`).toBeGreaterThanOrEqual(0);
  return index;
}

for (const locale of LOCALES) {
  test.describe(`race results (${locale})`, () => {
    let errors: string[] = [];

    test.beforeEach(async ({ page }) => {
      errors = collectPageErrors(page);
    });

    test.afterEach(async () => {
      expect(errors, `console errors on the page:\n${errors.join('\n')}`).toEqual([]);
    });

    test('an event asks for a race, then shows its views: overall, class and team', async ({ page }) => {
      await page.goto(localePath(locale, `/results/${EVENT}`));
      const message = page.getByTestId('results-message');
      await expect(message).toHaveAttribute('data-state', 'noRaceSelected');
      await expect(message).toContainText(t(locale, 'Results.errors.noRaceSelected'));
      const races = page.getByTestId('race-list').getByRole('link');
      await expect(races).toHaveCount(2);

      await races.first().click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localePath(locale, `/results/${EVENT}`))}\\?race=${RACE}$`));
      const table = page.getByTestId('results-table');
      await expect(table).toBeVisible();
      await expect(table.locator('thead th').first()).toHaveText(t(locale, 'Results.columns.position.overall'));
      const total = Number(await page.getByTestId('results-count').getAttribute('data-total'));
      await expect(table.locator('tbody tr')).toHaveCount(Math.min(total, 50));

      const tabs = page.getByTestId('view-tabs');
      await expect(tabs.getByRole('link', { name: t(locale, 'Results.views.overall') })).toHaveAttribute('aria-current', 'page');
      await expectHydrated(tabs.getByRole('link'));

      await tabs.getByRole('link', { name: t(locale, 'Results.views.class') }).click();
      await expect(page).toHaveURL(/[?&]view=class\b/);
      await expect(table.locator('thead th').first()).toHaveText(t(locale, 'Results.columns.position.class'));
      // A heading row per class, and the awarded positions carry the trophy.
      await expect(table.locator('tbody th[scope="rowgroup"]').first()).toBeVisible();
      await expect(table.getByRole('img', { name: t(locale, 'Results.award') }).first()).toBeVisible();

      await tabs.getByRole('link', { name: t(locale, 'Results.views.team') }).click();
      await expect(page).toHaveURL(/[?&]view=team\b/);
      await expect(table.locator('thead th').first()).toHaveText(t(locale, 'Results.columns.position.team'));

      // Position only: classes are required.
      await tabs.getByRole('link', { name: t(locale, 'Results.views.position') }).click();
      await expect(page.getByTestId('results-message')).toHaveText(t(locale, 'Results.errors.noClassesSelected'));
      const classes = page.getByTestId('position-classes');
      await expectHydrated(classes.getByRole('checkbox').first());
      await classes.getByRole('checkbox').first().check();
      await expect(page).toHaveURL(/[?&]class=\d+/);
      await expect(table.locator('thead th')).toHaveText([
        t(locale, 'Results.columns.position.position'),
        t(locale, 'Results.columns.number'),
        t(locale, 'Results.columns.name'),
      ]);
    });

    test("a rider's lap times open in a dialog", async ({ page }) => {
      await page.goto(localePath(locale, `/results/${EVENT}?race=${RACE}`));
      const rider = page.getByTestId('results-table').locator('tbody button[data-entry]').first();
      await expectHydrated(page.getByTestId('results-table').locator('..'));
      const name = (await rider.innerText()).trim();
      await rider.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(t(locale, 'ResultsClient.lapsOf', { name }));
      const laps = dialog.getByTestId('rider-laps');
      await expect(laps.locator('thead th')).toHaveText([
        t(locale, 'ResultsClient.lap'),
        t(locale, 'ResultsClient.lapTime'),
        t(locale, 'ResultsClient.elapsed'),
        t(locale, 'ResultsClient.position'),
        t(locale, 'ResultsClient.readTime'),
      ]);
      const lapCount = await columnIndex(page, t(locale, 'Results.columns.laps'));
      const expected = await page.getByTestId('results-table').locator('tbody tr').first().locator('th, td').nth(lapCount).innerText();
      await expect(laps.locator('tbody tr')).toHaveCount(Number(expected));
      await dialog.getByRole('button', { name: t(locale, 'ResultsClient.close') }).click();
      await expect(dialog).toBeHidden();
      await expect(rider).toBeFocused();
    });

    test('the lap graph compares two riders picked in the table', async ({ page }) => {
      await page.goto(localePath(locale, `/results/${EVENT}?race=${RACE}`));
      const rows = page.getByTestId('results-table').locator('tbody tr');
      const boxes = page.getByTestId('results-table').locator('input[data-rider]');
      await expectHydrated(page.getByTestId('results-table').locator('..'));
      const names = [(await rows.nth(0).locator('button[data-entry]').innerText()).trim(), (await rows.nth(1).locator('button[data-entry]').innerText()).trim()];
      await boxes.nth(0).check();
      await expect(page).toHaveURL(/[?&]rider=\d+$/);
      await boxes.nth(1).check();
      await expect(page).toHaveURL(/[?&]rider=\d+,\d+$/);
      await expect(boxes.nth(0)).toBeChecked();

      const graph = page.getByTestId('lap-graph');
      await expect(graph.getByTestId('lap-graph-riders')).toContainText(names[0]!);
      await expect(graph.getByTestId('lap-graph-riders')).toContainText(names[1]!);
      const chart = graph.getByTestId('position-chart');
      await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
      await expect(chart.locator('.recharts-line')).toHaveCount(2);
      for (const name of names) await expect(chart.locator('.recharts-legend-wrapper')).toContainText(name);
      const table = graph.getByTestId('lap-graph-table');
      for (const name of names) await expect(table.locator('thead')).toContainText(name);
      await expect(table.locator('tbody tr').first().locator('td')).toHaveCount(4);

      // The link is shareable: opening it draws the same graph.
      await page.reload();
      await expect(page.getByTestId('position-chart').locator('.recharts-line')).toHaveCount(2);
    });

    test('the CSV has the rows of the view on screen, headers in the page language', async ({ page }) => {
      await page.goto(localePath(locale, `/results/${EVENT}?race=${RACE}&view=class`));
      const total = Number(await page.getByTestId('results-count').getAttribute('data-total'));
      expect(total).toBeGreaterThan(0);
      // (Once in CI a click on the link while React hydrated the page started no download.)
      await expectHydrated(page.getByTestId('csv-link'));
      const downloading = page.waitForEvent('download');
      await page.getByTestId('csv-link').click();
      const download = await downloading;
      // event-race-view, lower case, in the page's language ("…-moto-1-class.csv", "…-manche-1-classe.csv")
      expect(download.suggestedFilename()).toMatch(new RegExp(`^[\\p{Ll}\\p{N}-]+-${escapeRegExp(t(locale, 'Results.views.class').toLowerCase())}\\.csv$`, 'u'));
      const text = await readFile((await download.path())!, 'utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const lines = text.slice(1).trimEnd().split('\r\n');
      const header = lines[0]!.split(',');
      expect(header[0]).toBe(t(locale, 'Results.sectionColumn.class'));
      expect(header[1]).toBe(t(locale, 'Results.columns.position.class'));
      expect(header).toContain(t(locale, 'Results.columns.name'));
      expect(lines).toHaveLength(total + 1);
    });

    test('the live race updates by itself when a lap is added', async ({ page, request }) => {
      const data = await (await request.get(`/ll/api/races/${LIVE_RACE}/results?all=1`)).json();
      const row = (data.rows as { entryId: number; number: string; status: string; laps: number }[]).find((r) => r.status === 'running' && r.laps > 0)!;
      expect(row, 'a running rider in the live race').toBeTruthy();

      await page.goto(localePath(locale, `/races/${LIVE_RACE}?q=${row.number}`));
      await expect(page.getByTestId('live-badge')).toHaveText(t(locale, 'Results.live'));
      const lapsColumn = await columnIndex(page, t(locale, 'Results.columns.laps'));
      const riderRow = page.locator(`tr[data-entry-row="${row.entryId}"]`);
      const lapsCell = riderRow.locator('th, td').nth(lapsColumn);
      const before = Number(await lapsCell.innerText());
      const updated = await page.getByTestId('live-updated').innerText();

      const added = await request.post('/ll/api/test/laps', { data: { raceId: LIVE_RACE, entryId: row.entryId } });
      expect(added.status()).toBe(201);
      // The page follows the race's event stream: the new lap shows without reloading.
      await expect(lapsCell).toHaveText(String(before + 1), { timeout: 20_000 });
      await expect(page.getByTestId('live-updated')).not.toHaveText(updated);
    });

    test('a private race sends the visitor to the error page', async ({ page }) => {
      await page.goto(localePath(locale, `/races/${PRIVATE_RACE}`));
      await expect(page).toHaveURL(urlOf(localePath(locale, '/error')));
      await expect(page.getByTestId('error-title')).toHaveText(t(locale, 'Error.title'));
    });
  });
}

for (const locale of LOCALES) {
  test(`each print view prints the race (${locale})`, async ({ page }) => {
    for (const [path, kind] of [
      [`/races/print/${RACE}`, 'race'],
      [`/scores/print/${RACE}`, 'scores'],
      [`/scores/printc/${RACE}`, 'scoresByClass'],
      [`/scores/printoa/${RACE}`, 'scoresAllClasses'],
    ] as const) {
      await page.goto(localePath(locale, path));
      await expect(page.getByTestId('print-view')).toHaveAttribute('data-kind', kind);
      await expect(page.getByTestId('print-table').locator('tbody tr').first()).toBeVisible();
      await expect(page.getByTestId('print-button')).toHaveText(t(locale, 'Print.print'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    }
    // By class: a table per class.
    await page.goto(localePath(locale, `/scores/printc/${RACE}`));
    expect(await page.getByTestId('print-section').count()).toBeGreaterThan(1);
    // All classes in one table, with the class column.
    await page.goto(localePath(locale, `/scores/printoa/${RACE}`));
    await expect(page.getByTestId('print-table').locator('table')).toHaveCount(1);
    await expect(page.getByTestId('print-table').locator('thead th').nth(3)).toHaveText(t(locale, 'Results.columns.class'));
  });
}

type TLiveFeedStats = { watching: { raceId: number; subscribers: number; reads: number }[]; reads: Record<string, number> };

test.describe('live results pushed (a phone)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a change of the timing reaches an open page within 2 s through its event stream, and the race is read once per feed interval whatever the viewers', async ({ page, browser, request }) => {
    const feedStats = async () => (await (await request.get('/ll/api/test/live-feed')).json()) as TLiveFeedStats;
    const watching = async () => (await feedStats()).watching.find((w) => w.raceId === LIVE_RACE)?.subscribers ?? 0;
    const data = await (await request.get(`/ll/api/races/${LIVE_RACE}/results?all=1`)).json();
    const row = (data.rows as { entryId: number; number: string; status: string; laps: number }[]).find((r) => r.status === 'running' && r.laps > 0)!;
    expect(row, 'a running rider in the live race').toBeTruthy();

    const polls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`/api/races/${LIVE_RACE}/version`)) polls.push(r.url());
    });
    const viewersBefore = await watching();
    const streamed = page.waitForResponse((r) => r.url().endsWith(`/api/races/${LIVE_RACE}/live`));
    await page.goto(localePath('en', `/races/${LIVE_RACE}?q=${row.number}`));
    const stream = await streamed;
    expect(stream.status()).toBe(200);
    expect(stream.headers()['content-type']).toBe('text/event-stream; charset=utf-8');
    await expect(page.getByTestId('live-badge')).toHaveText(t('en', 'Results.live'));
    await expect(page.getByTestId('live-freshness')).toContainText(t('en', 'Results.liveChecked', { time: '' }).trim());
    // The page's stream is one of the feed's subscribers.
    await expect.poll(watching).toBe(viewersBefore + 1);

    // More viewers of the race on this server (other browsers: each holds a connection, and one
    // browser opens at most 6 to a host over HTTP/1.1): still one read of the race per LIVE_FEED_POLL_MS.
    const contexts = await Promise.all([1, 2, 3].map(() => browser.newContext({ serviceWorkers: 'block' })));
    const others = await Promise.all(contexts.map((c) => c.newPage()));
    await Promise.all(others.map((other) => other.goto(localePath('en', `/races/${LIVE_RACE}`))));
    await expect.poll(watching).toBe(viewersBefore + 4);
    const readsAt = async () => ({ at: Date.now(), reads: (await feedStats()).reads[LIVE_RACE] ?? 0 });
    const start = await readsAt();
    await expect.poll(async () => (await readsAt()).at - start.at, { intervals: [500] }).toBeGreaterThanOrEqual(4000);
    const end = await readsAt();
    expect(end.reads - start.reads).toBeLessThanOrEqual(Math.ceil((end.at - start.at) / LIVE_FEED_POLL_MS) + 1);

    // Viewers who leave are no longer subscribers.
    await Promise.all(contexts.map((c) => c.close()));
    await expect.poll(watching).toBe(viewersBefore + 1);

    const lapsColumn = await columnIndex(page, t('en', 'Results.columns.laps'));
    const lapsCell = page.locator(`tr[data-entry-row="${row.entryId}"]`).locator('th, td').nth(lapsColumn);
    const before = Number(await lapsCell.innerText());
    const added = await request.post('/ll/api/test/laps', { data: { raceId: LIVE_RACE, entryId: row.entryId } });
    expect(added.status()).toBe(201);
    const changedAt = Date.now();
    await expect(lapsCell).toHaveText(String(before + 1), { timeout: 2000 });
    test.info().annotations.push({ type: 'change seen after', description: `${Date.now() - changedAt} ms` });
    // Through the stream: the page never polled /version.
    expect(polls).toEqual([]);
  });
});

test.describe('race results: states and print views', () => {
  const locale: TLocale = 'fr';

  test('states of the error catalogue are shown, translated', async ({ page }) => {
    await page.goto(localePath(locale, `/results/${UNCONFIGURED.event}?race=${UNCONFIGURED.race}`));
    await expect(page.getByTestId('results-message')).toHaveText(t(locale, 'Results.errors.notConfigured'));
    await page.goto(localePath(locale, `/results/${EVENT}?race=${LIVE_RACE}`));
    await expect(page.getByTestId('results-message')).toHaveText(t(locale, 'Results.errors.raceNotInEvent'));
    await page.goto(localePath(locale, `/results/${UNCONFIGURED.event}?race=${PRIVATE_RACE}`));
    await expect(page).toHaveURL(urlOf(localePath(locale, '/error')));
    const response = await page.goto(localePath(locale, '/races/999999'));
    expect(response?.status()).toBe(404);
  });

  test('the print chooser prints positions only of the chosen classes', async ({ page }) => {
    await page.goto(localePath(locale, '/scores/printScores'));
    await page.getByTestId('print-race').selectOption(String(RACE));
    await page.getByRole('radio', { name: t(locale, 'ResultsPrint.positionOnly') }).check();
    await page.getByTestId('print-submit').click();
    await expect(page.getByTestId('results-message')).toHaveText(t(locale, 'Results.errors.noClassesSelected'));

    await page.getByTestId('print-classes').getByRole('checkbox').first().check();
    await page.getByTestId('print-submit').click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localePath(locale, `/scores/print/${RACE}`))}\\?view=position&class=\\d+$`));
    await expect(page.getByTestId('print-view')).toHaveAttribute('data-kind', 'position');
    await expect(page.getByTestId('print-table').locator('thead th')).toHaveCount(3);
  });
});

test.describe('results APIs', () => {
  test('JSON of a view, with ETag and 304, 400 for a bad query, 404 for private races', async ({ request }) => {
    const response = await request.get(`/ll/api/races/${RACE}/results?view=class&page=1&locale=es`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    const body = await response.json();
    expect(body.race.id).toBe(RACE);
    expect(body.rows.length).toBe(Math.min(50, body.total));
    const etag = response.headers()['etag']!;
    expect(etag).toMatch(/^W\//);
    expect((await request.get(`/ll/api/races/${RACE}/results?view=class&page=1&locale=es`, { headers: { 'If-None-Match': etag } })).status()).toBe(304);
    expect((await request.get(`/ll/api/races/${LIVE_RACE}/results`)).headers()['cache-control']).toBe('public, max-age=2');

    const bad = await request.get(`/ll/api/races/${RACE}/results?page=zero`);
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.code).toBe('INVALID_INPUT');
    expect((await request.get(`/ll/api/races/${PRIVATE_RACE}/results`)).status()).toBe(404);
    expect((await request.get(`/ll/api/races/${PRIVATE_RACE}/results.csv`)).status()).toBe(404);
    expect((await request.get('/ll/api/races/999999/timing?entry=1')).status()).toBe(404);
    expect((await request.get(`/ll/api/races/${RACE}/timing?entry=1,2,3,4,5,6,7`)).status()).toBe(400);
    expect((await request.get('/ll/api/series/1/standings?type=overall')).status()).toBe(200);
    expect((await request.get('/ll/api/series/1/standings?type=weekly')).status()).toBe(400);
  });
});
