import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { authenticateAccount } from '@/lib/accounts/authenticate';
import { hashPassword, verifyPassword } from '@/lib/security/passwords';
import { registerParticipant, signInGuardian, type TRegistrationDeps } from '@/lib/accounts/registration';
import type { TCurrentAccount } from '@/lib/accounts/session-store';
import { accounts, emergencyContacts, guardianships } from '@/lib/db/schema';
import type { TDatabase } from '@/lib/db/open';
import { createRateLimiter, RATE_LIMIT_POLICIES } from '@/lib/security/rate-limit';
import { birthDateParts } from '@/lib/validation/participant';
import { createTestDb } from '../setup/db';

const NOW = new Date('2026-06-15T16:00:00Z');
const parts = birthDateParts;
let serial = 0;
const uniq = () => `${Date.now().toString(36)}${++serial}`;
/** Each test registers from its own IP so the per-IP limit counts only what the test sends. */
const ip = () => `198.51.100.${++serial % 250}`;

/** Names without digits (a name may not contain them): a letter suffix per call. */
function letters(n: number): string {
  let s = '';
  do {
    s = String.fromCharCode(97 + (n % 26)) + s;
    n = Math.floor(n / 26);
  } while (n > 0);
  return s;
}

function adultInput(tag = uniq()) {
  return {
    information: { firstName: 'Chloé', lastName: `Bélanger${letters(++serial)}`, gender: 'female', birthDate: parts('1990-04-02') },
    login: { email: `chloe.${tag}@example.racing`, emailConfirmation: `chloe.${tag}@example.racing`, password: 'Holeshot77', passwordConfirmation: 'Holeshot77' },
    contact: { phone: '416-555-0199', address: '12 Pit Lane', country: 'CA', state: 'Ontario', city: 'Walton', zip: 'N0G 2V0', area: '' },
    emergency: { firstName: 'Marc', lastName: 'Bélanger', cell: '519-555-0100', phone: '', email: '' },
  };
}

