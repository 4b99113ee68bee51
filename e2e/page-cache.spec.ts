import { expect, expectHydrated, test, localePath, urlOf } from './fixtures';

/** This worker's server (e2e/fixtures.ts). */
let origin = '';
test.beforeAll(({ site }) => {
  origin = site.origin;
});

/** Plain requests without a cookie jar: each one says exactly which language cookie it has. */
async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, origin), { headers, redirect: 'manual' });
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    cacheControl: response.headers.get('cache-control'),
    csp: response.headers.get('content-security-policy'),
    body: await response.text(),
  };
}

/** What the server's page cache did so far (a test-only route of server.mjs). */
async function cacheStats(): Promise<{ renders: number; hits: number }> {
  return (await fetch(new URL('/ll/api/test/page-cache', origin))).json() as Promise<{ renders: number; hits: number }>;
}

/**
 * The shared page cache of the production server (server.mjs, docs/decisions/015): a finished
 * race's results are rendered once and shared; a live race never is. Demo data: event 1 has the
 * finished race 1; event 3 has race 4, running today.
 */

test('a finished race is served from the page cache after the first render, the same page in each language', async () => {
  for (const locale of ['en', 'es', 'fr'] as const) {
    const path = `${localePath(locale, '/results/1')}?race=1&view=class&nocache=${Date.now()}`;
    const first = await get(path, { cookie: `i18n_redirected=${locale}` });
    expect(first.status).toBe(200);
    // The first visitor waited for the one render of the page.
    expect(first.cache).toBe('MISS');
    expect(first.cacheControl).toBe('public, max-age=0, s-maxage=600, stale-while-revalidate=600');
    const second = await get(path, { cookie: `i18n_redirected=${locale}` });
    expect(second.cache).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.csp).toBe(first.csp);
  }
});

test('a live race is shared for seconds; a client navigation and a visitor of another language are never answered from the cache', async () => {
  const live = `${localePath('en', '/results/3')}?race=4&nocache=${Date.now()}`;
  const first = await get(live);
  expect(first.status).toBe(200);
  expect(first.cacheControl).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=0');

  const finished = `${localePath('fr', '/results/1')}?race=1&nocache=${Date.now()}`;
  await get(finished);
  expect((await get(finished, { rsc: '1' })).cache).toBeNull();
  // The French page is not given to a visitor whose language cookie says English.
  expect((await get(finished, { cookie: 'i18n_redirected=en' })).cache).toBeNull();
  expect((await get(finished)).cache).toBe('HIT');
  // An English URL for a visitor who prefers French is the app's redirect, not the English page.
  const english = `${localePath('en', '/results/1')}?race=1&nocache=${Date.now()}`;
  await get(english);
  const french = await get(english, { 'accept-language': 'fr-CA,fr;q=0.9' });
  expect(french.status).toBe(307);
  expect(french.cache).toBeNull();
});

test('home, a content page and the calendar: 30 visitors at once cost one render; unknown query parameters share the entry; a signed-in visitor gets the app', async () => {
  for (const page of ['/', '/fr/faqs', '/es/event-calendar?view=month']) {
    const marker = `x=${Date.now()}`;
    // A page nobody asked for yet: the entry another test left (stale, it would answer some of the
    // 30 while its refresh renders) is dropped first.
    await fetch(new URL('/ll/api/test/page-cache', origin), { method: 'DELETE' });
    const before = await cacheStats();
    const path = `/ll${page === '/' ? '' : page}${page.includes('?') ? '&' : '?'}utm_source=${marker}`;
    const answers = await Promise.all(Array.from({ length: 30 }, () => get(path)));
    expect(answers.every((a) => a.status === 200), page).toBe(true);
    expect(new Set(answers.map((a) => a.body)).size, page).toBe(1);
    const after = await cacheStats();
    expect(after.renders - before.renders, page).toBeLessThanOrEqual(1);
    expect(answers[0]!.cacheControl, page).toMatch(/^public, max-age=0, s-maxage=60, stale-while-revalidate=300$/);
    // Another junk parameter: the same entry.
    expect((await get(path.replace(marker, `${marker}-other`))).cache, page).toMatch(/^(HIT|STALE)$/);
    // A signed-in visitor always gets the app (what they just changed shows at once).
    expect((await get(path, { cookie: 'll_session=not-a-real-session' })).cache, page).toBeNull();
  }
});

test('a page view asks the server for no other page; a link is prefetched when the pointer rests on it or the keyboard reaches it', async ({ page }) => {
  const payloads: { path: string; prefetch: boolean }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) payloads.push({ path: url.pathname, prefetch: request.headers()['next-router-prefetch'] === '1' });
  });
  await page.goto(localePath('fr', '/'));
  const promoters = page.getByRole('banner').locator(`a[href="${localePath('fr', '/promoters')}"]:visible`).first();
  await expectHydrated(promoters);
  // Every link of the menu, the footer and the page is in view or near it; none is fetched.
  await page.waitForLoadState('networkidle');
  expect(payloads).toEqual([]);

  await promoters.hover();
  await expect.poll(() => payloads.filter((p) => p.prefetch).map((p) => p.path)).toContain(localePath('fr', '/promoters'));
  expect(new Set(payloads.map((p) => p.path))).toEqual(new Set([localePath('fr', '/promoters')]));

  // The keyboard: a footer link is prefetched as it takes the focus.
  const footerLink = page.getByRole('contentinfo').locator(`a[href^="${localePath('fr', '/')}/"]`).first();
  const footerPath = ((await footerLink.getAttribute('href')) ?? '').split('#')[0]!;
  await footerLink.focus();
  await expect.poll(() => payloads.map((p) => p.path)).toContain(footerPath);

  // The click is a client-side navigation (the page is not reloaded).
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await promoters.click();
  await expect(page).toHaveURL(urlOf(localePath('fr', '/promoters')));
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});
