import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { accounts } from '@/lib/db/schema/accounts';
import { auditLog, roleGrants, ticketCheckIns } from '@/lib/db/schema/organiser';
import type { TPromoter } from '@/lib/platform/port';
import type { TOrganiserDeps } from '@/lib/organiser/access';
import { actorOf } from '@/lib/organiser/audit';
import { CHECK_IN_PURPOSE, checkIn, gateList, readTicketToken, ticketToken, undoCheckIn } from '@/lib/organiser/gate';
import { asker, checkInRequest, gateListRequest } from '@/lib/organiser/gate-api';
import { boundScannedAt, gateWindow, partyMatches, purchaseIdOfToken, SCANNED_AT_MAX_AGE_MS, ticketTokenOf, type TCheckInAnswer } from '@/lib/organiser/gate-list';
import { insertCrowd, insertParties } from '@/lib/organiser/gate-seed';
import { verifySignedId } from '@/lib/security/signed-links';
import { createTestDb } from '../setup/db';
import { ACCOUNT, EVENT, seedFixture } from '../spectators/fixtures';
import { canSignIn, organiserPlatform } from './platform-stub';

/**
 * The gate (docs/decisions/054) against the database, on PGlite and PostgreSQL: the QR code's
 * signed token (a changed character is refused), checking a party in once (two phones at the same
 * moment: one admitted, the other told who and when), the refusals (not paid, cancelled, refunded,
 * another event's, a bad token), the role matrix of the check-in and list calls, the scan time
 * kept within bounds, the undo in the audit log (a check-in is not), and the list's search.
 */

// Organisation 1 (promoter 1: events 4, 5) and organisation 2 (promoter 2: event 8).
const PROMOTERS: Record<number, TPromoter> = {
  1: { id: 1, userId: 1, name: 'Northern Promotions', organizationId: 1 },
  2: { id: 2, userId: 2, name: 'Southern Racing', organizationId: 2 },
};
const EVENTS: Record<number, { promoterId: number }> = { [EVENT.selfie]: { promoterId: 1 }, [EVENT.plain]: { promoterId: 1 }, [EVENT.other]: { promoterId: 2 } };

// Every event tomorrow, scheduled, in Toronto.
const platform = organiserPlatform({
  promoters: PROMOTERS,
  events: EVENTS,
  details: () => ({ startAt: new Date(Date.now() + 86_400_000), endAt: new Date(Date.now() + 2 * 86_400_000), timeZone: 'America/Toronto', status: 'scheduled' }),
});

