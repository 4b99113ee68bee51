import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { calendarDay } from '../../lib/i18n/calendar-day';

/**
 * A STRICT fake LiveLaps serving one generated season (two promoters, a dozen events, 40+ races,
 * a pool of ~150 riders who race all season).
 *
 * Unlike tests/fakes/livelaps.ts (permissive: it also answers guessed shapes of calls nobody has
 * seen), this fake answers only the calls whose shapes are known (/work/shared/livelaps/README.md),
 * the way LiveLaps answers them, under the main domain's prefix `/laravel/public/api/v1/`:
 *
 * - GET  livelaps/promoter/{id}/events          `{success:1, message:[{id, name, eventDate, eventYear (string), promoterUserId, promoterName, raceCount}]}`
 * - GET  livelaps/race/event/{eventId}          `{success:1, message:[{id, raceName, mode, eventId, scoring_status}]}` (`[]` without races)
 * - GET  livelaps/race/{raceId}                 `{success:1, message:{Race_Name, RACE_MODE_NAME, Race_Mode, Event_Name, Event_ID, countSections, Promoter_Name, Event_Date}}`;
 *                                               unknown → HTTP 200 `{success:0, message:"not_found"}`
 * - GET  livelaps/race/results/{raceId}?page=&size=  `{current_page, total, has_more_pages, data:[row]}` (no `success`), page from 1,
 *                                               size 15 by default and capped at 200; unknown → HTTP 400 `{message:"The selected race is invalid."}`
 * - POST livelaps/user/searchUsers {name}|{location}  `{success:1, message:[{id, firstName, lastName, state, city}]}`;
 *                                               neither → `{success:0, message:"name_or_location_required"}`
 * - POST livelaps/event/getEventsForCalendar?date=&type=event|regis&promoterId=  `{success:1, message:[{id, title, subtitle, start, end?, promoterId}]}`
 *
 * Every other path answers HTTP 404 `{"message":"Not Found"}` (as the real server answers an unknown
 * route); a known path with the wrong method answers HTTP 405, as Laravel does.
 *
 * Event ids and race ids are two id spaces whose ranges OVERLAP, as on the real platform: events are
 * 64121–64132, races 64101–64144, so `race/{eventId}` answers an unrelated race (use
 * `race/event/{eventId}`). Result row ids are globally unique (4 200 001 and up); user ids are
 * 500 000 + the rider's index in the pool.
 *
 * Everything is derived from indices (no randomness) and from `today` (the site's calendar day,
 * America/Toronto, by default), so a season is the same on every run on a given day.
 */

/* ------------------------------------------------------------------------------------------
 * Types
 * ---------------------------------------------------------------------------------------- */

export const LAPS_MODE = 'Laps / Hare Scramble / Cross Country';
export const ENDURO_MODE = 'Enduro';
export type TRaceMode = typeof LAPS_MODE | typeof ENDURO_MODE;

export type TSeasonOptions = {
  /** The season's "today" (YYYY-MM-DD); default: the current calendar day in America/Toronto. */
  today?: string;
  /** How long the slow race's results take to answer (ms); default 3000. */
  slowMs?: number;
};

/** One section (lap or enduro section) of a `race/results` row. */
export type TSeasonSection = {
  sectionName: string;
  totalCumulatedTime: string;
  overallPosition: number;
  classPosition: number;
  sectionOverallPosition: number;
  sectionClassPosition: number;
  avgSpeed: string;
  overallBehindBy: string;
};

/** One `race/results` row, in LiveLaps' shape (every tenth overallPosition is a string, as LiveLaps sends). */
export type TSeasonRow = {
  id: number;
  fullName: string;
  displayedNumber: string;
  brand: string;
  className: string;
  avgSpeedTotal: number;
  overallPosition: number | string;
  classPosition: number;
  overallBehindByLeader: string;
  classBehindByLeader: string;
  sections: TSeasonSection[];
};

export type TSeasonPromoter = { id: number; name: string };

export type TSeasonEventKind = 'finished' | 'today' | 'upcoming' | 'registration-only';

export type TSeasonEvent = {
  id: number;
  name: string;
  /** YYYY-MM-DD */
  date: string;
  promoterId: number;
  promoterName: string;
  kind: TSeasonEventKind;
  raceIds: number[];
  /** Its registration window (calendar type=regis): start a month before, end the day before the event. */
  registration: { start: string; end: string };
};

export type TSeasonRaceSpecial = 'big' | 'slow' | 'junk' | 'live' | 'shared-name' | 'name-variant';

export type TSeasonRace = {
  id: number;
  eventId: number;
  name: string;
  mode: TRaceMode;
  /** `Race_Mode` of race/{id}. */
  modeId: number;
  /** Laps or sections planned (`countSections`). */
  sections: number;
  /** Length of each lap or section, in miles. */
  sectionMiles: number[];
  classes: string[];
  /** `scoring_status` of race/event/{eventId}: "completed", "in_progress" or "not_started". */
  scoringStatus: string;
  specials: TSeasonRaceSpecial[];
};

export type TSeasonRider = {
  /** Index in the pool. */
  key: number;
  firstName: string;
  lastName: string;
  fullName: string;
  /** The plate (displayedNumber), stable all season. */
  plate: string;
  className: string;
  brand: string;
  /** Their searchUsers user id, when they have an account. */
  userId?: number;
};

export type TSeasonUser = { id: number; firstName: string; lastName: string; state: string; city: string; riderKey?: number };

export type TSeason = {
  today: string;
  slowMs: number;
  promoters: TSeasonPromoter[];
  events: TSeasonEvent[];
  races: TSeasonRace[];
  riders: TSeasonRider[];
  users: TSeasonUser[];
  classes: string[];
  /** A race of 520+ riders (several capped result pages). */
  bigRaceId: number;
  /** A finished race whose results answer after `slowMs`. */
  slowRaceId: number;
  /** A finished race whose results answer HTTP 200 with an HTML maintenance page. */
  junkRaceId: number;
  /** Today's race in progress (scoring_status "in_progress", partial laps). */
  liveRaceId: number;
  /** Today's race already completed. */
  todayCompletedRaceId: number;
  /** Today's race not started (no rows). */
  notStartedRaceId: number;
  todayEventId: number;
  /** A future event with its races listed, not started. */
  upcomingEventId: number;
  /** A future event with registration only (raceCount 0, no races). */
  registrationOnlyEventId: number;
  /** The full name two different riders share (different plates and classes; same races). */
  sharedName: string;
  /** A race where both riders of the shared name race. */
  sharedNameRaceId: number;
  /** The pool keys of the two riders of the shared name. */
  sharedNameRiderKeys: [number, number];
  /** A rider whose name is written differently in one race (same plate). */
  nameVariant: { fullName: string; variant: string; plate: string; raceId: number; riderKey: number };
  /** A rider who races every event of the season. */
  seasonRider: { key: number; fullName: string; plate: string; className: string };
  /** The current results of a race, every row in position order; `[]` for a race without results. Throws for an unknown race. */
  rowsOf(raceId: number): TSeasonRow[];
  race(raceId: number): TSeasonRace | undefined;
  event(eventId: number): TSeasonEvent | undefined;
};

