import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { auditLog, roleGrants } from '@/lib/db/schema/organiser';
import { eventTicketing, promoCodes, waiverTexts } from '@/lib/db/schema/spectators';
import type { TPromoter } from '@/lib/platform/port';
import { hasAnyRole, manageableEvent, manageableEvents, scopeOf, type TOrganiserDeps, type TScope } from '@/lib/organiser/access';
import { actorOf, COMMAND_LINE_ACTOR, readAudit } from '@/lib/organiser/audit';
import { grantRole, revokeRole } from '@/lib/organiser/roles';
import { createPromo, createWaiverVersion, eventPromos, saveTicketSettings, setPromoActive, ticketSettings, waiverVersions } from '@/lib/organiser/tickets';
import { isOnSale } from '@/lib/spectators/domain/availability';
import { currentWaiverText } from '@/lib/spectators/waiver-texts';
import { createTestDb } from '../setup/db';
import { ACCOUNT, EVENT, seedFixture } from '../spectators/fixtures';
import { canSignIn, organiserPlatform } from './platform-stub';

/**
 * The organiser area's rules against the database, on PGlite and PostgreSQL (docs/decisions/052,
 * 053): who runs which event (the role matrix), granting and revoking, ticket settings with the
 * sales window, promo codes, waiver versions that leave signed waivers on theirs, and the audit
 * log written with each change, append-only and read only by the organisation's organisers.
 */

// Two organisations: 1 (promoter 1, events 4, 5, 6, 7) and 2 (promoter 2, event 8).
const PROMOTERS: Record<number, TPromoter> = {
  1: { id: 1, userId: 1, name: 'Northern Promotions', organizationId: 1 },
  2: { id: 2, userId: 2, name: 'Southern Racing', organizationId: 2 },
};
const EVENTS: Record<number, { promoterId: number }> = { [EVENT.selfie]: { promoterId: 1 }, [EVENT.plain]: { promoterId: 1 }, [EVENT.small]: { promoterId: 1 }, [EVENT.closed]: { promoterId: 1 }, [EVENT.other]: { promoterId: 2 } };

// Every event tomorrow, scheduled, in Toronto.
const platform = organiserPlatform({
  promoters: PROMOTERS,
  events: EVENTS,
  details: () => ({ startAt: new Date(Date.now() + 86_400_000), endAt: new Date(Date.now() + 2 * 86_400_000), timeZone: 'America/Toronto', status: 'scheduled' }),
});

const NO_WAIVER_EVENT = 99;

