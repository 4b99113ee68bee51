import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addFamilyMember, getFamilyMember, getWelcome, listFamilyMembers, updateFamilyMember, type TFamilyDeps } from '@/lib/accounts/family';
import { accounts, emergencyContacts, guardianships } from '@/lib/db/schema';
import type { TDatabase } from '@/lib/db/open';
import { birthDateParts } from '@/lib/validation/participant';
import { createTestDb } from '../setup/db';

const NOW = new Date('2026-06-15T16:00:00Z');

describe('family members service', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TFamilyDeps;
  let parentId: number;
  let otherParentId: number;
  let teenGuardianId: number;
  let childId: number;
  let grownId: number;

  async function account(values: Partial<typeof accounts.$inferInsert> & { firstName: string; birthDate: string }) {
    const [row] = await db
      .insert(accounts)
      .values({ lastName: 'Lefebvre', gender: 'female', locale: 'fr', ...values })
      .returning({ id: accounts.id });
    return row!.id;
  }

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    deps = { db, now: () => NOW };
    parentId = await account({ firstName: 'Marie', birthDate: '1983-03-09', email: 'marie@example.org', phone: '8195550177', address: '7 rue des Erables', country: 'CA', state: 'QC', city: 'Gatineau', zip: 'J8T 4K2' });
    await db.insert(emergencyContacts).values({ accountId: parentId, firstName: 'Luc', lastName: 'Lefebvre', cell: '8195550179' });
    otherParentId = await account({ firstName: 'Paul', lastName: 'Roy', birthDate: '1979-01-01', email: 'paul@example.org' });
    teenGuardianId = await account({ firstName: 'Teen', lastName: 'Roy', birthDate: '2010-01-01', email: 'teen@example.org' });
    childId = await account({ firstName: 'Léa', birthDate: '2014-06-01' });
    grownId = await account({ firstName: 'Noé', birthDate: '2007-01-01' });
    await db.insert(guardianships).values([
      { minorAccountId: childId, guardianAccountId: parentId, relationship: 'mother' },
      { minorAccountId: grownId, guardianAccountId: parentId, relationship: 'mother' },
    ]);
  });
  afterAll(() => close());

  const kid = (firstName: string, birthDate = '2015-09-12', relationship = 'mother') => ({ firstName, lastName: 'Lefebvre', gender: 'male', birthDate: birthDateParts(birthDate), relationship });

  it("lists only the guardian's family members, telling who is still a minor", async () => {
    const members = await listFamilyMembers(deps, { guardianId: parentId });
    expect(members.map((m) => [m.firstName, m.relationship, m.isMinor, m.hasLogin])).toEqual([
      ['Léa', 'mother', true, false],
      ['Noé', 'mother', false, false],
    ]);
    expect(await listFamilyMembers(deps, { guardianId: otherParentId })).toEqual([]);
  });

  it("adds a minor with the guardian's contact information and emergency contact", async () => {
    const result = await addFamilyMember(deps, { guardianId: parentId, input: kid('Théo') });
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    const [row] = await db.select().from(accounts).where(eq(accounts.id, result.minorId));
    expect(row).toMatchObject({ firstName: 'Théo', email: null, passwordHash: null, city: 'Gatineau', zip: 'J8T 4K2', locale: 'fr', birthDate: '2015-09-12' });
    const [contact] = await db.select().from(emergencyContacts).where(eq(emergencyContacts.accountId, result.minorId));
    expect(contact).toMatchObject({ firstName: 'Luc', cell: '8195550179' });
    expect(await getFamilyMember(deps, { guardianId: parentId, minorId: result.minorId })).toMatchObject({ firstName: 'Théo', relationship: 'mother', isMinor: true });
  });

  it('applies the same rules as registration: an adult, a bad name or a missing relationship is refused', async () => {
    expect(await addFamilyMember(deps, { guardianId: parentId, input: kid('Adulte', '2000-01-01') })).toEqual({
      ok: false,
      fieldErrors: { 'birthDate.year': ['minor.birthDate.notMinor'] },
    });
    expect(await addFamilyMember(deps, { guardianId: parentId, input: { ...kid('R2D2'), relationship: '' } })).toEqual({
      ok: false,
      fieldErrors: { firstName: ['minor.firstName.invalid'], relationship: ['participant.relationship.null'] },
    });
    expect(await addFamilyMember(deps, { guardianId: parentId, input: null })).toEqual({ ok: false, formError: 'invalid' });
  });

  it('refuses a second account for the same child', async () => {
    expect(await addFamilyMember(deps, { guardianId: otherParentId, input: { ...kid('LÉA', '2014-06-01'), gender: 'female' } })).toEqual({ ok: false, formError: 'duplicate' });
  });

  it('lets only an adult guardian add minors', async () => {
    expect(await addFamilyMember(deps, { guardianId: teenGuardianId, input: kid('Petit') })).toEqual({ ok: false, formError: 'forbidden' });
    expect(await addFamilyMember(deps, { guardianId: 987654, input: kid('Petit') })).toEqual({ ok: false, formError: 'forbidden' });
  });

  it("edits the guardian's own minor, names and relationship", async () => {
    const result = await updateFamilyMember(deps, { guardianId: parentId, minorId: childId, input: { ...kid('Léa-Rose', '2014-06-02', 'guardian'), gender: 'female' } });
    expect(result).toEqual({ ok: true, minorId: childId });
    expect(await getFamilyMember(deps, { guardianId: parentId, minorId: childId })).toMatchObject({ firstName: 'Léa-Rose', birthDate: '2014-06-02', relationship: 'guardian' });
  });

  it("never reads or changes another guardian's minor, and a grown-up member is not edited here", async () => {
    expect(await getFamilyMember(deps, { guardianId: otherParentId, minorId: childId })).toBeNull();
    expect(await updateFamilyMember(deps, { guardianId: otherParentId, minorId: childId, input: kid('Hacked') })).toEqual({ ok: false, formError: 'notFound' });
    expect(await updateFamilyMember(deps, { guardianId: parentId, minorId: otherParentId, input: kid('Hacked') })).toEqual({ ok: false, formError: 'notFound' });
    const [row] = await db.select().from(accounts).where(eq(accounts.id, childId));
    expect(row!.firstName).toBe('Léa-Rose');
    expect(await updateFamilyMember(deps, { guardianId: parentId, minorId: grownId, input: kid('Noé') })).toEqual({ ok: false, formError: 'forbidden' });
  });
});

