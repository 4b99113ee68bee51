import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { TDatabase } from '../db/open';
import { accounts, emergencyContacts, guardianships, type TGender, type TRelationship } from '../db/schema';
import { log } from '../log';
import type { TLocale } from '../constants';
import {
  fieldErrorsOf,
  isMinor,
  minorWithRelationshipSchema,
  type TContactInformation,
  type TEmergencyContact,
  type TFieldErrors,
  type TMinorWithRelationship,
} from '../validation/participant';

/**
 * Family members (seed section 6: minors are managed from the parent's account). Every function
 * takes the signed-in guardian's id and checks the guardianship itself, so a minor is only ever
 * read or changed through an account that is their guardian. Pages and actions pass the id of
 * the session's account, never one from the request.
 */
export type TFamilyDeps = { db: TDatabase; now?: () => Date };

export type TFamilyMember = {
  id: number;
  firstName: string;
  lastName: string;
  gender: TGender;
  birthDate: string;
  relationship: TRelationship;
  /** Still under 18: only then can the guardian edit the member here. */
  isMinor: boolean;
  /** The member signs in with a login of their own. */
  hasLogin: boolean;
};

export type TFamilyFormError = 'notFound' | 'forbidden' | 'duplicate' | 'invalid' | 'failed';

export type TFamilyResult = { ok: true; minorId: number } | { ok: false; fieldErrors?: TFieldErrors; formError?: TFamilyFormError };

const nowOf = (deps: TFamilyDeps) => (deps.now ? deps.now() : new Date());

const memberColumns = {
  id: accounts.id,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  gender: accounts.gender,
  birthDate: accounts.birthDate,
  relationship: guardianships.relationship,
  email: accounts.email,
};

function toMember(row: { id: number; firstName: string; lastName: string; gender: TGender; birthDate: string; relationship: TRelationship; email: string | null }, at: Date): TFamilyMember {
  const { email, ...rest } = row;
  return { ...rest, isMinor: isMinor(row.birthDate, at), hasLogin: email !== null };
}

/** The guardian's family members (their minors), by name. */
export async function listFamilyMembers(deps: TFamilyDeps, options: { guardianId: number }): Promise<TFamilyMember[]> {
  const rows = await deps.db
    .select(memberColumns)
    .from(guardianships)
    .innerJoin(accounts, eq(accounts.id, guardianships.minorAccountId))
    .where(eq(guardianships.guardianAccountId, options.guardianId))
    .orderBy(asc(accounts.firstName), asc(accounts.lastName), asc(accounts.id));
  const at = nowOf(deps);
  return rows.map((row) => toMember(row, at));
}

/** One family member of the guardian, or null (no such account, or not this guardian's). */
export async function getFamilyMember(deps: TFamilyDeps, options: { guardianId: number; minorId: number }): Promise<TFamilyMember | null> {
  const [row] = await deps.db
    .select(memberColumns)
    .from(guardianships)
    .innerJoin(accounts, eq(accounts.id, guardianships.minorAccountId))
    .where(and(eq(guardianships.guardianAccountId, options.guardianId), eq(guardianships.minorAccountId, options.minorId)))
    .limit(1);
  return row ? toMember(row, nowOf(deps)) : null;
}

/** Whether `guardianId` is a guardian of `minorId`. */
export async function isGuardianOf(db: TDatabase, options: { guardianId: number; minorId: number }): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(guardianships)
    .where(and(eq(guardianships.guardianAccountId, options.guardianId), eq(guardianships.minorAccountId, options.minorId)))
    .limit(1);
  return Boolean(row);
}

export type TPersonKey = { firstName: string; lastName: string; birthDate: string };

/**
 * The first of these people who already has an account (same first name, last name and birth
 * date, names compared without regard to case), or null. `exceptId` leaves one account out (an
 * edit of that account).
 */
export async function findExistingPerson(db: TDatabase, people: TPersonKey[], exceptId?: number): Promise<TPersonKey | null> {
  for (const person of people) {
    const [row] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          sql`lower(${accounts.firstName}) = lower(${person.firstName})`,
          sql`lower(${accounts.lastName}) = lower(${person.lastName})`,
          eq(accounts.birthDate, person.birthDate),
          exceptId === undefined ? undefined : ne(accounts.id, exceptId),
        ),
      )
      .limit(1);
    if (row) return person;
  }
  return null;
}

/** Contact columns of an account, as stored (copied from the guardian to a minor). */
export type TStoredContact = { [K in keyof TContactInformation]?: string | null };

/**
 * Create a minor's account (no login) under a guardian, with the guardian's contact information
 * and emergency contact. Runs inside the caller's transaction.
 */
export async function createMinorAccount(
  tx: TDatabase,
  options: {
    guardianId: number;
    minor: TMinorWithRelationship;
    locale: TLocale | string;
    contact: TStoredContact | null;
    emergency: TEmergencyContact | null;
  },
): Promise<number> {
  const { minor, contact } = options;
  const [created] = await tx
    .insert(accounts)
    .values({
      role: 'participant',
      email: null,
      passwordHash: null,
      firstName: minor.firstName,
      lastName: minor.lastName,
      gender: minor.gender,
      birthDate: minor.birthDate,
      phone: contact?.phone ?? null,
      address: contact?.address ?? null,
      country: contact?.country ?? null,
      state: contact?.state ?? null,
      city: contact?.city ?? null,
      zip: contact?.zip ?? null,
      area: contact?.area ?? null,
      locale: options.locale,
    })
    .returning({ id: accounts.id });
  const minorId = created!.id;
  if (options.emergency) await tx.insert(emergencyContacts).values({ accountId: minorId, ...options.emergency });
  await tx.insert(guardianships).values({ minorAccountId: minorId, guardianAccountId: options.guardianId, relationship: minor.relationship });
  return minorId;
}

