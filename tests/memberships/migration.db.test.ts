import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, queryRows, type TDatabase } from '@/lib/db/open';
import { membershipOfferRanges, membershipOffers, memberships } from '@/lib/db/schema/memberships';
import { listMembers, listMembershipTypes } from '@/lib/memberships/store';
import { createTestDb } from '../setup/db';
import { migrateWith, migrationsBefore } from '../setup/migrations';

/**
 * The migration that moves membership types, ranges and members out of the embedded platform's
 * tables into the app's own (docs/decisions/050): a database at the migration before it, with a
 * type of two ranges and two members (one of them private), is migrated; every row is kept with
 * its id, the old tables are gone, and new rows get new ids.
 */
const TAG_SUFFIX = '_app_memberships';

describe('migration: memberships move to the app', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let before: string;

  beforeAll(async () => {
    let kind: 'pglite' | 'postgres';
    ({ db, close, kind } = await createTestDb({ migrate: false }));
    before = migrationsBefore(TAG_SUFFIX);
    await migrateWith(db, kind, before);
    await db.execute(sql`insert into organizations (id, name) values (7, '{"en":"Valley Riders Club"}')`);
    await db.execute(sql`insert into class_groups (id, organization_id, name) values (1, 7, '{"en":"Pro"}')`);
    await db.execute(
      sql`insert into classes (id, organization_id, class_group_id, code, name, vehicle) values (3, 7, 1, '450P', '{"en":"450 Pro","fr":"450 Pro (fr)"}', 'motorcycle')`,
    );
    await db.execute(
      sql`insert into riders (id, first_name, last_name, gender, birth_year, city, state, country) values (41, 'Ines', 'Marchetti', 'female', 1994, 'Sudbury', 'ON', 'CA'), (42, 'Ravi', 'Okafor', 'male', 2011, 'Barrie', 'ON', 'CA')`,
    );
    await db.execute(
      sql`insert into membership_types (id, organization_id, name, description, validity, transferable, sort_order, is_active) values (5, 7, '{"en":"Club licence","es":"Licencia del club"}', null, 'twelve_months', false, 1, true)`,
    );
    await db.execute(
      sql`insert into membership_ranges (id, membership_type_id, name, min_age, max_age, fee_cents, currency) values (8, 5, '{"en":"Adult"}', 18, null, 11000, 'CAD'), (9, 5, '{"en":"Junior"}', null, 17, 5500, 'CAD')`,
    );
    await db.execute(
      sql`insert into members (id, organization_id, rider_id, membership_type_id, membership_range_id, member_number, class_id, valid_from, valid_until, is_public) values
        (12, 7, 41, 5, 8, 'VRC-12', 3, '2026-03-01', '2027-02-28', true),
        (13, 7, 42, 5, 9, 'VRC-13', null, '2026-03-01', '2027-02-28', false)`,
    );
    await migrateWith(db, kind, MIGRATIONS_FOLDER);
  }, 60_000);

  afterAll(async () => {
    await close();
    rmSync(before, { recursive: true, force: true });
  });

  it('keeps every type, range and member with its id, and drops the old tables', async () => {
    expect(await db.select().from(membershipOffers)).toMatchObject([{ id: 5, organizationId: 7, validity: 'twelve_months', onSale: true, currency: 'CAD', taxRateBp: 0 }]);
    expect((await db.select().from(membershipOfferRanges).orderBy(asc(membershipOfferRanges.id))).map((r) => [r.id, r.offerId, r.feeCents])).toEqual([
      [8, 5, 11_000],
      [9, 5, 5_500],
    ]);
    const moved = await db.select().from(memberships).orderBy(asc(memberships.id));
    expect(moved).toMatchObject([
      { id: 12, offerId: 5, rangeId: 8, riderId: 41, firstName: 'Ines', lastName: 'Marchetti', city: 'Sudbury', memberNumber: 'VRC-12', validFrom: '2026-03-01', validUntil: '2027-02-28', isPublic: true, paymentState: 'paid', feeCents: 11_000 },
      { id: 13, riderId: 42, firstName: 'Ravi', isPublic: false, className: null },
    ]);
    const tables = await queryRows<{ name: string }>(db, sql`select table_name as name from information_schema.tables where table_name in ('members', 'membership_types', 'membership_ranges')`);
    expect(tables).toEqual([]);
  });

  it('lists them in the visitor language, the private member left out', async () => {
    const [type] = await listMembershipTypes(db, { locale: 'es', organizationId: 7 });
    expect(type).toMatchObject({ id: 5, name: 'Licencia del club', ranges: [{ id: 8, name: 'Adult', feeCents: 11_000 }, { id: 9, name: 'Junior', maxAge: 17 }] });
    const members = await listMembers(db, { locale: 'fr', organizationId: 7, now: new Date('2026-07-01T16:00:00Z') });
    expect(members).toEqual([
      expect.objectContaining({ id: 12, riderId: 41, firstName: 'Ines', memberNumber: 'VRC-12', className: '450 Pro (fr)', membershipType: 'Club licence' }),
    ]);
    // The day after it ends, nobody is listed.
    expect(await listMembers(db, { locale: 'en', organizationId: 7, now: new Date('2027-03-01T16:00:00Z') })).toEqual([]);
  });

  it('gives a new membership a new id', async () => {
    const [row] = await db
      .insert(memberships)
      .values({ offerId: 5, organizationId: 7, firstName: 'Noor', lastName: 'Haddad', memberNumber: 'VRC-new', validFrom: '2026-07-01', validUntil: '2027-06-30' })
      .returning({ id: memberships.id });
    expect(row!.id).toBeGreaterThan(13);
  });
});
