import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { TLocale } from '@/lib/constants';
import type { TDatabase } from '@/lib/db/open';
import { accounts, guardianships } from '@/lib/db/schema/accounts';
import { membershipOfferRanges, membershipOffers, memberships } from '@/lib/db/schema/memberships';
import { paymentCheckouts } from '@/lib/db/schema/spectators';
import { calendarDay, formatTaxRate, SITE_TIME_ZONE } from '@/lib/i18n/format';
import { asLocale } from '@/lib/i18n/locale';
import { translator } from '@/lib/i18n/translator';
import { absoluteUrl } from '@/lib/http/paths';
import { log } from '@/lib/log';
import type { TMail, TSentMail } from '@/lib/mail/mailer';
import type { PaymentPort, TCheckoutLine } from '@/lib/payments/port';
import type { TEventSummary, TListOptions } from '@/lib/platform/port';
import { applyPaymentEvent } from '@/lib/spectators/payment-events';
import { asDb, CHECKOUT_TTL_MS, isUniqueViolation, RESERVATION_GRACE_MS, type TViewer } from '@/lib/spectators/deps';
import { mailMembershipPaid } from './mail';
import { ageOn, fitsAges, membershipPeriod, taxOf, type TPeriodRefusal } from './terms';

/**
 * Buying a membership (seed §9 "become a member"; docs/decisions/050): a signed-in participant for
 * themselves, or a parent or guardian for a minor of their family, picks a type and a price range;
 * the app works out the period (a renewal bought before the current membership ends starts the
 * day after it ends), the fee and the tax, holds a place of a capped type, and opens a checkout
 * with the payment port used for tickets (Stripe Checkout or the built-in test provider). The
 * provider's word (webhook, the buyer's return, the test page) goes through `applyPaymentEvent`,
 * once per event and once per payment. Refusals come back as `{ ok: false, error }`, a key of
 * `MembershipBuy.errors`; nothing is charged twice: a second "buy" of the same membership while
 * its checkout is open returns that checkout.
 */

export type TMembershipDeps = {
  getDb: () => Promise<TDatabase>;
  /** The platform's event of a single-event type (its days), null when unknown. */
  platform: { getEvent(id: number, options: TListOptions): Promise<TEventSummary | null> };
  payments: PaymentPort;
  sendMail: (mail: TMail) => Promise<TSentMail>;
  siteUrl: string;
  now?: () => Date;
};

export const MEMBERSHIP_BUY_ERRORS = [
  'signInRequired',
  'offerNotFound',
  'notOnSale',
  'rangeNotFound',
  'holderNotFamily',
  'minorNeedsGuardian',
  'rangeAge',
  'offerAge',
  'offerEnded',
  'eventOver',
  'eventUnknown',
  'alreadyCovered',
  'soldOut',
  'checkoutFailed',
  'membershipNotFound',
] as const;
export type TMembershipBuyError = (typeof MEMBERSHIP_BUY_ERRORS)[number];
export type TBuyFailure = { ok: false; error: TMembershipBuyError };
const fail = (error: TMembershipBuyError): TBuyFailure => ({ ok: false, error });

/** Age from which a member buys for themselves (younger: a parent or guardian buys). */
export const ADULT_AGE = 18;

const nowOf = (deps: Pick<TMembershipDeps, 'now'>) => (deps.now ? deps.now() : new Date());

type TAccountRow = typeof accounts.$inferSelect;
type TOfferRow = typeof membershipOffers.$inferSelect;
type TRangeRow = typeof membershipOfferRanges.$inferSelect;
type TMembershipRow = typeof memberships.$inferSelect;

/** The people a viewer may buy for: themselves and the minors of whom they are parent or guardian. */
export async function holdersOf(db: TDatabase, viewerId: number): Promise<TAccountRow[]> {
  const [self] = await db.select().from(accounts).where(eq(accounts.id, viewerId));
  if (!self) return [];
  const minors = await db
    .select({ a: accounts })
    .from(guardianships)
    .innerJoin(accounts, eq(accounts.id, guardianships.minorAccountId))
    .where(eq(guardianships.guardianAccountId, viewerId));
  return [self, ...minors.map((m) => m.a).sort((a, b) => a.firstName.localeCompare(b.firstName) || a.id - b.id)];
}

