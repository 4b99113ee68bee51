import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADDRESS_MAX, ADDRESS_MIN, PASSWORD_MAX, PASSWORD_MIN } from '@/lib/constants';
import commonPasswords from '@/lib/validation/common-passwords.json';
import {
  addressSchema,
  adultInformationSchema,
  birthDateSchema,
  emailSchema,
  GENDERS,
  genderSchema,
  informationSchema,
  isMinor,
  minorWithRelationshipSchema,
  NAME_MAX,
  NAME_MIN,
  nameSchema,
  passwordSchema,
  phoneSchema,
  postalCodeSchema,
  RELATIONSHIPS,
  relationshipSchema,
  toIsoDate,
  ZContactInformationSchema,
  ZEmergencyContactSchema,
  ZExistingAccountSchema,
  ZLoginDataSchema,
  type TPersonRole,
} from '@/lib/validation/participant';
import { calendarDay } from '@/lib/i18n/format';

const ROLES: TPersonRole[] = ['participant', 'parent', 'emergency', 'minor'];
const role = fc.constantFrom(...ROLES);
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

// Arbitraries ---------------------------------------------------------------------------------

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéèêëàâäçîïôöùûüÿñÉÈÇÑßøæœ'.split('');
const letter = fc.constantFrom(...LETTERS);
const word = fc.string({ unit: letter, minLength: 1, maxLength: 12 });
/** Names as people write them: words joined by a space, a hyphen or an apostrophe. */
const validName = fc
  .tuple(word, fc.array(fc.tuple(fc.constantFrom(' ', '-', "'", '. '), word), { maxLength: 3 }))
  .map(([first, rest]) => first + rest.map(([sep, w]) => sep + w).join(''))
  .filter((n) => n.length >= NAME_MIN && n.length <= NAME_MAX);

const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: n, maxLength: n });
const label = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')), minLength: 1, maxLength: 20 });
const tld = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')), minLength: 2, maxLength: 18 });
/** Emails with any top-level domain, including long ones (.racing, .museum, .motorcycles). */
const validEmail = fc
  .tuple(label, fc.array(label, { minLength: 1, maxLength: 3 }), tld)
  .map(([local, labels, top]) => `${local}@${labels.join('.')}.${top}`);

const today = calendarDay(new Date());
const todayYear = Number(today.slice(0, 4));
/** A real past day as the form sends it (strings without leading zeros). */
const pastDay = fc
  .record({ year: fc.integer({ min: 1900, max: todayYear - 1 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) })
  .map(({ year, month, day }) => ({ year: String(year), month: String(month), day: String(day), iso: toIsoDate(year, month, day)! }));

const passwordChars = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*()-_ ñé'.split(''));
const validPassword = fc
  .tuple(letter, fc.constantFrom(...'0123456789'.split('')), fc.string({ unit: passwordChars, minLength: PASSWORD_MIN - 2, maxLength: 60 }))
  .map(([l, d, rest]) => `${rest.slice(0, 3)}${l}${rest.slice(3)}${d}`)
  .filter((p) => !commonPasswords.passwords.includes(p.toLowerCase()));

// Properties ----------------------------------------------------------------------------------

describe('names', () => {
  it('accepts letters (any language) with spaces, hyphens, apostrophes and periods', () => {
    fc.assert(
      fc.property(role, fc.constantFrom('firstName', 'lastName') as fc.Arbitrary<'firstName' | 'lastName'>, validName, (r, field, name) => {
        expect(nameSchema(r, field).safeParse(name).success).toBe(true);
      }),
    );
  });

  it('refuses names with digits or symbols as invalid', () => {
    fc.assert(
      fc.property(role, validName, fc.constantFrom(...'0123456789@#$%&*_=+!?/<>'.split('')), (r, name, bad) => {
        const candidate = (name + bad).slice(-NAME_MAX);
        expect(firstMessage(nameSchema(r, 'firstName').safeParse(candidate))).toBe(`${r}.firstName.invalid`);
      }),
    );
  });

  it('refuses names over the maximum as too long and one letter as too short', () => {
    fc.assert(
      fc.property(role, fc.string({ unit: letter, minLength: NAME_MAX + 1, maxLength: NAME_MAX + 40 }), letter, (r, long, one) => {
        expect(firstMessage(nameSchema(r, 'lastName').safeParse(long))).toBe(`${r}.lastName.tooLong`);
        expect(firstMessage(nameSchema(r, 'lastName').safeParse(one))).toBe(`${r}.lastName.tooShort`);
      }),
    );
  });

  it('refuses blank names with the null message', () => {
    fc.assert(
      fc.property(role, fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), maxLength: 5 }), (r, blank) => {
        expect(firstMessage(nameSchema(r, 'firstName').safeParse(blank))).toBe(`${r}.firstName.null`);
      }),
    );
  });
});

