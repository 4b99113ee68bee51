import { and, eq, isNull, or, inArray } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { accounts, roleGrants, totpFactors, type TGrantKind } from '@/lib/db/schema';
import type { TEvent, TEventSummary, TListOptions, TPromoter, TPromoterSummary } from '@/lib/platform/port';

/**
 * Who may run what in the organiser area (docs/decisions/052). An organiser of an organisation
 * runs every event of the organisation and of its promoters; a promoter runs the events of their
 * promoter id. Every page and action of the area asks these functions on the server, for the
 * thing it reads or changes: nothing is allowed because a link was shown.
 */

/** What the organiser area reads of the racing platform (the port answers it; tests give a stub). */
export type TOrganiserPlatform = {
  getEvent(id: number, options: TListOptions): Promise<TEvent | null>;
  getPromoter(id: number, options: TListOptions): Promise<TPromoter | null>;
  listEvents(options: TListOptions & { promoterId?: number; organizationId?: number }): Promise<TEventSummary[]>;
  listPromoters(options: TListOptions & { organizationId?: number }): Promise<TPromoterSummary[]>;
  getOrganization(id: number, options: TListOptions): Promise<{ id: number; name: string } | null>;
};

export type TOrganiserDeps = {
  getDb: () => Promise<TDatabase>;
  platform: TOrganiserPlatform;
  now?: () => Date;
};

/** The live roles of one account. */
export type TScope = { accountId: number; organizationIds: number[]; promoterIds: number[] };

export const hasAnyRole = (scope: TScope) => scope.organizationIds.length > 0 || scope.promoterIds.length > 0;

export async function scopeOf(db: TDatabase, accountId: number): Promise<TScope> {
  return (await scopeAndFactorOf(db, accountId)).scope;
}

/**
 * The account's live roles and whether it has a confirmed second factor (decision 055), in one
 * query: every request of the organiser area asks both (a gate phone's check-ins among them).
 */
export async function scopeAndFactorOf(db: TDatabase, accountId: number): Promise<{ scope: TScope; secondFactor: boolean }> {
  // A join, not a correlated `exists` written in sql``: Drizzle writes a column of a one-table
  // select without its table's name, and `"account_id" = "account_id"` inside the subquery
  // compared totp_factors with itself (any confirmed factor of any account let every role
  // holder in). The factor is the account's (one row at most: its key is the account id).
  const rows = await db
    .select({
      kind: roleGrants.kind,
      organizationId: roleGrants.organizationId,
      promoterId: roleGrants.promoterId,
      factorConfirmedAt: totpFactors.confirmedAt,
    })
    .from(roleGrants)
    .leftJoin(totpFactors, eq(totpFactors.accountId, roleGrants.accountId))
    .where(and(eq(roleGrants.accountId, accountId), isNull(roleGrants.revokedAt)));
  return {
    scope: {
      accountId,
      organizationIds: rows.filter((r) => r.kind === 'organiser').map((r) => r.organizationId!),
      promoterIds: rows.filter((r) => r.kind === 'promoter').map((r) => r.promoterId!),
    },
    // No role, no row: the factor does not matter then (the area is refused anyway).
    secondFactor: rows.some((r) => r.factorConfirmedAt !== null),
  };
}

/**
 * The organisation an event belongs to: its own, its promoter's, or (a platform whose promoters do
 * not name their organisation, like LiveLaps) the one of `candidates` that lists its promoter.
 */
async function organizationOfEvent(deps: TOrganiserDeps, event: TEvent, candidates: number[] = []): Promise<number | null> {
  if (event.organizationId != null) return event.organizationId;
  const promoter = await deps.platform.getPromoter(event.promoter.id, { locale: 'en' });
  if (promoter?.organizationId != null) return promoter.organizationId;
  for (const organizationId of candidates) {
    const promoters = await deps.platform.listPromoters({ locale: 'en', organizationId });
    if (promoters.some((p) => p.id === event.promoter.id)) return organizationId;
  }
  return null;
}

/** Where an event sits: its promoter and organisation (what an audit row and a role are scoped by). */
export type TEventPlace = { eventId: number; promoterId: number; organizationId: number | null };

/**
 * The event if this scope may run it, with where it sits; null when the platform does not know it
 * or the scope has no role on it (the pages answer both with the same "not found": a promoter of
 * another organisation does not learn which event ids exist).
 */
export async function manageableEvent(deps: TOrganiserDeps, scope: TScope, eventId: number, locale: TListOptions['locale']): Promise<{ event: TEvent; place: TEventPlace } | null> {
  if (!hasAnyRole(scope)) return null;
  const event = await deps.platform.getEvent(eventId, { locale });
  if (!event) return null;
  const place: TEventPlace = { eventId: event.id, promoterId: event.promoter.id, organizationId: null };
  if (scope.promoterIds.includes(event.promoter.id)) {
    place.organizationId = await organizationOfEvent(deps, event);
    return { event, place };
  }
  if (scope.organizationIds.length === 0) return null;
  place.organizationId = await organizationOfEvent(deps, event, scope.organizationIds);
  return place.organizationId != null && scope.organizationIds.includes(place.organizationId) ? { event, place } : null;
}

/** Whether an account runs an event (any live role on it): the waiver records of the event are then theirs to read (decision 056). */
export async function runsEvent(deps: TOrganiserDeps, accountId: number, eventId: number): Promise<boolean> {
  const scope = await scopeOf(await deps.getDb(), accountId);
  return (await manageableEvent(deps, scope, eventId, 'en')) !== null;
}

/** Whether this scope may run an organisation's own settings (membership types, roles, its audit log). */
export const organisesOrganization = (scope: TScope, organizationId: number) => scope.organizationIds.includes(organizationId);

/** The events this scope runs, soonest last-first as the platform lists them, without duplicates. */
export async function manageableEvents(deps: TOrganiserDeps, scope: TScope, locale: TListOptions['locale']): Promise<TEventSummary[]> {
  const lists = await Promise.all([
    ...scope.organizationIds.map((organizationId) => deps.platform.listEvents({ locale, organizationId })),
    ...scope.promoterIds.map((promoterId) => deps.platform.listEvents({ locale, promoterId })),
  ]);
  const byId = new Map<number, TEventSummary>();
  for (const list of lists) for (const event of list) byId.set(event.id, event);
  return [...byId.values()].sort((a, b) => b.startAt.getTime() - a.startAt.getTime() || b.id - a.id);
}

export type TGrantView = {
  id: number;
  accountId: number;
  name: string;
  email: string | null;
  kind: TGrantKind;
  organizationId: number | null;
  promoterId: number | null;
  grantedAt: Date;
};

/** The live grants on an organisation and on the given promoters (the roles page of an organiser). */
export async function grantsOn(db: TDatabase, organizationId: number, promoterIds: number[]): Promise<TGrantView[]> {
  const rows = await db
    .select({
      id: roleGrants.id,
      accountId: roleGrants.accountId,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
      kind: roleGrants.kind,
      organizationId: roleGrants.organizationId,
      promoterId: roleGrants.promoterId,
      grantedAt: roleGrants.grantedAt,
    })
    .from(roleGrants)
    .innerJoin(accounts, eq(accounts.id, roleGrants.accountId))
    .where(
      and(
        isNull(roleGrants.revokedAt),
        promoterIds.length > 0
          ? or(eq(roleGrants.organizationId, organizationId), inArray(roleGrants.promoterId, promoterIds))
          : eq(roleGrants.organizationId, organizationId),
      ),
    )
    .orderBy(roleGrants.kind, accounts.lastName, accounts.firstName);
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, name: `${firstName} ${lastName}` }));
}
