import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldSqlExpression } from '../../search/racer-search';
import { createdAt, localized, updatedAt } from './common';
import { SITE_TIME_ZONE } from '../../i18n/format';

/**
 * The racing platform: who runs events, what is raced, who rides and what they scored.
 * Ids are integer identities so the demo data can pin stable ids (README lists them).
 */

export const organizations = pgTable('organizations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  shortName: text('short_name'),
  description: localized('description'),
  about: localized('about'),
  email: text('email'),
  phone: text('phone'),
  website: text('website'),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  country: text('country'),
  logoUrl: text('logo_url'),
  isPublic: boolean('is_public').notNull().default(true),
  createdAt: createdAt(),
});

export const promoters = pgTable(
  'promoters',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').references(() => organizations.id),
    /** The promoter's user id on the platform (the seed's "default promoter user id"). */
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    description: localized('description'),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    logoUrl: text('logo_url'),
    isPublic: boolean('is_public').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promoters_user_id_uq').on(t.userId), index('promoters_org_idx').on(t.organizationId)],
);

/** Points awarded by finishing position (index 0 = 1st). */
export const pointsScales = pgTable('points_scales', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  points: jsonb('points').$type<number[]>().notNull(),
});

export const classGroups = pgTable('class_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id),
  name: localized('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const classes = pgTable(
  'classes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').references(() => organizations.id),
    classGroupId: integer('class_group_id').references(() => classGroups.id),
    code: text('code').notNull(),
    name: localized('name').notNull(),
    description: localized('description'),
    vehicle: text('vehicle', { enum: ['motorcycle', 'quad'] }).notNull().default('motorcycle'),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('classes_org_idx').on(t.organizationId)],
);

export const brands = pgTable('brands', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
});

export const teams = pgTable('teams', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  city: text('city'),
});

export const series = pgTable(
  'series',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').references(() => organizations.id),
    promoterId: integer('promoter_id').references(() => promoters.id),
    name: localized('name').notNull(),
    description: localized('description'),
    discipline: text('discipline', { enum: ['motocross', 'enduro', 'hare_scramble', 'quad'] }).notNull(),
    season: integer('season').notNull(),
    pointsScaleId: integer('points_scale_id').references(() => pointsScales.id),
    /** How many of a rider's worst rounds are dropped from the total. */
    dropCount: integer('drop_count').notNull().default(0),
    isPublic: boolean('is_public').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('series_promoter_idx').on(t.promoterId)],
);

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').references(() => organizations.id),
    promoterId: integer('promoter_id')
      .notNull()
      .references(() => promoters.id),
    name: text('name').notNull(),
    description: localized('description'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull().default(SITE_TIME_ZONE),
    venue: text('venue'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    status: text('status', { enum: ['scheduled', 'live', 'finished', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    isPublic: boolean('is_public').notNull().default(true),
    /** Online registration window and capacity (null capacity = unlimited). */
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }),
    registrationClosesAt: timestamp('registration_closes_at', { withTimezone: true }),
    registrationCapacity: integer('registration_capacity'),
    registrationFeeCents: integer('registration_fee_cents'),
    /** Pre-registration is for existing members only. */
    membersOnly: boolean('members_only').notNull().default(false),
    /** Currency of the registration fee. Spectator ticket settings are the app's: event_ticketing. */
    currency: text('currency').notNull().default('CAD'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('events_start_idx').on(t.startAt), index('events_promoter_idx').on(t.promoterId)],
);

export const eventSeries = pgTable(
  'event_series',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    seriesId: integer('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.seriesId] })],
);

/** Classes offered at an event, with how many positions are awarded on the podium. */
export const eventClasses = pgTable(
  'event_classes',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    capacity: integer('capacity'),
    awardedPositions: integer('awarded_positions').notNull().default(3),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.classId] })],
);

export const races = pgTable(
  'races',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: localized('name').notNull(),
    /** laps: ranked by laps then time (motocross); sections: checkpoints and special tests (enduro). */
    format: text('format', { enum: ['laps', 'sections'] }).notNull().default('laps'),
    motoNumber: integer('moto_number'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['scheduled', 'running', 'finished'] }).notNull().default('scheduled'),
    isPublic: boolean('is_public').notNull().default(true),
    /** False when timing is not set up properly ("race not properly configured"). */
    isConfigured: boolean('is_configured').notNull().default(true),
    /** Counts toward the series standings (a practice does not). */
    countsForSeries: boolean('counts_for_series').notNull().default(true),
    /** Lap length for average speed. */
    lapLengthKm: real('lap_length_km'),
    scheduledLaps: integer('scheduled_laps'),
    /** Display time format (seed: default 1). */
    timeFormat: integer('time_format').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Bumped whenever timing data changes; drives ETags and live refresh. */
    updatedAt: updatedAt(),
  },
  (t) => [index('races_event_idx').on(t.eventId)],
);

