import { addMonths, addYears } from '../lib/calendar/days';
import { dateLabel } from '../lib/calendar/format';
import { defaultAgendaRange } from '../lib/calendar/query';
import { calendarDay } from '../lib/i18n/format';
import { expect, test, type APIRequestContext, collectPageErrors, escapeRegExp, expectHydrated, expectNoSeriousA11yViolations, LOCALES, localePath, t, urlOf } from './fixtures';

/**
 * The event calendar (/event-calendar) in each language: the four grid views and their
 * navigation, "load older / newer" in the list, opening an event, and the iCal feeds behind the
 * subscribe and "Add to calendar" links. The server is seeded with the demo data (event 3 today).
 */

const VIEWS = [
  { view: 'day', key: 'viewDay', columns: 1 },
  { view: '4day', key: 'view4day', columns: 4 },
  { view: 'week', key: 'viewWeek', columns: 7 },
  { view: 'month', key: 'viewMonth', columns: 7 },
] as const;

/** Today in the site's time zone, as the server computes it. */
function todayKey(): string {
  return calendarDay(new Date());
}

/** Fetch a feed and check it is well-formed iCalendar; returns the event ids of its VEVENTs. */
async function fetchFeed(request: APIRequestContext, url: string): Promise<number[]> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('public, max-age=900');
  const body = await response.text();
  expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(body.replace(/\r\n/g, ''), 'CRLF line endings only').not.toMatch(/[\r\n]/);
  for (const line of body.split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  const unfolded = body.replace(/\r\n[ \t]/g, '');
  const begins = unfolded.match(/^BEGIN:VEVENT$/gm) ?? [];
  expect(unfolded.match(/^END:VEVENT$/gm) ?? []).toHaveLength(begins.length);
  const uids = [...unfolded.matchAll(/^UID:event-(\d+)@[^\r]+$/gm)].map((m) => Number(m[1]));
  expect(uids, 'one UID per VEVENT').toHaveLength(begins.length);
  expect(unfolded.match(/^DTSTART:\d{8}T\d{6}Z$/gm) ?? []).toHaveLength(begins.length);
  expect(unfolded.match(/^DTSTAMP:\d{8}T\d{6}Z$/gm) ?? []).toHaveLength(begins.length);
  return uids;
}

