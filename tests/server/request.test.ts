import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * clientIp() (lib/server/request.ts) believes only the address server.mjs hands over, never a
 * header the client wrote; under `next dev` (no server.mjs) the right-most X-Forwarded-For entry.
 */

const state = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => state.headers }));

const { clientIp } = await import('@/lib/server/request');
const { CLIENT_IP_HEADER, markClientIpHeaderSet } = await import('../../server/client-ip.mjs');

const MARK = Symbol.for('racing-portal.client-ip-header');

beforeEach(() => {
  state.headers = new Headers();
  delete (globalThis as Record<symbol, unknown>)[MARK];
});

describe('clientIp', () => {
  it('behind server.mjs, is the address it set, not a forged X-Forwarded-For', async () => {
    markClientIpHeaderSet();
    state.headers = new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1', [CLIENT_IP_HEADER]: '198.51.100.7' });
    expect(await clientIp()).toBe('198.51.100.7');
  });

  it('without server.mjs, ignores the app header (the client could have sent it) and reads the right-most hop', async () => {
    state.headers = new Headers({ 'x-forwarded-for': '203.0.113.9, 127.0.0.1', [CLIENT_IP_HEADER]: '198.51.100.7' });
    expect(await clientIp()).toBe('127.0.0.1');
    state.headers = new Headers();
    expect(await clientIp()).toBeUndefined();
  });
});
