import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { qualified } from '@/lib/db/qualified';
import { spectatorPurchases } from '@/lib/db/schema';

const db = drizzle.mock();

describe('a correlated subquery names the outer table', () => {
  it('writes the column with its table in a one-table select, where the bare column is read as the subquery’s own', () => {
    const refunded = (outer: unknown) =>
      db
        .select({ id: spectatorPurchases.id, refunded: sql`(select sum(r.amount_cents) from purchase_refunds r where r.purchase_id = ${outer})` })
        .from(spectatorPurchases)
        .toSQL().sql;
    // What Drizzle writes for the bare column: the refund's own id, not the purchase's.
    expect(refunded(spectatorPurchases.id)).toContain('where r.purchase_id = "id")');
    expect(refunded(qualified(spectatorPurchases.id))).toContain('where r.purchase_id = "spectator_purchases"."id")');
  });
});
