import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { eventTicketing, promoCodes, spectatorPurchases, TICKETING_DEFAULTS, waiverRecords, waiverTexts } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/spectators/deps';
import { waiverTextHashes } from '@/lib/spectators/domain/waiver-text';
import type { TEventPlace } from './access';
import { recordAudit, type TActor } from './audit';
import type { TPromoInput, TTicketSettingsInput, TWaiverInput } from './forms';

/**
 * An event's ticket sale as its organiser runs it (docs/decisions/052, 053): the settings of
 * `event_ticketing`, its promo codes and the versions of its waiver. Each change is one
 * transaction with its audit row.
 */

export type TTicketSettingsRow = Omit<typeof eventTicketing.$inferSelect, 'createdAt' | 'updatedAt'>;

export async function ticketSettings(db: TDatabase, eventId: number): Promise<TTicketSettingsRow & { saved: boolean }> {
  const [row] = await db.select().from(eventTicketing).where(eq(eventTicketing.eventId, eventId));
  if (!row) return { eventId, ...TICKETING_DEFAULTS, saved: false };
  const { createdAt: _c, updatedAt: _u, ...settings } = row;
  return { ...settings, saved: true };
}

/** Save the tickets form. Putting tickets on sale needs a waiver in effect (`noWaiver`): no one could sign. */
export async function saveTicketSettings(
  db: TDatabase,
  actor: TActor,
  place: TEventPlace,
  input: TTicketSettingsInput,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; error: 'noWaiver' }> {
  return db.transaction(async (tx) => {
    if (input.ticketsOnSale) {
      const [text] = await tx.select({ id: waiverTexts.id }).from(waiverTexts).where(eq(waiverTexts.eventId, place.eventId)).limit(1);
      if (!text) return { ok: false as const, error: 'noWaiver' as const };
    }
    // The row is also the capacity lock of the event's reservations (decision 025): taken here too,
    // so a change of capacity waits for a checkout in progress.
    const [before] = await tx.select().from(eventTicketing).where(eq(eventTicketing.eventId, place.eventId)).for('update');
    await tx
      .insert(eventTicketing)
      .values({ eventId: place.eventId, ...input, updatedAt: now })
      .onConflictDoUpdate({ target: eventTicketing.eventId, set: { ...input, updatedAt: now } });
    const pick = (row: typeof before) =>
      row
        ? {
            ticketsOnSale: row.ticketsOnSale,
            ticketPriceCents: row.ticketPriceCents,
            taxRateBp: row.taxRateBp,
            currency: row.currency,
            ticketCapacity: row.ticketCapacity,
            salesOpenAt: row.salesOpenAt,
            salesCloseAt: row.salesCloseAt,
            waiverRequiresSelfie: row.waiverRequiresSelfie,
          }
        : null;
    await recordAudit(tx, { actor, ...place, action: 'tickets.update', subject: `event:${place.eventId}`, before: pick(before), after: { ...input } }, now);
    return { ok: true as const };
  });
}

export type TPromoView = typeof promoCodes.$inferSelect & { used: number };

/** The promo codes of an event, with how many paid or holding purchases used each. */
export async function eventPromos(db: TDatabase, eventId: number): Promise<TPromoView[]> {
  const rows = await db.select().from(promoCodes).where(eq(promoCodes.eventId, eventId)).orderBy(desc(promoCodes.id));
  if (rows.length === 0) return [];
  const used = await db
    .select({ id: spectatorPurchases.promoCodeId, n: sql<number>`count(*)::int` })
    .from(spectatorPurchases)
    .where(and(inArray(spectatorPurchases.promoCodeId, rows.map((r) => r.id)), inArray(spectatorPurchases.status, ['pending_payment', 'processing', 'paid'])))
    .groupBy(spectatorPurchases.promoCodeId);
  const byId = new Map(used.map((u) => [u.id, u.n]));
  return rows.map((row) => ({ ...row, used: byId.get(row.id) ?? 0 }));
}

export async function createPromo(db: TDatabase, actor: TActor, place: TEventPlace, input: TPromoInput, now = new Date()): Promise<{ ok: true; id: number } | { ok: false; error: 'codeTaken' }> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promoCodes)
        .values({ ...input, eventId: place.eventId, active: true, createdAt: now })
        .returning({ id: promoCodes.id });
      await recordAudit(tx, { actor, ...place, action: 'promo.create', subject: `promo:${row!.id}`, before: null, after: { ...input } }, now);
      return { ok: true as const, id: row!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: 'codeTaken' };
    throw error;
  }
}

/** Switch a code of this event on or off (a used code is never deleted: purchases name it). */
export async function setPromoActive(db: TDatabase, actor: TActor, place: TEventPlace, promoId: number, active: boolean, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(promoCodes)
      .set({ active })
      .where(and(eq(promoCodes.id, promoId), eq(promoCodes.eventId, place.eventId)))
      .returning({ code: promoCodes.code });
    if (!row) return false;
    await recordAudit(tx, { actor, ...place, action: active ? 'promo.enable' : 'promo.disable', subject: `promo:${promoId}`, before: { code: row.code, active: !active }, after: { code: row.code, active } }, now);
    return true;
  });
}

export type TWaiverVersionView = typeof waiverTexts.$inferSelect & { signed: number; rejected: number };

/** The waiver versions of an event, newest first, with how many waivers were signed or rejected on each. */
export async function waiverVersions(db: TDatabase, eventId: number): Promise<TWaiverVersionView[]> {
  const rows = await db.select().from(waiverTexts).where(eq(waiverTexts.eventId, eventId)).orderBy(desc(waiverTexts.version));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ id: waiverRecords.waiverTextId, outcome: waiverRecords.outcome, n: sql<number>`count(*)::int` })
    .from(waiverRecords)
    .where(inArray(waiverRecords.waiverTextId, rows.map((r) => r.id)))
    .groupBy(waiverRecords.waiverTextId, waiverRecords.outcome);
  return rows.map((row) => ({
    ...row,
    signed: counts.find((c) => c.id === row.id && c.outcome === 'signed')?.n ?? 0,
    rejected: counts.find((c) => c.id === row.id && c.outcome === 'rejected')?.n ?? 0,
  }));
}

/**
 * A new version of the event's waiver, in effect at once: waivers signed from now on are signed on
 * it; every waiver already signed keeps the version it was signed on (its record names it and holds
 * its exact text). Versions are append-only (migration 0003), so a correction is always a new one.
 */
export async function createWaiverVersion(db: TDatabase, actor: TActor, place: TEventPlace, input: TWaiverInput, now = new Date()): Promise<{ ok: true; version: number }> {
  return db.transaction(async (tx) => {
    // Serialise two organisers saving at once: the event's ticket row, or the versions themselves.
    await tx.execute(sql`select pg_advisory_xact_lock(${52_000_000 + place.eventId})`);
    const [last] = await tx.select({ version: waiverTexts.version }).from(waiverTexts).where(eq(waiverTexts.eventId, place.eventId)).orderBy(desc(waiverTexts.version)).limit(1);
    const version = (last?.version ?? 0) + 1;
    const parts = { eventId: place.eventId, version, ...input };
    await tx.insert(waiverTexts).values({ ...parts, sha256: waiverTextHashes(parts), effectiveAt: now, createdAt: now });
    await recordAudit(tx, { actor, ...place, action: 'waiver.version', subject: `event:${place.eventId}`, before: last ? { version: last.version } : null, after: { version, title: input.title.en } }, now);
    return { ok: true as const, version };
  });
}
