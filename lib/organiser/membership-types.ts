import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { membershipOfferRanges, membershipOffers, memberships } from '@/lib/db/schema/memberships';
import { recordAudit, type TActor } from './audit';
import type { TMembershipRangeInput, TMembershipTypeInput } from './membership-forms';

/**
 * An organisation's membership types and price ranges as its organisers run them (docs/decisions/
 * 050, 057). Each change is one transaction with its audit row, under the type's row lock (the lock
 * a purchase takes, lib/memberships/buying.ts): a purchase and a change of the same type wait for
 * each other. Nothing that a membership names is deleted: a type or range with memberships is
 * taken off sale instead ("retired"), and stays readable on members' cards and lists.
 *
 * The caller checks that the organiser organises `organizationId` (lib/organiser/access.ts); every
 * function here also checks that the type is that organisation's, so an id of another one reads
 * like one that does not exist (`notFound`).
 */

export type TOfferRow = typeof membershipOffers.$inferSelect;
export type TRangeRow = typeof membershipOfferRanges.$inferSelect;

/** Memberships of a type or range: paid, being paid, and any at all (what forbids deleting it). */
export type TSold = { paid: number; pending: number; any: number };

export type TRangeView = TRangeRow & { sold: TSold };
export type TTypeView = TOfferRow & { ranges: TRangeView[]; sold: TSold };

export const MEMBERSHIP_TYPE_ERRORS = ['notFound', 'hasMemberships', 'lastRange', 'noRangeOnSale', 'untilPast'] as const;
export type TMembershipTypeError = (typeof MEMBERSHIP_TYPE_ERRORS)[number];
export type TChangeResult<T = object> = ({ ok: true } & T) | { ok: false; error: TMembershipTypeError };

const fail = (error: TMembershipTypeError) => ({ ok: false as const, error });
const NONE: TSold = { paid: 0, pending: 0, any: 0 };

type TTx = Parameters<Parameters<TDatabase['transaction']>[0]>[0];

/** Counts per type and per range (one query). */
async function soldOf(db: TDatabase | TTx, offerIds: number[]) {
  if (offerIds.length === 0) return { byOffer: new Map<number, TSold>(), byRange: new Map<number, TSold>() };
  const rows = await db
    .select({
      offerId: memberships.offerId,
      rangeId: memberships.rangeId,
      paid: sql<number>`count(*) filter (where ${memberships.paymentState} = 'paid')::int`,
      pending: sql<number>`count(*) filter (where ${memberships.paymentState} = 'pending_payment')::int`,
      any: sql<number>`count(*)::int`,
    })
    .from(memberships)
    .where(inArray(memberships.offerId, offerIds))
    .groupBy(memberships.offerId, memberships.rangeId);
  const add = (map: Map<number, TSold>, key: number, row: TSold) => {
    const was = map.get(key) ?? NONE;
    map.set(key, { paid: was.paid + row.paid, pending: was.pending + row.pending, any: was.any + row.any });
  };
  const byOffer = new Map<number, TSold>();
  const byRange = new Map<number, TSold>();
  for (const row of rows) {
    add(byOffer, row.offerId, row);
    if (row.rangeId !== null) add(byRange, row.rangeId, row);
  }
  return { byOffer, byRange };
}

/** Every type of an organisation, on sale or not, in their order, with their ranges and what was sold. */
export async function organisationTypes(db: TDatabase, organizationId: number): Promise<TTypeView[]> {
  const offers = await db.select().from(membershipOffers).where(eq(membershipOffers.organizationId, organizationId)).orderBy(asc(membershipOffers.sortOrder), asc(membershipOffers.id));
  return withRanges(db, offers);
}

