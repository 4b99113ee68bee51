import { boolean, date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';

/**
 * The results mirror (docs/decisions/045): what the app has read of LiveLaps with the calls whose
 * shapes are known (a promoter's events, an event's races, a race, a race's results), kept so that
 * the app can answer what LiveLaps has no call for (a rider's season, series points, a change log
 * of results). Keyed by LiveLaps' own ids; no foreign key to anything of the embedded platform.
 * Written only by lib/mirror/sync.ts (one server of a cluster at a time: `mirror_lease`), read by
 * lib/mirror/reader.ts. Every write of one race is one transaction: a sync killed at any moment
 * leaves each race either as it was or as it is on LiveLaps.
 */

/** An event of one of the organisation's promoters (livelaps/promoter/{id}/events). */
export const mirrorEvents = pgTable(
  'mirror_events',
  {
    id: integer('id').primaryKey(),
    promoterId: integer('promoter_id').notNull(),
    promoterName: text('promoter_name').notNull().default(''),
    name: text('name').notNull(),
    /** The event's day (LiveLaps gives a day, no time). */
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    /** raceCount of the list (0: a registration-only event); null when not given. */
    raceCount: integer('race_count'),
    /** When the event's race list (race/event/{id}) was last read; null: never. */
    racesReadAt: timestamp('races_read_at', { withTimezone: true }),
    /** The event was in its promoter's list at the last read of that list. */
    listed: boolean('listed').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('mirror_events_promoter_idx').on(t.promoterId, t.eventDate), index('mirror_events_date_idx').on(t.eventDate)],
);

export const MIRROR_RACE_FORMATS = ['laps', 'sections'] as const;

/** A race of a mirrored event (race/event/{id}), with the state of its copied results. */
export const mirrorRaces = pgTable(
  'mirror_races',
  {
    id: integer('id').primaryKey(),
    eventId: integer('event_id').notNull(),
    name: text('name').notNull(),
    /** The platform's mode name ("Enduro", "Laps / Hare Scramble / Cross Country"). */
    mode: text('mode'),
    format: text('format', { enum: MIRROR_RACE_FORMATS }).notNull().default('laps'),
    /** LiveLaps' scoring_status ("completed" once scored); null when not given. */
    scoringStatus: text('scoring_status'),
    /** Order within the event (the order of race/event/{id}). */
    sortOrder: integer('sort_order').notNull().default(0),
    /** The race is still in its event's race list. */
    listed: boolean('listed').notNull().default(true),
    /** LiveLaps refused its results (HTTP 400): "race not properly configured". */
    configured: boolean('configured').notNull().default(true),
    /** Fingerprint of the copied rows (null: never copied). */
    resultsHash: text('results_hash'),
    rowCount: integer('row_count').notNull().default(0),
    /** When the results were last read, and when their content last changed. */
    resultsReadAt: timestamp('results_read_at', { withTimezone: true }),
    resultsChangedAt: timestamp('results_changed_at', { withTimezone: true }),
    /** When the mirror first held this race completed with rows: from then on, changes are logged. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Failed reads in a row, and the last reason (a race answering junk is retried later, not forever at once). */
    failures: integer('failures').notNull().default(0),
    lastFailure: text('last_failure'),
    /** When the last failed read started (the next try waits from then). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('mirror_races_event_idx').on(t.eventId, t.sortOrder)],
);

/** One section or lap of a result row, as LiveLaps gives it, parsed (times and gaps in milliseconds). */
export type TMirrorSection = {
  sectionName?: string;
  totalCumulatedTime?: number;
  overallPosition?: number;
  classPosition?: number;
  sectionOverallPosition?: number;
  sectionClassPosition?: number;
  avgSpeed?: number;
  overallBehindBy?: number;
};

/** A result row of a mirrored race (race/results/{id}), linked to a rider of the mirror. */
export const mirrorResultRows = pgTable(
  'mirror_result_rows',
  {
    raceId: integer('race_id').notNull(),
    /** LiveLaps' row id (`data[].id`). */
    rowId: integer('row_id').notNull(),
    riderId: integer('rider_id').notNull(),
    /** How the row was tied to its rider (lib/mirror/matcher.ts). */
    linkedBy: text('linked_by', { enum: ['name+plate', 'name+class', 'name', 'new'] }).notNull(),
    fullName: text('full_name').notNull(),
    nameKey: text('name_key').notNull(),
    number: text('number').notNull().default(''),
    brand: text('brand'),
    className: text('class_name').notNull().default(''),
    overallPosition: integer('overall_position'),
    classPosition: integer('class_position'),
    /** The platform's average speed (unit of the event: not stated). */
    averageSpeed: real('average_speed'),
    behindLeaderMs: integer('behind_leader_ms'),
    classBehindLeaderMs: integer('class_behind_leader_ms'),
    sections: jsonb('sections').$type<TMirrorSection[]>().notNull(),
    /** Order of the row in LiveLaps' answer. */
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.rowId] }), index('mirror_result_rows_rider_idx').on(t.riderId), index('mirror_result_rows_name_idx').on(t.nameKey)],
);