/* ------------------------------------------------------------------------------------------
 * Helpers
 * ---------------------------------------------------------------------------------------- */

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `day` plus `n` days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, n: number): string {
  const m = DAY.exec(day);
  if (!m) throw new Error(`not a day (YYYY-MM-DD): ${day}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) + n * DAY_MS).toISOString().slice(0, 10);
}

/** "HH:MM:SS.mmm" */
export function clock(ms: number): string {
  const t = Math.max(0, Math.round(ms));
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(t / 3_600_000))}:${pad(Math.floor(t / 60_000) % 60)}:${pad(Math.floor(t / 1000) % 60)}.${pad(t % 1000, 3)}`;
}

/** "HH:MM:SS.mmm" → ms ("" → 0). */
export function parseClock(value: string): number {
  if (value === '') return 0;
  const m = /^(\d+):(\d{2}):(\d{2})\.(\d{3})$/.exec(value);
  if (!m) throw new Error(`not a time: ${value}`);
  return ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000 + Number(m[4]);
}

const LETTERS: Record<string, string> = { ø: 'o', æ: 'ae', ð: 'd', þ: 'th', ß: 'ss', œ: 'oe', ł: 'l', đ: 'd' };

/** Lower case, without accents (é → e, ø → o, ð → d…), typographic apostrophes as ', spaces collapsed. */
export function foldName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæðþßœłđ]/g, (c) => LETTERS[c] ?? c)
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/* ------------------------------------------------------------------------------------------
 * The season's made-up data
 * ---------------------------------------------------------------------------------------- */

const CLASSES = ['250 Pro', 'Expert', 'Open A', 'Open B', 'Vet 40+', 'Women', 'Junior'] as const;
const PLATE_SUFFIX: Record<string, string> = { '250 Pro': '', Expert: 'X', 'Open A': 'A', 'Open B': 'B', 'Vet 40+': 'V', Women: 'W', Junior: 'J' };
/** Average speed of a class on a lap course (mph); enduro sections are slower. */
const CLASS_MPH: Record<string, number> = { '250 Pro': 23.5, Expert: 21.8, 'Open A': 20.6, 'Open B': 18.9, 'Vet 40+': 18.2, Women: 17.1, Junior: 16.4 };
const BRANDS = ['KTM', 'Husqvarna', 'Beta', 'Yamaha', 'Honda', 'GasGas', 'Sherco', 'Kawasaki'];

const GROUP_A = ['250 Pro', 'Expert', 'Open A'];
const GROUP_B = ['Open B', 'Vet 40+'];
const GROUP_C = ['Women', 'Junior'];

const FIRST = [
  'Émilie', 'Bjørn', 'Gaëtan', 'Siobhán', 'Thibault', 'Anaïs', 'Declan', 'Maëlle', 'Rémi', 'Ingrid', 'Wyatt', 'Noémie',
  'Tomás', 'Hélène', 'Kai', 'Sigrún', 'Joël', 'Priya', 'Brody', 'Inês', 'Mathieu', 'Dagný', 'Tanner', 'Aoife', 'Benoît',
  'Lucía', 'Cody', 'Océane', 'Arjun', 'Hailey', 'Stéphane', 'Astrid', 'Dustin', 'Zoë', 'Ludovic', 'Kayla', 'Grégoire',
];
const LAST = [
  'Gagnon', 'Bélanger', "O'Neill", 'Fjørtoft', 'Guðmundsdóttir', 'Lévesque', 'Çelik', 'St-Pierre', 'Beauséjour', 'Halvorsen',
  'MacDougall', 'Nyström', 'Gonçalves', 'Bouchard-Roy', 'Kowalczyk', 'Whitfield', 'Françoeur', "D'Aoust", 'Sæther',
  'Ruiz-Peña', 'Thornbury', 'Schäfer', 'Okonkwo', 'Brennan', 'Pelletier', 'Lindqvist', 'Ashcombe', 'Garçon', 'Kilgallen',
  'Nakamura', 'Fairbairn', 'Ødegaard-Moe', 'Hernández', 'Van der Berg', "L'Heureux",
];
/** Names of the riders who only ride the big race (not in the pool). */
const EXTRA_FIRST = ['Ayla', 'Brennan', 'Camille', 'Dário', 'Eirik', 'Fiona', 'Gustav', 'Hamish', 'Ilse', 'Jorge', 'Katrín', 'Lionel', 'Mireille', 'Niall', 'Oskar', 'Paulína', 'Quentin', 'Rosalind', 'Sven', 'Théa', 'Ulrich', 'Valérie', 'Warrick'];
const EXTRA_LAST = ['Abernathy', 'Brodeur', 'Cárdenas', 'Dufresne', 'Eriksen', 'Fortier', 'Grønvold', 'Hathaway', 'Ísaksson', 'Jodoin', 'Kerrigan', 'Larivière', 'Mørch', 'Noël', 'Ouellette', 'Prud’homme', 'Quesnel', 'Rasmussen', 'Sauvé', 'Thibodeau', 'Urquhart', 'Vaillancourt', 'Wójcik', 'Yarrow'];

const PLACES: { city: string; state: string }[] = [
  { city: 'Sherbrooke', state: 'Québec' }, { city: 'Trois-Rivières', state: 'Québec' }, { city: 'Lévis', state: 'Québec' },
  { city: 'Sudbury', state: 'Ontario' }, { city: 'Peterborough', state: 'Ontario' }, { city: 'Kingston', state: 'Ontario' },
  { city: 'Barrie', state: 'Ontario' }, { city: 'Moncton', state: 'New Brunswick' }, { city: 'Fredericton', state: 'New Brunswick' },
  { city: 'Truro', state: 'Nova Scotia' }, { city: 'Burlington', state: 'Vermont' }, { city: 'Rutland', state: 'Vermont' },
  { city: 'Plattsburgh', state: 'New York' }, { city: 'Watertown', state: 'New York' }, { city: 'Bangor', state: 'Maine' },
  { city: 'Concord', state: 'New Hampshire' }, { city: 'Traverse City', state: 'Michigan' }, { city: 'Brandon', state: 'Manitoba' },
];