describe('the gate', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TOrganiserDeps;
  let olive: Awaited<ReturnType<typeof actorOf>> & { accountId: number };
  /** Purchases: a paid family of three (one waiver not signed), a paid single, and the refusals. */
  const P = { family: 0, single: 0, pair: 0, pending: 0, cancelled: 0, refunded: 0, other: 0 };

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    await seedFixture(db);
    await canSignIn(db, [ACCOUNT.organiser, ACCOUNT.promoter, ACCOUNT.stranger]);
    await db.insert(roleGrants).values([
      { accountId: ACCOUNT.organiser, kind: 'organiser', organizationId: 1 },
      { accountId: ACCOUNT.stranger, kind: 'organiser', organizationId: 2 },
      { accountId: ACCOUNT.promoter, kind: 'promoter', promoterId: 1 },
    ]);
    deps = { getDb: async () => db, platform };
    olive = { ...(await actorOf(db, ACCOUNT.organiser)), accountId: ACCOUNT.organiser };
    const base = { eventId: EVENT.selfie, promoterId: 1, buyerAccountId: ACCOUNT.buyer };
    const ids = await insertParties(db, [
      { ...base, people: [{ firstName: 'Sam', lastName: 'Rivera' }, { firstName: 'Renée', lastName: 'Côté', waiver: 'not_signed' }, { firstName: 'Léo', lastName: 'Rivera', minor: true }] },
      { ...base, people: [{ firstName: 'Alex', lastName: 'Zimmer' }] },
      { ...base, people: [{ firstName: 'Jordan', lastName: 'Blake' }, { firstName: 'Camila', lastName: 'Ortega', waiver: 'rejected' }] },
      { ...base, status: 'pending_payment', people: [{ firstName: 'Pat', lastName: 'Pending' }] },
      { ...base, status: 'cancelled', people: [{ firstName: 'Cass', lastName: 'Cancelled' }] },
      { ...base, people: [{ firstName: 'Rae', lastName: 'Refunded' }] },
    ]);
    [P.family, P.single, P.pair, P.pending, P.cancelled, P.refunded] = ids as [number, number, number, number, number, number];
    P.other = (await insertParties(db, [{ eventId: EVENT.other, promoterId: 2, buyerAccountId: ACCOUNT.buyer, people: [{ firstName: 'Otto', lastName: 'Elsewhere' }] }]))[0]!;
    // A refund released every ticket of this purchase (its people marked removed).
    const { spectators } = await import('@/lib/db/schema/spectators');
    await db.update(spectators).set({ removedAt: new Date() }).where(eq(spectators.purchaseId, P.refunded));
  });
  afterAll(async () => {
    await close();
  });

  const at = (iso: string) => new Date(iso);
  const scanned = new Date(Date.now() - 60_000);

  it('signs a token for the purchase only, and refuses a changed one', async () => {
    const token = await ticketToken(db, P.family);
    expect(token).toMatch(new RegExp(`^${P.family}-[A-Za-z0-9_-]{22}$`));
    expect(ticketTokenOf(` ${token}\n`)).toBe(token);
    expect(purchaseIdOfToken(token)).toBe(P.family);
    expect(await readTicketToken(db, token)).toBe(P.family);
    expect(await ticketToken(db, P.family)).toBe(token);
    // Every character of the signature changed in turn, and the id changed: refused.
    const signature = token.slice(token.indexOf('-') + 1);
    for (let i = 0; i < signature.length; i++) {
      const c = signature[i] === 'A' ? 'B' : 'A';
      const changed = `${P.family}-${signature.slice(0, i)}${c}${signature.slice(i + 1)}`;
      expect(await readTicketToken(db, changed), `character ${i}`).toBeNull();
    }
    expect(await readTicketToken(db, `${P.single}-${signature}`)).toBeNull();
    // Another purpose's token of the same id (a membership card) is not a ticket.
    const { signId } = await import('@/lib/security/signed-links');
    expect(await readTicketToken(db, await signId(db, 'membership-card', P.family))).toBeNull();
    expect(await verifySignedId(db, CHECK_IN_PURPOSE, token)).toBe(P.family);
    for (const junk of ['', 'abc', `${P.family}-`, `0-${signature}`, `${P.family}-${signature}x`]) expect(await readTicketToken(db, junk)).toBeNull();
  });

  it('checks a party in once and tells a second scan who checked it in and when', async () => {
    const first = await checkIn(db, { eventId: EVENT.selfie, purchaseId: P.single, actor: olive, scannedAt: scanned, gate: 'Gate A' });
    expect(first).toMatchObject({ outcome: 'admitted', party: { purchaseId: P.single, checkIn: { by: 'Olive Test', at: scanned.toISOString(), gate: 'Gate A' } } });
    const dana = { ...(await actorOf(db, ACCOUNT.promoter)), accountId: ACCOUNT.promoter };
    const second = await checkIn(db, { eventId: EVENT.selfie, purchaseId: P.single, actor: dana, scannedAt: new Date(), gate: 'Gate B' });
    expect(second).toMatchObject({ outcome: 'already', byYou: false, party: { checkIn: { by: 'Olive Test', at: scanned.toISOString(), gate: 'Gate A' } } });
    // The same phone's check-in sent again (its answer was lost) is the same entry: admitted.
    expect(await checkIn(db, { eventId: EVENT.selfie, purchaseId: P.single, actor: olive, scannedAt: scanned, gate: 'Gate A' })).toMatchObject({ outcome: 'admitted' });
    // A later scan by the same person is "already", by them.
    expect(await checkIn(db, { eventId: EVENT.selfie, purchaseId: P.single, actor: olive, scannedAt: new Date(), gate: 'Gate A' })).toMatchObject({ outcome: 'already', byYou: true });
    expect(await db.select().from(ticketCheckIns).where(eq(ticketCheckIns.purchaseId, P.single))).toHaveLength(1);
  });

  it('admits exactly one of two phones checking in one party at the same moment', async () => {
    const dana = { ...(await actorOf(db, ACCOUNT.promoter)), accountId: ACCOUNT.promoter };
    const token = await ticketToken(db, P.pair);
    const [a, b] = await Promise.all([
      checkInRequest(deps, asker(ACCOUNT.organiser), { eventId: EVENT.selfie, gate: 'North', items: [{ key: 'a', token, scannedAt: new Date().toISOString() }] }),
      checkInRequest(deps, asker(ACCOUNT.promoter), { eventId: EVENT.selfie, gate: 'South', items: [{ key: 'b', token, scannedAt: new Date().toISOString() }] }),
    ]);
    const answers = [a, b].map((r) => (r.body as { answers: (TCheckInAnswer & { key: string })[] }).answers[0]!);
    expect(answers.map((x) => x.outcome).sort()).toEqual(['admitted', 'already']);
    const winner = answers.find((x) => x.outcome === 'admitted')!;
    const loser = answers.find((x) => x.outcome === 'already')!;
    const winnerName = winner.key === 'a' ? olive.name : dana.name;
    expect(loser.party?.checkIn?.by).toBe(winnerName);
    expect(loser.party?.checkIn?.gate).toBe(winner.key === 'a' ? 'North' : 'South');
    expect(await db.select().from(ticketCheckIns).where(eq(ticketCheckIns.purchaseId, P.pair))).toHaveLength(1);
  });

  it('shows each person’s waiver with the answer, and admits a party whose waivers are not all signed', async () => {
    const answer = await checkIn(db, { eventId: EVENT.selfie, purchaseId: P.family, actor: olive, scannedAt: scanned, gate: null });
    expect(answer.outcome).toBe('admitted');
    expect(answer.party?.spectators.map((s) => [s.name, s.waiver, s.minor, s.ticket])).toEqual([
      ['Sam Rivera', 'signed', false, `${EVENT.selfie}-00001`],
      ['Renée Côté', 'not_signed', false, `${EVENT.selfie}-00002`],
      ['Léo Rivera', 'signed', true, `${EVENT.selfie}-00003`],
    ]);
  });

  it('refuses unpaid, cancelled, refunded and other events’ purchases, and bad tokens, each with its reason', async () => {
    const go = (purchaseId: number, eventId: number = EVENT.selfie) => checkIn(db, { eventId, purchaseId, actor: olive, scannedAt: scanned, gate: null });
    expect(await go(P.pending)).toMatchObject({ outcome: 'refused', reason: 'unpaid', party: { purchaseId: P.pending } });
    expect(await go(P.cancelled)).toMatchObject({ outcome: 'refused', reason: 'cancelled' });
    expect(await go(P.refunded)).toMatchObject({ outcome: 'refused', reason: 'refunded', party: null });
    // Another event's purchase: refused, with nothing of it shown.
    expect(await go(P.other)).toEqual({ outcome: 'refused', reason: 'otherEvent', party: null });
    expect(await go(999_999)).toEqual({ outcome: 'refused', reason: 'badToken', party: null });
    const token = await ticketToken(db, P.other);
    const changed = `${P.family}${token.slice(token.indexOf('-'))}`;
    const response = await checkInRequest(deps, asker(ACCOUNT.organiser), {
      eventId: EVENT.selfie,
      items: [
        { key: 'other', token },
        { key: 'changed', token: changed },
        { key: 'junk', token: 'not a token' },
      ],
    });
    expect(response.status).toBe(200);
    expect((response.body as { answers: unknown[] }).answers).toEqual([
      { key: 'other', outcome: 'refused', reason: 'otherEvent', party: null },
      { key: 'changed', outcome: 'refused', reason: 'badToken', party: null },
      { key: 'junk', outcome: 'refused', reason: 'badToken', party: null },
    ]);
    for (const id of [P.pending, P.cancelled, P.refunded, P.other]) expect(await db.select().from(ticketCheckIns).where(eq(ticketCheckIns.purchaseId, id))).toEqual([]);
  });

  it('lets only the organisers and promoters of the event check in or read its list (the role matrix)', async () => {
    const token = await ticketToken(db, P.family);
    const body = { eventId: EVENT.selfie, items: [{ key: 'k', token }] };
    expect(await checkInRequest(deps, asker(null), body)).toEqual({ status: 401, body: { error: { code: 'signIn' } } });
    // A participant without a role, the organiser of another organisation: as if the event did not exist.
    for (const who of [ACCOUNT.participant, ACCOUNT.stranger, ACCOUNT.buyer]) {
      expect(await checkInRequest(deps, asker(who), body), `account ${who}`).toEqual({ status: 404, body: { error: { code: 'notFound' } } });
      expect(await gateListRequest(deps, asker(who), String(EVENT.selfie)), `account ${who}`).toEqual({ status: 404, body: { error: { code: 'notFound' } } });
    }
    // An unknown event reads the same.
    expect((await checkInRequest(deps, asker(ACCOUNT.organiser), { ...body, eventId: 12345 })).status).toBe(404);
    // The organiser of organisation 2 runs event 8, and checks its party in; the organiser of 1 does not.
    const other = { eventId: EVENT.other, items: [{ key: 'o', token: await ticketToken(db, P.other) }] };
    expect((await checkInRequest(deps, asker(ACCOUNT.organiser), other)).status).toBe(404);
    const theirs = await checkInRequest(deps, asker(ACCOUNT.stranger), other);
    expect(theirs.status).toBe(200);
    expect((theirs.body as { answers: TCheckInAnswer[] }).answers[0]).toMatchObject({ outcome: 'admitted' });
    // The promoter of the event's promoter and its organiser: allowed.
    expect((await gateListRequest(deps, asker(ACCOUNT.promoter), String(EVENT.selfie))).status).toBe(200);
    expect((await gateListRequest(deps, asker(null), String(EVENT.selfie))).status).toBe(401);
    // A role holder without a second factor yet (decision 055) is told so; an account without a role reads "not found".
    expect(await checkInRequest(deps, { refused: 'secondFactor' }, body)).toEqual({ status: 403, body: { error: { code: 'secondFactor' } } });
    expect(await gateListRequest(deps, { refused: 'forbidden' }, String(EVENT.selfie))).toEqual({ status: 404, body: { error: { code: 'notFound' } } });
  });

  it('answers bad input with a 400, never a 500', async () => {
    const bad: unknown[] = [
      null,
      'text',
      { eventId: EVENT.selfie },
      { eventId: EVENT.selfie, items: [] },
      { eventId: -1, items: [{ key: 'k', purchaseId: 1 }] },
      { eventId: EVENT.selfie, items: [{ key: 'k' }] },
      { eventId: EVENT.selfie, items: [{ key: 'k', purchaseId: 1, token: 'x' }] },
      { eventId: EVENT.selfie, items: [{ key: 'k', purchaseId: 1.5 }] },
      { eventId: EVENT.selfie, items: [{ key: 'x'.repeat(65), purchaseId: 1 }] },
      { eventId: EVENT.selfie, items: Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, purchaseId: 1 })) },
      { eventId: EVENT.selfie, items: [{ key: 'k', purchaseId: 1 }], extra: true },
      { eventId: EVENT.selfie, gate: 'g'.repeat(41), items: [{ key: 'k', purchaseId: 1 }] },
    ];
    for (const body of bad) expect((await checkInRequest(deps, asker(ACCOUNT.organiser), body)).status, JSON.stringify(body)?.slice(0, 80)).toBe(400);
    for (const param of [null, '', 'abc', '0', '-4', '99999999999', '4.5']) expect((await gateListRequest(deps, asker(ACCOUNT.organiser), param)).status).toBe(400);
    // An unreadable scan time is the time it arrived; one in the future too.
    const now = new Date('2026-06-01T12:00:00Z');
    expect(boundScannedAt('garbage', now)).toEqual(now);
    expect(boundScannedAt('2026-06-02T12:00:00Z', now)).toEqual(now);
    expect(boundScannedAt('2026-06-01T11:30:00.250Z', now)).toEqual(at('2026-06-01T11:30:00.250Z'));
    expect(boundScannedAt('2000-01-01T00:00:00Z', now)).toEqual(new Date(now.getTime() - SCANNED_AT_MAX_AGE_MS));
  });

  it('keeps the phone’s scan time when a queued check-in arrives late', async () => {
    const [late] = await insertParties(db, [{ eventId: EVENT.selfie, promoterId: 1, buyerAccountId: ACCOUNT.buyer, people: [{ firstName: 'Lou', lastName: 'Late' }] }]);
    const scannedAt = new Date(Date.now() - 40 * 60_000).toISOString();
    const response = await checkInRequest(deps, asker(ACCOUNT.organiser), { eventId: EVENT.selfie, gate: 'Gate A', items: [{ key: 'q1', purchaseId: late!, scannedAt }] });
    expect((response.body as { answers: TCheckInAnswer[] }).answers[0]).toMatchObject({ outcome: 'admitted', party: { checkIn: { at: scannedAt } } });
    const [row] = await db.select().from(ticketCheckIns).where(eq(ticketCheckIns.purchaseId, late!));
    expect(row).toMatchObject({ checkedInBy: ACCOUNT.organiser, gateLabel: 'Gate A', scannedAt: new Date(scannedAt) });
  });

  it('answers a phone that has the list’s version with a 304, and a changed list with the new one', async () => {
    const first = await gateListRequest(deps, asker(ACCOUNT.organiser), String(EVENT.selfie));
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(await gateListRequest(deps, asker(ACCOUNT.organiser), String(EVENT.selfie), first.etag!)).toEqual({ status: 304, body: null, etag: first.etag });
    // Another event's check-in does not change this event's list; one of this event does.
    const [extra] = await insertParties(db, [{ eventId: EVENT.selfie, promoterId: 1, buyerAccountId: ACCOUNT.buyer, people: [{ firstName: 'Vera', lastName: 'Version' }] }]);
    const second = await gateListRequest(deps, asker(ACCOUNT.organiser), String(EVENT.selfie), first.etag!);
    expect(second.status).toBe(200);
    expect(second.etag).not.toBe(first.etag);
    await checkIn(db, { eventId: EVENT.selfie, purchaseId: extra!, actor: olive, scannedAt: new Date(), gate: null });
    const third = await gateListRequest(deps, asker(ACCOUNT.organiser), String(EVENT.selfie), second.etag!);
    expect(third.status).toBe(200);
    expect((third.body as { parties: { purchaseId: number; checkIn: unknown }[] }).parties.find((p) => p.purchaseId === extra)?.checkIn).toMatchObject({ by: 'Olive Test' });
    expect((await gateListRequest(deps, asker(ACCOUNT.organiser), String(EVENT.selfie), third.etag!)).status).toBe(304);
  });

  it('writes no audit row for a check-in, and one for an undo', async () => {
    const before = await db.select().from(auditLog);
    expect(before.filter((r) => r.action.startsWith('checkin'))).toEqual([]);
    const place = { eventId: EVENT.selfie, promoterId: 1, organizationId: 1 };
    expect(await undoCheckIn(db, olive, place, P.family)).toBe(true);
    expect(await undoCheckIn(db, olive, place, P.family)).toBe(false);
    // Not another event's check-in.
    expect(await undoCheckIn(db, olive, place, P.other)).toBe(false);
    const rows = await db.select().from(auditLog).where(eq(auditLog.action, 'checkin.undo'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventId: EVENT.selfie, organizationId: 1, subject: `purchase:${P.family}`, actorName: 'Olive Test', before: { checkedInBy: 'Olive Test', scannedAt: scanned.toISOString(), gate: null }, after: null });
    // Checked in again afterwards.
    expect(await checkIn(db, { eventId: EVENT.selfie, purchaseId: P.family, actor: olive, scannedAt: new Date(), gate: null })).toMatchObject({ outcome: 'admitted' });
  });

  it('lists the paid parties with counts, finds them by name or ticket number, and shows a bounded window', async () => {
    const list = await gateList(db, EVENT.selfie);
    const names = list.parties.map((p) => p.spectators[0]!.name);
    // Paid parties with people on them only, by the buyer's last name.
    expect(names).toEqual(['Jordan Blake', 'Lou Late', 'Sam Rivera', 'Vera Version', 'Alex Zimmer']);
    expect(list.counts).toMatchObject({ tickets: 8, parties: 5, partiesIn: 5, peopleIn: 8, waiversOutstanding: 2 });
    const family = list.parties.find((p) => p.purchaseId === P.family)!;
    for (const q of ['cote', 'Renée', 'ren co', 'RIVERA', `${EVENT.selfie}-00002`, '2', `#${P.family}`]) expect(partyMatches(family, q), q).toBe(true);
    for (const q of ['zimmer', 'e co', '99', `#${P.other}`]) expect(partyMatches(family, q), q).toBe(false);
    // 2,000 spectators: the window holds 25 parties, the count says how many match.
    const [crowdBuyer] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, ACCOUNT.buyer));
    await insertCrowd(db, { eventId: EVENT.plain, promoterId: 1, buyerAccountId: crowdBuyer!.id, spectators: 2000 });
    const crowd = await gateList(db, EVENT.plain);
    expect(crowd.counts.tickets).toBe(2000);
    const all = gateWindow(crowd.parties, '');
    expect(all.shown).toHaveLength(25);
    expect(all.matches).toBe(crowd.parties.length);
    const some = gateWindow(crowd.parties, 'tremblay');
    expect(some.matches).toBeGreaterThan(0);
    expect(some.shown.every((p) => p.spectators.some((s) => s.name.endsWith('Tremblay')))).toBe(true);
  });
});
