import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE_PATH, DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, LOCALES } from '@/lib/constants';
import * as serverConfig from '../../server/config.mjs';
import { createPageCache, serveFromCache } from '../../server/page-cache.mjs';
import { readCookie } from '../../server/page-cache-key.mjs';
import { PAGE_CACHE_ROUTES, readHints } from '../../server/page-cache-routes.mjs';

/**
 * The page cache in front of the app (server/page-cache.mjs) with a stand-in app: what is kept,
 * what is never kept, and when a visitor may be answered from it.
 */

type TApp = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

const PAGE = (marker = '<meta name="page-cache" content="60"/>') => `<!DOCTYPE html><html><head>${marker}</head><body><script nonce="abc">1</script>Résultats</body></html>`;

async function start(app: TApp, options: { now?: () => number; maxEntries?: number; waitMs?: number } = {}) {
  let origin = '';
  // The cache renders a page by asking the server, as server.mjs does over loopback.
  const render = vi.fn(async ({ url, headers }: { url: string; headers: Record<string, string> }) => {
    await (await fetch(`${origin}${url}`, { headers })).arrayBuffer();
  });
  const cache = createPageCache({
    routes: PAGE_CACHE_ROUTES,
    sessionCookies: serverConfig.SESSION_COOKIE_NAMES,
    render,
    renderToken: 'secret-of-this-process',
    basePath: BASE_PATH,
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    localeCookie: LOCALE_COOKIE_NAME,
    localeCookieMaxAge: LOCALE_COOKIE_MAX_AGE,
    ...options,
  });
  let appCalls = 0;
  /** What the app saw of each request: its address and cookies. */
  const seen: { url: string; cookie: string | undefined }[] = [];
  server = createServer((req, res) => {
    const toApp = () => {
      appCalls++;
      seen.push({ url: req.url ?? '', cookie: req.headers.cookie });
      app(req, res);
    };
    if (serveFromCache(cache, req, res, toApp)) return;
    toApp();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return { cache, origin, appCalls: () => appCalls, seen, render };
}

const html =
  (body = PAGE(), headers: Record<string, string | string[]> = {}, status = 200): TApp =>
  (req, res) => {
    const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? ''));
    res.statusCode = status;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-security-policy', "script-src 'nonce-abc'");
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    if (gzip) {
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync(body));
    } else {
      // Streamed in two parts, as the app streams its HTML.
      res.write(body.slice(0, 20));
      res.end(body.slice(20));
    }
  };

