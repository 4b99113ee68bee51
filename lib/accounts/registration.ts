import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { TLocale } from '../constants';
import { getDb } from '../db/client';
import type { TDatabase } from '../db/open';
import { accounts, emergencyContacts, guardianships } from '../db/schema';
import { env } from '../env';
import { log } from '../log';
import { hashClientAddress } from '../security/hash';
import type { TRateLimiter } from '../security/rate-limit';
import { getRateLimiter } from '../server/services';
import {
  fieldErrorsOf,
  isMinor,
  participantRegistrationSchema,
  ZExistingAccountSchema,
  type TFieldErrors,
} from '../validation/participant';
import { authenticate } from './credentials';
import { createMinorAccount, findExistingPerson, type TPersonKey } from './family';
import { hashPassword } from '../security/passwords';
import type { TCurrentAccount } from './session-store';
import { getCurrentAccount, startSession } from './sessions';
import { hasConfirmedFactor } from './second-factor';

/**
 * Participant registration (seed sections 3-6, 8): validate with the shared schema, limit per IP,
 * refuse duplicates, then create everything in one transaction: the participant, a new guardian
 * (for a minor), the emergency contact, the minors an adult adds, the guardianships with their
 * relationships. The adult (or the minor's guardian) is then signed in.
 * Decisions: docs/decisions/007-participant-registration-fields.md, 008-password-rule.md.
 */
export type TRegistrationDeps = {
  db: TDatabase;
  rateLimiter: TRateLimiter;
  hashPassword: (plain: string) => Promise<string>;
  authenticate: typeof authenticate;
  startSession: (accountId: number) => Promise<void>;
  getCurrentAccount: () => Promise<TCurrentAccount | null>;
  supportEmail: string;
  now?: () => Date;
};

export type TRegistrationContext = { locale: TLocale; ip?: string };

export type TRegistrationFormError =
  /** The seed's duplicate message ("an account may exist ... contact support {email}"). */
  | 'duplicate'
  | 'rateLimited'
  /** A minor's existing guardian is not signed in (any more), or is not an adult. */
  | 'guardianRequired'
  /** A submission the forms cannot produce (missing parts). */
  | 'invalid'
  /** "Registration failed, please try again" (logged). */
  | 'failed';

export type TRegistrationResult =
  | { ok: true; accountId: number; signedInAccountId: number | null }
  | {
      ok: false;
      fieldErrors?: TFieldErrors;
      formError?: TRegistrationFormError;
      /** With 'duplicate': the support address and, when known, whose account may exist. */
      supportEmail?: string;
      duplicateName?: string;
      retryAfterSeconds?: number;
    };

export async function defaultRegistrationDeps(): Promise<TRegistrationDeps> {
  return {
    db: await getDb(),
    rateLimiter: getRateLimiter(),
    hashPassword,
    authenticate,
    startSession,
    getCurrentAccount,
    supportEmail: env.SUPPORT_EMAIL,
  };
}