describe('organiser area', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TOrganiserDeps;
  const scope = (accountId: number) => scopeOf(db, accountId);

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    await seedFixture(db);
    // People with a login (a role is given to an account that can sign in).
    await canSignIn(db, [ACCOUNT.organiser, ACCOUNT.promoter, ACCOUNT.participant, ACCOUNT.stranger]);
    deps = { getDb: async () => db, platform };
    EVENTS[NO_WAIVER_EVENT] = { promoterId: 1 };
  });
  afterAll(async () => {
    delete EVENTS[NO_WAIVER_EVENT];
    await close();
  });

  it('grants from the command line, refuses what cannot be granted, and records each grant', async () => {
    expect(await grantRole(db, COMMAND_LINE_ACTOR, 'OLIVE@example.org ', { kind: 'organiser', organizationId: 1 })).toMatchObject({ ok: true, accountId: ACCOUNT.organiser });
    expect(await grantRole(db, COMMAND_LINE_ACTOR, 'olive@example.org', { kind: 'organiser', organizationId: 1 })).toEqual({ ok: false, error: 'alreadyGranted' });
    expect(await grantRole(db, COMMAND_LINE_ACTOR, 'nobody-here@example.org', { kind: 'organiser', organizationId: 1 })).toEqual({ ok: false, error: 'noSuchAccount' });
    // Sam (the buyer) has no password: an account that cannot sign in gets no role.
    expect(await grantRole(db, COMMAND_LINE_ACTOR, 'sam@example.org', { kind: 'organiser', organizationId: 1 })).toEqual({ ok: false, error: 'cannotSignIn' });
    const olive = await actorOf(db, ACCOUNT.organiser);
    expect(await grantRole(db, olive, 'dana@example.org', { kind: 'promoter', promoterId: 2, organizationId: 2 })).toMatchObject({ ok: true });
    expect(await grantRole(db, COMMAND_LINE_ACTOR, 'nobody@example.org', { kind: 'organiser', organizationId: 2 })).toMatchObject({ ok: true });
    const rows = await db.select().from(auditLog).where(eq(auditLog.action, 'role.grant')).orderBy(auditLog.id);
    expect(rows.map((r) => [r.actorName, r.organizationId, r.subject])).toEqual([
      ['command line', 1, `account:${ACCOUNT.organiser}`],
      ['Olive Test', 2, `account:${ACCOUNT.promoter}`],
      ['command line', 2, `account:${ACCOUNT.stranger}`],
    ]);
  });

  it('lets each role run only its own events (the matrix)', async () => {
    const matrix: [string, TScope, number[]][] = [
      ['organiser of organisation 1', await scope(ACCOUNT.organiser), [EVENT.selfie, EVENT.plain, EVENT.small, EVENT.closed, NO_WAIVER_EVENT]],
      ['promoter 2', await scope(ACCOUNT.promoter), [EVENT.other]],
      ['organiser of organisation 2', await scope(ACCOUNT.stranger), [EVENT.other]],
      ['participant without a role', await scope(ACCOUNT.participant), []],
    ];
    for (const [who, s, allowed] of matrix) {
      for (const eventId of [...Object.values(EVENT), NO_WAIVER_EVENT]) {
        const found = await manageableEvent(deps, s, eventId, 'en');
        expect(found !== null, `${who} on event ${eventId}`).toBe(allowed.includes(eventId));
      }
      // An unknown event reads like another organisation's.
      expect(await manageableEvent(deps, s, 12345, 'en')).toBeNull();
      expect((await manageableEvents(deps, s, 'en')).map((e) => e.id).sort()).toEqual([...allowed].sort());
    }
    expect(hasAnyRole(await scope(ACCOUNT.participant))).toBe(false);
    const found = await manageableEvent(deps, await scope(ACCOUNT.promoter), EVENT.other, 'en');
    expect(found?.place).toEqual({ eventId: EVENT.other, promoterId: 2, organizationId: 2 });
  });

  it('finds an event’s organisation through the organisation’s promoter list when the promoter does not name it (LiveLaps)', async () => {
    const livelapsLike: TOrganiserDeps = { ...deps, platform: { ...platform, getPromoter: async (id) => (PROMOTERS[id] ? { ...PROMOTERS[id]!, organizationId: undefined } : null) } };
    const found = await manageableEvent(livelapsLike, await scope(ACCOUNT.organiser), EVENT.plain, 'en');
    expect(found?.place).toEqual({ eventId: EVENT.plain, promoterId: 1, organizationId: 1 });
    expect(await manageableEvent(livelapsLike, await scope(ACCOUNT.organiser), EVENT.other, 'en')).toBeNull();
  });

  it('saves ticket settings with the sales window, refuses a sale without a waiver, and records before and after', async () => {
    const s = await scope(ACCOUNT.organiser);
    const { place } = (await manageableEvent(deps, s, EVENT.plain, 'en'))!;
    const actor = await actorOf(db, ACCOUNT.organiser);
    const opens = new Date(Date.now() + 3_600_000);
    const input = { ticketsOnSale: true, ticketPriceCents: 1800, taxRateBp: 1300, currency: 'CAD' as const, ticketCapacity: 250, salesOpenAt: opens, salesCloseAt: null, waiverRequiresSelfie: false };
    expect(await saveTicketSettings(db, actor, place, input)).toEqual({ ok: true });
    const saved = await ticketSettings(db, EVENT.plain);
    expect(saved).toMatchObject({ ticketPriceCents: 1800, ticketCapacity: 250, saved: true });
    // Not on sale before the window opens, on sale after.
    const event = { status: 'scheduled' as const, endAt: new Date(Date.now() + 10 * 86_400_000) };
    expect(isOnSale(saved, event, new Date())).toBe(false);
    expect(isOnSale(saved, event, new Date(opens.getTime() + 1))).toBe(true);
    expect(isOnSale({ ...saved, salesOpenAt: null, salesCloseAt: new Date(Date.now() - 1) }, event, new Date())).toBe(false);
    const [row] = await db.select().from(auditLog).where(eq(auditLog.action, 'tickets.update'));
    expect(row).toMatchObject({ eventId: EVENT.plain, organizationId: 1, promoterId: 1, subject: `event:${EVENT.plain}` });
    expect(row!.before).toMatchObject({ ticketPriceCents: 2000, ticketCapacity: 400 });
    expect(row!.after).toMatchObject({ ticketPriceCents: 1800, ticketCapacity: 250, salesOpenAt: opens.toISOString() });

    const noWaiver = (await manageableEvent(deps, s, NO_WAIVER_EVENT, 'en'))!.place;
    expect(await saveTicketSettings(db, actor, noWaiver, input)).toEqual({ ok: false, error: 'noWaiver' });
    expect(await db.select().from(eventTicketing).where(eq(eventTicketing.eventId, NO_WAIVER_EVENT))).toEqual([]);
    // Off sale, it saves (prices prepared before the waiver is written).
    expect(await saveTicketSettings(db, actor, noWaiver, { ...input, ticketsOnSale: false })).toEqual({ ok: true });
  });

  it('adds promo codes per event, refuses a code in use, and switches only the event’s own codes', async () => {
    const actor = await actorOf(db, ACCOUNT.organiser);
    const place = (await manageableEvent(deps, await scope(ACCOUNT.organiser), EVENT.plain, 'en'))!.place;
    const code = { code: 'TRACKDAY', percentOff: 15, amountOffCents: null, minQuantity: 1, maxRedemptions: 50, validFrom: null, validUntil: null };
    const created = await createPromo(db, actor, place, code);
    expect(created).toMatchObject({ ok: true });
    expect(await createPromo(db, actor, place, code)).toEqual({ ok: false, error: 'codeTaken' });
    // PADDOCK10 is the code of another event: switching it from this event's page does nothing.
    const [other] = await db.select().from(promoCodes).where(eq(promoCodes.code, 'PADDOCK10'));
    expect(await setPromoActive(db, actor, place, other!.id, false)).toBe(false);
    expect((await db.select().from(promoCodes).where(eq(promoCodes.id, other!.id)))[0]!.active).toBe(true);
    expect(await setPromoActive(db, actor, place, (created as { id: number }).id, false)).toBe(true);
    expect((await eventPromos(db, EVENT.plain)).map((p) => [p.code, p.active, p.used])).toEqual([['TRACKDAY', false, 0]]);
  });

  it('makes a new waiver version in effect at once and leaves the earlier one as it was', async () => {
    const actor = await actorOf(db, ACCOUNT.organiser);
    const place = (await manageableEvent(deps, await scope(ACCOUNT.organiser), EVENT.plain, 'en'))!.place;
    const [v1] = await db.select().from(waiverTexts).where(eq(waiverTexts.eventId, EVENT.plain));
    const tri = (s: string) => ({ en: `${s} (en)`, es: `${s} (es)`, fr: `${s} (fr)` });
    const result = await createWaiverVersion(db, actor, place, { title: tri('Spectator waiver 2027'), body: tri('Stay behind the fence.\n\nNo drones.'), boxes: [{ key: 'box1', label: tri('I read the rules') }], consentText: tri('I sign electronically'), certificationText: tri('All is correct') });
    expect(result).toEqual({ ok: true, version: 2 });
    const current = await currentWaiverText(db, EVENT.plain, new Date());
    expect(current).toMatchObject({ version: 2, title: tri('Spectator waiver 2027') });
    expect(current!.sha256.fr).toMatch(/^[0-9a-f]{64}$/);
    expect(current!.sha256.fr).not.toBe(v1!.sha256.fr);
    const [v1after] = await db.select().from(waiverTexts).where(eq(waiverTexts.id, v1!.id));
    expect(v1after).toEqual(v1);
    expect((await waiverVersions(db, EVENT.plain)).map((v) => v.version)).toEqual([2, 1]);
  });

  it('keeps the audit log append-only and shows each organiser only their organisations’ rows', async () => {
    await expect(db.execute(sql`update audit_log set actor_name = 'someone else'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const mine = await readAudit(db, await scope(ACCOUNT.organiser));
    expect(mine.rows.length).toBeGreaterThan(3);
    expect(mine.rows.every((r) => r.organizationId === 1 || r.promoterId === 1)).toBe(true);
    const theirs = await readAudit(db, await scope(ACCOUNT.stranger));
    expect(theirs.rows.map((r) => r.action)).toEqual(['role.grant', 'role.grant']);
    expect(theirs.rows.every((r) => r.organizationId === 2)).toBe(true);
    expect(await readAudit(db, await scope(ACCOUNT.participant))).toEqual({ rows: [], more: false });
  });

  it('revokes a role: the account no longer runs anything, and the revocation is recorded', async () => {
    const [grant] = await db.select().from(roleGrants).where(eq(roleGrants.accountId, ACCOUNT.promoter));
    const olive = await actorOf(db, ACCOUNT.organiser);
    expect(await revokeRole(db, olive, grant!.id, 2)).toEqual({ ok: true });
    expect(await revokeRole(db, olive, grant!.id, 2)).toEqual({ ok: false, error: 'notGranted' });
    expect(hasAnyRole(await scope(ACCOUNT.promoter))).toBe(false);
    expect(await manageableEvent(deps, await scope(ACCOUNT.promoter), EVENT.other, 'en')).toBeNull();
    const [row] = await db.select().from(auditLog).where(eq(auditLog.action, 'role.revoke'));
    expect(row).toMatchObject({ actorAccountId: ACCOUNT.organiser, organizationId: 2, promoterId: 2, before: { role: 'promoter', on: 'promoter:2' } });
    // Granted again after a revocation: a new live grant (the old row stays).
    expect(await grantRole(db, olive, 'dana@example.org', { kind: 'promoter', promoterId: 2, organizationId: 2 })).toMatchObject({ ok: true });
  });
});