async function loadGuardian(db: TDatabase, guardianId: number) {
  const [guardian] = await db
    .select({
      id: accounts.id,
      birthDate: accounts.birthDate,
      locale: accounts.locale,
      phone: accounts.phone,
      address: accounts.address,
      country: accounts.country,
      state: accounts.state,
      city: accounts.city,
      zip: accounts.zip,
      area: accounts.area,
    })
    .from(accounts)
    .where(eq(accounts.id, guardianId))
    .limit(1);
  return guardian ?? null;
}

function parseMember(input: unknown, now: () => Date) {
  const parsed = minorWithRelationshipSchema({ now }).safeParse(input);
  if (parsed.success) return { ok: true as const, data: parsed.data };
  const fieldErrors = fieldErrorsOf(parsed.error);
  const malformed = Object.values(fieldErrors).some((keys) => keys.some((k) => !/^[a-z]+\.[A-Za-z]+\.[A-Za-z]+$/.test(k)));
  return { ok: false as const, result: (malformed ? { ok: false, formError: 'invalid' } : { ok: false, fieldErrors }) satisfies TFamilyResult };
}

/** A guardian adds a minor to their family (same rules as the registration's Minors step). */
export async function addFamilyMember(deps: TFamilyDeps, options: { guardianId: number; input: unknown }): Promise<TFamilyResult> {
  const now = () => nowOf(deps);
  const guardian = await loadGuardian(deps.db, options.guardianId);
  if (!guardian || isMinor(guardian.birthDate, now())) return { ok: false, formError: 'forbidden' };
  const parsed = parseMember(options.input, now);
  if (!parsed.ok) return parsed.result;
  const minor = parsed.data;
  if (await findExistingPerson(deps.db, [minor])) return { ok: false, formError: 'duplicate' };

  try {
    const minorId = await deps.db.transaction(async (tx) => {
      const [emergency] = await tx
        .select({ firstName: emergencyContacts.firstName, lastName: emergencyContacts.lastName, phone: emergencyContacts.phone, cell: emergencyContacts.cell, email: emergencyContacts.email })
        .from(emergencyContacts)
        .where(eq(emergencyContacts.accountId, guardian.id))
        .limit(1);
      return createMinorAccount(tx as unknown as TDatabase, { guardianId: guardian.id, minor, locale: guardian.locale, contact: guardian, emergency: emergency ?? null });
    });
    return { ok: true, minorId };
  } catch (error) {
    log.error({ err: error, guardianId: guardian.id }, 'adding a family member failed');
    return { ok: false, formError: 'failed' };
  }
}

/** A guardian corrects a minor's name, gender, birth date or their relationship. */
export async function updateFamilyMember(deps: TFamilyDeps, options: { guardianId: number; minorId: number; input: unknown }): Promise<TFamilyResult> {
  const now = () => nowOf(deps);
  const member = await getFamilyMember(deps, { guardianId: options.guardianId, minorId: options.minorId });
  if (!member) return { ok: false, formError: 'notFound' };
  const guardian = await loadGuardian(deps.db, options.guardianId);
  if (!guardian || isMinor(guardian.birthDate, now()) || !member.isMinor) return { ok: false, formError: 'forbidden' };
  const parsed = parseMember(options.input, now);
  if (!parsed.ok) return parsed.result;
  const minor = parsed.data;
  if (await findExistingPerson(deps.db, [minor], options.minorId)) return { ok: false, formError: 'duplicate' };

  try {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ firstName: minor.firstName, lastName: minor.lastName, gender: minor.gender, birthDate: minor.birthDate, updatedAt: new Date() })
        .where(eq(accounts.id, options.minorId));
      await tx
        .update(guardianships)
        .set({ relationship: minor.relationship })
        .where(and(eq(guardianships.minorAccountId, options.minorId), eq(guardianships.guardianAccountId, options.guardianId)));
    });
    return { ok: true, minorId: options.minorId };
  } catch (error) {
    log.error({ err: error, guardianId: options.guardianId, minorId: options.minorId }, 'updating a family member failed');
    return { ok: false, formError: 'failed' };
  }
}

export type TWelcome = {
  account: { id: number; firstName: string; lastName: string; email: string | null };
  /** The viewer is the account itself (else its guardian). */
  isSelf: boolean;
  /** The account's own family members (when the viewer is the account). */
  members: TFamilyMember[];
};

/**
 * What the thank-you page may show about a new account: only to that account itself or to one of
 * its guardians; anyone else gets null (and the page its generic thanks).
 */
export async function getWelcome(deps: TFamilyDeps, options: { accountId: number; viewerId: number | null }): Promise<TWelcome | null> {
  if (options.viewerId === null) return null;
  const isSelf = options.viewerId === options.accountId;
  if (!isSelf && !(await isGuardianOf(deps.db, { guardianId: options.viewerId, minorId: options.accountId }))) return null;
  const [account] = await deps.db
    .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, options.accountId))
    .limit(1);
  if (!account) return null;
  const members = isSelf ? await listFamilyMembers(deps, { guardianId: account.id }) : [];
  return { account, isSelf, members };
}
