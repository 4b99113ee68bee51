import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BASE_PATH, DEFAULT_LOCALE, LOCALE_COOKIE_NAME, LOCALES } from '@/lib/constants';
import { SESSION_COOKIE_NAMES } from '../../server/config.mjs';
import { createPageCacheKeys } from '../../server/page-cache-key.mjs';
import { PAGE_CACHE_ROUTES, readHints, type TPageChoices } from '../../server/page-cache-routes.mjs';

/**
 * Caching is declared once, in the table of server/page-cache-routes.mjs: these tests hold every
 * route of it to the server that keys by it and to the pages that state it (the main layout for
 * the `shared` routes, the page itself for the others), and hold the pages to the table's names.
 */

const state = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-pathname': state.pathname }) }));
const { PageCacheHint, PageCacheVeto, SharedPageHint } = await import('@/components/results/PageCacheHint');

const ROOT = path.resolve(__dirname, '../..');
/** The pages under the main layout, which renders the shared routes' hint. */
const MAIN = path.join(ROOT, 'app/[locale]/(main)');

/** Addresses of each route of the table (after the base path and the language prefix). */
const EXAMPLES: Record<string, string[]> = {
  home: ['/'],
  content: ['/about-us', '/faqs', '/rules', '/sponsors', '/documents'],
  'simple-page': ['/simple-page', '/simple-page/race-day'],
  news: ['/news'],
  'news-item': ['/news/race-day'],
  calendar: ['/event-calendar'],
  events: ['/events', '/events/3'],
  promoters: ['/promoters', '/promoters/2', '/promoters/events/2'],
  organizations: ['/organizations', '/organizations/1/events'],
  series: ['/series', '/series/1'],
  results: ['/results/7', '/races/4'],
  participant: ['/liveonlivelaps/12'],
};

/** The choices each route whose page decides may state, as the table's types declare them (server/page-cache-routes.d.mts). */
const DECLARED_CHOICES = {
  results: { finished: true, live: true },
  participant: { quiet: true, live: true },
} satisfies { [R in keyof TPageChoices]: Record<TPageChoices[R], true> };

const keys = createPageCacheKeys({
  routes: PAGE_CACHE_ROUTES,
  sessionCookies: SESSION_COOKIE_NAMES,
  basePath: BASE_PATH,
  locales: [...LOCALES],
  defaultLocale: DEFAULT_LOCALE,
  localeCookie: LOCALE_COOKIE_NAME,
});

/** The address a visitor asks for, in a language: `/ll`, `/ll/fr/news`... */
const address = (example: string, locale: string) => `${BASE_PATH}${locale === DEFAULT_LOCALE ? '' : `/${locale}`}${example === '/' ? '' : example}`;

/** Every page file's route, as a pattern of the addresses it answers (route groups left out). */
function pagesUnder(dir: string, segments: string[] = []): { file: string; pattern: RegExp }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return pagesUnder(path.join(dir, entry.name), [...segments, entry.name]);
    if (entry.name !== 'page.tsx') return [];
    const source = segments
      .filter((segment) => !/^\(.*\)$/.test(segment))
      .map((segment) => {
        if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/[^/]+)*';
        if (/^\[\.\.\..+\]$/.test(segment)) return '(?:/[^/]+)+';
        if (/^\[.+\]$/.test(segment)) return '/[^/]+';
        return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      })
      .join('');
    return [{ file: path.relative(ROOT, path.join(dir, entry.name)), pattern: new RegExp(`^${source || '/'}$`) }];
  });
}

/** The source files of the pages and components. */
function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [{ file: path.relative(ROOT, file), text: readFileSync(file, 'utf8') }] : [];
  });
}

const markup = (node: ReactNode) => renderToStaticMarkup(<>{node}</>);

