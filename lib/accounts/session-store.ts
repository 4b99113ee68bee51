import { and, eq, lt, lte, or } from 'drizzle-orm';
import type { TDatabase } from '../db/open';
import { accounts, sessions, type TAccountRole } from '../db/schema';
import { isMinor } from '../validation/participant';
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS, SESSION_TOUCH_INTERVAL_MS } from './config';
import { decodeToken, generateToken, hashToken } from './tokens';

/**
 * Sign-in sessions kept in the database (all state there, so any number of app instances share
 * them). The database and the clock are injected so expiry can be tested; lib/accounts/sessions.ts
 * adds the cookie.
 */
export type TSessionStoreDeps = { db: TDatabase; now?: () => Date };

export type TCurrentAccount = {
  id: number;
  role: TAccountRole;
  email: string | null;
  firstName: string;
  lastName: string;
  birthDate: string;
  locale: string;
  isMinor: boolean;
};

export type TResolvedSession = { sessionId: number; accountId: number };

const nowOf = (deps: TSessionStoreDeps) => (deps.now ? deps.now() : new Date());

/** Create a session for an account; returns the token for the cookie (only its hash is stored). */
export async function createSession(
  deps: TSessionStoreDeps,
  options: { accountId: number; userAgent?: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const now = nowOf(deps);
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS);
  // Housekeeping: this account's ended sessions go when a new one starts.
  await deps.db.delete(sessions).where(and(eq(sessions.accountId, options.accountId), expiredCondition(now)));
  await deps.db.insert(sessions).values({
    tokenHash: hashToken(token),
    accountId: options.accountId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: options.userAgent ? options.userAgent.slice(0, 255) : null,
  });
  return { token, expiresAt };
}

function expiredCondition(now: Date) {
  return or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)));
}

/**
 * The live session of a token, or null (unknown, malformed, idle too long or past its absolute
 * end; an expired one is deleted). Slides the idle timeout, writing lastSeenAt at most once per
 * SESSION_TOUCH_INTERVAL_MS.
 */
export async function resolveSession(deps: TSessionStoreDeps, token: string): Promise<TResolvedSession | null> {
  if (!decodeToken(token)) return null;
  const [row] = await deps.db
    .select({ id: sessions.id, accountId: sessions.accountId, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  return row && (await keepAlive(deps, row)) ? { sessionId: row.id, accountId: row.accountId } : null;
}

/**
 * Whether a session read from the database is live: an expired one (idle too long or past its
 * absolute end) is deleted; a live one slides its idle timeout, writing lastSeenAt at most once per
 * SESSION_TOUCH_INTERVAL_MS.
 */
async function keepAlive(deps: TSessionStoreDeps, row: { id: number; lastSeenAt: Date; expiresAt: Date }): Promise<boolean> {
  const now = nowOf(deps);
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (row.expiresAt.getTime() <= now.getTime() || idleFor >= SESSION_IDLE_TIMEOUT_MS) {
    await deps.db.delete(sessions).where(eq(sessions.id, row.id));
    return false;
  }
  if (idleFor >= SESSION_TOUCH_INTERVAL_MS) {
    await deps.db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, row.id), lt(sessions.lastSeenAt, now)));
  }
  return true;
}

/**
 * Sign in on a browser: end the session its cookie still holds (if any), then start a new one, so
 * a token known before the login (session fixation) is worthless after it.
 */
export async function rotateSession(
  deps: TSessionStoreDeps,
  options: { previousToken?: string | null; accountId: number; userAgent?: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  if (options.previousToken) await endSessionByToken(deps, options.previousToken);
  return createSession(deps, { accountId: options.accountId, userAgent: options.userAgent });
}

/** End the session of a token (logout, or rotation before a new sign-in). */
export async function endSessionByToken(deps: TSessionStoreDeps, token: string): Promise<void> {
  if (!decodeToken(token)) return;
  await deps.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** End every session of an account (after a password reset); returns how many ended. */
export async function endAllSessions(deps: TSessionStoreDeps, accountId: number): Promise<number> {
  const ended = await deps.db.delete(sessions).where(eq(sessions.accountId, accountId)).returning({ id: sessions.id });
  return ended.length;
}

const ACCOUNT_SUMMARY = {
  id: accounts.id,
  role: accounts.role,
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  birthDate: accounts.birthDate,
  locale: accounts.locale,
} as const;

/** The signed-in account's summary, or null if the account is gone. */
export async function loadCurrentAccount(deps: TSessionStoreDeps, accountId: number): Promise<TCurrentAccount | null> {
  const [row] = await deps.db.select(ACCOUNT_SUMMARY).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!row) return null;
  return { ...row, isMinor: isMinor(row.birthDate, nowOf(deps)) };
}

/**
 * The account signed in with a session token, or null: the session and its account in one query
 * (every signed-in request asks this; a gate phone's check-in among them), then the session's
 * expiry and idle timeout as resolveSession checks them.
 */
export async function accountForToken(deps: TSessionStoreDeps, token: string): Promise<TCurrentAccount | null> {
  if (!decodeToken(token)) return null;
  const [row] = await deps.db
    .select({ session: { id: sessions.id, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt }, account: ACCOUNT_SUMMARY })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || !(await keepAlive(deps, row.session))) return null;
  return { ...row.account, isMinor: isMinor(row.account.birthDate, nowOf(deps)) };
}
