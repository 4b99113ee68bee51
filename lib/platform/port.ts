import type { TLocale } from '../constants';

/**
 * The racing platform port, shaped after the platform's calls (seed §7): events, races, results,
 * series, calendar, promoters, organisations, registrations, racer search and permissions.
 * Adapters: embedded (database, default) and livelaps (the LiveLaps HTTP API). Pages import this
 * port through `lib/platform`, never an adapter.
 */

export type TEventStatus = 'scheduled' | 'live' | 'finished' | 'cancelled';
export type TRegistrationState =
  | { kind: 'not_open'; opensAt: Date }
  | { kind: 'open'; closesAt: Date | null; openingsLeft: number | null }
  | { kind: 'full'; waitingList: number }
  | { kind: 'closed' }
  | { kind: 'done' }
  | { kind: 'none' };

export type TPromoterSummary = {
  id: number;
  userId: number;
  name: string;
  city?: string;
  state?: string;
  country?: string;
  logoUrl?: string;
};
export type TPromoter = TPromoterSummary & {
  organizationId?: number;
  description?: string;
  email?: string;
  phone?: string;
  website?: string;
};

export type TOrganization = {
  id: number;
  name: string;
  shortName?: string;
  description?: string;
  aboutHtml?: string;
  email?: string;
  phone?: string;
  website?: string;
  address?: string;
  city?: string;
  state?: string;
  country?: string;
  logoUrl?: string;
};

export type TEventSummary = {
  id: number;
  name: string;
  startAt: Date;
  endAt: Date;
  timeZone: string;
  venue?: string;
  city?: string;
  state?: string;
  country?: string;
  status: TEventStatus;
  promoter: TPromoterSummary;
  seriesIds: number[];
  registration: TRegistrationState;
};

export type TRaceSummary = {
  id: number;
  eventId: number;
  name: string;
  format: 'laps' | 'sections';
  motoNumber?: number;
  startAt: Date;
  status: 'scheduled' | 'running' | 'finished';
  isPublic: boolean;
  isConfigured: boolean;
  updatedAt: Date;
};

export type TEvent = TEventSummary & {
  description?: string;
  organizationId?: number;
  races: TRaceSummary[];
  series: TSeriesSummary[];
  classes: { id: number; code: string; name: string; capacity?: number; awardedPositions: number }[];
  registrationFeeCents?: number;
  membersOnly: boolean;
  /** Currency of the registration fee. Spectator tickets are the app's, not the platform's: lib/spectators. */
  currency: string;
};

export type TSeriesSummary = {
  id: number;
  name: string;
  discipline: 'motocross' | 'enduro' | 'hare_scramble' | 'quad';
  season: number;
  promoterId?: number;
  organizationId?: number;
  dropCount: number;
};

export type TCalendarEventType = 'event' | 'regis';

export type TCalendarEntry = {
  eventId: number;
  title: string;
  subtitle?: string;
  start: Date;
  end: Date;
  type: TCalendarEventType;
  promoterId: number;
};

export type TRacerSearchType = 'racerIdentifier' | 'state';
/**
 * A racer found by the trackside search (seed §3 "Participant search result": id, firstName,
 * lastName, state, city). The platform may add the latest racing number, class and event.
 */
export type TRacerSearchResult = {
  id: number;
  firstName: string;
  lastName: string;
  state?: string;
  city?: string;
  number?: string;
  className?: string;
  latestEvent?: { id: number; name: string; startAt: Date };
  /**
   * LiveLaps: the rider's results were tied to this searched name by name only (results carry no
   * rider id); `sharedName` when several riders of the results share it (the visitor chooses).
   */
  matchedByName?: boolean;
  sharedName?: boolean;
};

/** One race of a rider at an event (seed §3 Racer detail: moto 1, moto 2, number, brand). */
export type TRacerRace = {
  raceId: number;
  raceName: string;
  motoNumber?: number;
  raceStatus: TRaceSummary['status'];
  entryId: number;
  number: string;
  brand?: string;
  classId: number;
  className: string;
  status: TEntryStatus;
  overallPosition: number | null;
  classPosition: number | null;
  classPoints: number | null;
  /** LiveLaps: this race was tied to the rider by name only (no plate or class in common with their other races). */
  matchedByName?: boolean;
};

