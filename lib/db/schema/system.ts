import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './common';

/** Mail that the app sent or would have sent (when no SMTP server is configured). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** smtp: handed to the SMTP server; outbox: stored only. */
    transport: text('transport', { enum: ['smtp', 'outbox'] }).notNull(),
    messageId: text('message_id'),
    meta: jsonb('meta').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/** Counters of rate-limiter-flexible (shared by every app instance). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});

/**
 * Keys the app makes for itself, once, shared by every server of a cluster (the first to need one
 * writes it; the others read it): e.g. the key that signs membership cards' verification addresses
 * (lib/security/signed-links.ts). Never shown; rotating one invalidates what it signed.
 */
export const appKeys = pgTable('app_keys', {
  name: text('name').primaryKey(),
  /** 32 random bytes, base64url. */
  value: text('value').notNull(),
  createdAt: createdAt(),
});
