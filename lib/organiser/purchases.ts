import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { accounts } from '@/lib/db/schema/accounts';
import { purchaseRefunds, ticketCheckIns } from '@/lib/db/schema/organiser';
import { paymentCheckouts, paymentEvents, spectatorPurchases, spectators, waiverRecords, waivers, type TPurchaseStatus } from '@/lib/db/schema/spectators';
import { formatTicketNumber } from '@/lib/spectators/domain/availability';
import { refundTotals, type TRefundTotals } from './refunds';
import { qualified } from '@/lib/db/qualified';

/**
 * An event's purchases as its organiser reads them (docs/decisions/056): the list (paid first,
 * searchable by the buyer's name or email, a ticket number or a purchase number, paged) and one
 * purchase in full: its party with waivers and tickets, its checkouts and the provider's events,
 * its refunds. Every read is of the event the caller checked the organiser runs (`eventId`): a
 * purchase of another event reads as none.
 */

export const PURCHASES_PAGE_SIZE = 25;
/** A search is at most this long (longer is cut). */
export const PURCHASE_SEARCH_MAX = 80;

const succeededSum = sql<number>`coalesce((select sum(r.amount_cents) from purchase_refunds r where r.purchase_id = ${qualified(spectatorPurchases.id)} and r.status = 'succeeded'), 0)::int`;
const pendingSum = sql<number>`coalesce((select sum(r.amount_cents) from purchase_refunds r where r.purchase_id = ${qualified(spectatorPurchases.id)} and r.status = 'pending'), 0)::int`;

