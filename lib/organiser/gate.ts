import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type TDatabase } from '@/lib/db/open';
import { accounts, spectatorPurchases, spectators, ticketCheckIns, waivers } from '@/lib/db/schema';
import { signId, verifySignedId } from '@/lib/security/signed-links';
import { formatTicketNumber } from '@/lib/spectators/domain/availability';
import type { TEventPlace } from './access';
import { recordAudit, type TActor } from './audit';
import { boundScannedAt, countParties, type TCheckInAnswer, type TGateCheckIn, type TGateList, type TGateParty, type TGateWaiverStatus } from './gate-list';

/**
 * The gate of an event (docs/decisions/054): the signed token of a paid purchase that its QR code
 * carries, the list of the event's parties with their waivers and entries, and checking a party
 * in. The server decides: `ticket_check_ins` has one row per purchase, so whichever phone asks
 * first admits the party and every later ask is told who checked it in and when. A check-in is
 * not written to the audit log (its row is the record: who, when, which phone); undoing one is.
 */

/** The purpose (and `app_keys` name) of the tokens of check-in QR codes. */
export const CHECK_IN_PURPOSE = 'ticket-checkin';

/** The token a paid purchase's QR code carries: the purchase (the party) only. */
export function ticketToken(db: TDatabase, purchaseId: number): Promise<string> {
  return signId(db, CHECK_IN_PURPOSE, purchaseId);
}

/** The purchase id of a token made by this app, or null (malformed, changed or not a ticket's). */
export function readTicketToken(db: TDatabase, token: string): Promise<number | null> {
  return verifySignedId(db, CHECK_IN_PURPOSE, token);
}

type TPartyRow = {
  purchaseId: number;
  spectatorId: number;
  firstName: string;
  lastName: string;
  ticketNumber: number | null;
  isMinor: boolean;
  waiver: TGateWaiverStatus | null;
  eventId: number;
  byFirst: string | null;
  byLast: string | null;
  scannedAt: Date | null;
  gate: string | null;
};

const partyColumns = {
  purchaseId: spectators.purchaseId,
  spectatorId: spectators.id,
  firstName: spectators.firstName,
  lastName: spectators.lastName,
  ticketNumber: spectators.ticketNumber,
  isMinor: spectators.isMinor,
  waiver: waivers.status,
  eventId: spectators.eventId,
  byFirst: accounts.firstName,
  byLast: accounts.lastName,
  scannedAt: ticketCheckIns.scannedAt,
  gate: ticketCheckIns.gateLabel,
};

/** Rows of one or more parties (buyer first, then in the order they were added) into parties. */
function toParties(rows: TPartyRow[]): TGateParty[] {
  const byPurchase = new Map<number, TGateParty>();
  for (const r of rows) {
    let party = byPurchase.get(r.purchaseId);
    if (!party) {
      const checkIn: TGateCheckIn | null = r.scannedAt ? { by: `${r.byFirst ?? ''} ${r.byLast ?? ''}`.trim(), at: r.scannedAt.toISOString(), gate: r.gate } : null;
      party = { purchaseId: r.purchaseId, spectators: [], checkIn };
      byPurchase.set(r.purchaseId, party);
    }
    party.spectators.push({
      id: r.spectatorId,
      name: `${r.firstName} ${r.lastName}`,
      ticket: formatTicketNumber(r.eventId, r.ticketNumber),
      // Every spectator has a waiver (made with them); a missing one reads as not signed.
      waiver: r.waiver ?? 'not_signed',
      minor: r.isMinor,
    });
  }
  return [...byPurchase.values()];
}

function partyQuery(db: TDatabase) {
  return db
    .select(partyColumns)
    .from(spectators)
    .innerJoin(spectatorPurchases, eq(spectatorPurchases.id, spectators.purchaseId))
    .leftJoin(waivers, eq(waivers.spectatorId, spectators.id))
    .leftJoin(ticketCheckIns, eq(ticketCheckIns.purchaseId, spectators.purchaseId))
    .leftJoin(accounts, eq(accounts.id, ticketCheckIns.checkedInBy));
}

/**
 * The event's parties (its paid purchases with people left on them), sorted by the buyer's last
 * and first name, with the counts. Read whole: the page shows a window of it, the phone keeps it.
 */
