import { and, eq, isNull, lt } from 'drizzle-orm';
import type { TLocale } from '@/lib/constants';
import { formatTaxRate } from '@/lib/i18n/format';
import { asLocale } from '@/lib/i18n/locale';
import { translator } from '@/lib/i18n/translator';
import { accounts } from '@/lib/db/schema/accounts';
import { paymentCheckouts, spectatorPurchases } from '@/lib/db/schema/spectators';
import { log } from '@/lib/log';
import type { TCheckoutLine } from '@/lib/payments/port';
import { canReserve, isOnSale } from './domain/availability';
import { nextPurchaseStatus } from './domain/purchase-state';
import { asDb, CHECKOUT_TTL_MS, nowOf, RESERVATION_GRACE_MS, type TSpectatorDeps, type TViewer } from './deps';
import { assignTicketNumbers } from './payment-events';
import { cancelCheckoutSession, syncCheckout } from './payment-sync';
import { ownPurchase, type TPurchaseResult } from './purchases';
import { fail, isFailure, type TFailure } from './result';
import { mailTicketsPaid } from './tickets-paid-mail';
import { checkoutBlockerOf, loadPurchaseView, loadSpectatorViews, type TPurchaseRow } from './purchase-view';
import { heldTickets, lockTicketing, platformEvent } from './event-ticketing';
import { totalsFor } from './purchase-totals';
import { checkoutReturnUrls } from './urls';

/**
 * Step 4 of the stepper: summary, then payment (seed section 4; docs/decisions/011). The tickets
 * are reserved in the same transaction that moves the purchase to pending_payment, under a lock on
 * the event's ticket settings row (event_ticketing, the app's own), so concurrent buyers never get
 * more tickets than the event has. The platform's event is read before that transaction. The provider's
 * session is created after that commit; if that fails, the reservation is given back.
 */

export type TCheckoutResult = { ok: true; url: string; purchaseId: number } | TFailure;

function checkoutLines(
  locale: TLocale,
  input: { eventName: string; quantity: number; unitPriceCents: number; discountCents: number; promoCode: string | null; taxCents: number; taxRateBp: number },
): TCheckoutLine[] {
  const t = translator(locale, 'Payment');
  const rate = formatTaxRate(input.taxRateBp, locale);
  const lines: TCheckoutLine[] =
    input.discountCents > 0
      ? [
          {
            name: t('lineTicketsDiscounted', { count: input.quantity, eventName: input.eventName, code: input.promoCode ?? '' }),
            unitAmountCents: input.unitPriceCents * input.quantity - input.discountCents,
            quantity: 1,
          },
        ]
      : [{ name: t('lineTickets', { eventName: input.eventName }), unitAmountCents: input.unitPriceCents, quantity: input.quantity }];
  if (input.taxCents > 0) lines.push({ name: t('lineTax', { rate }), unitAmountCents: input.taxCents, quantity: 1 });
  return lines.filter((line) => line.quantity > 0 && line.unitAmountCents > 0);
}

/**
 * Go to payment: every waiver signed, tickets still available, promo code still valid. Reserves
 * the tickets, opens the provider's checkout and answers its URL (redirect the browser there).
 * A checkout already open for the purchase is reused. A total of zero is paid at once.
 */
