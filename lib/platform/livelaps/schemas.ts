import { z } from 'zod';

/**
 * Schemas of the LiveLaps answers (what is known of each call: docs/decisions/024-livelaps-adapter.md).
 * Every object tolerates extra fields. The quirks the platform is known for are absorbed here, so
 * nothing past the reshape functions ever sees them:
 * - `success` is the number 1 or 0 (a string or boolean is accepted too);
 * - a refusal keeps HTTP 200 and says why in `message`, which may then be a string (`not_found`);
 * - numbers may come as strings; times are `"HH:MM:SS.mmm"` strings and `""` means "no gap";
 * - optional fields may be absent, null or an empty string.
 */

/** A number, or a string holding one ("2024", " 16.073 "). An empty string is not a number. */
export const ZNumberSchema = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, { error: 'expected a number' })
    .transform(Number),
]);

/** A positive whole id, as a number or a numeric string. */
export const ZIdSchema = ZNumberSchema.pipe(z.number().int().positive());

/** Absent, null or "" read as undefined; anything else must match `schema`. */
export function optional<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => (v === null || v === '' ? undefined : v), schema.optional());
}

/** A text that may be absent, null or blank: undefined then; else trimmed. Numbers are read as text. */
export const ZTextSchema = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string()
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? undefined : v.trim())),
);

const DURATION = /^(?:(\d+):)?(\d{1,2}):(\d{1,2})(?:\.(\d{1,3}))?$/;

/** "HH:MM:SS.mmm" (hours may pass 24, "MM:SS.mmm" too) in milliseconds. */
export function parseDuration(text: string): number | undefined {
  const m = DURATION.exec(text.trim());
  if (!m) return undefined;
  const [, h = '0', min = '0', s = '0', frac = ''] = m;
  return ((Number(h) * 60 + Number(min)) * 60 + Number(s)) * 1000 + Number(frac.padEnd(3, '0'));
}

/** A time or gap: `""`, null or absent is "no time" (undefined), else milliseconds. */
export const ZDurationSchema = z
  .string()
  .nullish()
  .transform((v, ctx) => {
    if (v == null || v.trim() === '') return undefined;
    const ms = parseDuration(v);
    if (ms === undefined) {
      ctx.addIssue({ code: 'custom', message: `expected a time HH:MM:SS.mmm, got "${v}"` });
      return z.NEVER;
    }
    return ms;
  });

/** A calendar day, "YYYY-MM-DD" (a time after it, "YYYY-MM-DD HH:MM:SS" or ISO, is dropped). */
export const ZDaySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(?:[ T].*)?$/, { error: 'expected a date YYYY-MM-DD' })
  .transform((v) => v.slice(0, 10));

/** A moment: "YYYY-MM-DD" (a whole day), "YYYY-MM-DD HH:MM[:SS]" (local time of the event) or ISO with zone. */
export const ZDateTimeSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/, { error: 'expected a date or date and time' });

const ZTrueFlagSchema = z.literal([1, '1', true]).transform(() => true as const);
const ZFalseFlagSchema = z.literal([0, '0', false]).transform(() => false as const);

/**
 * The common envelope `{ success: 1, message }` with `message` read by `message`, or a refusal
 * `{ success: 0, message: <anything> }` (its message kept as text when it is one).
 */
export function envelope<S extends z.ZodType>(message: S) {
  return z.union([
    z.looseObject({ success: ZTrueFlagSchema, message }),
    z.looseObject({
      success: ZFalseFlagSchema,
      message: z.unknown().transform((v) => (typeof v === 'string' ? v : undefined)),
    }),
  ]);
}

export type TEnvelope<T> = { success: true; message: T } | { success: false; message: string | undefined };

/* ------------------------------------------------------------------------------------------
 * KNOWN: checked against production by a public program (race, race/event, race/results,
 * promoter/{id}/events).
 * ---------------------------------------------------------------------------------------- */

/** GET livelaps/race/event/{eventId}: the races of an event (may be empty: no races yet). */
export const ZEventRaceSchema = z.looseObject({
  id: ZIdSchema,
  raceName: ZTextSchema,
  mode: optional(z.union([z.string(), z.number()])),
  eventId: optional(ZIdSchema),
  scoring_status: ZTextSchema,
});
export type TEventRace = z.output<typeof ZEventRaceSchema>;
export const ZEventRacesSchema = envelope(z.array(ZEventRaceSchema));

/**
 * GET livelaps/race/{raceId}. The event date's field name is not confirmed: the first of
 * Event_Date, EVENT_DATE, eventDate, event_date that is present is read.
 */
