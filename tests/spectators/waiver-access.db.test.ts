import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { waiverCopyLinks, waiverRecords, waivers } from '@/lib/db/schema/spectators';
import { hashToken } from '@/lib/accounts/tokens';
import { COPY_LINK_TTL_MS } from '@/lib/spectators/deps';
import { addSpectator } from '@/lib/spectators/party';
import { startPurchase } from '@/lib/spectators/purchases';
import { getWaiver, readSelfie, type TWaiverView } from '@/lib/spectators/waiver-view';
import { rejectWaiver, signWaiver } from '@/lib/spectators/waiver-signing';
import { createTestDb } from '../setup/db';
import { ACCOUNT, EVENT, makeDeps, seedFixture, signContext, signingInput, SITE, viewer, type TTestDeps } from './fixtures';

/**
 * Who sees a signed waiver's personal data (docs/decisions/012, "Who sees the record"): its
 * owners signed in, or a copy link valid 7 days; anyone else holding the plain link sees that it
 * is signed (initials, event, date) and nothing more.
 */
describe('waiver record access', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TTestDeps;
  const buyer = viewer(ACCOUNT.buyer);
  let adultUuid: string;
  let minorUuid: string;
  let rejectUuid: string;
  let completionToken: string;

  /** Everything of Camila's record that is personal data. */
  const personal = ['camila@example.org', '1991-04-18', '203.0.113.9', 'Vitest/1.0', 'Camila', 'Ortega'];

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    await seedFixture(db);
    deps = makeDeps(db);
    const started = await startPurchase(deps, { viewer: buyer, eventId: EVENT.selfie, locale: 'en' });
    if (!started.ok) throw new Error(started.error);
    const add = async (input: Record<string, unknown>) => {
      const r = await addSpectator(deps, { viewer: buyer, purchaseId: started.purchase.id, input, locale: 'en' });
      if (!r.ok) throw new Error(r.error);
      return r.waiverUuid;
    };
    adultUuid = await add({ firstName: 'Camila', lastName: 'Ortega', gender: 'female', birthDate: '1991-04-18', email: 'camila@example.org' });
    minorUuid = await add({ firstName: 'Tomás', lastName: 'Rivera', gender: 'male', birthDate: `${new Date().getUTCFullYear() - 9}-06-01`, relationship: 'father' });
    rejectUuid = await add({ firstName: 'Jordan', lastName: 'Blake', gender: 'male', birthDate: '1986-08-02', email: 'jordan@example.org' });
  });
  afterAll(async () => {
    deps.cleanup();
    await close();
  });

  const view = (uuid: string, options: { viewer?: ReturnType<typeof viewer> | null; copyToken?: string | null } = {}) =>
    getWaiver(deps, { uuid, locale: 'en', ...options }) as Promise<TWaiverView>;

  it('shows the link holder everything while the waiver is not signed (the link is how it is signed)', async () => {
    const w = await view(adultUuid);
    expect(w).toMatchObject({ status: 'not_signed', access: 'full', summary: null, spectator: { firstName: 'Camila', lastName: 'Ortega', birthDate: '1991-04-18' } });
  });

  it('gives the signer without an account a copy link on completion, showing the whole record', async () => {
    const signed = await signWaiver(deps, { uuid: adultUuid, viewer: null, input: await signingInput(), context: signContext });
    if (!signed.ok) throw new Error(signed.error);
    expect(signed.copyToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    completionToken = signed.copyToken!;
    expect(signed.waiver).toMatchObject({ access: 'full', copyToken: completionToken, copyLink: { state: 'valid' } });
    expect(signed.waiver.copy?.signer.email).toBe('camila@example.org');
    expect(signed.waiver.copy?.selfieUrl).toBe(`/ll/api/waivers/${adultUuid}/selfie?token=${completionToken}`);
    // Only the token's SHA-256 is kept, valid 7 days.
    const [link] = await db.select().from(waiverCopyLinks).where(eq(waiverCopyLinks.tokenHash, hashToken(completionToken)));
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(COPY_LINK_TTL_MS);
  });

  it('mails the signer a copy link of its own', async () => {
    const mail = deps.mails.at(-1)!;
    expect(mail).toMatchObject({ to: 'camila@example.org', meta: { kind: 'waiver-signed' } });
    const match = new RegExp(`${SITE}/ll/waiver/copy/${adultUuid}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text);
    expect(match).not.toBeNull();
    expect(match![1]).not.toBe(completionToken);
    expect((await view(adultUuid, { copyToken: match![1] })).access).toBe('full');
  });

  it('shows anyone else holding the plain link only that it is signed: initials, event, date', async () => {
    for (const who of [null, viewer(ACCOUNT.stranger), viewer(ACCOUNT.participant, 'participant'), viewer(ACCOUNT.promoter, 'promoter')]) {
      const w = await view(adultUuid, { viewer: who });
      expect(w).toMatchObject({
        status: 'signed',
        access: 'summary',
        copy: null,
        copyLink: null,
        event: { name: 'Copper Creek Motocross' },
        summary: { outcome: 'signed', signerInitials: 'C. O.', spectatorInitials: 'C. O.' },
        spectator: { firstName: 'C.', lastName: 'O.', birthDate: null },
        signer: { firstName: 'C.', lastName: 'O.' },
        buyerName: 'S. T.',
      });
      expect(w.summary!.recordedAt).toBeInstanceOf(Date);
      const text = JSON.stringify(w);
      for (const value of personal) expect(text).not.toContain(value);
    }
    expect(await readSelfie(deps, { uuid: adultUuid, viewer: null })).toBeNull();
  });

  it('shows the whole record to the buyer and organisers signed in', async () => {
    expect((await view(adultUuid, { viewer: buyer })).copy?.signer.email).toBe('camila@example.org');
    expect((await view(adultUuid, { viewer: viewer(ACCOUNT.organiser, 'organiser') })).access).toBe('full');
    expect((await view(adultUuid, { viewer: buyer })).copy?.selfieUrl).toBe(`/ll/api/waivers/${adultUuid}/selfie`);
  });

  it('shows the whole record and the selfie through a valid copy link, until it expires', async () => {
    expect(await view(adultUuid, { copyToken: completionToken })).toMatchObject({ access: 'full', copyToken: completionToken });
    expect(await readSelfie(deps, { uuid: adultUuid, viewer: null, copyToken: completionToken })).not.toBeNull();
    deps.clock.offsetMs = COPY_LINK_TTL_MS + 60_000;
    try {
      const expired = await view(adultUuid, { copyToken: completionToken });
      expect(expired).toMatchObject({ access: 'summary', copy: null, copyToken: null, copyLink: { state: 'expired' } });
      for (const value of personal) expect(JSON.stringify(expired)).not.toContain(value);
      expect(await readSelfie(deps, { uuid: adultUuid, viewer: null, copyToken: completionToken })).toBeNull();
      // The owner still sees it all, signed in.
      expect((await view(adultUuid, { viewer: buyer, copyToken: completionToken })).access).toBe('full');
    } finally {
      deps.clock.offsetMs = 0;
    }
  });

  it('treats a forged, malformed or other waiver\'s token as invalid', async () => {
    const forged = 'x'.repeat(42) + 'A';
    for (const copyToken of [forged, 'not-a-token', `${completionToken}x`]) {
      expect(await view(adultUuid, { copyToken })).toMatchObject({ access: 'summary', copy: null, copyLink: { state: 'invalid' } });
    }
    const minor = await signWaiver(deps, { uuid: minorUuid, viewer: buyer, input: await signingInput(), context: signContext });
    expect(minor.ok && minor.copyToken).toBe(null);
    expect(await view(minorUuid, { copyToken: completionToken })).toMatchObject({ access: 'summary', copyLink: { state: 'invalid' } });
    expect(await readSelfie(deps, { uuid: minorUuid, viewer: null, copyToken: completionToken })).toBeNull();
    // A token of nothing opens nothing.
    const links = await db.select().from(waiverCopyLinks);
    expect(links.every((l) => l.tokenHash !== hashToken(forged))).toBe(true);
  });

  it('needs no copy link for the buyer who signed a minor\'s waiver: their account shows it', async () => {
    const w = await view(minorUuid, { viewer: buyer });
    expect(w).toMatchObject({ access: 'full', copy: { guardian: { firstName: 'Sam', relationship: 'father' } } });
    expect((await view(minorUuid)).access).toBe('summary');
  });

  it('applies the same rule to a rejected waiver', async () => {
    const rejected = await rejectWaiver(deps, { uuid: rejectUuid, viewer: null, context: signContext });
    if (!rejected.ok) throw new Error(rejected.error);
    expect(rejected.waiver).toMatchObject({ status: 'rejected', access: 'full' });
    const stranger = await view(rejectUuid);
    expect(stranger).toMatchObject({ access: 'summary', copy: null, summary: { outcome: 'rejected', signerInitials: 'J. B.' } });
    expect(JSON.stringify(stranger)).not.toContain('203.0.113.9');
    expect((await view(rejectUuid, { copyToken: rejected.copyToken })).access).toBe('full');
    const [record] = await db.select().from(waiverRecords).innerJoin(waivers, eq(waivers.id, waiverRecords.waiverId)).where(eq(waivers.uuid, rejectUuid));
    expect(record?.waiver_records.outcome).toBe('rejected');
  });
});