describe('the page cache table', () => {
  it('names each route once, and every route has addresses here', () => {
    const names = PAGE_CACHE_ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(Object.keys(EXAMPLES));
  });

  it("matches every route's addresses on the server, in every language, and keys them", () => {
    for (const route of PAGE_CACHE_ROUTES) {
      for (const example of EXAMPLES[route.name]!) {
        // Each address is its own route's, not an earlier route's.
        expect(PAGE_CACHE_ROUTES.find((r) => r.path.test(example))?.name, example).toBe(route.name);
        for (const locale of LOCALES) {
          const url = address(example, locale);
          expect(keys.routeOf(url), url).toBe(route);
          expect(keys.keyOf({ method: 'GET', url, headers: { host: 'example.org' } } as unknown as IncomingMessage), url).not.toBeNull();
        }
      }
    }
  });

  it('has a page under the main layout for every address of a route', () => {
    const pages = pagesUnder(MAIN);
    expect(pages.length).toBeGreaterThan(20);
    for (const [name, examples] of Object.entries(EXAMPLES)) {
      for (const example of examples) expect(pages.some((page) => page.pattern.test(example)), `${name}: ${example}`).toBe(true);
    }
    // The main layout is where the shared routes' hint is stated.
    expect(readFileSync(path.join(MAIN, 'layout.tsx'), 'utf8')).toMatch(/<SharedPageHint \/>/);
  });

  it("states a shared route's time from the main layout, read back by the server as the table says", async () => {
    for (const route of PAGE_CACHE_ROUTES) {
      for (const example of EXAMPLES[route.name]!) {
        for (const locale of LOCALES) {
          // The proxy's x-pathname: the path with its language prefix, without the base path.
          state.pathname = address(example, locale).slice(BASE_PATH.length) || '/';
          const hint = await SharedPageHint();
          if (route.policy.kind === 'shared') {
            expect(readHints(markup(hint)), state.pathname).toEqual({ ttl: route.policy.seconds, stale: route.policy.staleSeconds });
          } else {
            // A page that decides states its own time.
            expect(hint, state.pathname).toBeNull();
          }
        }
      }
    }
  });

  it('gives each route whose page decides the choices its types declare, each read back by the server as the table says', () => {
    const deciding = PAGE_CACHE_ROUTES.flatMap((route) => (route.policy.kind === 'page' ? [[route.name, Object.keys(route.policy.choices)] as const] : []));
    expect(Object.fromEntries(deciding)).toEqual(Object.fromEntries(Object.entries(DECLARED_CHOICES).map(([name, choices]) => [name, Object.keys(choices)])));
    for (const route of PAGE_CACHE_ROUTES) {
      if (route.policy.kind !== 'page') continue;
      for (const [choice, time] of Object.entries(route.policy.choices)) {
        const stated = { route: route.name, choice } as Parameters<typeof PageCacheHint>[0];
        const hints = readHints(markup(<PageCacheHint {...stated} />));
        // A time of 0 is a veto: the server keeps nothing.
        expect(hints, `${route.name} ${choice}`).toEqual(time.seconds > 0 ? { ttl: time.seconds, stale: time.staleSeconds } : null);
      }
    }
    expect(() => markup(<PageCacheHint {...({ route: 'results', choice: 'forever' } as unknown as Parameters<typeof PageCacheHint>[0])} />)).toThrow(/no choice "forever"/);
  });

  it('lets a veto win over any time a page states', () => {
    expect(readHints(markup(<PageCacheVeto />))).toBeNull();
    const both = markup(
      <>
        <PageCacheHint route="results" choice="finished" />
        <PageCacheVeto />
      </>,
    );
    expect(readHints(both)).toBeNull();
  });

  it('is stated by the pages of every route whose page decides, by name only: no time and no hand-written hint elsewhere', () => {
    const files = [...sources(path.join(ROOT, 'app')), ...sources(path.join(ROOT, 'components'))];
    const stated = new Set<string>();
    for (const { file, text } of files) {
      for (const use of text.matchAll(/<PageCacheHint\b[^>]*>/g)) {
        const name = /\broute="([^"]+)"/.exec(use[0])?.[1];
        expect(name, `${file}: ${use[0]}`).toBeDefined();
        expect(use[0], file).not.toMatch(/\bseconds=/);
        stated.add(name!);
      }
      if (file !== path.join('components', 'results', 'PageCacheHint.tsx')) expect(text, file).not.toMatch(/name="page-cache"|_PAGE_CACHE_SECONDS/);
    }
    expect([...stated].sort()).toEqual(PAGE_CACHE_ROUTES.filter((route) => route.policy.kind === 'page').map((route) => route.name).sort());
  });
});