/** A rider's event finish summary: their races, class finish over the event, points earned. */
export type TRacerEvent = {
  eventId: number;
  eventName: string;
  startAt: Date;
  timeZone: string;
  races: TRacerRace[];
  /** Rank in the class over the event's scoring races (summed class points), null when unranked. */
  classFinish: number | null;
  /** Class points earned over the event, null when the event scores no points. */
  pointsEarned: number | null;
};

/** A standings line of another rider, enough to work out what it takes to pass them. */
export type TRacerRival = { riderId: number; firstName: string; lastName: string; total: number; wins: number; points: (number | null)[] };

/** A rider's standing in one series (seed §3 Racer detail: class rank, class points, points...). */
export type TRacerSeries = {
  series: TSeriesSummary;
  classId: number | null;
  className?: string;
  classRank: number;
  classPoints: number;
  behindLeader: number;
  /** Rank and points in the series' overall table (all classes), when the rider is in it. */
  overallRank: number | null;
  overallPoints: number | null;
  overallWins: number;
  podiums: number;
  wins: number;
  eventsAttended: number;
  rounds: { eventId: number; round: number; name: string; startAt: Date; finished: boolean; points: number | null; dropped: boolean }[];
  /** What the "what I need" calculation needs: the class table around the rider. */
  chase: {
    /** Points per position of one race (index 0: first place); empty when the series has no scale. */
    pointsScale: number[];
    /** Scoring races per round (the motos of a motocross round). */
    racesPerRound: number;
    dropCount: number;
    me: { points: (number | null)[]; wins: number };
    ahead: TRacerRival | null;
    leader: TRacerRival | null;
  };
};

/** The rider's latest race with their laps (the laps tab). */
export type TRacerLatestRace = {
  raceId: number;
  raceName: string;
  eventId: number;
  eventName: string;
  startAt: Date;
  timeZone: string;
  format: TRaceSummary['format'];
  raceStatus: TRaceSummary['status'];
  entryId: number;
  row: TResultRow;
  laps: TLapDetail[];
  /** Last change of the race's timing (live refresh). */
  updatedAt: Date;
};

/** Everything of one rider the trackside participant view shows. */
export type TRacerProfile = {
  rider: { id: number; firstName: string; lastName: string; city?: string; state?: string; country?: string; number?: string; brand?: string; className?: string };
  /** LiveLaps: the rider's races are tied together by name (results carry no rider id): the page says so. */
  matchedByName?: boolean;
  series: TRacerSeries[];
  /** Newest first. */
  events: TRacerEvent[];
  latestRace: TRacerLatestRace | null;
};

/** A rider's line in one series they score in: the class table of the final standings they score most in. */
export type TRiderStanding = {
  series: TSeriesSummary;
  rounds: TSeriesStandings['rounds'];
  classId: number | null;
  className?: string;
  row: TStandingRow;
};

/** A rider's registration (registered or on the waiting list) for an event. */
export type TRiderRegistration = { event: TEventSummary; registrant: TRegistrant };

export type TRegistrationCounts = { eventId: number; count: number; capacity: number | null; waitlisted: number };
export type TRegistrant = {
  id: number;
  riderId: number;
  firstName: string;
  lastName: string;
  classId: number;
  className: string;
  number?: string;
  brand?: string;
  city?: string;
  state?: string;
  status: 'registered' | 'waitlisted';
  waitlistPosition?: number;
};

/** A membership type on sale (the app's memberships, lib/memberships/store.ts, docs/decisions/050). */
export type TMembershipType = {
  id: number;
  organizationId: number;
  name: string;
  description?: string;
  validity: 'twelve_months' | 'until_date' | 'single_event';
  validUntil?: string;
  eventId?: number;
  transferable: boolean;
  /** Tax on the fee, in basis points (1300 = 13 %). */
  taxRateBp: number;
  ranges: { id: number; name: string; minAge?: number; maxAge?: number; feeCents: number; currency: string }[];
};

export type TClass = {
  id: number;
  code: string;
  name: string;
  description?: string;
  group?: string;
  vehicle: 'motorcycle' | 'quad';
  minAge?: number;
  maxAge?: number;
};

/** A public member (the app's memberships, lib/memberships/store.ts, docs/decisions/050). */
export type TMemberSummary = {
  id: number;
  /** The platform's rider id of the holder, when known. */
  riderId?: number;
  firstName: string;
  lastName: string;
  memberNumber: string;
  className?: string;
  membershipType: string;
  validFrom: string;
  validUntil: string;
  city?: string;
  state?: string;
};


