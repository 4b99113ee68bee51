import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ACTION_BODY_LIMIT_BYTES } from '../../server/config.mjs';
import { createRequestGuard, decodesCleanly, originHost } from '../../server/request-guard.mjs';

/**
 * What server.mjs refuses before Next.js sees it, because Next.js would answer it with a 500:
 * undecodable paths, server actions from a foreign or malformed Origin, oversized action posts.
 */
const guard = createRequestGuard({ siteUrl: 'https://racing.example', maxActionBodyBytes: 1000 });

function req(method: string, url: string, headers: Record<string, string> = {}): IncomingMessage {
  return { method, url, headers: { host: '127.0.0.1:3000', ...headers } } as unknown as IncomingMessage;
}

const action = (headers: Record<string, string>, url = '/ll/login') => req('POST', url, { 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8', 'content-length': '10', ...headers });

describe('request guard', () => {
  it('refuses a path whose percent-encoding does not decode (400), whatever the method', () => {
    for (const path of ['/ll/%zz', '/ll/api/races/%zz/results', '/ll/es/%E0%A4%A', '/ll/a%']) {
      expect(guard.check(req('GET', path))).toMatchObject({ status: 400 });
    }
    expect(guard.check(req('POST', '/ll/%zz', { 'next-action': 'x' }))).toMatchObject({ status: 400 });
    // Valid escapes, and junk in the query (the pages read it defensively), pass.
    expect(guard.check(req('GET', '/ll/results/%C3%A9?q=%zz'))).toBeNull();
    expect(decodesCleanly('/ll/%C3%89mile')).toBe(true);
    expect(decodesCleanly('/ll/%C3')).toBe(false);
  });

  it('refuses a server action from a foreign or malformed Origin with a 403', () => {
    for (const origin of ['https://evil.example', 'null', 'http://', 'junk', 'file://x', 'http://127.0.0.1:3001']) {
      expect(guard.check(action({ origin }))).toMatchObject({ status: 403 });
    }
    // A form posted without script (multipart, no Next-Action header) is an action too.
    expect(guard.check(req('POST', '/ll/login', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '10', origin: 'https://evil.example' }))).toMatchObject({ status: 403 });
  });

  it("accepts a server action from the request's own host, SITE_URL's, or without an Origin", () => {
    expect(guard.check(action({ origin: 'http://127.0.0.1:3000' }))).toBeNull();
    expect(guard.check(action({ origin: 'https://racing.example' }))).toBeNull();
    expect(guard.check(action({}))).toBeNull();
    // Behind a proxy Next.js compares with X-Forwarded-Host: so does the guard.
    expect(guard.check(action({ origin: 'https://www.example', 'x-forwarded-host': 'www.example, proxy.internal' }))).toBeNull();
    expect(guard.check(action({ origin: 'http://127.0.0.1:3000', 'x-forwarded-host': 'evil.example' }))).toMatchObject({ status: 403 });
  });

  it('refuses an action post over the body limit (413) or without a length (411)', () => {
    expect(guard.check(action({ 'content-length': '1001' }))).toMatchObject({ status: 413 });
    expect(guard.check(action({ 'content-length': '1000' }))).toBeNull();
    const chunked = action({});
    delete chunked.headers['content-length'];
    expect(guard.check(chunked)).toMatchObject({ status: 411 });
  });

  it('leaves other requests alone: reads, API posts (webhooks), plain form posts', () => {
    expect(guard.check(req('GET', '/ll/login', { origin: 'https://evil.example' }))).toBeNull();
    expect(guard.check(req('POST', '/ll/api/payments/stripe/webhook', { 'content-type': 'application/json', 'content-length': '2', origin: 'https://evil.example' }))).toBeNull();
    // Next.js routes this one as a page, where the action would run: guarded like any page.
    expect(guard.check(action({ origin: 'https://evil.example' }, '/ll/api/races/./results'))).toMatchObject({ status: 403 });
    expect(guard.check(req('POST', '/ll/login', { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }))).toBeNull();
  });

  it('reads the host of an origin, and nothing from what is not one', () => {
    expect(originHost('https://racing.example')).toBe('racing.example');
    expect(originHost('http://localhost:80')).toBe('localhost');
    expect(originHost('null')).toBeNull();
    expect(originHost('javascript:alert(1)')).toBeNull();
  });

  it('agrees with next.config.ts on the body limit of server actions (8 MB)', () => {
    expect(ACTION_BODY_LIMIT_BYTES).toBe(8 * 1024 * 1024);
    expect(readFileSync('next.config.ts', 'utf8')).toMatch(/bodySizeLimit: '8mb'/);
  });
});

describe('request guard in a server', () => {
  let server: Server;
  let origin: string;
  let appCalls = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (guard.handle(request, response)) return;
      appCalls++;
      response.end('app');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers the refusal itself, never reaching the app, and keeps the connection usable', async () => {
    const refused = await fetch(`${origin}/ll/login`, { method: 'POST', headers: { 'next-action': 'abc', origin: 'https://evil.example' }, body: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const tooLarge = await fetch(`${origin}/ll/login`, { method: 'POST', headers: { 'next-action': 'abc' }, body: 'x'.repeat(5000) });
    expect(tooLarge.status).toBe(413);
    expect(appCalls).toBe(0);
    expect(await (await fetch(`${origin}/ll/login`)).text()).toBe('app');
  });
});
