import { TZDate } from '@date-fns/tz';
import { DEFAULT_TIME_FORMAT } from '../../constants';
import { calendarDay } from '../../i18n/format';
import type {
  TCalendarEntry,
  TCalendarEventType,
  TCheckpointDetail,
  TClass,
  TEntryStatus,
  TEventStatus,
  TEventSummary,
  TGap,
  TLapDetail,
  TOrganization,
  TPromoter,
  TRaceResults,
  TRaceSummary,
  TRacerSearchResult,
  TRegistrant,
  TResultClass,
  TResultRow,
  TRiderTiming,
  TSeriesSummary,
} from '../port';
import type { TCalendarItem, TEventItem, TEventRace, TRace, TResultRow as TLivelapsRow, TResultSection } from './schemas';

/**
 * LiveLaps shapes to the port's types. Pure functions: the clock and the time zone are arguments.
 * LiveLaps gives event days without a time or a zone; they are read as whole days in the site's
 * time zone (decision 024).
 */

function dayParts(day: string): [number, number, number] {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return [y, m - 1, d];
}

/** A whole day in `timeZone`: its first and last millisecond. */
export function dayRange(day: string, timeZone: string): { startAt: Date; endAt: Date } {
  const [y, m, d] = dayParts(day);
  return {
    startAt: new Date(new TZDate(y, m, d, 0, 0, 0, 0, timeZone).getTime()),
    endAt: new Date(new TZDate(y, m, d, 23, 59, 59, 999, timeZone).getTime()),
  };
}

/** "YYYY-MM-DD", "YYYY-MM-DD HH:MM[:SS]" (local to `timeZone`) or ISO with a zone. */
export function parseMoment(text: string, timeZone: string): Date {
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(text)) return new Date(text.replace(' ', 'T'));
  const [day = '', time = '00:00:00'] = text.split(/[ T]/);
  const [y, m, d] = dayParts(day);
  const [hh = 0, mm = 0, ss = 0] = time.split(':').map(Number);
  return new Date(new TZDate(y, m, d, hh, mm, Math.floor(ss), 0, timeZone).getTime());
}

/** An event on a day: scheduled before it, live on it, finished after it. */
export function eventStatusOf(day: string, now: Date, timeZone: string): TEventStatus {
  const today = calendarDay(now, timeZone);
  if (day > today) return 'scheduled';
  return day === today ? 'live' : 'finished';
}

/** A promoter's id is its user id on LiveLaps (events carry `promoterUserId`; decision 024). */
function promoterOf(item: Pick<TEventItem, 'promoterUserId' | 'promoterName'>): TEventSummary['promoter'] {
  const id = item.promoterUserId ?? 0;
  return { id, userId: id, name: item.promoterName ?? '' };
}

export function toEventSummary(item: TEventItem, now: Date, timeZone: string): TEventSummary {
  return {
    id: item.id,
    name: item.name ?? '',
    ...dayRange(item.eventDate, timeZone),
    timeZone,
    status: eventStatusOf(item.eventDate, now, timeZone),
    promoter: promoterOf(item),
    seriesIds: [],
    // LiveLaps lists carry no registration window: the register-online permission answers for one event.
    registration: { kind: 'none' },
  };
}

/** "Enduro" races are scored by sections; "Laps / Hare Scramble / Cross Country" and the rest by laps. */
export function raceFormatOf(modeName: string | number | undefined): TRaceSummary['format'] {
  return typeof modeName === 'string' && /enduro/i.test(modeName) ? 'sections' : 'laps';
}

/**
 * A race's state: scoring completed is finished; otherwise by its event's day (scheduled before
 * it, running on it, finished after it). Without a known day, a race not completed is running.
 */
export function raceStatusOf(scoringStatus: string | undefined, day: string | undefined, now: Date, timeZone: string): TRaceSummary['status'] {
  if (isScoringCompleted(scoringStatus)) return 'finished';
  if (!day) return 'running';
  const status = eventStatusOf(day, now, timeZone);
  return status === 'live' ? 'running' : status === 'scheduled' ? 'scheduled' : 'finished';
}

export function isScoringCompleted(scoringStatus: string | undefined): boolean {
  return scoringStatus?.toLowerCase() === 'completed';
}

