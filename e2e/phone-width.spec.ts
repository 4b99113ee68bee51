import { expect, LOCALES, localePath, test, type Page } from './fixtures';

/**
 * No page is wider than a phone's screen (issue: race day on a phone): every seed route, in the
 * three languages, at 320, 360 and 390 CSS px. Wide tables scroll inside their own box or fold into
 * compact rows; nothing makes the page itself slide sideways. Each page is loaded once per language
 * and then narrowed (CSS lays it out again without a reload), so the whole walk stays short. On
 * failure the message names the elements that reach past the screen outside any scroll box.
 */

const WIDTHS = [390, 360, 320] as const;

/** The seed's routes (specification section 2), with the demo data's ids where a route takes one. */
const ROUTES = [
  '/',
  '/about-us',
  '/contact-us',
  '/documents',
  '/event-calendar',
  '/faqs',
  '/forgotPassword',
  '/liveonlivelaps',
  '/liveonlivelaps?q=ga',
  '/login',
  '/news',
  '/resetPassword',
  '/results',
  '/rules',
  '/sponsors',
  '/membership/members',
  '/registration/participant',
  '/races/printScores',
  '/scores/printScores',
  '/membership/classes',
  '/membership/type',
  '/promoters',
  '/promoters/1',
  '/promoters/events/1',
  '/events',
  '/events/4',
  '/eventScores/7',
  '/presentation/7',
  '/races/99',
  '/scores/99',
  '/series',
  '/series/1',
  '/series/1?type=overall',
  '/spectator',
  '/spectator/5',
  '/results/7?race=99',
  '/organizations/1/about-us',
  '/organizations/1/calendar',
  '/organizations/1/classes',
  '/organizations/1/contact',
  '/organizations/1/events',
  '/organizations/1/members',
  '/organizations/1/membership-type',
  '/organizations/1/series',
  '/liveonlivelaps/1',
];

/** Elements that reach past the right edge of the screen and are not inside a box that scrolls or clips them. */
async function overflowing(page: Page): Promise<{ width: number; culprits: string[] }> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const culprits: string[] = [];
    if (document.documentElement.scrollWidth <= vw) return { width: document.documentElement.scrollWidth, culprits };
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const box = el.getBoundingClientRect();
      if (box.right <= vw + 0.5 || box.width === 0) continue;
      let parent = el.parentElement;
      let clipped = false;
      while (parent && !clipped) {
        const overflow = getComputedStyle(parent).overflowX;
        clipped = overflow !== 'visible';
        parent = parent.parentElement;
      }
      if (!clipped) culprits.push(`${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}.${String(el.className).slice(0, 40)} (right ${Math.round(box.right)})`);
      if (culprits.length >= 5) break;
    }
    return { width: document.documentElement.scrollWidth, culprits };
  });
}

test.describe.configure({ mode: 'parallel' });

for (const locale of LOCALES) {
  test.describe(`phone widths (${locale})`, () => {
    test.describe.configure({ mode: 'default' });
    test(`every seed route fits a 390, 360 and 320 px screen (${locale})`, async ({ page }) => {
      test.setTimeout(180_000);
      const wide: string[] = [];
      for (const route of ROUTES) {
        await page.setViewportSize({ width: WIDTHS[0], height: 844 });
        const response = await page.goto(localePath(locale, route), { waitUntil: 'load' });
        expect(response?.status(), route).toBeLessThan(500);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 844 });
          const { width: documentWidth, culprits } = await overflowing(page);
          if (documentWidth > width) wide.push(`${route} at ${width} px is ${documentWidth} px wide: ${culprits.join(', ') || '(no visible element: check positioned or hidden ones)'}`);
        }
      }
      expect(wide).toEqual([]);
    });
  });
}
