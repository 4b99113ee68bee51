import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts, GENDERS, RELATIONSHIPS } from './accounts';
import { memberships } from './memberships';
import { createdAt, updatedAt } from './common';
import {
  CHECKOUT_PAYMENT_STATUSES,
  CHECKOUT_STATUSES,
  PAYMENT_PROVIDERS,
  PURCHASE_STATUSES,
  WAIVER_RECORD_OUTCOMES,
  WAIVER_STATUSES,
  type TTrilingual,
  type TWaiverBox,
} from './spectator-values';

/**
 * Spectator tickets, electronic waivers and payments (issue #6; seed sections 3 "Spectator",
 * "Purchase", "Waiver signing", 4 "Waiver", "Spectator registration").
 *
 * These tables are the app's own, whichever racing platform is in use (the embedded one or
 * LiveLaps): they refer to the platform's events and promoters by id only, with no foreign key,
 * and the event's details are read through the platform port (lib/platform). The ticket settings
 * of an event are here, in `event_ticketing` (docs/decisions/025).
 *
 * Legal records are never rewritten: `waiver_texts`, `waiver_records` and `payment_events` are
 * append-only (migration 0003 adds triggers that refuse UPDATE, DELETE and TRUNCATE), and a waiver
 * whose status is signed or rejected cannot change any more (trigger on `waivers`). A removed
 * spectator is marked `removed_at`, never deleted. See docs/decisions/011 and 012.
 */

export { CHECKOUT_PAYMENT_STATUSES, CHECKOUT_STATUSES, PAYMENT_PROVIDERS, PURCHASE_STATUSES, WAIVER_RECORD_OUTCOMES, WAIVER_STATUSES };
export type {
  TCheckoutPaymentStatus,
  TCheckoutStatus,
  TPaymentProviderName,
  TPurchaseStatus,
  TTrilingual,
  TWaiverBox,
  TWaiverRecordOutcome,
  TWaiverStatus,
} from './spectator-values';

/** PostgreSQL bytea as a Node Buffer (node-postgres answers Buffer, PGlite Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

/** Ticket settings of an event that has none of its own (no row): nothing on sale. */
export const TICKETING_DEFAULTS = {
  ticketsOnSale: false,
  ticketPriceCents: null,
  ticketCapacity: null,
  taxRateBp: 0,
  currency: 'CAD',
  waiverRequiresSelfie: false,
  salesOpenAt: null,
  salesCloseAt: null,
} as const;

/**
 * An event's spectator ticket settings, keyed by the platform's event id. These are the app's,
 * not the platform's (LiveLaps knows nothing of tickets): on sale or not, price and tax in cents
 * of `currency`, capacity (null: no limit), the sales window, whether the waiver needs a selfie. Its row is also the
 * lock that serialises reservations for the event (SELECT ... FOR UPDATE), so that concurrent
 * buyers never get more tickets than the capacity. An event without a row sells no tickets.
 */