const MESSAGE_KEY = /^[a-z]+(?:\.[A-Za-z]+){1,2}$/;

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Register a participant; see the module comment. Never throws for a visitor's mistake. */
export async function registerParticipant(input: unknown, ctx: TRegistrationContext, deps?: TRegistrationDeps): Promise<TRegistrationResult> {
  const d = deps ?? (await defaultRegistrationDeps());
  const now = () => (d.now ? d.now() : new Date());

  const parsed = participantRegistrationSchema({ now }).safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    const malformed = Object.values(fieldErrors).some((keys) => keys.some((k) => !MESSAGE_KEY.test(k)));
    return malformed ? { ok: false, formError: 'invalid' } : { ok: false, fieldErrors };
  }
  const data = parsed.data;

  const limited = await d.rateLimiter.consume('registrationPerIp', hashClientAddress(ctx.ip));
  if (!limited.ok) return { ok: false, formError: 'rateLimited', retryAfterSeconds: limited.retryAfterSeconds };

  try {
    const minor = isMinor(data.information.birthDate, now());

    // The minor's parent or guardian: a new adult (validated by the schema) or the signed-in account.
    let existingGuardian: TCurrentAccount | null = null;
    if (minor && data.information.guardianMode === 'existing') {
      existingGuardian = await d.getCurrentAccount();
      if (!existingGuardian || existingGuardian.isMinor) return { ok: false, formError: 'guardianRequired' };
      if (existingGuardian.email && existingGuardian.email.toLowerCase() === data.login.email) {
        return { ok: false, fieldErrors: { 'login.email': ['participant.email.sameAsParent'] } };
      }
    }

    // Duplicates: emails in use ("username or email already taken"), then people who may already have an account.
    const emails = [data.login.email, ...(data.adult ? [data.adult.email] : [])];
    const taken = new Set(
      (await d.db.select({ email: accounts.email }).from(accounts).where(inArray(accounts.email, emails))).map((row) => row.email),
    );
    if (taken.size > 0) {
      const fieldErrors: TFieldErrors = {};
      if (taken.has(data.login.email)) fieldErrors['login.email'] = ['participant.email.taken'];
      if (data.adult && taken.has(data.adult.email)) fieldErrors['adult.email'] = ['parent.email.taken'];
      return { ok: false, fieldErrors, formError: 'duplicate', supportEmail: d.supportEmail };
    }
    const people: TPersonKey[] = [data.information, ...(data.adult ? [data.adult] : []), ...data.minors];
    const existing = await findExistingPerson(d.db, people);
    if (existing) {
      return { ok: false, formError: 'duplicate', supportEmail: d.supportEmail, duplicateName: `${existing.firstName} ${existing.lastName}` };
    }

    // Hash before the transaction (argon2 is slow; a transaction should not wait on it).
    const participantHash = await d.hashPassword(data.login.password);
    const adultHash = data.adult ? await d.hashPassword(data.adult.password) : null;
    const contact = data.contact;

    const created = await d.db.transaction(async (tx) => {
      const db = tx as unknown as TDatabase;
      let guardianId = existingGuardian?.id ?? null;
      if (data.adult && adultHash) {
        const [guardian] = await db
          .insert(accounts)
          .values({
            role: 'participant',
            email: data.adult.email,
            passwordHash: adultHash,
            passwordChangedAt: now(),
            firstName: data.adult.firstName,
            lastName: data.adult.lastName,
            gender: data.adult.gender,
            birthDate: data.adult.birthDate,
            ...contact,
            locale: ctx.locale,
          })
          .returning({ id: accounts.id });
        guardianId = guardian!.id;
      }

      const [participant] = await db
        .insert(accounts)
        .values({
          role: 'participant',
          email: data.login.email,
          passwordHash: participantHash,
          passwordChangedAt: now(),
          firstName: data.information.firstName,
          lastName: data.information.lastName,
          gender: data.information.gender,
          birthDate: data.information.birthDate,
          ...contact,
          locale: ctx.locale,
        })
        .returning({ id: accounts.id });
      const participantId = participant!.id;
      await db.insert(emergencyContacts).values({ accountId: participantId, ...data.emergency });

      if (minor) {
        if (guardianId === null || !data.guardianRelationship) throw new Error('a minor registered without a guardian');
        await db.insert(guardianships).values({ minorAccountId: participantId, guardianAccountId: guardianId, relationship: data.guardianRelationship });
      }
      for (const child of data.minors) {
        await createMinorAccount(db, { guardianId: participantId, minor: child, locale: ctx.locale, contact, emergency: data.emergency });
      }
      return { participantId, signInId: minor ? guardianId! : participantId };
    });

    let signedInAccountId: number | null = created.signInId;
    try {
      await d.startSession(created.signInId);
    } catch (error) {
      // The accounts exist; the visitor signs in on the login page instead.
      log.error({ err: error, accountId: created.signInId }, 'sign-in after registration failed');
      signedInAccountId = null;
    }
    log.info({ accountId: created.participantId, minor, minors: data.minors.length }, 'participant registered');
    return { ok: true, accountId: created.participantId, signedInAccountId };
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Another registration took the email between the check and the insert.
      return { ok: false, formError: 'duplicate', supportEmail: d.supportEmail };
    }
    log.error({ err: error }, 'registration failed');
    return { ok: false, formError: 'failed' };
  }
}

export type TGuardianSignInResult =
  | { ok: true; guardian: { firstName: string; lastName: string; email: string | null } }
  | { ok: false; fieldErrors?: TFieldErrors; formError: 'invalidCredentials' | 'rateLimited' | 'notAdult' | 'invalid' | 'failed'; retryAfterSeconds?: number };

/**
 * Existing Account step: a minor's parent or guardian signs in with their own account, which
 * must be an adult's. The session started here is what the registration later checks.
 */
export async function signInGuardian(input: unknown, ctx: { ip?: string }, deps?: TRegistrationDeps): Promise<TGuardianSignInResult> {
  const d = deps ?? (await defaultRegistrationDeps());
  const parsed = ZExistingAccountSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    const malformed = Object.values(fieldErrors).some((keys) => keys.some((k) => !MESSAGE_KEY.test(k)));
    return malformed ? { ok: false, formError: 'invalid' } : { ok: false, fieldErrors, formError: 'invalid' };
  }
  try {
    const result = await d.authenticate({ email: parsed.data.email, password: parsed.data.password, ip: ctx.ip });
    if (!result.ok) {
      return result.error === 'rate_limited'
        ? { ok: false, formError: 'rateLimited', retryAfterSeconds: result.retryAfterSeconds }
        : { ok: false, formError: 'invalidCredentials' };
    }
    const [account] = await d.db
      .select({ firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email, birthDate: accounts.birthDate })
      .from(accounts)
      .where(eq(accounts.id, result.accountId))
      .limit(1);
    if (!account) return { ok: false, formError: 'invalidCredentials' };
    if (isMinor(account.birthDate, d.now ? d.now() : new Date())) return { ok: false, formError: 'notAdult' };
    // A password is not enough for an account with a second factor: it signs in on the login page,
    // with its code, and the stepper then finds it signed in (docs/decisions/055).
    if (await hasConfirmedFactor(d.db, result.accountId)) {
      log.info({ accountId: result.accountId }, 'guardian sign-in refused in the stepper: the account has a second factor');
      return { ok: false, formError: 'failed' };
    }
    await d.startSession(result.accountId);
    return { ok: true, guardian: { firstName: account.firstName, lastName: account.lastName, email: account.email } };
  } catch (error) {
    log.error({ err: error }, 'guardian sign-in during registration failed');
    return { ok: false, formError: 'failed' };
  }
}
