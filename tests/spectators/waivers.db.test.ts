import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { paymentEvents, waiverRecords, waiverTexts, waivers } from '@/lib/db/schema/spectators';
import { addSpectator } from '@/lib/spectators/party';
import { startPurchase } from '@/lib/spectators/purchases';
import { sha256Hex } from '@/lib/spectators/domain/waiver-text';
import { getWaiver, readSelfie } from '@/lib/spectators/waiver-view';
import { rejectWaiver, signWaiver } from '@/lib/spectators/waiver-signing';
import { createTestDb } from '../setup/db';
import { ACCOUNT, EVENT, makeDeps, seedFixture, signContext, signingInput, viewer, type TTestDeps } from './fixtures';

/** The message of a database error, however the driver wraps it. */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const parts: string[] = [];
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) parts.push(String((e as Error).message));
    return parts.join(' | ');
  }
  return 'not refused';
}

describe('waivers', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TTestDeps;
  const buyer = viewer(ACCOUNT.buyer);
  let buyerUuid: string;
  let adultUuid: string;
  let minorUuid: string;
  let otherUuid: string;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    await seedFixture(db);
    deps = makeDeps(db);
    const started = await startPurchase(deps, { viewer: buyer, eventId: EVENT.selfie, locale: 'es' });
    if (!started.ok) throw new Error(started.error);
    buyerUuid = started.purchase.spectators[0]!.waiver.uuid;
    const add = async (input: Record<string, unknown>) => {
      const r = await addSpectator(deps, { viewer: buyer, purchaseId: started.purchase.id, input, locale: 'es' });
      if (!r.ok) throw new Error(r.error);
      return r.waiverUuid;
    };
    adultUuid = await add({ firstName: 'Camila', lastName: 'Ortega', gender: 'female', birthDate: '1991-04-18', email: 'camila@example.org' });
    minorUuid = await add({ firstName: 'Tomás', lastName: 'Rivera', gender: 'male', birthDate: `${new Date().getUTCFullYear() - 9}-06-01`, relationship: 'father' });
    otherUuid = await add({ firstName: 'Jordan', lastName: 'Blake', gender: 'male', birthDate: '1986-08-02', email: 'jordan@example.org' });
  });
  afterAll(async () => {
    deps.cleanup();
    await close();
  });

  it('answers nothing (404) for a malformed or unknown document id', async () => {
    expect(await getWaiver(deps, { uuid: 'not-a-uuid', locale: 'en' })).toBeNull();
    expect(await getWaiver(deps, { uuid: '00000000-0000-4000-8000-00000000ffff', locale: 'en' })).toBeNull();
  });

  it('shows the current version in the signer\'s language with its SHA-256', async () => {
    const fr = await getWaiver(deps, { uuid: adultUuid, locale: 'fr' });
    expect(fr).toMatchObject({ status: 'not_signed', requiresSelfie: true, signedByBuyer: false, signer: { kind: 'self', firstName: 'Camila' } });
    expect(fr?.text?.title).toMatch(/^Décharge/);
    expect(fr?.text?.boxes.map((b) => b.key)).toEqual(['risks', 'rules', 'release', 'media']);
    const [text] = await db.select().from(waiverTexts).where(eq(waiverTexts.id, fr!.text!.id));
    expect(fr?.text?.sha256).toBe(text?.sha256.fr);
    const minor = await getWaiver(deps, { uuid: minorUuid, locale: 'en' });
    expect(minor).toMatchObject({ signedByBuyer: true, signer: { kind: 'guardian', firstName: 'Sam', relationship: 'father' }, spectator: { isMinor: true } });
  });

  it('refuses a signature without every box, consent, certification, a real signature or the selfie', async () => {
    const good = await signingInput();
    const sign = (input: Record<string, unknown>) => signWaiver(deps, { uuid: adultUuid, viewer: null, input, context: signContext });
    expect(await sign({ ...good, boxes: ['risks', 'rules'] })).toMatchObject({ ok: false, error: 'tickAllBoxesAndSign', fieldErrors: { boxes: ['tickAllBoxesAndSign'] } });
    expect(await sign({ ...good, esignConsent: false })).toMatchObject({ ok: false, error: 'consentRequired' });
    expect(await sign({ ...good, certify: undefined })).toMatchObject({ ok: false, error: 'certifyRequired' });
    expect(await sign({ ...good, signature: '' })).toMatchObject({ ok: false, error: 'signatureRequired' });
    const jpegAsPng = `data:image/png;base64,${(await sharp({ create: { width: 200, height: 80, channels: 3, background: '#fff' } }).jpeg().toBuffer()).toString('base64')}`;
    expect(await sign({ ...good, signature: jpegAsPng })).toMatchObject({ ok: false, error: 'signatureInvalid' });
    const blank = `data:image/png;base64,${(await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer()).toString('base64')}`;
    expect(await sign({ ...good, signature: blank })).toMatchObject({ ok: false, error: 'signatureRequired' });
    const { selfie: _selfie, ...withoutSelfie } = good;
    expect(await sign(withoutSelfie)).toMatchObject({ ok: false, error: 'selfieRequired', fieldErrors: { selfie: ['selfieRequired'] } });
    expect(await sign({ ...good, selfie: new TextEncoder().encode('GIF89a not really an image') })).toMatchObject({ ok: false, error: 'selfieInvalidType' });
    expect((await getWaiver(deps, { uuid: adultUuid, locale: 'en' }))?.status).toBe('not_signed');
    expect(await db.select().from(waiverRecords)).toEqual([]);
  });

  it('signs with a complete, sealed record and offers a verified copy', async () => {
    const input = await signingInput();
    const result = await signWaiver(deps, { uuid: adultUuid, viewer: null, input, context: { ...signContext, locale: 'fr' } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [record] = await db.select().from(waiverRecords).where(eq(waiverRecords.waiverId, (await db.select().from(waivers).where(eq(waivers.uuid, adultUuid)))[0]!.id));
    expect(record).toMatchObject({
      outcome: 'signed',
      waiverVersion: 1,
      locale: 'fr',
      ipAddress: '203.0.113.9',
      userAgent: 'Vitest/1.0 (spectators)',
      boxesTicked: ['risks', 'rules', 'release', 'media'],
      signerFirstName: 'Camila',
      signerEmail: 'camila@example.org',
      guardianAccountId: null,
    });
    expect(record?.consentText).toMatch(/^J’accepte de signer/);
    expect(record?.waiverSha256).toBe(sha256Hex(record!.documentText));
    expect(record?.signatureSha256).toBe(sha256Hex(record!.signaturePng!));
    expect(record?.documentSecurityId).toMatch(/^[0-9A-F-]{36}$/);
    const files = readdirSync(path.join(deps.privateFilesDir, 'selfies'));
    expect(files).toEqual([record!.selfieFile]);
    expect(record?.selfieFile).toMatch(/^[0-9a-f-]{36}\.jpg$/);

    const copy = result.waiver.copy!;
    expect(result.waiver.status).toBe('signed');
    expect(copy).toMatchObject({ outcome: 'signed', locale: 'fr', waiverSha256: record!.waiverSha256, hasSelfie: true, verified: { text: true, signature: true, record: true } });
    expect(copy.signatureDataUrl).toMatch(/^data:image\/png;base64,/);
    // The signer (no account) sees their selfie through the copy link of the completion page.
    expect(copy.selfieUrl).toBe(`/ll/api/waivers/${adultUuid}/selfie?token=${result.copyToken}`);
    expect(deps.mails.at(-1)).toMatchObject({ to: 'camila@example.org', meta: { kind: 'waiver-signed' } });
    expect(deps.mails.at(-1)?.text).toContain(copy.documentSecurityId);

    expect(await signWaiver(deps, { uuid: adultUuid, viewer: null, input, context: signContext })).toMatchObject({ ok: false, error: 'alreadySigned' });
    expect(await rejectWaiver(deps, { uuid: adultUuid, viewer: null, context: signContext })).toMatchObject({ ok: false, error: 'alreadySigned' });
  });

  it('shows the selfie only to those allowed, checked against its hash', async () => {
    const byBuyer = await readSelfie(deps, { uuid: adultUuid, viewer: buyer });
    expect(byBuyer).not.toBeNull();
    const meta = await sharp(byBuyer!.jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(await readSelfie(deps, { uuid: adultUuid, viewer: viewer(ACCOUNT.organiser, 'organiser') })).not.toBeNull();
    expect(await readSelfie(deps, { uuid: adultUuid, viewer: viewer(ACCOUNT.stranger) })).toBeNull();
    expect(await readSelfie(deps, { uuid: adultUuid, viewer: null })).toBeNull();
    expect((await getWaiver(deps, { uuid: adultUuid, locale: 'en', viewer: buyer }))?.copy?.selfieUrl).toBe(`/ll/api/waivers/${adultUuid}/selfie`);
  });

  it('has the buyer sign their own and their minors\' waivers, as guardian for a minor', async () => {
    const input = await signingInput();
    expect(await signWaiver(deps, { uuid: minorUuid, viewer: null, input, context: signContext })).toMatchObject({ ok: false, error: 'signInRequired' });
    expect(await signWaiver(deps, { uuid: minorUuid, viewer: viewer(ACCOUNT.stranger), input, context: signContext })).toMatchObject({ ok: false, error: 'signInRequired' });
    const minor = await signWaiver(deps, { uuid: minorUuid, viewer: buyer, input, context: signContext });
    expect(minor.ok).toBe(true);
    const [record] = await db.select().from(waiverRecords).where(eq(waiverRecords.spectatorFirstName, 'Tomás'));
    expect(record).toMatchObject({ signerFirstName: 'Sam', signerAccountId: ACCOUNT.buyer, guardianAccountId: ACCOUNT.buyer, relationship: 'father', spectatorLastName: 'Rivera' });
    expect(minor.ok && minor.waiver.copy?.guardian).toEqual({ firstName: 'Sam', lastName: 'Test', relationship: 'father' });
    expect((await signWaiver(deps, { uuid: buyerUuid, viewer: buyer, input, context: signContext })).ok).toBe(true);
  });

  it('rejects a waiver for good: a rejected waiver cannot be signed', async () => {
    const rejected = await rejectWaiver(deps, { uuid: otherUuid, viewer: null, context: signContext });
    expect(rejected.ok && rejected.waiver).toMatchObject({ status: 'rejected', copy: { outcome: 'rejected', signatureDataUrl: null, verified: { record: true } } });
    expect(await signWaiver(deps, { uuid: otherUuid, viewer: null, input: await signingInput(), context: signContext })).toMatchObject({ ok: false, error: 'waiverRejected' });
    expect(await rejectWaiver(deps, { uuid: otherUuid, viewer: null, context: signContext })).toMatchObject({ ok: false, error: 'waiverRejected' });
  });

  it('keeps records append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    expect(await refusal(() => db.update(waiverRecords).set({ ipAddress: '10.0.0.1' }).where(sql`true`))).toMatch(/append-only/);
    expect(await refusal(() => db.delete(waiverRecords).where(sql`true`))).toMatch(/append-only/);
    expect(await refusal(() => db.execute(sql`truncate waiver_records cascade`))).toMatch(/append-only/);
    expect(await refusal(() => db.update(waiverTexts).set({ version: 9 }).where(sql`true`))).toMatch(/append-only/);
    expect(await refusal(() => db.delete(waiverTexts).where(sql`true`))).toMatch(/append-only/);
    await db.insert(paymentEvents).values({ provider: 'test', providerEventId: 'evt_append_only', type: 'completed', outcome: 'ignored_state' });
    expect(await refusal(() => db.update(paymentEvents).set({ outcome: 'paid' }).where(sql`true`))).toMatch(/append-only/);
    expect(await refusal(() => db.delete(paymentEvents).where(sql`true`))).toMatch(/append-only/);
    // A signed or rejected waiver keeps its status; waivers are never deleted.
    expect(await refusal(() => db.update(waivers).set({ status: 'not_signed' }).where(eq(waivers.uuid, adultUuid)))).toMatch(/cannot become not_signed/);
    expect(await refusal(() => db.update(waivers).set({ status: 'signed' }).where(eq(waivers.uuid, otherUuid)))).toMatch(/cannot become signed/);
    expect(await refusal(() => db.delete(waivers).where(eq(waivers.uuid, adultUuid)))).toMatch(/never deleted/);
    expect((await db.select().from(waiverRecords)).length).toBe(4);
  });

  it('refuses to mark a waiver signed without its record', async () => {
    const fresh = await startPurchase(deps, { viewer: viewer(ACCOUNT.participant, 'participant'), eventId: EVENT.plain, locale: 'en' });
    if (!fresh.ok) throw new Error(fresh.error);
    const uuid = fresh.purchase.spectators[0]!.waiver.uuid;
    expect(await refusal(() => db.update(waivers).set({ status: 'signed' }).where(eq(waivers.uuid, uuid)))).toMatch(/without a signature record/);
  });
});
