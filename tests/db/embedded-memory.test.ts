import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connect, EMBEDDED_SHARED_BUFFERS, queryRows } from '@/lib/db/open';

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
});