const PROMOTERS: TSeasonPromoter[] = [
  { id: 7301, name: 'Northern Trails Racing' },
  { id: 7302, name: 'Lakeshore Enduro Club' },
];

type TRaceTemplate = { name: string; mode: TRaceMode; classes: string[]; sections: number };
const lapRace = (name: string, classes: string[], laps: number): TRaceTemplate => ({ name, mode: LAPS_MODE, classes, sections: laps });
const enduroRace = (name: string, classes: string[], sections: number): TRaceTemplate => ({ name, mode: ENDURO_MODE, classes, sections });

const LAP_EVENT: TRaceTemplate[] = [
  lapRace('Moto 1 — Pro / Expert / Open A', GROUP_A, 5),
  lapRace('Moto 2 — Pro / Expert / Open A', GROUP_A, 5),
  lapRace('Amateur — Open B / Vet 40+', GROUP_B, 4),
  lapRace('Women & Junior', GROUP_C, 3),
];
const ENDURO_EVENT: TRaceTemplate[] = [
  enduroRace('A Riders', GROUP_A, 6),
  enduroRace('B Riders', GROUP_B, 5),
  enduroRace('Women & Junior', GROUP_C, 4),
  lapRace('Youth Cross Country', ['Junior'], 3),
];

type TEventTemplate = { promoter: number; name: string; offset: number; kind: TSeasonEventKind; races: TRaceTemplate[] };

const EVENTS: TEventTemplate[] = [
  { promoter: 0, name: 'Ironwood Hare Scramble', offset: -84, kind: 'finished', races: LAP_EVENT },
  { promoter: 1, name: 'Birch Creek Enduro', offset: -77, kind: 'finished', races: ENDURO_EVENT },
  { promoter: 0, name: 'Maple Ridge Hare Scramble', offset: -70, kind: 'finished', races: [...LAP_EVENT, lapRace('Mass Start — All Classes', [...CLASSES], 4)] },
  { promoter: 1, name: 'Granite Hills Enduro', offset: -63, kind: 'finished', races: ENDURO_EVENT },
  { promoter: 0, name: 'Cedar Valley Cross Country', offset: -56, kind: 'finished', races: LAP_EVENT },
  { promoter: 1, name: 'Black Fly Enduro', offset: -42, kind: 'finished', races: ENDURO_EVENT },
  { promoter: 0, name: 'Pine Barrens Hare Scramble', offset: -35, kind: 'finished', races: LAP_EVENT },
  { promoter: 1, name: 'Rocky Lake Enduro', offset: -21, kind: 'finished', races: ENDURO_EVENT },
  { promoter: 0, name: 'Hollow Pines Cross Country', offset: -7, kind: 'finished', races: LAP_EVENT },
  {
    promoter: 1,
    name: 'Lakeshore Sprint Weekend',
    offset: 0,
    kind: 'today',
    races: [lapRace('Moto 1 — Women & Junior', GROUP_C, 3), lapRace('Moto 2 — Pro / Expert / Open A', GROUP_A, 6), lapRace('Moto 3 — Open B / Vet 40+', GROUP_B, 4)],
  },
  { promoter: 0, name: 'Red Cedar Hare Scramble', offset: 14, kind: 'upcoming', races: LAP_EVENT },
  { promoter: 1, name: 'Moose Lake Enduro', offset: 28, kind: 'registration-only', races: [] },
];

const FIRST_EVENT_ID = 64121;
const FIRST_RACE_ID = 64101;
const FIRST_ROW_ID = 4_200_001;
const FIRST_USER_ID = 500_000;
const POOL_SIZE = 150;
const BIG_RACE_EXTRAS = 380;
/** Live race: laps shown when the season starts. */
const LIVE_PROGRESS = 2;

const SEASON_RIDER = { firstName: 'Søren', lastName: 'Ødegård', className: '250 Pro' };
const VARIANT_RIDER = { firstName: 'Marie-Ève', lastName: 'Côté', className: 'Women', variant: 'Cote Marie-Eve' };
const SHARED = { firstName: 'Jean-François', lastName: 'Tremblay', classes: ['Expert', 'Open A'] as const };
/** Riders (pool keys) who ride every event. */
const EVERY_EVENT = new Set([0, 1, 2, 3]);

/* ------------------------------------------------------------------------------------------
 * Generation
 * ---------------------------------------------------------------------------------------- */

type TParticipant = {
  rowId: number;
  riderKey: number | null;
  fullName: string;
  plate: string;
  brand: string;
  className: string;
  /** Rider pace factor (1 = the class's speed). */
  pace: number;
  /** A number that varies the lap times. */
  seed: number;
  /** Lap or section times (ms) the rider completes; fewer than planned is a DNF. */
  splits: number[];
};

type TState = {
  participants: Map<number, TParticipant[]>;
  /** Laps shown so far in a race in progress (absent: all). */
  progress: Map<number, number>;
  nextRowId: number;
  cache: Map<number, TSeasonRow[]>;
};

const STATES = new WeakMap<TSeason, TState>();

function stateOf(season: TSeason): TState {
  const state = STATES.get(season);
  if (!state) throw new Error('not a season made by generateSeason');
  return state;
}

function splitTimes(race: TSeasonRace, className: string, pace: number, seed: number, count: number): number[] {
  const mph = (CLASS_MPH[className] ?? CLASS_MPH['Open B']!) * (race.mode === ENDURO_MODE ? 0.8 : 1);
  return Array.from({ length: count }, (_, k) => {
    const miles = race.sectionMiles[k % race.sectionMiles.length]!;
    const noise = (((seed * 7919 + k * 104_729 + race.id * 31) % 2001) - 1000) / 25_000;
    return Math.round((miles / mph) * 3_600_000 * pace * (1 + noise));
  });
}

