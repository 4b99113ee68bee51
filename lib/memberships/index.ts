import 'server-only';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { sendMail } from '@/lib/mail';
import { getPayments } from '@/lib/payments';
import { getPlatform } from '@/lib/platform';
import type { TLocale } from '@/lib/constants';
import type { TViewer } from '@/lib/spectators/deps';
import * as buying from './buying';
import * as coverage from './coverage';
import * as testCheckout from './test-checkout';
import * as views from './views';

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

/** The viewer's memberships and their family's, newest end first, as the account page shows them. */
export async function myMemberships(viewer: TViewer, locale: TLocale) {
  const db = await getDb();
  return views.viewsOf(db, await buying.membershipsOf(db, viewer.id), locale, new Date());
}

/**
 * A membership card: the view, its check address (for the QR code) and, while it is being paid
 * by this viewer, the provider's page to go back to. Brought up to date with the provider first
 * when the buyer is back from paying (`payment`). Null when the membership is not the viewer's.
 */
export async function membershipCard(viewer: TViewer | null, membershipId: number, locale: TLocale, payment?: 'success' | 'cancelled') {
  const row = await myMembership(viewer, membershipId, payment);
  if (!row) return null;
  const db = await getDb();
  const [view] = await views.viewsOf(db, [row], locale, new Date());
  return {
    ...view!,
    verifyUrl: await views.verifyAddress(db, membershipDeps().siteUrl, row.id, locale),
    checkoutUrl: row.buyerAccountId === viewer?.id ? await views.openCheckoutUrl(db, row) : null,
  };
}

/** Cancel the payment under way of a membership the viewer bought (as the provider's cancel). */
export async function cancelMembershipPayment(viewer: TViewer | null, membershipId: number) {
  const db = await getDb();
  const owned = await buying.ownMembership(db, viewer, membershipId);
  if (!owned || owned.buyerAccountId !== viewer?.id) return false;
  await buying.syncMembershipCheckout(membershipDeps(), owned.id, { cancel: true });
  return true;
}

/** The public check of a card's signed address: name, type, dates, valid or not; null when not the app's. */
export async function checkMembershipCard(token: string, locale: TLocale) {
  return views.checkCard(await getDb(), token, locale, new Date());
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

/**
 * Members-only pre-registration of an event: for the viewer and each minor of their family, the
 * membership of the event's organisation valid on the event's first day (null: none), and the
 * types on sale that would be (what is missing).
 */
export async function preRegistrationCheck(viewer: TViewer, event: { id: number; organizationId: number; day: string }, locale: TLocale) {
  const db = await getDb();
  const holders = await buying.holdersOf(db, viewer.id);
  const covered = await coverage.coverageOf(db, { holderIds: holders.map((h) => h.id), organizationId: event.organizationId, eventId: event.id, day: event.day, locale });
  return {
    holders: holders.map((h) => ({ id: h.id, name: `${h.firstName} ${h.lastName}`, self: h.id === viewer.id, membership: covered.get(h.id) ?? null })),
    missingTypes: await coverage.typesCovering(db, { organizationId: event.organizationId, eventId: event.id, day: event.day, locale }),
  };
}