/** The memberships a viewer sees in their account: their own, those they bought, their minors'. */
export async function membershipsOf(db: TDatabase, viewerId: number): Promise<TMembershipRow[]> {
  const holders = (await holdersOf(db, viewerId)).map((h) => h.id);
  return db
    .select()
    .from(memberships)
    .where(or(eq(memberships.buyerAccountId, viewerId), inArray(memberships.holderAccountId, holders.length > 0 ? holders : [-1])))
    .orderBy(desc(memberships.validUntil), desc(memberships.id));
}

/** A membership the viewer may see (their own, bought by them, or a minor's of theirs), else null. */
export async function ownMembership(db: TDatabase, viewer: TViewer | null, membershipId: number): Promise<TMembershipRow | null> {
  if (!viewer) return null;
  return (await membershipsOf(db, viewer.id)).find((m) => m.id === membershipId) ?? null;
}

/** Whether a membership still holds its place: paid, or being paid within its reservation (and grace). */
const holdsPlace = (now: Date) =>
  or(
    eq(memberships.paymentState, 'paid'),
    and(eq(memberships.paymentState, 'pending_payment'), or(isNull(memberships.reservationExpiresAt), gt(memberships.reservationExpiresAt, new Date(now.getTime() - RESERVATION_GRACE_MS)))),
  );

/** The last day covered by the holder's memberships of an organisation (paid or being paid; single-event ones aside). */
async function coveredUntil(db: TDatabase, holderId: number, organizationId: number, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ until: sql<string | null>`max(${memberships.validUntil})::text` })
    .from(memberships)
    .innerJoin(membershipOffers, eq(membershipOffers.id, memberships.offerId))
    .where(and(eq(memberships.holderAccountId, holderId), eq(memberships.organizationId, organizationId), ne(membershipOffers.validity, 'single_event'), holdsPlace(now)));
  return row?.until ?? null;
}

export type TQuote = {
  offer: TOfferRow;
  range: TRangeRow;
  holder: TAccountRow;
  validFrom: string;
  validUntil: string;
  feeCents: number;
  taxCents: number;
  totalCents: number;
};

/** The event days of a single-event type, from the platform, in the event's time zone. */
async function eventDays(deps: TMembershipDeps, offer: TOfferRow, locale: TLocale) {
  if (offer.validity !== 'single_event' || offer.eventId === null) return null;
  try {
    const event = await deps.platform.getEvent(offer.eventId, { locale });
    if (!event) return null;
    return { firstDay: calendarDay(event.startAt, event.timeZone), lastDay: calendarDay(event.endAt, event.timeZone) };
  } catch (error) {
    log.warn({ err: error, eventId: offer.eventId }, 'the event of a single-event membership could not be read');
    return null;
  }
}

/**
 * What buying `offerId` in `rangeId` for `holderAccountId` would be, or why not: the viewer may
 * buy for that holder, the type is on sale, the range is the type's and fits the holder's age on
 * the first valid day, the period exists.
 */