/** Generates the season of `today` (pure: the same options give the same season). */
export function generateSeason(options: TSeasonOptions = {}): TSeason {
  const today = options.today ?? calendarDay(new Date());
  addDays(today, 0); // validates
  const slowMs = options.slowMs ?? 3000;

  /* The rider pool. */
  const riders: TSeasonRider[] = [];
  const taken = new Set<string>([
    `${SEASON_RIDER.firstName} ${SEASON_RIDER.lastName}`,
    `${VARIANT_RIDER.firstName} ${VARIANT_RIDER.lastName}`,
    `${SHARED.firstName} ${SHARED.lastName}`,
  ]);
  let candidate = 0;
  for (let i = 0; i < POOL_SIZE; i++) {
    let firstName = '';
    let lastName = '';
    let className: string;
    if (i === 0) ({ firstName, lastName, className } = SEASON_RIDER);
    else if (i === 1) ({ firstName, lastName, className } = VARIANT_RIDER);
    else if (i === 2 || i === 3) {
      ({ firstName, lastName } = SHARED);
      className = SHARED.classes[i - 2]!;
    } else {
      do {
        if (candidate >= FIRST.length * LAST.length) throw new Error('not enough names for the rider pool');
        firstName = FIRST[(candidate * 7) % FIRST.length]!;
        lastName = LAST[(candidate * 11 + Math.floor(candidate / FIRST.length)) % LAST.length]!;
        candidate += 1;
      } while (taken.has(`${firstName} ${lastName}`));
      taken.add(`${firstName} ${lastName}`);
      className = CLASSES[i % CLASSES.length]!;
    }
    const number = ((i * 37) % 151) + 1;
    riders.push({
      key: i,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      plate: `${number}${PLATE_SUFFIX[className] ?? ''}`,
      className,
      brand: BRANDS[(i * 5) % BRANDS.length]!,
    });
  }

  /* Users: most riders have an account (not every 12th); the two riders of the shared name live in different places. */
  const users: TSeasonUser[] = [];
  for (const rider of riders) {
    if (rider.key % 12 === 11) continue;
    const place = rider.key === 2 ? PLACES[0]! : rider.key === 3 ? PLACES[10]! : PLACES[(rider.key * 7) % PLACES.length]!;
    const id = FIRST_USER_ID + rider.key;
    rider.userId = id;
    users.push({ id, firstName: rider.firstName, lastName: rider.lastName, state: place.state, city: place.city, riderKey: rider.key });
  }

  /* Events and races. */
  const events: TSeasonEvent[] = [];
  const races: TSeasonRace[] = [];
  const participants = new Map<number, TParticipant[]>();
  const progress = new Map<number, number>();
  let nextRowId = FIRST_ROW_ID;
  let raceId = FIRST_RACE_ID;
  const ids = { big: 0, slow: 0, junk: 0, live: 0, todayCompleted: 0, notStarted: 0, today: 0, upcoming: 0, registration: 0, shared: 0, variant: 0 };

  EVENTS.forEach((template, e) => {
    const promoter = PROMOTERS[template.promoter]!;
    const date = addDays(today, template.offset);
    const event: TSeasonEvent = {
      id: FIRST_EVENT_ID + e,
      name: `${date.slice(0, 4)} ${template.name}`,
      date,
      promoterId: promoter.id,
      promoterName: promoter.name,
      kind: template.kind,
      raceIds: [],
      registration: { start: addDays(date, -30), end: addDays(date, -1) },
    };
    events.push(event);
    if (template.kind === 'today') ids.today = event.id;
    if (template.kind === 'upcoming') ids.upcoming = event.id;
    if (template.kind === 'registration-only') ids.registration = event.id;

    template.races.forEach((rt, r) => {
      const race: TSeasonRace = {
        id: raceId++,
        eventId: event.id,
        name: rt.name,
        mode: rt.mode,
        modeId: rt.mode === ENDURO_MODE ? 1 : 2,
        sections: rt.sections,
        sectionMiles: Array.from({ length: rt.sections }, (_, k) =>
          rt.mode === ENDURO_MODE ? 5.2 + (((k * 3 + e) % 5) * 0.65) : 4.1 + ((e + r) % 4) * 0.35,
        ),
        classes: [...rt.classes],
        scoringStatus: 'completed',
        specials: [],
      };
      races.push(race);
      event.raceIds.push(race.id);

      let started = true;
      const mark = (special: TSeasonRaceSpecial, key: keyof typeof ids) => {
        race.specials.push(special);
        ids[key] = race.id;
      };
      if (template.kind === 'upcoming') {
        race.scoringStatus = 'not_started';
        started = false;
      }
      if (template.kind === 'today') {
        if (r === 0) ids.todayCompleted = race.id;
        if (r === 1) {
          race.scoringStatus = 'in_progress';
          mark('live', 'live');
          progress.set(race.id, LIVE_PROGRESS);
        }
        if (r === 2) {
          race.scoringStatus = 'not_started';
          ids.notStarted = race.id;
          started = false;
        }
      }
      const big = rt.classes.length === CLASSES.length;
      if (big) mark('big', 'big');
      if (e === 4 && r === 0) mark('slow', 'slow');
      if (e === 5 && r === 1) mark('junk', 'junk');
      if (e === 0 && r === 0) mark('shared-name', 'shared');
      if (e === 1 && r === 2) mark('name-variant', 'variant');

      const list: TParticipant[] = [];
      if (started) {
        const entrants = riders.filter(
          (rider) => rt.classes.includes(rider.className) && (big || EVERY_EVENT.has(rider.key) || (rider.key * 31 + e * 17) % 10 < 7),
        );
        const entry = (fullName: string, plate: string, brand: string, className: string, seed: number, riderKey: number | null): TParticipant => {
          const pace = 1 + (((seed * 53) % 101) - 50) / 1000;
          const full = splitTimes(race, className, pace, seed, rt.sections);
          // About one rider in 23 does not finish: fewer laps or sections.
          const dnf = (seed * 7 + race.id * 13) % 23 === 0 && rt.sections > 1;
          const done = dnf ? 1 + ((seed + race.id) % (rt.sections - 1)) : rt.sections;
          return { rowId: 0, riderKey, fullName, plate, brand, className, pace, seed, splits: full.slice(0, done) };
        };
        for (const rider of entrants) {
          const fullName = race.id === ids.variant && rider.key === 1 ? VARIANT_RIDER.variant : rider.fullName;
          list.push(entry(fullName, rider.plate, rider.brand, rider.className, rider.key + 1, rider.key));
        }
        if (big) {
          const poolNames = new Set(riders.map((rider) => rider.fullName));
          // x → (first, last) is one-to-one over the EXTRA_FIRST × EXTRA_LAST pairs.
          for (let x = 0, made = 0; made < BIG_RACE_EXTRAS; x++) {
            if (x >= EXTRA_FIRST.length * EXTRA_LAST.length) throw new Error('not enough extra names for the big race');
            const fullName = `${EXTRA_FIRST[x % EXTRA_FIRST.length]} ${EXTRA_LAST[(Math.floor(x / EXTRA_FIRST.length) + (x % EXTRA_FIRST.length) * 5) % EXTRA_LAST.length]}`;
            if (poolNames.has(fullName)) continue;
            poolNames.add(fullName);
            const className = CLASSES[made % CLASSES.length]!;
            list.push(entry(fullName, `${600 + made}${PLATE_SUFFIX[className] ?? ''}`, BRANDS[(made * 3) % BRANDS.length]!, className, 1000 + made, null));
            made += 1;
          }
        }
        // Row ids in entry order (as a registration would number them).
        for (const p of list) p.rowId = nextRowId++;
      }
      participants.set(race.id, list);
    });
  });

  const cache = new Map<number, TSeasonRow[]>();
  const season: TSeason = {
    today,
    slowMs,
    promoters: PROMOTERS.map((p) => ({ ...p })),
    events,
    races,
    riders,
    users,
    classes: [...CLASSES],
    bigRaceId: ids.big,
    slowRaceId: ids.slow,
    junkRaceId: ids.junk,
    liveRaceId: ids.live,
    todayCompletedRaceId: ids.todayCompleted,
    notStartedRaceId: ids.notStarted,
    todayEventId: ids.today,
    upcomingEventId: ids.upcoming,
    registrationOnlyEventId: ids.registration,
    sharedName: `${SHARED.firstName} ${SHARED.lastName}`,
    sharedNameRaceId: ids.shared,
    sharedNameRiderKeys: [2, 3],
    nameVariant: { fullName: riders[1]!.fullName, variant: VARIANT_RIDER.variant, plate: riders[1]!.plate, raceId: ids.variant, riderKey: 1 },
    seasonRider: { key: 0, fullName: riders[0]!.fullName, plate: riders[0]!.plate, className: riders[0]!.className },
    rowsOf(id) {
      const race = races.find((r) => r.id === id);
      const list = participants.get(id);
      if (!race || !list) throw new Error(`no race ${id} in the season`);
      let rows = cache.get(id);
      if (!rows) cache.set(id, (rows = buildRows(race, list, progress.get(id))));
      return rows;
    },
    race: (id) => races.find((r) => r.id === id),
    event: (id) => events.find((ev) => ev.id === id),
  };
  STATES.set(season, { participants, progress, nextRowId, cache });
  return season;
}

