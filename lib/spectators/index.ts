import 'server-only';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { sendMail } from '@/lib/mail';
import { getPayments } from '@/lib/payments';
import { getPlatform } from '@/lib/platform';
import { hasConfirmedFactor } from '@/lib/accounts/second-factor';
import { runsEvent } from '@/lib/organiser/access';
import type { TLocale } from '@/lib/constants';
import * as checkout from './checkout';
import type { TSpectatorDeps, TViewer } from './deps';
import * as buyer from './buyer';
import * as party from './party';
import * as promoCodes from './promo-codes';
import * as purchases from './purchases';
import * as testCheckout from './test-checkout';
import * as ticketEvents from './ticket-events';
import * as waiverLinks from './waiver-links';
import * as waiverSigning from './waiver-signing';
import * as waiverView from './waiver-view';
import type { TCheckoutOutcome } from './urls';

/**
 * The spectator tickets and waivers API for pages, server actions and route handlers (issue #6).
 * Every function is bound to the app's database, the racing platform (lib/platform: the events'
 * details, read by id; the ticket settings are the app's own, docs/decisions/025), mail, payment
 * provider (lib/payments: Stripe when configured, else the built-in test provider) and settings. They never throw for a user's
 * mistake: refusals come back as `{ ok: false, error }` with a message key —
 * `Spectator.errors.<key>` for purchases, `Waiver.errors.<key>` for waivers, `Payment.errors.<key>`
 * for the test provider — and, for forms, `fieldErrors` (field → keys in the same namespace).
 *
 * `viewer` is the signed-in account: pass `await getCurrentAccount()` (lib/accounts/sessions.ts);
 * null when nobody is signed in. A purchase is only ever visible to its buyer.
 */
let deps: TSpectatorDeps | undefined;

export function spectatorDeps(): TSpectatorDeps {
  deps ??= {
    getDb,
    platform: getPlatform(),
    payments: getPayments(),
    sendMail,
    siteUrl: env.SITE_URL,
    privateFilesDir: env.PRIVATE_FILES_DIR,
    // By role, with the second factor the organiser area asks of a role holder (decisions 055, 056).
    runsEvent: async (accountId, eventId) => (await hasConfirmedFactor(await getDb(), accountId)) && runsEvent({ getDb, platform: getPlatform() }, accountId, eventId),
  };
  return deps;
}

type TViewerOption = { viewer: TViewer | null };

// ---------------------------------------------------------------------------------------------
// Events (page /spectator and /spectator/{id})

/**
 * Events whose tickets are on sale now, soonest first: price, currency, tickets left, selfie rule.
 * Each event is read on its own: one the platform does not know, or fails to read, is left out
 * (logged); only the platform down with no event read throws (the page's outage behaviour).
 */
export function listTicketEvents(options: { locale?: TLocale } = {}) {
  return ticketEvents.listTicketEvents(spectatorDeps(), options);
}

/**
 * One event for /spectator/{id} (`onSale` says whether tickets can be bought); null (→ notFound())
 * when the platform does not know or show the event.
 */
export function getTicketEvent(eventId: number, options: { locale?: TLocale } = {}) {
  return ticketEvents.getTicketEvent(spectatorDeps(), eventId, options);
}

/**
 * Ticket offers (on sale now, price, tax) of events a page already has from the platform
 * (`getPlatform().listEvents` / `getEvent`), by event id; one query, no platform call.
 */
export function ticketOffers(events: Parameters<typeof ticketEvents.ticketOffers>[1]) {
  return ticketEvents.ticketOffers(spectatorDeps(), events);
}

/**
 * Step 1: may this account buy? `{ ok: true }` or `{ ok: false, error }` with signInRequired,
 * adultsOnly, notValidForPromoters or participantOrSpectatorOnly.
 */
export function checkBuyer(viewer: TViewer | null) {
  return buyer.checkBuyer(spectatorDeps(), viewer);
}

// ---------------------------------------------------------------------------------------------
// The purchase (steps 1-4)

/**
 * Step 1 → 2: start the purchase for an event (or resume the buyer's unpaid one). The buyer is
 * the first spectator; their waiver (`purchase.spectators[0].waiver.uuid`) is signed in step 2
 * with `signWaiver`. Refusals: signInRequired, adultsOnly, notValidForPromoters,
 * participantOrSpectatorOnly, eventNotFound, ticketsNotOnSale, soldOut, missingEmail.
 */
export function startPurchase(options: TViewerOption & { eventId: number; locale: TLocale }) {
  return purchases.startPurchase(spectatorDeps(), options);
}

