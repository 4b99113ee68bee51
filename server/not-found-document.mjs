// @ts-check
/**
 * The 404 of a page that calls notFound() (an unknown article, event, rider...), sent whole.
 *
 * Next.js (16.4) answers such a request with the right status but with its error shell: an
 * `<html id="__next_error__">` with no `lang`, the layout's default title and an empty body; the
 * page appears only once the script has run (vercel/next.js#62228). An address no route matches is
 * rendered whole on the server (app/not-found.tsx, docs/decisions/037). So the production server
 * (server.mjs) holds back a document's 404 and, when it is that shell, sends instead the 404 page
 * of an address no route matches in the same language, rendered over loopback: the same message,
 * menu and footer, with `<html lang>`, the translated title and `noindex`, readable without
 * JavaScript. The original response's headers are kept (security headers, cookies), but for the
 * body's own: its type and its Content-Security-Policy, whose nonce is the one of its scripts.
 * A client navigation (an RSC request) and every other status pass through untouched.
 */
import { gunzipSync, gzipSync } from 'node:zlib';

/** The marker of Next's error shell in a document. */
const ERROR_SHELL = 'id="__next_error__"';
/** Header of the loopback render: its own 404 is sent as it is. */
export const NOT_FOUND_RENDER_HEADER = 'x-portal-not-found-render';
/** A 404 document larger than this is sent as it is (Next's shell is about 40 kB). */
const MAX_HELD_BYTES = 1_000_000;
/** Headers of the held response that the loopback render's replace. */
const BODY_HEADERS = ['content-type', 'content-security-policy', 'content-encoding', 'content-length', 'transfer-encoding', 'x-middleware-rewrite'];

/**
 * The address of the same language that no route matches: `/ll/fr/news/x` → `/ll/fr/…`.
 * @param {string} url the request's URL (path and query)
 * @param {{ basePath: string; locales: readonly string[]; defaultLocale: string }} site
 */
export function notFoundAddress(url, site) {
  const path = url.split('?')[0] ?? '';
  const rest = path.startsWith(`${site.basePath}/`) ? path.slice(site.basePath.length + 1) : '';
  const first = rest.split('/')[0] ?? '';
  const locale = site.locales.includes(first) && first !== site.defaultLocale ? first : null;
  return `${site.basePath}${locale ? `/${locale}` : ''}/~not-found`;
}

/**
 * @typedef {{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }} TRendered
 * @typedef {{
 *   basePath: string;
 *   locales: readonly string[];
 *   defaultLocale: string;
 *   render: (url: string) => Promise<TRendered>;
 *   log?: (message: string, error: unknown) => void;
 * }} TNotFoundOptions
 */

/**
 * Run `handle` for this request so that a 404 error shell is replaced by the whole 404 page.
 * @template T
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => T} handle
 * @param {TNotFoundOptions} options
 * @returns {T}
 */
export function withNotFoundDocument(req, res, handle, options) {
  const isDocument = req.method === 'GET' && req.headers.rsc === undefined && req.headers[NOT_FOUND_RENDER_HEADER] === undefined;
  if (!isDocument) return handle();
  // As the client asked: Next rewrites req.url while it handles the request.
  const address = notFoundAddress(req.url ?? '/', options);

  // Other layers (Next's compression) wrap these methods after this one: they are never put back,
  // only told to pass through.
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  /** @type {{ args: any[]; chunks: Buffer[]; bytes: number } | null} */
  let held = null;
  let passing = false;

  /** Send what is held as it came, and pass everything through from now on. */
  const letGo = () => {
    if (!held) return Buffer.alloc(0);
    const { args, chunks } = held;
    held = null;
    passing = true;
    if (!res.headersSent) writeHead.apply(res, /** @type {any} */ (args));
    return Buffer.concat(chunks);
  };

  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) {
      if (passing) return writeHead.call(res, statusCode, ...rest);
      if (held) {
        // Asked again while held (Node's implicit header at the first write): the status stays.
        if (rest.length > 0) held.args = [held.args[0], ...rest];
        return res;
      }
      const type = String(res.getHeader('content-type') ?? headerIn(rest, 'content-type') ?? '');
      if (statusCode === 404 && type.startsWith('text/html')) {
        held = { args: [statusCode, ...rest], chunks: [], bytes: 0 };
        return res;
      }
      passing = true;
      return writeHead.call(res, statusCode, ...rest);
    }
  );
  res.write = /** @type {typeof res.write} */ (
    function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
      if (!passing && !held) res.writeHead(res.statusCode);
      if (!held) return write.call(res, chunk, ...rest);
      hold(chunk, rest);
      // Not Next's small shell: send what is held and go on as usual.
      if (held.bytes > MAX_HELD_BYTES) return write.call(res, letGo());
      return true;
    }
  );
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
      if (!passing && !held) res.writeHead(res.statusCode);
      if (!held) return end.call(res, chunk, ...rest);
      if (typeof chunk === 'function') res.once('finish', chunk);
      else if (chunk !== undefined && chunk !== null) hold(chunk, rest);
      const callback = rest.find((value) => typeof value === 'function');
      if (callback) res.once('finish', callback);
      const body = Buffer.concat(held.chunks);
      const gzipped = String(res.getHeader('content-encoding') ?? '').includes('gzip');
      if (!isErrorShell(body, gzipped)) {
        end.call(res, letGo());
        return res;
      }
      options
        .render(address)
        .then((page) => {
          if (page.status !== 404 || !String(page.headers['content-type'] ?? '').startsWith('text/html') || isErrorShell(page.body, false)) {
            throw new Error(`the 404 page answered ${page.status}`);
          }
          held = null;
          passing = true;
          for (const name of BODY_HEADERS) res.removeHeader(name);
          for (const name of ['content-type', 'content-security-policy']) {
            const value = page.headers[name];
            if (value !== undefined) res.setHeader(name, value);
          }
          const sent = gzipped ? gzipSync(page.body) : page.body;
          if (gzipped) res.setHeader('content-encoding', 'gzip');
          res.setHeader('content-length', sent.length);
          writeHead.call(res, 404);
          end.call(res, sent);
        })
        .catch((error) => {
          options.log?.("the whole 404 page could not be rendered; Next.js's shell is sent", error);
          end.call(res, letGo());
        });
      return res;
    }
  );

  /** @param {any} chunk @param {any[]} rest */
  function hold(chunk, rest) {
    if (!held) return;
    const encoding = typeof rest[0] === 'string' ? /** @type {BufferEncoding} */ (rest[0]) : undefined;
    const buffer = Buffer.isBuffer(chunk) ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.from(String(chunk), encoding);
    held.chunks.push(buffer);
    held.bytes += buffer.length;
    const callback = rest.find((value) => typeof value === 'function');
    if (callback) queueMicrotask(callback);
  }

  return handle();
}

/**
 * @param {Buffer} body
 * @param {boolean} gzipped
 */
function isErrorShell(body, gzipped) {
  try {
    const text = (gzipped ? gunzipSync(body) : body).toString('utf8');
    return text.includes(ERROR_SHELL);
  } catch {
    return false;
  }
}

/**
 * A header given to writeHead (an object, or a flat [name, value, ...] array).
 * @param {any[]} rest
 * @param {string} name
 */
function headerIn(rest, name) {
  const headers = rest.find((value) => value && typeof value === 'object');
  if (!headers) return undefined;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) if (String(headers[i]).toLowerCase() === name) return headers[i + 1];
    return undefined;
  }
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}