/* ------------------------------------------------------------------------------------------
 * Results: positions, class positions, gaps, sections, like a scoring system outputs them
 * ---------------------------------------------------------------------------------------- */

type TShown = { p: TParticipant; laps: number; splits: number[]; cum: number[] };

const total = (s: TShown) => s.cum[s.laps - 1]!;
/** Laps completed desc, then total time asc (then row id, for a stable order). */
const byResult = (a: TShown, b: TShown) => b.laps - a.laps || total(a) - total(b) || a.p.rowId - b.p.rowId;

function shownOf(parts: TParticipant[], progress: number | undefined): TShown[] {
  return parts
    .map((p) => {
      const laps = Math.min(p.splits.length, progress ?? Number.POSITIVE_INFINITY);
      const splits = p.splits.slice(0, laps);
      const cum: number[] = [];
      splits.reduce((acc, t) => (cum.push(acc + t), acc + t), 0);
      return { p, laps, splits, cum };
    })
    .filter((s) => s.laps > 0);
}

function buildRows(race: TSeasonRace, parts: TParticipant[], progress: number | undefined): TSeasonRow[] {
  const shown = shownOf(parts, progress);
  const maxLaps = Math.max(0, ...shown.map((s) => s.laps));
  const sectionOf = new Map<TShown, TSeasonSection[]>(shown.map((s) => [s, []]));

  for (let k = 0; k < maxLaps; k++) {
    const group = shown.filter((s) => s.laps > k);
    const byCum = [...group].sort((a, b) => a.cum[k]! - b.cum[k]! || a.p.rowId - b.p.rowId);
    const bySplit = [...group].sort((a, b) => a.splits[k]! - b.splits[k]! || a.p.rowId - b.p.rowId);
    const cumPos = new Map<TShown, { overall: number; cls: number; behind: string }>();
    const counts = new Map<string, number>();
    byCum.forEach((s, i) => {
      counts.set(s.p.className, (counts.get(s.p.className) ?? 0) + 1);
      cumPos.set(s, { overall: i + 1, cls: counts.get(s.p.className)!, behind: i === 0 ? '' : clock(s.cum[k]! - byCum[i - 1]!.cum[k]!) });
    });
    const splitPos = new Map<TShown, { overall: number; cls: number }>();
    counts.clear();
    bySplit.forEach((s, i) => {
      counts.set(s.p.className, (counts.get(s.p.className) ?? 0) + 1);
      splitPos.set(s, { overall: i + 1, cls: counts.get(s.p.className)! });
    });
    const miles = race.sectionMiles[k % race.sectionMiles.length]!;
    for (const s of group) {
      const c = cumPos.get(s)!;
      const t = splitPos.get(s)!;
      sectionOf.get(s)!.push({
        sectionName: `${race.mode === ENDURO_MODE ? 'Section' : 'Lap'} ${k + 1}`,
        totalCumulatedTime: clock(s.cum[k]!),
        overallPosition: c.overall,
        classPosition: c.cls,
        sectionOverallPosition: t.overall,
        sectionClassPosition: t.cls,
        avgSpeed: (miles / (s.splits[k]! / 3_600_000)).toFixed(3),
        overallBehindBy: c.behind,
      });
    }
  }

  const ranked = [...shown].sort(byResult);
  const leader = ranked[0];
  const classLeaders = new Map<string, TShown>();
  const classCounts = new Map<string, number>();
  // The gap to a rider ahead, at the last lap this rider completed (a DNF's gap is at the lap they stopped).
  const gap = (s: TShown, ref: TShown) => (s === ref ? '' : clock(Math.max(0, total(s) - ref.cum[s.laps - 1]!)));
  return ranked.map((s, i) => {
    if (!classLeaders.has(s.p.className)) classLeaders.set(s.p.className, s);
    classCounts.set(s.p.className, (classCounts.get(s.p.className) ?? 0) + 1);
    const miles = Array.from({ length: s.laps }, (_, k) => race.sectionMiles[k % race.sectionMiles.length]!).reduce((a, b) => a + b, 0);
    const overall = i + 1;
    return {
      id: s.p.rowId,
      fullName: s.p.fullName,
      displayedNumber: s.p.plate,
      brand: s.p.brand,
      className: s.p.className,
      avgSpeedTotal: Math.round((miles / (total(s) / 3_600_000)) * 1000) / 1000,
      // Every tenth position as a string, as LiveLaps sometimes sends numbers.
      overallPosition: overall % 10 === 0 ? String(overall) : overall,
      classPosition: classCounts.get(s.p.className)!,
      overallBehindByLeader: gap(s, leader!),
      classBehindByLeader: gap(s, classLeaders.get(s.p.className)!),
      sections: sectionOf.get(s)!,
    };
  });
}

