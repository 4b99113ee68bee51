import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundAddress, withNotFoundDocument, type TRendered } from '../../server/not-found-document.mjs';

/**
 * server.mjs sends a page's own 404 (notFound()) as the whole 404 page of its language instead of
 * Next.js's error shell (vercel/next.js#62228; docs/decisions/037). Here a stand-in for Next.js
 * answers as Next does: the error shell with a 404 (plain or gzipped, in chunks, the status set
 * before the first write), an ordinary page, a large 404; the 404 page is rendered by a stand-in
 * of the loopback render that records the address it was asked for.
 */
const SHELL = '<!DOCTYPE html><html id="__next_error__"><head><title>Site</title></head><body></body></html>';
const SITE = { basePath: '/ll', locales: ['en', 'es', 'fr'] as const, defaultLocale: 'en' };

let server: Server;
let origin: string;
let rendered: string[] = [];
let renderFails = false;

function nextStandIn(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://x');
  // Next rewrites req.url while it handles a request: the 404 page must follow the original.
  req.url = url.pathname.replace('/ll/', '/');
  res.setHeader('content-security-policy', "script-src 'nonce-shell'");
  res.setHeader('set-cookie', 'locale=fr; Path=/ll');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  if (url.pathname.endsWith('/page')) {
    res.statusCode = 200;
    res.end('<html lang="en">a page</html>');
    return;
  }
  res.statusCode = 404;
  if (url.searchParams.has('large')) {
    res.write('x'.repeat(600_000));
    res.end('y'.repeat(600_000));
    return;
  }
  if (url.searchParams.has('own')) {
    res.end('<html lang="fr">a page that draws its own 404</html>');
    return;
  }
  if (url.searchParams.has('gzip')) {
    res.setHeader('content-encoding', 'gzip');
    res.end(gzipSync(SHELL));
    return;
  }
  res.write(SHELL.slice(0, 20));
  res.end(SHELL.slice(20));
}

async function render(url: string): Promise<TRendered> {
  rendered.push(url);
  if (renderFails) throw new Error('down');
  const locale = url.split('/')[2] === '~not-found' ? 'en' : url.split('/')[2];
  return {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'nonce-page'" },
    body: Buffer.from(`<html lang="${locale}"><title>Not found</title><script nonce="page"></script></html>`),
  };
}

beforeAll(async () => {
  server = createServer((req, res) => withNotFoundDocument(req, res, () => nextStandIn(req, res), { ...SITE, render }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function reset() {
  rendered = [];
  renderFails = false;
}

describe('withNotFoundDocument', () => {
  it("replaces the error shell of a page's 404 by the 404 page of the address's language, with that page's CSP", async () => {
    reset();
    const response = await fetch(`${origin}/ll/fr/news/no-such-article`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<html lang="fr"><title>Not found</title><script nonce="page"></script></html>');
    expect(response.headers.get('content-security-policy')).toBe("script-src 'nonce-page'");
    // The original response's other headers stay (a cookie the request set).
    expect(response.headers.get('set-cookie')).toBe('locale=fr; Path=/ll');
    expect(rendered).toEqual(['/ll/fr/~not-found']);
  });

  it('keeps the compression of the original response', async () => {
    reset();
    const response = await fetch(`${origin}/ll/es/events/999?gzip`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('<html lang="es">');
    expect(rendered).toEqual(['/ll/es/~not-found']);
  });

  it('an address in the default language asks for the unprefixed 404 page', async () => {
    reset();
    const response = await fetch(`${origin}/ll/news/no-such-article`);
    expect(await response.text()).toContain('<html lang="en">');
    expect(rendered).toEqual(['/ll/~not-found']);
  });

  it('leaves a 200, a 404 that is no error shell, a large 404 and a client navigation as they are', async () => {
    reset();
    const page = await fetch(`${origin}/ll/fr/page`);
    expect([page.status, await page.text()]).toEqual([200, '<html lang="en">a page</html>']);
    const own = await fetch(`${origin}/ll/fr/x?own`);
    expect([own.status, await own.text()]).toEqual([404, '<html lang="fr">a page that draws its own 404</html>']);
    const large = await fetch(`${origin}/ll/fr/x?large`);
    expect(large.status).toBe(404);
    expect((await large.text()).length).toBe(1_200_000);
    const navigation = await fetch(`${origin}/ll/fr/news/no-such-article`, { headers: { rsc: '1' } });
    expect([navigation.status, await navigation.text()]).toEqual([404, SHELL]);
    expect(rendered).toEqual([]);
  });

  it('sends the error shell when the 404 page cannot be rendered (never a hang or a 500)', async () => {
    reset();
    renderFails = true;
    const response = await fetch(`${origin}/ll/fr/news/no-such-article`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(SHELL);
    expect(response.headers.get('content-security-policy')).toBe("script-src 'nonce-shell'");
  });
});

describe('notFoundAddress', () => {
  it('keeps the language prefix, never the default one', () => {
    expect(notFoundAddress('/ll/fr/news/x?y=1', SITE)).toBe('/ll/fr/~not-found');
    expect(notFoundAddress('/ll/es', SITE)).toBe('/ll/es/~not-found');
    expect(notFoundAddress('/ll/en/news', SITE)).toBe('/ll/~not-found');
    expect(notFoundAddress('/ll/news/x', SITE)).toBe('/ll/~not-found');
    expect(notFoundAddress('/elsewhere', SITE)).toBe('/ll/~not-found');
  });
});
