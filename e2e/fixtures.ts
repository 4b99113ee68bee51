import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { createTranslator } from 'use-intl/core';
import { BASE_PATH, LOCALES, type TLocale } from '../lib/constants';
import { DEMO_CONTENT } from '../lib/demo/content';
import { E2E_CLIENT_IP_HEADER } from '../server/client-ip.mjs';
import { startSiteServer, type TSiteServer } from './site-server';

/**
 * Shared helpers of the end-to-end tests: the `test` every spec uses (each worker its own server),
 * the app's own messages per locale (so tests assert on the
 * translated texts, never on hard-coded English), localized URLs, the demo content the server is
 * seeded with (from lib/demo/content.ts), an axe check and a console-error collector.
 */

export { LOCALES, type TLocale };
export * from '@playwright/test';

// ---------------------------------------------------------------------------------------------
// One server per worker

/** First port of the workers' servers: worker n listens on E2E_PORT + n when that port is free. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The suite's `test`: each Playwright worker starts its own production server (server.mjs, the one
 * build of the run) on its own port, with its own copy of the seeded database and private files and
 * the test-only routes, and its tests' `baseURL` points there. Rate limits, the live laps a test adds,
 * the accounts and mails of the test-only routes and the page cache's counters are then the worker's
 * own: files run in parallel without seeing each other (docs/decisions/038). The server's output is
 * attached to a failing test. (Playwright calls the fixture callback `use`; `provide` here keeps
 * the React hooks lint rule quiet.)
 */
export const test = base.extend<{ serverOutput: void }, { site: TSiteServer }>({
  site: [
    async ({}, provide, workerInfo) => {
      const site = await startSiteServer(`worker-${workerInfo.workerIndex}`, {}, { port: FIRST_PORT + workerInfo.parallelIndex, keepOutputChars: 100_000 });
      try {
        await provide(site);
      } finally {
        await site.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ site }, provide) => {
    await provide(site.origin);
  },
  serverOutput: [
    async ({ site }, provide, testInfo) => {
      await provide();
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('server-output.txt', { body: site.output().slice(-20_000), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});

const ROOT = path.resolve(__dirname, '..');

type TMessages = Record<string, unknown>;

export const messages: Record<TLocale, TMessages> = Object.fromEntries(
  LOCALES.map((locale) => [locale, JSON.parse(readFileSync(path.join(ROOT, 'messages', `${locale}.json`), 'utf8')) as TMessages]),
) as Record<TLocale, TMessages>;

const translators = Object.fromEntries(
  LOCALES.map((locale) => [locale, createTranslator({ locale, messages: messages[locale] as never })]),
) as Record<TLocale, (key: string, values?: Record<string, string | number>) => string>;

/** A translated message, formatted like the app does it: `t('fr', 'NotFound.title')`. */
export function t(locale: TLocale, key: string, values?: Record<string, string | number>): string {
  return translators[locale](key, values);
}

/** Site path of an app path in a language: `localePath('es', '/news')` is `/ll/es/news`. */
export function localePath(locale: TLocale, appPath = '/'): string {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const rest = appPath === '/' ? '' : appPath;
  return `${BASE_PATH}${prefix}${rest}` || '/';
}

/** Escape text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A RegExp matching the full URL of a site path (any origin, optional query/hash). */
export function urlOf(sitePath: string): RegExp {
  return new RegExp(`^https?://[^/]+${escapeRegExp(sitePath)}/?(?:[?#].*)?$`);
}

// ---------------------------------------------------------------------------------------------
// Demo content: imported from the seed (one source of truth: change the demo data and the tests
// follow).

type TLocalized = Record<TLocale, string>;

export type TSeedMenu = {
  id: number;
  name: TLocalized;
  pagePath: string;
  visible?: boolean;
  hideOnTopMenu?: boolean;
  subs?: { id: number; name: TLocalized; link: string; visible?: boolean; openInNewTab?: boolean }[];
};
export type TSeedHomePage = { locale: TLocale; title: string; sections: { title: string; content: string }[] };
export type TSeedHomeImage = { id: number; alt: TLocalized; caption: TLocalized };
export type TSeedHomeButton = { id: number; name: TLocalized; pagePath: string; visible?: boolean };
export type TSeedSponsor = { id: number; name: string; logoUrl: string | null; link: string | null; floating: boolean };
export type TSeedFooterItem = { id: number; name: TLocalized; pageLink: string; visible?: boolean; openInNewTab?: boolean };
export type TSeedFloatingSettings = { id: number; title: TLocalized };

/** The demo content as the seed writes it (the shapes the tests rely on). */
export const seed = {
  menus: DEMO_CONTENT.menus as unknown as TSeedMenu[],
  homePages: DEMO_CONTENT.homePages as unknown as TSeedHomePage[],
  homeImages: DEMO_CONTENT.homeImages as unknown as TSeedHomeImage[],
  homeButtons: DEMO_CONTENT.homeButtons as unknown as TSeedHomeButton[],
  sponsors: DEMO_CONTENT.sponsors as unknown as TSeedSponsor[],
  floatingSettings: DEMO_CONTENT.floatingSettings as unknown as TSeedFloatingSettings[],
  footer: DEMO_CONTENT.footer as unknown as TSeedFooterItem[],
};

/** The seeded menu item with this id (throws if the demo data changed). */
export function seedMenu(id: number): TSeedMenu {
  const menu = seed.menus.find((m) => m.id === id);
  if (!menu) throw new Error(`e2e fixtures: no menu ${id} in the demo data`);
  return menu;
}

// ---------------------------------------------------------------------------------------------
// Accessibility

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical violations axe finds on the page (WCAG 2.0/2.1 A and AA). */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(A11Y_TAGS).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Open a page and wait until it is ready to be checked: loaded and hydrated by React (every
 * layout, print pages included, has `main#main`). Returns the navigation's response.
 */
export async function openSettled(page: Page, sitePath: string) {
  const response = await page.goto(sitePath);
  await expectHydrated(page.locator('main#main'));
  return response;
}

/** Run axe on the page and fail with a readable list of the serious and critical violations. */
export async function expectNoSeriousA11yViolations(page: Page, testInfo?: TestInfo): Promise<void> {
  // Next streams a dynamic page's metadata: its <title> can arrive after the body has hydrated
  // (on a busy machine, well after). axe checks the page as it settles, title included.
  await expect(page).toHaveTitle(/\S/);
  const serious = await seriousA11yViolations(page);
  if (testInfo && serious.length > 0) {
    await testInfo.attach('axe-violations.json', { body: JSON.stringify(serious, null, 2), contentType: 'application/json' });
  }
  const report = serious
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .slice(0, 10)
          .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
          .join('\n'),
    )
    .join('\n');
  expect(serious.length, `axe found serious/critical violations on ${page.url()}:\n${report}`).toBe(0);
}

// ---------------------------------------------------------------------------------------------
// Console errors

/** Collect console errors and uncaught page errors (CSP violations show up as console errors). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const where = message.location();
      errors.push(`console.error: ${message.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** A fresh client address, so rate-limited actions of tests do not share a quota. */
export function uniqueIp(): string {
  const n = Math.floor(Math.random() * 0xfffffe) + 1;
  return `10.${(n >> 16) & 0xff}.${(n >> 8) & 0xff}.${n & 0xff}`;
}

/**
 * Request headers that make a test a client of its own (by default a fresh address): the
 * test-only header server.mjs honours only with E2E_TEST_ROUTES=true, in place of the socket's
 * address. X-Forwarded-For would not do: the app does not believe it (docs/security.md).
 */
export function asClient(ip: string = uniqueIp()): Record<string, string> {
  return { [E2E_CLIENT_IP_HEADER]: ip };
}

/**
 * A page in a browser context of its own, as a client of its own (asClient): a phone (390 × 844,
 * touch) or a desktop (1280 × 900); `javaScriptEnabled: false` for a browser without JavaScript.
 */
export async function newClientPage(browser: Browser, phone: boolean, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: asClient(),
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 900 } }),
  });
  return context.newPage();
}

