// @ts-check
import { gunzipSync, gzip as gzipAsync } from 'node:zlib';
import { preferredLocale } from './accept-language.mjs';

/**
 * A small shared page cache in front of Next.js, as a CDN or nginx `proxy_cache` would be, for the
 * public pages that say they may be shared: the first render of a page is kept for a while and
 * served to the next visitors without running the app.
 *
 * Protocol (docs/decisions/015-page-cache.md, amended by 030):
 * - A page opts in by rendering `<meta name="page-cache" content="SECONDS" data-stale="SECONDS"/>`
 *   (components/results/PageCacheHint.tsx); the smallest hint of a page wins, and a hint of 0
 *   (a page showing last good data, say) keeps it out. Pages that render none are never stored.
 * - Only GET/HEAD of the configured routes (`routes`), without a React Server Components header
 *   (client navigations fetch a different payload), range or conditional parts, and without a
 *   sign-in session cookie (a signed-in visitor always gets the app: what they just changed shows);
 *   only a 200 HTML answer with no Set-Cookie but the language one is stored.
 * - The key is the host, the path and the query parameters the route reads (sorted); any other
 *   parameter is dropped, so `?x=1`, `?x=2`... are one entry and cannot push useful ones out.
 * - One render per key at a time (single flight): the page is rendered by a request the cache makes
 *   itself to the app (`render`, with no cookie: always the anonymous page, whoever asked), and the
 *   visitors who asked meanwhile wait for it. A visitor who leaves stops waiting; the render goes on
 *   for the next ones. A page that turns out not to be storable is not asked that way again for
 *   `uncacheableMs`: its visitors go to the app directly.
 * - After its time an entry is served stale for `data-stale` seconds more while one render
 *   refreshes it (stale-while-revalidate).
 * - The language: an unprefixed (English) path is answered from the cache only when the request
 *   would not be redirected to /es or /fr (cookie i18n_redirected, else Accept-Language); a
 *   /es or /fr path only when the cookie is absent or agrees. Anything unsure goes to the app.
 * - The stored answer keeps its headers (CSP with the nonce of the render it came from, reused
 *   for the lifetime of the entry, at most `maxTtlSeconds`), gains `Age`, `X-Page-Cache` (HIT,
 *   STALE, or MISS for the visitors who waited for the render) and `Cache-Control: public,
 *   s-maxage, stale-while-revalidate`, so a CDN or nginx in front may keep it too.
 */

const MARKER = /<meta name="page-cache" content="(\d+)"(?: data-stale="(\d+)")?\s*\/?>/g;
const DROP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'vary', 'cache-control']);
/** The header that marks the cache's own render requests (with a secret of the process). */
export const RENDER_HEADER = 'x-page-cache-render';

/**
 * @typedef {{ status: number; headers: [string, string][]; body: Buffer; gzip: Buffer | null; storedAt: number; ttl: number; stale: number; expires: number; staleUntil: number }} TEntry
 * @typedef {{ path: RegExp; query: string[] | null }} TPageCacheRoute
 * @typedef {{ url: string; headers: Record<string, string> }} TRenderRequest
 * @typedef {{
 *   routes: TPageCacheRoute[];
 *   sessionCookies?: string[];
 *   render: (request: TRenderRequest) => Promise<void>;
 *   renderToken: string;
 *   waitMs?: number;
 *   uncacheableMs?: number;
 *   locales: string[];
 *   defaultLocale: string;
 *   localeCookie: string;
 *   localeCookieMaxAge: number;
 *   basePath: string;
 *   maxEntries?: number;
 *   maxBytes?: number;
 *   maxTtlSeconds?: number;
 *   maxBodyBytes?: number;
 *   now?: () => number;
 * }} TPageCacheOptions
 */

/**
 * The hints of a page: the smallest time to live and stale time, or null when the page carries
 * none or a hint of 0.
 * @param {string} html
 * @returns {{ ttl: number; stale: number } | null}
 */
export function readHints(html) {
  let ttl = Infinity;
  let stale = Infinity;
  for (const match of html.matchAll(MARKER)) {
    const seconds = Number(match[1]);
    ttl = Math.min(ttl, seconds);
    stale = Math.min(stale, match[2] === undefined ? seconds : Number(match[2]));
  }
  if (!(ttl > 0) || ttl === Infinity) return null;
  return { ttl, stale: stale === Infinity ? ttl : stale };
}

/**
 * The query of a URL as a route reads it: only its parameters (all when `names` is null), sorted
 * by name, values in their order.
 * @param {URLSearchParams} params @param {string[] | null} names
 */
