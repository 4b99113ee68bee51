import { DOM_NODES_BUDGET, flightText, HTML_BYTES_BUDGET } from '../scripts/bench/page-size';
import { expect, test, type Page, LOCALES, localePath } from './fixtures';

/**
 * The pages of big tables stay small (docs/decisions/027): series standings (final and overall),
 * the scores of the large race (1,000 riders), an event's scoreboard and the calendar, in each
 * language, on a desktop and on a phone: at most 1,400 DOM nodes once loaded, at most 150 kB of
 * HTML, and no table sent twice (its rows as elements or markup in React's flight data besides
 * the HTML; the page sends a model of the texts instead).
 */

const PAGES = [
  { path: '/series/1', rows: 'series-row' },
  { path: '/series/1?type=overall', rows: 'series-row' },
  { path: '/scores/99', rows: null },
  { path: '/eventScores/1', rows: 'scoreboard-line' },
  { path: '/event-calendar', rows: 'agenda-event' },
  // A full page of the list (the default page holds what is coming, fewer entries in the demo).
  { path: '/event-calendar?page=1', rows: 'agenda-event' },
] as const;

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function domNodes(page: Page): Promise<number> {
  // After hydration: what the browser holds once the page's scripts have run.
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.querySelectorAll('*').length);
}

for (const locale of LOCALES) {
  test.describe(`big tables stay small (${locale})`, () => {
    for (const { path, rows } of PAGES) {
      const url = localePath(locale, path);

      test(`${url}: at most ${HTML_BYTES_BUDGET / 1024} kB of HTML, its table sent once`, async ({ request }) => {
        const response = await request.get(url);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(Buffer.byteLength(html), 'HTML bytes').toBeLessThanOrEqual(HTML_BYTES_BUDGET);
        const flight = flightText(html);
        expect(flight.length, 'the page has flight data').toBeGreaterThan(0);
        // Rows rendered as React elements would be in the flight data as ["$","tr",…]; markup as "<tr".
        for (const needle of ['"$","tr"', '"$","td"', '<tr', '<td']) expect(flight, needle).not.toContain(needle);
        if (rows) {
          expect(html, 'the rows are in the HTML').toContain(`data-testid="${rows}"`);
          expect(flight, 'but not in the flight data').not.toContain(rows);
        } else {
          expect(html).toContain('data-entry-row=');
          expect(flight).not.toContain('data-entry-row');
        }
      });

      for (const { name, viewport } of VIEWPORTS) {
        test(`${url} on a ${name}: at most ${DOM_NODES_BUDGET} DOM nodes`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.goto(url);
          const nodes = await domNodes(page);
          expect(nodes, `DOM nodes of ${url} at ${viewport.width} px`).toBeLessThanOrEqual(DOM_NODES_BUDGET);
          // A page with content, not an error page that happens to be small.
          expect(nodes).toBeGreaterThan(300);
        });
      }
    }
  });
}