/** A rider as the mirror knows them: result rows tied together by name, plate and class. */
export const mirrorRiders = pgTable(
  'mirror_riders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1 }),
    nameKey: text('name_key').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mirror_riders_name_idx').on(t.nameKey)],
);

/** A LiveLaps user seen in a racer search (searchUsers), tied to riders of the same name. */
export const mirrorUsers = pgTable(
  'mirror_users',
  {
    userId: integer('user_id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    city: text('city'),
    state: text('state'),
    nameKey: text('name_key').notNull(),
    /** The rider made for this user when no rider of the name had raced yet. */
    riderId: integer('rider_id'),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mirror_users_name_idx').on(t.nameKey)],
);

/** One change of a finished race's results, as the visitor reads it. */
export type TMirrorChange =
  | { kind: 'moved'; rowId: number; name: string; number: string; className: string; from: number | null; to: number | null }
  | { kind: 'added'; rowId: number; name: string; number: string; className: string; to: number | null }
  | { kind: 'removed'; rowId: number; name: string; number: string; className: string; from: number | null }
  | { kind: 'time'; rowId: number; name: string; number: string; className: string };

/** The change log of results that changed after the race was first held finished. */
export const mirrorRaceChanges = pgTable(
  'mirror_race_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    raceId: integer('race_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    changes: jsonb('changes').$type<TMirrorChange[]>().notNull(),
  },
  (t) => [index('mirror_race_changes_race_idx').on(t.raceId, t.at)],
);

/** Who syncs (one server of a cluster): a lease renewed while it works. */
export const mirrorLease = pgTable('mirror_lease', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The state of the mirror: last passes and their figures (the sync command and the README read it). */
export const mirrorState = pgTable('mirror_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/** Series definitions (docs/decisions/047): the app's own series, scored by its engine from the mirror. */
export const SERIES_DEFINITION_DISCIPLINES = ['motocross', 'enduro', 'hare_scramble', 'quad'] as const;

export const seriesDefinitions = pgTable(
  'series_definitions',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    season: integer('season').notNull(),
    promoterId: integer('promoter_id').notNull(),
    discipline: text('discipline', { enum: SERIES_DEFINITION_DISCIPLINES }).notNull().default('motocross'),
    /** The events that count, in round order. */
    eventIds: jsonb('event_ids').$type<number[]>().notNull(),
    /** Only these races count (all races of the events when null). */
    raceIds: jsonb('race_ids').$type<number[] | null>(),
    /** Only these classes count, by name (all when null). */
    classes: jsonb('classes').$type<string[] | null>(),
    /** Points by position (index 0: first place). */
    points: jsonb('points').$type<number[]>().notNull(),
    dropCount: integer('drop_count').notNull().default(0),
    /** Which tables are shown: final (per class), overall (all classes), or both. */
    tables: text('tables', { enum: ['final', 'overall', 'both'] }).notNull().default('both'),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('series_definitions_promoter_idx').on(t.promoterId, t.season), uniqueIndex('series_definitions_name_idx').on(t.promoterId, t.season, t.name)],
);
