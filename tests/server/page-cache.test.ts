import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE_PATH, DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, LOCALES } from '@/lib/constants';
import * as serverConfig from '../../server/config.mjs';
import { createPageCache, negotiateLanguage, readCookie, serveFromCache } from '../../server/page-cache.mjs';

/**
 * The page cache in front of the app (server/page-cache.mjs) with a stand-in app: what is kept,
 * what is never kept, and when a visitor may be answered from it.
 */

type TApp = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

const PAGE = (marker = '<meta name="page-cache" content="60"/>') => `<!DOCTYPE html><html><head>${marker}</head><body><script nonce="abc">1</script>Résultats</body></html>`;

async function start(app: TApp, options: { now?: () => number; maxEntries?: number } = {}) {
  const cache = createPageCache({
    paths: serverConfig.PAGE_CACHE_PATHS,
    basePath: BASE_PATH,
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    localeCookie: LOCALE_COOKIE_NAME,
    localeCookieMaxAge: LOCALE_COOKIE_MAX_AGE,
    ...options,
  });
  let appCalls = 0;
  server = createServer((req, res) => {
    if (cache.handle(req, res)) return;
    appCalls++;
    app(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return { cache, origin, appCalls: () => appCalls };
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
    expect(first.headers.get('x-page-cache')).toBeNull();
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
      [html(PAGE()), '/ll/news'],
      [html(PAGE()), '/ll/results/7/extra'],
    ] as const) {
      const { origin, appCalls } = await start(app);
      await fetch(`${origin}${path}`);
      const again = await fetch(`${origin}${path}`);
      expect(again.headers.get('x-page-cache')).toBeNull();
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

  it('forgets an entry after its time, capped, and the oldest entries beyond the limit', async () => {
    let clock = 1_000_000;
    const { origin, appCalls } = await start(html(PAGE('<meta name="page-cache" content="99999"/>')), { now: () => clock, maxEntries: 2 });
    await fetch(`${origin}/ll/results/1`);
    clock += 299_000;
    expect((await fetch(`${origin}/ll/results/1`)).headers.get('age')).toBe('299');
    clock += 2_000; // past the 300 s cap
    expect((await fetch(`${origin}/ll/results/1`)).headers.get('x-page-cache')).toBeNull();
    await fetch(`${origin}/ll/results/2`);
    await fetch(`${origin}/ll/results/3`);
    expect(appCalls()).toBe(4);
    expect((await fetch(`${origin}/ll/results/1`)).headers.get('x-page-cache')).toBeNull();
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
    expect(serveFromCache(broken, {} as IncomingMessage, res as unknown as ServerResponse)).toBe(false);
    expect(error).toHaveBeenCalled();
    // Half an answer already sent: the connection is closed rather than left hanging.
    const sent = { headersSent: true, destroy: vi.fn() };
    expect(serveFromCache(broken, {} as IncomingMessage, sent as unknown as ServerResponse)).toBe(true);
    expect(sent.destroy).toHaveBeenCalled();
    expect(serveFromCache(null, {} as IncomingMessage, res as unknown as ServerResponse)).toBe(false);
  });

  it('negotiates Accept-Language by quality, then order', () => {
    expect(negotiateLanguage(undefined, ['en', 'es', 'fr'], 'en')).toBe('en');
    expect(negotiateLanguage('es;q=0.8, fr', ['en', 'es', 'fr'], 'en')).toBe('fr');
    expect(negotiateLanguage('de, es-MX;q=0.5', ['en', 'es', 'fr'], 'en')).toBe('es');
    expect(negotiateLanguage('fr;q=0', ['en', 'es', 'fr'], 'en')).toBe('en');
  });
});