export async function quoteMembership(
  deps: TMembershipDeps,
  db: TDatabase,
  options: { viewer: TViewer | null; offerId: number; rangeId: number; holderAccountId: number; locale: TLocale },
): Promise<TQuote | TBuyFailure> {
  if (!options.viewer) return fail('signInRequired');
  const now = nowOf(deps);
  const today = calendarDay(now, SITE_TIME_ZONE);
  const [offer] = await db.select().from(membershipOffers).where(eq(membershipOffers.id, options.offerId));
  if (!offer) return fail('offerNotFound');
  if (!offer.onSale) return fail('notOnSale');
  const [range] = await db
    .select()
    .from(membershipOfferRanges)
    .where(and(eq(membershipOfferRanges.id, options.rangeId), eq(membershipOfferRanges.offerId, offer.id)));
  // A range taken off sale (decision 057) is offered no more, like one that does not exist.
  if (!range || !range.onSale) return fail('rangeNotFound');
  const holders = await holdersOf(db, options.viewer.id);
  const holder = holders.find((h) => h.id === options.holderAccountId);
  if (!holder) return fail('holderNotFamily');
  if (holder.id === options.viewer.id && ageOn(holder.birthDate, today) < ADULT_AGE) return fail('minorNeedsGuardian');

  const period = membershipPeriod(offer, {
    today,
    coveredUntil: await coveredUntil(db, holder.id, offer.organizationId, now),
    event: await eventDays(deps, offer, options.locale),
  });
  if ('refused' in period) return fail(period.refused satisfies TPeriodRefusal);
  const age = ageOn(holder.birthDate, period.validFrom);
  if (!fitsAges(age, range)) return fail('rangeAge');
  if (!fitsAges(age, offer)) return fail('offerAge');
  const taxCents = taxOf(range.feeCents, offer.taxRateBp);
  return { offer, range, holder, ...period, feeCents: range.feeCents, taxCents, totalCents: range.feeCents + taxCents };
}

export type TStartResult = { ok: true; url: string; membershipId: number } | TBuyFailure;

/** The provider's return addresses: the membership's page in the buyer's language, with the outcome. */
export function membershipReturnUrls(siteUrl: string, membership: { id: number; locale: string }) {
  const locale = asLocale(membership.locale);
  const base = `/account/memberships/${membership.id}`;
  return { successUrl: absoluteUrl(siteUrl, `${base}?payment=success`, locale), cancelUrl: absoluteUrl(siteUrl, `${base}?payment=cancelled`, locale) };
}

function checkoutLines(locale: TLocale, quote: Pick<TQuote, 'feeCents' | 'taxCents'> & { typeName: string; rangeName: string; holderName: string; taxRateBp: number }): TCheckoutLine[] {
  const t = translator(locale, 'MembershipBuy');
  const lines: TCheckoutLine[] = [{ name: t('lineFee', { typeName: quote.typeName, rangeName: quote.rangeName, holderName: quote.holderName }), unitAmountCents: quote.feeCents, quantity: 1 }];
  if (quote.taxCents > 0) lines.push({ name: t('lineTax', { rate: formatTaxRate(quote.taxRateBp, locale) }), unitAmountCents: quote.taxCents, quantity: 1 });
  return lines.filter((line) => line.unitAmountCents > 0);
}

/** The prefix of an organisation's member numbers: that of its latest one ("OORRA-0001" → "OORRA"), else "M{organisation}". */
async function numberPrefix(db: TDatabase, organizationId: number): Promise<string> {
  const [latest] = await db
    .select({ n: memberships.memberNumber })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), sql`${memberships.memberNumber} ~ '^[A-Za-z0-9]+-[0-9]+$'`))
    .orderBy(desc(memberships.id))
    .limit(1);
  return latest?.n.split('-')[0] ?? `M${organizationId}`;
}

/**
 * Buy: quote, then in one transaction under the type's row lock (two buyers of the last place of
 * a capped type: one gets it), reuse the holder's membership of this type already being paid by
 * this buyer (a second tab: one membership), or make one in pending_payment; then open the
 * provider's checkout and answer its address. A free range is paid at once.
 */
