// @ts-check
/**
 * The production server: Next.js behind a small shared page cache (server/page-cache.mjs) for
 * the result pages that allow it. `npm start` runs it after `npm run build`; `npm run dev` keeps
 * using `next dev`. PORT (default 3000) and LISTEN_ADDRESS (default 0.0.0.0; not HOSTNAME, which shells and containers
 * set to the machine's name);
 * PAGE_CACHE=off turns the page cache off. docs/decisions/015-page-cache.md explains why.
 */
import { createServer } from 'node:http';
import next from 'next';
import { BASE_PATH, DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, LOCALES, PAGE_CACHE_PATHS } from './server/config.mjs';
import { createPageCache } from './server/page-cache.mjs';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.LISTEN_ADDRESS || '0.0.0.0';

// Next resolves the proxy's rewrites against its own origin: it must be told it is localhost:PORT
// (whatever address the server listens on), or it forwards them over HTTP as external rewrites.
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
const pageCache =
  process.env.PAGE_CACHE === 'off'
    ? null
    : createPageCache({ paths: PAGE_CACHE_PATHS, basePath: BASE_PATH, locales: LOCALES, defaultLocale: DEFAULT_LOCALE, localeCookie: LOCALE_COOKIE_NAME, localeCookieMaxAge: LOCALE_COOKIE_MAX_AGE });

await app.prepare();

const server = createServer((req, res) => {
  if (pageCache?.handle(req, res)) return;
  handle(req, res).catch((error) => {
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
