import { and, asc, desc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { pick } from '../../i18n/locale';
import type { TDatabase } from '../../db/open';
import * as t from '../../db/schema';
import type { PlatformPort, TRacerSearchResult } from '../port';
import { cleanSearchText, FOLD_FROM, FOLD_TO, foldSearchText, regionCodesFor, searchTypeOf } from '../../search/racer-search';
import { opt, type TPlatformContext } from './shared';

export const RACER_SEARCH_LIMIT = 50;

/** The member number folded like `foldSearchText` folds the criteria (plain SQL: valid on PGlite and PostgreSQL). */
const fold = (value: SQLWrapper): SQL => sql`lower(translate(${value}, ${FOLD_FROM}, ${FOLD_TO}))`;

/** `haystack LIKE '%needle%'` (the trigram indexes answer it); the criteria may hold `_`, a LIKE wildcard. */
const contains = (haystack: SQLWrapper, needle: string): SQL => sql`${haystack} like ${`%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

function nameConditions(db: TDatabase, text: string): SQL[] {
  // " first last | last first", folded when the row was written: some word starts with the text
  // ("gag", "emile gag", "francois" in Jean-François).
  const conditions = [contains(t.riders.searchName, ` ${text}`)];
  if (/\d/.test(text)) {
    // A racing number, any case (entries, registrations: 923, 34D) or a member number (OORRA-0001).
    conditions.push(
      inArray(t.riders.id, db.select({ riderId: t.entries.riderId }).from(t.entries).where(sql`lower(${t.entries.number}) = ${text}`)),
      inArray(t.riders.id, db.select({ riderId: t.registrations.riderId }).from(t.registrations).where(sql`lower(${t.registrations.number}) = ${text}`)),
      inArray(
        t.riders.id,
        db
          .select({ riderId: sql<number>`${t.memberships.riderId}` })
          .from(t.memberships)
          .where(and(sql`${t.memberships.riderId} is not null`, sql`${fold(t.memberships.memberNumber)} = ${text}`)),
      ),
    );
  }
  return conditions;
}

function locationConditions(text: string): SQL[] {
  // "|state|city", folded when the row was written: the state or the city starts with the text.
  const conditions = [contains(t.riders.searchPlace, `|${text}`)];
  const codes = regionCodesFor(text);
  if (codes.length > 0) conditions.push(inArray(sql`upper(${t.riders.state})`, codes));
  return conditions;
}

/** Each rider's latest public race entry (number, class, event): one DISTINCT ON query for the page of riders. */
async function latestEntries(db: TDatabase, riderIds: number[]) {
  if (riderIds.length === 0) return new Map<number, never>();
  const rows = await db
    .selectDistinctOn([t.entries.riderId], {
      riderId: t.entries.riderId,
      number: t.entries.number,
      className: t.classes.name,
      eventId: t.events.id,
      eventName: t.events.name,
      startAt: t.events.startAt,
    })
    .from(t.entries)
    .innerJoin(t.races, eq(t.races.id, t.entries.raceId))
    .innerJoin(t.events, eq(t.events.id, t.races.eventId))
    .innerJoin(t.classes, eq(t.classes.id, t.entries.classId))
    .where(and(inArray(t.entries.riderId, riderIds), eq(t.races.isPublic, true), eq(t.events.isPublic, true)))
    .orderBy(t.entries.riderId, desc(t.races.startAt), desc(t.races.id));
  return new Map(rows.map((row) => [row.riderId, row]));
}

export function createSearchQueries(ctx: TPlatformContext): Pick<PlatformPort, 'searchRacers'> {
  return {
    /**
     * Racers by location (type 'state': state or province code or name, or city, prefix) or by
     * identifier (a word of the name, "first last", "last first", racing or member number);
     * case- and accent-insensitive, at most 50, by last then first name.
     */
    async searchRacers(query) {
      const text = foldSearchText(cleanSearchText(query?.text));
      if (text === '') return [];
      const db = await ctx.getDb();
      const conditions = searchTypeOf(query?.type) === 'state' ? locationConditions(text) : nameConditions(db, text);
      const rows = await db
        .select({
          id: t.riders.id,
          firstName: t.riders.firstName,
          lastName: t.riders.lastName,
          state: t.riders.state,
          city: t.riders.city,
        })
        .from(t.riders)
        .where(or(...conditions))
        .orderBy(sql`lower(${t.riders.lastName})`, sql`lower(${t.riders.firstName})`, asc(t.riders.id))
        .limit(RACER_SEARCH_LIMIT);
      const latest = await latestEntries(db, rows.map((r) => r.id));
      return rows.map((r): TRacerSearchResult => {
        const last = latest.get(r.id);
        return {
          id: r.id,
          firstName: r.firstName,
          lastName: r.lastName,
          state: opt(r.state),
          city: opt(r.city),
          ...(last ? { number: last.number, className: pick(last.className, query.locale ?? 'en'), latestEvent: { id: last.eventId, name: last.eventName, startAt: last.startAt } } : {}),
        };
      });
    },
  };
}
