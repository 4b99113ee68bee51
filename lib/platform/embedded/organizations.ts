import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { BASE_PATH } from '../../constants';
import { sanitizeContentHtml } from '../../content/html';
import * as t from '../../db/schema';
import { pick } from '../../i18n/locale';
import type { PlatformPort, TClass, TOrganization, TPromoter } from '../port';
import { opt, optText, toPromoterSummary, toSeriesSummary, type TPlatformContext } from './shared';

export function createOrganizationQueries(
  ctx: TPlatformContext,
): Pick<
  PlatformPort,
  'listPromoters' | 'getPromoter' | 'getOrganization' | 'listSeries' | 'listClasses'
> {
  return {
    /** Public promoters, by name. */
    async listPromoters({ organizationId }) {
      const db = await ctx.getDb();
      const conditions: SQL[] = [eq(t.promoters.isPublic, true)];
      if (organizationId !== undefined) conditions.push(eq(t.promoters.organizationId, organizationId));
      const rows = await db
        .select()
        .from(t.promoters)
        .where(and(...conditions))
        .orderBy(asc(t.promoters.name), asc(t.promoters.id));
      return rows.map(toPromoterSummary);
    },

    /**
     * Any existing promoter, public or not: as on the platform, whether the page may show it is
     * the displayPromoter permission's answer (the default promoters are shown even when private).
     */
    async getPromoter(id, { locale }) {
      const db = await ctx.getDb();
      const [p] = await db.select().from(t.promoters).where(eq(t.promoters.id, id));
      if (!p) return null;
      return {
        ...toPromoterSummary(p),
        organizationId: opt(p.organizationId),
        description: optText(p.description, locale),
        email: opt(p.email),
        phone: opt(p.phone),
        website: opt(p.website),
      } satisfies TPromoter;
    },

    /** A public organisation; its about text is sanitized HTML. */
    async getOrganization(id, { locale }) {
      const db = await ctx.getDb();
      const [o] = await db
        .select()
        .from(t.organizations)
        .where(and(eq(t.organizations.id, id), eq(t.organizations.isPublic, true)));
      if (!o) return null;
      const about = optText(o.about, locale);
      return {
        id: o.id,
        name: o.name,
        shortName: opt(o.shortName),
        description: optText(o.description, locale),
        aboutHtml: about === undefined ? undefined : sanitizeContentHtml(about, BASE_PATH),
        email: opt(o.email),
        phone: opt(o.phone),
        website: opt(o.website),
        address: opt(o.address),
        city: opt(o.city),
        state: opt(o.state),
        country: opt(o.country),
        logoUrl: opt(o.logoUrl),
      } satisfies TOrganization;
    },

    /** Public series, latest season first. */
    async listSeries({ locale, promoterId, organizationId }) {
      const db = await ctx.getDb();
      const conditions: SQL[] = [eq(t.series.isPublic, true)];
      if (promoterId !== undefined) conditions.push(eq(t.series.promoterId, promoterId));
      if (organizationId !== undefined) conditions.push(eq(t.series.organizationId, organizationId));
      const rows = await db
        .select()
        .from(t.series)
        .where(and(...conditions))
        .orderBy(desc(t.series.season), asc(t.series.id));
      return rows.map((s) => toSeriesSummary(s, locale));
    },

    /** Classes of an organisation and/or offered at a public event (both filters combine). */
    async listClasses({ locale, organizationId, eventId }) {
      const db = await ctx.getDb();
      const conditions: SQL[] = [];
      if (organizationId !== undefined) conditions.push(eq(t.classes.organizationId, organizationId));
      if (eventId !== undefined) {
        const offered = db
          .select({ classId: t.eventClasses.classId })
          .from(t.eventClasses)
          .innerJoin(t.events, eq(t.events.id, t.eventClasses.eventId))
          .where(and(eq(t.eventClasses.eventId, eventId), eq(t.events.isPublic, true)));
        conditions.push(inArray(t.classes.id, offered));
      }
      const rows = await db
        .select({ c: t.classes, group: t.classGroups.name })
        .from(t.classes)
        .leftJoin(t.classGroups, eq(t.classGroups.id, t.classes.classGroupId))
        .where(and(...conditions))
        .orderBy(asc(t.classes.sortOrder), asc(t.classes.id));
      return rows.map(
        ({ c, group }): TClass => ({
          id: c.id,
          code: c.code,
          name: pick(c.name, locale),
          description: optText(c.description, locale),
          group: optText(group, locale),
          vehicle: c.vehicle,
          minAge: opt(c.minAge),
          maxAge: opt(c.maxAge),
        }),
      );
    },
  };
}