/* ------------------------------------------------------------------------------------------
 * Results (seed §3 Race, Filters, Series, Result row, Racer detail; §7 race/results, series).
 * ---------------------------------------------------------------------------------------- */

export type TEntryStatus = 'running' | 'finished' | 'dnf' | 'dsq' | 'dns';

/** A gap behind another rider: whole laps when they completed fewer laps, else time. */
export type TGap = { laps: number; ms: number };

export type TResultRow = {
  entryId: number;
  riderId: number;
  firstName: string;
  lastName: string;
  number: string;
  brand?: string;
  classId: number;
  classCode: string;
  className: string;
  groupId?: number;
  groupName?: string;
  teamId?: number;
  teamName?: string;
  city?: string;
  state?: string;
  status: TEntryStatus;
  /** Null for riders not classified (DNS, DSQ) . */
  overallPosition: number | null;
  classPosition: number | null;
  groupPosition: number | null;
  /** Points from the series points scale (null when the race scores no points). */
  overallPoints: number | null;
  classPoints: number | null;
  groupPoints: number | null;
  laps: number;
  /** Start time of the rider (race start + wave offset). */
  startAt: Date;
  /** Time of the last transponder read. */
  lastReadAt?: Date;
  /** Elapsed from the rider's start to the last read, before penalties. */
  elapsedMs?: number;
  penaltyMs: number;
  penaltyNote?: string;
  /** Elapsed plus penalties: the time that ranks the rider. */
  totalMs?: number;
  bestLapMs?: number;
  bestLapNumber?: number;
  lastLapMs?: number;
  averageSpeedKmh?: number;
  gapToLeader?: TGap;
  gapToAhead?: TGap;
  /** Sections format: checkpoints passed, sum of early (-) / late (+) against key times. */
  checkpointsPassed?: number;
  earlyLateMs?: number;
  keyTimeMs?: number;
};

export type TResultClass = { id: number; code: string; name: string; groupId?: number; awardedPositions: number };

export type TRaceResults = {
  race: TRaceSummary & {
    eventName: string;
    promoterId: number;
    lapLengthKm?: number;
    scheduledLaps?: number;
    timeFormat: number;
    seriesIds: number[];
    /** The race scores series points. */
    scoresPoints: boolean;
  };
  classes: TResultClass[];
  groups: { id: number; name: string }[];
  teams: { id: number; name: string }[];
  brands: string[];
  /** Sections format: the sections and their checkpoints, in course order. */
  sections: { id: number; name: string; isSpecialTest: boolean; checkpoints: { id: number; name: string; keyTimeMs?: number }[] }[];
  /** Ordered: classified riders by overall position, then DNF, DSQ, DNS. */
  rows: TResultRow[];
  /** Last change of the timing data (drives ETags and live refresh). */
  updatedAt: Date;
  /**
   * Where the results stand once scored (LiveLaps, from the results mirror): provisional until
   * they have stayed unchanged for a while, then official; and every change seen after the race
   * was first shown finished, newest first. Absent where the platform does not tell (embedded).
   */
  review?: TResultsReview;
};

/** One change of a finished race's results (the change log). */
export type TResultChange =
  | { kind: 'moved'; number: string; name: string; className: string; from: number | null; to: number | null }
  | { kind: 'added'; number: string; name: string; className: string; to: number | null }
  | { kind: 'removed'; number: string; name: string; className: string; from: number | null }
  | { kind: 'time'; number: string; name: string; className: string };

export type TResultsReview = {
  state: 'provisional' | 'official';
  /** When the results last changed. */
  changedAt: Date;
  changes: { at: Date; items: TResultChange[] }[];
};

/** `readAt`: clock time of the pass; absent when the platform does not give it (LiveLaps). */
export type TLapDetail = { lap: number; lapTimeMs: number; elapsedMs: number; readAt?: Date; position: number };

export type TCheckpointDetail = {
  checkpointId: number;
  sectionId: number;
  /** Clock time of the pass; absent when the platform does not give it (LiveLaps). */
  readAt?: Date;
  elapsedMs: number;
  earlyLateMs?: number;
  penaltyMs: number;
  /** Rank of the rider among all riders at this checkpoint (by elapsed). */
  cumulativeRank: number;
  /** Rank on this special test's time (special tests only). */
  sectionRank?: number;
  sectionTimeMs?: number;
};

export type TRiderTiming = { entryId: number; laps: TLapDetail[]; checkpoints: TCheckpointDetail[] };