export const riders = pgTable(
  'riders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender', { enum: ['male', 'female'] }),
    birthYear: integer('birth_year'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    /** Account that owns this racer profile, if any (accounts issue). */
    userId: integer('user_id'),
    createdAt: createdAt(),
    /**
     * The trackside search's haystacks, folded once when a row is written instead of on every
     * search (decision 020): " first last | last first" (a search matches the start of a word)
     * and "|state|city" (a search matches the start of either).
     */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql.raw(`' ' || ${foldSqlExpression(`first_name || ' ' || last_name`)} || ' | ' || ${foldSqlExpression(`last_name || ' ' || first_name`)}`)),
    searchPlace: text('search_place')
      .notNull()
      .generatedAlwaysAs(sql.raw(`'|' || ${foldSqlExpression(`coalesce(state, '')`)} || '|' || ${foldSqlExpression(`coalesce(city, '')`)}`)),
  },
  (t) => [
    index('riders_name_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    index('riders_state_idx').on(sql`lower(${t.state})`),
    // Trigram indexes (pg_trgm) answer "contains" searches without reading every rider.
    index('riders_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('riders_search_place_trgm_idx').using('gin', sql`${t.searchPlace} gin_trgm_ops`),
  ],
);

export const entries = pgTable(
  'entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    raceId: integer('race_id')
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    riderId: integer('rider_id')
      .notNull()
      .references(() => riders.id),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    teamId: integer('team_id').references(() => teams.id),
    brandId: integer('brand_id').references(() => brands.id),
    number: text('number').notNull(),
    /** Start offset from the race start (waves, minute starts). */
    startOffsetMs: integer('start_offset_ms').notNull().default(0),
    /** running while the race is on; finished; dnf; dsq; dns. */
    status: text('status', { enum: ['running', 'finished', 'dnf', 'dsq', 'dns'] })
      .notNull()
      .default('running'),
    penaltyMs: integer('penalty_ms').notNull().default(0),
    penaltyNote: text('penalty_note'),
  },
  (t) => [
    index('entries_race_idx').on(t.raceId),
    index('entries_rider_idx').on(t.riderId),
    uniqueIndex('entries_race_rider_uq').on(t.raceId, t.riderId),
    // The trackside search finds a plate in any case (34D, 34d).
    index('entries_number_lower_idx').on(sql`lower(${t.number})`),
  ],
);

export const laps = pgTable(
  'laps',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    lapNumber: integer('lap_number').notNull(),
    lapTimeMs: integer('lap_time_ms').notNull(),
    /** Transponder read time of the crossing. */
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.lapNumber] })],
);

export const sections = pgTable(
  'sections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    raceId: integer('race_id')
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    name: localized('name').notNull(),
    /** A timed special test (ranked) rather than a transfer section. */
    isSpecialTest: boolean('is_special_test').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('sections_race_idx').on(t.raceId)],
);

export const checkpoints = pgTable(
  'checkpoints',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    /** "Time control 1", "Contrôle horaire 1": shown in the rider's checkpoint detail, per language. */
    name: localized('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** Target (key) time from the rider's start, for time-card checks; null = no key time. */
    keyTimeMs: integer('key_time_ms'),
    /** Penalty per minute early or late. */
    penaltyPerMinuteMs: integer('penalty_per_minute_ms').notNull().default(60_000),
  },
  (t) => [index('checkpoints_section_idx').on(t.sectionId)],
);

export const checkpointPasses = pgTable(
  'checkpoint_passes',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    checkpointId: integer('checkpoint_id')
      .notNull()
      .references(() => checkpoints.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }).notNull(),
    /** Elapsed from the rider's start. */
    elapsedMs: integer('elapsed_ms').notNull(),
    /** Negative = early, positive = late, against the key time. */
    earlyLateMs: integer('early_late_ms'),
    penaltyMs: integer('penalty_ms').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.checkpointId] })],
);

/** Online registration of a rider for an event (seed: registrants, waiting list). */
export const registrations = pgTable(
  'registrations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    riderId: integer('rider_id')
      .notNull()
      .references(() => riders.id),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    userId: integer('user_id'),
    number: text('number'),
    brandId: integer('brand_id').references(() => brands.id),
    status: text('status', { enum: ['registered', 'waitlisted', 'cancelled'] }).notNull().default('registered'),
    /** Position on the waiting list (1 = next in). */
    waitlistPosition: integer('waitlist_position'),
    createdAt: createdAt(),
  },
  (t) => [
    index('registrations_event_idx').on(t.eventId),
    index('registrations_number_lower_idx').on(sql`lower(${t.number})`),
    uniqueIndex('registrations_event_rider_class_uq').on(t.eventId, t.riderId, t.classId),
  ],
);

/* Membership types, ranges and members moved to the app's own tables (schema/memberships.ts, decision 050). */

