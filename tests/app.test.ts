import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as TAppModule from '@/lib/app';
import { createApp } from '@/lib/app';
import type { TDatabase } from '@/lib/db/open';
import { parseEnv } from '@/lib/env';
import { createReadLog } from '@/lib/platform/freshness';

/**
 * The composition root (lib/app.ts, docs/decisions/061): which adapter each configuration
 * builds, and one app per process whatever copy of the modules asks. Nothing here opens a
 * database or calls LiveLaps: the app's dependencies are built without any I/O.
 */

const noDb = async (): Promise<TDatabase> => {
  throw new Error('no database in this test');
};

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('racing-portal.app')];
});

describe('createApp', () => {
  it('builds the embedded platform, the test payment provider and the outbox when nothing is configured', async () => {
    const app = createApp(parseEnv({}), { db: noDb });
    expect(app.db).toBe(noDb);
    expect(app.payments.name).toBe('test');
    // The embedded platform says nothing about freshness: every request uses the shared port as it is.
    expect(app.requestPlatform(createReadLog)).toBe(app.platform);
    expect(app.mirrorSync.start()).toBeNull();
    await expect(app.mirrorSync.runPass()).resolves.toBeNull();
    expect(app.liveFeed.stats()).toEqual({ watching: [], reads: {} });
  });

  it('builds Stripe Checkout when STRIPE_SECRET_KEY is set', () => {
    const app = createApp(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_composition', STRIPE_WEBHOOK_SECRET: 'whsec_composition' }), { db: noDb });
    expect(app.payments.name).toBe('stripe');
  });

  it('on LiveLaps, gives each copy of the modules one view of the shared platform that notes stale answers in its read log', () => {
    const app = createApp(parseEnv({ PLATFORM_API_URL: 'https://livelaps.test', MIRROR_SYNC: 'off' }), { db: noDb });
    const pageLog = vi.fn(createReadLog);
    const routeLog = vi.fn(createReadLog);
    const pages = app.requestPlatform(pageLog);
    expect(pages).not.toBe(app.platform);
    expect(app.requestPlatform(pageLog)).toBe(pages);
    expect(app.requestPlatform(routeLog)).not.toBe(pages);
    // MIRROR_SYNC=off: this server does not take part in the sync.
    expect(app.mirrorSync.start()).toBeNull();
  });
});

describe('app', () => {
  it('is built once per process: every copy of the modules gets the same app', async () => {
    vi.resetModules();
    const one = (await import('@/lib/app')) as typeof TAppModule;
    vi.resetModules();
    const two = (await import('@/lib/app')) as typeof TAppModule;
    expect(one.app).not.toBe(two.app);
    const app = one.app();
    expect(two.app()).toBe(app);
    expect(app.content).toBe(two.app().content);
  });
});