export async function startMembershipCheckout(
  deps: TMembershipDeps,
  options: { viewer: TViewer | null; offerId: number; rangeId: number; holderAccountId: number; locale: TLocale },
): Promise<TStartResult> {
  const db = await deps.getDb();
  const now = nowOf(deps);
  const quote = await quoteMembership(deps, db, options);
  if ('ok' in quote) return quote;
  const buyerId = options.viewer!.id;

  const reserved = await db.transaction(async (txRaw): Promise<{ membership: TMembershipRow; reused: boolean } | TBuyFailure> => {
    const tx = asDb(txRaw);
    const [offer] = await tx.select().from(membershipOffers).where(eq(membershipOffers.id, quote.offer.id)).for('update');
    if (!offer?.onSale) return fail('notOnSale');
    // Checkouts past their reservation (and its grace) give their place back.
    await tx
      .update(memberships)
      .set({ paymentState: 'cancelled', reservationExpiresAt: null, updatedAt: now })
      .where(and(eq(memberships.offerId, offer.id), eq(memberships.paymentState, 'pending_payment'), lt(memberships.reservationExpiresAt, new Date(now.getTime() - RESERVATION_GRACE_MS))));
    const [open] = await tx
      .select()
      .from(memberships)
      .where(
        and(
          eq(memberships.offerId, offer.id),
          eq(memberships.holderAccountId, quote.holder.id),
          eq(memberships.buyerAccountId, buyerId),
          eq(memberships.paymentState, 'pending_payment'),
          gt(memberships.reservationExpiresAt, now),
        ),
      )
      .orderBy(desc(memberships.id))
      .limit(1);
    if (open) return { membership: open, reused: true };
    if (offer.capacity !== null) {
      const [held] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(memberships)
        .where(and(eq(memberships.offerId, offer.id), holdsPlace(now)));
      if (Number(held?.n ?? 0) >= offer.capacity) return fail('soldOut');
    }
    const free = quote.totalCents === 0;
    const prefix = await numberPrefix(tx, offer.organizationId);
    const [made] = await tx
      .insert(memberships)
      .values({
        offerId: offer.id,
        rangeId: quote.range.id,
        organizationId: offer.organizationId,
        holderAccountId: quote.holder.id,
        buyerAccountId: buyerId,
        riderId: quote.holder.riderId,
        firstName: quote.holder.firstName,
        lastName: quote.holder.lastName,
        city: quote.holder.city,
        state: quote.holder.state,
        memberNumber: `pending-${now.getTime()}-${buyerId}-${quote.holder.id}-${offer.id}`,
        validFrom: quote.validFrom,
        validUntil: quote.validUntil,
        paymentState: free ? 'paid' : 'pending_payment',
        feeCents: quote.feeCents,
        taxCents: quote.taxCents,
        currency: offer.currency,
        paymentProvider: free ? null : deps.payments.name,
        reservationExpiresAt: free ? null : new Date(now.getTime() + CHECKOUT_TTL_MS),
        locale: options.locale,
        paidAt: free ? now : null,
      })
      .returning();
    const [numbered] = await tx
      .update(memberships)
      .set({ memberNumber: `${prefix}-${String(made!.id).padStart(4, '0')}` })
      .where(eq(memberships.id, made!.id))
      .returning();
    return { membership: numbered!, reused: false };
  }).catch((error: unknown) => {
    // Two first clicks at once for one holder can both pass the reuse check; the unique member number cannot collide, so this is another fault.
    if (isUniqueViolation(error)) log.error({ err: error }, 'membership number taken');
    throw error;
  });
  if ('ok' in reserved) return reserved;
  const { membership } = reserved;
  const { successUrl, cancelUrl } = membershipReturnUrls(deps.siteUrl, membership);

  if (reserved.reused && membership.checkoutSessionId) {
    const [checkout] = await db
      .select({ url: paymentCheckouts.url })
      .from(paymentCheckouts)
      .where(and(eq(paymentCheckouts.membershipId, membership.id), eq(paymentCheckouts.sessionId, membership.checkoutSessionId), eq(paymentCheckouts.status, 'open')));
    if (checkout) return { ok: true, url: checkout.url, membershipId: membership.id };
  }
  if (membership.paymentState === 'paid') {
    await mailMembershipPaid(deps, db, membership.id);
    return { ok: true, url: successUrl, membershipId: membership.id };
  }

  const [buyer] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, buyerId));
  const typeName = quote.offer.name[options.locale] || quote.offer.name.en;
  try {
    const session = await deps.payments.createCheckout({
      purchaseId: membership.id,
      kind: 'membership',
      currency: membership.currency,
      lines: checkoutLines(options.locale, {
        feeCents: membership.feeCents,
        taxCents: membership.taxCents,
        typeName,
        rangeName: quote.range.name[options.locale] || quote.range.name.en,
        holderName: `${membership.firstName} ${membership.lastName}`,
        taxRateBp: quote.offer.taxRateBp,
      }),
      totalCents: membership.feeCents + membership.taxCents,
      customerEmail: buyer?.email ?? undefined,
      locale: options.locale,
      successUrl,
      cancelUrl,
      expiresAt: membership.reservationExpiresAt!,
    });
    await db.transaction(async (txRaw) => {
      const tx = asDb(txRaw);
      await tx.insert(paymentCheckouts).values({
        membershipId: membership.id,
        provider: deps.payments.name,
        sessionId: session.sessionId,
        url: session.url,
        amountTotalCents: membership.feeCents + membership.taxCents,
        currency: membership.currency,
        expiresAt: session.expiresAt,
      });
      await tx
        .update(memberships)
        .set({ checkoutSessionId: session.sessionId, reservationExpiresAt: session.expiresAt, updatedAt: nowOf(deps) })
        .where(and(eq(memberships.id, membership.id), eq(memberships.paymentState, 'pending_payment')));
    });
    log.info({ membershipId: membership.id, provider: deps.payments.name }, 'membership checkout opened');
    return { ok: true, url: session.url, membershipId: membership.id };
  } catch (error) {
    log.error({ err: error, membershipId: membership.id }, 'could not open the membership checkout; its place is given back');
    await db
      .update(memberships)
      .set({ paymentState: 'cancelled', reservationExpiresAt: null, updatedAt: nowOf(deps) })
      .where(and(eq(memberships.id, membership.id), eq(memberships.paymentState, 'pending_payment'), isNull(memberships.checkoutSessionId)));
    return fail('checkoutFailed');
  }
}

