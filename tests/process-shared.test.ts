import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as TErrorsModule from '@/lib/errors';
import type * as TFreshnessModule from '@/lib/platform/freshness';
import type * as TProcessSharedModule from '@/lib/process-shared';

/**
 * The pages and the route handlers are bundled apart, each with its own copy of the app's modules
 * (lib/process-shared.ts). A fresh module registry (`vi.resetModules`) gives a second copy here.
 */
async function freshCopy<T>(specifier: string): Promise<T> {
  vi.resetModules();
  return (await import(specifier)) as T;
}

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('racing-portal.test.counter')];
});

describe('processShared', () => {
  it('gives every copy of the modules the value the first copy created, and creates it once', async () => {
    type TModule = typeof TProcessSharedModule;
    const one = await freshCopy<TModule>('@/lib/process-shared');
    const two = await freshCopy<TModule>('@/lib/process-shared');
    expect(one.processShared).not.toBe(two.processShared);
    const create = vi.fn(() => ({ calls: 0 }));
    const a = one.processShared('test.counter', create);
    const b = two.processShared('test.counter', create);
    expect(b).toBe(a);
    expect(create).toHaveBeenCalledTimes(1);
  });
});

describe('AppError across copies of lib/errors', () => {
  it('is an AppError for every copy, with its code and status, and nothing else is', async () => {
    type TModule = typeof TErrorsModule;
    const one = await freshCopy<TModule>('@/lib/errors');
    const two = await freshCopy<TModule>('@/lib/errors');
    expect(one.AppError).not.toBe(two.AppError);
    const error = new one.AppError('UPSTREAM_FAILED', { message: 'LiveLaps GET livelaps/race/1 failed: HTTP 500' });
    expect(error instanceof two.AppError).toBe(true);
    expect(two.AppError.from(error)).toBe(error);
    expect(two.AppError.from(error).status).toBe(502);
    expect(error).toBeInstanceOf(Error);
    expect(new Error('plain') instanceof two.AppError).toBe(false);
    expect(two.AppError.from(new Error('plain')).code).toBe('INTERNAL');
    expect((null as unknown) instanceof two.AppError).toBe(false);
    expect({ code: 'NOT_FOUND', status: 404 } instanceof two.AppError).toBe(false);
  });
});

describe('stale marks across copies of lib/platform/freshness', () => {
  it('a copy marked by one copy of the module reads as stale in another', async () => {
    type TModule = typeof TFreshnessModule;
    const one = await freshCopy<TModule>('@/lib/platform/freshness');
    const two = await freshCopy<TModule>('@/lib/platform/freshness');
    const marked = one.asStale({ rows: [] }, 1_700_000_000_000);
    expect(two.staleSince(marked)).toBe(1_700_000_000_000);
    const log = two.createReadLog();
    log.note(marked);
    expect(log.staleSince()?.getTime()).toBe(1_700_000_000_000);
  });
});