/* ------------------------------------------------------------------------------------------
 * Changes to a season (the fake's control methods)
 * ---------------------------------------------------------------------------------------- */

export type TRaceEdit = {
  /** Move a row to another overall position (its times change so that it lands there; everyone is renumbered). */
  move?: { rowId: number; toPosition: number };
  /** Remove a row (by row id). */
  remove?: number;
  /** Add a rider who completed every lap or section (placed by their times). */
  add?: { fullName: string; plate: string; className: string };
};

function participantsOf(season: TSeason, raceId: number): { state: TState; race: TSeasonRace; list: TParticipant[] } {
  const state = stateOf(season);
  const race = season.race(raceId);
  const list = state.participants.get(raceId);
  if (!race || !list) throw new Error(`no race ${raceId} in the season`);
  return { state, race, list };
}

/** Changes a race's results; returns the id of an added row, if any. */
export function editSeasonRace(season: TSeason, raceId: number, edit: TRaceEdit): number | undefined {
  const { state, race, list } = participantsOf(season, raceId);
  const progress = state.progress.get(raceId);
  let added: number | undefined;

  if (edit.remove !== undefined) {
    const index = list.findIndex((p) => p.rowId === edit.remove);
    if (index < 0) throw new Error(`no row ${edit.remove} in race ${raceId}`);
    list.splice(index, 1);
  }

  if (edit.add) {
    const { fullName, plate, className } = edit.add;
    const seed = 2000 + [...fullName].reduce((h, c) => (h * 31 + c.codePointAt(0)!) % 9973, 7);
    const pace = 1 + (((seed * 53) % 101) - 50) / 1000;
    const brand = BRANDS[seed % BRANDS.length]!;
    added = state.nextRowId++;
    list.push({ rowId: added, riderKey: null, fullName, plate, brand, className, pace, seed, splits: splitTimes(race, className, pace, seed, race.sections) });
  }

  if (edit.move) {
    const { rowId, toPosition } = edit.move;
    const shown = shownOf(list, progress);
    const me = shown.find((s) => s.p.rowId === rowId);
    if (!me) throw new Error(`no row ${rowId} with results in race ${raceId}`);
    const others = shown.filter((s) => s !== me).sort(byResult);
    const t = Math.max(0, Math.min(others.length, Math.floor(toPosition) - 1));
    const prev = others[t - 1];
    const next = others[t];
    const laps = next ? next.laps : prev ? prev.laps : me.laps;
    const lower = prev && prev.laps === laps ? total(prev) : undefined;
    const upper = next ? total(next) : undefined;
    const target =
      lower !== undefined && upper !== undefined
        ? Math.floor((lower + upper) / 2)
        : lower !== undefined
          ? lower + 1500
          : upper !== undefined
            ? Math.max(laps, upper - 1500)
            : total(me);
    // The rider's first `laps` splits (extended at their average pace), scaled to the target total.
    const base = [...me.p.splits];
    const average = base.reduce((a, b) => a + b, 0) / base.length;
    while (base.length < laps) base.push(Math.round(average));
    const first = base.slice(0, laps);
    const sum = first.reduce((a, b) => a + b, 0);
    const scaled = first.map((x) => Math.max(1, Math.round((x * target) / sum)));
    scaled[laps - 1] = Math.max(1, scaled[laps - 1]! + target - scaled.reduce((a, b) => a + b, 0));
    // A race in progress keeps the laps not shown yet; a finished race ends at `laps`.
    me.p.splits = progress !== undefined && laps >= progress ? [...scaled, ...base.slice(laps)] : scaled;
  }

  state.cache.delete(raceId);
  return added;
}

export function setSeasonScoringStatus(season: TSeason, raceId: number, status: string): void {
  const race = season.race(raceId);
  if (!race) throw new Error(`no race ${raceId} in the season`);
  race.scoringStatus = status;
}

/** The live race gains a lap for every rider still running (riders who stopped keep their laps). */
export function advanceSeasonLiveRace(season: TSeason): void {
  const state = stateOf(season);
  const list = state.participants.get(season.liveRaceId) ?? [];
  const current = state.progress.get(season.liveRaceId);
  const max = Math.max(0, ...list.map((p) => p.splits.length));
  if (current !== undefined && current < max) state.progress.set(season.liveRaceId, current + 1);
  state.cache.delete(season.liveRaceId);
}

/** The season as JSON (for GET /__fake/season): everything but the functions, plus each race's row count. */
export function seasonSummary(season: TSeason): Record<string, unknown> {
  const { rowsOf: _rowsOf, race: _race, event: _event, ...rest } = season;
  return { ...rest, races: season.races.map((race) => ({ ...race, rows: season.rowsOf(race.id).length })) };
}

/* ------------------------------------------------------------------------------------------
 * The HTTP answers
 * ---------------------------------------------------------------------------------------- */

export const API_PREFIX = '/laravel/public/api/v1/';
export const RESULTS_PAGE_CAP = 200;
const DEFAULT_PAGE_SIZE = 15;

export const MAINTENANCE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LiveLaps — maintenance</title></head>' +
  '<body><h1>Scheduled maintenance</h1><p>LiveLaps is down for maintenance. Please come back later.</p></body></html>';

