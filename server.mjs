// @ts-check
/**
 * The production server: Next.js behind a small shared page cache (server/page-cache.mjs) for
 * the public pages that allow it. `npm start` runs it after `npm run build`; `npm run dev` keeps
 * using `next dev`. PORT (default 3000) and LISTEN_ADDRESS (default 0.0.0.0; not HOSTNAME, which shells and containers
 * set to the machine's name);
 * PAGE_CACHE=off turns the page cache off. docs/decisions/015-page-cache.md explains why.
 * Every request gets the client's address in `x-portal-client-ip` (server/client-ip.mjs): the
 * socket's, or with TRUSTED_PROXY_HOPS / TRUSTED_PROXIES the right-most X-Forwarded-For address
 * that is not a trusted proxy; a value the client sent itself is dropped.
 */
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import next from 'next';
import { withActionCall } from './server/action-calls.mjs';
import { ACTION_BODY_LIMIT_BYTES, BASE_PATH, DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, LOCALES, SESSION_COOKIE_NAMES } from './server/config.mjs';
import { createPageCache, serveFromCache } from './server/page-cache.mjs';
import { PAGE_CACHE_ROUTES } from './server/page-cache-routes.mjs';
import { createRequestGuard } from './server/request-guard.mjs';
import { markClientIpHeaderSet, parseProxyTrust, setClientIpHeader } from './server/client-ip.mjs';
import { withResponseStatus } from './server/response-status.mjs';
import { NOT_FOUND_RENDER_HEADER, withNotFoundDocument } from './server/not-found-document.mjs';
import { serverEnv } from './server/env.mjs';
import { createStaticAssets, STATIC_FILL_HEADER } from './server/static-assets.mjs';

// The environment is validated when server/env.mjs is loaded: a malformed value stops the server, naming the variable, before any request.
const port = serverEnv.PORT;
const hostname = serverEnv.LISTEN_ADDRESS;
const proxyTrust = parseProxyTrust({ hops: serverEnv.TRUSTED_PROXY_HOPS, proxies: serverEnv.TRUSTED_PROXIES });
// Test-only: end-to-end tests act as several clients from one machine (never in production).
const honourTestHeader = serverEnv.E2E_TEST_ROUTES;

// Next resolves the proxy's rewrites against its own origin: it must be told it is localhost:PORT
// (whatever address the server listens on), or it forwards them over HTTP as external rewrites.
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();

/**
 * Where this server answers on loopback (its listening address, or loopback for a wildcard one).
 * @returns {{ host: string; port: number }}
 */
function loopback() {
  const address = server.address();
  const local = typeof address === 'object' && address ? address : { address: '127.0.0.1', port };
  const host = local.address === '0.0.0.0' ? '127.0.0.1' : local.address === '::' ? '::1' : local.address;
  return { host, port: local.port };
}

/**
 * The page cache renders a page by asking this server for it, over loopback, as a visitor with no
 * cookie would (server/page-cache.mjs): the render then belongs to no visitor, goes on when the
 * visitors who asked leave, and is one for all of them.
 * @param {{ url: string; headers: Record<string, string> }} target
 * @returns {Promise<void>}
 */
function renderOverLoopback(target) {
  const { host, port: localPort } = loopback();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host, port: localPort, path: target.url, method: 'GET', headers: target.headers }, (res) => {
      res.resume();
      res.on('end', () => resolve());
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** @param {string} message @param {unknown} error */
const logError = (message, error) => console.error(message, error);

/**
 * A GET of this server over loopback, its body whole in memory (at most 30 s), for the two helpers
 * below.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {string} what for the timeout's message
 * @returns {Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders; body: Buffer }>}
 */
function fetchOverLoopback(url, headers, what) {
  const { host, port: localPort } = loopback();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host, port: localPort, path: url, method: 'GET', headers, timeout: 30_000 }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${what} took more than 30 s`)));
    req.on('error', reject);
    req.end();
  });
}

/**
 * The 404 page of an address no route matches, rendered over loopback as a visitor with no cookie
 * would see it (server/not-found-document.mjs): it stands in for Next's error shell.
 * @param {string} url
 */
const notFoundOverLoopback = (url) => fetchOverLoopback(url, { accept: 'text/html', 'accept-encoding': 'identity', [NOT_FOUND_RENDER_HEADER]: '1' }, 'the 404 page');

/**
 * One of Next's static files as Next sends it, uncompressed (server/static-assets.mjs compresses it
 * once and keeps it).
 * @param {string} url
 */
const staticFileOverLoopback = (url) => fetchOverLoopback(url, { 'accept-encoding': 'identity', [STATIC_FILL_HEADER]: '1' }, 'the static file');

const notFoundOptions = {
  basePath: BASE_PATH,
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  render: notFoundOverLoopback,
  log: logError,
};

const staticAssets = createStaticAssets({ basePath: BASE_PATH, fetch: staticFileOverLoopback, log: logError });

const pageCache =
  serverEnv.PAGE_CACHE === 'off'
    ? null
    : createPageCache({
        routes: PAGE_CACHE_ROUTES,
        sessionCookies: SESSION_COOKIE_NAMES,
        render: renderOverLoopback,
        renderToken: randomBytes(24).toString('base64url'),
        basePath: BASE_PATH,
        locales: LOCALES,
        defaultLocale: DEFAULT_LOCALE,
        localeCookie: LOCALE_COOKIE_NAME,
        localeCookieMaxAge: LOCALE_COOKIE_MAX_AGE,
      });

const guard = createRequestGuard({ siteUrl: serverEnv.SITE_URL, maxActionBodyBytes: ACTION_BODY_LIMIT_BYTES });

await app.prepare();
markClientIpHeaderSet();

const server = createServer((req, res) => {
  setClientIpHeader(req, { trust: proxyTrust, honourTestHeader });
  // Input Next.js would answer with a 500 (undecodable path, foreign Origin or oversized body on a
  // server action): refused here (server/request-guard.mjs).
  if (guard.handle(req, res)) return;
  // Test-only: what the page cache did (renders, hits...), for the end-to-end tests and the
  // benchmark; DELETE empties it, so a test starts from pages nobody asked for.
  if (honourTestHeader && req.url === `${BASE_PATH}/api/test/page-cache` && pageCache) {
    if (req.method === 'DELETE') pageCache.clear();
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(pageCache.stats));
    return;
  }
  const toApp = () => {
    // A page may turn its 200 into a 503 (server/response-status.mjs: content unavailable); a page's
    // notFound() is sent as the whole 404 page, not Next's error shell (server/not-found-document.mjs);
    // a server action whose arguments do not decode is a 400, not a 500 (server/action-calls.mjs).
    withResponseStatus(req, res, () => withNotFoundDocument(req, res, () => withActionCall(req, res, () => handle(req, res)), notFoundOptions)).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  };
  // Next's scripts and styles, compressed once (server/static-assets.mjs).
  if (staticAssets.handle(req, res, toApp)) return;
  if (serveFromCache(pageCache, req, res, toApp)) return;
  toApp();
});
// Longer than a load balancer's idle timeout, as `next start` does.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => console.log(`> Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}${BASE_PATH}`));

// A clean shutdown: the results mirror's sync (lib/platform/index.ts startPlatformSync) finishes the
// race it is writing and gives its lease back (at most 10 s), while the server stops taking requests.
const mirrorSync = () => globalThis[Symbol.for('racing-portal.platform.mirror-scheduler')];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close();
    const stopping = Promise.race([Promise.resolve(mirrorSync()?.stop()), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    Promise.allSettled([stopping, app.close()]).finally(() => process.exit(0));
  });
}
