import { expect, test, type Page, collectPageErrors, escapeRegExp, expectHydrated, LOCALES, localePath, seed, t, type TLocale } from './fixtures';

/** The home page (landing layout) with the shell's sponsor banner and footer, in each language. */

const CAROUSEL_INTERVAL_MS = 6000;

const visible = <T extends { visible?: boolean }>(items: T[]) => items.filter((i) => i.visible !== false);
/** Floating banner: floating sponsors with a logo; those with a link are links. */
const bannerSponsors = seed.sponsors.filter((s) => s.floating && s.logoUrl);
const linkedSponsors = bannerSponsors.filter((s) => s.link);
const noLogoSponsors = seed.sponsors.filter((s) => s.floating && !s.logoUrl);
const footerItems = visible(seed.footer);
const hiddenFooterItems = seed.footer.filter((f) => f.visible === false);

function homePage(locale: TLocale) {
  const home = seed.homePages.find((h) => h.locale === locale);
  if (!home) throw new Error(`no home page for ${locale} in the demo data`);
  return home;
}

async function activeSlide(page: Page): Promise<number> {
  const flags = await page.getByTestId('carousel-slide').evaluateAll((slides) => slides.map((s) => s.getAttribute('data-active')));
  expect(flags.filter((f) => f === 'true'), 'exactly one active slide').toHaveLength(1);
  return flags.indexOf('true');
}

for (const locale of LOCALES) {
  test.describe(`home page (${locale})`, () => {
    let errors: string[] = [];

    test.beforeEach(async ({ page }) => {
      errors = collectPageErrors(page);
    });

    test.afterEach(async () => {
      expect(errors, `console errors on the page:\n${errors.join('\n')}`).toEqual([]);
    });

    test('the carousel rotates, moves with next/previous and stops when paused', async ({ page }) => {
      // A controllable clock: the carousel advances on a 6 s interval. Time is stopped once the
      // page is hydrated, so only runFor() moves it.
      const start = new Date('2026-06-01T10:00:00Z');
      await page.emulateMedia({ reducedMotion: 'no-preference' }); // with reduced motion it starts paused (the suite's browsers prefer it)
      await page.clock.install({ time: start });
      await page.goto(localePath(locale, '/'));
      const carousel = page.getByTestId('home-carousel');
      await expectHydrated(page.getByTestId('carousel-pause'));
      await page.clock.pauseAt(new Date(start.getTime() + 60 * 60 * 1000));
      // Jumping ahead may have fired the interval once: start from a known slide.
      const first = await activeSlide(page);

      await expect(carousel).toHaveAttribute('aria-label', t(locale, 'Home.carousel'));
      const slides = page.getByTestId('carousel-slide');
      await expect(slides).toHaveCount(seed.homeImages.length);
      const count = seed.homeImages.length;
      await expect(page.locator('[data-testid="carousel-slide"][data-active="true"]')).toHaveCount(1);
      for (const [i, image] of seed.homeImages.entries()) {
        await expect(slides.nth(i)).toHaveAttribute('aria-label', t(locale, 'Home.slide', { index: i + 1, count }));
        await expect(slides.nth(i).getByRole('img', { includeHidden: true })).toHaveAttribute('alt', image.alt[locale]);
      }

      // Rotation: one interval later the next slide is active.
      await page.clock.runFor(CAROUSEL_INTERVAL_MS + 100);
      await expect(slides.nth((first + 1) % count)).toHaveAttribute('data-active', 'true');
      await expect(slides.nth(first)).toHaveAttribute('data-active', 'false');

      // Pause: the button becomes "play", and time passing no longer changes the slide.
      const pause = page.getByTestId('carousel-pause');
      await expect(pause).toHaveAccessibleName(t(locale, 'Home.pauseCarousel'));
      await pause.click();
      await expect(pause).toHaveAccessibleName(t(locale, 'Home.playCarousel'));
      const pausedAt = await activeSlide(page);
      await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3);
      await expect(slides.nth(pausedAt)).toHaveAttribute('data-active', 'true');
      expect(await activeSlide(page)).toBe(pausedAt);

      // Next / previous (wrapping around).
      const next = page.getByRole('button', { name: t(locale, 'Home.nextSlide') });
      const previous = page.getByRole('button', { name: t(locale, 'Home.previousSlide') });
      await next.click();
      await expect(slides.nth((pausedAt + 1) % count)).toHaveAttribute('data-active', 'true');
      await previous.click();
      await expect(slides.nth(pausedAt)).toHaveAttribute('data-active', 'true');
      await previous.click();
      await previous.click();
      await expect(slides.nth((pausedAt - 2 + count) % count)).toHaveAttribute('data-active', 'true');
      await expect(page.locator('[data-testid="carousel-slide"][data-active="true"]')).toHaveCount(1);

      // Play again: rotation resumes.
      const before = await activeSlide(page);
      await pause.click();
      await page.clock.runFor(CAROUSEL_INTERVAL_MS + 100);
      await expect(slides.nth((before + 1) % count)).toHaveAttribute('data-active', 'true');
    });

    test('the title, home buttons and the four sections are shown', async ({ page }) => {
      await page.goto(localePath(locale, '/'));
      const home = homePage(locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title);
      await expect(page).toHaveTitle(home.title);

      const quickLinks = page.getByRole('navigation', { name: t(locale, 'Home.quickLinks') });
      await expect(quickLinks.getByTestId('home-button')).toHaveText(visible(seed.homeButtons).map((b) => b.name[locale]));

      const sections = page.getByTestId('home-section');
      await expect(sections).toHaveCount(4);
      expect(home.sections).toHaveLength(4);
      await expect(sections.getByRole('heading', { level: 2 })).toHaveText(home.sections.map((s) => s.title));
      for (const section of await sections.all()) await expect(section.locator('.rich-text')).not.toBeEmpty();
    });

    test('the sponsor banner links open in a new tab and a click on the banner pauses it', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' }); // the suite's browsers prefer reduced motion (playwright.config.ts)
      await page.goto(localePath(locale, '/'));
      const banner = page.getByTestId('sponsor-marquee');
      await expect(banner).toBeVisible();
      await expectHydrated(banner);
      const title = seed.floatingSettings[0]!.title[locale];
      await expect(banner).toHaveAttribute('aria-label', title);

      const links = banner.getByTestId('sponsor-link');
      await expect(links).toHaveCount(linkedSponsors.length);
      for (const [i, sponsor] of linkedSponsors.entries()) {
        const link = links.nth(i);
        await expect(link).toHaveAttribute('href', sponsor.link!);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
        await expect(link.getByRole('img')).toHaveAttribute('alt', sponsor.name);
      }
      await expect(banner.getByTestId('sponsor-logo')).toHaveCount(bannerSponsors.length - linkedSponsors.length);
      for (const sponsor of noLogoSponsors) {
        await expect(banner.getByRole('img', { name: sponsor.name })).toHaveCount(0);
        await expect(banner.locator(`a[href="${sponsor.link}"]`)).toHaveCount(0);
      }

      // A click on the banner (not on a logo link) toggles the pause.
      await expect(banner).toHaveAttribute('data-paused', 'false');
      const track = banner.getByTestId('sponsor-track');
      const viewport = track.locator('..');
      await viewport.hover(); // hovering stops the CSS animation, so the point below stays put
      const box = await viewport.boundingBox();
      expect(box).not.toBeNull();
      const x = await page.evaluate(({ left, width, y }) => {
        for (let px = Math.floor(left) + 1; px < left + width - 1; px += 2) {
          const hit = document.elementFromPoint(px, y);
          if (hit && !hit.closest('a') && hit.closest('[data-testid="sponsor-marquee"]')) return px;
        }
        return null;
      }, { left: box!.x, width: box!.width, y: box!.y + box!.height / 2 });
      expect(x, 'a point of the banner outside the logo links').not.toBeNull();
      await page.mouse.click(x!, box!.y + box!.height / 2);
      await expect(banner).toHaveAttribute('data-paused', 'true');
      await expect(banner.getByTestId('sponsor-toggle')).toHaveAttribute('aria-pressed', 'true');
      await expect(banner.getByTestId('sponsor-toggle')).toHaveAccessibleName(t(locale, 'Shell.sponsorsPlay'));
      await page.mouse.click(x!, box!.y + box!.height / 2);
      await expect(banner).toHaveAttribute('data-paused', 'false');
      await expect(banner.getByTestId('sponsor-toggle')).toHaveAccessibleName(t(locale, 'Shell.sponsorsPause'));
    });

    test('the footer shows its visible links only', async ({ page }) => {
      await page.goto(localePath(locale, '/'));
      const footer = page.getByRole('contentinfo');
      const nav = footer.getByRole('navigation', { name: t(locale, 'Shell.footer') });
      const links = nav.getByRole('link');
      await expect(links).toHaveText(footerItems.map((f) => new RegExp(`^${escapeRegExp(f.name[locale])}`)));
      for (const item of hiddenFooterItems) await expect(footer.getByText(item.name[locale])).toHaveCount(0);
      for (const item of footerItems.filter((f) => f.openInNewTab)) {
        const link = nav.getByRole('link', { name: item.name[locale] });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      }
      await expect(footer).toContainText(String(new Date().getFullYear()));
    });
  });
}

