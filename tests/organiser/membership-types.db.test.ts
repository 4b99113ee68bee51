import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { membershipOfferRanges, membershipOffers, memberships } from '@/lib/db/schema/memberships';
import { auditLog, roleGrants } from '@/lib/db/schema/organiser';
import { calendarDay, SITE_TIME_ZONE } from '@/lib/i18n/format';
import { quoteMembership, startMembershipCheckout } from '@/lib/memberships/buying';
import { listMembershipTypes } from '@/lib/memberships/store';
import { completeTestMembershipCheckout } from '@/lib/memberships/test-checkout';
import { organisesOrganization, scopeOf } from '@/lib/organiser/access';
import { actorOf, readAudit } from '@/lib/organiser/audit';
import { parseMembershipRange, parseMembershipType, parseNewMembershipType } from '@/lib/organiser/membership-forms';
import {
  createMembershipRange,
  createMembershipType,
  deleteMembershipRange,
  deleteMembershipType,
  membershipType,
  organisationTypes,
  setMembershipRangeOnSale,
  setMembershipTypeOnSale,
  updateMembershipRange,
  updateMembershipType,
} from '@/lib/organiser/membership-types';
import { createTestDb } from '../setup/db';
import { ACCOUNT, makeDeps, seedFixture, viewer, type TTestDeps } from '../spectators/fixtures';
import { formOf, TYPE_FORM } from './form-posts';

/**
 * Membership types and price ranges from the organiser area (docs/decisions/057), on PGlite and
 * PostgreSQL: the form's refusals, create with a first range, edit, ranges added, changed, taken
 * off sale and deleted, retire and put back on sale, what nobody bought deleted and what someone
 * bought kept; the public list (`/membership/type` reads `listMembershipTypes`) and a purchase
 * follow each change; another organisation's type reads like none; every change has its audit row.
 */

const ORG = 1;
const OTHER_ORG = 2;



