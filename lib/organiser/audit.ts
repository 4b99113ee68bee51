import { and, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { accounts, auditLog } from '@/lib/db/schema';

/**
 * The organiser area's audit log (docs/decisions/052): every change, who made it, when, on what,
 * with the values before and after. Written in the transaction of the change it records, so a
 * change and its record land together or not at all. Append-only (migration 0013's triggers).
 */

/** Who made a change: an account, or the command line (the first grant of a deployment). */
export type TActor = { accountId: number | null; name: string };

export const COMMAND_LINE_ACTOR: TActor = { accountId: null, name: 'command line' };

export type TAuditEntry = {
  actor: TActor;
  organizationId?: number | null;
  promoterId?: number | null;
  eventId?: number | null;
  /** What was done, e.g. `tickets.update`, `promo.create`, `role.grant`. */
  action: string;
  /** What it was done to, e.g. `event:12`, `promo:4`, `account:9`. */
  subject: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** A database or a transaction (same query API). */
type TWriter = Pick<TDatabase, 'insert'>;

/** Values as JSON keeps them (dates as ISO text), so before and after compare as shown. */
function plain(value: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!value) return null;
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

export async function recordAudit(db: TWriter, entry: TAuditEntry, at = new Date()): Promise<void> {
  await db.insert(auditLog).values({
    at,
    actorAccountId: entry.actor.accountId,
    actorName: entry.actor.name,
    organizationId: entry.organizationId ?? null,
    promoterId: entry.promoterId ?? null,
    eventId: entry.eventId ?? null,
    action: entry.action,
    subject: entry.subject,
    before: plain(entry.before),
    after: plain(entry.after),
  });
}

/** The actor of a signed-in account (its name as it is now, kept with the record). */
export async function actorOf(db: TDatabase, accountId: number): Promise<TActor> {
  const [row] = await db.select({ firstName: accounts.firstName, lastName: accounts.lastName }).from(accounts).where(eq(accounts.id, accountId));
  return { accountId, name: row ? `${row.firstName} ${row.lastName}` : `#${accountId}` };
}

export type TAuditRow = typeof auditLog.$inferSelect;

export const AUDIT_PAGE_SIZE = 50;

/**
 * The audit rows an organiser may read: those of their organisations and of their promoters,
 * newest first, `AUDIT_PAGE_SIZE` at a time (`before`: the id of the last row of the page before).
 */
export async function readAudit(
  db: TDatabase,
  scope: { organizationIds: number[]; promoterIds: number[] },
  options: { eventId?: number; before?: number } = {},
): Promise<{ rows: TAuditRow[]; more: boolean }> {
  const visible: SQL[] = [];
  if (scope.organizationIds.length > 0) visible.push(inArray(auditLog.organizationId, scope.organizationIds));
  if (scope.promoterIds.length > 0) visible.push(inArray(auditLog.promoterId, scope.promoterIds));
  if (visible.length === 0) return { rows: [], more: false };
  const filters: SQL[] = [or(...visible)!];
  if (options.eventId) filters.push(eq(auditLog.eventId, options.eventId));
  if (options.before) filters.push(lt(auditLog.id, options.before));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...filters))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  return { rows: rows.slice(0, AUDIT_PAGE_SIZE), more: rows.length > AUDIT_PAGE_SIZE };
}

/** The fields an audit row changed (a field only before: removed; only after: added), in a stable order. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): { name: string; before: unknown; after: unknown }[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return names
    .filter((name) => JSON.stringify(before?.[name] ?? null) !== JSON.stringify(after?.[name] ?? null))
    .map((name) => ({ name, before: before?.[name] ?? null, after: after?.[name] ?? null }));
}
