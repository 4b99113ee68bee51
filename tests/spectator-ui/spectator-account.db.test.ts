import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '@/lib/security/passwords';
import { createSpectatorAccount, type TSpectatorAccountDeps } from '@/lib/accounts/spectator-account';
import { accounts } from '@/lib/db/schema';
import type { TDatabase } from '@/lib/db/open';
import { createRateLimiter, RATE_LIMIT_POLICIES } from '@/lib/security/rate-limit';
import { qualifySpectatorAccountKey } from '@/lib/validation/spectator-account';
import { createTestDb } from '../setup/db';

const NOW = new Date('2026-06-15T16:00:00Z');
let serial = 0;
const ip = () => `203.0.113.${++serial % 250}`;

function input(overrides: Record<string, string> = {}) {
  const email = `sam.${Date.now().toString(36)}.${++serial}@example.com`;
  return {
    firstName: 'Sam',
    lastName: 'Rivière',
    gender: 'male',
    birthDate: '1990-04-02',
    email,
    emailConfirmation: email,
    password: 'Holeshot77',
    passwordConfirmation: 'Holeshot77',
    ...overrides,
  };
}

describe('spectator account from the ticket stepper', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TSpectatorAccountDeps;
  const startSession = vi.fn(async (_id: number) => {});

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    deps = {
      db,
      rateLimiter: createRateLimiter(async () => db),
      hashPassword,
      startSession: (id) => startSession(id),
      now: () => NOW,
    };
  });
  afterAll(async () => close());
  beforeEach(() => startSession.mockClear());

  it('creates an adult spectator account with a hashed password, in the page language, and signs it in', async () => {
    const data = input();
    const result = await createSpectatorAccount(data, { locale: 'fr', ip: ip() }, deps);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [row] = await db.select().from(accounts).where(eq(accounts.id, result.accountId));
    expect(row).toMatchObject({ role: 'spectator', email: data.email, firstName: 'Sam', lastName: 'Rivière', gender: 'male', birthDate: '1990-04-02', locale: 'fr' });
    expect(row!.passwordHash).not.toContain('Holeshot77');
    expect(await verifyPassword(row!.passwordHash!, 'Holeshot77')).toBe(true);
    expect(startSession).toHaveBeenCalledWith(result.accountId);
  });

  it('refuses a minor with the seed message "adults only", and creates nothing', async () => {
    const data = input({ birthDate: '2010-01-01' });
    const result = await createSpectatorAccount(data, { locale: 'en', ip: ip() }, deps);
    expect(result).toEqual({ ok: false, fieldErrors: { birthDate: ['adultsOnly'] } });
    expect(qualifySpectatorAccountKey('adultsOnly')).toBe('Spectator.errors.adultsOnly');
    expect(await db.select().from(accounts).where(eq(accounts.email, data.email))).toEqual([]);
    expect(startSession).not.toHaveBeenCalled();
  });

  it('refuses an email already in use on the email field', async () => {
    const first = input();
    expect((await createSpectatorAccount(first, { locale: 'en', ip: ip() }, deps)).ok).toBe(true);
    const again = await createSpectatorAccount({ ...input(), email: first.email.toUpperCase(), emailConfirmation: first.email }, { locale: 'en', ip: ip() }, deps);
    expect(again).toEqual({ ok: false, fieldErrors: { email: ['participant.email.taken'] } });
    expect(qualifySpectatorAccountKey('participant.email.taken')).toBe('ParticipantValidation.participant.email.taken');
  });

  it('checks every field with the registration messages', async () => {
    const result = await createSpectatorAccount(
      { firstName: '', lastName: 'R2', gender: 'x', birthDate: '2026-13-01', email: 'nope', emailConfirmation: 'other@example.com', password: 'short', passwordConfirmation: 'shorter' },
      { locale: 'en', ip: ip() },
      deps,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const first = Object.fromEntries(Object.entries(result.fieldErrors ?? {}).map(([k, v]) => [k, v?.[0]]));
    expect(first).toEqual({
      firstName: 'participant.firstName.null',
      lastName: 'participant.lastName.invalid',
      gender: 'participant.gender.invalid',
      birthDate: 'invalidBirthDate',
      email: 'participant.email.invalid',
      password: 'participant.password.tooShort',
    });
  });

  it('asks for the email and the password twice, the same both times', async () => {
    const data = input();
    const result = await createSpectatorAccount({ ...data, emailConfirmation: `x${data.email}`, passwordConfirmation: '' }, { locale: 'en', ip: ip() }, deps);
    expect(result).toEqual({
      ok: false,
      fieldErrors: { emailConfirmation: ['participant.emailConfirmation.mismatch'], passwordConfirmation: ['participant.passwordConfirmation.null'] },
    });
  });

  it(`limits account creation to ${RATE_LIMIT_POLICIES.registrationPerIp.points} an hour per IP`, async () => {
    const from = '192.0.2.77';
    for (let i = 0; i < RATE_LIMIT_POLICIES.registrationPerIp.points; i++) {
      expect((await createSpectatorAccount(input(), { locale: 'en', ip: from }, deps)).ok).toBe(true);
    }
    const refused = await createSpectatorAccount(input(), { locale: 'en', ip: from }, deps);
    expect(refused).toMatchObject({ ok: false, formError: 'rateLimited' });
  });
});