export const ZRaceSchema = z
  .looseObject({
    Race_Name: ZTextSchema,
    RACE_MODE_NAME: ZTextSchema,
    Race_Mode: optional(z.union([z.string(), z.number()])),
    Event_Name: ZTextSchema,
    Event_ID: optional(ZIdSchema),
    countSections: optional(ZNumberSchema),
    Promoter_Name: ZTextSchema,
    Promoter_ID: optional(ZIdSchema),
    Event_Date: optional(ZDaySchema),
    EVENT_DATE: optional(ZDaySchema),
    eventDate: optional(ZDaySchema),
    event_date: optional(ZDaySchema),
    scoring_status: ZTextSchema,
  })
  .transform(({ Event_Date, EVENT_DATE, eventDate, event_date, ...race }) => ({
    ...race,
    eventDay: Event_Date ?? EVENT_DATE ?? eventDate ?? event_date,
  }));
export type TRace = z.output<typeof ZRaceSchema>;
export const ZRaceAnswerSchema = envelope(ZRaceSchema);

/** One section (or lap: "Lap 1") of a result row; positions after it are cumulative. */
export const ZResultSectionSchema = z.looseObject({
  sectionName: ZTextSchema,
  totalCumulatedTime: ZDurationSchema,
  overallPosition: optional(ZNumberSchema),
  classPosition: optional(ZNumberSchema),
  sectionOverallPosition: optional(ZNumberSchema),
  sectionClassPosition: optional(ZNumberSchema),
  avgSpeed: optional(ZNumberSchema),
  overallBehindBy: ZDurationSchema,
});
export type TResultSection = z.output<typeof ZResultSectionSchema>;

