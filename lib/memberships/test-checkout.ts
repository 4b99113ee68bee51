import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { membershipOfferRanges, membershipOffers, memberships } from '@/lib/db/schema/memberships';
import { paymentCheckouts } from '@/lib/db/schema/spectators';
import { isTestSessionId } from '@/lib/payments/test-provider';
import type { TProviderSession } from '@/lib/payments/port';
import type { TLocale } from '@/lib/constants';
import { applyPaymentEvent } from '@/lib/spectators/payment-events';
import type { TTestCheckoutResult } from '@/lib/spectators/test-checkout';
import { membershipReturnUrls, spectatorShape, syncMembershipCheckout, type TMembershipDeps } from './buying';

/**
 * The built-in test provider's hosted page (/payments/test/{sessionId}) for a membership's
 * checkout: what it shows, and its Pay and Cancel, which take the same paths as the real
 * provider's events (applyPaymentEvent). Ticket checkouts are lib/spectators/test-checkout.ts.
 */

export type TTestMembershipCheckoutView = {
  kind: 'membership';
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  membershipId: number;
  typeName: string;
  rangeName: string;
  holderName: string;
  validFrom: string;
  validUntil: string;
  feeCents: number;
  taxRateBp: number;
  taxCents: number;
  totalCents: number;
  currency: string;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
};

async function load(deps: TMembershipDeps, sessionId: string) {
  if (deps.payments.name !== 'test' || !isTestSessionId(sessionId)) return null;
  const db = await deps.getDb();
  const [row] = await db
    .select({ c: paymentCheckouts, m: memberships, offer: membershipOffers, rangeName: membershipOfferRanges.name })
    .from(paymentCheckouts)
    .innerJoin(memberships, eq(memberships.id, paymentCheckouts.membershipId))
    .innerJoin(membershipOffers, eq(membershipOffers.id, memberships.offerId))
    .leftJoin(membershipOfferRanges, eq(membershipOfferRanges.id, memberships.rangeId))
    .where(and(eq(paymentCheckouts.provider, 'test'), eq(paymentCheckouts.sessionId, sessionId)));
  return row ?? null;
}

export async function getTestMembershipCheckout(deps: TMembershipDeps, sessionId: string, locale: TLocale): Promise<TTestMembershipCheckoutView | null> {
  const row = await load(deps, sessionId);
  if (!row) return null;
  const session = await deps.payments.retrieveCheckout(sessionId);
  const { successUrl, cancelUrl } = membershipReturnUrls(deps.siteUrl, row.m);
  return {
    kind: 'membership',
    sessionId,
    status: session.status,
    paid: row.c.paymentStatus === 'paid',
    membershipId: row.m.id,
    typeName: row.offer.name[locale] || row.offer.name.en,
    rangeName: row.rangeName ? row.rangeName[locale] || row.rangeName.en : '',
    holderName: `${row.m.firstName} ${row.m.lastName}`,
    validFrom: row.m.validFrom,
    validUntil: row.m.validUntil,
    feeCents: row.m.feeCents,
    taxRateBp: row.offer.taxRateBp,
    taxCents: row.m.taxCents,
    totalCents: row.c.amountTotalCents,
    currency: row.c.currency,
    expiresAt: row.c.expiresAt,
    successUrl,
    cancelUrl,
  };
}

/** "Pay" on the test page: the same transition as Stripe's checkout.session.completed (paid). */
export async function completeTestMembershipCheckout(deps: TMembershipDeps, sessionId: string): Promise<TTestCheckoutResult> {
  const row = await load(deps, sessionId);
  if (!row) return { ok: false, error: 'checkoutNotFound' };
  const { successUrl } = membershipReturnUrls(deps.siteUrl, row.m);
  const shape = spectatorShape(deps);
  const session = await deps.payments.retrieveCheckout(sessionId);
  if (session.status === 'complete' && session.paymentStatus === 'paid') return { ok: true, redirectUrl: successUrl };
  if (session.status === 'expired') {
    await applyPaymentEvent(shape, 'test', { id: `sync_${sessionId}_expired`, type: 'expired', session });
    return { ok: false, error: 'checkoutExpired' };
  }
  const paid: TProviderSession = { ...session, status: 'complete', paymentStatus: 'paid', amountTotalCents: row.c.amountTotalCents, transactionId: `tp_pi_${randomBytes(12).toString('hex')}` };
  const result = await applyPaymentEvent(shape, 'test', { id: `tp_evt_${randomBytes(12).toString('hex')}`, type: 'completed', session: paid });
  if (result.outcome === 'session_closed') return { ok: false, error: 'checkoutClosed' };
  if (result.outcome !== 'paid' && result.outcome !== 'already_applied' && result.outcome !== 'duplicate_payment') return { ok: false, error: 'paymentFailed' };
  return { ok: true, redirectUrl: successUrl };
}

/** "Cancel" on the test page: the session is expired and the membership cancelled (kept). */
export async function cancelTestMembershipCheckout(deps: TMembershipDeps, sessionId: string): Promise<TTestCheckoutResult> {
  const row = await load(deps, sessionId);
  if (!row) return { ok: false, error: 'checkoutNotFound' };
  if (row.m.checkoutSessionId === sessionId) await syncMembershipCheckout(deps, row.m.id, { cancel: true });
  return { ok: true, redirectUrl: membershipReturnUrls(deps.siteUrl, row.m).cancelUrl };
}
