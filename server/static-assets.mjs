// @ts-check
/**
 * Next's own files under `/ll/_next/static/` (the scripts and styles of every page) never change:
 * their names carry their content's hash, and Next sends them `immutable`. Yet Next compresses each
 * response anew: about 2.7 ms of the server's CPU for each script a browser fetches, 20 of them for
 * a first visit of a form page (docs/decisions/040). Here each file is fetched from Next once,
 * uncompressed, over loopback (so it keeps every header Next gives it: cache, type, security), then
 * compressed once per encoding (brotli when the browser takes it, else gzip) and kept in memory
 * within a byte budget; the next requests are answered from there, with a 304 for a matching ETag.
 *
 * What is left to Next: other methods, other paths, a `Range` request, a client that takes neither
 * encoding, files that are compressed already (fonts, images) and files over the size limit.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The request header of the loopback fetch: the server passes it to Next untouched. */
export const STATIC_FILL_HEADER = 'x-portal-static-fill';

/** What text-like files compress to: scripts, styles, source maps, JSON, SVG, plain text. */
const COMPRESSIBLE = /^(?:application\/(?:javascript|json|manifest\+json)|text\/|image\/svg\+xml)/i;

/** Headers of Next's response not sent with a compressed copy (they describe the uncompressed bytes). */
const DROPPED = new Set(['content-length', 'accept-ranges', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'vary']);

/**
 * @typedef {{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }} TFetched
 * @typedef {'br' | 'gzip'} TEncoding
 * @typedef {{ headers: Record<string, string | string[]>; etag: string | undefined; body: Buffer; encoded: Partial<Record<TEncoding, Promise<Buffer>>>; bytes: number }} TEntry
 * @typedef {{
 *   basePath: string;
 *   fetch: (path: string) => Promise<TFetched>;
 *   maxBytes?: number;
 *   maxFileBytes?: number;
 *   log?: (message: string, error: unknown) => void;
 * }} TStaticAssetsOptions
 */

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses).
 * @param {string | undefined} header
 * @returns {TEncoding | null}
 */
export function pickEncoding(header) {
  if (!header) return null;
  /** @type {Map<string, number>} */
  const q = new Map();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight === undefined ? 1 : Number(weight.slice(2));
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (/** @type {string} */ name) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** @param {string | string[] | undefined} value */
const first = (value) => (Array.isArray(value) ? value[0] : value);

/** @param {TStaticAssetsOptions} options */
export function createStaticAssets(options) {
  const prefix = `${options.basePath}/_next/static/`;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const maxFileBytes = options.maxFileBytes ?? 4 * 1024 * 1024;
  /** Oldest first (a hit moves its entry to the end). @type {Map<string, TEntry>} */
  const entries = new Map();
  /** Fetches under way, one per path. @type {Map<string, Promise<TEntry | TFetched>>} */
  const filling = new Map();
  let bytes = 0;
  const stats = { fetches: 0, hits: 0, compressions: 0 };

  /** @param {string} key @param {TEntry} entry */
  function store(key, entry) {
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= old.bytes;
    }
  }

  /** @param {string} key @param {string} path @returns {Promise<TEntry | TFetched>} */
  async function fill(key, path) {
    stats.fetches += 1;
    const fetched = await options.fetch(path);
    const type = String(first(fetched.headers['content-type']) ?? '');
    if (fetched.status !== 200 || !COMPRESSIBLE.test(type) || fetched.body.length > maxFileBytes || fetched.headers['content-encoding']) return fetched;
    /** @type {Record<string, string | string[]>} */
    const headers = {};
    for (const [name, value] of Object.entries(fetched.headers)) if (value !== undefined && !DROPPED.has(name)) headers[name] = value;
    /** @type {TEntry} */
    const entry = { headers, etag: first(fetched.headers.etag), body: fetched.body, encoded: {}, bytes: fetched.body.length };
    store(key, entry);
    return entry;
  }

  /** @param {string} key @param {TEntry} entry @param {TEncoding} encoding */
  function encode(key, entry, encoding) {
    let pending = entry.encoded[encoding];
    if (!pending) {
      stats.compressions += 1;
      pending =
        encoding === 'br'
          ? brotliAsync(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.body.length } })
          : gzipAsync(entry.body, { level: 9 });
      entry.encoded[encoding] = pending;
      // Counted once it is there: the budget holds the plain bodies and their encodings.
      pending
        .then((buffer) => {
          entry.bytes += buffer.length;
          if (entries.get(key) !== entry) return;
          entries.delete(key);
          bytes -= entry.bytes - buffer.length;
          store(key, entry);
        })
        .catch(() => {});
    }
    return pending;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} key
   * @param {TEntry} entry
   * @param {TEncoding} encoding
   */
  async function send(req, res, key, entry, encoding) {
    const notModified = entry.etag !== undefined && first(req.headers['if-none-match'])?.split(',').some((tag) => tag.trim() === entry.etag || tag.trim() === '*');
    if (notModified) {
      res.writeHead(304, { ...entry.headers, vary: 'Accept-Encoding' });
      res.end();
      return;
    }
    const body = await encode(key, entry, encoding);
    res.writeHead(200, { ...entry.headers, vary: 'Accept-Encoding', 'content-encoding': encoding, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {TFetched} fetched
   */
  function sendFetched(req, res, fetched) {
    /** @type {Record<string, string | string[]>} */
    const headers = {};
    for (const [name, value] of Object.entries(fetched.headers)) if (value !== undefined && !['connection', 'keep-alive', 'transfer-encoding', 'date'].includes(name)) headers[name] = value;
    res.writeHead(fetched.status, { ...headers, 'content-length': fetched.body.length });
    res.end(req.method === 'HEAD' ? undefined : fetched.body);
  }

  /**
   * Answer a request for one of Next's static files (true), or leave it to Next (false).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {() => void} toApp the request's way to Next, when something goes wrong here
   */
  function handle(req, res, toApp) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (!url.startsWith(prefix) || req.headers[STATIC_FILL_HEADER] !== undefined || req.headers.range !== undefined) return false;
    const encoding = pickEncoding(first(req.headers['accept-encoding']));
    if (!encoding) return false;
    // The query (Next's deployment id) does not change the file: one entry a path.
    const query = url.indexOf('?');
    const key = query === -1 ? url : url.slice(0, query);
    // Fonts and images are compressed already: Next sends them as they are.
    if (/\.(?:woff2?|png|jpe?g|gif|webp|avif|ico)$/i.test(key)) return false;

    /** @param {unknown} error */
    const fail = (error) => {
      options.log?.(`static file ${key}: answered by Next itself`, error);
      if (!res.headersSent) toApp();
      else res.destroy();
    };
    const cached = entries.get(key);
    if (cached) {
      stats.hits += 1;
      entries.delete(key);
      entries.set(key, cached);
      send(req, res, key, cached, encoding).catch((error) => fail(error));
      return true;
    }
    let pending = filling.get(key);
    if (!pending) {
      pending = fill(key, url).finally(() => filling.delete(key));
      filling.set(key, pending);
    }
    pending
      .then((result) => ('etag' in result && 'encoded' in result ? send(req, res, key, result, encoding) : sendFetched(req, res, result)))
      .catch((error) => fail(error));
    return true;
  }

  return {
    handle,
    stats,
    /** Bytes held (plain bodies and their encodings). */
    get bytes() {
      return bytes;
    },
  };
}
