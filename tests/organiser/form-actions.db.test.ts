import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { membershipOfferRanges, membershipOffers } from '@/lib/db/schema/memberships';
import { seriesDefinitions } from '@/lib/db/schema/mirror';
import { purchaseRefunds, roleGrants, totpFactors } from '@/lib/db/schema/organiser';
import { spectatorPurchases } from '@/lib/db/schema/spectators';
import type * as Spectators from '@/lib/spectators';
import { calendarDay, SITE_TIME_ZONE } from '@/lib/i18n/format';
import { actorOf } from '@/lib/organiser/audit';
import { parseNewMembershipType } from '@/lib/organiser/membership-forms';
import { createMembershipType } from '@/lib/organiser/membership-types';
import { createTestDb } from '../setup/db';
import { ACCOUNT, EVENT, makeDeps, seedFixture, type TTestDeps } from '../spectators/fixtures';
import { organiserPlatform } from './platform-stub';
import { formOf, TYPE_FORM } from './form-posts';

/**
 * The membership-type and series forms' actions (docs/decisions/057) and the refund forms' (056)
 * as a form posted without script calls them: `(previous state, form)`, nothing bound (a bound action given to
 * `useActionState` made React's server render of such a post loop forever). The ids they act on
 * are the form's hidden fields: one missing or malformed answers `invalidForm`; another
 * organisation's type, range, promoter, definition or event answers `notAllowed`, like one that
 * does not exist (another event's purchase or refund: `notFound`), and changes nothing. The signed-in account, its second factor and the racing platform are
 * stand-ins; the roles, the rights and the changes are the real ones, on PGlite.
 */

const state = vi.hoisted(() => ({ db: undefined as TDatabase | undefined, deps: undefined as TTestDeps | undefined, accountId: null as number | null }));

// Organisation 1: promoter 1 (events 501, 502 and the fixture's plain event); organisation 2:
// promoter 2 (event 601 and the fixture's other event). Every event finished 20 days ago, in Toronto.
const platform = organiserPlatform({
  promoters: {
    1: { id: 1, userId: 1, name: 'Northern Promotions', organizationId: 1 },
    2: { id: 2, userId: 2, name: 'Southern Racing', organizationId: 2 },
  },
  events: { 501: { promoterId: 1 }, 502: { promoterId: 1 }, 601: { promoterId: 2 }, [EVENT.plain]: { promoterId: 1 }, [EVENT.other]: { promoterId: 2 } },
  details: () => {
    const startAt = new Date(Date.now() - 20 * 86_400_000);
    return { startAt, endAt: startAt, timeZone: 'America/Toronto', status: 'finished' };
  },
});

vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));
vi.mock('next-intl/server', () => ({ getLocale: async () => 'en' }));
vi.mock('@/lib/db/client', () => ({ getDb: async () => state.db! }));
vi.mock('@/lib/platform', () => ({ getPlatform: () => platform }));
vi.mock('@/lib/accounts/sessions', () => ({
  getCurrentAccount: async () =>
    state.accountId === null ? null : { id: state.accountId, role: 'participant', email: null, firstName: 'Test', lastName: 'Test', birthDate: '1970-01-01', locale: 'en', isMinor: false },
}));
vi.mock('@/lib/spectators', async (importOriginal) => ({ ...(await importOriginal<typeof Spectators>()), spectatorDeps: () => state.deps! }));

const memberships = await import('@/components/organiser/memberships/actions');
const series = await import('@/components/organiser/series/actions');
const refunds = await import('@/components/organiser/refund-actions');

const ORG = 1;
const OTHER_ORG = 2;
const SEASON = Number(calendarDay(new Date(), SITE_TIME_ZONE).slice(0, 4));


/** The target of the redirect an action threw (Next's NEXT_REDIRECT error). */
async function redirectOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (digest.startsWith('NEXT_REDIRECT;')) return digest.split(';')[2]!;
    throw error;
  }
  throw new Error('the action did not redirect');
}

const RANGE_FORM = { name_en: 'Youth', name_es: 'Juvenil', name_fr: 'Jeunesse', minAge: '', maxAge: '17', fee: '45', sortOrder: '2' } as const;
const SERIES_FORM = { name: 'Northern Cup', season: String(SEASON), discipline: 'motocross', round_501: '1', round_502: '2', pointsPreset: 'motocross', points: '', drops: '0', tables: 'both', classes: '' } as const;

/** Hidden ids that are not an id: each answers `invalidForm` before anything is read. */
const NOT_IDS = ['', '0', '-1', '1.5', ' 1', '1e3', '0x1', 'abc', '99999999999'];

