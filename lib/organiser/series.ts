import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { seriesDefinitions } from '@/lib/db/schema/mirror';
import type { TSeriesDefinition } from '@/lib/mirror/series';
import type { TListOptions, TPromoterSummary } from '@/lib/platform/port';
import { isUniqueViolation } from '@/lib/spectators/deps';
import type { TOrganiserDeps, TScope } from './access';
import { recordAudit, type TActor } from './audit';
import type { TSeriesInput } from './series-forms';

/**
 * Series definitions as organisers and promoters run them (docs/decisions/047, 057). A promoter
 * defines the series of their promoter; an organiser those of every promoter of their organisation.
 * A definition is made unpublished: its standings can be previewed (the mirror reader's
 * `previewStandings`, the public pages' own computation) and it is then published. Each change is
 * one transaction with its audit row, filed under the promoter and its organisation.
 */

/** A promoter a scope may define series for, with its organisation (where the audit rows go). */
export type TSeriesPromoter = { id: number; name: string; organizationId: number | null };

/** The promoters of the scope: its own, and every promoter of the organisations it organises (by name). */
export async function seriesPromoters(deps: TOrganiserDeps, scope: TScope, locale: TListOptions['locale']): Promise<TSeriesPromoter[]> {
  const found = new Map<number, TSeriesPromoter>();
  const ofOrganisations = await Promise.all(
    scope.organizationIds.map(async (organizationId) => (await deps.platform.listPromoters({ locale, organizationId })).map((p: TPromoterSummary) => ({ id: p.id, name: p.name, organizationId }))),
  );
  for (const list of ofOrganisations) for (const p of list) found.set(p.id, p);
  const missing = scope.promoterIds.filter((id) => !found.has(id));
  const own = await Promise.all(missing.map((id) => deps.platform.getPromoter(id, { locale })));
  missing.forEach((id, i) => found.set(id, { id, name: own[i]?.name ?? `#${id}`, organizationId: own[i]?.organizationId ?? null }));
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** The definitions of these promoters, published or not, newest season first. */
export async function definitionsOf(db: TDatabase, promoterIds: number[]): Promise<TSeriesDefinition[]> {
  if (promoterIds.length === 0) return [];
  return db
    .select()
    .from(seriesDefinitions)
    .where(inArray(seriesDefinitions.promoterId, promoterIds))
    .orderBy(desc(seriesDefinitions.season), asc(seriesDefinitions.name), asc(seriesDefinitions.id));
}

/** One definition, if it is of one of these promoters (another's reads like none). */
export async function definitionOf(db: TDatabase, id: number, promoterIds: number[]): Promise<TSeriesDefinition | null> {
  if (promoterIds.length === 0) return null;
  const [row] = await db
    .select()
    .from(seriesDefinitions)
    .where(and(eq(seriesDefinitions.id, id), inArray(seriesDefinitions.promoterId, promoterIds)));
  return row ?? null;
}

const fieldsOf = (d: TSeriesDefinition): TSeriesInput & { published: boolean } => ({
  name: d.name,
  season: d.season,
  promoterId: d.promoterId,
  discipline: d.discipline,
  eventIds: d.eventIds,
  raceIds: d.raceIds,
  classes: d.classes,
  points: d.points,
  dropCount: d.dropCount,
  tables: d.tables,
  published: d.published,
});

export type TSeriesChange<T = object> = ({ ok: true } & T) | { ok: false; error: 'nameTaken' | 'notFound' };

/** Where a change is filed: the definition's promoter and its organisation. */
export type TSeriesPlace = { promoterId: number; organizationId: number | null };

/**
 * A new definition, unpublished. Its id (the series id of the public pages) follows the highest
 * in use; a lock keeps two organisers saving at once from taking the same one.
 */
export async function createSeriesDefinition(db: TDatabase, actor: TActor, place: TSeriesPlace, input: TSeriesInput, now = new Date()): Promise<TSeriesChange<{ id: number }>> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(57000001)`);
      const [last] = await tx.select({ id: sql<number | null>`max(${seriesDefinitions.id})` }).from(seriesDefinitions);
      const id = Number(last?.id ?? 0) + 1;
      await tx.insert(seriesDefinitions).values({ id, ...input, published: false, createdAt: now, updatedAt: now });
      await recordAudit(tx, { actor, ...place, action: 'series.create', subject: `series:${id}`, before: null, after: { ...input, published: false } }, now);
      return { ok: true as const, id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: 'nameTaken' };
    throw error;
  }
}

/** Change a definition (published or not: a published one's tables change at once on the public pages). */
export async function updateSeriesDefinition(db: TDatabase, actor: TActor, place: TSeriesPlace, id: number, input: TSeriesInput, now = new Date()): Promise<TSeriesChange> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(seriesDefinitions).where(eq(seriesDefinitions.id, id)).for('update');
      if (!before) return { ok: false as const, error: 'notFound' as const };
      await tx
        .update(seriesDefinitions)
        .set({ ...input, updatedAt: now })
        .where(eq(seriesDefinitions.id, id));
      const { published: _p, ...was } = fieldsOf(before);
      await recordAudit(tx, { actor, ...place, action: 'series.update', subject: `series:${id}`, before: was, after: { ...input } }, now);
      return { ok: true as const };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: 'nameTaken' };
    throw error;
  }
}

/** Publish (the public pages show it within seconds) or unpublish (they no longer read it at all). */
export async function setSeriesPublished(db: TDatabase, actor: TActor, place: TSeriesPlace, id: number, published: boolean, now = new Date()): Promise<TSeriesChange> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(seriesDefinitions).where(eq(seriesDefinitions.id, id)).for('update');
    if (!before) return { ok: false as const, error: 'notFound' as const };
    await tx.update(seriesDefinitions).set({ published, updatedAt: now }).where(eq(seriesDefinitions.id, id));
    await recordAudit(
      tx,
      { actor, ...place, action: published ? 'series.publish' : 'series.unpublish', subject: `series:${id}`, before: { name: before.name, published: before.published }, after: { name: before.name, published } },
      now,
    );
    return { ok: true as const };
  });
}
