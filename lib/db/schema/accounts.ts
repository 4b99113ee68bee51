import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';
import { ACCOUNT_ROLES, GENDERS, RELATIONSHIPS } from './account-values';
import { riders } from './platform';

/**
 * Accounts of people who use the portal (seed section 3 "Participant account", "Relationship",
 * "Emergency contact"; section 6 roles). A minor is a participant account with a guardian link;
 * a minor without a login of their own has no email and no password hash.
 */

export { ACCOUNT_ROLES, GENDERS, RELATIONSHIPS };
export type { TAccountRole, TGender, TRelationship } from './account-values';

export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    role: text('role', { enum: ACCOUNT_ROLES }).notNull().default('participant'),
    /** Stored trimmed and lower-cased; null for a minor managed only by a guardian. */
    email: text('email'),
    /** argon2id PHC string; null when the account cannot sign in (minor without a login). */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    birthDate: date('birth_date').notNull(),
    /** Digits only (ten). */
    phone: text('phone'),
    address: text('address'),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    zip: text('zip'),
    area: text('area'),
    /** Language of the account's mail (en, es, fr). */
    locale: text('locale').notNull().default('en'),
    /** The rider this account races as, once linked. */
    riderId: integer('rider_id').references(() => riders.id),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('accounts_email_uq').on(t.email), index('accounts_name_idx').on(t.lastName, t.firstName)],
);

/** Emergency contact of an account: a cell or a phone is required (seed section 5). */
export const emergencyContacts = pgTable('emergency_contacts', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  cell: text('cell'),
  email: text('email'),
  updatedAt: updatedAt(),
});

/** A parent or guardian of a minor, with the relationship the guardian declared. */
export const guardianships = pgTable(
  'guardianships',
  {
    minorAccountId: integer('minor_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    guardianAccountId: integer('guardian_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    relationship: text('relationship', { enum: RELATIONSHIPS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.minorAccountId, t.guardianAccountId] }),
    index('guardianships_guardian_idx').on(t.guardianAccountId),
  ],
);

/**
 * Sign-in sessions. The cookie holds a random 256-bit token; only its SHA-256 is stored, so a
 * copy of this table cannot be replayed. Idle expiry slides lastSeenAt; expiresAt is absolute.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_account_idx').on(t.accountId)],
);

/** Password reset links: 256-bit token, stored hashed, valid one hour, single use. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer request or a completed reset voids this link. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash),
    index('password_reset_tokens_account_idx').on(t.accountId),
  ],
);