describe('phone', () => {
  it('accepts ten digits, bare or as xxx-xxx-xxxx, and keeps the digits', () => {
    fc.assert(
      fc.property(role, digits(10), (r, d) => {
        const dashed = `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
        expect(phoneSchema(r).safeParse(d)).toEqual({ success: true, data: d });
        expect(phoneSchema(r).safeParse(dashed)).toEqual({ success: true, data: d });
      }),
    );
  });

  it('refuses any other digit count: fewer as invalid, more as too long', () => {
    fc.assert(
      fc.property(role, fc.integer({ min: 1, max: 20 }).filter((n) => n !== 10), (r, n) => {
        const result = phoneSchema(r, 'cell').safeParse('7'.repeat(n));
        expect(firstMessage(result)).toBe(n > 10 ? `${r}.cell.tooLong` : `${r}.cell.invalid`);
      }),
    );
  });

  it('refuses other layouts of ten digits as invalid', () => {
    fc.assert(
      fc.property(digits(10), fc.constantFrom(' ', '.', '(', ')', '/'), fc.integer({ min: 1, max: 9 }), (d, sep, at) => {
        expect(firstMessage(phoneSchema('participant').safeParse(d.slice(0, at) + sep + d.slice(at)))).toBe('participant.phone.invalid');
      }),
    );
  });
});

describe('address', () => {
  const addressChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzÉé0123456789 '.split(''));
  it(`accepts ${ADDRESS_MIN} to ${ADDRESS_MAX} letters, digits and spaces`, () => {
    fc.assert(
      fc.property(fc.string({ unit: addressChar, minLength: ADDRESS_MIN, maxLength: ADDRESS_MAX }).filter((a) => a.trim().length >= ADDRESS_MIN), (a) => {
        expect(addressSchema('participant').safeParse(a).success).toBe(true);
      }),
    );
  });

  it('refuses longer ones as too long, shorter ones as too short, punctuation as invalid', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abc123'.split('')), minLength: ADDRESS_MAX + 1, maxLength: 300 }), (a) => {
        expect(firstMessage(addressSchema('participant').safeParse(a))).toBe('participant.address.tooLong');
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abc123'.split('')), minLength: 1, maxLength: ADDRESS_MIN - 1 }), (a) => {
        expect(firstMessage(addressSchema('participant').safeParse(a))).toBe('participant.address.tooShort');
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...',.#/\'"-()&'.split('')), (p) => {
        expect(firstMessage(addressSchema('participant').safeParse(`12 Main St${p}`))).toBe('participant.address.invalid');
      }),
    );
  });
});

describe('postal code', () => {
  const alnum = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcxyz0123456789'.split(''));
  it('accepts US ZIP codes with or without the +4', () => {
    fc.assert(
      fc.property(digits(5), fc.option(digits(4)), (zip, plus) => {
        const code = plus ? `${zip}-${plus}` : zip;
        expect(postalCodeSchema('participant').safeParse(code)).toEqual({ success: true, data: code });
      }),
    );
  });

  it('accepts 2 to 10 letters or digits in one group or two separated by a space, upper-cased', () => {
    fc.assert(
      fc.property(fc.string({ unit: alnum, minLength: 1, maxLength: 9 }), fc.string({ unit: alnum, minLength: 1, maxLength: 9 }), fc.boolean(), (a, b, two) => {
        const code = two ? `${a} ${b}` : a + b;
        const count = (a + b).length;
        const result = postalCodeSchema('participant').safeParse(code);
        if (count <= 10) expect(result).toEqual({ success: true, data: code.toUpperCase() });
        else expect(firstMessage(result)).toBe('participant.zip.tooLong');
      }),
    );
  });

  it('refuses one character, three groups and other symbols as invalid', () => {
    fc.assert(
      fc.property(alnum, fc.string({ unit: alnum, minLength: 1, maxLength: 2 }), fc.constantFrom('_', '.', '/', '#'), (one, g, sym) => {
        expect(firstMessage(postalCodeSchema('participant').safeParse(one))).toBe('participant.zip.invalid');
        expect(firstMessage(postalCodeSchema('participant').safeParse(`${g} ${g} ${g}`))).toBe('participant.zip.invalid');
        expect(firstMessage(postalCodeSchema('participant').safeParse(`${g}${sym}${g}`))).toBe('participant.zip.invalid');
      }),
    );
  });
});

describe('email', () => {
  it('accepts any valid domain, including long top-level domains, lower-cased', () => {
    fc.assert(
      fc.property(role, validEmail, (r, email) => {
        expect(emailSchema(r).safeParse(email.toUpperCase())).toEqual({ success: true, data: email });
      }),
    );
  });

  it('refuses addresses without an @ or a dotted domain as invalid, and over 254 characters as too long', () => {
    fc.assert(
      fc.property(role, label, label, (r, a, b) => {
        expect(firstMessage(emailSchema(r).safeParse(`${a}${b}`))).toBe(`${r}.email.invalid`);
        expect(firstMessage(emailSchema(r).safeParse(`${a}@${b}`))).toBe(`${r}.email.invalid`);
        expect(firstMessage(emailSchema(r).safeParse(`${a}@${'x'.repeat(250)}.com`))).toBe(`${r}.email.tooLong`);
      }),
    );
  });

  it('requires the confirmation to be the same address (whatever its case)', () => {
    fc.assert(
      fc.property(validEmail, validEmail, validPassword, (email, other, password) => {
        const base = { email, password, passwordConfirmation: password };
        expect(ZLoginDataSchema.safeParse({ ...base, emailConfirmation: ` ${email.toUpperCase()} ` }).success).toBe(true);
        const mismatch = ZLoginDataSchema.safeParse({ ...base, emailConfirmation: other });
        expect(mismatch.success).toBe(email === other);
        if (!mismatch.success) expect(mismatch.error.issues.map((i) => i.message)).toEqual(['participant.emailConfirmation.mismatch']);
      }),
    );
  });
});

describe('password', () => {
  it(`accepts ${PASSWORD_MIN} to ${PASSWORD_MAX} characters with a letter and a digit that are not common`, () => {
    fc.assert(
      fc.property(role, validPassword, (r, p) => {
        expect(passwordSchema(r).safeParse(p).success).toBe(true);
      }),
    );
  });

  it('refuses passwords without a digit or without a letter as invalid', () => {
    fc.assert(
      fc.property(fc.string({ unit: letter, minLength: PASSWORD_MIN, maxLength: 40 }), digits(PASSWORD_MIN + 2), (letters, numbers) => {
        expect(firstMessage(passwordSchema('participant').safeParse(letters))).toBe('participant.password.invalid');
        expect(firstMessage(passwordSchema('participant').safeParse(numbers))).toBe('participant.password.invalid');
      }),
    );
  });

  it('refuses shorter as too short and longer as too long, with one rule for every role', () => {
    fc.assert(
      fc.property(role, fc.integer({ min: 1, max: PASSWORD_MIN - 1 }), fc.integer({ min: PASSWORD_MAX + 1, max: 600 }), (r, short, long) => {
        expect(firstMessage(passwordSchema(r).safeParse('a1'.repeat(short).slice(0, short)))).toBe(`${r}.password.tooShort`);
        expect(firstMessage(passwordSchema(r).safeParse('a1'.repeat(long).slice(0, long)))).toBe(`${r}.password.tooLong`);
      }),
    );
  });

  it('refuses the common passwords in any mix of upper and lower case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...commonPasswords.passwords), fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }), (common, upper) => {
        const mixed = [...common].map((ch, i) => (upper[i % upper.length] ? ch.toUpperCase() : ch)).join('');
        expect(passwordSchema('participant').safeParse(mixed).error?.issues.map((i) => i.message)).toContain('participant.password.common');
      }),
    );
  });

  it('requires both entries to be equal', () => {
    fc.assert(
      fc.property(validEmail, validPassword, validPassword, (email, p, q) => {
        const result = ZLoginDataSchema.safeParse({ email, emailConfirmation: email, password: p, passwordConfirmation: q });
        expect(result.success).toBe(p === q);
        if (!result.success) expect(result.error.issues.map((i) => i.message)).toEqual(['participant.passwordConfirmation.mismatch']);
      }),
    );
  });
});

describe('birth date and age', () => {
  it('accepts every real past day and gives it as YYYY-MM-DD', () => {
    fc.assert(
      fc.property(role, pastDay, (r, d) => {
        expect(birthDateSchema(r).safeParse(d)).toEqual({ success: true, data: d.iso });
      }),
    );
  });

  it('refuses days that do not exist as invalid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: todayYear - 1 }), fc.constantFrom([2, 30], [2, 31], [4, 31], [6, 31], [9, 31], [11, 31], [1, 32], [13, 1], [0, 5]), (year, [month, day]) => {
        const result = birthDateSchema('participant').safeParse({ year: String(year), month: String(month), day: String(day) });
        expect(firstMessage(result)).toBe('participant.birthDate.invalid');
      }),
    );
  });

  it('refuses days after today as future', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), (daysAhead) => {
        const at = new Date(Date.now() + daysAhead * 86_400_000 + 86_400_000);
        const [year, month, day] = calendarDay(at).split('-').map(Number);
        const result = birthDateSchema('minor').safeParse({ year: String(year), month: String(month), day: String(day) });
        expect(firstMessage(result)).toBe('minor.birthDate.future');
      }),
    );
  });

  it('counts a person as a minor until the day of their 18th birthday', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }), fc.date({ min: new Date('1960-01-01T00:00:00Z'), max: new Date('2060-01-01T00:00:00Z'), noInvalidDate: true }), (born, at) => {
        const birth = born.toISOString().slice(0, 10);
        const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
        const [ty, tm, td] = calendarDay(at).split('-').map(Number) as [number, number, number];
        const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
        expect(isMinor(birth, at)).toBe(age < 18);
      }),
    );
  });

  it('requires a minor on the Minors step and an adult as a new parent or guardian', () => {
    fc.assert(
      fc.property(pastDay, (d) => {
        const minor = isMinor(d.iso, new Date());
        const asMinor = minorWithRelationshipSchema().safeParse({ firstName: 'Sam', lastName: 'Roy', gender: 'male', birthDate: d, relationship: 'father' });
        expect(asMinor.success).toBe(minor);
        if (!minor) expect(firstMessage(asMinor)).toBe('minor.birthDate.notMinor');
        const parent = adultInformationSchema().safeParse({
          firstName: 'Ann',
          lastName: 'Roy',
          gender: 'female',
          birthDate: d,
          email: 'ann@example.racing',
          emailConfirmation: 'ann@example.racing',
          password: 'Holeshot77',
          passwordConfirmation: 'Holeshot77',
        });
        expect(parent.success).toBe(!minor);
        if (minor) expect(firstMessage(parent)).toBe('parent.birthDate.notAdult');
      }),
    );
  });
});

describe('choices', () => {
  it('accepts exactly the two genders and the 17 relationships', () => {
    fc.assert(
      fc.property(role, fc.string({ maxLength: 12 }), (r, value) => {
        expect(genderSchema(r).safeParse(value).success).toBe((GENDERS as readonly string[]).includes(value.trim()));
        expect(relationshipSchema(r).safeParse(value).success).toBe((RELATIONSHIPS as readonly string[]).includes(value.trim()));
      }),
    );
    expect(RELATIONSHIPS).toHaveLength(17);
    for (const g of GENDERS) expect(genderSchema('participant').safeParse(g).success).toBe(true);
    for (const rel of RELATIONSHIPS) expect(relationshipSchema('participant').safeParse(rel).success).toBe(true);
  });
});

describe('messages', () => {
  const catalogue = Object.fromEntries(
    ['en', 'es', 'fr'].map((locale) => [locale, JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')).ParticipantValidation]),
  ) as Record<string, Record<string, unknown>>;
  const has = (tree: Record<string, unknown>, dotted: string) =>
    typeof dotted.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree) === 'string';

  const anything = fc.oneof(fc.string({ maxLength: 30 }), fc.constant(''), fc.constant('x'.repeat(300)), validName, validEmail, digits(10), fc.constant('1'));
  const dateLike = fc.record({ year: anything, month: anything, day: anything });
  const schemas = [
    informationSchema(),
    adultInformationSchema(),
    ZLoginDataSchema,
    ZContactInformationSchema,
    ZExistingAccountSchema,
    ZEmergencyContactSchema,
    minorWithRelationshipSchema(),
  ];

  it('every message a schema gives is a key translated in en, es and fr', () => {
    fc.assert(
      fc.property(fc.constantFrom(...schemas), fc.dictionary(fc.constantFrom('firstName', 'lastName', 'gender', 'email', 'emailConfirmation', 'password', 'passwordConfirmation', 'phone', 'cell', 'address', 'country', 'state', 'city', 'zip', 'area', 'relationship', 'guardianMode'), anything), dateLike, (schema, fields, birthDate) => {
        const result = schema.safeParse({ firstName: '', lastName: '', gender: '', email: '', emailConfirmation: '', password: '', passwordConfirmation: '', phone: '', cell: '', address: '', country: '', state: '', city: '', zip: '', area: '', relationship: '', ...fields, birthDate });
        for (const issue of result.error?.issues ?? []) {
          for (const locale of ['en', 'es', 'fr']) expect(has(catalogue[locale]!, issue.message), `${locale}: ${issue.message}`).toBe(true);
        }
      }),
    );
  });

  it('the registration-level messages are translated too', () => {
    for (const k of ['participant.email.sameAsParent', 'participant.email.taken', 'parent.email.taken', 'parent.relationship.null', 'minors.tooMany', 'minors.notAllowed', 'participant.guardianMode.null']) {
      for (const locale of ['en', 'es', 'fr']) expect(has(catalogue[locale]!, k), `${locale}: ${k}`).toBe(true);
    }
  });
});