// ---------------------------------------------------------------------------------------------
// Hydration

/**
 * Wait until React has hydrated this server-rendered element and committed that hydration. Clicking
 * a button before that does nothing, submitting a form would post natively, and a value typed into
 * a controlled field is reset to the component's state when the hydration commits.
 *
 * React gives the element its fiber key while it renders the hydration, which it does in slices
 * between other tasks, and commits later: the key alone is not enough. The element's fiber is
 * committed when the root fiber above it is the root's current one; or when it has an alternate
 * (the element was rendered again since, which only a committed tree is).
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        locator.first().evaluate((el) => {
          type TFiber = { return: TFiber | null; alternate: TFiber | null; stateNode: unknown };
          const key = Object.keys(el).find((name) => name.startsWith('__reactFiber$'));
          if (!key) return false;
          const fiber = (el as unknown as Record<string, TFiber>)[key]!;
          if (fiber.alternate) return true;
          let top = fiber;
          while (top.return) top = top.return;
          return (top.stateNode as { current?: TFiber } | null)?.current === top;
        }),
      { message: 'the element is hydrated by React, and the hydration committed' },
    )
    .toBe(true);
}

// ---------------------------------------------------------------------------------------------
// A site server of a spec's own (e2e/livelaps.spec.ts, e2e/livelaps-mirror.spec.ts)

/** Every answer of the site at `origin` a page gets (documents, payloads, APIs) that is a 5xx, but the statuses `allowed`. */
export function watchServerErrors(page: Page, origin: string, allowed: number[] = []): string[] {
  const wrong: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 500 && !allowed.includes(response.status())) wrong.push(`${response.status()} ${response.url()}`);
  });
  return wrong;
}

/** Opens a page of the site at `origin` in a language. */
export async function openAt(page: Page, origin: string, locale: TLocale, appPath: string) {
  const response = await page.goto(`${origin}${localePath(locale, appPath)}`);
  expect(response, appPath).not.toBeNull();
  return response!;
}

/** The shell is there: top bar, main, footer, in the page's language. */
export async function expectShell(page: Page, locale: TLocale) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}
