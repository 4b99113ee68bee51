// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/components/providers/QueryProvider';

/**
 * On the server each render gets its own query client. It must leave no timer behind: a
 * garbage-collection timer kept the render, its request and its response in memory for 5 minutes
 * after the page was sent (docs/performance.md, memory).
 */
describe('query client on the server', () => {
  afterEach(() => vi.useRealTimers());

  it('is new for each render and schedules no timer for the data it holds', async () => {
    vi.useFakeTimers();
    const client = getQueryClient();
    expect(getQueryClient()).not.toBe(client);
    await client.prefetchQuery({ queryKey: ['race-live', 4], queryFn: async () => ({ version: 'v1' }) });
    const query = client.getQueryCache().find({ queryKey: ['race-live', 4] });
    expect(query?.state.data).toEqual({ version: 'v1' });
    expect(query?.gcTime).toBe(Number.POSITIVE_INFINITY);
    expect(vi.getTimerCount()).toBe(0);
  });
});