/** The buyer's purchase (spectators with waiver states, totals, stage, blocker), or null. */
export function getPurchase(options: TViewerOption & { purchaseId: number }) {
  return purchases.getPurchase(spectatorDeps(), options);
}

/** The buyer's latest unpaid purchase for an event (resume the stepper), or null. */
export function findOpenPurchase(options: TViewerOption & { eventId: number }) {
  return purchases.findOpenPurchase(spectatorDeps(), options);
}

/** All purchases of the buyer, newest first; one whose event cannot be read is left out (logged). */
export function listPurchases(options: TViewerOption) {
  return purchases.listPurchases(spectatorDeps(), options);
}

/** The buyer's minors (family members) to offer in "add spectator". */
export function listFamilyMinors(options: TViewerOption) {
  return buyer.listFamilyMinors(spectatorDeps(), options);
}

/**
 * Step 3: add a spectator. `input`: { firstName, lastName, gender: 'male'|'female',
 * birthDate: 'YYYY-MM-DD', email (adults), relationship (minors: one of RELATIONSHIPS),
 * locale? (language of the waiver mail) } — the same shape as `spectatorSchema` in
 * lib/validation/spectators.ts (use it with zodResolver). Answers the purchase, the new
 * spectator's id and waiver uuid, and whether the link was mailed (adults).
 * Refusals: fillAllEntries + fieldErrors, emailExists, notValidForPromoters, tooManySpectators,
 * notEnoughTickets, ticketsNotOnSale, purchaseLocked, alreadyPaid, registrationNotFound.
 */
export function addSpectator(options: TViewerOption & { purchaseId: number; input: unknown; locale: TLocale }) {
  return party.addSpectator(spectatorDeps(), options);
}

/** Remove a spectator (not the buyer). Refusals: cannotRemoveBuyer, recordNotFound, purchaseLocked. */
export function removeSpectator(options: TViewerOption & { purchaseId: number; spectatorId: number }) {
  return party.removeSpectator(spectatorDeps(), options);
}

/**
 * Mail an adult's waiver link again. Refusals: resendTooSoon ({seconds}), alreadySigned,
 * waiverRejected, nothingToResend, sendWaiverFirst (the mail failed), recordNotFound.
 */
export function resendWaiverLink(options: TViewerOption & { purchaseId: number; spectatorId: number }) {
  return waiverLinks.resendWaiverLink(spectatorDeps(), options);
}

/**
 * Step 4: apply a promo code. Refusals: promoInvalid, promoNotForEvent, promoNotYetValid,
 * promoExpired, promoUsedUp, promoMinQuantity ({minQuantity}), purchaseLocked.
 */
export function applyPromoCode(options: TViewerOption & { purchaseId: number; code: unknown }) {
  return promoCodes.applyPromoCode(spectatorDeps(), options);
}

export function removePromoCode(options: TViewerOption & { purchaseId: number }) {
  return promoCodes.removePromoCode(spectatorDeps(), options);
}

/**
 * Step 4 → payment: reserve the tickets and open the provider's checkout; redirect the browser to
 * `url`. Refusals: noSpectatorAdded, waiverRejected, sendWaiverFirst, notAllSigned, soldOut
 * ({left}), promo refusals, ticketsNotOnSale, alreadyPaid, purchaseLocked, checkoutFailed.
 */
export function startCheckout(options: TViewerOption & { purchaseId: number }) {
  return checkout.startCheckout(spectatorDeps(), options);
}

/**
 * The provider sent the buyer back to its success or cancel URL (`checkoutReturnUrls`: the route
 * handler app/[locale]/(main)/spectator/[id]/return/route.ts, never a page): call this there with
 * the event and purchase the URL names and its outcome. Success confirms with the provider;
 * cancelled cancels the checkout (tickets released). Answers the purchase, kept either way:
 * `status` paid → "complete", processing → payment on its way, cancelled/expired/failed →
 * "cancelled" (may check out again). Refusal: registrationNotFound (not the viewer's purchase, or
 * not of that event: nothing is done). Safe to repeat.
 */
export function returnFromCheckout(options: TViewerOption & { eventId: number; purchaseId: number; outcome: TCheckoutOutcome }) {
  return checkout.returnFromCheckout(spectatorDeps(), options);
}

/** Give up the payment under way (to change the party): the purchase becomes cancelled, editable. */
export function cancelCheckout(options: TViewerOption & { purchaseId: number }) {
  return checkout.cancelCheckout(spectatorDeps(), options);
}