async function withRanges(db: TDatabase, offers: TOfferRow[]): Promise<TTypeView[]> {
  if (offers.length === 0) return [];
  const ids = offers.map((o) => o.id);
  const [ranges, sold] = await Promise.all([
    db.select().from(membershipOfferRanges).where(inArray(membershipOfferRanges.offerId, ids)).orderBy(asc(membershipOfferRanges.sortOrder), asc(membershipOfferRanges.id)),
    soldOf(db, ids),
  ]);
  return offers.map((offer) => ({
    ...offer,
    sold: sold.byOffer.get(offer.id) ?? NONE,
    ranges: ranges.filter((r) => r.offerId === offer.id).map((r) => ({ ...r, sold: sold.byRange.get(r.id) ?? NONE })),
  }));
}

/** One type with its ranges, whichever organisation it is of (the page then checks the organiser organises it). */
export async function membershipType(db: TDatabase, offerId: number): Promise<TTypeView | null> {
  const [offer] = await db.select().from(membershipOffers).where(eq(membershipOffers.id, offerId));
  if (!offer) return null;
  const [view] = await withRanges(db, [offer]);
  return view ?? null;
}

/** The type's row, locked for this transaction, if it is the organisation's. */
async function lockedOffer(tx: TTx, organizationId: number, offerId: number): Promise<TOfferRow | null> {
  const [row] = await tx
    .select()
    .from(membershipOffers)
    .where(and(eq(membershipOffers.id, offerId), eq(membershipOffers.organizationId, organizationId)))
    .for('update');
  return row ?? null;
}

/** What an audit row keeps of a type and of a range (the fields the forms change). */
const typeFields = (row: Pick<TOfferRow, keyof TMembershipTypeInput>): Record<keyof TMembershipTypeInput, unknown> => ({
  name: row.name,
  description: row.description,
  validity: row.validity,
  validUntil: row.validUntil,
  eventId: row.eventId,
  transferable: row.transferable,
  minAge: row.minAge,
  maxAge: row.maxAge,
  taxRateBp: row.taxRateBp,
  currency: row.currency,
  capacity: row.capacity,
  sortOrder: row.sortOrder,
});

const rangeFields = (row: Pick<TRangeRow, keyof TMembershipRangeInput>): Record<keyof TMembershipRangeInput, unknown> => ({
  name: row.name,
  minAge: row.minAge,
  maxAge: row.maxAge,
  feeCents: row.feeCents,
  sortOrder: row.sortOrder,
});

/** A new type with its first price range (two audit rows: the type, the range). */
export async function createMembershipType(
  db: TDatabase,
  actor: TActor,
  organizationId: number,
  input: { type: TMembershipTypeInput; range: TMembershipRangeInput; onSale: boolean },
  now = new Date(),
): Promise<{ ok: true; offerId: number; rangeId: number }> {
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .insert(membershipOffers)
      .values({ ...input.type, organizationId, onSale: input.onSale, createdAt: now, updatedAt: now })
      .returning({ id: membershipOffers.id });
    const [range] = await tx
      .insert(membershipOfferRanges)
      .values({ ...input.range, offerId: offer!.id, onSale: true })
      .returning({ id: membershipOfferRanges.id });
    await recordAudit(tx, { actor, organizationId, action: 'membership_type.create', subject: `membership_type:${offer!.id}`, before: null, after: { ...input.type, onSale: input.onSale } }, now);
    await recordAudit(tx, { actor, organizationId, action: 'membership_range.create', subject: `membership_range:${range!.id}`, before: null, after: { offerId: offer!.id, ...input.range } }, now);
    return { ok: true as const, offerId: offer!.id, rangeId: range!.id };
  });
}

/**
 * Change a type. Memberships already bought keep their period, fee and tax (they store them);
 * the change applies to purchases from now on.
 */
export async function updateMembershipType(db: TDatabase, actor: TActor, organizationId: number, offerId: number, input: TMembershipTypeInput, now = new Date()): Promise<TChangeResult> {
  return db.transaction(async (tx) => {
    const before = await lockedOffer(tx, organizationId, offerId);
    if (!before) return fail('notFound');
    await tx
      .update(membershipOffers)
      .set({ ...input, updatedAt: now })
      .where(eq(membershipOffers.id, offerId));
    await recordAudit(tx, { actor, organizationId, action: 'membership_type.update', subject: `membership_type:${offerId}`, before: typeFields(before), after: { ...input } }, now);
    return { ok: true as const };
  });
}

