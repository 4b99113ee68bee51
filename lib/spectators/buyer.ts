import { eq } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { accounts, guardianships, type TGender, type TRelationship } from '@/lib/db/schema/accounts';
import { isMinor } from '@/lib/validation/participant';
import { nowOf, type TSpectatorDeps, type TViewer } from './deps';
import type { TSpectatorError } from './errors';
import { fail, type TFailure } from './result';

/** The buyer of spectator tickets: who may buy, and the minors they may bring. */

type TBuyerRow = typeof accounts.$inferSelect;

/** Who may buy: a signed-in adult participant or spectator account (seed section 6). */
export function buyerRefusal(account: Pick<TBuyerRow, 'role' | 'birthDate'> | null, now: Date): TSpectatorError | null {
  if (!account) return 'signInRequired';
  if (account.role === 'promoter') return 'notValidForPromoters';
  if (account.role !== 'participant' && account.role !== 'spectator') return 'participantOrSpectatorOnly';
  if (isMinor(account.birthDate, now)) return 'adultsOnly';
  return null;
}

export async function loadBuyer(db: TDatabase, viewer: TViewer | null): Promise<TBuyerRow | null> {
  if (!viewer) return null;
  const [row] = await db.select().from(accounts).where(eq(accounts.id, viewer.id));
  return row ?? null;
}

/** Whether this viewer may buy tickets, and if not, why (for step 1 before anything is created). */
export async function checkBuyer(deps: TSpectatorDeps, viewer: TViewer | null): Promise<{ ok: true } | TFailure> {
  const refusal = buyerRefusal(await loadBuyer(await deps.getDb(), viewer), nowOf(deps));
  return refusal ? fail(refusal) : { ok: true };
}

/** The buyer's minors (family members) to pick from when adding spectators. */
export async function listFamilyMinors(
  deps: TSpectatorDeps,
  options: { viewer: TViewer | null },
): Promise<{ accountId: number; firstName: string; lastName: string; gender: TGender; birthDate: string; relationship: TRelationship }[]> {
  if (!options.viewer) return [];
  const db = await deps.getDb();
  const now = nowOf(deps);
  const rows = await db
    .select({
      accountId: accounts.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      gender: accounts.gender,
      birthDate: accounts.birthDate,
      relationship: guardianships.relationship,
    })
    .from(guardianships)
    .innerJoin(accounts, eq(accounts.id, guardianships.minorAccountId))
    .where(eq(guardianships.guardianAccountId, options.viewer.id))
    .orderBy(accounts.firstName);
  return rows.filter((row) => isMinor(row.birthDate, now));
}