export async function gateList(db: TDatabase, eventId: number, now = new Date()): Promise<TGateList> {
  const rows = await partyQuery(db)
    .where(and(eq(spectators.eventId, eventId), eq(spectatorPurchases.eventId, eventId), eq(spectatorPurchases.status, 'paid'), isNull(spectators.removedAt)))
    .orderBy(asc(spectators.purchaseId), sql`${spectators.isBuyer} desc`, asc(spectators.id));
  const buyerOf = new Map<number, string>();
  for (const r of rows) if (!buyerOf.has(r.purchaseId)) buyerOf.set(r.purchaseId, `${r.lastName} ${r.firstName}`);
  const parties = toParties(rows).sort((a, b) => buyerOf.get(a.purchaseId)!.localeCompare(buyerOf.get(b.purchaseId)!, 'en', { sensitivity: 'base' }) || a.purchaseId - b.purchaseId);
  return { eventId, at: now.toISOString(), parties, counts: countParties(parties) };
}

/** One party as the gate shows it (people left on the purchase), or null when it has none. */
export async function gateParty(db: TDatabase, purchaseId: number): Promise<TGateParty | null> {
  const rows = await partyQuery(db)
    .where(and(eq(spectators.purchaseId, purchaseId), isNull(spectators.removedAt)))
    .orderBy(sql`${spectators.isBuyer} desc`, asc(spectators.id));
  return toParties(rows)[0] ?? null;
}

export type TCheckInInput = {
  eventId: number;
  /** The party: from a verified token, or tapped in the list by the organiser of the event. */
  purchaseId: number;
  actor: TActor & { accountId: number };
  /** When the phone scanned (already bounded: lib/organiser/gate-list.ts `boundScannedAt`). */
  scannedAt: Date;
  gate: string | null;
};

/**
 * Check a party in, once. One statement admits it when the purchase is this event's, paid, with
 * people on it, and not yet in (the unique purchase_id decides between two phones at the same
 * moment); otherwise the answer says why: already in (who, when), another event's, not paid,
 * cancelled or refunded. The same check-in sent again (same account, gate label and scan time to
 * the millisecond: a phone's queue sent twice when an answer was lost) answers admitted again: it
 * is the same entry.
 */
export async function checkIn(db: TDatabase, input: TCheckInInput): Promise<TCheckInAnswer> {
  // The entry and the party it admits, in one round trip (the gate's hot path).
  const admitted = await queryRows<Record<string, unknown>>(
    db,
    sql`with entry as (
        insert into ${ticketCheckIns} (purchase_id, event_id, checked_in_by, gate_label, scanned_at)
        select p.id, p.event_id, ${input.actor.accountId}, ${input.gate}, ${input.scannedAt.toISOString()}::timestamptz
        from ${spectatorPurchases} p
        where p.id = ${input.purchaseId} and p.event_id = ${input.eventId} and p.status = 'paid'
          and exists (select 1 from ${spectators} s where s.purchase_id = p.id and s.removed_at is null)
        on conflict (purchase_id) do nothing
        returning purchase_id, checked_in_by, gate_label, scanned_at
      )
      select s.purchase_id, s.id as spectator_id, s.first_name, s.last_name, s.ticket_number, s.is_minor, w.status as waiver, s.event_id,
        a.first_name as by_first, a.last_name as by_last, entry.scanned_at, entry.gate_label
      from entry
      join ${spectators} s on s.purchase_id = entry.purchase_id and s.removed_at is null
      left join ${waivers} w on w.spectator_id = s.id
      left join ${accounts} a on a.id = entry.checked_in_by
      order by s.is_buyer desc, s.id`,
  );
  if (admitted.length > 0) {
    const rows: TPartyRow[] = admitted.map((r) => ({
      purchaseId: Number(r.purchase_id),
      spectatorId: Number(r.spectator_id),
      firstName: String(r.first_name),
      lastName: String(r.last_name),
      ticketNumber: r.ticket_number === null ? null : Number(r.ticket_number),
      isMinor: Boolean(r.is_minor),
      waiver: (r.waiver as TGateWaiverStatus | null) ?? null,
      eventId: Number(r.event_id),
      byFirst: r.by_first === null ? null : String(r.by_first),
      byLast: r.by_last === null ? null : String(r.by_last),
      scannedAt: r.scanned_at instanceof Date ? r.scanned_at : new Date(String(r.scanned_at)),
      gate: r.gate_label === null ? null : String(r.gate_label),
    }));
    return { outcome: 'admitted', party: toParties(rows)[0]! };
  }
  const [purchase] = await db
    .select({ eventId: spectatorPurchases.eventId, status: spectatorPurchases.status, by: ticketCheckIns.checkedInBy, scannedAt: ticketCheckIns.scannedAt, gate: ticketCheckIns.gateLabel })
    .from(spectatorPurchases)
    .leftJoin(ticketCheckIns, eq(ticketCheckIns.purchaseId, spectatorPurchases.id))
    .where(eq(spectatorPurchases.id, input.purchaseId));
  // A purchase of another event says nothing of that event (nor whether the id exists).
  if (!purchase || purchase.eventId !== input.eventId) return { outcome: 'refused', reason: purchase ? 'otherEvent' : 'badToken', party: null };
  const party = await gateParty(db, input.purchaseId);
  if (purchase.by !== null && party) {
    const sameEntry = purchase.by === input.actor.accountId && purchase.scannedAt?.getTime() === input.scannedAt.getTime() && purchase.gate === input.gate;
    return sameEntry ? { outcome: 'admitted', party } : { outcome: 'already', party, byYou: purchase.by === input.actor.accountId };
  }
  if (purchase.status === 'cancelled') return { outcome: 'refused', reason: 'cancelled', party };
  if (purchase.status !== 'paid') return { outcome: 'refused', reason: 'unpaid', party };
  return { outcome: 'refused', reason: 'refunded', party };
}