for (const locale of LOCALES) {
  test.describe(`event calendar (${locale})`, () => {
    let errors: string[] = [];
    const calendarPath = localePath(locale, '/event-calendar');

    test.beforeEach(async ({ page }) => {
      errors = collectPageErrors(page);
    });

    test.afterEach(async () => {
      expect(errors, `console errors on the page:\n${errors.join('\n')}`).toEqual([]);
    });

    test('switches between the day, 4 day, week and month views', async ({ page }) => {
      test.slow(); // five server-rendered pages in a row
      await page.goto(calendarPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'Calendar.title'));
      const grid = page.getByTestId('calendar-grid');
      await expect(grid).toHaveAttribute('data-view', 'month');
      await expect(grid.locator('td[aria-current="date"]')).toHaveCount(1);
      await expect(page.getByTestId('calendar-legend')).toContainText(t(locale, 'Calendar.typeRegis'));

      const views = page.getByRole('navigation', { name: t(locale, 'Calendar.views') });
      // A click while React hydrates the page can be lost: wait until the links are live.
      await expectHydrated(views.getByRole('link').first());
      for (const { view, key, columns } of VIEWS) {
        const link = views.getByRole('link', { name: t(locale, `Calendar.${key}`), exact: true });
        await link.click();
        await expect(grid).toHaveAttribute('data-view', view);
        await expect(link).toHaveAttribute('aria-current', 'true');
        await expect(page).toHaveURL(view === 'month' ? urlOf(calendarPath) : new RegExp(`[?&]view=${view}(&|#|$)`));
        await expect(grid.getByRole('columnheader')).toHaveCount(columns);
        // Each view starts on today, marked for assistive technology.
        await expect(grid.locator('td[aria-current="date"]')).toHaveCount(1);
      }
    });

    test('moves to the previous and next months and back to today', async ({ page }) => {
      await page.goto(calendarPath);
      const grid = page.getByTestId('calendar-grid');
      const period = page.getByTestId('calendar-period');
      await expect(period).not.toBeEmpty();
      const current = (await period.textContent()) ?? '';
      const thisMonth = `${todayKey().slice(0, 7)}-01`;
      const periodNav = page.getByRole('navigation', { name: t(locale, 'Calendar.periodNav') });
      const next = periodNav.getByRole('link', { name: t(locale, 'Calendar.next') });
      const previous = periodNav.getByRole('link', { name: t(locale, 'Calendar.previous') });
      // A click while React hydrates the page can be swallowed: wait until the link is live.
      await expectHydrated(next);

      await next.click();
      await expect(page).toHaveURL(new RegExp(`[?&]date=${addMonths(thisMonth, 1)}(&|#|$)`));
      await expect(period).not.toHaveText(current);
      await expect(grid.locator('td[aria-current="date"]')).toHaveCount(0);
      await previous.click();
      // The first of the month on the first day of a month is today: the calendar's own address (no date).
      if (thisMonth === todayKey()) await expect(page).toHaveURL(urlOf(calendarPath));
      else await expect(page).toHaveURL(new RegExp(`[?&]date=${thisMonth}(&|#|$)`));
      await expect(period).toHaveText(current);
      await previous.click();
      await expect(page).toHaveURL(new RegExp(`[?&]date=${addMonths(thisMonth, -1)}(&|#|$)`));
      await expect(period).not.toHaveText(current);
      await periodNav.getByRole('link', { name: t(locale, 'Calendar.today') }).click();
      await expect(page).toHaveURL(urlOf(calendarPath));
      await expect(period).toHaveText(current);
      await expect(grid.locator('td[aria-current="date"]')).toHaveCount(1);
    });

    test('"load older" and "load newer" extend the list by a year', async ({ page }) => {
      const today = todayKey();
      const range = defaultAgendaRange(today);
      await page.goto(calendarPath);
      const rangeText = page.getByTestId('agenda-range');
      await expect(rangeText).toHaveText(t(locale, 'Calendar.agendaRange', { from: dateLabel(range.from, locale), to: dateLabel(range.to, locale) }));
      const events = page.getByTestId('agenda-event');
      await expect(events.first()).toBeVisible();
      const count = page.getByTestId('agenda-count');
      const before = Number(await count.getAttribute('data-total'));

      // A link clicked while React is still taking over the page may be lost: wait for it.
      const loadOlder = page.getByRole('link', { name: t(locale, 'Calendar.loadOlder') });
      await expectHydrated(loadOlder);
      await loadOlder.click();
      const older = addYears(range.from, -1);
      await expect(page).toHaveURL(new RegExp(`[?&]from=${older}(&|#|$)`));
      await expect(rangeText).toHaveText(t(locale, 'Calendar.agendaRange', { from: dateLabel(older, locale), to: dateLabel(range.to, locale) }));
      // The list holds a year more, and shows its oldest page.
      await expect(page.getByTestId('agenda-pagination')).toHaveAttribute('data-page', '1');
      const total = Number(await count.getAttribute('data-total'));
      expect(total).toBeGreaterThanOrEqual(before);
      await expect(count).toHaveText(t(locale, 'Tables.entryRange', { from: 1, to: await events.count(), total }));

      const loadNewer = page.getByRole('link', { name: t(locale, 'Calendar.loadNewer') });
      await expectHydrated(loadNewer);
      await loadNewer.click();
      const newer = addYears(range.to, 1);
      await expect(page).toHaveURL(new RegExp(`[?&]from=${older}&to=${newer}(&|#|$)`));
      await expect(rangeText).toHaveText(t(locale, 'Calendar.agendaRange', { from: dateLabel(older, locale), to: dateLabel(newer, locale) }));

      // The list is grouped by year and month, each entry linking to its event.
      await expect(page.getByTestId('agenda-year').first()).toBeVisible();
      await expect(events.locator('a[href*="/events/"]')).toHaveCount(await events.count());
    });

    test('the list opens on what is coming, in pages, and pages back to earlier dates', async ({ page }) => {
      await page.goto(calendarPath);
      const events = page.getByTestId('agenda-event');
      const pager = page.getByRole('navigation', { name: t(locale, 'Tables.agendaPages') });
      const pages = Number(await pager.getAttribute('data-pages'));
      expect(pages, 'the demo list spans more than a page').toBeGreaterThan(1);
      const current = Number(await pager.getAttribute('data-page'));
      // The first entry shown is today's race (or one still running) or a later one, not two years back.
      const firstStart = (await events.first().locator('time').getAttribute('datetime'))!;
      const daysAgo = (Date.now() - new Date(firstStart).getTime()) / 86_400_000;
      expect(daysAgo).toBeLessThan(3);
      await expect(pager.getByTestId('agenda-pagination-status')).toHaveText(t(locale, 'Tables.pageStatus', { page: current, pages }));
      expect(await events.count()).toBeLessThanOrEqual(30);

      const earlier = pager.getByRole('link', { name: t(locale, 'Tables.earlier') });
      await expectHydrated(earlier);
      await earlier.click();
      await expect(page).toHaveURL(new RegExp(`[?&]page=${current - 1}(#|$)`));
      await expect(page.getByTestId('agenda-pagination')).toHaveAttribute('data-page', String(current - 1));
      const lastStart = (await events.last().locator('time').getAttribute('datetime'))!;
      expect(new Date(lastStart).getTime()).toBeLessThanOrEqual(new Date(firstStart).getTime());
      // The grid stays where it was.
      await expect(page.getByTestId('calendar-grid').locator('td[aria-current="date"]')).toHaveCount(1);
    });

    test('on a phone, the month is a list of its days with entries; an entry opens its event', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(calendarPath);
      await expect(page.getByTestId('calendar-grid')).toBeHidden();
      const days = page.getByTestId('calendar-narrow');
      await expect(days).toBeVisible();
      const today = days.locator('li[aria-current="date"]');
      await expect(today).toBeVisible();
      const item = today.getByTestId('calendar-item').first();
      const href = (await item.getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^${escapeRegExp(localePath(locale, '/events/'))}\\d+$`));
      const title = ((await item.getByTestId('calendar-item-title').textContent()) ?? '').trim();
      await expectHydrated(page.getByRole('link', { name: t(locale, 'Calendar.loadOlder') }));
      await item.click();
      await expect(page).toHaveURL(urlOf(href));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    });

    test('opens an event from the calendar grid', async ({ page }) => {
      await page.goto(calendarPath);
      const todayCell = page.getByTestId('calendar-grid').locator('td[aria-current="date"]');
      const item = todayCell.getByTestId('calendar-item').first();
      await expect(item).toBeVisible();
      const href = await item.getAttribute('href');
      const id = /\/events\/(\d+)$/.exec(href ?? '')?.[1];
      expect(id, `an event link: ${href}`).toBeTruthy();
      const title = (await item.getByTestId('calendar-item-title').textContent()) ?? '';
      await item.click();
      await expect(page).toHaveURL(urlOf(localePath(locale, `/events/${id}`)));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title.trim());
    });

    test('the subscribe and "Add to calendar" links serve valid iCal feeds', async ({ page, request }) => {
      await page.goto(calendarPath);
      const subscribe = page.getByTestId('calendar-subscribe');
      await subscribe.locator('summary').click();
      const name = t(locale, 'Calendar.subscribeAll');
      const https = subscribe.getByRole('link', { name: t(locale, 'Calendar.icalLinkLabel', { name }) });
      await expect(https).toBeVisible();
      const url = (await https.getAttribute('href'))!;
      expect(url).toMatch(new RegExp(`/api/calendar/all\\.ics\\?locale=${locale}$`));
      await expect(subscribe.getByRole('link', { name: t(locale, 'Calendar.subscribeWebcalLabel', { name }) })).toHaveAttribute(
        'href',
        url.replace(/^https?:\/\//, 'webcal://'),
      );

      // A VEVENT per event of the list (the feed has no end date: it may hold later ones).
      const feedIds = await fetchFeed(request, url);
      const listed = await page.locator('[data-testid="agenda-event"][data-type="event"]').evaluateAll((items) => items.map((i) => Number(i.getAttribute('data-event-id'))));
      expect(listed.length).toBeGreaterThan(0);
      expect(new Set(feedIds).size).toBe(feedIds.length);
      for (const id of listed) expect(feedIds).toContain(id);

      // "Add to calendar" of one event: that event only.
      const add = page.getByTestId('add-to-calendar').first();
      const eventId = Number(await add.locator('xpath=ancestor::li[1]').getAttribute('data-event-id'));
      const addUrl = new URL((await add.getAttribute('href'))!, page.url()).toString();
      expect(await fetchFeed(request, addUrl)).toEqual([eventId]);

      // Choosing a promoter adds its own feed.
      const promoterSelect = page.getByLabel(t(locale, 'Calendar.promoter'), { exact: true });
      const option = promoterSelect.locator('option').nth(1);
      const promoterName = ((await option.textContent()) ?? '').trim();
      await promoterSelect.selectOption({ index: 1 });
      await page.getByRole('button', { name: t(locale, 'Calendar.apply') }).click();
      await expect(page).toHaveURL(/[?&]promoter=\d+/);
      await subscribe.locator('summary').click();
      const promoterLink = subscribe.getByRole('link', { name: t(locale, 'Calendar.icalLinkLabel', { name: promoterName }) });
      await expect(promoterLink).toHaveAttribute('href', /\/api\/calendar\/promoter-\d+\.ics\?locale=/);
      await fetchFeed(request, (await promoterLink.getAttribute('href'))!);
    });
  });
}

for (const locale of LOCALES) {
  test(`the event page offers its own calendar file (${locale})`, async ({ page, request }) => {
    await page.goto(localePath(locale, '/events/4'));
    const link = page.getByTestId('add-to-calendar');
    await expect(link).toHaveText(t(locale, 'Calendar.addToCalendar'));
    const href = await link.getAttribute('href');
    expect(href).toContain(`/ll/api/calendar/event-4.ics?locale=${locale}`);
    const response = await request.get(href!);
    expect(response.headers()['content-type']).toContain('text/calendar');
    const body = await response.text();
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(body.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(1);
    expect(body).toContain('UID:event-4@');
  });
}

test.describe('event calendar accessibility', () => {
  for (const { locale, width } of [
    { locale: 'en', width: 1440 },
    { locale: 'fr', width: 390 },
  ] as const) {
    test(`the calendar page in ${locale} at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(localePath(locale, '/event-calendar'));
      await expect(page.getByTestId('page-header')).toBeVisible();
      await expectHydrated(page.locator('main#main'));
      await expectNoSeriousA11yViolations(page, testInfo);
    });
  }
});
