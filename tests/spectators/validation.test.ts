import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import { PAYMENT_ERRORS, SPECTATOR_ERRORS, WAIVER_ERRORS } from '@/lib/spectators/errors';
import { canonicalWaiverText, sealRecord, waiverTextHashes } from '@/lib/spectators/domain/waiver-text';
import { demoWaiverText } from '@/lib/demo/spectators';
import { spectatorSchema, ZPromoCodeSchema } from '@/lib/validation/spectators';
import { allBoxesTicked, ZSignWaiverSchema } from '@/lib/validation/waiver';

const now = () => new Date('2026-06-01T16:00:00Z');
const parse = (input: Record<string, unknown>) => spectatorSchema({ now }).safeParse(input);
const errors = (input: Record<string, unknown>) => {
  const r = parse(input);
  return r.success ? {} : z.flattenError(r.error).fieldErrors;
};

describe('spectator form', () => {
  const adult = { firstName: 'Camila', lastName: "O'Neil-Ortega", gender: 'female', birthDate: '1991-04-18', email: ' Camila@Example.COM ' };

  it('accepts an adult with an email and a minor with a relationship', () => {
    expect(parse(adult).data).toMatchObject({ isMinor: false, email: 'camila@example.com', relationship: null });
    expect(parse({ ...adult, birthDate: '2017-02-11', email: '', relationship: 'guardian' }).data).toMatchObject({ isMinor: true, email: null, relationship: 'guardian' });
  });

  it('counts age on the site calendar: 18 on the birthday', () => {
    expect(parse({ ...adult, birthDate: '2008-06-01' }).data?.isMinor).toBe(false);
    expect(errors({ ...adult, birthDate: '2008-06-02', email: '' })).toEqual({ relationship: ['missingRelationship'] });
  });

  it('answers the seed\'s messages for missing and invalid entries', () => {
    expect(errors({ ...adult, email: '' })).toEqual({ email: ['missingEmail'] });
    expect(errors({ ...adult, email: 'not-an-email' })).toEqual({ email: ['invalidEmail'] });
    expect(errors({ ...adult, birthDate: '1991-02-30' })).toEqual({ birthDate: ['invalidBirthDate'] });
    expect(errors({ ...adult, birthDate: '18/04/1991' })).toEqual({ birthDate: ['invalidBirthDate'] });
    expect(errors({ ...adult, birthDate: '2027-01-01' })).toEqual({ birthDate: ['birthDateInFuture'] });
    expect(errors({ ...adult, gender: 'x' })).toEqual({ gender: ['invalidGender'] });
    expect(errors({ ...adult, firstName: 'C' })).toEqual({ firstName: ['nameTooShort'] });
    expect(errors({ ...adult, lastName: '123' })).toEqual({ lastName: ['nameInvalid'] });
    expect(errors({ ...adult, lastName: 'x'.repeat(51) })).toEqual({ lastName: ['nameTooLong'] });
    expect(errors({ ...adult, birthDate: '2017-02-11', relationship: 'cousin' })).toEqual({ relationship: ['invalidRelationship'] });
    expect(errors({})).toMatchObject({ firstName: ['missingFirstName'], lastName: ['missingLastName'], gender: ['missingGender'], birthDate: ['invalidBirthDate'] });
  });

  it('checks promo codes before looking them up', () => {
    expect(ZPromoCodeSchema.safeParse({ code: 'PADDOCK10' }).success).toBe(true);
    expect(ZPromoCodeSchema.safeParse({ code: '' }).success).toBe(false);
    expect(ZPromoCodeSchema.safeParse({ code: "x'; drop table" }).success).toBe(false);
  });
});

describe('waiver form', () => {
  const good = { boxes: ['a'], esignConsent: true, certify: true, signature: 'data:image/png;base64,iVBORw0KGgo=' };
  it('requires consent, certification and a PNG signature', () => {
    expect(ZSignWaiverSchema.safeParse(good).success).toBe(true);
    const flat = (input: Record<string, unknown>) => z.flattenError(ZSignWaiverSchema.safeParse(input).error!).fieldErrors;
    expect(flat({ ...good, esignConsent: false })).toEqual({ esignConsent: ['consentRequired'] });
    expect(flat({ ...good, certify: undefined })).toEqual({ certify: ['certifyRequired'] });
    expect(flat({ ...good, signature: 'data:image/jpeg;base64,AAAA' })).toEqual({ signature: ['signatureInvalid'] });
    expect(allBoxesTicked(['a', 'b'], ['b', 'a', 'c'])).toBe(true);
    expect(allBoxesTicked(['a', 'b'], ['a'])).toBe(false);
  });
});

describe('waiver text fingerprint', () => {
  const parts = demoWaiverText(4, 2, 'withMedia', { eventName: 'Copper Creek Motocross', venue: 'Copper Creek MX Park, Sudbury' });

  it('changes with any word, box, version or language', () => {
    const hashes = waiverTextHashes(parts);
    expect(new Set(Object.values(hashes)).size).toBe(3);
    expect(waiverTextHashes({ ...parts, version: 3 }).en).not.toBe(hashes.en);
    expect(waiverTextHashes({ ...parts, body: { ...parts.body, en: `${parts.body.en} ` } }).en).toBe(hashes.en);
    expect(waiverTextHashes({ ...parts, body: { ...parts.body, en: parts.body.en.replace('dangerous', 'safe') } }).en).not.toBe(hashes.en);
    expect(waiverTextHashes({ ...parts, boxes: parts.boxes.slice(1) }).es).not.toBe(hashes.es);
    expect(canonicalWaiverText(parts, 'fr')).toContain('[media]');
  });

  it('seals a record so that any changed field shows', () => {
    const record = {
      outcome: 'signed', waiverUuid: 'u', waiverVersion: 2, waiverSha256: 'h', locale: 'en', consentText: 'c', certificationText: 't', boxesTicked: ['a'],
      recordedAt: '2026-06-01T16:00:00.000Z', ipAddress: '203.0.113.9', userAgent: 'ua', documentSecurityId: 'D', signatureSha256: 's', selfieSha256: null,
      signer: { firstName: 'A', lastName: 'B', email: null, birthDate: null, accountId: null }, spectator: { firstName: 'A', lastName: 'B', birthDate: '1990-01-01' },
      guardianAccountId: null, relationship: null,
    };
    const seal = sealRecord(record);
    expect(sealRecord({ ...record })).toBe(seal);
    expect(sealRecord({ ...record, ipAddress: '203.0.113.10' })).not.toBe(seal);
    expect(sealRecord({ ...record, signer: { ...record.signer, email: 'x@example.org' } })).not.toBe(seal);
  });
});

describe('messages', () => {
  it('translate every answer of the services in the three languages', () => {
    for (const messages of [en, es, fr] as unknown as Record<string, Record<string, Record<string, unknown>>>[]) {
      for (const key of SPECTATOR_ERRORS) expect(messages.Spectator?.errors, key).toHaveProperty(key);
      for (const key of WAIVER_ERRORS) expect(messages.Waiver?.errors, key).toHaveProperty(key);
      for (const key of PAYMENT_ERRORS) expect(messages.Payment?.errors, key).toHaveProperty(key);
      expect(Object.keys(messages.Waiver?.status ?? {})).toEqual(['not_signed', 'signed', 'rejected']);
    }
  });
});