describe('participant registration service', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TRegistrationDeps;
  let signedIn: TCurrentAccount | null = null;
  const startSession = vi.fn(async (_id: number) => {});

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    const getDb = async () => db;
    const rateLimiter = createRateLimiter(getDb);
    deps = {
      db,
      rateLimiter,
      hashPassword,
      authenticate: (options) => authenticateAccount({ db, rateLimiter }, options),
      startSession: (id) => startSession(id),
      getCurrentAccount: async () => signedIn,
      supportEmail: 'help@oorra.test',
      now: () => NOW,
    };
  });
  afterAll(() => close());
  beforeEach(() => {
    signedIn = null;
    startSession.mockClear();
  });

  const emailsOf = async (...emails: string[]) => db.select().from(accounts).where(inArray(accounts.email, emails));

  it('creates an adult with the emergency contact and a minor (guardianship and relationship), and signs the adult in', async () => {
    const input = {
      ...adultInput(),
      minors: [{ firstName: 'Zoé', lastName: `Minor${letters(++serial)}`, gender: 'female', birthDate: parts('2014-02-28'), relationship: 'mother' }],
    };
    const result = await registerParticipant(input, { locale: 'fr', ip: ip() }, deps);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;

    const [adult] = await db.select().from(accounts).where(eq(accounts.id, result.accountId));
    expect(adult).toMatchObject({ email: input.login.email, phone: '4165550199', zip: 'N0G 2V0', locale: 'fr', birthDate: '1990-04-02', role: 'participant' });
    expect(adult!.passwordHash).not.toContain('Holeshot77');
    expect(await verifyPassword(adult!.passwordHash!, 'Holeshot77')).toBe(true);
    const [contact] = await db.select().from(emergencyContacts).where(eq(emergencyContacts.accountId, adult!.id));
    expect(contact).toMatchObject({ firstName: 'Marc', cell: '5195550100', phone: null, email: null });

    const links = await db.select().from(guardianships).where(eq(guardianships.guardianAccountId, adult!.id));
    expect(links).toHaveLength(1);
    expect(links[0]!.relationship).toBe('mother');
    const [minor] = await db.select().from(accounts).where(eq(accounts.id, links[0]!.minorAccountId));
    expect(minor).toMatchObject({ firstName: 'Zoé', email: null, passwordHash: null, birthDate: '2014-02-28', city: 'Walton' });

    expect(startSession).toHaveBeenCalledWith(adult!.id);
    expect(result.signedInAccountId).toBe(adult!.id);
  });

  it('refuses a taken email, whatever its case, with the field message and the duplicate message', async () => {
    const first = adultInput();
    expect((await registerParticipant(first, { locale: 'en', ip: ip() }, deps)).ok).toBe(true);
    const again = adultInput();
    const upper = first.login.email.toUpperCase();
    const result = await registerParticipant(
      { ...again, login: { ...again.login, email: upper, emailConfirmation: upper } },
      { locale: 'en', ip: ip() },
      deps,
    );
    expect(result).toEqual({
      ok: false,
      formError: 'duplicate',
      supportEmail: 'help@oorra.test',
      fieldErrors: { 'login.email': ['participant.email.taken'] },
    });
    expect(await emailsOf(first.login.email)).toHaveLength(1);
  });

  it('refuses a second account for the same person (same names and birth date) with the duplicate message', async () => {
    const first = adultInput();
    expect((await registerParticipant(first, { locale: 'en', ip: ip() }, deps)).ok).toBe(true);
    const other = adultInput();
    const result = await registerParticipant(
      { ...other, information: { ...first.information, firstName: first.information.firstName.toUpperCase() } },
      { locale: 'en', ip: ip() },
      deps,
    );
    expect(result).toMatchObject({ ok: false, formError: 'duplicate', supportEmail: 'help@oorra.test', duplicateName: `CHLOÉ ${first.information.lastName}` });
    expect(await emailsOf(other.login.email)).toHaveLength(0);
  });

  it('registers a minor with a new guardian in the same flow and signs the guardian in', async () => {
    const tag = uniq();
    const guardianEmail = `anne.${tag}@example.org`;
    const input = {
      ...adultInput(tag),
      information: { firstName: 'Léo', lastName: `Kid${letters(++serial)}`, gender: 'male', birthDate: parts('2012-09-30'), guardianMode: 'new' },
      adult: {
        firstName: 'Anne',
        lastName: `Parent${letters(++serial)}`,
        gender: 'female',
        birthDate: parts('1980-01-20'),
        email: guardianEmail,
        emailConfirmation: guardianEmail,
        password: 'Paddock2026',
        passwordConfirmation: 'Paddock2026',
      },
      guardianRelationship: 'mother',
    };
    const result = await registerParticipant(input, { locale: 'es', ip: ip() }, deps);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    const [guardian] = await emailsOf(guardianEmail);
    const [minor] = await db.select().from(accounts).where(eq(accounts.id, result.accountId));
    expect(minor).toMatchObject({ email: input.login.email, birthDate: '2012-09-30', locale: 'es' });
    expect(guardian).toMatchObject({ firstName: 'Anne', address: '12 Pit Lane', locale: 'es' });
    expect(await db.select().from(guardianships).where(eq(guardianships.minorAccountId, minor!.id))).toEqual([
      expect.objectContaining({ guardianAccountId: guardian!.id, relationship: 'mother' }),
    ]);
    expect(startSession).toHaveBeenCalledWith(guardian!.id);
    expect(result.signedInAccountId).toBe(guardian!.id);
  });

  it('refuses a new guardian whose email is taken, naming the guardian field', async () => {
    const existing = adultInput();
    expect((await registerParticipant(existing, { locale: 'en', ip: ip() }, deps)).ok).toBe(true);
    const tag = uniq();
    const result = await registerParticipant(
      {
        ...adultInput(tag),
        information: { firstName: 'Léo', lastName: `Kid${letters(++serial)}`, gender: 'male', birthDate: parts('2012-09-30'), guardianMode: 'new' },
        adult: { firstName: 'Anne', lastName: 'Roy', gender: 'female', birthDate: parts('1980-01-20'), email: existing.login.email, emailConfirmation: existing.login.email, password: 'Paddock2026', passwordConfirmation: 'Paddock2026' },
        guardianRelationship: 'mother',
      },
      { locale: 'en', ip: ip() },
      deps,
    );
    expect(result).toMatchObject({ ok: false, formError: 'duplicate', fieldErrors: { 'adult.email': ['parent.email.taken'] } });
  });

  describe('a minor with an existing guardian', () => {
    let guardian: { id: number; email: string; password: string };

    beforeAll(async () => {
      const tag = uniq();
      guardian = { id: 0, email: `marie.${tag}@example.org`, password: 'Gatineau-1983' };
      const [row] = await db
        .insert(accounts)
        .values({ email: guardian.email, passwordHash: await hashPassword(guardian.password), firstName: 'Marie', lastName: `Lefebvre${letters(++serial)}`, gender: 'female', birthDate: '1983-03-09', locale: 'fr' })
        .returning({ id: accounts.id });
      guardian.id = row!.id;
    });

    const minorInput = () => ({
      ...adultInput(),
      information: { firstName: 'Léa', lastName: `Kid${letters(++serial)}`, gender: 'female', birthDate: parts('2014-05-05'), guardianMode: 'existing' },
      guardianRelationship: 'guardian',
    });

    it('signs the guardian in on Existing Account, then registers the minor under the signed-in guardian', async () => {
      const wrong = await signInGuardian({ email: guardian.email, password: 'not-the-password1' }, { ip: ip() }, deps);
      expect(wrong).toEqual({ ok: false, formError: 'invalidCredentials' });
      expect(startSession).not.toHaveBeenCalled();

      const ok = await signInGuardian({ email: guardian.email.toUpperCase(), password: guardian.password }, { ip: ip() }, deps);
      expect(ok).toMatchObject({ ok: true, guardian: { firstName: 'Marie' } });
      expect(startSession).toHaveBeenCalledWith(guardian.id);

      signedIn = { id: guardian.id, role: 'participant', email: guardian.email, firstName: 'Marie', lastName: 'Lefebvre', birthDate: '1983-03-09', locale: 'fr', isMinor: false };
      const input = minorInput();
      const result = await registerParticipant(input, { locale: 'fr', ip: ip() }, deps);
      expect(result).toMatchObject({ ok: true, signedInAccountId: guardian.id });
      if (!result.ok) return;
      expect(await db.select().from(guardianships).where(eq(guardianships.minorAccountId, result.accountId))).toEqual([
        expect.objectContaining({ guardianAccountId: guardian.id, relationship: 'guardian' }),
      ]);
    });

    it('refuses when no guardian is signed in, or the signed-in account is a minor, and keeps nothing', async () => {
      const input = minorInput();
      expect(await registerParticipant(input, { locale: 'en', ip: ip() }, deps)).toEqual({ ok: false, formError: 'guardianRequired' });
      signedIn = { id: 999, role: 'participant', email: 'kid@example.org', firstName: 'Kid', lastName: 'Roy', birthDate: '2012-01-01', locale: 'en', isMinor: true };
      expect(await registerParticipant(input, { locale: 'en', ip: ip() }, deps)).toEqual({ ok: false, formError: 'guardianRequired' });
      expect(await emailsOf(input.login.email)).toHaveLength(0);
    });

    it("refuses the guardian's own email for the minor", async () => {
      signedIn = { id: guardian.id, role: 'participant', email: guardian.email, firstName: 'Marie', lastName: 'Lefebvre', birthDate: '1983-03-09', locale: 'fr', isMinor: false };
      const input = minorInput();
      const result = await registerParticipant({ ...input, login: { ...input.login, email: guardian.email, emailConfirmation: guardian.email } }, { locale: 'fr', ip: ip() }, deps);
      expect(result).toEqual({ ok: false, fieldErrors: { 'login.email': ['participant.email.sameAsParent'] } });
    });

    it('does not accept a minor as the guardian who signs in', async () => {
      const email = `teen.${uniq()}@example.org`;
      await db.insert(accounts).values({ email, passwordHash: await hashPassword('Teen-rider-15'), firstName: 'Teen', lastName: 'Rider', gender: 'male', birthDate: '2011-01-01', locale: 'en' });
      expect(await signInGuardian({ email, password: 'Teen-rider-15' }, { ip: ip() }, deps)).toEqual({ ok: false, formError: 'notAdult' });
      expect(startSession).not.toHaveBeenCalled();
    });
  });

  it('answers field errors as message keys and keeps nothing for invalid input', async () => {
    const input = adultInput();
    const before = await db.select({ n: count() }).from(accounts);
    const result = await registerParticipant(
      { ...input, login: { ...input.login, password: 'password1', passwordConfirmation: 'password1' }, contact: { ...input.contact, zip: '1' } },
      { locale: 'en', ip: ip() },
      deps,
    );
    expect(result).toEqual({ ok: false, fieldErrors: { 'login.password': ['participant.password.common'], 'contact.zip': ['participant.zip.invalid'] } });
    expect(await db.select({ n: count() }).from(accounts)).toEqual(before);
    // A submission the forms cannot produce gets the generic answer, not zod's English.
    expect(await registerParticipant({ information: adultInput().information }, { locale: 'en', ip: ip() }, deps)).toEqual({ ok: false, formError: 'invalid' });
  });

  it('rolls the whole registration back when any part fails, and says "registration failed"', async () => {
    await db.execute(sql`create function refuse_guardianship() returns trigger language plpgsql as $$ begin raise exception 'test failure'; end $$`);
    await db.execute(sql`create trigger refuse_guardianship before insert on guardianships for each row execute function refuse_guardianship()`);
    try {
      const input = { ...adultInput(), minors: [{ firstName: 'Hugo', lastName: `Rollback${letters(++serial)}`, gender: 'male', birthDate: parts('2016-07-01'), relationship: 'father' }] };
      const before = await Promise.all([db.select({ n: count() }).from(accounts), db.select({ n: count() }).from(emergencyContacts)]);
      const result = await registerParticipant(input, { locale: 'en', ip: ip() }, deps);
      expect(result).toEqual({ ok: false, formError: 'failed' });
      expect(await emailsOf(input.login.email)).toHaveLength(0);
      expect(await db.select().from(accounts).where(eq(accounts.lastName, input.minors[0]!.lastName))).toHaveLength(0);
      expect(await Promise.all([db.select({ n: count() }).from(accounts), db.select({ n: count() }).from(emergencyContacts)])).toEqual(before);
      expect(startSession).not.toHaveBeenCalled();
    } finally {
      await db.execute(sql`drop trigger refuse_guardianship on guardianships`);
      await db.execute(sql`drop function refuse_guardianship()`);
    }
  });

  it(`refuses more than ${RATE_LIMIT_POLICIES.registrationPerIp.points} registrations an hour from one IP`, async () => {
    const from = '203.0.113.77';
    for (let i = 0; i < RATE_LIMIT_POLICIES.registrationPerIp.points; i++) {
      expect((await registerParticipant(adultInput(), { locale: 'en', ip: from }, deps)).ok).toBe(true);
    }
    const blocked = await registerParticipant(adultInput(), { locale: 'en', ip: from }, deps);
    expect(blocked).toMatchObject({ ok: false, formError: 'rateLimited' });
    if (!blocked.ok) expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await registerParticipant(adultInput(), { locale: 'en', ip: '203.0.113.78' }, deps)).ok).toBe(true);
  });
});
