import { jsonb, timestamp } from 'drizzle-orm/pg-core';

/** Text in the three languages; `en` is always present and is the fallback. */
export type TLocalized = { en: string; es?: string; fr?: string };

export const localized = (name: string) => jsonb(name).$type<TLocalized>();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
