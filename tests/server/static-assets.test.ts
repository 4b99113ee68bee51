import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStaticAssets, pickEncoding, type TFetched } from '../../server/static-assets.mjs';

/**
 * server.mjs compresses each of Next's static files once instead of on every request
 * (docs/decisions/040). Here the files come from a stand-in for the loopback fetch of server.mjs
 * that answers as Next does (its headers, a 404 for an unknown file) and counts what it was asked;
 * requests go through a real HTTP server whose other requests stand for Next itself.
 */
const SCRIPT = `self.chunk = ${JSON.stringify('a'.repeat(40_000))};`;
const NEXT_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'content-type': 'application/javascript; charset=UTF-8',
  etag: 'W/"9c7a-19b"',
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=63072000',
  'accept-ranges': 'bytes',
};

let fetched: string[] = [];
let release: (() => void) | null = null;
let assets: ReturnType<typeof createStaticAssets>;
let server: Server;
let origin: string;

async function fetchFromNext(path: string): Promise<TFetched> {
  fetched.push(path);
  if (release === null) await new Promise<void>((resolve) => setTimeout(resolve, 5));
  else await new Promise<void>((resolve) => (release = resolve));
  const pathname = path.split('?')[0] ?? '';
  if (pathname.endsWith('/missing.js')) return { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, body: Buffer.from('<html>404</html>') };
  return { status: 200, headers: { ...NEXT_HEADERS, 'content-length': String(SCRIPT.length) }, body: Buffer.from(SCRIPT) };
}

type TReply = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<TReply> {
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const toNext = () => {
      res.writeHead(200, { 'content-type': 'text/plain', 'x-answered-by': 'next' });
      res.end('from next');
    };
    if (!assets.handle(req, res, toNext)) toNext();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  fetched = [];
  release = null;
  assets = createStaticAssets({ basePath: '/ll', fetch: fetchFromNext, maxBytes: 100_000, maxFileBytes: 60_000 });
});

describe('Next static files compressed once', () => {
  it('sends a script brotli-compressed with every header Next gave it, and the next request from memory', async () => {
    const first = await get('/ll/_next/static/chunks/a.js?dpl=1', { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toBe(SCRIPT);
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(first.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(first.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'content-type': 'application/javascript; charset=UTF-8',
      etag: 'W/"9c7a-19b"',
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=63072000',
      vary: 'Accept-Encoding',
    });
    // It describes the compressed bytes: no byte ranges of the plain file.
    expect(first.headers['accept-ranges']).toBeUndefined();

    // Another deployment id, the same file: no second fetch, no second compression.
    const second = await get('/ll/_next/static/chunks/a.js?dpl=2', { 'accept-encoding': 'br' });
    expect(second.body.equals(first.body)).toBe(true);
    expect(fetched).toEqual(['/ll/_next/static/chunks/a.js?dpl=1']);
    expect(assets.stats).toEqual({ fetches: 1, hits: 1, compressions: 1 });
  });

  it('sends gzip to a browser that does not take brotli, and compresses that once too', async () => {
    for (let i = 0; i < 3; i += 1) {
      const reply = await get('/ll/_next/static/css/b.css', { 'accept-encoding': 'gzip' });
      expect(reply.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(reply.body).toString()).toBe(SCRIPT);
    }
    expect(assets.stats).toEqual({ fetches: 1, hits: 2, compressions: 1 });
  });

  it('30 browsers asking at once for a file not yet in memory cause one fetch', async () => {
    release = () => {};
    const replies = Array.from({ length: 30 }, () => get('/ll/_next/static/chunks/c.js', { 'accept-encoding': 'br' }));
    await expect.poll(() => fetched.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const all = await Promise.all(replies);
    expect(all.every((r) => r.status === 200 && brotliDecompressSync(r.body).toString() === SCRIPT)).toBe(true);
    expect(fetched).toHaveLength(1);
  });

  it('answers a matching ETag with 304 and no body', async () => {
    await get('/ll/_next/static/chunks/a.js', { 'accept-encoding': 'br' });
    const reply = await get('/ll/_next/static/chunks/a.js', { 'accept-encoding': 'br', 'if-none-match': 'W/"9c7a-19b"' });
    expect(reply.status).toBe(304);
    expect(reply.body.length).toBe(0);
    expect(reply.headers.etag).toBe('W/"9c7a-19b"');
  });

  it('answers HEAD with the headers of the compressed file and no body', async () => {
    const reply = await get('/ll/_next/static/chunks/a.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(Number(reply.headers['content-length'])).toBeGreaterThan(0);
    expect(reply.body.length).toBe(0);
  });

  it('passes an unknown file on as Next answered it, and does not keep it', async () => {
    for (let i = 0; i < 2; i += 1) {
      const reply = await get('/ll/_next/static/chunks/missing.js', { 'accept-encoding': 'br' });
      expect(reply.status).toBe(404);
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.body.toString()).toBe('<html>404</html>');
    }
    expect(fetched).toHaveLength(2);
  });

  it('leaves to Next what it does not compress: other paths, fonts, ranges, other methods, a client taking neither encoding', async () => {
    const cases: [string, Record<string, string>, string?][] = [
      ['/ll/en/news', { 'accept-encoding': 'br' }],
      ['/ll/_next/static/media/font.woff2', { 'accept-encoding': 'br' }],
      ['/ll/_next/static/chunks/a.js', { 'accept-encoding': 'br', range: 'bytes=0-10' }],
      ['/ll/_next/static/chunks/a.js', {}],
      ['/ll/_next/static/chunks/a.js', { 'accept-encoding': 'identity' }],
      ['/ll/_next/static/chunks/a.js', { 'accept-encoding': 'br;q=0, gzip;q=0' }],
      ['/ll/_next/static/chunks/a.js', { 'accept-encoding': 'br' }, 'POST'],
    ];
    for (const [path, headers, method] of cases) {
      const reply = await get(path, headers, method);
      expect(reply.headers['x-answered-by'], `${method ?? 'GET'} ${path} ${JSON.stringify(headers)}`).toBe('next');
    }
    expect(fetched).toEqual([]);
  });

  it('keeps within its byte budget, the least recently used file going first', async () => {
    // 40 kB plain and about 100 bytes of brotli each: two fit in 100 kB, not three.
    await get('/ll/_next/static/chunks/one.js', { 'accept-encoding': 'br' });
    await get('/ll/_next/static/chunks/two.js', { 'accept-encoding': 'br' });
    await get('/ll/_next/static/chunks/one.js', { 'accept-encoding': 'br' });
    await get('/ll/_next/static/chunks/three.js', { 'accept-encoding': 'br' });
    expect(assets.bytes).toBeLessThanOrEqual(100_000);
    fetched = [];
    await get('/ll/_next/static/chunks/one.js', { 'accept-encoding': 'br' });
    await get('/ll/_next/static/chunks/two.js', { 'accept-encoding': 'br' });
    expect(fetched).toEqual(['/ll/_next/static/chunks/two.js']);
  });
});

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['identity', null],
    ['', null],
    [undefined, null],
    ['GZIP;q=0.5', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