export async function startCheckout(deps: TSpectatorDeps, options: { viewer: TViewer | null; purchaseId: number }): Promise<TCheckoutResult> {
  const db = await deps.getDb();
  const now = nowOf(deps);
  const owned = await ownPurchase(db, options.viewer, options.purchaseId);
  if (!owned) return fail('registrationNotFound');
  if (owned.status === 'paid') return fail('alreadyPaid');
  if (owned.status === 'processing') return fail('purchaseLocked');
  if (owned.status === 'pending_payment') {
    const view = await loadPurchaseView(deps, db, owned, now);
    if (view.checkout) return { ok: true, url: view.checkout.url, purchaseId: owned.id };
    return fail('purchaseLocked');
  }

  const event = await platformEvent(deps, owned.eventId, asLocale(owned.locale));
  if (!event) return fail('eventNotFound');
  const reserved = await db.transaction(async (txRaw): Promise<TPurchaseRow | TFailure> => {
    const tx = asDb(txRaw);
    const ticketing = await lockTicketing(tx, owned.eventId);
    const purchase = await ownPurchase(tx, options.viewer, owned.id, true);
    if (!purchase) return fail('registrationNotFound');
    const next = nextPurchaseStatus(purchase.status, 'checkout');
    if (!next) return fail(purchase.status === 'paid' ? 'alreadyPaid' : 'purchaseLocked');
    if (!ticketing || !isOnSale(ticketing, event, now)) return fail('ticketsNotOnSale');
    const list = await loadSpectatorViews(tx, purchase);
    const blocker = checkoutBlockerOf(list);
    if (blocker) return fail(blocker);

    // Checkouts of this event past their reservation (and its grace) give their tickets back.
    await tx
      .update(spectatorPurchases)
      .set({ status: 'expired', reservationExpiresAt: null, updatedAt: now })
      .where(
        and(
          eq(spectatorPurchases.eventId, purchase.eventId),
          eq(spectatorPurchases.status, 'pending_payment'),
          lt(spectatorPurchases.reservationExpiresAt, new Date(now.getTime() - RESERVATION_GRACE_MS)),
        ),
      );
    const held = await heldTickets(tx, purchase.eventId, now, purchase.id);
    if (!canReserve(ticketing.ticketCapacity, held, list.length)) {
      return fail('soldOut', { left: Math.max(0, (ticketing.ticketCapacity ?? 0) - held) });
    }
    const { totals, promoError, promoMinQuantity } = await totalsFor(tx, purchase, list.length, now, { lockPromo: true });
    if (promoError) return fail(promoError, promoMinQuantity ? { minQuantity: promoMinQuantity } : undefined);
    const free = totals.totalCents === 0;
    const [updated] = await tx
      .update(spectatorPurchases)
      .set({
        status: free ? 'paid' : next,
        quantity: totals.quantity,
        unitPriceCents: purchase.unitPriceCents,
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
        paymentProvider: free ? null : deps.payments.name,
        checkoutSessionId: null,
        reservationExpiresAt: free ? null : new Date(now.getTime() + CHECKOUT_TTL_MS),
        paidAt: free ? now : null,
        updatedAt: now,
      })
      .where(eq(spectatorPurchases.id, purchase.id))
      .returning();
    if (free) {
      // Nothing to pay (a 100 % code): numbered at once, like a paid purchase.
      await assignTicketNumbers(tx, updated!, now);
    }
    return updated!;
  });
  if (isFailure(reserved)) return reserved;
  const { successUrl, cancelUrl } = checkoutReturnUrls(deps.siteUrl, reserved);
  if (reserved.status === 'paid') {
    await mailTicketsPaid(deps, db, reserved.id);
    return { ok: true, url: successUrl, purchaseId: reserved.id };
  }

  const [buyer] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, reserved.buyerAccountId));
  const locale = asLocale(reserved.locale);
  const eventName = event.name;
  try {
    const session = await deps.payments.createCheckout({
      purchaseId: reserved.id,
      currency: reserved.currency,
      lines: checkoutLines(locale, { eventName, ...reserved }),
      totalCents: reserved.totalCents,
      customerEmail: buyer?.email ?? undefined,
      locale,
      successUrl,
      cancelUrl,
      expiresAt: reserved.reservationExpiresAt!,
    });
    await db.transaction(async (txRaw) => {
      const tx = asDb(txRaw);
      await tx.insert(paymentCheckouts).values({
        purchaseId: reserved.id,
        provider: deps.payments.name,
        sessionId: session.sessionId,
        url: session.url,
        amountTotalCents: reserved.totalCents,
        currency: reserved.currency,
        expiresAt: session.expiresAt,
      });
      await tx
        .update(spectatorPurchases)
        .set({ checkoutSessionId: session.sessionId, reservationExpiresAt: session.expiresAt, updatedAt: nowOf(deps) })
        .where(and(eq(spectatorPurchases.id, reserved.id), eq(spectatorPurchases.status, 'pending_payment'), isNull(spectatorPurchases.checkoutSessionId)));
    });
    log.info({ purchaseId: reserved.id, provider: deps.payments.name, quantity: reserved.quantity }, 'checkout opened, tickets reserved');
    return { ok: true, url: session.url, purchaseId: reserved.id };
  } catch (error) {
    log.error({ err: error, purchaseId: reserved.id }, 'could not open the checkout; tickets released');
    await db.transaction(async (txRaw) => {
      const tx = asDb(txRaw);
      await lockTicketing(tx, reserved.eventId);
      await tx
        .update(spectatorPurchases)
        .set({ status: 'draft', reservationExpiresAt: null, paymentProvider: null, updatedAt: nowOf(deps) })
        .where(and(eq(spectatorPurchases.id, reserved.id), eq(spectatorPurchases.status, 'pending_payment'), isNull(spectatorPurchases.checkoutSessionId)));
    });
    return fail('checkoutFailed');
  }
}

/**
 * The buyer is back from the provider's page (success or cancel URL: the route handler
 * app/[locale]/(main)/spectator/[id]/return/route.ts). Success: the checkout is confirmed with the
 * provider (in case its webhook has not arrived yet). Cancelled: the session is expired and the
 * purchase cancelled, tickets released. Either way the purchase is kept and answered, with its
 * status (paid, processing, cancelled...). With `eventId` (the event the return URL names), a
 * purchase of another event is not found and nothing is done to it. Safe to repeat: a purchase
 * already paid, cancelled or expired is left as it is, and a provider event is applied once.
 */
export async function returnFromCheckout(
  deps: TSpectatorDeps,
  options: { viewer: TViewer | null; purchaseId: number; outcome: 'success' | 'cancelled'; eventId?: number },
): Promise<TPurchaseResult> {
  const db = await deps.getDb();
  const purchase = await ownPurchase(db, options.viewer, options.purchaseId);
  if (!purchase || (options.eventId !== undefined && purchase.eventId !== options.eventId)) return fail('registrationNotFound');
  if (options.outcome === 'cancelled') await cancelCheckoutSession(deps, purchase.id);
  else await syncCheckout(deps, purchase);
  const [fresh] = await db.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, purchase.id));
  return { ok: true, purchase: await loadPurchaseView(deps, db, fresh!, nowOf(deps)) };
}

/** Cancel the payment under way (e.g. to change the party): as the provider's cancel button. */
export async function cancelCheckout(deps: TSpectatorDeps, options: { viewer: TViewer | null; purchaseId: number }): Promise<TPurchaseResult> {
  return returnFromCheckout(deps, { ...options, outcome: 'cancelled' });
}

export { checkoutLines };
