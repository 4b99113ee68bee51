import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The service worker (public/sw.js) run in a VM context with fakes for the worker globals (self,
 * caches, fetch): its classification and each strategy, as the browser would drive them.
 */

const ORIGIN = 'http://site.test';
const SOURCE = readFileSync(path.join(process.cwd(), 'public/sw.js'), 'utf8');

/** A Cache Storage in memory; like the browser's, put() moves an entry to the end of keys(). */
class FakeCache {
  entries = new Map<string, Response>();
  private static key(k: string | { url: string }) {
    return typeof k === 'string' ? k : k.url;
  }
  async match(k: string | { url: string }) {
    return this.entries.get(FakeCache.key(k))?.clone();
  }
  async put(k: string | { url: string }, response: Response) {
    const key = FakeCache.key(k);
    this.entries.delete(key);
    this.entries.set(key, response);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }));
  }
  async delete(k: string | { url: string }) {
    return this.entries.delete(FakeCache.key(k));
  }
}

class FakeCacheStorage {
  stores = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new FakeCache());
    return this.stores.get(name)!;
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async match(k: string) {
    for (const cache of this.stores.values()) {
      const hit = await cache.match(k);
      if (hit) return hit;
    }
    return undefined;
  }
}

type TListener = (event: unknown) => void;
type TFakeRequest = { method: string; url: string; mode: string; headers: Headers };

