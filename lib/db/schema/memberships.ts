import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, localized, updatedAt } from './common';

/**
 * Memberships (seed §9 "become a member", docs/decisions/050): the app's own, like spectator
 * tickets (decision 025), the same on the embedded platform and on LiveLaps. Keyed by the
 * platform's organisation, event and rider ids where they refer to them, with no foreign key to
 * the embedded platform's tables (on LiveLaps those ids are LiveLaps').
 */

export const MEMBERSHIP_VALIDITIES = ['twelve_months', 'until_date', 'single_event'] as const;
export type TMembershipValidity = (typeof MEMBERSHIP_VALIDITIES)[number];

/**
 * A membership's payment state. `pending_payment`: bought, the payment not confirmed yet (it holds
 * a place of a capped type until its checkout expires); `paid`: a membership; `cancelled`: the buyer
 * cancelled or the checkout expired or failed (never valid).
 */
export const MEMBERSHIP_STATES = ['pending_payment', 'paid', 'cancelled'] as const;
export type TMembershipState = (typeof MEMBERSHIP_STATES)[number];

/** A membership type an organisation offers. */
export const membershipOffers = pgTable(
  'membership_offers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The platform's organisation id. */
    organizationId: integer('organization_id').notNull(),
    name: localized('name').notNull(),
    description: localized('description'),
    validity: text('validity', { enum: MEMBERSHIP_VALIDITIES }).notNull(),
    /** until_date: the last valid day. */
    validUntil: date('valid_until', { mode: 'string' }),
    /** single_event: the platform's event id. */
    eventId: integer('event_id'),
    transferable: boolean('transferable').notNull().default(false),
    /** Offered for sale (a retired type keeps its memberships). */
    onSale: boolean('on_sale').notNull().default(true),
    /** The holder's age on the first valid day, both ends included; null: no bound (the ranges may narrow it). */
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    /** Tax on the fee, in basis points (1300 = 13 %). */
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    currency: text('currency').notNull().default('CAD'),
    /** Most memberships of this type that may exist (paid or being paid); null: no limit. */
    capacity: integer('capacity'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('membership_offers_org_idx').on(t.organizationId, t.sortOrder),
    check('membership_offers_tax_ck', sql`${t.taxRateBp} >= 0 and ${t.taxRateBp} <= 10000`),
    check('membership_offers_capacity_ck', sql`${t.capacity} is null or ${t.capacity} >= 0`),
  ],
);

/** A price range of a type (by age or category, seed "ranges"). */
export const membershipOfferRanges = pgTable(
  'membership_offer_ranges',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => membershipOffers.id, { onDelete: 'cascade' }),
    name: localized('name').notNull(),
    /** The holder's age on the first valid day, both ends included; null: no bound. */
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    feeCents: integer('fee_cents').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * Offered for sale (docs/decisions/057): a range with memberships is never deleted (they name
     * it); its organiser takes it off sale instead.
     */
    onSale: boolean('on_sale').notNull().default(true),
  },
  (t) => [index('membership_offer_ranges_offer_idx').on(t.offerId), check('membership_offer_ranges_fee_ck', sql`${t.feeCents} >= 0`)],
);

/** A membership: a holder, a type, a period, and what was paid for it. */
export const memberships = pgTable(
  'memberships',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => membershipOffers.id),
    rangeId: integer('range_id').references(() => membershipOfferRanges.id, { onDelete: 'set null' }),
    organizationId: integer('organization_id').notNull(),
    /** The holder's account (a participant, or a minor of a guardian's family); null for members kept without one. */
    holderAccountId: integer('holder_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Who bought it (the holder, or their guardian). */
    buyerAccountId: integer('buyer_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The platform's rider id of the holder, when known. */
    riderId: integer('rider_id'),
    /** The holder as shown on member lists and the card (kept: an account may change or go). */
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    city: text('city'),
    state: text('state'),
    /** The class the holder rides, as shown on the member list. */
    className: localized('class_name'),
    memberNumber: text('member_number').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    paymentState: text('payment_state', { enum: MEMBERSHIP_STATES }).notNull().default('paid'),
    /** Shown on the public member list. */
    isPublic: boolean('is_public').notNull().default(true),
    feeCents: integer('fee_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    currency: text('currency').notNull().default('CAD'),
    /** The payment provider of the checkout now in use, its session, and the provider's payment id. */
    paymentProvider: text('payment_provider', { enum: ['stripe', 'test'] }),
    checkoutSessionId: text('checkout_session_id'),
    paymentTransactionId: text('payment_transaction_id'),
    /** A membership being paid holds its place of a capped type until then. */
    reservationExpiresAt: timestamp('reservation_expires_at', { withTimezone: true }),
    /** Language of the buyer's pages and mail for this membership. */
    locale: text('locale').notNull().default('en'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('memberships_org_number_uq').on(t.organizationId, t.memberNumber),
    index('memberships_org_idx').on(t.organizationId, t.validUntil),
    index('memberships_holder_idx').on(t.holderAccountId),
    index('memberships_rider_idx').on(t.riderId),
    index('memberships_offer_idx').on(t.offerId, t.paymentState),
    check('memberships_period_ck', sql`${t.validFrom} <= ${t.validUntil}`),
  ],
);