export const eventTicketing = pgTable('event_ticketing', {
  /** The platform's event id (no foreign key). */
  eventId: integer('event_id').primaryKey(),
  ticketsOnSale: boolean('tickets_on_sale').notNull().default(TICKETING_DEFAULTS.ticketsOnSale),
  ticketPriceCents: integer('ticket_price_cents'),
  /** Tickets that may be held at once (null = no limit). */
  ticketCapacity: integer('ticket_capacity'),
  /** Tax rate in basis points (1300 = 13 %). */
  taxRateBp: integer('tax_rate_bp').notNull().default(TICKETING_DEFAULTS.taxRateBp),
  currency: text('currency').notNull().default(TICKETING_DEFAULTS.currency),
  waiverRequiresSelfie: boolean('waiver_requires_selfie').notNull().default(TICKETING_DEFAULTS.waiverRequiresSelfie),
  /** The sales window (organiser area): no sale before `sales_open_at` nor from `sales_close_at`; null: no limit. */
  salesOpenAt: timestamp('sales_open_at', { withTimezone: true }),
  salesCloseAt: timestamp('sales_close_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The waiver an event's spectators sign, versioned: a new wording is a new row with the next
 * version; the current one is the highest version already in effect. `sha256` holds, per language,
 * the SHA-256 of the canonical text (lib/spectators/domain/waiver-text.ts) that a signer sees.
 */
export const waiverTexts = pgTable(
  'waiver_texts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The platform's event id (no foreign key: the event may live on LiveLaps). */
    eventId: integer('event_id').notNull(),
    version: integer('version').notNull(),
    title: jsonb('title').$type<TTrilingual>().notNull(),
    /** Plain text; paragraphs separated by a blank line. */
    body: jsonb('body').$type<TTrilingual>().notNull(),
    boxes: jsonb('boxes').$type<TWaiverBox[]>().notNull(),
    /** Consent to sign electronically (the signer ticks it). */
    consentText: jsonb('consent_text').$type<TTrilingual>().notNull(),
    /** Certification that the information given is correct (the signer ticks it). */
    certificationText: jsonb('certification_text').$type<TTrilingual>().notNull(),
    sha256: jsonb('sha256').$type<TTrilingual>().notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('waiver_texts_event_version_uq').on(t.eventId, t.version)],
);

/** Promotion codes: a percentage or an amount off the tickets' subtotal, with limits. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Stored upper-case; matched case-insensitively. */
    code: text('code').notNull(),
    /** The platform's event id; null: valid for every event. */
    eventId: integer('event_id'),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    /** Fewest tickets in the purchase for the code to apply. */
    minQuantity: integer('min_quantity').notNull().default(1),
    /** How many purchases may use the code (paid or holding tickets); null = no limit. */
    maxRedemptions: integer('max_redemptions'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_uq').on(t.code),
    check(
      'promo_codes_one_discount',
      sql`(${t.percentOff} is null) <> (${t.amountOffCents} is null)
        and (${t.percentOff} is null or ${t.percentOff} between 1 and 100)
        and (${t.amountOffCents} is null or ${t.amountOffCents} > 0)`,
    ),
  ],
);

/**
 * A buyer's ticket purchase for an event. Amounts are in cents of `currency`; the totals are kept
 * up to date while the purchase is a draft and frozen when the checkout starts. Tickets are held
 * by purchases in pending_payment (until `reservation_expires_at`), processing and paid.
 */
export const spectatorPurchases = pgTable(
  'spectator_purchases',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The platform's event id (no foreign key: the event may live on LiveLaps). */
    eventId: integer('event_id').notNull(),
    /** The platform's promoter of the event when the purchase started (id only). */
    promoterId: integer('promoter_id').notNull(),
    buyerAccountId: integer('buyer_account_id')
      .notNull()
      .references(() => accounts.id),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('draft'),
    quantity: integer('quantity').notNull().default(0),
    unitPriceCents: integer('unit_price_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    taxRateBp: integer('tax_rate_bp').notNull(),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    totalPaidCents: integer('total_paid_cents').notNull().default(0),
    currency: text('currency').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    /** The code as the buyer entered it (upper-case), kept with the purchase. */
    promoCode: text('promo_code'),
    paymentProvider: text('payment_provider', { enum: PAYMENT_PROVIDERS }),
    /** The provider's checkout session now in use (see payment_checkouts for every attempt). */
    checkoutSessionId: text('checkout_session_id'),
    /** The provider's payment (Stripe: PaymentIntent id). */
    paymentTransactionId: text('payment_transaction_id'),
    reservationExpiresAt: timestamp('reservation_expires_at', { withTimezone: true }),
    /** Language of the buyer's pages and mail for this purchase. */
    locale: text('locale').notNull().default('en'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('spectator_purchases_event_status_idx').on(t.eventId, t.status),
    index('spectator_purchases_buyer_idx').on(t.buyerAccountId, t.eventId),
    check(
      'spectator_purchases_amounts',
      sql`${t.quantity} >= 0 and ${t.subtotalCents} >= 0 and ${t.discountCents} between 0 and ${t.subtotalCents}
        and ${t.taxCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.taxCents}`,
    ),
  ],
);

/**
 * Every checkout session opened for a ticket purchase or a membership (a cancelled checkout can be
 * retried): exactly one of `purchase_id` and `membership_id` (decision 050).
 */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purchaseId: integer('purchase_id').references(() => spectatorPurchases.id),
    membershipId: integer('membership_id').references((): AnyPgColumn => memberships.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    sessionId: text('session_id').notNull(),
    url: text('url').notNull(),
    amountTotalCents: integer('amount_total_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    paymentStatus: text('payment_status', { enum: CHECKOUT_PAYMENT_STATUSES }).notNull().default('unpaid'),
    transactionId: text('transaction_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_checkouts_session_uq').on(t.provider, t.sessionId),
    index('payment_checkouts_purchase_idx').on(t.purchaseId),
    index('payment_checkouts_membership_idx').on(t.membershipId),
    check('payment_checkouts_one_owner', sql`(${t.purchaseId} is null) <> (${t.membershipId} is null)`),
  ],
);

/**
 * The people a purchase covers, one ticket each; the buyer is one of them. A minor has the buyer
 * as parent or guardian (with the relationship); an adult other than the buyer has an email,
 * unique within the purchase. Removed spectators stay, marked `removed_at`.
 */
export const spectators = pgTable(
  'spectators',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => spectatorPurchases.id),
    /** The platform's event id (no foreign key: the event may live on LiveLaps). */
    eventId: integer('event_id').notNull(),
    /** The account of this person when there is one (the buyer; a minor of the buyer's family). */
    accountId: integer('account_id').references(() => accounts.id),
    isBuyer: boolean('is_buyer').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    birthDate: date('birth_date').notNull(),
    /** Lower-case; required for adults, null for minors. */
    email: text('email'),
    /** Under 18 on the day they were added. */
    isMinor: boolean('is_minor').notNull(),
    guardianAccountId: integer('guardian_account_id').references(() => accounts.id),
    relationship: text('relationship', { enum: RELATIONSHIPS }),
    /** Language of this person's waiver link and mail. */
    locale: text('locale').notNull().default('en'),
    /** Sequential per event, given when the purchase is paid. */
    ticketNumber: integer('ticket_number'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('spectators_purchase_idx').on(t.purchaseId),
    uniqueIndex('spectators_purchase_email_uq')
      .on(t.purchaseId, t.email)
      .where(sql`${t.email} is not null and ${t.removedAt} is null`),
    uniqueIndex('spectators_event_ticket_uq')
      .on(t.eventId, t.ticketNumber)
      .where(sql`${t.ticketNumber} is not null`),
    check(
      'spectators_minor_or_adult',
      sql`(${t.isMinor} and ${t.guardianAccountId} is not null and ${t.relationship} is not null)
        or (not ${t.isMinor} and ${t.email} is not null)`,
    ),
  ],
);

/**
 * One waiver per spectator. `uuid` is the document id of the link /waiver/{uuid}. Once signed or
 * rejected the status is final (a trigger refuses any later change of status).
 */
export const waivers = pgTable(
  'waivers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull(),
    spectatorId: integer('spectator_id')
      .notNull()
      .references(() => spectators.id),
    /** The platform's event id (no foreign key: the event may live on LiveLaps). */
    eventId: integer('event_id').notNull(),
    status: text('status', { enum: WAIVER_STATUSES }).notNull().default('not_signed'),
    /** First time the link was mailed; null when no mail went out (minors, the buyer, a failed send). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    resentAt: timestamp('resent_at', { withTimezone: true }),
    sendCount: integer('send_count').notNull().default(0),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('waivers_uuid_uq').on(t.uuid), uniqueIndex('waivers_spectator_uq').on(t.spectatorId)],
);

/**
 * The legal record of a waiver's outcome (append-only; at most one per waiver): what was shown
 * (version, its SHA-256 and the exact text), what was agreed to, when (UTC), from where (IP, user
 * agent), by whom (signer; for a minor the guardian and relationship), the signature image and the
 * selfie's stored file with their SHA-256, and `record_sha256`, a seal over all of it.
 */
export const waiverRecords = pgTable(
  'waiver_records',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    waiverId: integer('waiver_id')
      .notNull()
      .references(() => waivers.id),
    outcome: text('outcome', { enum: WAIVER_RECORD_OUTCOMES }).notNull(),
    waiverTextId: integer('waiver_text_id')
      .notNull()
      .references(() => waiverTexts.id),
    waiverVersion: integer('waiver_version').notNull(),
    waiverSha256: text('waiver_sha256').notNull(),
    locale: text('locale').notNull(),
    /** The canonical text whose SHA-256 is waiver_sha256. */
    documentText: text('document_text').notNull(),
    consentText: text('consent_text').notNull(),
    certificationText: text('certification_text').notNull(),
    boxesTicked: jsonb('boxes_ticked').$type<string[]>().notNull(),
    /** When the signer signed or rejected (UTC). */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** Printed on the copy; identifies this record. */
    documentSecurityId: text('document_security_id').notNull(),
    signaturePng: bytea('signature_png'),
    signatureSha256: text('signature_sha256'),
    /** Server-made file name under PRIVATE_FILES_DIR/selfies. */
    selfieFile: text('selfie_file'),
    selfieSha256: text('selfie_sha256'),
    signerFirstName: text('signer_first_name').notNull(),
    signerLastName: text('signer_last_name').notNull(),
    signerEmail: text('signer_email'),
    signerBirthDate: date('signer_birth_date'),
    signerAccountId: integer('signer_account_id').references(() => accounts.id),
    spectatorFirstName: text('spectator_first_name').notNull(),
    spectatorLastName: text('spectator_last_name').notNull(),
    spectatorBirthDate: date('spectator_birth_date').notNull(),
    /** For a minor: the parent or guardian who signed, and the relationship. */
    guardianAccountId: integer('guardian_account_id').references(() => accounts.id),
    relationship: text('relationship', { enum: RELATIONSHIPS }),
    recordSha256: text('record_sha256').notNull(),
  },
  (t) => [
    uniqueIndex('waiver_records_waiver_uq').on(t.waiverId),
    uniqueIndex('waiver_records_security_id_uq').on(t.documentSecurityId),
    check(
      'waiver_records_signed_complete',
      sql`${t.outcome} = 'rejected' or (${t.signaturePng} is not null and ${t.signatureSha256} is not null)`,
    ),
  ],
);

/**
 * Copy links of a signed or rejected waiver (docs/decisions/012, "Who sees the record"): a 256-bit
 * token, stored as its SHA-256, that shows the whole record (email, date of birth, IP address,
 * browser, signature, selfie) to whoever holds it until `expires_at` (7 days). Given to the signer
 * on the completion page and in the mail; without it or a signed-in owner the record is summarised.
 */
export const waiverCopyLinks = pgTable(
  'waiver_copy_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    waiverId: integer('waiver_id')
      .notNull()
      .references(() => waivers.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('waiver_copy_links_hash_uq').on(t.tokenHash), index('waiver_copy_links_waiver_idx').on(t.waiverId)],
);

/**
 * Payment provider events already handled (append-only): one row per provider event id, so a
 * redelivered event is recognised and does nothing. `outcome` says what the event changed.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerEventId: text('provider_event_id').notNull(),
    type: text('type').notNull(),
    sessionId: text('session_id'),
    purchaseId: integer('purchase_id').references(() => spectatorPurchases.id),
    membershipId: integer('membership_id').references((): AnyPgColumn => memberships.id),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.providerEventId)],
);
