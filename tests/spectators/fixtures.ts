import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accounts, guardianships } from '@/lib/db/schema/accounts';
import { events, promoters } from '@/lib/db/schema/platform';
import { eventTicketing, promoCodes, waiverTexts } from '@/lib/db/schema/spectators';
import type { TDatabase } from '@/lib/db/open';
import type { TMail, TSentMail } from '@/lib/mail/mailer';
import type { PaymentPort } from '@/lib/payments/port';
import { createEmbeddedPlatform } from '@/lib/platform/embedded';
import { createTestPayments } from '@/lib/payments/test-provider';
import { demoSelfieJpeg, demoSignaturePng, demoWaiverText } from '@/lib/demo/spectators';
import { waiverTextHashes } from '@/lib/spectators/domain/waiver-text';
import type { TSpectatorDeps, TTicketPlatform, TViewer } from '@/lib/spectators/deps';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';

/**
 * Data for the spectator service tests: a promoter and events of the embedded platform, the app's
 * ticket settings of those events (on sale with and without selfie, a small one for races, one
 * finished), accounts of every kind, waiver texts and promo codes.
 */
export const DAY = 24 * 60 * 60 * 1000;
export const EVENT = { selfie: 4, plain: 5, small: 6, closed: 7, other: 8 } as const;
export const ACCOUNT = { buyer: 11, participant: 12, promoter: 13, organiser: 14, minor: 15, guardian: 16, stranger: 17 } as const;
export const SITE = 'https://tickets.example.org';

export const viewer = (id: number, role: TViewer['role'] = 'spectator'): TViewer => ({ id, role });

export async function seedFixture(db: TDatabase, options: { smallCapacity?: number } = {}): Promise<void> {
  const now = Date.now();
  await db.insert(promoters).values({ id: 1, userId: 1, name: 'Northern Promotions' });
  const base = {
    promoterId: 1,
    timeZone: SITE_TIME_ZONE,
    venue: 'Copper Creek MX Park',
    city: 'Sudbury',
    status: 'scheduled' as const,
  };
  await db.insert(events).values([
    { ...base, id: EVENT.selfie, name: 'Copper Creek Motocross', startAt: new Date(now + 28 * DAY), endAt: new Date(now + 28 * DAY + 9 * 3600_000) },
    { ...base, id: EVENT.plain, name: 'Thunder Valley Motocross', startAt: new Date(now + 6 * DAY), endAt: new Date(now + 6 * DAY + 9 * 3600_000) },
    { ...base, id: EVENT.small, name: 'Lac-Noir Night Race', startAt: new Date(now + 10 * DAY), endAt: new Date(now + 10 * DAY + 5 * 3600_000) },
    { ...base, id: EVENT.closed, name: 'Grand National Endurance', startAt: new Date(now - 28 * DAY), endAt: new Date(now - 28 * DAY + 9 * 3600_000), status: 'finished' as const },
    { ...base, id: EVENT.other, name: 'Ganaraska Hare Scramble', startAt: new Date(now + 35 * DAY), endAt: new Date(now + 35 * DAY + 9 * 3600_000) },
  ]);
  const sale = { ticketsOnSale: true, ticketPriceCents: 2500, taxRateBp: 1300, currency: 'CAD' };
  await db.insert(eventTicketing).values([
    { ...sale, eventId: EVENT.selfie, ticketCapacity: 500, waiverRequiresSelfie: true },
    { ...sale, eventId: EVENT.plain, ticketCapacity: 400, ticketPriceCents: 2000 },
    { ...sale, eventId: EVENT.small, ticketCapacity: options.smallCapacity ?? 5 },
    { ...sale, eventId: EVENT.closed, ticketCapacity: 2000 },
    { ...sale, eventId: EVENT.other, ticketCapacity: 100 },
  ]);
  const person = (id: number, role: TViewer['role'], firstName: string, birthDate: string, email: string | null, locale = 'en') => ({
    id,
    role,
    email,
    firstName,
    lastName: 'Test',
    gender: 'female' as const,
    birthDate,
    locale,
  });
  await db.insert(accounts).values([
    person(ACCOUNT.buyer, 'spectator', 'Sam', '1989-11-30', 'sam@example.org', 'es'),
    person(ACCOUNT.participant, 'participant', 'Alex', '1994-05-14', 'alex@example.org'),
    person(ACCOUNT.promoter, 'promoter', 'Dana', '1978-09-22', 'dana@example.org'),
    person(ACCOUNT.organiser, 'organiser', 'Olive', '1970-01-01', 'olive@example.org'),
    person(ACCOUNT.minor, 'participant', 'Léa', `${new Date().getUTCFullYear() - 12}-03-03`, null, 'fr'),
    person(ACCOUNT.guardian, 'participant', 'Marie', '1983-03-09', 'marie@example.org', 'fr'),
    person(ACCOUNT.stranger, 'spectator', 'Nobody', '1980-02-02', 'nobody@example.org'),
  ]);
  await db.insert(guardianships).values({ minorAccountId: ACCOUNT.minor, guardianAccountId: ACCOUNT.guardian, relationship: 'mother' });
  for (const eventId of Object.values(EVENT)) {
    const parts = demoWaiverText(eventId, 1, 'withMedia', { eventName: `Event ${eventId}`, venue: 'Copper Creek MX Park, Sudbury' });
    await db.insert(waiverTexts).values({ ...parts, sha256: waiverTextHashes(parts), effectiveAt: new Date(now - 14 * DAY) });
  }
  await db.insert(promoCodes).values([
    { code: 'PADDOCK10', eventId: EVENT.selfie, percentOff: 10 },
    { code: 'FAMILY5', amountOffCents: 500, minQuantity: 3 },
    { code: 'EARLYBIRD', percentOff: 20, validUntil: new Date(now - DAY) },
    { code: 'ONCE', percentOff: 50, maxRedemptions: 1 },
    { code: 'FREEPASS', percentOff: 100 },
  ]);
}