export function canonicalQuery(params, names) {
  const kept = [...params].filter(([name]) => names === null || names.includes(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}

/**
 * A cookie's value, percent-decoded when it decodes. A malformed value (`%E0%A4%A`) is kept as
 * sent: it then names no language, so the request goes to the app, which never throws on it.
 * @param {string | undefined} header @param {string} name
 */
export function readCookie(header, name) {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return safeDecode(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** @param {string} value */
function safeDecode(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Answer from the cache when it can. The cache is an optimisation: any error of it is logged and
 * the request goes to the app, so a request is never left without an answer. `forward` hands a
 * request the cache took (to wait for a render) to the app after all.
 * @param {{ handle(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, forward: () => void): boolean } | null} cache
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => void} forward
 */
export function serveFromCache(cache, req, res, forward) {
  if (!cache) return false;
  try {
    return cache.handle(req, res, forward);
  } catch (error) {
    console.error('page cache failed, the app answers', error);
    if (!res.headersSent) return false;
    res.destroy();
    return true;
  }
}

/** @param {TPageCacheOptions} options */
export function createPageCache(options) {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxTtlSeconds = options.maxTtlSeconds ?? 3600;
  const maxBodyBytes = options.maxBodyBytes ?? 2 * 1024 * 1024;
  const waitMs = options.waitMs ?? 20_000;
  const uncacheableMs = options.uncacheableMs ?? 5_000;
  const sessionCookies = options.sessionCookies ?? [];
  const now = options.now ?? Date.now;
  /** @type {Map<string, TEntry>} */
  const entries = new Map();
  /** Renders under way, per key: whether the page was stored. */
  /** @type {Map<string, Promise<boolean>>} */
  const flights = new Map();
  /**
   * The answer of each render that just ended, stored or not: the visitors who waited for it get it
   * (a 404 or a page that may not be kept is still the same for every visitor without a cookie).
   * @type {Map<string, { status: number; headers: [string, string][]; body: Buffer; gzip: boolean }>}
   */
  const renderAnswers = new Map();
  /** Keys whose page was not storable, until when (their visitors go to the app meanwhile). */
  /** @type {Map<string, number>} */
  const uncacheable = new Map();
  let bytes = 0;
  const stats = { hits: 0, stale: 0, misses: 0, waited: 0, renders: 0, stored: 0, forwarded: 0 };

  const prefixOf = (/** @type {string} */ pathname) => {
    const rest = pathname.slice(options.basePath.length);
    const segment = rest.split('/')[1] ?? '';
    return options.locales.includes(segment) && segment !== options.defaultLocale ? segment : null;
  };

  const localeOf = (/** @type {string} */ url) => prefixOf(url.split('?')[0] ?? '') ?? options.defaultLocale;
  /** The language cookie as the app's proxy writes it (lib/constants.ts LOCALE_COOKIE_MAX_AGE). */
  const localeCookie = (/** @type {string} */ locale) =>
    `${options.localeCookie}=${locale}; Path=${options.basePath}; Expires=${new Date(now() + options.localeCookieMaxAge * 1000).toUTCString()}; Max-Age=${options.localeCookieMaxAge}; SameSite=lax`;

  /** Whether the app would answer this request with the page itself (not a language redirect). */
  const servesAsIs = (/** @type {import('node:http').IncomingMessage} */ req, /** @type {string} */ pathname) => {
    const cookie = readCookie(req.headers.cookie, options.localeCookie);
    const prefix = prefixOf(pathname);
    if (prefix) return cookie === undefined || cookie === prefix;
    if (cookie !== undefined) return cookie === options.defaultLocale;
    const accept = req.headers['accept-language'];
    return (preferredLocale(Array.isArray(accept) ? accept[0] : accept, options.locales, options.defaultLocale) ?? options.defaultLocale) === options.defaultLocale;
  };

  /** The route of a path (base path and language prefix taken off), or undefined. */
  const routeOf = (/** @type {string} */ pathname) => {
    if (!pathname.startsWith(options.basePath)) return undefined;
    const rest = pathname.slice(options.basePath.length);
    const prefix = prefixOf(pathname);
    const path = prefix ? rest.slice(prefix.length + 1) : rest;
    return options.routes.find((route) => route.path.test(path));
  };

  /** Whether the request carries a sign-in session. */
  const signedIn = (/** @type {import('node:http').IncomingMessage} */ req) => sessionCookies.some((name) => readCookie(req.headers.cookie, name) !== undefined);

  /**
   * The cache key of a request and the address the cache renders for it (`url`: the path and the
   * query the route reads), or null when the request may not use the cache.
   * @param {import('node:http').IncomingMessage} req
   * @returns {{ key: string; url: string } | null}
   */
  const keyOf = (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const raw = req.url ?? '';
    const q = raw.indexOf('?');
    const pathname = q < 0 ? raw : raw.slice(0, q);
    const route = routeOf(pathname);
    if (!route) return null;
    const h = req.headers;
    if (h.rsc || h['next-router-state-tree'] || h['next-action'] || h.range || h['if-match'] || h['if-range']) return null;
    if (signedIn(req) || !servesAsIs(req, pathname)) return null;
    const query = canonicalQuery(new URLSearchParams(q < 0 ? '' : raw.slice(q + 1)), route.query);
    const url = query ? `${pathname}?${query}` : pathname;
    return { key: `${String(h.host ?? '').toLowerCase()} ${url}`, url };
  };

  const evict = () => {
    while (entries.size > maxEntries || bytes > maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      remove(oldest);
    }
  };
  const remove = (/** @type {string} */ key) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length + (entry.gzip?.length ?? 0);
    entries.delete(key);
  };

  /**
   * Send a stored entry.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {TEntry} entry @param {'HIT' | 'STALE' | 'MISS'} how
   */
  function send(req, res, entry, how) {
    // Until its compressed copy is ready (made off the main thread), an entry is sent as it is.
    const acceptsGzip = entry.gzip !== null && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = acceptsGzip && entry.gzip ? entry.gzip : entry.body;
    const headers = [
      ...entry.headers,
      ['cache-control', `public, max-age=0, s-maxage=${entry.ttl}, stale-while-revalidate=${entry.stale}`],
      ['vary', 'Accept-Encoding'],
      ['age', String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000)))],
      ['x-page-cache', how],
      ['content-length', String(body.length)],
    ];
    if (acceptsGzip) headers.push(['content-encoding', 'gzip']);
    if (readCookie(req.headers.cookie, options.localeCookie) === undefined) headers.push(['set-cookie', localeCookie(localeOf(req.url ?? ''))]);
    res.writeHead(entry.status, headers.flat());
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * Send the answer of a render that was not stored, to a visitor who waited for it.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {{ status: number; headers: [string, string][]; body: Buffer; gzip: boolean }} answer
   */
  function sendAnswer(req, res, answer) {
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const zipped = answer.gzip && acceptsGzip;
    const body = answer.gzip && !acceptsGzip ? gunzipSync(answer.body) : answer.body;
    const headers = [...answer.headers, ['x-page-cache', 'MISS'], ['content-length', String(body.length)]];
    if (zipped) headers.push(['content-encoding', 'gzip'], ['vary', 'Accept-Encoding']);
    res.writeHead(answer.status, headers.flat());
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * Render a key's page once (the cache's own request to the app, without the visitor's cookies),
   * shared by whoever asks meanwhile: whether it was stored.
   * @param {{ key: string; url: string }} target @param {import('node:http').IncomingMessage} req
   */
  function renderOnce(target, req) {
    const running = flights.get(target.key);
    if (running) return running;
    stats.renders++;
    const startedAt = now();
    const locale = localeOf(target.url);
    /** @type {Record<string, string>} */
    const headers = { [RENDER_HEADER]: options.renderToken, 'accept-language': locale, 'accept-encoding': 'gzip' };
    for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const flight = Promise.race([
      options.render({ url: target.url, headers }).then(
        () => (entries.get(target.key)?.storedAt ?? -1) >= startedAt,
        (error) => {
          console.error('page cache: render failed', target.url, error);
          return false;
        },
      ),
      new Promise((resolve) => setTimeout(resolve, waitMs, false).unref()),
    ]).then((stored) => {
      flights.delete(target.key);
      // The visitors who waited read the render's answer in their own callbacks, run before this timer.
      setTimeout(() => renderAnswers.delete(target.key), 0);
      if (!stored) {
        // A page no longer storable (its data is now stale, say): its old copy is not served either.
        if ((entries.get(target.key)?.storedAt ?? Infinity) < startedAt) remove(target.key);
        uncacheable.delete(target.key);
        uncacheable.set(target.key, now() + uncacheableMs);
        if (uncacheable.size > maxEntries * 4) uncacheable.delete(uncacheable.keys().next().value ?? '');
      }
      return /** @type {boolean} */ (stored);
    });
    flights.set(target.key, flight);
    return flight;
  }

  /**
   * Answer from the cache when possible (true: the cache answers, or hands the request to `forward`
   * itself). Otherwise false: the app answers.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {() => void} forward
   */
  function handle(req, res, forward) {
    const internal = req.headers[RENDER_HEADER];
    if (internal !== undefined) {
      // The cache's own render: the app answers it, and the answer is kept when it may be.
      delete req.headers[RENDER_HEADER];
      const target = internal === options.renderToken ? keyOf(req) : null;
      if (target && req.method === 'GET') capture(target, res);
      return false;
    }
    const target = keyOf(req);
    if (target === null) return false;
    const { key } = target;
    const entry = entries.get(key);
    const at = now();
    if (entry && entry.expires > at) {
      stats.hits++;
      // Most recently used last (the eviction order).
      entries.delete(key);
      entries.set(key, entry);
      send(req, res, entry, 'HIT');
      return true;
    }
    if (entry && entry.staleUntil > at) {
      stats.stale++;
      send(req, res, entry, 'STALE');
      void renderOnce(target, req);
      return true;
    }
    if (entry) remove(key);
    stats.misses++;
    if ((uncacheable.get(key) ?? 0) > at) return false;
    stats.waited++;
    let gone = false;
    res.once('close', () => {
      gone = true;
    });
    void renderOnce(target, req).then((stored) => {
      // A visitor who left costs nothing more.
      if (gone || res.headersSent) return;
      const fresh = stored ? entries.get(key) : undefined;
      const answer = renderAnswers.get(key);
      if (fresh) send(req, res, fresh, 'MISS');
      else if (answer) sendAnswer(req, res, answer);
      else {
        stats.forwarded++;
        forward();
      }
    });
    return true;
  }

  /** @param {{ key: string; url: string }} target @param {import('node:http').ServerResponse} res */
  function capture(target, res) {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let overflow = false;
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const keep = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
      if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8') : Buffer.from(/** @type {Uint8Array} */ (chunk));
      size += buffer.length;
      if (size > maxBodyBytes) {
        overflow = true;
        chunks.length = 0;
        return;
      }
      chunks.push(buffer);
    };
    res.write = /** @type {typeof res.write} */ ((chunk, encoding, callback) => {
      keep(chunk, encoding);
      return write(chunk, /** @type {never} */ (encoding), /** @type {never} */ (callback));
    });
    res.end = /** @type {typeof res.end} */ ((chunk, encoding, callback) => {
      keep(chunk, encoding);
      const result = end(chunk, /** @type {never} */ (encoding), /** @type {never} */ (callback));
      // The answer is sent already: a page that cannot be kept (a corrupt gzip body...) is not kept.
      if (!overflow) {
        try {
          const body = Buffer.concat(chunks);
          const encoding = res.getHeader('content-encoding');
          if (encoding === undefined || encoding === 'identity' || encoding === 'gzip') {
            /** @type {[string, string][]} */
            const headers = [];
            for (const [name, value] of Object.entries(res.getHeaders())) {
              if (value === undefined || DROP_HEADERS.has(name) || name === 'set-cookie') continue;
              for (const v of Array.isArray(value) ? value : [value]) headers.push([name, String(v)]);
            }
            const cacheControl = res.getHeader('cache-control');
            if (cacheControl !== undefined) headers.push(['cache-control', String(cacheControl)]);
            renderAnswers.set(target.key, { status: res.statusCode, headers, body, gzip: encoding === 'gzip' });
          }
          store(target.key, res, body);
        } catch (error) {
          console.error('page cache: not stored', error);
        }
      }
      return result;
    });
  }

  /** @param {string} key @param {import('node:http').ServerResponse} res @param {Buffer} body */
  function store(key, res, body) {
    if (res.statusCode !== 200) return;
    // The only cookie a shareable page may set is the language one (set for a first visit; the
    // cache sets it again for visitors who do not have it). Anything else is personal: not kept.
    const cookies = [res.getHeader('set-cookie') ?? []].flat().map(String);
    if (cookies.some((c) => !c.startsWith(`${options.localeCookie}=`))) return;
    if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return;
    // The app compresses for clients that accept gzip: keep both forms (compressed once, here).
    const encoding = res.getHeader('content-encoding');
    let plain = body;
    let gzip;
    if (encoding === 'gzip') {
      gzip = body;
      plain = gunzipSync(body);
    } else if (encoding !== undefined && encoding !== 'identity') {
      return;
    }
    // Hints may be anywhere in the page (a stale-data notice vetoes with 0 where it shows).
    const hints = readHints(plain.toString('latin1'));
    if (!hints) return;
    const ttl = Math.min(hints.ttl, maxTtlSeconds);
    const stale = Math.min(hints.stale, maxTtlSeconds);
    /** @type {[string, string][]} */
    const headers = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || DROP_HEADERS.has(name) || name === 'set-cookie') continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.push([name, String(v)]);
    }
    remove(key);
    const storedAt = now();
    /** @type {TEntry} */
    const entry = { status: 200, headers, body: plain, gzip: gzip ?? null, storedAt, ttl, stale, expires: storedAt + ttl * 1000, staleUntil: storedAt + (ttl + stale) * 1000 };
    entries.set(key, entry);
    bytes += plain.length + (entry.gzip?.length ?? 0);
    stats.stored++;
    evict();
    if (entry.gzip === null) {
      // Compressed in libuv's thread pool, not on the thread that renders pages.
      gzipAsync(plain, (error, compressed) => {
        if (error || entries.get(key) !== entry) return;
        entry.gzip = compressed;
        bytes += compressed.length;
        evict();
      });
    }
  }

  return {
    handle,
    stats,
    clear() {
      entries.clear();
      uncacheable.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}