/** One rider of race/results (`id` is the result row's id, the race filters' participant value). */
export const ZResultRowSchema = z.looseObject({
  id: ZIdSchema,
  fullName: ZTextSchema,
  displayedNumber: ZTextSchema,
  brand: ZTextSchema,
  className: ZTextSchema,
  overallPosition: optional(ZNumberSchema),
  classPosition: optional(ZNumberSchema),
  avgSpeedTotal: optional(ZNumberSchema),
  overallBehindByLeader: ZDurationSchema,
  classBehindByLeader: ZDurationSchema,
  sections: z
    .array(ZResultSectionSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type TResultRow = z.output<typeof ZResultRowSchema>;

const ZFlagSchema = z.union([z.boolean(), z.literal(0).transform(() => false), z.literal(1).transform(() => true)]);

/**
 * GET livelaps/race/results/{raceId}?page=&size=: a Laravel paginator. `success` may or may not
 * come along; when it does and is 0, the page is a refusal.
 */
export const ZResultsPageSchema = z.looseObject({
  success: optional(z.union([ZTrueFlagSchema, ZFalseFlagSchema])),
  current_page: optional(ZNumberSchema),
  total: ZNumberSchema,
  has_more_pages: ZFlagSchema,
  data: z.array(ZResultRowSchema),
});
export type TResultsPage = z.output<typeof ZResultsPageSchema>;

/** An event of a promoter (livelaps/promoter/{id}/events), and of the other event lists (assumed alike). */
export const ZEventItemSchema = z.looseObject({
  id: ZIdSchema,
  name: ZTextSchema,
  eventDate: ZDaySchema,
  eventYear: optional(ZNumberSchema),
  promoterUserId: optional(ZIdSchema),
  promoterName: ZTextSchema,
  raceCount: optional(ZNumberSchema),
});
export type TEventItem = z.output<typeof ZEventItemSchema>;
export const ZEventListSchema = envelope(z.array(ZEventItemSchema));

/* ------------------------------------------------------------------------------------------
 * PARTIAL: fields named by the specification (searchUsers, getEventsForCalendar, langs/current).
 * ---------------------------------------------------------------------------------------- */

/** POST livelaps/user/searchUsers: seed §3 "Participant search result: id, firstName, lastName, state, city". */
export const ZSearchUserSchema = z.looseObject({
  id: ZIdSchema,
  firstName: ZTextSchema,
  lastName: ZTextSchema,
  state: ZTextSchema,
  city: ZTextSchema,
});
export const ZSearchUsersSchema = envelope(z.array(ZSearchUserSchema));

/**
 * POST livelaps/event/getEventsForCalendar: the list is the body's `message`; an item has a start
 * and a title (seed §3 calendar event: start, title, subtitle), an end when it lasts, and the
 * event it belongs to (`id` or `eventId`) and its promoter (`promoterId` or `promoterUserId`).
 */
export const ZCalendarItemSchema = z
  .looseObject({
    id: optional(ZIdSchema),
    eventId: optional(ZIdSchema),
    start: ZDateTimeSchema,
    end: optional(ZDateTimeSchema),
    title: z.string().trim().min(1),
    subtitle: ZTextSchema,
    promoterId: optional(ZIdSchema),
    promoterUserId: optional(ZIdSchema),
  })
  .transform(({ id, eventId, promoterId, promoterUserId, ...item }, ctx) => {
    const event = eventId ?? id;
    if (event === undefined) {
      ctx.addIssue({ code: 'custom', message: 'a calendar item has no event id (id or eventId)' });
      return z.NEVER;
    }
    return { ...item, eventId: event, promoterId: promoterId ?? promoterUserId };
  });
export type TCalendarItem = z.output<typeof ZCalendarItemSchema>;
export const ZCalendarSchema = envelope(z.array(ZCalendarItemSchema));

/** GET langs/current: `{ status, data: { code } }`. */
export const ZCurrentLanguageSchema = z.looseObject({
  status: z.unknown(),
  data: z.looseObject({ code: z.string().trim().min(2) }),
});

/* ------------------------------------------------------------------------------------------
 * UNKNOWN: only the specification's words (each assumption is listed in decision 024).
 * ---------------------------------------------------------------------------------------- */

/** A message that is one object or a list whose first item is the object (`message[0]`). */
function firstOf<S extends z.ZodType>(item: S) {
  return z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? (v[0] as z.output<S> | undefined) : v));
}

/** GET promoter/event/{id}: "result message[0]", an event as the event lists give it. */
export const ZEventAnswerSchema = envelope(firstOf(ZEventItemSchema.extend({ description: ZTextSchema, endDate: optional(ZDaySchema) })));

/** GET livelaps/promoter/{id}: the promoter (one object or `message[0]`). */
export const ZPromoterSchema = z.looseObject({
  id: optional(ZIdSchema),
  userId: optional(ZIdSchema),
  name: ZTextSchema,
  promoterName: ZTextSchema,
  city: ZTextSchema,
  state: ZTextSchema,
  country: ZTextSchema,
  email: ZTextSchema,
  phone: ZTextSchema,
  website: ZTextSchema,
  description: ZTextSchema,
  logo: ZTextSchema,
});
export const ZPromoterAnswerSchema = envelope(firstOf(ZPromoterSchema));

/** GET livelaps/organization/{id}: the organisation (one object or `message[0]`). */
export const ZOrganizationSchema = z.looseObject({
  id: optional(ZIdSchema),
  name: ZTextSchema,
  shortName: ZTextSchema,
  description: ZTextSchema,
  email: ZTextSchema,
  phone: ZTextSchema,
  website: ZTextSchema,
  address: ZTextSchema,
  city: ZTextSchema,
  state: ZTextSchema,
  country: ZTextSchema,
  logo: ZTextSchema,
});
export const ZOrganizationAnswerSchema = envelope(firstOf(ZOrganizationSchema));

/** GET livelaps/series, livelaps/promoter/{id}/series: series with a name and, when given, a year. */
export const ZSeriesItemSchema = z.looseObject({
  id: ZIdSchema,
  name: ZTextSchema,
  seriesName: ZTextSchema,
  year: optional(ZNumberSchema),
  season: optional(ZNumberSchema),
  promoterId: optional(ZIdSchema),
  promoterUserId: optional(ZIdSchema),
});
export const ZSeriesListSchema = envelope(z.array(ZSeriesItemSchema));

/** POST livelaps/registration/getRegistrationCount {eventId}: the count, alone or as `count`. */
export const ZRegistrationCountSchema = envelope(
  z.union([ZNumberSchema, z.looseObject({ count: ZNumberSchema }).transform((v) => v.count)]).pipe(z.number().int().min(0)),
);

/** POST livelaps/registration/getRegistrants {eventId}: the registered riders. */
export const ZRegistrantSchema = z.looseObject({
  id: ZIdSchema,
  userId: optional(ZIdSchema),
  firstName: ZTextSchema,
  lastName: ZTextSchema,
  classId: optional(ZIdSchema),
  className: ZTextSchema,
  number: ZTextSchema,
  brand: ZTextSchema,
  city: ZTextSchema,
  state: ZTextSchema,
});
export const ZRegistrantsSchema = envelope(z.array(ZRegistrantSchema));

/** POST livelaps/registration/loadClasses {eventId}: the classes open to registration. */
export const ZRegistrationClassSchema = z.looseObject({
  id: ZIdSchema,
  name: ZTextSchema,
  className: ZTextSchema,
  code: ZTextSchema,
  description: ZTextSchema,
});
export const ZRegistrationClassesSchema = envelope(z.array(ZRegistrationClassSchema));

/**
 * users/current/hasPermission*: "answer 1 means allowed". Where the 1 sits is not known: the body
 * itself, or its `message` or `data`. Anything else (0, a refusal, an object) is "no". A body of
 * text that is neither (an HTML maintenance page a proxy answers with, say) is no answer at all:
 * the call fails (and the page shows the platform as not answering) rather than refusing a visitor
 * the platform may well allow.
 */
export const ZPermissionSchema = z.unknown().transform((body, ctx) => {
  const isOne = (v: unknown) => v === 1 || v === '1' || v === true;
  if (isOne(body)) return true;
  if (typeof body === 'string' && !['', '0'].includes(body.trim())) {
    ctx.addIssue({ code: 'custom', message: 'expected a permission answer (1 or 0), got text' });
    return z.NEVER;
  }
  if (body && typeof body === 'object') {
    const b = body as { success?: unknown; message?: unknown; data?: unknown };
    if (b.success !== undefined && !isOne(b.success)) return false;
    return isOne(b.message) || isOne(b.data);
  }
  return false;
});
