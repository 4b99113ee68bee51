import { expect, test } from '@playwright/test';
import { localePath } from './fixtures';

/** Plain requests without a cookie jar: each one says exactly which language cookie it has. */
async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, test.info().project.use.baseURL), { headers, redirect: 'manual' });
  return { status: response.status, cache: response.headers.get('x-page-cache'), csp: response.headers.get('content-security-policy'), body: await response.text() };
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
    expect(first.cache).toBeNull();
    const second = await get(path, { cookie: `i18n_redirected=${locale}` });
    expect(second.cache).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.csp).toBe(first.csp);
  }
});

test('a live race, a client navigation and a visitor of another language are never answered from the cache', async () => {
  const live = `${localePath('en', '/results/3')}?race=4`;
  expect((await get(live)).status).toBe(200);
  expect((await get(live)).cache).toBeNull();

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
