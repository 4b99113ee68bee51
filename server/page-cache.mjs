// @ts-check
import { gunzipSync } from 'node:zlib';
import { createPageCacheKeys, readCookie } from './page-cache-key.mjs';
import { readHints } from './page-cache-routes.mjs';
import { createPageCacheStore } from './page-cache-store.mjs';

/**
 * A small shared page cache in front of Next.js, as a CDN or nginx `proxy_cache` would be, for the
 * public pages that say they may be shared: the first render of a page is kept for a while and
 * served to the next visitors without running the app.
 *
 * Protocol (docs/decisions/015-page-cache.md, amended by 030 and 058):
 * - What may be shared, and for how long, is declared once in server/page-cache-routes.mjs: the
 *   routes, the query parameters each reads, and who states the time (the main layout for the
 *   `shared` routes, the page for the others, by naming one of the route's choices). A page opts
 *   in by rendering the hint made from that table (components/results/PageCacheHint.tsx); the
 *   smallest hint of a page wins, and a hint of 0 (a page showing last good data, say) keeps it
 *   out. Pages that render none are never stored.
 * - Which requests, under which key, in which language: server/page-cache-key.mjs. Only a 200 HTML
 *   answer with no Set-Cookie but the language one is stored.
 * - One render per key at a time (single flight): the page is rendered by a request the cache makes
 *   itself to the app (`render`, with no cookie: always the anonymous page, whoever asked), and the
 *   visitors who asked meanwhile wait for it. A visitor who leaves stops waiting; the render goes on
 *   for the next ones. A page that turns out not to be storable is not asked that way again for
 *   `uncacheableMs`: its visitors go to the app directly. Entries, renders and stale-while-
 *   revalidate: server/page-cache-store.mjs.
 * - The stored answer keeps its headers (CSP with the nonce of the render it came from, reused
 *   for the lifetime of the entry, at most `maxTtlSeconds`), gains `Age`, `X-Page-Cache` (HIT,
 *   STALE, or MISS for the visitors who waited for the render) and `Cache-Control: public,
 *   s-maxage, stale-while-revalidate`, so a CDN or nginx in front may keep it too.
 * This module is the HTTP side: it answers from the store, asks for renders and keeps their answers.
 */

const DROP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'vary', 'cache-control']);
/** The header that marks the cache's own render requests (with a secret of the process). */
export const RENDER_HEADER = 'x-page-cache-render';

/**
 * @typedef {import('./page-cache-store.d.mts').TEntry} TEntry
 * @typedef {import('./page-cache-store.d.mts').TRenderAnswer} TRenderAnswer
 * @typedef {import('./page-cache.d.mts').TPageCacheOptions} TPageCacheOptions
 */

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
  const maxBodyBytes = options.maxBodyBytes ?? 2 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const stats = { hits: 0, stale: 0, misses: 0, waited: 0, renders: 0, stored: 0, forwarded: 0 };
  const keys = createPageCacheKeys(options);
  const { maxEntries, maxBytes, maxTtlSeconds, waitMs, uncacheableMs } = options;
  const store = createPageCacheStore({ maxEntries, maxBytes, maxTtlSeconds, waitMs, uncacheableMs, now, stats });

  /** The language cookie as the app's proxy writes it (lib/constants.ts LOCALE_COOKIE_MAX_AGE). */
  const localeCookie = (/** @type {string} */ locale) =>
    `${options.localeCookie}=${locale}; Path=${options.basePath}; Expires=${new Date(now() + options.localeCookieMaxAge * 1000).toUTCString()}; Max-Age=${options.localeCookieMaxAge}; SameSite=lax`;

  /**
   * The headers of an answer worth keeping: none of the connection's, nor its encoding, caching or
   * cookies (each is set again when it is sent).
   * @param {import('node:http').ServerResponse} res
   */
  const keptHeaders = (res) => {
    /** @type {[string, string][]} */
    const headers = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || DROP_HEADERS.has(name) || name === 'set-cookie') continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.push([name, String(v)]);
    }
    return headers;
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
    if (readCookie(req.headers.cookie, options.localeCookie) === undefined) headers.push(['set-cookie', localeCookie(keys.localeOf(req.url ?? ''))]);
    res.writeHead(entry.status, headers.flat());
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * Send the answer of a render that was not stored, to a visitor who waited for it.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {TRenderAnswer} answer
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
    return store.refresh(target, () => {
      /** @type {Record<string, string>} */
      const headers = { [RENDER_HEADER]: options.renderToken, 'accept-language': keys.localeOf(target.url), 'accept-encoding': 'gzip' };
      for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      return options.render({ url: target.url, headers });
    });
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
      const target = internal === options.renderToken ? keys.keyOf(req) : null;
      if (target && req.method === 'GET') capture(target, res);
      return false;
    }
    const target = keys.keyOf(req);
    if (target === null) return false;
    const { key } = target;
    const found = store.lookup(key);
    if (found?.fresh) {
      stats.hits++;
      send(req, res, found.entry, 'HIT');
      return true;
    }
    if (found) {
      stats.stale++;
      send(req, res, found.entry, 'STALE');
      void renderOnce(target, req);
      return true;
    }
    stats.misses++;
    if (store.isUncacheable(key)) return false;
    stats.waited++;
    let gone = false;
    res.once('close', () => {
      gone = true;
    });
    void renderOnce(target, req).then((stored) => {
      // A visitor who left costs nothing more.
      if (gone || res.headersSent) return;
      const fresh = stored ? store.get(key) : undefined;
      const answer = store.answerOf(key);
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
            const headers = keptHeaders(res);
            const cacheControl = res.getHeader('cache-control');
            if (cacheControl !== undefined) headers.push(['cache-control', String(cacheControl)]);
            store.keepAnswer(target.key, { status: res.statusCode, headers, body, gzip: encoding === 'gzip' });
          }
          keepPage(target.key, res, body);
        } catch (error) {
          console.error('page cache: not stored', error);
        }
      }
      return result;
    });
  }

  /**
   * Keep a render's page when it may be shared, for the time its hints say.
   * @param {string} key @param {import('node:http').ServerResponse} res @param {Buffer} body
   */
  function keepPage(key, res, body) {
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
    store.put(key, { headers: keptHeaders(res), body: plain, gzip: gzip ?? null, ttl: hints.ttl, stale: hints.stale });
  }

  return {
    handle,
    stats,
    clear: store.clear,
    get size() {
      return store.size;
    },
  };
}
