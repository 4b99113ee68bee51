import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ADDRESS_INPUT_MAX, PHONE_DIGITS, POSTAL_MAX } from '@/lib/constants';
import { maskAddress, maskPhone, maskPostalCode } from '@/lib/validation/masks';
import { addressSchema, phoneSchema, postalCodeSchema } from '@/lib/validation/participant';

/** Text as people type and paste it: digits, letters with accents, punctuation, spaces. */
const typed = fc.string({ unit: fc.constantFrom(...'0123456789abcXYZéÉñ -()+.#/,\'_'.split('')), maxLength: 140 });
const anyText = fc.string({ unit: 'grapheme', maxLength: 140 });
const digitsOf = (s: string) => s.replace(/\D/g, '');

describe('phone mask (seed: keeps at most ten digits and inserts dashes)', () => {
  it('keeps the first ten digits, in order, and nothing else but the dashes of xxx-xxx-xxxx', () => {
    fc.assert(
      fc.property(fc.oneof(typed, anyText), (input) => {
        const masked = maskPhone(input);
        expect(digitsOf(masked)).toBe(digitsOf(input).slice(0, PHONE_DIGITS));
        expect(masked).toMatch(/^\d{0,3}(?:-\d{1,3}(?:-\d{1,4})?)?$/);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.oneof(typed, anyText), (input) => {
      expect(maskPhone(maskPhone(input))).toBe(maskPhone(input));
    }));
  });

  it('turns any input with ten or more digits into a phone the validator accepts', () => {
    fc.assert(
      fc.property(typed, fc.stringMatching(/^\d{10}$/), (noise, digits) => {
        const masked = maskPhone(`${noise.replace(/\d/g, '')}${digits}`);
        expect(masked).toBe(`${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`);
        expect(phoneSchema('participant').safeParse(masked)).toEqual({ success: true, data: digits });
      }),
    );
  });

  it('gives the invalid message, never a pass, while fewer than ten digits are typed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,9}$/), (digits) => {
        const result = phoneSchema('participant').safeParse(maskPhone(digits));
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.message).toBe('participant.phone.invalid');
      }),
    );
  });
});

describe('address mask (seed: strips non-alphanumerics and cuts at 99)', () => {
  it('keeps only letters, digits and spaces, at most 99 characters, in the typed order', () => {
    fc.assert(
      fc.property(fc.oneof(typed, anyText), (input) => {
        const masked = maskAddress(input);
        expect(masked).toMatch(/^[\p{L}\p{N} ]*$/u);
        expect(masked.length).toBeLessThanOrEqual(ADDRESS_INPUT_MAX);
        expect(masked).toBe(input.replace(/[^\p{L}\p{N} ]/gu, '').slice(0, ADDRESS_INPUT_MAX));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.oneof(typed, anyText), (input) => {
      expect(maskAddress(maskAddress(input))).toBe(maskAddress(input));
    }));
  });

  it('never produces an address the validator calls invalid or too long (only empty or too short remain)', () => {
    fc.assert(
      fc.property(fc.oneof(typed, anyText), (input) => {
        const result = addressSchema('participant').safeParse(maskAddress(input));
        if (!result.success) {
          expect(['participant.address.null', 'participant.address.tooShort']).toContain(result.error.issues[0]?.message);
        }
      }),
    );
  });
});

describe('postal code mask', () => {
  it('upper-cases, keeps letters, digits and one separator, at most ten letters or digits', () => {
    fc.assert(
      fc.property(fc.oneof(typed, anyText), (input) => {
        const masked = maskPostalCode(input);
        expect(masked).toMatch(/^(?:[A-Z0-9]+(?:[ -][A-Z0-9]*)?)?$/);
        expect(masked.replace(/[^A-Z0-9]/g, '').length).toBeLessThanOrEqual(POSTAL_MAX);
        expect(masked.replace(/[^A-Z0-9]/g, '')).toBe(input.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, POSTAL_MAX));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.oneof(typed, anyText), (input) => {
      expect(maskPostalCode(maskPostalCode(input))).toBe(maskPostalCode(input));
    }));
  });

  it('leaves US ZIP codes and Canadian postal codes as they are written, upper-cased', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}(?:-\d{4})?$/), (zip) => {
        expect(maskPostalCode(zip)).toBe(zip);
        expect(postalCodeSchema('participant').safeParse(maskPostalCode(zip)).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]\d[a-z] \d[a-z]\d$/), (code) => {
        expect(maskPostalCode(code)).toBe(code.toUpperCase());
        expect(postalCodeSchema('participant').safeParse(maskPostalCode(code)).success).toBe(true);
      }),
    );
  });

  it('never produces a code the validator calls too long', () => {
    fc.assert(
      fc.property(fc.oneof(typed, anyText), (input) => {
        const result = postalCodeSchema('participant').safeParse(maskPostalCode(input));
        if (!result.success) expect(result.error.issues.map((i) => i.message)).not.toContain('participant.zip.tooLong');
      }),
    );
  });
});

describe('masks, examples', () => {
  it('formats as the user types', () => {
    expect(['4', '41', '416', '4165', '416555', '4165551', '4165551234', '41655512345'].map(maskPhone)).toEqual([
      '4',
      '41',
      '416',
      '416-5',
      '416-555',
      '416-555-1',
      '416-555-1234',
      '416-555-1234',
    ]);
    expect(maskPhone('(416) 555-1234 ext. 9')).toBe('416-555-1234');
    expect(maskAddress("12, rue de l'Église #4")).toBe('12 rue de lÉglise 4');
    expect(maskAddress('x'.repeat(150))).toHaveLength(99);
    expect(maskPostalCode('k1a  0b1')).toBe('K1A 0B1');
    expect(maskPostalCode('12345-678901')).toBe('12345-67890');
    expect(maskPostalCode(' -12')).toBe('12');
  });
});