describe('page cache', () => {
  it('agrees with the app on base path, languages and the language cookie', () => {
    expect(serverConfig.BASE_PATH).toBe(BASE_PATH);
    expect(serverConfig.LOCALES).toEqual([...LOCALES]);
    expect(serverConfig.DEFAULT_LOCALE).toBe(DEFAULT_LOCALE);
    expect(serverConfig.LOCALE_COOKIE_NAME).toBe(LOCALE_COOKIE_NAME);
    expect(serverConfig.LOCALE_COOKIE_MAX_AGE).toBe(LOCALE_COOKIE_MAX_AGE);
  });

  it('keeps a page that carries the hint and answers the next visitors without the app, same bytes and headers', async () => {
    const { origin, appCalls } = await start(html());
    const first = await fetch(`${origin}/ll/results/7?race=99`, { headers: { 'accept-encoding': 'identity' } });
    // The first visitor waited for the cache's own render.
    expect(first.headers.get('x-page-cache')).toBe('MISS');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    const firstBody = await first.text();
    const second = await fetch(`${origin}/ll/results/7?race=99`, { headers: { 'accept-encoding': 'identity' } });
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('content-security-policy')).toBe("script-src 'nonce-abc'");
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Compressed for clients that accept it, from the same entry, once its compressed copy is
    // made (off the main thread; until then the plain page is a valid answer).
    await vi.waitFor(async () => {
      const zipped = await fetch(`${origin}/ll/results/7?race=99`);
      expect(await zipped.text()).toBe(firstBody);
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
    });
    expect(appCalls()).toBe(1);
    // Another query is another page.
    await fetch(`${origin}/ll/results/7?race=98`);
    expect(appCalls()).toBe(2);
  });

  it('keeps what the app compressed, and serves it plain to clients that do not accept gzip', async () => {
    const { origin, appCalls } = await start(html());
    await fetch(`${origin}/ll/es/races/4`);
    const plain = await fetch(`${origin}/ll/es/races/4`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('x-page-cache')).toBe('HIT');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(PAGE());
    expect(appCalls()).toBe(1);
  });

  it('never keeps pages without the hint, other statuses, personal cookies or other paths', async () => {
    for (const [app, path] of [
      [html(PAGE('')), '/ll/results/7'],
      [html(PAGE(), {}, 404), '/ll/results/7'],
      [html(PAGE(), { 'set-cookie': ['session=1; HttpOnly'] }), '/ll/results/7'],
      [html(PAGE()), '/ll/account'],
      [html(PAGE()), '/ll/results/7/extra'],
    ] as const) {
      const { origin, appCalls } = await start(app);
      await fetch(`${origin}${path}`);
      const again = await fetch(`${origin}${path}`);
      expect(again.headers.get('x-page-cache')).toBeNull();
      // Either the cache's render (whose answer the first visitor got) and then the app, or the app twice.
      expect(appCalls()).toBe(2);
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
  });

  it('leaves client navigations (RSC payload requests) and posts to the app', async () => {
    const { origin, appCalls } = await start(html());
    await fetch(`${origin}/ll/results/7`);
    await fetch(`${origin}/ll/results/7`, { headers: { rsc: '1' } });
    await fetch(`${origin}/ll/results/7`, { method: 'POST', body: 'x' });
    expect(appCalls()).toBe(3);
    const head = await fetch(`${origin}/ll/results/7`, { method: 'HEAD' });
    expect(head.headers.get('x-page-cache')).toBe('HIT');
  });

  it('answers an English page only to visitors the app would not send to /es or /fr', async () => {
    const { origin, appCalls } = await start(html(PAGE(), { 'set-cookie': `${LOCALE_COOKIE_NAME}=en; Path=/ll` }));
    await fetch(`${origin}/ll/results/7`);
    const cases: [Record<string, string>, boolean][] = [
      [{}, true],
      [{ 'accept-language': 'en-CA,en;q=0.9,fr;q=0.5' }, true],
      [{ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' }, false],
      [{ 'accept-language': 'de-DE' }, true],
      [{ cookie: `${LOCALE_COOKIE_NAME}=es` }, false],
      [{ cookie: `other=1; ${LOCALE_COOKIE_NAME}=en`, 'accept-language': 'fr' }, true],
    ];
    for (const [headers, hit] of cases) {
      const response = await fetch(`${origin}/ll/results/7`, { headers });
      expect(response.headers.get('x-page-cache'), JSON.stringify(headers)).toBe(hit ? 'HIT' : null);
    }
    expect(appCalls()).toBe(1 + cases.filter(([, hit]) => !hit).length);
    // The language cookie is set again for visitors who have none, never a stored one for others.
    const fresh = await fetch(`${origin}/ll/results/7`);
    expect(fresh.headers.get('set-cookie')).toMatch(new RegExp(`^${LOCALE_COOKIE_NAME}=en; Path=/ll; Expires=.+; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=lax$`));
    const known = await fetch(`${origin}/ll/results/7`, { headers: { cookie: `${LOCALE_COOKIE_NAME}=en` } });
    expect(known.headers.get('set-cookie')).toBeNull();
  });

  it('answers a /fr page to visitors without a language cookie or with fr, not to others', async () => {
    const { origin } = await start(html());
    await fetch(`${origin}/ll/fr/results/7`);
    expect((await fetch(`${origin}/ll/fr/results/7`)).headers.get('x-page-cache')).toBe('HIT');
    expect((await fetch(`${origin}/ll/fr/results/7`, { headers: { cookie: `${LOCALE_COOKIE_NAME}=fr` } })).headers.get('x-page-cache')).toBe('HIT');
    expect((await fetch(`${origin}/ll/fr/results/7`, { headers: { cookie: `${LOCALE_COOKIE_NAME}=en` } })).headers.get('x-page-cache')).toBeNull();
  });

  it('forgets an entry after its time and stale time, capped, and the oldest entries beyond the limit', async () => {
    let clock = 1_000_000;
    const { origin, appCalls } = await start(html(PAGE('<meta name="page-cache" content="99999" data-stale="0"/>')), { now: () => clock, maxEntries: 2 });
    await fetch(`${origin}/ll/results/1`);
    clock += 3_599_000;
    expect((await fetch(`${origin}/ll/results/1`)).headers.get('age')).toBe('3599');
    clock += 2_000; // past the one-hour cap
    expect((await fetch(`${origin}/ll/results/1`)).headers.get('x-page-cache')).toBe('MISS');
    await fetch(`${origin}/ll/results/2`);
    await fetch(`${origin}/ll/results/3`);
    expect(appCalls()).toBe(4);
    // The oldest entry was pushed out by the two others: rendered again.
    expect((await fetch(`${origin}/ll/results/1`)).headers.get('x-page-cache')).toBe('MISS');
    expect(appCalls()).toBe(5);
  });

  it('answers a visitor whose language cookie does not decode: the app renders it, never the cache', async () => {
    const { origin, appCalls } = await start(html());
    const junk = { cookie: `${LOCALE_COOKIE_NAME}=%E0%A4%A`, 'accept-encoding': 'identity' };
    const first = await fetch(`${origin}/ll/results/7?race=99`, { headers: junk, signal: AbortSignal.timeout(5000) });
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(PAGE());
    // The cookie names no language: such a visitor is never answered from the cache.
    await fetch(`${origin}/ll/results/7?race=99`, { headers: junk, signal: AbortSignal.timeout(5000) });
    expect(appCalls()).toBe(2);
    await fetch(`${origin}/ll/results/7?race=99`, { headers: { 'accept-encoding': 'identity' } });
    const clean = await fetch(`${origin}/ll/results/7?race=99`, { headers: { 'accept-encoding': 'identity' } });
    expect(clean.headers.get('x-page-cache')).toBe('HIT');
  });

  it('renders a page once for 30 visitors who ask for it at the same time', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: TApp = (req, res) => void gate.then(() => html()(req, res));
    const { origin, appCalls, render } = await start(slow);
    const answers = Promise.all(Array.from({ length: 30 }, () => fetch(`${origin}/ll/event-calendar?view=month`).then(async (r) => ({ cache: r.headers.get('x-page-cache'), body: await r.text() }))));
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1));
    release();
    const got = await answers;
    expect(got.every((a) => a.cache === 'MISS' && a.body === PAGE())).toBe(true);
    expect(appCalls()).toBe(1);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('gives 30 visitors of a page that may not be kept the one render too, then sends its visitors to the app', async () => {
    const { origin, appCalls, render } = await start(html(PAGE('')));
    const got = await Promise.all(Array.from({ length: 30 }, () => fetch(`${origin}/ll/news`).then(async (r) => ({ status: r.status, cache: r.headers.get('x-page-cache'), body: await r.text() }))));
    expect(got.every((a) => a.status === 200 && a.cache === 'MISS' && a.body === PAGE(''))).toBe(true);
    expect(render).toHaveBeenCalledTimes(1);
    expect(appCalls()).toBe(1);
    expect((await fetch(`${origin}/ll/news`)).headers.get('x-page-cache')).toBeNull();
    expect(appCalls()).toBe(2);
  });

  it('keys a page by the query parameters its route reads: others cannot push useful entries out', async () => {
    const { origin, appCalls, seen } = await start(html(), { maxEntries: 2 });
    await fetch(`${origin}/ll/results/7?race=99&view=class`);
    for (let n = 0; n < 5; n++) {
      const junk = await fetch(`${origin}/ll/results/7?x=${n}&view=class&race=99&utm_source=mail`);
      expect(junk.headers.get('x-page-cache')).toBe('HIT');
    }
    expect(appCalls()).toBe(1);
    // The render was asked for the page's own address, nothing of the visitor's junk.
    expect(seen[0]!.url).toBe('/ll/results/7?race=99&view=class');
    // Home reads no parameter at all.
    await fetch(`${origin}/ll?utm_campaign=race-day`);
    expect((await fetch(`${origin}/ll?x=2`)).headers.get('x-page-cache')).toBe('HIT');
    expect(seen.at(-1)!.url).toBe('/ll');
  });

  it("renders as a visitor without cookies, and never answers a signed-in visitor from the cache", async () => {
    const { origin, appCalls, seen } = await start(html());
    await fetch(`${origin}/ll/results/7`, { headers: { cookie: 'theme=dark; other=1' } });
    expect(seen[0]!.cookie).toBeUndefined();
    for (const name of serverConfig.SESSION_COOKIE_NAMES) {
      const signedIn = await fetch(`${origin}/ll/results/7`, { headers: { cookie: `${name}=abc` } });
      expect(signedIn.headers.get('x-page-cache')).toBeNull();
      expect(seen.at(-1)!.cookie).toBe(`${name}=abc`);
    }
    expect(appCalls()).toBe(1 + serverConfig.SESSION_COOKIE_NAMES.length);
  });

  it('serves an entry stale after its time while one render refreshes it', async () => {
    let clock = 1_000_000;
    let version = 1;
    const app: TApp = (req, res) => html(PAGE(`<meta name="page-cache" content="60" data-stale="300"/><p>v${version}</p>`))(req, res);
    const { origin, render } = await start(app, { now: () => clock });
    await fetch(`${origin}/ll/faqs`);
    version = 2;
    clock += 61_000;
    const stale = await fetch(`${origin}/ll/faqs`);
    expect(stale.headers.get('x-page-cache')).toBe('STALE');
    expect(await stale.text()).toContain('v1');
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () => {
      const fresh = await fetch(`${origin}/ll/faqs`);
      expect(fresh.headers.get('x-page-cache')).toBe('HIT');
      expect(await fresh.text()).toContain('v2');
    });
    // Past its stale time too: rendered again while the visitor waits.
    clock += 400_000;
    expect((await fetch(`${origin}/ll/faqs`)).headers.get('x-page-cache')).toBe('MISS');
  });

  it('keeps rendering for the next visitors when the visitor who asked leaves', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: TApp = (req, res) => void gate.then(() => html()(req, res));
    const { origin, appCalls, render } = await start(slow);
    const leaving = new AbortController();
    const left = fetch(`${origin}/ll/series/1`, { signal: leaving.signal }).catch(() => 'left');
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1));
    leaving.abort();
    expect(await left).toBe('left');
    release();
    await vi.waitFor(async () => expect((await fetch(`${origin}/ll/series/1`)).headers.get('x-page-cache')).toBe('HIT'));
    expect(appCalls()).toBe(1);
  });

  it('never keeps a page with a hint of 0 (last good data), whatever its other hints', async () => {
    const { origin } = await start(html(PAGE('<meta name="page-cache" content="60"/><meta name="page-cache" content="0"/>')));
    await fetch(`${origin}/ll/results/7`);
    expect((await fetch(`${origin}/ll/results/7`)).headers.get('x-page-cache')).toBeNull();
  });

  it('reads the smallest hint of a page', () => {
    expect(readHints('<meta name="page-cache" content="60"/>')).toEqual({ ttl: 60, stale: 60 });
    expect(readHints('<meta name="page-cache" content="600" data-stale="600"/><p/><meta name="page-cache" content="60" data-stale="300"/>')).toEqual({ ttl: 60, stale: 300 });
    expect(readHints('<meta name="page-cache" content="2" data-stale="0"/>')).toEqual({ ttl: 2, stale: 0 });
    expect(readHints('<meta name="page-cache" content="0"/>')).toBeNull();
    expect(readHints('<p>nothing</p>')).toBeNull();
  });

  it('reads a cookie value percent-decoded, or as sent when it does not decode', () => {
    expect(readCookie('a=1; i18n_redirected=fr', LOCALE_COOKIE_NAME)).toBe('fr');
    expect(readCookie('i18n_redirected=%66r', LOCALE_COOKIE_NAME)).toBe('fr');
    expect(readCookie('i18n_redirected=%E0%A4%A', LOCALE_COOKIE_NAME)).toBe('%E0%A4%A');
    expect(readCookie('i18n_redirected=%zz', LOCALE_COOKIE_NAME)).toBe('%zz');
    expect(readCookie('other=%zz', LOCALE_COOKIE_NAME)).toBeUndefined();
    expect(readCookie(undefined, LOCALE_COOKIE_NAME)).toBeUndefined();
  });

  it('lets the app answer when the cache itself fails, so no request is left without an answer', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      handle: () => {
        throw new Error('cache bug');
      },
    };
    const res = { headersSent: false, destroy: vi.fn() };
    expect(serveFromCache(broken, {} as IncomingMessage, res as unknown as ServerResponse, () => {})).toBe(false);
    expect(error).toHaveBeenCalled();
    // Half an answer already sent: the connection is closed rather than left hanging.
    const sent = { headersSent: true, destroy: vi.fn() };
    expect(serveFromCache(broken, {} as IncomingMessage, sent as unknown as ServerResponse, () => {})).toBe(true);
    expect(sent.destroy).toHaveBeenCalled();
    expect(serveFromCache(null, {} as IncomingMessage, res as unknown as ServerResponse, () => {})).toBe(false);
  });
});