/** How many ranges of a type are on sale, besides `exceptRangeId`. */
async function rangesOnSale(tx: TTx, offerId: number, exceptRangeId?: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(membershipOfferRanges)
    .where(and(eq(membershipOfferRanges.offerId, offerId), eq(membershipOfferRanges.onSale, true), exceptRangeId ? sql`${membershipOfferRanges.id} <> ${exceptRangeId}` : undefined));
  return row?.n ?? 0;
}

/**
 * Retire a type (off sale: no longer listed nor sold; its memberships stay valid) or put it back on
 * sale, which needs a range on sale and, for an "until a date" type, a date not passed (`today`,
 * the site's calendar day).
 */
export async function setMembershipTypeOnSale(db: TDatabase, actor: TActor, organizationId: number, offerId: number, onSale: boolean, today: string, now = new Date()): Promise<TChangeResult> {
  return db.transaction(async (tx) => {
    const before = await lockedOffer(tx, organizationId, offerId);
    if (!before) return fail('notFound');
    if (onSale && (await rangesOnSale(tx, offerId)) === 0) return fail('noRangeOnSale');
    if (onSale && before.validity === 'until_date' && (before.validUntil === null || before.validUntil < today)) return fail('untilPast');
    await tx.update(membershipOffers).set({ onSale, updatedAt: now }).where(eq(membershipOffers.id, offerId));
    await recordAudit(
      tx,
      { actor, organizationId, action: onSale ? 'membership_type.restore' : 'membership_type.retire', subject: `membership_type:${offerId}`, before: { onSale: before.onSale }, after: { onSale } },
      now,
    );
    return { ok: true as const };
  });
}

/** Delete a type nobody ever bought (a mistake); one with any membership is retired instead. */
export async function deleteMembershipType(db: TDatabase, actor: TActor, organizationId: number, offerId: number, now = new Date()): Promise<TChangeResult> {
  return db.transaction(async (tx) => {
    const before = await lockedOffer(tx, organizationId, offerId);
    if (!before) return fail('notFound');
    const [used] = await tx.select({ n: count() }).from(memberships).where(eq(memberships.offerId, offerId));
    if ((used?.n ?? 0) > 0) return fail('hasMemberships');
    const ranges = await tx.delete(membershipOfferRanges).where(eq(membershipOfferRanges.offerId, offerId)).returning();
    await tx.delete(membershipOffers).where(eq(membershipOffers.id, offerId));
    await recordAudit(
      tx,
      { actor, organizationId, action: 'membership_type.delete', subject: `membership_type:${offerId}`, before: { ...typeFields(before), onSale: before.onSale, ranges: ranges.map(rangeFields) }, after: null },
      now,
    );
    return { ok: true as const };
  });
}

/** A range of a locked type of the organisation, or why not. */
async function lockedRange(tx: TTx, organizationId: number, offerId: number, rangeId: number): Promise<{ offer: TOfferRow; range: TRangeRow } | null> {
  const offer = await lockedOffer(tx, organizationId, offerId);
  if (!offer) return null;
  const [range] = await tx
    .select()
    .from(membershipOfferRanges)
    .where(and(eq(membershipOfferRanges.id, rangeId), eq(membershipOfferRanges.offerId, offerId)));
  return range ? { offer, range } : null;
}

