// @ts-check
/**
 * The production server: Next.js behind a small shared page cache (server/page-cache.mjs) for
 * the result pages that allow it. `npm start` runs it after `npm run build`; `npm run dev` keeps
 * using `next dev`. PORT (default 3000) and LISTEN_ADDRESS (default 0.0.0.0; not HOSTNAME, which shells and containers
 * set to the machine's name);
 * PAGE_CACHE=off turns the page cache off. docs/decisions/015-page-cache.md explains why.
 * Every request gets the client's address in `x-portal-client-ip` (server/client-ip.mjs): the
 * socket's, or with TRUSTED_PROXY_HOPS / TRUSTED_PROXIES the right-most X-Forwarded-For address
 * that is not a trusted proxy; a value the client sent itself is dropped.
 */
import { createServer } from 'node:http';
import next from 'next';
import { withActionCall } from './server/action-calls.mjs';
import { ACTION_BODY_LIMIT_BYTES, BASE_PATH, DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, LOCALES, PAGE_CACHE_PATHS } from './server/config.mjs';
import { createPageCache, serveFromCache } from './server/page-cache.mjs';
import { createRequestGuard } from './server/request-guard.mjs';
import { markClientIpHeaderSet, parseProxyTrust, setClientIpHeader } from './server/client-ip.mjs';
import { withResponseStatus } from './server/response-status.mjs';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.LISTEN_ADDRESS || '0.0.0.0';
// Validated here too (a malformed value stops the server, naming the variable), before any request.
const proxyTrust = parseProxyTrust({ hops: process.env.TRUSTED_PROXY_HOPS, proxies: process.env.TRUSTED_PROXIES });
// Test-only: end-to-end tests act as several clients from one machine (never in production).
const honourTestHeader = process.env.E2E_TEST_ROUTES === 'true';

// Next resolves the proxy's rewrites against its own origin: it must be told it is localhost:PORT
// (whatever address the server listens on), or it forwards them over HTTP as external rewrites.
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
const pageCache =
  process.env.PAGE_CACHE === 'off'
    ? null
    : createPageCache({ paths: PAGE_CACHE_PATHS, basePath: BASE_PATH, locales: LOCALES, defaultLocale: DEFAULT_LOCALE, localeCookie: LOCALE_COOKIE_NAME, localeCookieMaxAge: LOCALE_COOKIE_MAX_AGE });

const guard = createRequestGuard({ siteUrl: process.env.SITE_URL, maxActionBodyBytes: ACTION_BODY_LIMIT_BYTES });

await app.prepare();
markClientIpHeaderSet();

const server = createServer((req, res) => {
  setClientIpHeader(req, { trust: proxyTrust, honourTestHeader });
  // Input Next.js would answer with a 500 (undecodable path, foreign Origin or oversized body on a
  // server action): refused here (server/request-guard.mjs).
  if (guard.handle(req, res)) return;
  if (serveFromCache(pageCache, req, res)) return;
  // A page may turn its 200 into a 503 (server/response-status.mjs: content unavailable); a server
  // action whose arguments do not decode is a 400, not a 500 (server/action-calls.mjs).
  withResponseStatus(req, res, () => withActionCall(req, res, () => handle(req, res))).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
// Longer than a load balancer's idle timeout, as `next start` does.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => console.log(`> Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}${BASE_PATH}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close();
    app.close().finally(() => process.exit(0));
  });
}