function loadWorker() {
  const listeners = new Map<string, TListener>();
  const caches = new FakeCacheStorage();
  const fetch = vi.fn<(input: TFakeRequest | string, init?: RequestInit) => Promise<Response>>();
  const claim = vi.fn(async () => undefined);
  const context = vm.createContext({
    self: {
      location: new URL(`${ORIGIN}/ll/sw.js`),
      addEventListener: (type: string, listener: TListener) => listeners.set(type, listener),
      skipWaiting: vi.fn(async () => undefined),
      clients: { claim },
    },
    caches,
    fetch,
    Response,
    Headers,
    URL,
    Date,
    // Through globalThis, so vi.useFakeTimers() applies inside the worker too.
    setTimeout: (fn: () => void, ms: number) => globalThis.setTimeout(fn, ms),
  });
  vm.runInContext(SOURCE, context, { filename: 'public/sw.js' });
  const names = vm.runInContext('({ PAGES_CACHE, STATIC_CACHE, API_CACHE, MAX_PAGES, TIMEOUT_MS })', context) as {
    PAGES_CACHE: string;
    STATIC_CACHE: string;
    API_CACHE: string;
    MAX_PAGES: number;
    TIMEOUT_MS: number;
  };
  const worker = context as unknown as {
    classify: (method: string, url: string, mode: string, headers: Headers, origin: string) => string;
    isStorable: (response: unknown, kind: string) => boolean;
    stamp: (response: Response, now: number) => Promise<Response>;
    served: (copy: Response) => Response;
  };

  /** Dispatch a fetch event; `answer` is what respondWith got (undefined: not intercepted). */
  function dispatchFetch(url: string, { method = 'GET', mode = 'navigate', headers = {} }: { method?: string; mode?: string; headers?: Record<string, string> } = {}) {
    let answer: Promise<Response> | undefined;
    const waits: Promise<unknown>[] = [];
    const request: TFakeRequest = { method, url: new URL(url, ORIGIN).href, mode, headers: new Headers(headers) };
    listeners.get('fetch')!({
      request,
      respondWith: (p: Promise<Response>) => {
        answer = Promise.resolve(p);
      },
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    return { answer, done: () => Promise.all(waits) };
  }

  async function dispatchExtendable(type: string, extra: Record<string, unknown> = {}) {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...extra, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  }

  return { worker, names, caches, fetch, claim, dispatchFetch, dispatchExtendable };
}

const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(`<!doctype html><title>${body}</title>`, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const fake = (over: Partial<{ status: number; type: string; redirected: boolean; headers: Headers }>) => ({
  status: 200,
  type: 'basic',
  redirected: false,
  headers: new Headers({ 'Content-Type': 'text/html' }),
  ...over,
});

let sw: ReturnType<typeof loadWorker>;
beforeEach(() => {
  sw = loadWorker();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('classify', () => {
  const classify = (url: string, { method = 'GET', mode = 'navigate', headers = {} }: { method?: string; mode?: string; headers?: Record<string, string> } = {}) =>
    sw.worker.classify(method, new URL(url, ORIGIN).href, mode, new Headers(headers), ORIGIN);

  it('stores the pages of the site in every language', () => {
    for (const url of ['/ll/', '/ll/races/1', '/ll/es/races/1', '/ll/fr/results/3?race=4', '/ll/liveonlivelaps/12', '/ll/news']) {
      expect(classify(url), url).toBe('page');
    }
  });

  it('never stores account, purchase, waiver and organiser pages, in any language', () => {
    for (const url of [
      '/ll/login',
      '/ll/login?next=/ll/account/family',
      '/ll/es/account/family',
      '/ll/fr/registration/participant',
      '/ll/spectator/4',
      '/ll/waiver/00000000-0000-4000-8000-000000000001',
      '/ll/es/waiver/copy/x',
      '/ll/payments/test/abc',
      '/ll/resetPassword?token=t',
      '/ll/fr/forgotPassword',
      '/ll/outbox',
      '/ll/thank-you-page/participant/5',
      '/ll/organiser',
      '/ll/fr/organiser/events/4/waiver',
    ]) {
      expect(classify(url), url).toBe('private-page');
    }
    // A page whose name only starts like one is a normal page.
    expect(classify('/ll/logins')).toBe('page');
  });

  it('leaves alone anything but GET, other sites, paths outside /ll/ and Next RSC requests', () => {
    expect(classify('/ll/races/1', { method: 'POST' })).toBe('bypass');
    expect(classify('/ll/races/1', { method: 'HEAD' })).toBe('bypass');
    expect(classify('https://elsewhere.test/ll/races/1')).toBe('bypass');
    expect(classify('/other/page')).toBe('bypass');
    expect(classify('/ll/races/1', { mode: 'cors', headers: { RSC: '1' } })).toBe('bypass');
    expect(classify('/ll/races/1', { mode: 'cors', headers: { RSC: '1', 'Next-Router-Prefetch': '1' } })).toBe('bypass');
    expect(classify('/ll/races/1?_rsc=abc', { mode: 'cors' })).toBe('bypass');
    // A navigation that carries the RSC header is still Next's own request.
    expect(classify('/ll/races/1', { headers: { rsc: '1' } })).toBe('bypass');
    // Subresources that are neither static files nor the listed APIs (images, the manifest).
    expect(classify('/ll/uploads/logo.png', { mode: 'no-cors' })).toBe('bypass');
    expect(classify('/ll/manifest.webmanifest', { mode: 'cors' })).toBe('bypass');
  });

  it('serves static files cache first', () => {
    expect(classify('/ll/_next/static/chunks/app-123.js', { mode: 'no-cors' })).toBe('static');
    expect(classify('/ll/_next/static/css/abc.css', { mode: 'no-cors' })).toBe('static');
    expect(classify('/ll/theme.css?v=1a2b', { mode: 'no-cors' })).toBe('static');
    expect(classify('/ll/icons/icon-192.png', { mode: 'no-cors' })).toBe('static');
    expect(classify('/ll/_next/image?url=x', { mode: 'no-cors' })).toBe('bypass');
  });

  it('caches only the race results and racer search APIs', () => {
    expect(classify('/ll/api/races/4/results', { mode: 'cors' })).toBe('api');
    expect(classify('/ll/api/races/4/results?all=1', { mode: 'cors' })).toBe('api');
    expect(classify('/ll/api/racers/search?q=gagne', { mode: 'cors' })).toBe('api');
    for (const url of ['/ll/api/races/4/version', '/ll/api/races/4/results.csv', '/ll/api/races/4/timing', '/ll/api/account/me', '/ll/api/races/4/riders?ids=1']) {
      expect(classify(url, { mode: 'cors' }), url).toBe('bypass');
    }
    expect(classify('/ll/api/races/4/results', { method: 'POST', mode: 'cors' })).toBe('bypass');
  });
});

describe('isStorable', () => {
  it('keeps complete 200 answers of this site; pages only when HTML', () => {
    expect(sw.worker.isStorable(fake({}), 'page')).toBe(true);
    expect(sw.worker.isStorable(fake({ headers: new Headers({ 'Content-Type': 'application/json' }) }), 'page')).toBe(false);
    expect(sw.worker.isStorable(fake({ headers: new Headers({ 'Content-Type': 'application/json' }) }), 'api')).toBe(true);
    expect(sw.worker.isStorable(fake({ status: 404 }), 'page')).toBe(false);
    expect(sw.worker.isStorable(fake({ status: 304 }), 'api')).toBe(false);
    expect(sw.worker.isStorable(fake({ redirected: true }), 'page')).toBe(false);
    expect(sw.worker.isStorable(fake({ type: 'opaqueredirect', status: 0 }), 'page')).toBe(false);
    expect(sw.worker.isStorable(fake({ type: 'opaque', status: 0 }), 'static')).toBe(false);
  });

  it('refuses a private answer (no-store with a cookie), not a no-store page alone', () => {
    const privateAnswer = new Headers({ 'Content-Type': 'text/html', 'Cache-Control': 'private, no-store', 'Set-Cookie': 'session=1' });
    expect(sw.worker.isStorable(fake({ headers: privateAnswer }), 'page')).toBe(false);
    // Next's dynamic pages are all no-store: the offline copy on the device is the point.
    const dynamicPage = new Headers({ 'Content-Type': 'text/html', 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' });
    expect(sw.worker.isStorable(fake({ headers: dynamicPage }), 'page')).toBe(true);
  });
});

describe('stored copies', () => {
  it('carry x-sw-cached-at and no cookie or transport headers; served copies say so in Server-Timing', async () => {
    const original = html('Race 1', { 'Set-Cookie': 'a=1', Vary: 'RSC', 'Content-Length': '10', 'X-Page-Cache': 'HIT' });
    const copy = await sw.worker.stamp(original, Date.UTC(2026, 5, 1, 13, 5));
    expect(copy.headers.get('x-sw-cached-at')).toBe('2026-06-01T13:05:00.000Z');
    expect(copy.headers.get('set-cookie')).toBeNull();
    expect(copy.headers.get('vary')).toBeNull();
    expect(copy.headers.get('content-length')).toBeNull();
    expect(copy.headers.get('x-page-cache')).toBe('HIT');
    const answer = sw.worker.served(copy);
    expect(answer.headers.get('server-timing')).toBe('sw-cache;desc="2026-06-01T13:05:00.000Z"');
    expect(await answer.text()).toBe('<!doctype html><title>Race 1</title>');
  });
});

describe('fetch events', () => {
  it('answers a page from the network and stores a stamped copy', async () => {
    sw.fetch.mockResolvedValue(html('Race 1'));
    const { answer, done } = sw.dispatchFetch('/ll/races/1#top');
    expect(await (await answer!).text()).toContain('Race 1');
    await done();
    const copy = sw.caches.stores.get(sw.names.PAGES_CACHE)!.entries.get(`${ORIGIN}/ll/races/1`);
    expect(copy?.headers.get('x-sw-cached-at')).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('answers the stored copy offline, marked, and the offline page when there is none', async () => {
    sw.fetch.mockResolvedValueOnce(html('Race 1'));
    await sw.dispatchFetch('/ll/races/1').done();

    sw.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const cached = await sw.dispatchFetch('/ll/races/1').answer!;
    expect(await cached.text()).toContain('Race 1');
    expect(cached.headers.get('server-timing')).toMatch(/^sw-cache;desc="\d{4}-/);

    (await sw.caches.open(sw.names.STATIC_CACHE)).put(`${ORIGIN}/ll/offline.html`, html('Offline page'));
    const missing = await sw.dispatchFetch('/ll/es/races/2').answer!;
    expect(await missing.text()).toContain('Offline page');
  });

  it('answers the stored copy when the network takes longer than the timeout, and keeps waiting without one', async () => {
    vi.useFakeTimers();
    sw.fetch.mockResolvedValueOnce(html('Old'));
    await sw.dispatchFetch('/ll/races/1').done();

    let arrive: (r: Response) => void = () => {};
    sw.fetch.mockReturnValueOnce(new Promise<Response>((resolve) => (arrive = resolve)));
    const slow = sw.dispatchFetch('/ll/races/1');
    await vi.advanceTimersByTimeAsync(sw.names.TIMEOUT_MS + 10);
    const answer = await slow.answer!;
    expect(await answer.text()).toContain('Old');
    // The late answer still refreshes the copy.
    arrive(html('New'));
    await slow.done();
    const copy = await sw.caches.stores.get(sw.names.PAGES_CACHE)!.match(`${ORIGIN}/ll/races/1`);
    expect(await copy!.text()).toContain('New');

    let arriveOther: (r: Response) => void = () => {};
    sw.fetch.mockReturnValueOnce(new Promise<Response>((resolve) => (arriveOther = resolve)));
    const uncached = sw.dispatchFetch('/ll/races/2');
    let settled = false;
    void uncached.answer!.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(sw.names.TIMEOUT_MS * 3);
    expect(settled).toBe(false);
    arriveOther(html('Race 2'));
    expect(await (await uncached.answer!).text()).toContain('Race 2');
  });

  it('answers the start URL /ll/ (which the server redirects out of the scope) with the home page, and stores it', async () => {
    const french = html('Accueil');
    Object.defineProperty(french, 'redirected', { value: true }); // /ll → /ll/fr by the language cookie
    sw.fetch.mockResolvedValueOnce(french);
    const start = sw.dispatchFetch('/ll/?source=app');
    const answer = await start.answer!;
    expect(sw.fetch).toHaveBeenCalledWith('/ll?source=app', { credentials: 'same-origin' });
    expect(answer.redirected).toBe(false);
    expect(await answer.text()).toContain('Accueil');
    await start.done();

    sw.fetch.mockRejectedValue(new TypeError('offline'));
    expect(await (await sw.dispatchFetch('/ll/?source=app').answer!).text()).toContain('Accueil');
  });

  it('keeps at most MAX_PAGES pages, the oldest out', async () => {
    for (let i = 0; i <= sw.names.MAX_PAGES; i += 1) {
      sw.fetch.mockResolvedValueOnce(html(`Page ${i}`));
      await sw.dispatchFetch(`/ll/races/${i}`).done();
    }
    const keys = [...sw.caches.stores.get(sw.names.PAGES_CACHE)!.entries.keys()];
    expect(keys).toHaveLength(sw.names.MAX_PAGES);
    expect(keys).not.toContain(`${ORIGIN}/ll/races/0`);
    expect(keys.at(-1)).toBe(`${ORIGIN}/ll/races/${sw.names.MAX_PAGES}`);
  });

  it('does not intercept POSTs (server actions), RSC requests or other APIs', () => {
    expect(sw.dispatchFetch('/ll/spectator/4', { method: 'POST', headers: { 'Next-Action': 'abc' } }).answer).toBeUndefined();
    expect(sw.dispatchFetch('/ll/races/1?_rsc=x', { mode: 'cors', headers: { RSC: '1' } }).answer).toBeUndefined();
    expect(sw.dispatchFetch('/ll/api/races/4/version', { mode: 'cors' }).answer).toBeUndefined();
    expect(sw.fetch).not.toHaveBeenCalled();
  });

  it('never stores an account page, but shows the offline page when it cannot be reached', async () => {
    sw.fetch.mockResolvedValueOnce(html('My family'));
    const online = sw.dispatchFetch('/ll/account/family');
    expect(await (await online.answer!).text()).toContain('My family');
    await online.done();
    expect(sw.caches.stores.get(sw.names.PAGES_CACHE)?.entries.size ?? 0).toBe(0);

    (await sw.caches.open(sw.names.STATIC_CACHE)).put(`${ORIGIN}/ll/offline.html`, html('Offline page'));
    sw.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await (await sw.dispatchFetch('/ll/fr/login').answer!).text()).toContain('Offline page');
  });

  it('serves static files from the cache once fetched', async () => {
    sw.fetch.mockResolvedValueOnce(new Response('js', { status: 200 }));
    const first = sw.dispatchFetch('/ll/_next/static/chunks/a.js', { mode: 'no-cors' });
    await (await first.answer!).text();
    await first.done();
    sw.fetch.mockRejectedValue(new TypeError('offline'));
    expect(await (await sw.dispatchFetch('/ll/_next/static/chunks/a.js', { mode: 'no-cors' }).answer!).text()).toBe('js');
    expect(sw.fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps race results for offline reading', async () => {
    sw.fetch.mockResolvedValueOnce(json({ rows: [1] }));
    const online = sw.dispatchFetch('/ll/api/races/4/results?all=1', { mode: 'cors' });
    await (await online.answer!).text();
    await online.done();
    sw.fetch.mockRejectedValue(new TypeError('offline'));
    const offline = await sw.dispatchFetch('/ll/api/races/4/results?all=1', { mode: 'cors' }).answer!;
    expect(await offline.json()).toEqual({ rows: [1] });
    expect(offline.headers.get('x-sw-cached-at')).not.toBeNull();
    // Another query is another answer: nothing stored for it.
    expect((await sw.dispatchFetch('/ll/api/races/4/results', { mode: 'cors' }).answer!).type).toBe('error');
  });
});

describe('lifecycle and messages', () => {
  it('installs even when the precached pages fail, and stores those that answer', async () => {
    sw.fetch.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/ll/offline.html')) return html('Offline page');
      if (url === '/ll') return html('Home');
      if (url.endsWith('/ll/es/liveonlivelaps')) return html('Buscar');
      if (url.endsWith('/ll/fr/liveonlivelaps')) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/html' } });
      throw new TypeError('offline');
    });
    await sw.dispatchExtendable('install');
    expect([...sw.caches.stores.get(sw.names.PAGES_CACHE)!.entries.keys()].sort()).toEqual([`${ORIGIN}/ll/`, `${ORIGIN}/ll/es/liveonlivelaps`]);
    expect(await sw.caches.match(`${ORIGIN}/ll/offline.html`)).toBeTruthy();
  });

  it('deletes the caches of other versions on activate and claims the open pages', async () => {
    await sw.caches.open('ll-pages-v0');
    await sw.caches.open(sw.names.PAGES_CACHE);
    await sw.caches.open('another-app');
    await sw.dispatchExtendable('activate');
    expect(await sw.caches.keys()).toEqual([sw.names.PAGES_CACHE, 'another-app']);
    expect(sw.claim).toHaveBeenCalled();
  });

  it('stores the pages a cache-urls message names: only pages of this site, not fresh ones again', async () => {
    sw.fetch.mockImplementation(async (input) => html(String(input)));
    await sw.dispatchExtendable('message', {
      data: { type: 'cache-urls', urls: ['/ll/fr/liveonlivelaps/7', `${ORIGIN}/ll/liveonlivelaps/9#x`, '/ll/account/family', 'https://elsewhere.test/ll/x', '/ll/api/account/me', 42] },
    });
    expect([...sw.caches.stores.get(sw.names.PAGES_CACHE)!.entries.keys()]).toEqual([`${ORIGIN}/ll/fr/liveonlivelaps/7`, `${ORIGIN}/ll/liveonlivelaps/9`]);
    expect(sw.fetch).toHaveBeenCalledTimes(2);

    await sw.dispatchExtendable('message', { data: { type: 'cache-urls', urls: ['/ll/fr/liveonlivelaps/7'] } });
    expect(sw.fetch).toHaveBeenCalledTimes(2);
  });

  it('stores with a page fetched in the background the static files its HTML names', async () => {
    const page =
      '<link rel="stylesheet" href="/ll/_next/static/chunks/a.css"/><link rel="stylesheet" href="/ll/theme.css?v=k1"/>' +
      '<script src="/ll/_next/static/chunks/b.js" async=""></script><script>self.__next_f.push([1,"3:I[1,[\\"/ll/_next/static/chunks/c.js\\"]]"])</script>';
    sw.fetch.mockImplementation(async (input) => (String(input).includes('/ll/_next/') || String(input).includes('theme.css') ? new Response('asset') : html(page)));
    await sw.dispatchExtendable('message', { data: { type: 'cache-urls', urls: ['/ll/liveonlivelaps/7'] } });
    expect([...sw.caches.stores.get(sw.names.STATIC_CACHE)!.entries.keys()].sort()).toEqual(
      ['/ll/_next/static/chunks/a.css', '/ll/_next/static/chunks/b.js', '/ll/_next/static/chunks/c.js', '/ll/theme.css?v=k1'].map((p) => `${ORIGIN}${p}`),
    );
  });
});