type TAnswer = { status: number; body?: unknown; raw?: string; delayMs?: number };
const ok = (message: unknown): TAnswer => ({ status: 200, body: { success: 1, message } });
const NOT_FOUND: TAnswer = { status: 404, body: { message: 'Not Found' } };

type TRoute = { method: 'GET' | 'POST'; pattern: RegExp; answer: (m: RegExpExecArray, query: URLSearchParams, body: Record<string, unknown>) => TAnswer };

function intParam(value: string | null, fallback: number): number {
  const n = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? Math.floor(n) : fallback;
}

function routes(season: () => TSeason): TRoute[] {
  const s = season;
  return [
    {
      method: 'GET',
      pattern: /^livelaps\/promoter\/(\d+)\/events$/,
      answer: (m) =>
        ok(
          s()
            .events.filter((e) => e.promoterId === Number(m[1]))
            .map((e, i) => ({
              id: e.id,
              name: e.name,
              eventDate: e.date,
              eventYear: e.date.slice(0, 4),
              promoterUserId: e.promoterId,
              promoterName: e.promoterName,
              // LiveLaps sends some numbers as strings (here every third event's, registration-only events excepted: 0).
              raceCount: i % 3 === 2 && e.raceIds.length > 0 ? String(e.raceIds.length) : e.raceIds.length,
            })),
        ),
    },
    {
      method: 'GET',
      pattern: /^livelaps\/race\/event\/(\d+)$/,
      answer: (m) => {
        const event = s().event(Number(m[1]));
        return ok(
          (event?.raceIds ?? []).map((id) => {
            const race = s().race(id)!;
            return { id: race.id, raceName: race.name, mode: race.mode, eventId: race.eventId, scoring_status: race.scoringStatus };
          }),
        );
      },
    },
    {
      method: 'GET',
      pattern: /^livelaps\/race\/results\/(\d+)$/,
      answer: (m, query) => {
        const season = s();
        const race = season.race(Number(m[1]));
        if (!race) return { status: 400, body: { message: 'The selected race is invalid.' } };
        if (race.id === season.junkRaceId) return { status: 200, raw: MAINTENANCE_HTML };
        const rows = season.rowsOf(race.id);
        const size = Math.min(RESULTS_PAGE_CAP, Math.max(1, intParam(query.get('size'), DEFAULT_PAGE_SIZE)));
        const page = Math.max(1, intParam(query.get('page'), 1));
        return {
          status: 200,
          delayMs: race.id === season.slowRaceId ? season.slowMs : undefined,
          body: { current_page: page, total: rows.length, has_more_pages: page * size < rows.length, data: rows.slice((page - 1) * size, page * size) },
        };
      },
    },
    {
      method: 'GET',
      pattern: /^livelaps\/race\/(\d+)$/,
      answer: (m) => {
        const race = s().race(Number(m[1]));
        if (!race) return { status: 200, body: { success: 0, message: 'not_found' } };
        const event = s().event(race.eventId)!;
        return ok({
          Race_Name: race.name,
          RACE_MODE_NAME: race.mode,
          Race_Mode: race.modeId,
          Event_Name: event.name,
          Event_ID: event.id,
          countSections: race.sections,
          Promoter_Name: event.promoterName,
          Event_Date: event.date,
        });
      },
    },
    {
      method: 'POST',
      pattern: /^livelaps\/user\/searchUsers$/,
      answer: (_m, _q, body) => {
        const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? foldName(v) : undefined);
        const name = text(body.name);
        const location = text(body.location);
        const pick = (u: TSeasonUser) => ({ id: u.id, firstName: u.firstName, lastName: u.lastName, state: u.state, city: u.city });
        if (name !== undefined) return ok(s().users.filter((u) => foldName(`${u.firstName} ${u.lastName}`).includes(name)).map(pick));
        if (location !== undefined) return ok(s().users.filter((u) => foldName(u.state).startsWith(location) || foldName(u.city).startsWith(location)).map(pick));
        return { status: 200, body: { success: 0, message: 'name_or_location_required' } };
      },
    },
    {
      method: 'POST',
      pattern: /^livelaps\/event\/getEventsForCalendar$/,
      answer: (_m, query) => {
        const from = query.get('date') || '0000-00-00';
        const promoter = query.get('promoterId');
        const events = s().events.filter((e) => !promoter || e.promoterId === Number(promoter));
        if (query.get('type') === 'regis') {
          return ok(
            events
              .filter((e) => e.registration.end >= from)
              .map((e) => ({ id: e.id, title: e.name, subtitle: `Registration — ${e.promoterName}`, start: e.registration.start, end: e.registration.end, promoterId: e.promoterId })),
          );
        }
        return ok(events.filter((e) => e.date >= from).map((e) => ({ id: e.id, title: e.name, subtitle: e.promoterName, start: e.date, promoterId: e.promoterId })));
      },
    },
  ];
}

/* ------------------------------------------------------------------------------------------
 * The server
 * ---------------------------------------------------------------------------------------- */

export type TFakeSeasonRequest = {
  method: string;
  /** The path after `/laravel/public/api/v1/` (e.g. `livelaps/race/results/64110`), or the whole path outside it. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** When it arrived (ms since the epoch). */
  at: number;
  /** The HTTP status answered; 0 while unanswered or when the connection was dropped. */
  status: number;
};

export type TFakeSeasonOverride = {
  status?: number;
  body?: unknown;
  /** A body sent as is (HTML). */
  raw?: string;
  delayMs?: number;
  /** How many requests it applies to (then the path answers normally again); default: all. */
  times?: number;
  /** Drop the connection without an answer. */
  hangUp?: boolean;
};

export type TFakeSeason = {
  /** The main domain (a PLATFORM_API_URL value); the API is under `${origin}/laravel/public/api/v1/`. */
  origin: string;
  /** The season being served (changed by editRace, setScoringStatus, advanceLiveRace; a new one after reset). */
  readonly season: TSeason;
  requests: TFakeSeasonRequest[];
  /** Requests to a path after the API prefix, e.g. `livelaps/race/results/64110` (query not included). */
  requestsTo(path: string): TFakeSeasonRequest[];
  readonly maxInFlight: number;
  /** Change a race's results (for change-log tests): move a row to another position (renumbering everyone), remove a row, or add one. */
  editRace(raceId: number, edit: TRaceEdit): void;
  /** Mark a race completed (or not): its `scoring_status` in race/event/{eventId}. */
  setScoringStatus(raceId: number, status: string): void;
  /** The live race gains a lap for every rider still running. */
  advanceLiveRace(): void;
  override(path: string, o: TFakeSeasonOverride): void;
  /** The platform is down: every request hangs up until start(). */
  stop(): void;
  start(): void;
  /** A fresh season (edits undone), no overrides, an empty request log, started. */
  reset(): void;
  close(): Promise<void>;
};

