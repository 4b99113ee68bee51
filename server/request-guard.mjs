// @ts-check
/**
 * Refusals made by the production server (server.mjs) before Next.js sees a request, for input that
 * Next.js itself answers with a 500 (docs/security.md, "Input"):
 * - a server action (a POST with a `Next-Action` header, or a multipart body: a form posted
 *   without script) from a foreign or malformed `Origin`: Next.js aborts it as a CSRF attempt,
 *   but with a 500; here it is a 403. Allowed: the request's own host (`X-Forwarded-Host`, else
 *   `Host`, as Next.js compares) and the host of SITE_URL (also given to Next.js as
 *   `allowedOrigins`).
 * - a server action whose body is larger than the limit of next.config.ts (a 500 from Next.js
 *   once it has read that far): a 413 from `Content-Length`, before reading it; a 411 when the
 *   length is not given (browsers always give it).
 * - a path whose percent-encoding does not decode (`/ll/%zz`): a 400.
 */

import { isServerActionRequest } from './action-calls.mjs';

/**
 * @typedef {{ siteUrl?: string; maxActionBodyBytes: number }} TRequestGuardOptions
 * @typedef {{ status: number; reason: string }} TRefusal
 */

/** The host part of an Origin header, or null when it is not an origin (`null`, junk). @param {string} origin */
export function originHost(origin) {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null;
  } catch {
    return null;
  }
}

/** @param {string | string[] | undefined} value */
const first = (value) => (Array.isArray(value) ? value[0] : value);

/** Whether a path decodes: every `%` starts a valid UTF-8 escape. @param {string} pathname */
export function decodesCleanly(pathname) {
  if (!pathname.includes('%')) return true;
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** @param {TRequestGuardOptions} options */
export function createRequestGuard(options) {
  const siteHost = options.siteUrl ? originHost(options.siteUrl) : null;

  /**
   * Why a request is refused, or null to let it through.
   * @param {import('node:http').IncomingMessage} req
   * @returns {TRefusal | null}
   */
  function check(req) {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    if (!decodesCleanly(pathname)) return { status: 400, reason: 'malformed path encoding' };
    if (!isServerActionRequest(req)) return null;
    const h = req.headers;
    const origin = first(h.origin);
    if (origin !== undefined) {
      const host = originHost(origin);
      // As Next.js compares: the first X-Forwarded-Host, else Host.
      const forwarded = first(h['x-forwarded-host'])?.split(',')[0]?.trim();
      const own = forwarded || h.host;
      if (host === null || (host !== own && host !== siteHost)) return { status: 403, reason: 'foreign origin' };
    }
    const length = h['content-length'];
    if (length === undefined) return { status: 411, reason: 'no content length' };
    if (Number(length) > options.maxActionBodyBytes) return { status: 413, reason: 'body too large' };
    return null;
  }

  /**
   * Answer a refused request (true), or leave it to the app (false).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function handle(req, res) {
    const refusal = check(req);
    if (!refusal) return false;
    res.writeHead(refusal.status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    res.end(`${refusal.status} ${refusal.reason}\n`);
    return true;
  }

  return { check, handle };
}
