import { describe, expect, it } from 'vitest';
import {
  birthDateParts,
  emailSchema,
  fieldErrorsOf,
  informationSchema,
  isCommonPassword,
  isMinor,
  participantRegistrationSchema,
  passwordSchema,
  toIsoDate,
  ZContactInformationSchema,
  ZEmergencyContactSchema,
} from '@/lib/validation/participant';
import { calendarDay } from '@/lib/i18n/format';

/** A fixed "now" (noon in Toronto) so ages do not depend on the day the tests run. */
const NOW = new Date('2026-06-15T16:00:00Z');
const now = () => NOW;
const parts = (iso: string) => birthDateParts(iso);

const adultInfo = { firstName: 'Chloé', lastName: 'Bélanger', gender: 'female', birthDate: parts('1990-04-02') };
const minorInfo = { firstName: 'Léo', lastName: 'Bélanger', gender: 'male', birthDate: parts('2012-09-30') };
const login = { email: 'chloe@example.racing', emailConfirmation: 'Chloe@Example.racing', password: 'Holeshot77', passwordConfirmation: 'Holeshot77' };
const contact = { phone: '416-555-0199', address: '12 Pit Lane', country: 'CA', state: 'Ontario', city: 'Walton', zip: 'N0G 2V0', area: '' };
const emergency = { firstName: 'Marc', lastName: 'Bélanger', cell: '', phone: '5195550100', email: '' };
const guardian = { firstName: 'Anne', lastName: 'Bélanger', gender: 'female', birthDate: parts('1980-01-20'), email: 'anne@example.org', emailConfirmation: 'anne@example.org', password: 'Paddock2026', passwordConfirmation: 'Paddock2026' };

const schema = participantRegistrationSchema({ now });
const errorsOf = (input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : fieldErrorsOf(r.error);
};

describe('participant registration schema', () => {
  it('accepts an adult with two minors and normalises what it keeps', () => {
    const r = schema.safeParse({
      information: adultInfo,
      login,
      contact,
      emergency,
      minors: [
        { firstName: 'Zoé', lastName: 'Bélanger', gender: 'female', birthDate: parts('2014-02-28'), relationship: 'mother' },
        { firstName: 'Hugo', lastName: 'Bélanger', gender: 'male', birthDate: parts('2016-07-01'), relationship: 'mother' },
      ],
    });
    expect(r.success).toBe(true);
    if (!r.success) return;
    expect(r.data.information).toMatchObject({ firstName: 'Chloé', birthDate: '1990-04-02', guardianMode: undefined });
    expect(r.data.login.email).toBe('chloe@example.racing');
    expect(r.data.contact).toEqual({ phone: '4165550199', address: '12 Pit Lane', country: 'CA', state: 'Ontario', city: 'Walton', zip: 'N0G 2V0', area: null });
    expect(r.data.emergency).toEqual({ firstName: 'Marc', lastName: 'Bélanger', cell: null, phone: '5195550100', email: null });
    expect(r.data.minors.map((m) => m.birthDate)).toEqual(['2014-02-28', '2016-07-01']);
    expect(r.data.adult).toBeUndefined();
  });

  it('drops a guardian sent with an adult registration (an adult has no Adult Information)', () => {
    const r = schema.safeParse({ information: adultInfo, adult: guardian, login, contact, emergency });
    expect(r.success && r.data.adult).toBeUndefined();
  });

  it('asks a minor who their parent or guardian is', () => {
    expect(errorsOf({ information: minorInfo, login, contact, emergency })).toMatchObject({
      'information.guardianMode': ['participant.guardianMode.null'],
    });
  });

  it('accepts a minor with a new guardian and the relationship; the emails must differ', () => {
    const input = { information: { ...minorInfo, guardianMode: 'new' }, adult: guardian, login, contact, emergency, guardianRelationship: 'mother' };
    const r = schema.safeParse(input);
    expect(r.success).toBe(true);
    if (r.success) expect(r.data.adult?.email).toBe('anne@example.org');

    const same = errorsOf({ ...input, login: { ...login, email: 'ANNE@example.org', emailConfirmation: 'anne@example.org' } });
    expect(same['login.email']).toEqual(['participant.email.sameAsParent']);
  });

  it('needs the new guardian, and the guardian relationship, for a minor', () => {
    const errors = errorsOf({ information: { ...minorInfo, guardianMode: 'new' }, login, contact, emergency });
    expect(errors['adult.firstName']).toEqual(['parent.firstName.null']);
    expect(errors.guardianRelationship).toEqual(['parent.relationship.null']);
  });

  it('refuses a guardian under 18 and minors added by a minor', () => {
    const errors = errorsOf({
      information: { ...minorInfo, guardianMode: 'new' },
      adult: { ...guardian, birthDate: parts('2010-01-01') },
      login,
      contact,
      emergency,
      guardianRelationship: 'brother',
      minors: [{ firstName: 'Zoé', lastName: 'Roy', gender: 'female', birthDate: parts('2015-01-01'), relationship: 'sister' }],
    });
    expect(errors['adult.birthDate.year']).toEqual(['parent.birthDate.notAdult']);
    expect(errors.minors).toEqual(['minors.notAllowed']);
  });

  it('accepts a minor whose guardian is an existing account (signed in, checked by the service)', () => {
    const r = schema.safeParse({ information: { ...minorInfo, guardianMode: 'existing' }, login, contact, emergency, guardianRelationship: 'guardian' });
    expect(r.success).toBe(true);
  });

  it('refuses an adult on the Minors step', () => {
    const errors = errorsOf({ information: adultInfo, login, contact, emergency, minors: [{ ...adultInfo, relationship: 'friend' }] });
    expect(errors['minors.0.birthDate.year']).toEqual(['minor.birthDate.notMinor']);
  });
});

