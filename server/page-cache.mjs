// @ts-check
import { gunzipSync, gzip as gzipAsync } from 'node:zlib';

/**
 * A small shared page cache in front of Next.js, as a CDN or nginx `proxy_cache` would be, for the
 * pages that say they may be shared (finished race results): the first visitor's render is kept
 * for a while and served to the next visitors without running the app.
 *
 * Protocol (docs/decisions/015-page-cache.md):
 * - A page opts in by rendering `<meta name="page-cache" content="SECONDS">` (components/
 *   results/PageCacheHint.tsx). Pages that do not, are never stored.
 * - Only GET/HEAD of the configured paths, without a React Server Components header (client
 *   navigations fetch a different payload), range or conditional parts; only a 200 HTML answer
 *   with no Set-Cookie is stored.
 * - The language: an unprefixed (English) path is answered from the cache only when the request
 *   would not be redirected to /es or /fr (cookie i18n_redirected, else Accept-Language); a
 *   /es or /fr path only when the cookie is absent or agrees. Anything unsure goes to the app.
 * - The stored answer keeps its headers (CSP with the nonce of the render it came from, reused
 *   for the lifetime of the entry, at most `maxTtlSeconds`), gains `Age` and `X-Page-Cache`.
 */

const MARKER = /<meta name="page-cache" content="(\d+)"\/?>/;
/** How far into a page its head may reach when looking for the marker. */
const HEAD_BYTES = 64 * 1024;
const DROP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'vary']);

/**
 * @typedef {{ status: number; headers: [string, string][]; body: Buffer; gzip: Buffer | null; storedAt: number; expires: number }} TEntry
 * @typedef {{
 *   paths: RegExp;
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

/** The preferred supported language of an Accept-Language header (q-values, then order). */
export function negotiateLanguage(header, locales, fallback) {
  if (!header) return fallback;
  let best = fallback;
  let bestQ = 0;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    const base = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!Number.isFinite(weight) || weight <= bestQ) continue;
    if (locales.includes(base)) {
      best = base;
      bestQ = weight;
    }
  }
  return best;
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
 * the request goes to the app, so a request is never left without an answer.
 * @param {{ handle(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): boolean } | null} cache
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function serveFromCache(cache, req, res) {
  if (!cache) return false;
  try {
    return cache.handle(req, res);
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
  const maxTtlSeconds = options.maxTtlSeconds ?? 300;
  const maxBodyBytes = options.maxBodyBytes ?? 2 * 1024 * 1024;
  const now = options.now ?? Date.now;
  /** @type {Map<string, TEntry>} */
  const entries = new Map();
  let bytes = 0;
  const stats = { hits: 0, misses: 0, stored: 0 };

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
    return negotiateLanguage(Array.isArray(accept) ? accept[0] : accept, options.locales, options.defaultLocale) === options.defaultLocale;
  };

  /** The cache key of a request, or null when the request may not use the cache. */
  const keyOf = (/** @type {import('node:http').IncomingMessage} */ req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const url = req.url ?? '';
    const pathname = url.split('?')[0] ?? '';
    if (!options.paths.test(pathname)) return null;
    const h = req.headers;
    if (h.rsc || h['next-router-state-tree'] || h['next-action'] || h.range || h['if-match'] || h['if-range']) return null;
    if (!servesAsIs(req, pathname)) return null;
    return url;
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
   * Answer from the cache when possible. Otherwise returns false and, when the request may be
   * stored, watches the app's answer to keep it.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function handle(req, res) {
    const key = keyOf(req);
    if (key === null) return false;
    const entry = entries.get(key);
    if (entry && entry.expires > now()) {
      stats.hits++;
      // Most recently used last (the eviction order).
      entries.delete(key);
      entries.set(key, entry);
      // Until its compressed copy is ready (made off the main thread), an entry is sent as it is.
      const acceptsGzip = entry.gzip !== null && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const body = acceptsGzip && entry.gzip ? entry.gzip : entry.body;
      const headers = [...entry.headers, ['vary', 'Accept-Encoding'], ['age', String(Math.floor((now() - entry.storedAt) / 1000))], ['x-page-cache', 'HIT'], ['content-length', String(body.length)]];
      if (acceptsGzip) headers.push(['content-encoding', 'gzip']);
      if (readCookie(req.headers.cookie, options.localeCookie) === undefined) headers.push(['set-cookie', localeCookie(localeOf(req.url ?? ''))]);
      res.writeHead(entry.status, headers.flat());
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
    if (entry) remove(key);
    stats.misses++;
    if (req.method !== 'GET') return false;
    capture(key, res);
    return false;
  }

  /** @param {string} key @param {import('node:http').ServerResponse} res */
  function capture(key, res) {
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
          store(key, res, Buffer.concat(chunks));
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
    // The marker is a <meta> of the head: no need to decode the whole page to find it.
    const marker = MARKER.exec(plain.subarray(0, HEAD_BYTES).toString('latin1'));
    if (!marker) return;
    const ttl = Math.min(Number(marker[1]), maxTtlSeconds);
    if (!(ttl > 0)) return;
    /** @type {[string, string][]} */
    const headers = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || DROP_HEADERS.has(name) || name === 'set-cookie') continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.push([name, String(v)]);
    }
    remove(key);
    const storedAt = now();
    /** @type {TEntry} */
    const entry = { status: 200, headers, body: plain, gzip: gzip ?? null, storedAt, expires: storedAt + ttl * 1000 };
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
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}