export type TFakeSeasonServerOptions = TSeasonOptions & {
  port?: number;
  host?: string;
  /** Answer the control requests under `/__fake/` (for a fake run as a separate process). */
  control?: boolean;
};

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function send(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, raw?: string) {
  if (res.destroyed || res.writableEnded) return;
  const origin = req.headers.origin;
  res.writeHead(status, {
    'content-type': raw === undefined ? 'application/json' : 'text/html; charset=UTF-8',
    // The JSON API reflects any origin (README).
    'access-control-allow-origin': typeof origin === 'string' ? origin : '*',
  });
  res.end(raw ?? JSON.stringify(body));
}

export async function startFakeSeason(options: TFakeSeasonServerOptions = {}): Promise<TFakeSeason> {
  const seasonOptions: TSeasonOptions = { today: options.today, slowMs: options.slowMs };
  let season = generateSeason(seasonOptions);
  const table = routes(() => season);
  const requests: TFakeSeasonRequest[] = [];
  const overrides = new Map<string, TFakeSeasonOverride>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  let inFlight = 0;
  let maxInFlight = 0;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => (timers.delete(timer), resolve()), ms);
      timers.add(timer);
    });

  const fake = {
    editRace: (raceId: number, edit: TRaceEdit) => void editSeasonRace(season, raceId, edit),
    setScoringStatus: (raceId: number, status: string) => setSeasonScoringStatus(season, raceId, status),
    advanceLiveRace: () => advanceSeasonLiveRace(season),
    override: (p: string, o: TFakeSeasonOverride) => void overrides.set(p, { ...o }),
    stop: () => void (stopped = true),
    start: () => void (stopped = false),
    reset() {
      season = generateSeason(seasonOptions);
      requests.length = 0;
      overrides.clear();
      stopped = false;
      maxInFlight = 0;
    },
  };

  /** `/__fake/…`: the control requests of a fake run as a process. */
  async function control(req: IncomingMessage, res: ServerResponse, p: string, url: URL) {
    const method = req.method ?? 'GET';
    try {
      if (method === 'GET' && p === 'season') return send(req, res, 200, seasonSummary(season));
      if (method === 'GET' && p === 'requests') {
        const from = intParam(url.searchParams.get('since'), 0);
        return send(req, res, 200, requests.slice(from).map((r) => ({ ...r, query: Object.fromEntries(r.query) })));
      }
      if (method !== 'POST') return send(req, res, 404, { message: 'Not Found' });
      const body = await readBody(req);
      const num = (v: unknown) => (typeof v === 'number' ? v : Number(v));
      let result: unknown = { ok: true };
      if (p === 'edit') {
        const added = editSeasonRace(season, num(body.raceId), body as TRaceEdit);
        result = { ok: true, addedRowId: added ?? null };
      } else if (p === 'scoring-status') fake.setScoringStatus(num(body.raceId), String(body.status));
      else if (p === 'advance-live') fake.advanceLiveRace();
      else if (p === 'override' && typeof body.path === 'string') fake.override(body.path, body as TFakeSeasonOverride);
      else if (p === 'stop') fake.stop();
      else if (p === 'start') fake.start();
      else if (p === 'reset') fake.reset();
      else return send(req, res, 404, { message: 'Not Found' });
      return send(req, res, 200, result);
    } catch (error) {
      return send(req, res, 400, { ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  }

  const server = createServer((req, res) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => (inFlight -= 1));
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (options.control && url.pathname.startsWith('/__fake/')) return control(req, res, url.pathname.slice('/__fake/'.length), url);

      const inApi = url.pathname.startsWith(API_PREFIX);
      const p = inApi ? url.pathname.slice(API_PREFIX.length) : url.pathname;
      const method = req.method ?? 'GET';
      const body = method === 'POST' || method === 'PUT' || method === 'PATCH' ? await readBody(req) : {};
      const entry: TFakeSeasonRequest = { method, path: p, query: url.searchParams, body, at: Date.now(), status: 0 };
      requests.push(entry);
      const answer = (status: number, b: unknown, raw?: string) => {
        entry.status = status;
        send(req, res, status, b, raw);
      };

      if (stopped) return void req.socket.destroy();

      const override = overrides.get(p);
      if (override) {
        if (override.times !== undefined && --override.times <= 0) overrides.delete(p);
        if (override.delayMs) await sleep(override.delayMs);
        if (override.hangUp) return void req.socket.destroy();
        if (override.status !== undefined || override.body !== undefined || override.raw !== undefined) {
          return answer(override.status ?? 200, override.body, override.raw);
        }
      }

      if (method === 'OPTIONS' && inApi) {
        entry.status = 204;
        res.writeHead(204, {
          'access-control-allow-origin': typeof req.headers.origin === 'string' ? req.headers.origin : '*',
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? 'content-type'),
        });
        return void res.end();
      }

      // A little latency, so that concurrent callers really overlap.
      await sleep(2);
      if (!inApi) return answer(NOT_FOUND.status, NOT_FOUND.body);
      const matches = table.map((r) => ({ r, m: r.pattern.exec(p) })).filter((x): x is { r: TRoute; m: RegExpExecArray } => x.m !== null);
      const hit = matches.find((x) => x.r.method === method || (method === 'HEAD' && x.r.method === 'GET'));
      if (!hit) {
        if (matches.length === 0) return answer(NOT_FOUND.status, NOT_FOUND.body);
        const allowed = [...new Set(matches.map((x) => x.r.method))].join(', ');
        return answer(405, { message: `The ${method} method is not supported for route api/v1/${p}. Supported methods: ${allowed}.` });
      }
      const result = hit.r.answer(hit.m, url.searchParams, body);
      if (result.delayMs) await sleep(result.delayMs);
      return answer(result.status, result.body, result.raw);
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    origin: `http://${host}:${address.port}`,
    get season() {
      return season;
    },
    requests,
    requestsTo: (p) => requests.filter((r) => r.path === p),
    get maxInFlight() {
      return maxInFlight;
    },
    ...fake,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
