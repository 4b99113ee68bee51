import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt } from './common';
import { PAYMENT_PROVIDERS, spectatorPurchases } from './spectators';

/**
 * The organiser area (docs/decisions/052): who may run what, and the record of every change made
 * there. Organisations and promoters are the platform's (embedded or LiveLaps): referred to by id
 * only, no foreign key, like every table of the app that names a platform row.
 */

/** organiser: of an organisation (every event of its promoters); promoter: of one promoter id. */
export const GRANT_KINDS = ['organiser', 'promoter'] as const;
export type TGrantKind = (typeof GRANT_KINDS)[number];

/**
 * A role on an organisation or a promoter. Revoking sets `revoked_at` (the row stays: the audit
 * log names who held what). At most one live grant of a kind per account and scope.
 * `granted_by` is null for a grant made with the command (`npm run roles`), the first of a
 * deployment.
 */
export const roleGrants = pgTable(
  'role_grants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: GRANT_KINDS }).notNull(),
    /** The platform's organisation id (kind organiser). */
    organizationId: integer('organization_id'),
    /** The platform's promoter id (kind promoter). */
    promoterId: integer('promoter_id'),
    grantedBy: integer('granted_by').references(() => accounts.id),
    grantedAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => accounts.id),
  },
  (t) => [
    uniqueIndex('role_grants_live_uq')
      .on(t.accountId, t.kind, sql`coalesce(${t.organizationId}, ${t.promoterId})`)
      .where(sql`${t.revokedAt} is null`),
    index('role_grants_account_idx').on(t.accountId),
    index('role_grants_org_idx').on(t.organizationId),
    check(
      'role_grants_scope',
      sql`(${t.kind} = 'organiser' and ${t.organizationId} is not null and ${t.promoterId} is null)
        or (${t.kind} = 'promoter' and ${t.promoterId} is not null and ${t.organizationId} is null)`,
    ),
  ],
);

/**
 * Every change made in the organiser area (append-only: migration 0013 adds the triggers that
 * refuse UPDATE, DELETE and TRUNCATE): who (null: the command line), when, what (`action`, e.g.
 * `tickets.update`), on what (`subject`, e.g. `event:12`), the values before and after. Read by
 * the organisers of `organization_id` and the promoters of `promoter_id`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorAccountId: integer('actor_account_id').references(() => accounts.id),
    /** The actor's name when the change was made (an account's name may change later). */
    actorName: text('actor_name').notNull(),
    organizationId: integer('organization_id'),
    promoterId: integer('promoter_id'),
    eventId: integer('event_id'),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index('audit_log_org_idx').on(t.organizationId, t.at),
    index('audit_log_promoter_idx').on(t.promoterId, t.at),
    index('audit_log_event_idx').on(t.eventId, t.at),
  ],
);

/**
 * A party's entry at the gate (decision 054): one row per purchase, so the server admits a ticket
 * once whichever gate phone asks first; a later scan is told who checked it in and when.
 * `scanned_at` is when the phone scanned (it may send it later, after a lost connection).
 */
export const ticketCheckIns = pgTable(
  'ticket_check_ins',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => spectatorPurchases.id),
    /** The platform's event id (no foreign key). */
    eventId: integer('event_id').notNull(),
    checkedInBy: integer('checked_in_by')
      .notNull()
      .references(() => accounts.id),
    /** The gate phone's own label ("Gate A"), as its user named it. */
    gateLabel: text('gate_label'),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ticket_check_ins_purchase_uq').on(t.purchaseId), index('ticket_check_ins_event_idx').on(t.eventId)],
);

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type TRefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * A refund of a paid ticket purchase, full or partial, through the payment port. The tickets of
 * `spectator_ids` are released (those spectators marked removed) when the refund succeeds.
 */
export const purchaseRefunds = pgTable(
  'purchase_refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => spectatorPurchases.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's refund id (Stripe: re_...). */
    providerRefundId: text('provider_refund_id'),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    spectatorIds: jsonb('spectator_ids').$type<number[]>().notNull().default([]),
    createdBy: integer('created_by')
      .notNull()
      .references(() => accounts.id),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('purchase_refunds_purchase_idx').on(t.purchaseId), check('purchase_refunds_amount', sql`${t.amountCents} > 0`)],
);

/**
 * A second factor (TOTP, RFC 6238) of an account (decision 055). The secret is kept encrypted with
 * an app key; `confirmed_at` is set once the owner entered a first code; `last_step` is the time
 * step of the last code accepted, so a code is used once.
 */
export const totpFactors = pgTable('totp_factors', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: integer('last_step'),
  createdAt: createdAt(),
});

/** Single-use recovery codes of a second factor, stored as their SHA-256. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_hash_uq').on(t.codeHash), index('recovery_codes_account_idx').on(t.accountId)],
);