export type TSeriesType = 'final' | 'overall';

export type TStandingRow = {
  position: number;
  riderId: number;
  firstName: string;
  lastName: string;
  number?: string;
  brand?: string;
  classId?: number;
  className?: string;
  classGroup?: string;
  /** Points per round (null: did not take part). */
  points: (number | null)[];
  /** Rounds dropped from the total (same length as points). */
  dropped: boolean[];
  total: number;
  wins: number;
  podiums: number;
  behindLeader: number;
};

export type TSeriesStandings = {
  series: TSeriesSummary;
  type: TSeriesType;
  rounds: { eventId: number; round: number; name: string; startAt: Date; finished: boolean }[];
  /** final: one table per class; overall: one table (key 0). */
  tables: { classId: number | null; className?: string; rows: TStandingRow[] }[];
  filters: { brands: string[]; classes: { id: number; name: string }[]; classGroups: string[] };
};

export type TResultSearch = { text?: string; date?: string; year?: number; promoterId?: number };

/** Permission answers (the platform answers 1 for allowed). */
export type TPermissionCheck =
  | { kind: 'displayEvent'; eventId: number; defaultPromoterUserId: number }
  | { kind: 'displayPromoter'; promoterId: number; defaultPromoterUserIds: number[] }
  | { kind: 'displayRace'; raceId: number }
  | { kind: 'displaySeries'; seriesId: number }
  | { kind: 'registerOnline'; eventId: number };

export type TListOptions = { locale: TLocale };

export type PlatformPort = {
  listEvents(options: TListOptions & { promoterId?: number; organizationId?: number; seriesId?: number; from?: Date; to?: Date }): Promise<TEventSummary[]>;
  getEvent(id: number, options: TListOptions): Promise<TEvent | null>;
  listPromoters(options: TListOptions & { organizationId?: number }): Promise<TPromoterSummary[]>;
  getPromoter(id: number, options: TListOptions): Promise<TPromoter | null>;
  getOrganization(id: number, options: TListOptions): Promise<TOrganization | null>;
  listSeries(options: TListOptions & { promoterId?: number; organizationId?: number }): Promise<TSeriesSummary[]>;
  getCalendar(options: TListOptions & { from: Date; type?: TCalendarEventType; promoterId?: number; seriesId?: number }): Promise<TCalendarEntry[]>;
  searchRacers(query: { type: TRacerSearchType; text: string; locale?: TLocale }): Promise<TRacerSearchResult[]>;
  /** One rider's season: series standings, event finishes, latest race with laps; null when unknown. */
  getRacerProfile(riderId: number, options: TListOptions): Promise<TRacerProfile | null>;
  /** The series a rider scores in, with their standing line; newest season first. */
  listRiderStandings(riderId: number, options: TListOptions): Promise<TRiderStanding[]>;
  /**
   * A rider's registrations for events that have not ended before `from` and still take or hold
   * registrations (not cancelled; registration not over, where the platform tells it), soonest first.
   */
  listRiderRegistrations(riderId: number, options: TListOptions & { from: Date }): Promise<TRiderRegistration[]>;
  getRegistrationCounts(eventId: number): Promise<TRegistrationCounts>;
  listRegistrants(eventId: number, options: TListOptions): Promise<TRegistrant[]>;
  listClasses(options: TListOptions & { organizationId?: number; eventId?: number }): Promise<TClass[]>;
  hasPermission(check: TPermissionCheck): Promise<boolean>;
  /** Race results with positions, points and gaps; null for an unknown race. */
  getRaceResults(raceId: number, options: TListOptions): Promise<TRaceResults | null>;
  /** Lap-by-lap and checkpoint timing of some riders (all when entryIds is absent). */
  getRaceTiming(raceId: number, entryIds?: number[]): Promise<TRiderTiming[]>;
  /** Series points tables; null for an unknown series. */
  getSeriesStandings(seriesId: number, options: TListOptions & { type: TSeriesType }): Promise<TSeriesStandings | null>;
  /** Finished or live events that have results, newest first: by event, promoter or race name and date. */
  searchResultEvents(query: TResultSearch, options: TListOptions): Promise<(TEventSummary & { raceNames: string[] })[]>;
  /**
   * The platform's current language (seed §7 langs/current), when it is one of the site's; null
   * when the platform has no say (embedded). The site's own choice (URL prefix, cookie) still rules.
   */
  getCurrentLanguage(): Promise<TLocale | null>;
};
