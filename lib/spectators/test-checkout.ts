import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { paymentCheckouts, spectatorPurchases } from '@/lib/db/schema/spectators';
import type { TProviderSession } from '@/lib/payments/port';
import type { TSpectatorDeps } from './deps';
import type { TPaymentError } from './errors';
import { asLocale } from '@/lib/i18n/locale';
import { applyPaymentEvent } from './payment-events';
import { cancelCheckoutSession } from './payment-sync';
import { platformEvent } from './event-ticketing';
import { checkoutReturnUrls } from './urls';

/**
 * The built-in test provider's hosted page (/payments/test/{sessionId}): the checkout it shows,
 * and its Pay and Cancel, which take the same paths as the real provider's events.
 */

export type TTestCheckoutView = {
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  purchaseId: number;
  event: { id: number; name: string; startAt: Date; timeZone: string };
  quantity: number;
  unitPriceCents: number;
  subtotalCents: number;
  discountCents: number;
  promoCode: string | null;
  taxRateBp: number;
  taxCents: number;
  totalCents: number;
  currency: string;
  expiresAt: Date;
  locale: string;
  successUrl: string;
  cancelUrl: string;
};

async function loadTestCheckout(deps: TSpectatorDeps, sessionId: string) {
  if (deps.payments.name !== 'test' || !/^tp_cs_[0-9a-f]{32}$/.test(sessionId)) return null;
  const db = await deps.getDb();
  const [row] = await db
    .select({ c: paymentCheckouts, p: spectatorPurchases })
    .from(paymentCheckouts)
    .innerJoin(spectatorPurchases, eq(spectatorPurchases.id, paymentCheckouts.purchaseId))
    .where(and(eq(paymentCheckouts.provider, 'test'), eq(paymentCheckouts.sessionId, sessionId)));
  return row ?? null;
}

/**
 * The test provider's checkout for its hosted page, or null when unknown (404) or when the
 * test provider is not the one in use. What is paid is the checkout's amount (the purchase's
 * totals when the checkout started).
 */
export async function getTestCheckout(deps: TSpectatorDeps, sessionId: string): Promise<TTestCheckoutView | null> {
  const row = await loadTestCheckout(deps, sessionId);
  if (!row) return null;
  const event = await platformEvent(deps, row.p.eventId, asLocale(row.p.locale));
  if (!event) return null;
  const session = await deps.payments.retrieveCheckout(sessionId);
  const { successUrl, cancelUrl } = checkoutReturnUrls(deps.siteUrl, row.p);
  return {
    sessionId,
    status: session.status,
    paid: row.c.paymentStatus === 'paid',
    purchaseId: row.p.id,
    event: { id: event.id, name: event.name, startAt: event.startAt, timeZone: event.timeZone },
    quantity: row.p.quantity,
    unitPriceCents: row.p.unitPriceCents,
    subtotalCents: row.p.subtotalCents,
    discountCents: row.p.discountCents,
    promoCode: row.p.promoCode,
    taxRateBp: row.p.taxRateBp,
    taxCents: row.p.taxCents,
    totalCents: row.c.amountTotalCents,
    currency: row.c.currency,
    expiresAt: row.c.expiresAt,
    locale: row.p.locale,
    successUrl,
    cancelUrl,
  };
}

export type TTestCheckoutResult = { ok: true; redirectUrl: string } | { ok: false; error: TPaymentError };

/** "Pay" on the test page: the same transition as Stripe's checkout.session.completed (paid). */
export async function completeTestCheckout(deps: TSpectatorDeps, sessionId: string): Promise<TTestCheckoutResult> {
  const row = await loadTestCheckout(deps, sessionId);
  if (!row) return { ok: false, error: 'checkoutNotFound' };
  const { successUrl } = checkoutReturnUrls(deps.siteUrl, row.p);
  const session = await deps.payments.retrieveCheckout(sessionId);
  if (session.status === 'complete' && session.paymentStatus === 'paid') return { ok: true, redirectUrl: successUrl };
  if (session.status === 'expired') {
    await applyPaymentEvent(deps, 'test', { id: `sync_${sessionId}_expired`, type: 'expired', session });
    return { ok: false, error: 'checkoutExpired' };
  }
  const paid: TProviderSession = {
    ...session,
    status: 'complete',
    paymentStatus: 'paid',
    amountTotalCents: row.c.amountTotalCents,
    transactionId: `tp_pi_${randomBytes(12).toString('hex')}`,
  };
  const result = await applyPaymentEvent(deps, 'test', { id: `tp_evt_${randomBytes(12).toString('hex')}`, type: 'completed', session: paid });
  if (result.outcome === 'session_closed') return { ok: false, error: 'checkoutClosed' };
  if (result.outcome !== 'paid' && result.outcome !== 'already_applied') return { ok: false, error: 'paymentFailed' };
  return { ok: true, redirectUrl: successUrl };
}

/** "Cancel" on the test page: the session is expired, the purchase cancelled (kept), tickets released. */
export async function cancelTestCheckout(deps: TSpectatorDeps, sessionId: string): Promise<TTestCheckoutResult> {
  const row = await loadTestCheckout(deps, sessionId);
  if (!row) return { ok: false, error: 'checkoutNotFound' };
  if (row.p.checkoutSessionId === sessionId) await cancelCheckoutSession(deps, row.p.id);
  return { ok: true, redirectUrl: checkoutReturnUrls(deps.siteUrl, row.p).cancelUrl };
}

