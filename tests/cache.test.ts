import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cachePort, createTtlCache } from '@/lib/cache/ttl';

describe('ttl cache', () => {
  it('keeps the value of a settled load, not the request it was loaded in', () => {
    // The load runs inside an AsyncLocalStorage store, as every page render does (Next's request
    // store holds the response and its compression stream). After a garbage collection the store
    // must be gone while the value stays cached.
    const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(__dirname, 'fixtures/ttl-cache-retention.mjs')], {
      cwd: path.resolve(__dirname, '..'),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ released: true, rows: [1, 2, 3] });
  });

  it('loads once for concurrent callers and until the entry expires', async () => {
    let clock = 0;
    const cache = createTtlCache({ now: () => clock });
    const load = vi.fn(async () => clock);
    const [a, b] = await Promise.all([cache.get('k', 1000, load), cache.get('k', 1000, load)]);
    expect([a, b]).toEqual([0, 0]);
    expect(load).toHaveBeenCalledTimes(1);
    clock = 999;
    expect(await cache.get('k', 1000, load)).toBe(0);
    clock = 1000;
    expect(await cache.get('k', 1000, load)).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets go of expired entries as new ones arrive, not only when the count is full', async () => {
    let clock = 0;
    const cache = createTtlCache({ now: () => clock, maxEntries: 5000 });
    await Promise.all(Array.from({ length: 50 }, (_, i) => cache.get(`old-${i}`, 1000, async () => i)));
    clock = 2000;
    await Promise.all(Array.from({ length: 100 }, (_, i) => cache.get(`new-${i}`, 1000, async () => i)));
    expect(cache.size).toBe(100);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache();
    await expect(cache.get('k', 1000, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', 1000, async () => 'up')).toBe('up');
  });

  it('with ttlFromSettled, shares a load however long it runs, then for the full TTL', async () => {
    let clock = 0;
    const cache = createTtlCache({ now: () => clock, ttlFromSettled: true });
    let finish: (value: string) => void = () => {};
    const slow = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = cache.get('k', 1000, slow);
    clock = 5000;
    const second = cache.get('k', 1000, slow);
    finish('answer');
    expect(await Promise.all([first, second])).toEqual(['answer', 'answer']);
    expect(slow).toHaveBeenCalledTimes(1);
    clock = 5999;
    expect(await cache.get('k', 1000, async () => 'newer')).toBe('answer');
    clock = 6000;
    expect(await cache.get('k', 1000, async () => 'newer')).toBe('newer');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = createTtlCache({ maxEntries: 2 });
    await cache.get('a', 1000, async () => 1);
    await cache.get('b', 1000, async () => 2);
    await cache.get('c', 1000, async () => 3);
    expect(cache.size).toBe(2);
    const load = vi.fn(async () => 9);
    expect(await cache.get('a', 1000, load)).toBe(9);
  });

  it('caches a port per method and arguments, but not its writes', async () => {
    const port = { read: vi.fn(async (x: string) => x.toUpperCase()), write: vi.fn(async () => 1) };
    const cached = cachePort(port, createTtlCache(), { prefix: 'p', ttlMs: 1000, passThrough: ['write'] });
    await cached.read('a');
    await cached.read('a');
    await cached.read('b');
    await cached.write();
    await cached.write();
    expect(port.read).toHaveBeenCalledTimes(2);
    expect(port.write).toHaveBeenCalledTimes(2);
  });
});