// ---------------------------------------------------------------------------------------------
// Waivers (page /waiver/{documentUUID})

/**
 * The waiver of a document UUID in `locale`, or null (unknown or malformed → notFound()).
 * `status` not_signed → show `text` and the form (`requiresSelfie`); signed / rejected → show
 * `copy` (what was signed, when, hashes, `verified`), never the form. `signedByBuyer`: the
 * buyer's own waiver or a minor's, signed by the signed-in buyer in the stepper. A signed or
 * rejected waiver's personal data is only for its owners (`viewer`) or a valid copy link
 * (`copyToken`, the `?token=` of the page): otherwise `access` is `summary` and `copy` null.
 */
export function getWaiver(options: { uuid: string; locale: TLocale; viewer?: TViewer | null; copyToken?: string | null }) {
  return waiverView.getWaiver(spectatorDeps(), options);
}

/**
 * Sign. `input`: { boxes: string[] (keys of text.boxes, all required), esignConsent: true,
 * certify: true, signature: 'data:image/png;base64,…' (signature_pad), selfie?: File | Blob |
 * Uint8Array | data URL (react-webcam's getScreenshot) }. `context`: { ip: clientIp(),
 * userAgent: headers().get('user-agent'), locale }. Refusals (Waiver.errors): waiverRejected,
 * alreadySigned, tickAllBoxesAndSign, consentRequired, certifyRequired, signatureRequired,
 * signatureInvalid, signatureTooLarge, selfieRequired, selfieTooLarge, selfieInvalidType,
 * signInRequired (buyer's or minor's waiver without the buyer signed in), recordNotFound,
 * waiverUnavailable; `fieldErrors` per field.
 */
export function signWaiver(options: { uuid: string; viewer: TViewer | null; input: waiverSigning.TSignWaiverPayload; context: waiverSigning.TSignContext }) {
  return waiverSigning.signWaiver(spectatorDeps(), options);
}

/** Reject (final: a rejected waiver cannot be signed). Same context and refusals as signWaiver. */
export function rejectWaiver(options: { uuid: string; viewer: TViewer | null; context: waiverSigning.TSignContext }) {
  return waiverSigning.rejectWaiver(spectatorDeps(), options);
}

/** The selfie JPEG of a signed waiver for an allowed viewer or copy link, else null (route answers 404). */
export function readSelfie(options: { uuid: string; viewer: TViewer | null; copyToken?: string | null }) {
  return waiverView.readSelfie(spectatorDeps(), options);
}

// ---------------------------------------------------------------------------------------------
// The built-in test payment provider's page (/payments/test/{sessionId})

/** The test checkout (amounts, event, status, return URLs), or null (→ notFound()). */
export function getTestCheckout(sessionId: string) {
  return testCheckout.getTestCheckout(spectatorDeps(), sessionId);
}

/** "Pay": `{ ok: true, redirectUrl }` (the success URL) or `{ ok: false, error }` (Payment.errors). */
export function completeTestCheckout(sessionId: string) {
  return testCheckout.completeTestCheckout(spectatorDeps(), sessionId);
}

/** "Cancel": the purchase is cancelled (kept); `{ ok: true, redirectUrl }` is the cancel URL. */
export function cancelTestCheckout(sessionId: string) {
  return testCheckout.cancelTestCheckout(spectatorDeps(), sessionId);
}

export { formatTicketNumber } from './domain/availability';
export { checkoutOutcomePath, checkoutReturnPath, type TCheckoutOutcome } from './urls';
export { isDocumentUuid } from './waiver-records';
export type { TViewer } from './deps';
export type { TPurchaseView, TSpectatorView } from './purchase-view';
export type { TTicketEvent } from './event-ticketing';
export type { TWaiverView, TWaiverCopy, TWaiverSummary } from './waiver-view';
export type { TWaiverTextView } from './waiver-texts';
export type { TSignWaiverPayload, TSignContext, TWaiverResult } from './waiver-signing';
export type { TCopyLinkState, TRecordAccess } from './copy-links';
export type { TTestCheckoutView, TTestCheckoutResult } from './test-checkout';
export type { TPurchaseResult } from './purchases';
export type { TAddSpectatorResult } from './party';
export type { TPromoResult } from './promo-codes';
export type { TTicketOffer } from './ticket-events';
export type { TCheckoutResult } from './checkout';
export { SPECTATOR_ERRORS, WAIVER_ERRORS, PAYMENT_ERRORS, type TSpectatorError, type TWaiverError, type TPaymentError } from './errors';
