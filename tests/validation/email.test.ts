import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { EMAIL_MAX } from '@/lib/constants';
import { ZForgotPasswordSchema, ZLoginSchema } from '@/lib/validation/auth';
import { ZContactSchema } from '@/lib/validation/contact';
import { ZEmergencyContactSchema, emailSchema } from '@/lib/validation/participant';
import { spectatorSchema } from '@/lib/validation/spectators';

/** One email rule, every form: the same addresses pass and fail everywhere, each form with its own messages. */
const atLength = (n: number) => `${'a'.repeat(n - '@example.org'.length)}@example.org`;
const INPUTS = { empty: '   ', tooLong: atLength(EMAIL_MAX + 1), invalid: 'rider@', noDomainDot: 'rider@localhost', longest: atLength(EMAIL_MAX) } as const;

function messages(schema: z.core.$ZodType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

const NOW = () => new Date('2026-06-01T12:00:00Z');
const FORMS: Record<string, { parse: (email: string) => string[]; expected: Record<'empty' | 'tooLong' | 'invalid', string> }> = {
  login: {
    parse: (email) => messages(ZLoginSchema.shape.email, email),
    expected: { empty: 'emailRequired', tooLong: 'emailInvalid', invalid: 'emailInvalid' },
  },
  contact: {
    parse: (email) => messages(ZContactSchema.shape.email, email),
    expected: { empty: 'emailRequired', tooLong: 'emailInvalid', invalid: 'emailInvalid' },
  },
  registration: {
    parse: (email) => messages(emailSchema('participant'), email),
    expected: { empty: 'participant.email.null', tooLong: 'participant.email.tooLong', invalid: 'participant.email.invalid' },
  },
  spectator: {
    parse: (email) => messages(spectatorSchema({ now: NOW }), { firstName: 'Ana', lastName: 'Roy', gender: 'female', birthDate: '1990-04-02', email }),
    expected: { empty: 'missingEmail', tooLong: 'emailTooLong', invalid: 'invalidEmail' },
  },
};

describe('the email rule', () => {
  for (const [form, { parse, expected }] of Object.entries(FORMS)) {
    it(`${form}: one message for an empty, a too long and an invalid address; the longest allowed passes`, () => {
      expect(parse(INPUTS.empty)).toEqual([expected.empty]);
      expect(parse(INPUTS.tooLong)).toEqual([expected.tooLong]);
      expect(parse(INPUTS.invalid)).toEqual([expected.invalid]);
      expect(parse(INPUTS.noDomainDot)).toEqual([expected.invalid]);
      expect(INPUTS.longest).toHaveLength(EMAIL_MAX);
      expect(parse(INPUTS.longest)).toEqual([]);
    });
  }

  it('keeps addresses trimmed and lower-cased, in sign-in as in registration', () => {
    expect(ZForgotPasswordSchema.parse({ email: '  Rider@Example.ORG ' }).email).toBe('rider@example.org');
    expect(emailSchema('parent').parse(' Rider@Example.ORG')).toBe('rider@example.org');
  });

  it("leaves an emergency contact's email optional: empty is none, anything else follows the rule", () => {
    const contact = (email: string) => ({ firstName: 'Ana', lastName: 'Roy', cell: '514-555-0100', phone: '', email });
    expect(ZEmergencyContactSchema.parse(contact('  ')).email).toBeNull();
    expect(messages(ZEmergencyContactSchema, contact('rider@'))).toEqual(['emergency.email.invalid']);
    expect(messages(ZEmergencyContactSchema, contact(INPUTS.tooLong))).toEqual(['emergency.email.tooLong']);
  });
});
