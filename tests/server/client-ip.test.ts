import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ZEnvSchema } from '@/lib/env';
import {
  CLIENT_IP_HEADER,
  E2E_CLIENT_IP_HEADER,
  normalizeAddress,
  parseProxyTrust,
  rateLimitAddress,
  resolveClientIp,
  setClientIpHeader,
  type TProxyTrust,
} from '../../server/client-ip.mjs';

/**
 * The client's address (server/client-ip.mjs, docs/security.md "Client address"): the socket's
 * unless trusted proxies are declared, then the right-most X-Forwarded-For address that is not one
 * of them; a client can neither name itself through X-Forwarded-For nor through the app's header.
 */

const NONE = parseProxyTrust({});

describe('resolveClientIp', () => {
  it('without trusted proxies, is the socket peer whatever X-Forwarded-For says', () => {
    expect(resolveClientIp({ peer: '198.51.100.7', forwardedFor: '203.0.113.1', trust: NONE })).toBe('198.51.100.7');
    expect(resolveClientIp({ peer: '::ffff:198.51.100.7', forwardedFor: undefined, trust: NONE })).toBe('198.51.100.7');
  });

  it('with a number of hops, takes the address that many proxies to the left of the peer', () => {
    const one = parseProxyTrust({ hops: '1' });
    // A client that writes its own X-Forwarded-For only adds entries to the left.
    expect(resolveClientIp({ peer: '10.0.0.2', forwardedFor: 'forged, 1.1.1.1, 198.51.100.7', trust: one })).toBe('198.51.100.7');
    const two = parseProxyTrust({ hops: 2 });
    expect(resolveClientIp({ peer: '10.0.0.2', forwardedFor: '1.1.1.1, 198.51.100.7, 10.0.0.9', trust: two })).toBe('198.51.100.7');
    // Fewer entries than hops: the left-most there is.
    expect(resolveClientIp({ peer: '10.0.0.2', forwardedFor: '198.51.100.7', trust: two })).toBe('198.51.100.7');
  });

  it('with a list, skips the listed proxies from the right', () => {
    const listed = parseProxyTrust({ proxies: '10.0.0.0/8, 2001:db8:ffff::/48 192.0.2.5' });
    expect(resolveClientIp({ peer: '10.1.2.3', forwardedFor: '1.1.1.1, 198.51.100.7, 192.0.2.5, 2001:db8:ffff::9', trust: listed })).toBe('198.51.100.7');
    // A peer that is not a listed proxy is the client: its X-Forwarded-For means nothing.
    expect(resolveClientIp({ peer: '198.51.100.8', forwardedFor: '1.1.1.1', trust: listed })).toBe('198.51.100.8');
  });

  it('stops at a malformed entry, at the nearest valid address to its right', () => {
    const one = parseProxyTrust({ hops: 1, proxies: '10.0.0.0/8' });
    expect(resolveClientIp({ peer: '10.0.0.2', forwardedFor: '198.51.100.7, not-an-ip, 10.0.0.3', trust: one })).toBe('10.0.0.3');
    expect(resolveClientIp({ peer: '10.0.0.2', forwardedFor: '[2001:db8::5]:4430, 10.0.0.3', trust: one })).toBe('2001:db8::5');
  });

  it('without a socket (next dev), takes the right-most X-Forwarded-For entry', () => {
    expect(resolveClientIp({ peer: undefined, forwardedFor: '203.0.113.1, 127.0.0.1', trust: NONE })).toBe('127.0.0.1');
    expect(resolveClientIp({ peer: undefined, forwardedFor: null, trust: NONE })).toBeUndefined();
  });
});

describe('addresses and settings', () => {
  it('spells an address one way, and keys IPv6 by its /64', () => {
    expect(normalizeAddress('::FFFF:203.0.113.4')).toBe('203.0.113.4');
    expect(normalizeAddress('203.0.113.4:5000')).toBe('203.0.113.4');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normalizeAddress('2001:DB8::1')).toBe('2001:db8::1');
    expect(normalizeAddress('localhost')).toBeUndefined();
    expect(rateLimitAddress('2001:db8:1:2:3:4:5:6')).toBe(rateLimitAddress('2001:0db8:0001:0002::9'));
    expect(rateLimitAddress('2001:db8:1:2::1')).not.toBe(rateLimitAddress('2001:db8:1:3::1'));
    expect(rateLimitAddress('203.0.113.4')).toBe('203.0.113.4');
    expect(rateLimitAddress(undefined)).toBe('unknown');
  });

  it('refuses malformed settings, naming the variable, in server.mjs and in lib/env.ts', () => {
    expect(() => parseProxyTrust({ hops: 'two' })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => parseProxyTrust({ hops: 11 })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => parseProxyTrust({ proxies: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES: "10.0.0.0\/33"/);
    expect(() => parseProxyTrust({ proxies: 'proxy.internal' })).toThrow(/TRUSTED_PROXIES/);
    expect(ZEnvSchema.safeParse({ TRUSTED_PROXIES: '10.0.0.0/8, proxy.internal' }).success).toBe(false);
    expect(ZEnvSchema.safeParse({ TRUSTED_PROXY_HOPS: '-1' }).success).toBe(false);
    const ok = ZEnvSchema.parse({ TRUSTED_PROXY_HOPS: '2', TRUSTED_PROXIES: '10.0.0.0/8 2001:db8::/32,192.0.2.1' });
    expect(ok.TRUSTED_PROXY_HOPS).toBe(2);
    expect(ok.TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '2001:db8::/32', '192.0.2.1']);
    expect(ZEnvSchema.parse({}).TRUSTED_PROXIES).toEqual([]);
  });
});

describe('setClientIpHeader (server.mjs)', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A server that answers the client address it hands to the app, as server.mjs does. */
  async function start(trust: TProxyTrust, honourTestHeader: boolean) {
    server = createServer((req, res) => {
      setClientIpHeader(req, { trust, honourTestHeader });
      res.end(JSON.stringify({ ip: req.headers[CLIENT_IP_HEADER] ?? null, test: req.headers[E2E_CLIENT_IP_HEADER] ?? null }));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return (headers: Record<string, string>) =>
      new Promise<{ ip: string | null; test: string | null }>((resolve, reject) => {
        request({ host: '127.0.0.1', port, headers }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve(JSON.parse(body) as { ip: string | null; test: string | null }));
        })
          .on('error', reject)
          .end();
      });
  }

  it('replaces what the client claims by its socket address', async () => {
    const get = await start(NONE, false);
    expect(await get({ 'X-Forwarded-For': '203.0.113.1', [CLIENT_IP_HEADER]: '203.0.113.2', [E2E_CLIENT_IP_HEADER]: '203.0.113.3' })).toEqual({
      ip: '127.0.0.1',
      test: null,
    });
  });

  it('believes the trusted proxy in front of it', async () => {
    const get = await start(parseProxyTrust({ proxies: '127.0.0.1' }), false);
    expect(await get({ 'X-Forwarded-For': 'forged, 198.51.100.7', [CLIENT_IP_HEADER]: '203.0.113.2' })).toEqual({ ip: '198.51.100.7', test: null });
  });

  it('lets end-to-end tests name their client only when E2E_TEST_ROUTES is on', async () => {
    const get = await start(NONE, true);
    expect(await get({ [E2E_CLIENT_IP_HEADER]: '10.9.8.7', 'X-Forwarded-For': '203.0.113.1' })).toEqual({ ip: '10.9.8.7', test: null });
    expect(await get({ [E2E_CLIENT_IP_HEADER]: 'nonsense' })).toEqual({ ip: '127.0.0.1', test: null });
  });
});
