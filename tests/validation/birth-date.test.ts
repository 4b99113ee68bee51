import { describe, expect, it } from 'vitest';
import { birthDateSchema } from '@/lib/validation/participant';
import { spectatorAccountSchema } from '@/lib/validation/spectator-account';
import { isoBirthDateSchema } from '@/lib/validation/spectators';

/** One birth-date rule: the registration's three fields and the spectators' date field agree on every day. */
const NOW = () => new Date('2026-06-01T03:00:00Z'); // May 31 in the evening on the site's clock (Toronto)

function registration(iso: string): 'ok' | 'invalid' | 'future' {
  const [year = '', month = '', day = ''] = iso.split('-');
  const result = birthDateSchema('participant', { now: NOW }).safeParse({ year, month, day });
  if (result.success) return 'ok';
  const message = result.error.issues[0]!.message;
  return message.endsWith('.future') ? 'future' : 'invalid';
}

function spectator(iso: string): 'ok' | 'invalid' | 'future' {
  const result = isoBirthDateSchema(NOW).safeParse(iso);
  if (result.success) return 'ok';
  return result.error.issues[0]!.message === 'birthDateInFuture' ? 'future' : 'invalid';
}

describe('the birth-date rule', () => {
  it.each([
    ['1990-04-02', 'ok'],
    ['1900-01-01', 'ok'],
    ['1899-12-31', 'invalid'],
    ['2023-02-29', 'invalid'],
    ['2024-02-29', 'ok'],
    ['2026-05-31', 'ok'],
    ['2026-06-01', 'future'],
  ] as const)('%s is %s for a registration and for a spectator', (iso, verdict) => {
    expect(registration(iso)).toBe(verdict);
    expect(spectator(iso)).toBe(verdict);
  });

  it('tells a buyer born today, in the future or on no real day what is wrong, and only that', () => {
    const account = (birthDate: string) => ({ firstName: 'Ana', lastName: 'Roy', gender: 'female', birthDate, email: 'a@example.org', emailConfirmation: 'a@example.org', password: 'gravel2026x', passwordConfirmation: 'gravel2026x' });
    const birthDateMessages = (birthDate: string) => {
      const result = spectatorAccountSchema({ now: NOW }).safeParse(account(birthDate));
      return result.success ? [] : result.error.issues.filter((i) => i.path[0] === 'birthDate').map((i) => i.message);
    };
    expect(birthDateMessages('2010-05-01')).toEqual(['adultsOnly']);
    expect(birthDateMessages('2027-01-01')).toEqual(['birthDateInFuture']);
    expect(birthDateMessages('2023-02-29')).toEqual(['invalidBirthDate']);
    expect(birthDateMessages('1990-04-02')).toEqual([]);
  });
});