export function toRaceSummary(race: TEventRace, eventId: number, day: string | undefined, now: Date, timeZone: string, updatedAt: Date): TRaceSummary {
  return {
    id: race.id,
    eventId: race.eventId ?? eventId,
    name: race.raceName ?? `#${race.id}`,
    format: raceFormatOf(race.mode),
    startAt: day ? dayRange(day, timeZone).startAt : updatedAt,
    status: raceStatusOf(race.scoring_status, day, now, timeZone),
    // Visibility is the platform's "display race" permission, asked separately.
    isPublic: true,
    isConfigured: true,
    updatedAt,
  };
}

/** "Axel Anderson" → Axel / Anderson; "Cher" → Cher / "" (LiveLaps gives one full name). */
export function splitName(fullName: string | undefined): { firstName: string; lastName: string } {
  const name = (fullName ?? '').replace(/\s+/g, ' ').trim();
  const space = name.indexOf(' ');
  return space < 0 ? { firstName: name, lastName: '' } : { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

const positionOf = (value: number | undefined): number | null => (value !== undefined && Number.isInteger(value) && value > 0 ? value : null);

/** Milliseconds of each section alone (the difference of cumulated times), undefined where unknown. */
function sectionTimes(sections: TResultSection[]): (number | undefined)[] {
  return sections.map((s, i) => {
    const total = s.totalCumulatedTime;
    if (total === undefined) return undefined;
    if (i === 0) return total;
    const before = sections[i - 1]?.totalCumulatedTime;
    return before === undefined ? undefined : total - before;
  });
}

const lastTime = (sections: TResultSection[]): number | undefined => {
  for (let i = sections.length - 1; i >= 0; i--) {
    const t = sections[i]?.totalCumulatedTime;
    if (t !== undefined) return t;
  }
  return undefined;
};

export type TRaceInput = {
  raceId: number;
  race: TRace;
  /** The race as its event lists it (scoring status), when known. */
  eventRace?: TEventRace;
  eventId: number;
  eventDay?: string;
  promoterId: number;
  rows: TLivelapsRow[];
  /** False when LiveLaps refused the results of a race it knows (HTTP 400): "not properly configured". */
  configured: boolean;
  updatedAt: Date;
  now: Date;
  timeZone: string;
};

/**
 * Race results: rows by overall position (riders without one last), classes numbered in order of
 * first appearance, sections (sections races) from the rows' section names. LiveLaps gives no
 * points, penalties, groups or teams; average speeds are left out because their unit is the
 * event's (mph in US events) and not stated.
 */
export function toRaceResults(input: TRaceInput): TRaceResults {
  const { race, now, timeZone } = input;
  const format = raceFormatOf(race.RACE_MODE_NAME ?? race.Race_Mode ?? input.eventRace?.mode);
  const status = raceStatusOf(input.eventRace?.scoring_status ?? race.scoring_status, input.eventDay, now, timeZone);
  const startAt = input.eventDay ? dayRange(input.eventDay, timeZone).startAt : input.updatedAt;

  const ordered = [...input.rows].sort(
    (a, b) =>
      (positionOf(a.overallPosition) ?? Number.MAX_SAFE_INTEGER) - (positionOf(b.overallPosition) ?? Number.MAX_SAFE_INTEGER) ||
      (a.fullName ?? '').localeCompare(b.fullName ?? '') ||
      a.id - b.id,
  );

  const classes: TResultClass[] = [];
  const classIds = new Map<string, number>();
  for (const row of ordered) {
    const name = row.className ?? '';
    if (!classIds.has(name)) {
      classIds.set(name, classes.length + 1);
      classes.push({ id: classes.length + 1, code: name, name, awardedPositions: 3 });
    }
  }

  const sectionNames: string[] = [];
  if (format === 'sections') {
    for (const row of ordered) for (const s of row.sections) if (s.sectionName && !sectionNames.includes(s.sectionName)) sectionNames.push(s.sectionName);
  }

  const lapsOfLeader = ordered[0]?.sections.length ?? 0;
  const rows = ordered.map((row, index): TResultRow => {
    const { firstName, lastName } = splitName(row.fullName);
    const overall = positionOf(row.overallPosition);
    const passed = row.sections.length;
    const times = sectionTimes(row.sections);
    const total = lastTime(row.sections);
    const entryStatus: TEntryStatus = overall !== null ? (status === 'finished' ? 'finished' : 'running') : status !== 'finished' ? 'running' : passed > 0 ? 'dnf' : 'dns';
    const isLeader = index === 0 && overall !== null;
    const gap = (ms: number | undefined): TGap | undefined => {
      if (isLeader || overall === null) return undefined;
      const lapsDown = format === 'laps' ? Math.max(0, lapsOfLeader - passed) : 0;
      return lapsDown > 0 ? { laps: lapsDown, ms: 0 } : ms === undefined ? undefined : { laps: 0, ms };
    };
    const lapTimes = format === 'laps' ? times : [];
    const best = lapTimes.reduce<{ ms: number; lap: number } | undefined>(
      (acc, ms, i) => (ms !== undefined && (acc === undefined || ms < acc.ms) ? { ms, lap: i + 1 } : acc),
      undefined,
    );
    return {
      entryId: row.id,
      riderId: row.id,
      firstName,
      lastName,
      number: row.displayedNumber ?? '',
      brand: row.brand,
      classId: classIds.get(row.className ?? '') ?? 0,
      classCode: row.className ?? '',
      className: row.className ?? '',
      status: entryStatus,
      overallPosition: overall,
      classPosition: positionOf(row.classPosition),
      groupPosition: null,
      overallPoints: null,
      classPoints: null,
      groupPoints: null,
      laps: passed,
      startAt,
      elapsedMs: total,
      penaltyMs: 0,
      totalMs: total,
      bestLapMs: best?.ms,
      bestLapNumber: best?.lap,
      lastLapMs: format === 'laps' ? lapTimes.at(-1) : undefined,
      gapToLeader: gap(row.overallBehindByLeader),
      gapToAhead: gap(row.sections.at(-1)?.overallBehindBy),
      ...(format === 'sections' ? { checkpointsPassed: passed } : {}),
    };
  });

  return {
    race: {
      id: input.raceId,
      eventId: input.eventId,
      name: race.Race_Name ?? input.eventRace?.raceName ?? `#${input.raceId}`,
      format,
      startAt,
      status,
      isPublic: true,
      isConfigured: input.configured,
      updatedAt: input.updatedAt,
      eventName: race.Event_Name ?? '',
      promoterId: input.promoterId,
      timeFormat: DEFAULT_TIME_FORMAT,
      seriesIds: [],
      scoresPoints: false,
    },
    classes,
    groups: [],
    teams: [],
    brands: [...new Set(ordered.flatMap((r) => (r.brand ? [r.brand] : [])))].sort((a, b) => a.localeCompare(b)),
    sections: sectionNames.map((name, i) => ({ id: i + 1, name, isSpecialTest: false, checkpoints: [{ id: i + 1, name }] })),
    rows,
    updatedAt: input.updatedAt,
  };
}

/**
 * Lap by lap (laps races) or section by section (sections races, one checkpoint per section) from
 * the cumulated times of the result rows. LiveLaps gives no read times (clock times of a pass).
 */
export function toRiderTiming(rows: TLivelapsRow[], format: TRaceSummary['format']): TRiderTiming[] {
  return rows.map((row) => {
    const times = sectionTimes(row.sections);
    if (format === 'laps') {
      const laps = row.sections.flatMap((s, i): TLapDetail[] => {
        const lapTimeMs = times[i];
        if (s.totalCumulatedTime === undefined || lapTimeMs === undefined) return [];
        return [{ lap: i + 1, lapTimeMs, elapsedMs: s.totalCumulatedTime, position: s.overallPosition ?? 0 }];
      });
      return { entryId: row.id, laps, checkpoints: [] };
    }
    const checkpoints = row.sections.flatMap((s, i): TCheckpointDetail[] => {
      if (s.totalCumulatedTime === undefined) return [];
      return [
        {
          checkpointId: i + 1,
          sectionId: i + 1,
          elapsedMs: s.totalCumulatedTime,
          penaltyMs: 0,
          cumulativeRank: s.overallPosition ?? 0,
          sectionRank: s.sectionOverallPosition,
          sectionTimeMs: times[i],
        },
      ];
    });
    return { entryId: row.id, laps: [], checkpoints };
  });
}

export function toCalendarEntry(item: TCalendarItem, type: TCalendarEventType, timeZone: string): TCalendarEntry {
  const start = parseMoment(item.start, timeZone);
  const wholeDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);
  const end = item.end ? (wholeDay(item.end) ? dayRange(item.end, timeZone).endAt : parseMoment(item.end, timeZone)) : wholeDay(item.start) ? dayRange(item.start, timeZone).endAt : start;
  return {
    eventId: item.eventId,
    title: item.title,
    subtitle: item.subtitle,
    start,
    end: end < start ? start : end,
    type,
    promoterId: item.promoterId ?? 0,
  };
}

export function toRacerSearchResult(user: { id: number; firstName?: string; lastName?: string; state?: string; city?: string }): TRacerSearchResult {
  return { id: user.id, firstName: user.firstName ?? '', lastName: user.lastName ?? '', state: user.state, city: user.city };
}

export function toPromoter(id: number, p: { id?: number; userId?: number; name?: string; promoterName?: string } & Partial<Record<'city' | 'state' | 'country' | 'email' | 'phone' | 'website' | 'description' | 'logo', string>>): TPromoter {
  return {
    id: p.id ?? id,
    userId: p.userId ?? p.id ?? id,
    name: p.name ?? p.promoterName ?? '',
    city: p.city,
    state: p.state,
    country: p.country,
    email: p.email,
    phone: p.phone,
    website: p.website,
    description: p.description,
    logoUrl: p.logo,
  };
}

export function toOrganization(
  id: number,
  o: { id?: number; name?: string; logo?: string } & Partial<Record<'shortName' | 'description' | 'email' | 'phone' | 'website' | 'address' | 'city' | 'state' | 'country', string>>,
): TOrganization {
  return {
    id: o.id ?? id,
    name: o.name ?? '',
    shortName: o.shortName,
    description: o.description,
    email: o.email,
    phone: o.phone,
    website: o.website,
    address: o.address,
    city: o.city,
    state: o.state,
    country: o.country,
    logoUrl: o.logo,
  };
}

/** The discipline a series name says (enduro, hare scramble or cross country, quad or ATV), else motocross. */
export function disciplineOf(name: string): TSeriesSummary['discipline'] {
  if (/enduro/i.test(name)) return 'enduro';
  if (/hare|scramble|cross[\s-]?country|\bxc\b/i.test(name)) return 'hare_scramble';
  if (/quad|\batv\b/i.test(name)) return 'quad';
  return 'motocross';
}

export function toSeriesSummary(
  s: { id: number; name?: string; seriesName?: string; year?: number; season?: number; promoterId?: number; promoterUserId?: number },
  now: Date,
  timeZone: string,
): TSeriesSummary {
  const name = s.name ?? s.seriesName ?? '';
  const yearInName = /\b(19|20)\d{2}\b/.exec(name)?.[0];
  return {
    id: s.id,
    name,
    discipline: disciplineOf(name),
    season: s.season ?? s.year ?? (yearInName ? Number(yearInName) : Number(calendarDay(now, timeZone).slice(0, 4))),
    promoterId: s.promoterId ?? s.promoterUserId,
    dropCount: 0,
  };
}

export function toRegistrants(
  list: { id: number; userId?: number; firstName?: string; lastName?: string; classId?: number; className?: string; number?: string; brand?: string; city?: string; state?: string }[],
): TRegistrant[] {
  const classIds = new Map<string, number>();
  return list.map((r) => {
    const className = r.className ?? '';
    if (r.classId === undefined && !classIds.has(className)) classIds.set(className, classIds.size + 1);
    return {
      id: r.id,
      riderId: r.userId ?? r.id,
      firstName: r.firstName ?? '',
      lastName: r.lastName ?? '',
      classId: r.classId ?? classIds.get(className) ?? 0,
      className,
      number: r.number,
      brand: r.brand,
      city: r.city,
      state: r.state,
      status: 'registered',
    };
  });
}

export function toClass(c: { id: number; name?: string; className?: string; code?: string; description?: string }): TClass {
  const name = c.name ?? c.className ?? c.code ?? '';
  return { id: c.id, code: c.code ?? name, name, description: c.description, vehicle: /quad|\batv\b/i.test(name) ? 'quad' : 'motorcycle' };
}
