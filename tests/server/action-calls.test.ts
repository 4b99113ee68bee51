import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isServerActionRequest, markActionEntered, withActionCall } from '../../server/action-calls.mjs';

/**
 * A server action post whose arguments do not decode fails in Next.js before any action runs, and
 * Next.js answers 500: server.mjs makes it a 400. Here a stand-in for Next.js answers 500, after
 * reaching the action (`?entered`: a real server error, kept) or not (a body it could not decode).
 */
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) =>
    withActionCall(req, res, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (req.url?.includes('entered')) markActionEntered();
      await Promise.resolve();
      res.statusCode = req.url?.includes('ok') ? 200 : 500;
      res.setHeader('content-type', 'text/x-component');
      res.end('flight');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (path: string, headers: Record<string, string> = { 'next-action': 'abc' }) => fetch(`${origin}${path}`, { method: 'POST', headers, body: 'junk' });

describe('withActionCall', () => {
  it('answers 400 for an action post that failed before reaching any action', async () => {
    const response = await post('/ll/login');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('flight');
    // A form posted without script is an action too.
    expect((await post('/ll/login', { 'content-type': 'multipart/form-data; boundary=x' })).status).toBe(400);
  });

  it('keeps a 500 raised after the action was reached, and every other status', async () => {
    const [entered, ok] = await Promise.all([post('/ll/login?entered'), post('/ll/login?ok')]);
    expect(entered.status).toBe(500);
    expect(ok.status).toBe(200);
  });

  it('leaves requests that are not actions alone', async () => {
    expect((await fetch(`${origin}/ll/news`)).status).toBe(500);
    expect((await post('/ll/login', { 'content-type': 'application/json' })).status).toBe(500);
    expect((await fetch(`${origin}/ll/api/test/laps`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(500);
  });

  it('counts any path as a possible page, API paths too (Next.js routes /ll/api/x/./y as a page)', () => {
    const request = (url: string, headers: Record<string, string>) => ({ method: 'POST', url, headers }) as never;
    expect(isServerActionRequest(request('/ll/api/races/./results', { 'content-type': 'multipart/form-data; boundary=x' }))).toBe(true);
    expect(isServerActionRequest(request('/ll/api/races/1/results', { 'next-action': 'x' }))).toBe(true);
    expect(isServerActionRequest(request('/ll/api/payments/stripe/webhook', { 'content-type': 'application/json' }))).toBe(false);
    expect(isServerActionRequest({ method: 'GET', url: '/ll/login', headers: { 'next-action': 'x' } } as never)).toBe(false);
  });

  it('does nothing outside a request', () => {
    expect(() => markActionEntered()).not.toThrow();
  });
});
