import v8 from 'node:v8';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { connect, EMBEDDED_SHARED_BUFFERS, EMBEDDED_WASM_V8_FLAGS, queryRows } from '@/lib/db/open';

/**
 * The embedded database runs inside the app's process: its buffer cache is sized for one
 * organisation's data, not PostgreSQL's 128MB default (docs/performance.md, memory).
 */
describe('embedded database', () => {
  it('opens with the small buffer cache and still answers queries', async () => {
    const { db, close } = await connect({});
    try {
      const [row] = await queryRows<{ shared_buffers: string }>(db, sql`show shared_buffers`);
      expect(row?.shared_buffers).toBe(EMBEDDED_SHARED_BUFFERS);
      expect(EMBEDDED_SHARED_BUFFERS).toBe('16MB');
      const [one] = await queryRows<{ n: number }>(db, sql`select 1 + 1 as n`);
      expect(Number(one?.n)).toBe(2);
    } finally {
      await close();
    }
  });

  it('keeps its WebAssembly on V8\'s baseline compiler, set before PGlite compiles it', async () => {
    const setFlags = vi.spyOn(v8, 'setFlagsFromString');
    const { db, close } = await connect({});
    try {
      expect(EMBEDDED_WASM_V8_FLAGS).toBe('--liftoff-only');
      expect(setFlags).toHaveBeenCalledWith(EMBEDDED_WASM_V8_FLAGS);
      const [one] = await queryRows<{ n: number }>(db, sql`select 1 + 1 as n`);
      expect(Number(one?.n)).toBe(2);
    } finally {
      await close();
    }
  });

  it('leaves V8 alone on a PostgreSQL server', async () => {
    const setFlags = vi.spyOn(v8, 'setFlagsFromString');
    // Any URL: the pool connects on the first query, which this test never makes.
    const { close } = await connect({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    await close();
    expect(setFlags).not.toHaveBeenCalled();
  });
});