describe('thank-you page data', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await createTestDb());
  });
  afterAll(() => close());

  it('is shown to the account itself and to its guardian, never to anyone else', async () => {
    const insert = async (firstName: string, birthDate: string, email: string | null) =>
      (await db.insert(accounts).values({ firstName, lastName: 'Gagnon', gender: 'male', birthDate, email }).returning({ id: accounts.id }))[0]!.id;
    const parent = await insert('Julie', '1985-02-02', 'julie@example.org');
    const child = await insert('Max', '2015-02-02', null);
    const stranger = await insert('Eve', '1990-02-02', 'eve@example.org');
    await db.insert(guardianships).values({ minorAccountId: child, guardianAccountId: parent, relationship: 'mother' });
    const deps = { db, now: () => NOW };

    const self = await getWelcome(deps, { accountId: parent, viewerId: parent });
    expect(self).toMatchObject({ isSelf: true, account: { firstName: 'Julie', email: 'julie@example.org' } });
    expect(self?.members.map((m) => m.firstName)).toEqual(['Max']);
    expect(await getWelcome(deps, { accountId: child, viewerId: parent })).toMatchObject({ isSelf: false, account: { firstName: 'Max' }, members: [] });
    expect(await getWelcome(deps, { accountId: parent, viewerId: stranger })).toBeNull();
    expect(await getWelcome(deps, { accountId: child, viewerId: stranger })).toBeNull();
    expect(await getWelcome(deps, { accountId: parent, viewerId: null })).toBeNull();
    expect(await getWelcome(deps, { accountId: 999_999, viewerId: 999_999 })).toBeNull();
  });
});
