import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The browser's zod never asks for `new Function` (the CSP has no 'unsafe-eval'): the client
 * instrumentation turns on `jitless` before any schema is built. Function is replaced by one that
 * refuses and records, as a browser under the site's CSP does.
 */
describe('zod in the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is jitless once the client instrumentation has run: no Function probe, no compiled parser', async () => {
    const refused: unknown[][] = [];
    vi.stubGlobal(
      'Function',
      new Proxy(Function, {
        construct(_target, args: unknown[]) {
          refused.push(args);
          throw new EvalError("Refused to evaluate a string as JavaScript: 'unsafe-eval' is not allowed");
        },
      }),
    );

    await import('@/instrumentation-client');
    const { z } = await import('zod');

    expect(z.config().jitless).toBe(true);
    const ZRider = z.object({ id: z.int().positive(), name: z.string(), plate: z.string().optional() });
    const rows = Array.from({ length: 3 }, (_, i) => ({ id: i + 1, name: `Rider ${i + 1}`, extra: true }));
    expect(z.array(ZRider).parse(rows)).toEqual(rows.map(({ id, name }) => ({ id, name })));
    expect(ZRider.safeParse({ id: 0, name: 'x' }).success).toBe(false);
    expect(refused).toEqual([]);
  });
});