/** What a search asks: a ticket ("4-00012" of this event, or "12"), a purchase number, or text of the buyer's name or email. */
export function searchCondition(eventId: number, raw: string): SQL | null {
  const q = raw.trim().slice(0, PURCHASE_SEARCH_MAX);
  if (q === '') return null;
  const ticket = /^(\d{1,9})-(\d{1,9})$/.exec(q);
  const byTicket = (n: number) => sql`exists (select 1 from spectators s where s.purchase_id = ${qualified(spectatorPurchases.id)} and s.event_id = ${eventId} and s.ticket_number = ${n})`;
  if (ticket) return Number(ticket[1]) === eventId ? byTicket(Number(ticket[2])) : sql`false`;
  if (/^#?\d{1,9}$/.test(q)) {
    const n = Number(q.replace('#', ''));
    return or(eq(spectatorPurchases.id, n), byTicket(n))!;
  }
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`, like), ilike(accounts.email, like))!;
}

export type TPurchaseListRow = {
  id: number;
  status: TPurchaseStatus;
  buyerName: string;
  buyerEmail: string | null;
  quantity: number;
  totalCents: number;
  totalPaidCents: number;
  refundedCents: number;
  pendingRefundCents: number;
  currency: string;
  createdAt: Date;
  paidAt: Date | null;
};

export type TPurchaseList = { rows: TPurchaseListRow[]; total: number; page: number; pages: number };

/** One page of an event's purchases, paid first, newest first within; `page` from 1 (past the end: the last page). */
export async function listEventPurchases(db: TDatabase, eventId: number, options: { q?: string; page?: number } = {}): Promise<TPurchaseList> {
  const filters: SQL[] = [eq(spectatorPurchases.eventId, eventId)];
  const search = options.q ? searchCondition(eventId, options.q) : null;
  if (search) filters.push(search);
  const where = and(...filters);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(spectatorPurchases)
    .innerJoin(accounts, eq(accounts.id, spectatorPurchases.buyerAccountId))
    .where(where);
  const total = Number(count?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / PURCHASES_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(options.page ?? 1) || 1), pages);
  const rows = await db
    .select({
      id: spectatorPurchases.id,
      status: spectatorPurchases.status,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      buyerEmail: accounts.email,
      quantity: spectatorPurchases.quantity,
      totalCents: spectatorPurchases.totalCents,
      totalPaidCents: spectatorPurchases.totalPaidCents,
      refundedCents: succeededSum,
      pendingRefundCents: pendingSum,
      currency: spectatorPurchases.currency,
      createdAt: spectatorPurchases.createdAt,
      paidAt: spectatorPurchases.paidAt,
    })
    .from(spectatorPurchases)
    .innerJoin(accounts, eq(accounts.id, spectatorPurchases.buyerAccountId))
    .where(where)
    .orderBy(sql`case when ${spectatorPurchases.status} = 'paid' then 0 else 1 end`, desc(spectatorPurchases.createdAt), desc(spectatorPurchases.id))
    .limit(PURCHASES_PAGE_SIZE)
    .offset((page - 1) * PURCHASES_PAGE_SIZE);
  return {
    rows: rows.map(({ firstName, lastName, refundedCents, pendingRefundCents, ...row }) => ({
      ...row,
      buyerName: `${firstName} ${lastName}`,
      refundedCents: Number(refundedCents),
      pendingRefundCents: Number(pendingRefundCents),
    })),
    total,
    page,
    pages,
  };
}

/** The event's paid purchases in numbers: how many, tickets held, paid and refunded. */
export async function purchaseSummary(db: TDatabase, eventId: number): Promise<{ purchases: number; tickets: number; paidCents: number; refundedCents: number; currency: string | null }> {
  const paid = and(eq(spectatorPurchases.eventId, eventId), eq(spectatorPurchases.status, 'paid'));
  const [row] = await db
    .select({
      purchases: sql<number>`count(*)::int`,
      tickets: sql<number>`coalesce(sum(${spectatorPurchases.quantity}), 0)::int`,
      paidCents: sql<number>`coalesce(sum(${spectatorPurchases.totalPaidCents}), 0)::int`,
      currency: sql<string | null>`min(${spectatorPurchases.currency})`,
    })
    .from(spectatorPurchases)
    .where(paid);
  const [refunded] = await db
    .select({ n: sql<number>`coalesce(sum(${purchaseRefunds.amountCents}), 0)::int` })
    .from(purchaseRefunds)
    .innerJoin(spectatorPurchases, eq(spectatorPurchases.id, purchaseRefunds.purchaseId))
    .where(and(paid, eq(purchaseRefunds.status, 'succeeded')));
  return {
    purchases: Number(row?.purchases ?? 0),
    tickets: Number(row?.tickets ?? 0),
    paidCents: Number(row?.paidCents ?? 0),
    refundedCents: Number(refunded?.n ?? 0),
    currency: row?.currency ?? null,
  };
}

export type TPartyMember = {
  id: number;
  firstName: string;
  lastName: string;
  isBuyer: boolean;
  isMinor: boolean;
  ticketNumber: string | null;
  /** The ticket was released (a refund) or the spectator was taken out before payment. */
  removedAt: Date | null;
  waiver: { uuid: string; status: 'not_signed' | 'signed' | 'rejected'; signedAt: Date | null; rejectedAt: Date | null; hasRecord: boolean } | null;
};

export type TPurchaseDetail = {
  purchase: typeof spectatorPurchases.$inferSelect;
  buyer: { id: number; name: string; email: string | null; locale: string };
  party: TPartyMember[];
  checkIn: { scannedAt: Date; gateLabel: string | null; by: string } | null;
  checkouts: (typeof paymentCheckouts.$inferSelect)[];
  events: (typeof paymentEvents.$inferSelect)[];
  refunds: (typeof purchaseRefunds.$inferSelect & { createdByName: string; released: string[] })[];
  totals: TRefundTotals;
  /** Tickets the purchase was paid for (numbers given), released ones included. */
  ticketsBought: number;
};

/** A purchase of the event in full, or null when the event has no purchase of that id. */
export async function purchaseDetail(db: TDatabase, eventId: number, purchaseId: number): Promise<TPurchaseDetail | null> {
  const [row] = await db
    .select({ p: spectatorPurchases, b: accounts })
    .from(spectatorPurchases)
    .innerJoin(accounts, eq(accounts.id, spectatorPurchases.buyerAccountId))
    .where(and(eq(spectatorPurchases.id, purchaseId), eq(spectatorPurchases.eventId, eventId)));
  if (!row) return null;
  const purchase = row.p;
  const [people, checkIns, checkouts, events, refunds, totals] = await Promise.all([
    db
      .select({ s: spectators, w: waivers, recordId: waiverRecords.id })
      .from(spectators)
      .leftJoin(waivers, eq(waivers.spectatorId, spectators.id))
      .leftJoin(waiverRecords, eq(waiverRecords.waiverId, waivers.id))
      .where(eq(spectators.purchaseId, purchase.id))
      .orderBy(desc(spectators.isBuyer), asc(spectators.ticketNumber), asc(spectators.id)),
    db
      .select({ scannedAt: ticketCheckIns.scannedAt, gateLabel: ticketCheckIns.gateLabel, firstName: accounts.firstName, lastName: accounts.lastName })
      .from(ticketCheckIns)
      .innerJoin(accounts, eq(accounts.id, ticketCheckIns.checkedInBy))
      .where(eq(ticketCheckIns.purchaseId, purchase.id)),
    db.select().from(paymentCheckouts).where(eq(paymentCheckouts.purchaseId, purchase.id)).orderBy(asc(paymentCheckouts.id)),
    db.select().from(paymentEvents).where(eq(paymentEvents.purchaseId, purchase.id)).orderBy(asc(paymentEvents.id)),
    db
      .select({ r: purchaseRefunds, firstName: accounts.firstName, lastName: accounts.lastName })
      .from(purchaseRefunds)
      .innerJoin(accounts, eq(accounts.id, purchaseRefunds.createdBy))
      .where(eq(purchaseRefunds.purchaseId, purchase.id))
      .orderBy(asc(purchaseRefunds.id)),
    refundTotals(db, purchase),
  ]);
  const ticketOf = new Map(people.map(({ s }) => [s.id, formatTicketNumber(s.eventId, s.ticketNumber) ?? `${s.firstName} ${s.lastName}`]));
  const checkIn = checkIns[0];
  return {
    purchase,
    buyer: { id: row.b.id, name: `${row.b.firstName} ${row.b.lastName}`, email: row.b.email, locale: purchase.locale },
    party: people.map(({ s, w, recordId }) => ({
      id: s.id,
      firstName: s.firstName,
      lastName: s.lastName,
      isBuyer: s.isBuyer,
      isMinor: s.isMinor,
      ticketNumber: formatTicketNumber(s.eventId, s.ticketNumber),
      removedAt: s.removedAt,
      waiver: w ? { uuid: w.uuid, status: w.status, signedAt: w.signedAt, rejectedAt: w.rejectedAt, hasRecord: recordId !== null } : null,
    })),
    checkIn: checkIn ? { scannedAt: checkIn.scannedAt, gateLabel: checkIn.gateLabel, by: `${checkIn.firstName} ${checkIn.lastName}` } : null,
    checkouts,
    events,
    refunds: refunds.map(({ r, firstName, lastName }) => ({ ...r, createdByName: `${firstName} ${lastName}`, released: r.spectatorIds.map((id) => ticketOf.get(id) ?? `#${id}`) })),
    totals,
    ticketsBought: people.filter(({ s }) => s.ticketNumber !== null).length,
  };
}