describe('information step', () => {
  it('tells which part of the birth date is missing', () => {
    const r = informationSchema({ now }).safeParse({ ...adultInfo, birthDate: { year: '1990', month: '', day: '3' } });
    expect(r.success ? {} : fieldErrorsOf(r.error)).toEqual({ 'birthDate.month': ['participant.birthDate.null'] });
  });
});

describe('emergency contact', () => {
  it('needs a cell or a phone; either one is enough; the email is optional but must be valid', () => {
    const base = { firstName: 'Marc', lastName: 'Roy', cell: '', phone: '', email: '' };
    expect(fieldErrorsOf(ZEmergencyContactSchema.safeParse(base).error!)).toEqual({ cell: ['emergency.cell.null'] });
    expect(ZEmergencyContactSchema.safeParse({ ...base, cell: '416-555-0100' }).success).toBe(true);
    expect(ZEmergencyContactSchema.safeParse({ ...base, phone: '4165550100' }).success).toBe(true);
    expect(fieldErrorsOf(ZEmergencyContactSchema.safeParse({ ...base, cell: '4165550100', email: 'marc@' }).error!)).toEqual({ email: ['emergency.email.invalid'] });
  });
});

describe('contact information', () => {
  it('names each missing field with its own message', () => {
    const r = ZContactInformationSchema.safeParse({ phone: '', address: '', country: '', state: '', city: '', zip: '', area: '' });
    expect(r.success ? {} : fieldErrorsOf(r.error)).toEqual({
      phone: ['participant.phone.null'],
      address: ['participant.address.null', 'participant.address.tooShort', 'participant.address.invalid'],
      country: ['participant.country.null', 'participant.country.invalid'],
      state: ['participant.state.null'],
      city: ['participant.city.null'],
      zip: ['participant.zip.null', 'participant.zip.invalid'],
    });
  });

  it('refuses an unknown country code', () => {
    const r = ZContactInformationSchema.safeParse({ ...contact, country: 'ZZ' });
    expect(r.success ? {} : fieldErrorsOf(r.error)).toEqual({ country: ['participant.country.invalid'] });
  });
});

describe('single rules', () => {
  it('accepts real addresses on new and long top-level domains (decision 007)', () => {
    for (const email of ['rider@club.racing', 'curator@history.museum', 'a.b+c@sub.example.motorcycles', 'x@example.ca']) {
      expect(emailSchema('participant').safeParse(email).success).toBe(true);
    }
    for (const email of ['rider@club', 'rider@club.r', '@club.racing', 'rider@@club.racing', 'rider club@x.ca']) {
      expect(emailSchema('participant').safeParse(email).success).toBe(false);
    }
  });

  it('uses one password rule: 8 to 255, a letter and a digit, not common (decision 008)', () => {
    const messages = (p: string) => passwordSchema('participant').safeParse(p).error?.issues.map((i) => i.message) ?? [];
    expect(messages('')).toContain('participant.password.null');
    expect(messages('abc1234')).toEqual(['participant.password.tooShort']);
    expect(messages('abcd1234')).toEqual(['participant.password.common']);
    expect(messages('PassWord1')).toEqual(['participant.password.common']);
    expect(messages('holeshot')).toEqual(['participant.password.invalid']);
    expect(messages(`a1${'x'.repeat(254)}`)).toEqual(['participant.password.tooLong']);
    expect(messages('Holeshot77')).toEqual([]);
    expect(isCommonPassword('MOTOCROSS123')).toBe(true);
  });

  it('counts age on the site calendar, with February 29 birthdays', () => {
    expect(isMinor('2008-06-15', NOW)).toBe(false);
    expect(isMinor('2008-06-16', NOW)).toBe(true);
    // 23:30 in Toronto on June 14 is already June 15 in UTC: still the 14th here.
    expect(isMinor('2008-06-15', new Date('2026-06-15T03:30:00Z'))).toBe(true);
    expect(isMinor('2008-02-29', new Date('2026-02-28T17:00:00Z'))).toBe(true);
    expect(isMinor('2008-02-29', new Date('2026-03-01T17:00:00Z'))).toBe(false);
    expect(calendarDay(new Date('2026-01-01T04:59:00Z'))).toBe('2025-12-31');
  });

  it('builds and splits dates', () => {
    expect(toIsoDate(2024, 2, 29)).toBe('2024-02-29');
    expect(toIsoDate(2023, 2, 29)).toBeNull();
    expect(toIsoDate(1900, 1, 1)).toBe('1900-01-01');
    expect(birthDateParts('2012-09-03')).toEqual({ year: '2012', month: '9', day: '3' });
    expect(birthDateParts(null)).toEqual({ year: '', month: '', day: '' });
  });
});