export async function createMembershipRange(db: TDatabase, actor: TActor, organizationId: number, offerId: number, input: TMembershipRangeInput, now = new Date()): Promise<TChangeResult<{ rangeId: number }>> {
  return db.transaction(async (tx) => {
    const offer = await lockedOffer(tx, organizationId, offerId);
    if (!offer) return fail('notFound');
    const [row] = await tx
      .insert(membershipOfferRanges)
      .values({ ...input, offerId, onSale: true })
      .returning({ id: membershipOfferRanges.id });
    await tx.update(membershipOffers).set({ updatedAt: now }).where(eq(membershipOffers.id, offerId));
    await recordAudit(tx, { actor, organizationId, action: 'membership_range.create', subject: `membership_range:${row!.id}`, before: null, after: { offerId, ...input } }, now);
    return { ok: true as const, rangeId: row!.id };
  });
}

/** Change a range (its name, ages, fee, order): memberships bought in it keep the fee they paid. */
export async function updateMembershipRange(db: TDatabase, actor: TActor, organizationId: number, offerId: number, rangeId: number, input: TMembershipRangeInput, now = new Date()): Promise<TChangeResult> {
  return db.transaction(async (tx) => {
    const found = await lockedRange(tx, organizationId, offerId, rangeId);
    if (!found) return fail('notFound');
    await tx.update(membershipOfferRanges).set(input).where(eq(membershipOfferRanges.id, rangeId));
    await tx.update(membershipOffers).set({ updatedAt: now }).where(eq(membershipOffers.id, offerId));
    await recordAudit(tx, { actor, organizationId, action: 'membership_range.update', subject: `membership_range:${rangeId}`, before: { offerId, ...rangeFields(found.range) }, after: { offerId, ...input } }, now);
    return { ok: true as const };
  });
}

/**
 * Take a range off sale (it stays on the memberships bought in it) or put it back. The last range
 * on sale of a type on sale stays (`lastRange`): the type would be listed with nothing to buy;
 * retire the type instead.
 */
export async function setMembershipRangeOnSale(db: TDatabase, actor: TActor, organizationId: number, offerId: number, rangeId: number, onSale: boolean, now = new Date()): Promise<TChangeResult> {
  return db.transaction(async (tx) => {
    const found = await lockedRange(tx, organizationId, offerId, rangeId);
    if (!found) return fail('notFound');
    if (!onSale && found.offer.onSale && found.range.onSale && (await rangesOnSale(tx, offerId, rangeId)) === 0) return fail('lastRange');
    await tx.update(membershipOfferRanges).set({ onSale }).where(eq(membershipOfferRanges.id, rangeId));
    await tx.update(membershipOffers).set({ updatedAt: now }).where(eq(membershipOffers.id, offerId));
    await recordAudit(
      tx,
      { actor, organizationId, action: onSale ? 'membership_range.restore' : 'membership_range.retire', subject: `membership_range:${rangeId}`, before: { offerId, onSale: found.range.onSale }, after: { offerId, onSale } },
      now,
    );
    return { ok: true as const };
  });
}

/** Delete a range nobody bought (`hasMemberships` otherwise: take it off sale), never the last one on sale of a type on sale. */
export async function deleteMembershipRange(db: TDatabase, actor: TActor, organizationId: number, offerId: number, rangeId: number, now = new Date()): Promise<TChangeResult> {
  return db.transaction(async (tx) => {
    const found = await lockedRange(tx, organizationId, offerId, rangeId);
    if (!found) return fail('notFound');
    const [used] = await tx.select({ n: count() }).from(memberships).where(eq(memberships.rangeId, rangeId));
    if ((used?.n ?? 0) > 0) return fail('hasMemberships');
    if (found.offer.onSale && found.range.onSale && (await rangesOnSale(tx, offerId, rangeId)) === 0) return fail('lastRange');
    await tx.delete(membershipOfferRanges).where(eq(membershipOfferRanges.id, rangeId));
    await tx.update(membershipOffers).set({ updatedAt: now }).where(eq(membershipOffers.id, offerId));
    await recordAudit(
      tx,
      { actor, organizationId, action: 'membership_range.delete', subject: `membership_range:${rangeId}`, before: { offerId, ...rangeFields(found.range), onSale: found.range.onSale }, after: null },
      now,
    );
    return { ok: true as const };
  });
}
