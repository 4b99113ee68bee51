import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, queryRows, type TDatabase } from '@/lib/db/open';
import { eventTicketing, spectatorPurchases } from '@/lib/db/schema/spectators';
import { getTicketEvent } from '@/lib/spectators/ticket-events';
import { getWaiver } from '@/lib/spectators/waiver-view';
import { createTestDb } from '../setup/db';
import { migrateWith, migrationsBefore } from '../setup/migrations';
import { makeDeps, type TTestDeps } from './fixtures';

/**
 * The migration that moves spectator ticket settings out of the platform's `events` table into the
 * app's `event_ticketing` (docs/decisions/025): a database at the migration before it, with events,
 * a purchase and a waiver, is migrated and keeps every setting and record.
 */
const TAG_SUFFIX = '_event_ticketing';
const WAIVER_UUID = '6f1c7f0e-2b1d-4c39-9a55-0d1c2e3f4a5b';

describe('migration: ticket settings move to event_ticketing', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TTestDeps;
  let before: string;
  const inFourWeeks = new Date(Date.now() + 28 * 24 * 3600_000);
  const endsAt = new Date(inFourWeeks.getTime() + 9 * 3600_000);

  beforeAll(async () => {
    let kind: 'pglite' | 'postgres';
    ({ db, close, kind } = await createTestDb({ migrate: false }));
    before = migrationsBefore(TAG_SUFFIX);
    await migrateWith(db, kind, before);

    // The schema before the migration: ticket settings are columns of the platform's events.
    await db.execute(sql`insert into promoters (id, user_id, name) values (1, 1, 'Northern Promotions')`);
    await db.execute(sql`
      insert into events (id, promoter_id, name, start_at, end_at, venue, city, status,
        tickets_on_sale, ticket_price_cents, ticket_capacity, tax_rate_bp, currency, waiver_requires_selfie)
      values
        (41, 1, 'Copper Creek Motocross', ${inFourWeeks.toISOString()}, ${endsAt.toISOString()}, 'Copper Creek MX Park', 'Sudbury', 'scheduled', true, 2500, 500, 1300, 'CAD', true),
        (43, 1, 'Motocross de Saint-Jérôme', ${inFourWeeks.toISOString()}, ${endsAt.toISOString()}, 'Moto Parc', 'Saint-Jérôme', 'scheduled', true, 1800, null, 1498, 'CAD', false)`);
    // An event whose ticket settings were never touched: the columns' defaults.
    await db.execute(sql`insert into events (id, promoter_id, name, start_at, end_at) values (42, 1, 'Practice Day', ${inFourWeeks.toISOString()}, ${endsAt.toISOString()})`);
    await db.execute(sql`
      insert into accounts (id, role, email, first_name, last_name, gender, birth_date)
      values (11, 'spectator', 'sam@example.org', 'Sam', 'Rivera', 'male', '1989-11-30')`);
    await db.execute(sql`
      insert into waiver_texts (id, event_id, version, title, body, boxes, consent_text, certification_text, sha256)
      values (1, 41, 1, ${JSON.stringify({ en: 'Release', es: 'Exoneración', fr: 'Renonciation' })}::jsonb,
        ${JSON.stringify({ en: 'Body', es: 'Texto', fr: 'Texte' })}::jsonb, '[]'::jsonb,
        ${JSON.stringify({ en: 'I agree', es: 'Acepto', fr: "J'accepte" })}::jsonb,
        ${JSON.stringify({ en: 'Correct', es: 'Correcto', fr: 'Exact' })}::jsonb,
        ${JSON.stringify({ en: 'a', es: 'b', fr: 'c' })}::jsonb)`);
    await db.execute(sql`
      insert into spectator_purchases (id, event_id, promoter_id, buyer_account_id, quantity, unit_price_cents, subtotal_cents, tax_rate_bp, tax_cents, total_cents, currency)
      values (1, 41, 1, 11, 1, 2500, 2500, 1300, 325, 2825, 'CAD')`);
    await db.execute(sql`
      insert into spectators (id, purchase_id, event_id, account_id, is_buyer, first_name, last_name, gender, birth_date, email, is_minor)
      values (1, 1, 41, 11, true, 'Sam', 'Rivera', 'male', '1989-11-30', 'sam@example.org', false)`);
    await db.execute(sql`insert into waivers (id, uuid, spectator_id, event_id) values (1, ${WAIVER_UUID}, 1, 41)`);

    await migrateWith(db, kind, MIGRATIONS_FOLDER);
    deps = makeDeps(db);
  }, 120_000);

  afterAll(async () => {
    deps?.cleanup();
    rmSync(before, { recursive: true, force: true });
    await close();
  });

  it('copies every event\'s ticket settings into the app\'s table', async () => {
    const rows = await db.select().from(eventTicketing).orderBy(eventTicketing.eventId);
    // The sales window (migration 0013) came later: none for a migrated event.
    expect(rows.map(({ createdAt: _c, updatedAt: _u, salesOpenAt, salesCloseAt, ...settings }) => (salesOpenAt === null && salesCloseAt === null ? settings : { ...settings, salesOpenAt, salesCloseAt }))).toEqual([
      { eventId: 41, ticketsOnSale: true, ticketPriceCents: 2500, ticketCapacity: 500, taxRateBp: 1300, currency: 'CAD', waiverRequiresSelfie: true },
      { eventId: 42, ticketsOnSale: false, ticketPriceCents: null, ticketCapacity: null, taxRateBp: 0, currency: 'CAD', waiverRequiresSelfie: false },
      { eventId: 43, ticketsOnSale: true, ticketPriceCents: 1800, ticketCapacity: null, taxRateBp: 1498, currency: 'CAD', waiverRequiresSelfie: false },
    ]);
  });

  it('drops the ticket columns from the platform\'s events table, keeping the registration currency', async () => {
    const columns = await queryRows<{ column_name: string }>(
      db,
      sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = 'events'`,
    );
    const names = columns.map((c) => c.column_name);
    for (const gone of ['tickets_on_sale', 'ticket_price_cents', 'ticket_capacity', 'tax_rate_bp', 'waiver_requires_selfie']) expect(names).not.toContain(gone);
    expect(names).toContain('currency');
  });

  it('leaves no foreign key from the app\'s ticket tables to the platform\'s tables (the app\'s memberships are its own, decision 050)', async () => {
    const keys = await queryRows<{ from_table: string; to_table: string }>(
      db,
      sql`select c.conrelid::regclass::text as from_table, c.confrelid::regclass::text as to_table
          from pg_constraint c
          where c.contype = 'f'
            and c.conrelid::regclass::text in ('event_ticketing', 'waiver_texts', 'promo_codes', 'spectator_purchases', 'spectators', 'waivers', 'waiver_records', 'waiver_copy_links', 'payment_checkouts', 'payment_events')
            and c.confrelid::regclass::text not in ('accounts', 'waiver_texts', 'promo_codes', 'spectator_purchases', 'spectators', 'waivers', 'memberships')`,
    );
    expect(keys).toEqual([]);
    // The purchase refers to its event by id only: it may name an event the app's database does not hold.
    await db.execute(sql`
      insert into spectator_purchases (id, event_id, promoter_id, buyer_account_id, unit_price_cents, tax_rate_bp, currency)
      values (2, 990001, 990001, 11, 1000, 0, 'CAD')`);
    const [row] = await db.select().from(spectatorPurchases).where(eq(spectatorPurchases.eventId, 990001));
    expect(row?.promoterId).toBe(990001);
  });

  it('keeps selling and showing the migrated events as before', async () => {
    expect(await getTicketEvent(deps, 41)).toMatchObject({
      name: 'Copper Creek Motocross',
      onSale: true,
      priceCents: 2500,
      taxRateBp: 1300,
      capacity: 500,
      ticketsLeft: 500,
      requiresSelfie: true,
    });
    expect(await getTicketEvent(deps, 42)).toMatchObject({ onSale: false, priceCents: null });
    const waiver = await getWaiver(deps, { uuid: WAIVER_UUID, locale: 'fr' });
    expect(waiver).toMatchObject({ status: 'not_signed', requiresSelfie: true, event: { id: 41, name: 'Copper Creek Motocross' }, text: { title: 'Renonciation' } });
  });
});