/**
 * Bring a membership being paid up to date with its provider (the buyer's return, or a reservation
 * past its end when no webhook said so), or, `cancel`, stop its checkout: the session is expired
 * and the membership cancelled (kept); a session found paid meanwhile is applied instead.
 */
export async function syncMembershipCheckout(deps: TMembershipDeps, membershipId: number, options: { cancel?: boolean } = {}): Promise<void> {
  const db = await deps.getDb();
  const [membership] = await db.select().from(memberships).where(eq(memberships.id, membershipId));
  if (!membership || membership.paymentState !== 'pending_payment') return;
  const sessionId = membership.checkoutSessionId;
  const now = nowOf(deps);
  if (sessionId && membership.paymentProvider === deps.payments.name) {
    let session;
    try {
      session = options.cancel ? await deps.payments.expireCheckout(sessionId) : await deps.payments.retrieveCheckout(sessionId);
    } catch (error) {
      log.warn({ err: error, membershipId }, 'could not ask the payment provider about a membership checkout');
      return;
    }
    if (session.status === 'complete') {
      await applyPaymentEvent(spectatorShape(deps), deps.payments.name, { id: `sync_${sessionId}_completed_${session.paymentStatus}`, type: 'completed', session });
      return;
    }
    if (session.status === 'expired' || options.cancel) {
      await applyPaymentEvent(spectatorShape(deps), deps.payments.name, { id: `sync_${sessionId}_expired`, type: 'expired', session: { ...session, status: 'expired' } });
      return;
    }
    return;
  }
  // No session (a crash between the reservation and the provider) past its reservation, or a cancel: the place goes back.
  if (options.cancel || !membership.reservationExpiresAt || membership.reservationExpiresAt <= now) {
    await db
      .update(memberships)
      .set({ paymentState: 'cancelled', reservationExpiresAt: null, updatedAt: now })
      .where(and(eq(memberships.id, membershipId), eq(memberships.paymentState, 'pending_payment'), isNull(memberships.checkoutSessionId)));
  }
}

/** `applyPaymentEvent` takes the spectator services' deps; a membership's event needs only these. */
export function spectatorShape(deps: TMembershipDeps) {
  return { getDb: deps.getDb, platform: deps.platform, payments: deps.payments, sendMail: deps.sendMail, siteUrl: deps.siteUrl, privateFilesDir: '', now: deps.now };
}