/**
 * Undo a check-in (a tap on the wrong party): the entry is deleted and the undo is written to the
 * audit log with the entry it removed, in one transaction. False when the party was not in.
 */
export async function undoCheckIn(db: TDatabase, actor: TActor, place: TEventPlace, purchaseId: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(ticketCheckIns)
      .where(and(eq(ticketCheckIns.purchaseId, purchaseId), eq(ticketCheckIns.eventId, place.eventId)))
      .returning();
    if (!removed) return false;
    const [by] = await tx.select({ firstName: accounts.firstName, lastName: accounts.lastName }).from(accounts).where(eq(accounts.id, removed.checkedInBy));
    await recordAudit(
      tx,
      {
        actor,
        organizationId: place.organizationId,
        promoterId: place.promoterId,
        eventId: place.eventId,
        action: 'checkin.undo',
        subject: `purchase:${purchaseId}`,
        before: { checkedInBy: by ? `${by.firstName} ${by.lastName}` : `#${removed.checkedInBy}`, scannedAt: removed.scannedAt, gate: removed.gateLabel },
        after: null,
      },
      now,
    );
    return true;
  });
}

/** One check-in as a phone sends it: a scanned token or a party tapped in the list, and when. */
export type TCheckInItem = { key: string; token?: string; purchaseId?: number; scannedAt?: string | null };

/**
 * The check-ins of one request, in order (a phone's queue after a lost connection): each token's
 * signature is checked here (a changed token is refused as `badToken`), each scan time bounded.
 */
export async function checkInItems(
  db: TDatabase,
  context: { eventId: number; actor: TActor & { accountId: number }; gate: string | null; now?: () => Date },
  items: readonly TCheckInItem[],
): Promise<(TCheckInAnswer & { key: string })[]> {
  const now = context.now ?? (() => new Date());
  const answers: (TCheckInAnswer & { key: string })[] = [];
  for (const item of items) {
    const purchaseId = item.token !== undefined ? await readTicketToken(db, item.token) : (item.purchaseId ?? null);
    if (purchaseId === null) {
      answers.push({ key: item.key, outcome: 'refused', reason: 'badToken', party: null });
      continue;
    }
    const answer = await checkIn(db, { eventId: context.eventId, purchaseId, actor: context.actor, gate: context.gate, scannedAt: boundScannedAt(item.scannedAt, now()) });
    answers.push({ key: item.key, ...answer });
  }
  return answers;
}

/**
 * A version of an event's list, cheap to read (a few aggregates, no rows): it changes when a party
 * is checked in or undone, a purchase is paid, cancelled or refunded, a person is added or
 * removed, a waiver is signed or refused. The list API's ETag, so a phone polling an unchanged list
 * costs this and not the list.
 */
export async function gateListVersion(db: TDatabase, eventId: number): Promise<string> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select
      (select count(*) from ${ticketCheckIns} where event_id = ${eventId})::int as checkins,
      (select coalesce(max(id), 0) from ${ticketCheckIns} where event_id = ${eventId})::int as last_checkin,
      (select count(*) from ${spectatorPurchases} where event_id = ${eventId} and status = 'paid')::int as paid,
      (select coalesce(max(updated_at), 'epoch')::text from ${spectatorPurchases} where event_id = ${eventId}) as purchases_at,
      (select coalesce(max(updated_at), 'epoch')::text from ${spectators} where event_id = ${eventId}) as spectators_at,
      (select coalesce(max(updated_at), 'epoch')::text from ${waivers} where event_id = ${eventId}) as waivers_at`,
  );
  return Object.values(row ?? {}).join('|');
}
