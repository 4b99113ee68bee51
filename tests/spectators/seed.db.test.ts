import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type TDatabase } from '@/lib/db/open';
import { eventTicketing } from '@/lib/db/schema/spectators';
import { seedAccounts } from '@/lib/demo/accounts';
import { seedContent } from '@/lib/demo/content';
import { seedPlatform } from '@/lib/demo/platform';
import { DEMO_PURCHASE_ID, DEMO_WAIVER_UUIDS, seedSpectators } from '@/lib/demo/spectators';
import { createTestPayments } from '@/lib/payments/test-provider';
import { createEmbeddedPlatform } from '@/lib/platform/embedded';
import type { TSpectatorDeps } from '@/lib/spectators/deps';
import { applyPromoCode } from '@/lib/spectators/promo-codes';
import { getPurchase } from '@/lib/spectators/purchases';
import { listTicketEvents } from '@/lib/spectators/ticket-events';
import { getWaiver, readSelfie } from '@/lib/spectators/waiver-view';
import { signWaiver } from '@/lib/spectators/waiver-signing';
import { createTestDb } from '../setup/db';
import { signingInput } from './fixtures';

describe('demo data: spectator tickets and waivers', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TSpectatorDeps;
  const dir = mkdtempSync(path.join(tmpdir(), 'spect-seed-'));
  const sam = { id: 104, role: 'spectator' as const };

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    const anchor = new Date();
    await db.transaction(async (tx) => {
      const t = tx as unknown as TDatabase;
      await seedContent(t);
      await seedPlatform(t, { anchor });
      await seedAccounts(t, { anchor, passwordHash: 'not-a-real-hash' });
      await seedSpectators(t, { anchor, privateFilesDir: dir });
    });
    const getDb = async () => db;
    deps = { getDb, platform: createEmbeddedPlatform(getDb), payments: createTestPayments({ getDb, siteUrl: 'http://localhost:3000' }), sendMail: async () => ({ id: 1, transport: 'outbox' }), siteUrl: 'http://localhost:3000', privateFilesDir: dir };
  }, 120_000);
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await close();
  });

  it('keeps the ticket settings of every event in the app\'s own table, on sale for events 5 and 4', async () => {
    const rows = await db.select().from(eventTicketing).orderBy(eventTicketing.eventId);
    const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from events`);
    expect(rows.map((row) => row.eventId)).toEqual(Array.from({ length: Number(count?.n) }, (_, i) => i + 1));
    expect(rows.filter((row) => row.ticketsOnSale).map((row) => [row.eventId, row.ticketPriceCents, row.ticketCapacity])).toEqual([
      [4, 2500, 500],
      [5, 2000, 400],
      [7, 3000, 2000],
    ]);
    // Event 7 is finished: flagged on sale, but no longer sold. Soonest first.
    expect((await listTicketEvents(deps)).map((e) => e.id)).toEqual([5, 4]);
  });

  it('sells tickets for event 4 with its second waiver version', async () => {
    const four = (await listTicketEvents(deps)).find((e) => e.id === 4);
    expect(four).toMatchObject({ priceCents: 2500, currency: 'CAD', taxRateBp: 1300, requiresSelfie: true, onSale: true });
    const waiver = await getWaiver(deps, { uuid: DEMO_WAIVER_UUIDS.notSigned, locale: 'es' });
    expect(waiver).toMatchObject({ status: 'not_signed', text: { version: 2, locale: 'es' }, spectator: { firstName: 'Camila' } });
    expect(waiver?.text?.paragraphs.some((p) => p.startsWith('Imágenes.'))).toBe(true);
  });

  it('has a rejected waiver that cannot be signed and a signed one whose record verifies', async () => {
    const rejected = await getWaiver(deps, { uuid: DEMO_WAIVER_UUIDS.rejected, locale: 'en', viewer: sam });
    expect(rejected).toMatchObject({ status: 'rejected', copy: { outcome: 'rejected', verified: { text: true, record: true } } });
    // Without the buyer's account, the link shows the outcome only (decision 012).
    expect(await getWaiver(deps, { uuid: DEMO_WAIVER_UUIDS.rejected, locale: 'en' })).toMatchObject({ status: 'rejected', access: 'summary', copy: null });
    expect(await signWaiver(deps, { uuid: DEMO_WAIVER_UUIDS.rejected, viewer: null, input: await signingInput(), context: { locale: 'en' } })).toMatchObject({ ok: false, error: 'waiverRejected' });

    const signed = await getWaiver(deps, { uuid: DEMO_WAIVER_UUIDS.signed, locale: 'en', viewer: sam });
    expect(signed).toMatchObject({
      status: 'signed',
      copy: { outcome: 'signed', locale: 'es', waiverVersion: 2, hasSelfie: true, ipAddress: '203.0.113.24', verified: { text: true, signature: true, record: true } },
    });
    expect(signed?.copy?.selfieUrl).toBe(`/ll/api/waivers/${DEMO_WAIVER_UUIDS.signed}/selfie`);
    const selfie = await readSelfie(deps, { uuid: DEMO_WAIVER_UUIDS.signed, viewer: sam });
    expect(selfie?.sha256).toBe(signed?.copy?.selfieSha256);
  });

  it('has the demo spectator\'s purchase with the three waivers and a working promo code', async () => {
    const purchase = await getPurchase(deps, { viewer: sam, purchaseId: DEMO_PURCHASE_ID });
    expect(purchase?.spectators.map((s) => [s.firstName, s.waiver.status])).toEqual([
      ['Sam', 'signed'],
      ['Camila', 'not_signed'],
      ['Jordan', 'rejected'],
    ]);
    expect(purchase).toMatchObject({ status: 'draft', checkoutBlocker: 'waiverRejected', totals: { totalCents: 8475 } });
    const promo = await applyPromoCode(deps, { viewer: sam, purchaseId: DEMO_PURCHASE_ID, code: 'paddock10' });
    expect(promo.ok && promo.purchase.totals.discountCents).toBe(750);
    expect(await applyPromoCode(deps, { viewer: sam, purchaseId: DEMO_PURCHASE_ID, code: 'EARLYBIRD' })).toMatchObject({ ok: false, error: 'promoExpired' });
  });
});