describe('membership types from the organiser area', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TTestDeps;
  const today = () => calendarDay(new Date(), SITE_TIME_ZONE);
  let offerId = 0;
  let adultRange = 0;
  let youthRange = 0;
  let otherOrgOffer = 0;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    await seedFixture(db);
    deps = makeDeps(db);
    await db.insert(roleGrants).values([
      { accountId: ACCOUNT.organiser, kind: 'organiser', organizationId: ORG },
      { accountId: ACCOUNT.stranger, kind: 'organiser', organizationId: OTHER_ORG },
      { accountId: ACCOUNT.promoter, kind: 'promoter', promoterId: 1 },
    ]);
  });
  afterAll(async () => {
    deps?.cleanup();
    await close?.();
  });

  it('refuses a form that does not parse, field by field, with keys of OrganiserMemberships.errors', () => {
    const bad = parseNewMembershipType(
      formOf({ ...TYPE_FORM, name_fr: '', validity: 'until_date', validUntil: '2020-01-01', tax: '130', capacity: '0', minAge: '40', maxAge: '30', range_fee: 'ten', sortOrder: '-1' }),
      today(),
    );
    expect(bad).toEqual({
      ok: false,
      errors: { name_fr: 'required', validUntil: 'untilPast', tax: 'tax', capacity: 'capacity', maxAge: 'agesOrder', range_fee: 'fee', sortOrder: 'sortOrder' },
    });
    expect(parseNewMembershipType(formOf({ ...TYPE_FORM, validity: 'forever', range_fee: '' }), today())).toEqual({ ok: false, errors: { validity: 'validity', range_fee: 'feeRequired' } });
    expect(parseMembershipType(formOf({ ...TYPE_FORM, validity: 'single_event', eventId: '' }), { today: today(), onSale: true })).toEqual({ ok: false, errors: { eventId: 'event' } });
    // A description is all three languages or none.
    expect(parseMembershipType(formOf({ ...TYPE_FORM, description_en: 'Only English' }), { today: today(), onSale: true })).toEqual({ ok: false, errors: { description_es: 'required', description_fr: 'required' } });
    // A passed date is refused only for a type on sale (a retired one may keep it).
    expect(parseMembershipType(formOf({ ...TYPE_FORM, validity: 'until_date', validUntil: '2020-01-01' }), { today: today(), onSale: false })).toMatchObject({ ok: true, value: { validUntil: '2020-01-01' } });
    expect(parseMembershipRange(formOf({ name_en: 'Youth', name_es: 'Juvenil', name_fr: 'Jeunesse', maxAge: '17', fee: '45,50' }))).toEqual({
      ok: true,
      value: { name: { en: 'Youth', es: 'Juvenil', fr: 'Jeunesse' }, minAge: null, maxAge: 17, feeCents: 4550, sortOrder: 1 },
    });
  });

  it('creates a type with its first range, listed publicly and bought at its fee, with two audit rows', async () => {
    const parsed = parseNewMembershipType(formOf(TYPE_FORM), today());
    expect(parsed.ok).toBe(true);
    const actor = await actorOf(db, ACCOUNT.organiser);
    const created = await createMembershipType(db, actor, ORG, parsed.ok ? parsed.value : (undefined as never));
    ({ offerId, rangeId: adultRange } = created);
    const listed = await listMembershipTypes(db, { locale: 'fr', organizationId: ORG });
    expect(listed.map((t) => [t.name, t.taxRateBp, t.ranges.map((r) => [r.name, r.feeCents, r.minAge])])).toEqual([['Passe des pilotes de sentier', 1300, [['Adulte', 8000, 18]]]]);
    const quote = await quoteMembership(deps, db, { viewer: viewer(ACCOUNT.participant, 'participant'), offerId, rangeId: adultRange, holderAccountId: ACCOUNT.participant, locale: 'en' });
    expect(quote).toMatchObject({ feeCents: 8000, taxCents: 1040, totalCents: 9040 });
    const rows = await db.select().from(auditLog).where(like(auditLog.action, 'membership_%')).orderBy(auditLog.id);
    expect(rows.map((r) => [r.action, r.subject, r.organizationId, r.actorAccountId])).toEqual([
      ['membership_type.create', `membership_type:${offerId}`, ORG, ACCOUNT.organiser],
      ['membership_range.create', `membership_range:${adultRange}`, ORG, ACCOUNT.organiser],
    ]);
    expect(rows[0]!.after).toMatchObject({ name: { en: 'Trail riders pass' }, taxRateBp: 1300, onSale: true });
  });

  it('edits the type and its range: new purchases use the new values, the audit row has before and after', async () => {
    const actor = await actorOf(db, ACCOUNT.organiser);
    const parsed = parseMembershipType(formOf({ ...TYPE_FORM, name_en: 'Trail riders card', tax: '5', capacity: '200' }), { today: today(), onSale: true });
    expect(await updateMembershipType(db, actor, ORG, offerId, parsed.ok ? parsed.value : (undefined as never))).toEqual({ ok: true });
    const range = parseMembershipRange(formOf({ name_en: 'Adult', name_es: 'Adulto', name_fr: 'Adulte', minAge: '18', fee: '95' }));
    expect(await updateMembershipRange(db, actor, ORG, offerId, adultRange, range.ok ? range.value : (undefined as never))).toEqual({ ok: true });
    const [listed] = await listMembershipTypes(db, { locale: 'en', organizationId: ORG });
    expect(listed).toMatchObject({ name: 'Trail riders card', taxRateBp: 500, ranges: [{ feeCents: 9500 }] });
    const [row] = await db.select().from(auditLog).where(eq(auditLog.action, 'membership_type.update'));
    expect(row!.before).toMatchObject({ taxRateBp: 1300, capacity: null, name: { en: 'Trail riders pass' } });
    expect(row!.after).toMatchObject({ taxRateBp: 500, capacity: 200, name: { en: 'Trail riders card' } });
    const [rangeRow] = await db.select().from(auditLog).where(eq(auditLog.action, 'membership_range.update'));
    expect([rangeRow!.before?.feeCents, rangeRow!.after?.feeCents]).toEqual([8000, 9500]);
  });

  it('keeps a range someone bought (off sale, not deleted), deletes one nobody bought, and never leaves a type on sale without a range', async () => {
    const actor = await actorOf(db, ACCOUNT.organiser);
    // A youth range, then a membership bought and paid in the adult one.
    const youth = parseMembershipRange(formOf({ name_en: 'Youth', name_es: 'Juvenil', name_fr: 'Jeunesse', maxAge: '17', fee: '40', sortOrder: '2' }));
    const added = await createMembershipRange(db, actor, ORG, offerId, youth.ok ? youth.value : (undefined as never));
    expect(added).toMatchObject({ ok: true });
    youthRange = added.ok ? added.rangeId : 0;
    const started = await startMembershipCheckout(deps, { viewer: viewer(ACCOUNT.participant, 'participant'), offerId, rangeId: adultRange, holderAccountId: ACCOUNT.participant, locale: 'en' });
    expect(started.ok).toBe(true);
    await completeTestMembershipCheckout(deps, started.ok ? started.url.split('/').pop()! : '');
    const [bought] = await db.select().from(memberships).where(eq(memberships.offerId, offerId));
    expect(bought).toMatchObject({ paymentState: 'paid', rangeId: adultRange, feeCents: 9500 });

    expect(await deleteMembershipRange(db, actor, ORG, offerId, adultRange)).toEqual({ ok: false, error: 'hasMemberships' });
    expect(await deleteMembershipType(db, actor, ORG, offerId)).toEqual({ ok: false, error: 'hasMemberships' });
    // Off sale: no longer listed nor bought, and the membership keeps its range.
    expect(await setMembershipRangeOnSale(db, actor, ORG, offerId, adultRange, false)).toEqual({ ok: true });
    const [listed] = await listMembershipTypes(db, { locale: 'en', organizationId: ORG });
    expect(listed!.ranges.map((r) => r.id)).toEqual([youthRange]);
    expect(await quoteMembership(deps, db, { viewer: viewer(ACCOUNT.participant, 'participant'), offerId, rangeId: adultRange, holderAccountId: ACCOUNT.participant, locale: 'en' })).toEqual({
      ok: false,
      error: 'rangeNotFound',
    });
    expect((await db.select().from(memberships).where(eq(memberships.id, bought!.id)))[0]!.rangeId).toBe(adultRange);
    // The youth range is now the last on sale: it stays while the type is on sale.
    expect(await setMembershipRangeOnSale(db, actor, ORG, offerId, youthRange, false)).toEqual({ ok: false, error: 'lastRange' });
    expect(await deleteMembershipRange(db, actor, ORG, offerId, youthRange)).toEqual({ ok: false, error: 'lastRange' });
    expect(await setMembershipRangeOnSale(db, actor, ORG, offerId, adultRange, true)).toEqual({ ok: true });
    expect(await deleteMembershipRange(db, actor, ORG, offerId, youthRange)).toEqual({ ok: true });
    expect(await db.select().from(membershipOfferRanges).where(eq(membershipOfferRanges.id, youthRange))).toEqual([]);
    const view = await membershipType(db, offerId);
    expect(view!.sold).toEqual({ paid: 1, pending: 0, any: 1 });
    expect(view!.ranges.map((r) => [r.id, r.onSale, r.sold.paid])).toEqual([[adultRange, true, 1]]);
  });

  it('retires a type: gone from the public list and refused to a buyer, its memberships kept; put back on sale again', async () => {
    const actor = await actorOf(db, ACCOUNT.organiser);
    expect(await setMembershipTypeOnSale(db, actor, ORG, offerId, false, today())).toEqual({ ok: true });
    expect(await listMembershipTypes(db, { locale: 'en', organizationId: ORG })).toEqual([]);
    expect(await listMembershipTypes(db, { locale: 'en' })).toEqual([]);
    expect(await quoteMembership(deps, db, { viewer: viewer(ACCOUNT.participant, 'participant'), offerId, rangeId: adultRange, holderAccountId: ACCOUNT.participant, locale: 'en' })).toEqual({
      ok: false,
      error: 'notOnSale',
    });
    expect(await db.select({ id: memberships.id }).from(memberships).where(eq(memberships.offerId, offerId))).toHaveLength(1);
    // The organiser still sees it, retired.
    expect((await organisationTypes(db, ORG)).map((t) => [t.id, t.onSale])).toEqual([[offerId, false]]);
    // Back on sale needs a range on sale.
    expect(await setMembershipRangeOnSale(db, actor, ORG, offerId, adultRange, false)).toEqual({ ok: true });
    expect(await setMembershipTypeOnSale(db, actor, ORG, offerId, true, today())).toEqual({ ok: false, error: 'noRangeOnSale' });
    expect(await setMembershipRangeOnSale(db, actor, ORG, offerId, adultRange, true)).toEqual({ ok: true });
    expect(await setMembershipTypeOnSale(db, actor, ORG, offerId, true, today())).toEqual({ ok: true });
    expect((await listMembershipTypes(db, { locale: 'en', organizationId: ORG })).map((t) => t.id)).toEqual([offerId]);
  });

  it('deletes a type nobody bought, with its ranges', async () => {
    const actor = await actorOf(db, ACCOUNT.organiser);
    const parsed = parseNewMembershipType(formOf({ ...TYPE_FORM, name_en: 'Typo' }), today());
    const { offerId: typo } = await createMembershipType(db, actor, ORG, parsed.ok ? parsed.value : (undefined as never));
    expect(await deleteMembershipType(db, actor, ORG, typo)).toEqual({ ok: true });
    expect(await db.select().from(membershipOffers).where(eq(membershipOffers.id, typo))).toEqual([]);
    expect(await db.select().from(membershipOfferRanges).where(eq(membershipOfferRanges.offerId, typo))).toEqual([]);
    const [row] = await db.select().from(auditLog).where(eq(auditLog.action, 'membership_type.delete'));
    expect(row).toMatchObject({ subject: `membership_type:${typo}`, after: null, before: { name: { en: 'Typo' }, ranges: [{ feeCents: 8000 }] } });
  });

  it("refuses another organisation's type like one that does not exist", async () => {
    const stranger = await actorOf(db, ACCOUNT.stranger);
    const parsed = parseNewMembershipType(formOf({ ...TYPE_FORM, name_en: 'Southern pass' }), today());
    const value = parsed.ok ? parsed.value : (undefined as never);
    ({ offerId: otherOrgOffer } = await createMembershipType(db, stranger, OTHER_ORG, value));

    // The pages and actions ask the scope first: the organiser of 1 does not organise 2, a promoter organises none.
    const olive = await scopeOf(db, ACCOUNT.organiser);
    expect(organisesOrganization(olive, ORG)).toBe(true);
    expect(organisesOrganization(olive, OTHER_ORG)).toBe(false);
    expect(organisesOrganization(await scopeOf(db, ACCOUNT.promoter), ORG)).toBe(false);
    // And every change is filed under the organisation it names: another's type is "not found".
    const actor = await actorOf(db, ACCOUNT.organiser);
    const auditBefore = (await db.select().from(auditLog)).length;
    expect(await updateMembershipType(db, actor, ORG, otherOrgOffer, value.type)).toEqual({ ok: false, error: 'notFound' });
    expect(await setMembershipTypeOnSale(db, actor, ORG, otherOrgOffer, false, today())).toEqual({ ok: false, error: 'notFound' });
    expect(await deleteMembershipType(db, actor, ORG, otherOrgOffer)).toEqual({ ok: false, error: 'notFound' });
    const [otherRange] = await db.select().from(membershipOfferRanges).where(eq(membershipOfferRanges.offerId, otherOrgOffer));
    expect(await updateMembershipRange(db, actor, ORG, otherOrgOffer, otherRange!.id, value.range)).toEqual({ ok: false, error: 'notFound' });
    expect(await createMembershipRange(db, actor, ORG, otherOrgOffer, value.range)).toEqual({ ok: false, error: 'notFound' });
    // A range of another type, through one's own type id: not found either.
    expect(await deleteMembershipRange(db, actor, ORG, offerId, otherRange!.id)).toEqual({ ok: false, error: 'notFound' });
    expect((await db.select().from(auditLog)).length).toBe(auditBefore);
    expect((await membershipType(db, otherOrgOffer))!.onSale).toBe(true);
  });

  it('files every change under the organisation: its organisers read them, others do not', async () => {
    const mine = await readAudit(db, await scopeOf(db, ACCOUNT.organiser));
    expect(new Set(mine.rows.map((r) => r.action))).toEqual(
      new Set([
        'membership_type.create',
        'membership_range.create',
        'membership_type.update',
        'membership_range.update',
        'membership_range.retire',
        'membership_range.restore',
        'membership_range.delete',
        'membership_type.retire',
        'membership_type.restore',
        'membership_type.delete',
      ]),
    );
    expect(mine.rows.every((r) => r.organizationId === ORG)).toBe(true);
    const theirs = await readAudit(db, await scopeOf(db, ACCOUNT.stranger));
    expect(theirs.rows.map((r) => r.subject)).toEqual(expect.arrayContaining([`membership_type:${otherOrgOffer}`]));
    expect(theirs.rows.some((r) => r.organizationId === ORG)).toBe(false);
    // The promoter of promoter 1 reads no organisation rows.
    expect((await readAudit(db, await scopeOf(db, ACCOUNT.promoter))).rows.filter((r) => r.action.startsWith('membership_'))).toEqual([]);
    expect(await db.select().from(auditLog).where(inArray(auditLog.organizationId, [ORG, OTHER_ORG]))).toHaveLength(mine.rows.length + theirs.rows.length);
  });
});
