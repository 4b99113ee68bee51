import { and, eq, isNull } from 'drizzle-orm';
import { normalizeEmail } from '@/lib/accounts/authenticate';
import type { TDatabase } from '@/lib/db/open';
import { accounts, roleGrants, type TGrantKind } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/spectators/deps';
import { recordAudit, type TActor } from './audit';

/**
 * Granting and revoking roles (docs/decisions/052), for the command line (`npm run roles`, the
 * first person of a deployment) and an organiser's roles page (their own organisation only: the
 * caller checks that). Both go through here, so both are in the audit log.
 */

export type TGrantTarget = { kind: 'organiser'; organizationId: number } | { kind: 'promoter'; promoterId: number; organizationId: number | null };

export const GRANT_ERRORS = ['noSuchAccount', 'alreadyGranted', 'notGranted', 'cannotSignIn'] as const;
export type TGrantError = (typeof GRANT_ERRORS)[number];

export type TGrantResult = { ok: true; grantId: number; accountId: number } | { ok: false; error: TGrantError };

const subjectOf = (target: TGrantTarget) => (target.kind === 'organiser' ? `organization:${target.organizationId}` : `promoter:${target.promoterId}`);

/**
 * Give a role to the account of `email`. The account must exist and be able to sign in (an
 * organiser or promoter is a person with a login): the organiser asks them to create an account
 * first. Telling "no account with this email" to an organiser is a choice (decision 052): they
 * are signed in with a role, and the answer is what they need to act on.
 */
export async function grantRole(db: TDatabase, actor: TActor, email: string, target: TGrantTarget, now = new Date()): Promise<TGrantResult> {
  const [account] = await db
    .select({ id: accounts.id, passwordHash: accounts.passwordHash, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(eq(accounts.email, normalizeEmail(email)));
  if (!account) return { ok: false, error: 'noSuchAccount' };
  if (!account.passwordHash) return { ok: false, error: 'cannotSignIn' };
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(roleGrants)
        .values({
          accountId: account.id,
          kind: target.kind,
          organizationId: target.kind === 'organiser' ? target.organizationId : null,
          promoterId: target.kind === 'promoter' ? target.promoterId : null,
          grantedBy: actor.accountId,
          grantedAt: now,
        })
        .returning({ id: roleGrants.id });
      await recordAudit(
        tx,
        {
          actor,
          organizationId: target.organizationId,
          promoterId: target.kind === 'promoter' ? target.promoterId : null,
          action: 'role.grant',
          subject: `account:${account.id}`,
          before: null,
          after: { role: target.kind, on: subjectOf(target), name: `${account.firstName} ${account.lastName}` },
        },
        now,
      );
      return { ok: true as const, grantId: row!.id, accountId: account.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: 'alreadyGranted' };
    throw error;
  }
}

/** A live grant by id (the roles page checks it is on the organiser's organisation before revoking). */
export async function liveGrant(db: TDatabase, grantId: number) {
  const [row] = await db.select().from(roleGrants).where(and(eq(roleGrants.id, grantId), isNull(roleGrants.revokedAt)));
  return row ?? null;
}

/** End a live grant; `organizationId` is where the audit row is filed (the grant's organisation or its promoter's). */
export async function revokeRole(db: TDatabase, actor: TActor, grantId: number, organizationId: number | null, now = new Date()): Promise<{ ok: true } | { ok: false; error: TGrantError }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(roleGrants)
      .set({ revokedAt: now, revokedBy: actor.accountId })
      .where(and(eq(roleGrants.id, grantId), isNull(roleGrants.revokedAt)))
      .returning();
    if (!row) return { ok: false as const, error: 'notGranted' as const };
    const target: TGrantTarget = row.kind === 'organiser' ? { kind: 'organiser', organizationId: row.organizationId! } : { kind: 'promoter', promoterId: row.promoterId!, organizationId };
    await recordAudit(
      tx,
      {
        actor,
        organizationId: organizationId ?? row.organizationId,
        promoterId: row.promoterId,
        action: 'role.revoke',
        subject: `account:${row.accountId}`,
        before: { role: row.kind as TGrantKind, on: subjectOf(target) },
        after: null,
      },
      now,
    );
    return { ok: true as const };
  });
}