export type TTestDeps = TSpectatorDeps & { mails: TMail[]; failMail: { next: boolean }; clock: { offsetMs: number }; cleanup: () => void };

/** The services' dependencies over `db`; the platform is the embedded one over the same database unless given. */
export function makeDeps(db: TDatabase, options: { payments?: PaymentPort; platform?: TTicketPlatform } = {}): TTestDeps {
  const mails: TMail[] = [];
  const failMail = { next: false };
  const clock = { offsetMs: 0 };
  const privateFilesDir = mkdtempSync(path.join(tmpdir(), 'spect-files-'));
  const getDb = async () => db;
  const now = () => new Date(Date.now() + clock.offsetMs);
  let id = 0;
  return {
    getDb,
    platform: options.platform ?? createEmbeddedPlatform(getDb, { now }),
    payments: options.payments ?? createTestPayments({ getDb, siteUrl: SITE, now }),
    sendMail: async (mail: TMail): Promise<TSentMail> => {
      if (failMail.next) {
        failMail.next = false;
        throw new Error('SMTP down');
      }
      mails.push(mail);
      return { id: ++id, transport: 'outbox' };
    },
    siteUrl: SITE,
    privateFilesDir,
    now,
    mails,
    failMail,
    clock,
    cleanup: () => rmSync(privateFilesDir, { recursive: true, force: true }),
  };
}

let signaturePng: Buffer | undefined;
let selfieJpeg: Buffer | undefined;

/** A valid signing input: every box of the fixture's waiver, a drawn signature and a selfie. */
export async function signingInput(options: { selfie?: boolean } = {}) {
  signaturePng ??= await demoSignaturePng();
  selfieJpeg ??= await demoSelfieJpeg();
  return {
    boxes: ['risks', 'rules', 'release', 'media'],
    esignConsent: true,
    certify: true,
    signature: `data:image/png;base64,${signaturePng.toString('base64')}`,
    ...(options.selfie === false ? {} : { selfie: new Uint8Array(selfieJpeg) }),
  };
}

export const signContext = { ip: '203.0.113.9', userAgent: 'Vitest/1.0 (spectators)', locale: 'en' as const };
