/**
 * Demo accounts (README "Demo accounts"). Stable ids, emails and one documented password:
 *
 *   1    promoter     promoter@oorra.ca   Dana Whitfield, the default promoter's user (promoters.user_id 1)
 *   101  participant  demo@oorra.ca       Alex Tremblay, adult racer (English mail)
 *   102  participant  parent@oorra.ca     Marie Lefebvre, guardian (mother) of 103 (French mail)
 *   103  participant  (no login)          Léa Lefebvre, a minor (12 years old on the seed day)
 *   104  spectator    spectator@oorra.ca  Sam Rivera, adult spectator (Spanish mail)
 *   105  organiser    organiser@oorra.ca  Olivia Chen, organiser of organisation 1 (the organiser area)
 *
 * Every account with a login uses DEMO_PASSWORD, hashed once at seed time (argon2 is slow).
 */
import { format, subYears } from 'date-fns';
import { hashPassword } from '../security/passwords';
import type { TDatabase } from '../db/open';
import { accounts, emergencyContacts, guardianships } from '../db/schema/accounts';
import { roleGrants } from '../db/schema/organiser';

export const DEMO_PASSWORD = 'Ride-the-trail-2026';

export const DEMO_ACCOUNT_IDS = { promoter: 1, participant: 101, guardian: 102, minor: 103, spectator: 104, organiser: 105 } as const;

export const DEMO_EMAILS = {
  promoter: 'promoter@oorra.ca',
  participant: 'demo@oorra.ca',
  guardian: 'parent@oorra.ca',
  spectator: 'spectator@oorra.ca',
  organiser: 'organiser@oorra.ca',
} as const;

/** The organisation the demo organiser runs (lib/demo/platform.ts ORGANIZATION_ID). */
export const DEMO_ORGANIZATION_ID = 1;

export async function seedAccounts(db: TDatabase, options: { anchor: Date; passwordHash?: string }): Promise<void> {
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const minorBirthDate = format(subYears(options.anchor, 12), 'yyyy-MM-dd');
  const home = { country: 'CA', state: 'ON', city: 'Barrie', zip: 'L4M 3X9', area: 'Simcoe County' };

  await db.insert(accounts).values([
    {
      id: DEMO_ACCOUNT_IDS.promoter,
      role: 'promoter',
      email: DEMO_EMAILS.promoter,
      passwordHash,
      firstName: 'Dana',
      lastName: 'Whitfield',
      gender: 'female',
      birthDate: '1978-09-22',
      phone: '7055550101',
      address: '12 Speedway Road',
      ...home,
      locale: 'en',
    },
    {
      id: DEMO_ACCOUNT_IDS.participant,
      role: 'participant',
      email: DEMO_EMAILS.participant,
      passwordHash,
      firstName: 'Alex',
      lastName: 'Tremblay',
      gender: 'male',
      birthDate: '1994-05-14',
      phone: '7055550142',
      address: '48 Holeshot Crescent',
      ...home,
      locale: 'en',
    },
    {
      id: DEMO_ACCOUNT_IDS.guardian,
      role: 'participant',
      email: DEMO_EMAILS.guardian,
      passwordHash,
      firstName: 'Marie',
      lastName: 'Lefebvre',
      gender: 'female',
      birthDate: '1983-03-09',
      phone: '8195550177',
      address: '7 rue des Érables',
      country: 'CA',
      state: 'QC',
      city: 'Gatineau',
      zip: 'J8T 4K2',
      area: 'Outaouais',
      locale: 'fr',
    },
    {
      id: DEMO_ACCOUNT_IDS.minor,
      role: 'participant',
      email: null,
      passwordHash: null,
      firstName: 'Léa',
      lastName: 'Lefebvre',
      gender: 'female',
      birthDate: minorBirthDate,
      phone: '8195550177',
      address: '7 rue des Érables',
      country: 'CA',
      state: 'QC',
      city: 'Gatineau',
      zip: 'J8T 4K2',
      area: 'Outaouais',
      locale: 'fr',
    },
    {
      id: DEMO_ACCOUNT_IDS.spectator,
      role: 'spectator',
      email: DEMO_EMAILS.spectator,
      passwordHash,
      firstName: 'Sam',
      lastName: 'Rivera',
      gender: 'male',
      birthDate: '1989-11-30',
      phone: '4165550123',
      address: '200 Front Street West',
      country: 'CA',
      state: 'ON',
      city: 'Toronto',
      zip: 'M5V 3K2',
      area: 'Downtown',
      locale: 'es',
    },
    {
      id: DEMO_ACCOUNT_IDS.organiser,
      role: 'organiser',
      email: DEMO_EMAILS.organiser,
      passwordHash,
      firstName: 'Olivia',
      lastName: 'Chen',
      gender: 'female',
      birthDate: '1981-04-17',
      phone: '7055550190',
      address: '12 Paddock Lane',
      ...home,
      locale: 'en',
    },
  ]);
  // The organiser area's first role, as `npm run roles -- grant` would give it (decision 052).
  await db.insert(roleGrants).values({ accountId: DEMO_ACCOUNT_IDS.organiser, kind: 'organiser', organizationId: DEMO_ORGANIZATION_ID, grantedAt: options.anchor });

  await db.insert(emergencyContacts).values([
    { accountId: DEMO_ACCOUNT_IDS.participant, firstName: 'Julie', lastName: 'Tremblay', cell: '7055550143', email: 'julie.tremblay@example.com' },
    { accountId: DEMO_ACCOUNT_IDS.guardian, firstName: 'Luc', lastName: 'Lefebvre', phone: '8195550178', cell: '8195550179' },
    { accountId: DEMO_ACCOUNT_IDS.minor, firstName: 'Marie', lastName: 'Lefebvre', phone: '8195550177', email: DEMO_EMAILS.guardian },
  ]);

  await db.insert(guardianships).values({
    minorAccountId: DEMO_ACCOUNT_IDS.minor,
    guardianAccountId: DEMO_ACCOUNT_IDS.guardian,
    relationship: 'mother',
  });
}