/**
 * The CSP (no 'unsafe-eval') is never violated: neither on the home page nor on a form page,
 * where zod builds and runs its schemas in the browser (jitless, so without its `new Function`
 * probe: lib/validation/zod-browser.ts). A violation the page catches (as zod does) prints
 * nothing to the console, so the page's own `securitypolicyviolation` events are read as well.
 */
test.describe('Content Security Policy', () => {
  async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
    await page.addInitScript(() => {
      const found: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = found;
      document.addEventListener('securitypolicyviolation', (event) => found.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`));
    });
    return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  }

  test('no violation on the home page', async ({ page }) => {
    const errors = collectPageErrors(page);
    const violations = await watchViolations(page);
    await page.goto(localePath('en', '/'));
    await expectHydrated(page.getByTestId('carousel-next'));
    await page.getByTestId('carousel-next').click();
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('no violation on the registration form, once its validation has run', async ({ page }) => {
    const errors = collectPageErrors(page);
    const violations = await watchViolations(page);
    await page.goto(localePath('en', '/registration/participant'));
    await expect(page.getByTestId('registration')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
    await expectHydrated(page.getByTestId('registration-next'));
    // An empty step: the form's zod schema runs and marks the required fields.
    await page.getByTestId('registration-next').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await violations()).toEqual([]);
    expect(errors.filter((e) => /Content Security Policy|unsafe-eval/i.test(e))).toEqual([]);
  });
});
