import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markNotImplemented, markServiceUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS, withResponseStatus } from '../../server/response-status.mjs';

/**
 * server.mjs runs each request so that a page with nothing to show can turn its 200 into a 503
 * (docs/decisions/022), and a page showing "not available on this platform" into a 501 (decision
 * 024). Here a stand-in for Next.js renders asynchronously, marks the request when asked
 * (?unavailable, ?notimplemented) and answers 200, as Next.js does for any rendered page.
 */
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) =>
    withResponseStatus(req, res, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (req.url?.includes('unavailable')) markServiceUnavailable();
      if (req.url?.includes('notimplemented')) markNotImplemented();
      await Promise.resolve();
      res.statusCode = req.url?.includes('missing') ? 404 : 200;
      res.setHeader('content-type', 'text/html');
      res.end('<html>page</html>');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('withResponseStatus', () => {
  it('a page marked unavailable is answered 503 with Retry-After, and its body', async () => {
    const response = await fetch(`${origin}/ll/news?unavailable`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(await response.text()).toBe('<html>page</html>');
  });

  it('other requests keep their status, also while a marked one is in flight', async () => {
    const [plain, marked, missing] = await Promise.all([fetch(`${origin}/ll/news`), fetch(`${origin}/ll/faqs?unavailable`), fetch(`${origin}/ll/missing?unavailable`)]);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('retry-after')).toBeNull();
    expect(marked.status).toBe(503);
    // Only a 200 becomes a 503: a 404 stays what it is.
    expect(missing.status).toBe(404);
  });

  it("a client navigation's RSC payload keeps its 200 (the router would otherwise reload the page)", async () => {
    const response = await fetch(`${origin}/ll/news?unavailable`, { headers: { rsc: '1' } });
    expect(response.status).toBe(200);
  });

  it('a page marked "not available on this platform" is answered 501, without Retry-After', async () => {
    const response = await fetch(`${origin}/ll/membership/type?notimplemented`);
    expect(response.status).toBe(501);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(await response.text()).toBe('<html>page</html>');
    // Its RSC payload keeps its 200; a 404 stays a 404.
    expect((await fetch(`${origin}/ll/membership/type?notimplemented`, { headers: { rsc: '1' } })).status).toBe(200);
    expect((await fetch(`${origin}/ll/missing?notimplemented`)).status).toBe(404);
  });

  it('an outage wins over "not available": both marked is a 503 with Retry-After', async () => {
    const response = await fetch(`${origin}/ll/organizations?notimplemented&unavailable`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  });

  it('outside a request of server.mjs the marks do nothing', () => {
    expect(() => markServiceUnavailable()).not.toThrow();
    expect(() => markNotImplemented()).not.toThrow();
  });
});