// Whatever is passed: the actions are called the way a hostile request calls them.
type TAny = (...args: unknown[]) => Promise<unknown>;
const call = (action: unknown, ...args: unknown[]) => (action as TAny)(...args);

describe('organiser form actions: ids from hidden fields, checked on the server', () => {
  let close: () => Promise<void>;
  let ownOffer = 0;
  let ownRange = 0;
  let otherOffer = 0;
  let otherRange = 0;
  const ownSeries = 1;
  const otherSeries = 2;

  const offer = async (id: number) => (await state.db!.select().from(membershipOffers).where(eq(membershipOffers.id, id)))[0];
  const rangesOf = async (offerId: number) => state.db!.select().from(membershipOfferRanges).where(eq(membershipOfferRanges.offerId, offerId)).orderBy(membershipOfferRanges.id);
  const definition = async (id: number) => (await state.db!.select().from(seriesDefinitions).where(eq(seriesDefinitions.id, id)))[0];

  beforeAll(async () => {
    const test = await createTestDb();
    state.db = test.db;
    close = test.close;
    const db = test.db;
    await seedFixture(db);
    state.deps = makeDeps(db);
    await db.insert(roleGrants).values([
      { accountId: ACCOUNT.organiser, kind: 'organiser', organizationId: ORG },
      { accountId: ACCOUNT.stranger, kind: 'organiser', organizationId: OTHER_ORG },
    ]);
    // Both have a confirmed second factor (decision 055), which the area asks of a role holder.
    await db.insert(totpFactors).values([ACCOUNT.organiser, ACCOUNT.stranger].map((accountId) => ({ accountId, secretEncrypted: 'not read here', confirmedAt: new Date() })));
    const parsed = parseNewMembershipType(formOf(TYPE_FORM), calendarDay(new Date(), SITE_TIME_ZONE));
    if (!parsed.ok) throw new Error('the type form did not parse');
    ({ offerId: ownOffer, rangeId: ownRange } = await createMembershipType(db, await actorOf(db, ACCOUNT.organiser), ORG, parsed.value));
    ({ offerId: otherOffer, rangeId: otherRange } = await createMembershipType(db, await actorOf(db, ACCOUNT.stranger), OTHER_ORG, parsed.value));
    const definitionOf = (id: number, promoterId: number, eventIds: number[]) => ({
      id,
      name: `Cup ${id}`,
      season: SEASON,
      promoterId,
      discipline: 'motocross' as const,
      eventIds,
      points: [25, 22, 20],
      published: false,
    });
    await db.insert(seriesDefinitions).values([definitionOf(ownSeries, 1, [501]), definitionOf(otherSeries, 2, [601])]);
  });
  afterAll(async () => {
    state.deps?.cleanup();
    await close?.();
  });
  beforeEach(() => {
    state.accountId = ACCOUNT.organiser;
  });

  it('membership forms without their hidden ids, or with ones that are not ids, answer invalidForm and change nothing', async () => {
    const before = [await offer(ownOffer), await rangesOf(ownOffer)];
    expect(await memberships.createMembershipTypeAction({}, formOf(TYPE_FORM))).toMatchObject({ error: 'invalidForm', values: { name_en: TYPE_FORM.name_en } });
    expect(await memberships.updateMembershipTypeAction({}, formOf(TYPE_FORM))).toMatchObject({ error: 'invalidForm' });
    expect(await memberships.setMembershipTypeOnSaleAction({}, formOf({}))).toEqual({ error: 'invalidForm' });
    expect(await memberships.deleteMembershipTypeAction({}, formOf({}))).toEqual({ error: 'invalidForm' });
    expect(await memberships.createMembershipRangeAction({}, formOf(RANGE_FORM))).toMatchObject({ error: 'invalidForm' });
    for (const bad of NOT_IDS) {
      expect(await memberships.updateMembershipTypeAction({}, formOf({ ...TYPE_FORM, offerId: bad }))).toMatchObject({ error: 'invalidForm' });
      expect(await memberships.updateMembershipRangeAction({}, formOf({ ...RANGE_FORM, offerId: ownOffer, rangeId: bad }))).toMatchObject({ error: 'invalidForm' });
      expect(await memberships.setMembershipRangeOnSaleAction({}, formOf({ offerId: bad, rangeId: ownRange, onSale: 'false' }))).toEqual({ error: 'invalidForm' });
      expect(await memberships.deleteMembershipRangeAction({}, formOf({ offerId: ownOffer, rangeId: bad }))).toEqual({ error: 'invalidForm' });
    }
    // The on-sale flag is 'true' or 'false', nothing else.
    for (const flag of ['', 'on', 'TRUE', '1']) {
      expect(await memberships.setMembershipTypeOnSaleAction({}, formOf({ offerId: ownOffer, onSale: flag }))).toEqual({ error: 'invalidForm' });
      expect(await memberships.setMembershipRangeOnSaleAction({}, formOf({ offerId: ownOffer, rangeId: ownRange, onSale: flag }))).toEqual({ error: 'invalidForm' });
    }
    // What a request body may decode to instead of (state, form): the old bound arguments among them.
    for (const args of [[ownOffer, {}, formOf(TYPE_FORM)], [{}, 'not a form'], [{}], [ownOffer, true, {}, formOf({})]]) {
      expect(await call(memberships.updateMembershipTypeAction, ...args)).toEqual({ error: 'invalidForm' });
      expect(await call(memberships.setMembershipTypeOnSaleAction, ...args)).toEqual({ error: 'invalidForm' });
    }
    expect([await offer(ownOffer), await rangesOf(ownOffer)]).toEqual(before);
  });

  it("another organisation's type, range or organisation in a hidden field answers notAllowed and changes nothing", async () => {
    const before = [await offer(otherOffer), await rangesOf(otherOffer), await rangesOf(ownOffer)];
    const offers = (await state.db!.select().from(membershipOffers)).length;
    expect(await memberships.createMembershipTypeAction({}, formOf({ ...TYPE_FORM, organizationId: OTHER_ORG }))).toMatchObject({ error: 'notAllowed', values: { name_en: TYPE_FORM.name_en } });
    expect(await memberships.updateMembershipTypeAction({}, formOf({ ...TYPE_FORM, name_en: 'Taken over', offerId: otherOffer }))).toMatchObject({ error: 'notAllowed' });
    expect(await memberships.setMembershipTypeOnSaleAction({}, formOf({ offerId: otherOffer, onSale: 'false' }))).toEqual({ error: 'notAllowed' });
    expect(await memberships.deleteMembershipTypeAction({}, formOf({ offerId: otherOffer }))).toEqual({ error: 'notAllowed' });
    expect(await memberships.createMembershipRangeAction({}, formOf({ ...RANGE_FORM, offerId: otherOffer }))).toMatchObject({ error: 'notAllowed' });
    // The other organisation's range, under its own type or under one of the organiser's.
    for (const offerId of [otherOffer, ownOffer]) {
      expect(await memberships.updateMembershipRangeAction({}, formOf({ ...RANGE_FORM, offerId, rangeId: otherRange }))).toMatchObject({ error: 'notAllowed' });
      expect(await memberships.setMembershipRangeOnSaleAction({}, formOf({ offerId, rangeId: otherRange, onSale: 'false' }))).toEqual({ error: 'notAllowed' });
      expect(await memberships.deleteMembershipRangeAction({}, formOf({ offerId, rangeId: otherRange }))).toEqual({ error: 'notAllowed' });
    }
    // A type that does not exist reads the same.
    expect(await memberships.setMembershipTypeOnSaleAction({}, formOf({ offerId: 987_654, onSale: 'false' }))).toEqual({ error: 'notAllowed' });
    // Signed out, the organiser's own type is refused too.
    state.accountId = null;
    expect(await memberships.setMembershipTypeOnSaleAction({}, formOf({ offerId: ownOffer, onSale: 'false' }))).toEqual({ error: 'notAllowed' });
    expect([await offer(otherOffer), await rangesOf(otherOffer), await rangesOf(ownOffer)]).toEqual(before);
    expect((await state.db!.select().from(membershipOffers)).length).toBe(offers);
  });

  it("the organiser's own ids in the hidden fields change the type and its ranges", async () => {
    expect(await memberships.updateMembershipTypeAction({}, formOf({ ...TYPE_FORM, name_en: 'Trail riders card', offerId: ownOffer }))).toEqual({ saved: 'type' });
    expect((await offer(ownOffer))!.name).toMatchObject({ en: 'Trail riders card' });
    expect(await memberships.createMembershipRangeAction({}, formOf({ ...RANGE_FORM, offerId: ownOffer }))).toEqual({ saved: 'rangeAdded' });
    const youth = (await rangesOf(ownOffer)).find((r) => r.id !== ownRange)!;
    expect(await memberships.updateMembershipRangeAction({}, formOf({ ...RANGE_FORM, fee: '50', offerId: ownOffer, rangeId: youth.id }))).toEqual({ saved: 'range' });
    expect(await memberships.setMembershipRangeOnSaleAction({}, formOf({ offerId: ownOffer, rangeId: youth.id, onSale: 'false' }))).toEqual({ saved: 'rangeRetired' });
    expect(await memberships.deleteMembershipRangeAction({}, formOf({ offerId: ownOffer, rangeId: youth.id }))).toEqual({ saved: 'rangeDeleted' });
    expect((await rangesOf(ownOffer)).map((r) => r.id)).toEqual([ownRange]);
    expect(await memberships.setMembershipTypeOnSaleAction({}, formOf({ offerId: ownOffer, onSale: 'false' }))).toEqual({ saved: 'retired' });
    expect((await offer(ownOffer))!.onSale).toBe(false);
    expect(await memberships.setMembershipTypeOnSaleAction({}, formOf({ offerId: ownOffer, onSale: 'true' }))).toEqual({ saved: 'restored' });
    expect((await offer(ownOffer))!.onSale).toBe(true);
    const created = await redirectOf(() => memberships.createMembershipTypeAction({}, formOf({ ...TYPE_FORM, name_en: 'Second pass', organizationId: ORG })));
    const newId = Number(/\/organiser\/memberships\/(\d+)\?created=1$/.exec(created)?.[1]);
    expect(await offer(newId)).toMatchObject({ organizationId: ORG, name: { en: 'Second pass' } });
    expect(await redirectOf(() => memberships.deleteMembershipTypeAction({}, formOf({ offerId: newId })))).toMatch(/\/organiser\/memberships\?deleted=1$/);
    expect(await offer(newId)).toBeUndefined();
  });

  it('series forms without their hidden ids, with ones that are not ids, or with a flag that is not one, answer invalidForm', async () => {
    const before = await definition(ownSeries);
    expect(await series.createSeriesAction({}, formOf(SERIES_FORM))).toMatchObject({ error: 'invalidForm', values: { name: SERIES_FORM.name } });
    expect(await series.updateSeriesAction({}, formOf({ ...SERIES_FORM, promoterId: 1 }))).toMatchObject({ error: 'invalidForm' });
    expect(await series.updateSeriesAction({}, formOf({ ...SERIES_FORM, seriesId: ownSeries }))).toMatchObject({ error: 'invalidForm' });
    for (const bad of NOT_IDS) {
      expect(await series.updateSeriesAction({}, formOf({ ...SERIES_FORM, seriesId: bad, promoterId: 1 }))).toMatchObject({ error: 'invalidForm' });
      expect(await series.setSeriesPublishedAction({}, formOf({ seriesId: bad, published: 'true' }))).toEqual({ error: 'invalidForm' });
    }
    for (const flag of ['', 'on', 'yes']) expect(await series.setSeriesPublishedAction({}, formOf({ seriesId: ownSeries, published: flag }))).toEqual({ error: 'invalidForm' });
    for (const args of [[ownSeries, true, {}, formOf({})], [{}, null], [1, {}, formOf(SERIES_FORM)]]) {
      expect(await call(series.setSeriesPublishedAction, ...args)).toEqual({ error: 'invalidForm' });
      expect(await call(series.createSeriesAction, ...args)).toEqual({ error: 'invalidForm' });
    }
    expect(await definition(ownSeries)).toEqual(before);
  });

  it("another promoter's definition, or saving under another organisation's promoter, answers notAllowed and changes nothing", async () => {
    const before = [await definition(ownSeries), await definition(otherSeries)];
    const count = (await state.db!.select().from(seriesDefinitions)).length;
    expect(await series.createSeriesAction({}, formOf({ ...SERIES_FORM, round_501: '', round_502: '', round_601: '1', promoterId: 2 }))).toMatchObject({ error: 'notAllowed' });
    expect(await series.updateSeriesAction({}, formOf({ ...SERIES_FORM, seriesId: otherSeries, promoterId: 1 }))).toMatchObject({ error: 'notAllowed' });
    expect(await series.updateSeriesAction({}, formOf({ ...SERIES_FORM, round_501: '', round_502: '', round_601: '1', seriesId: otherSeries, promoterId: 2 }))).toMatchObject({ error: 'notAllowed' });
    // The organiser's own definition moved under another organisation's promoter.
    expect(await series.updateSeriesAction({}, formOf({ ...SERIES_FORM, seriesId: ownSeries, promoterId: 2 }))).toMatchObject({ error: 'notAllowed' });
    expect(await series.setSeriesPublishedAction({}, formOf({ seriesId: otherSeries, published: 'true' }))).toEqual({ error: 'notAllowed' });
    expect(await series.setSeriesPublishedAction({}, formOf({ seriesId: 987_654, published: 'true' }))).toEqual({ error: 'notAllowed' });
    expect([await definition(ownSeries), await definition(otherSeries)]).toEqual(before);
    expect((await state.db!.select().from(seriesDefinitions)).length).toBe(count);
  });

  it("the organiser's own ids in the hidden fields save, publish and create definitions", async () => {
    expect(await series.updateSeriesAction({}, formOf({ ...SERIES_FORM, name: 'Northern Cup renamed', seriesId: ownSeries, promoterId: 1 }))).toEqual({ saved: 'series' });
    expect(await definition(ownSeries)).toMatchObject({ name: 'Northern Cup renamed', eventIds: [501, 502], published: false });
    expect(await series.setSeriesPublishedAction({}, formOf({ seriesId: ownSeries, published: 'true' }))).toEqual({ saved: 'published' });
    expect((await definition(ownSeries))!.published).toBe(true);
    expect(await series.setSeriesPublishedAction({}, formOf({ seriesId: ownSeries, published: 'false' }))).toEqual({ saved: 'unpublished' });
    expect((await definition(ownSeries))!.published).toBe(false);
    const created = await redirectOf(() => series.createSeriesAction({}, formOf({ ...SERIES_FORM, name: 'Northern Trophy', promoterId: 1 })));
    const newId = Number(/\/organiser\/series\/(\d+)\?created=1$/.exec(created)?.[1]);
    expect(await definition(newId)).toMatchObject({ name: 'Northern Trophy', promoterId: 1, published: false });
  });
  it("refunds: another organisation's event, or another event's purchase or refund, in a hidden field is refused and changes nothing", async () => {
    expect(EVENT.plain).toBe(5);
    expect(EVENT.other).toBe(8);
    const db = state.db!;
    // A paid purchase of the other organisation's event, with a refund waiting for the provider.
    const [purchase] = await db
      .insert(spectatorPurchases)
      .values({ eventId: EVENT.other, promoterId: 2, buyerAccountId: ACCOUNT.buyer, status: 'paid', quantity: 1, unitPriceCents: 2500, subtotalCents: 2500, taxRateBp: 1300, taxCents: 325, totalCents: 2825, totalPaidCents: 2825, currency: 'CAD', paymentProvider: 'test', paymentTransactionId: 'pi_other', paidAt: new Date() })
      .returning();
    const [pending] = await db.insert(purchaseRefunds).values({ purchaseId: purchase!.id, amountCents: 100, currency: 'CAD', provider: 'test', createdBy: ACCOUNT.stranger }).returning();
    const refund = (eventId: number | string, purchaseId: number | string) => refunds.refundAction({}, formOf({ amount: '28.25', reason: 'Taken over', confirm: 'on', eventId, purchaseId }));
    const retry = (eventId: number | string, refundId: number | string) => refunds.retryRefundAction({}, formOf({ eventId, refundId }));
    expect(await refund(EVENT.other, purchase!.id)).toMatchObject({ error: 'notAllowed' });
    expect(await refund(EVENT.plain, purchase!.id)).toMatchObject({ error: 'notFound' });
    expect(await retry(EVENT.other, pending!.id)).toEqual({ error: 'notAllowed' });
    expect(await retry(EVENT.plain, pending!.id)).toEqual({ error: 'notFound' });
    for (const bad of ['', '0', '1.5', 'x']) {
      expect(await refund(bad, purchase!.id)).toEqual({ error: 'invalidForm' });
      expect(await refund(EVENT.plain, bad)).toEqual({ error: 'invalidForm' });
      expect(await retry(EVENT.plain, bad)).toEqual({ error: 'invalidForm' });
    }
    expect(await refunds.refundAction({}, formOf({ amount: '1', confirm: 'on' }))).toEqual({ error: 'invalidForm' });
    // The other organisation's organiser: the first one's event is refused; its own event is let in (no such purchase).
    state.accountId = ACCOUNT.stranger;
    expect(await retry(EVENT.plain, pending!.id)).toEqual({ error: 'notAllowed' });
    expect(await refund(EVENT.other, 987_654)).toMatchObject({ error: 'notFound' });
    expect(await db.select().from(purchaseRefunds)).toEqual([pending]);
    expect((await db.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, purchase!.id)))[0]).toEqual(purchase);
  });
});
