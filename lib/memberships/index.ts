import 'server-only';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { sendMail } from '@/lib/mail';
import { getPayments } from '@/lib/payments';
import { getPlatform } from '@/lib/platform';
import type { TLocale } from '@/lib/constants';
import type { TViewer } from '@/lib/spectators/deps';
import * as buying from './buying';
import * as testCheckout from './test-checkout';

/**
 * Memberships for pages, server actions and route handlers (docs/decisions/050), bound to the
 * app's database, the racing platform (a single-event type's event), the payment provider and
 * mail. Refusals come back as `{ ok: false, error }`, a key of `MembershipBuy.errors`.
 */
let deps: buying.TMembershipDeps | undefined;

export function membershipDeps(): buying.TMembershipDeps {
  deps ??= { getDb, platform: getPlatform(), payments: getPayments(), sendMail, siteUrl: env.SITE_URL };
  return deps;
}

export { ADULT_AGE, MEMBERSHIP_BUY_ERRORS, type TMembershipBuyError, type TQuote } from './buying';

/** The viewer and the minors of their family: whom they may buy a membership for. */
export async function membershipHolders(viewer: TViewer) {
  return buying.holdersOf(await getDb(), viewer.id);
}

/** What buying would be, or why not (the buy form's summary). */
export async function quoteMembership(options: { viewer: TViewer | null; offerId: number; rangeId: number; holderAccountId: number; locale: TLocale }) {
  return buying.quoteMembership(membershipDeps(), await getDb(), options);
}

/** Buy: the provider's checkout address to send the browser to, or why not. */
export function startMembershipCheckout(options: { viewer: TViewer | null; offerId: number; rangeId: number; holderAccountId: number; locale: TLocale }) {
  return buying.startMembershipCheckout(membershipDeps(), options);
}

/** The viewer's memberships and their family's, newest end first. */
export async function myMemberships(viewer: TViewer) {
  return buying.membershipsOf(await getDb(), viewer.id);
}

/**
 * One of the viewer's memberships, brought up to date with its provider first when the buyer is
 * back from paying (`payment=success`) or cancelled it (`payment=cancelled`); null when not theirs.
 */
export async function myMembership(viewer: TViewer | null, membershipId: number, payment?: 'success' | 'cancelled') {
  const db = await getDb();
  const owned = await buying.ownMembership(db, viewer, membershipId);
  if (!owned) return null;
  if (payment && owned.buyerAccountId === viewer?.id) {
    await buying.syncMembershipCheckout(membershipDeps(), owned.id, { cancel: payment === 'cancelled' });
    return buying.ownMembership(db, viewer, membershipId);
  }
  return owned;
}

export function getTestMembershipCheckout(sessionId: string, locale: TLocale) {
  return testCheckout.getTestMembershipCheckout(membershipDeps(), sessionId, locale);
}

export function completeTestMembershipCheckout(sessionId: string) {
  return testCheckout.completeTestMembershipCheckout(membershipDeps(), sessionId);
}

export function cancelTestMembershipCheckout(sessionId: string) {
  return testCheckout.cancelTestMembershipCheckout(membershipDeps(), sessionId);
}
