/**
 * Demo data for the racing platform tables (deterministic: fixed random seed, dates relative to
 * the anchor). Stable ids that tests and the README rely on:
 *
 *   organization 1  Ontario Off-Road Racing Association (OORRA)
 *   promoters 1-3   1 = default promoter (user 1); 2 and 3 belong to users 2 and 3
 *   points scales   1 = motocross (25-22-20-18-16-15…1), 2 = enduro (20-17-15-13-11-10…1)
 *   series          1 = motocross championship (current season), 2 = enduro & hare scramble
 *                   series (current season), 3 and 4 = the same for the previous season
 *   riders          1-320 (rider 1 = Émile Gagné, #1, 250 Pro); 1001-1680 extra riders of race 99
 *   events          1 finished motocross (series 1, 3 weeks ago): races 1 and 2 (Moto 1, Moto 2)
 *                   2 finished enduro (series 2, 2 weeks ago): race 3 (sections, special tests)
 *                   3 live today 09:00-18:00 (hare scramble, series 2): race 4 running (started
 *                     40 minutes before the anchor), races 5 and 6 scheduled later
 *                   4 upcoming in 4 weeks: registration open, tickets on sale, selfie waiver
 *                   5 upcoming in 6 days: registration closed
 *                   6 upcoming in 7 weeks: registration full, 8 riders on the waiting list
 *                   7 Grand National Endurance (finished): race 99, 1,000 riders x 30 laps
 *                   8-13 other current-season series rounds, 14-19 previous-season rounds,
 *                   20-25 other promoters' events
 *   private race    27 (isPublic false; event 21, finished)
 *   unconfigured    28 (isConfigured false; event 21, no timing data)
 *   private event   25 (isPublic false; finished, race 29)
 *   cancelled event 24
 *   membership      types 1 (twelve months), 2 (until Dec 31), 3 (single event, event 4);
 *                   member 1 = rider 1, "OORRA-0001", class 1
 */
import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, format, set, startOfDay, subDays } from 'date-fns';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../db/open';
import type { TLocalized } from '../db/schema/common';
import {
  brands,
  checkpointPasses,
  checkpoints,
  classes,
  classGroups,
  entries,
  eventClasses,
  events,
  eventSeries,
  laps,
  organizations,
  pointsScales,
  promoters,
  races,
  registrations,
  riders,
  sections,
  series,
  teams,
} from '../db/schema/platform';
import type { eventTicketing } from '../db/schema/spectators';
import { membershipOfferRanges, membershipOffers, memberships } from '../db/schema/memberships';
import { createRandom, DEMO_SEED, type TRandom } from './random';
import { SITE_TIME_ZONE } from '../i18n/format';

const CHUNK_SIZE = 1000;
const ORGANIZATION_ID = 1;
const MINUTE_MS = 60_000;

const l = (en: string, es: string, fr: string): TLocalized => ({ en, es, fr });

// ---------------------------------------------------------------------------------------------
// Row types
// ---------------------------------------------------------------------------------------------

type TEventRow = typeof events.$inferInsert;
type TRaceRow = typeof races.$inferInsert;
type TEntryRow = typeof entries.$inferInsert;
type TLapRow = typeof laps.$inferInsert;
type TSectionRow = typeof sections.$inferInsert;
type TCheckpointRow = typeof checkpoints.$inferInsert;
type TPassRow = typeof checkpointPasses.$inferInsert;
type TRegistrationRow = typeof registrations.$inferInsert;
type TMemberRow = typeof memberships.$inferInsert;

type TRows = {
  events: TEventRow[];
  eventSeries: (typeof eventSeries.$inferInsert)[];
  eventClasses: (typeof eventClasses.$inferInsert)[];
  races: TRaceRow[];
  entries: TEntryRow[];
  laps: TLapRow[];
  sections: TSectionRow[];
  checkpoints: TCheckpointRow[];
  passes: TPassRow[];
  registrations: TRegistrationRow[];
  members: TMemberRow[];
};

type TIds = { entry: number; section: number; checkpoint: number; registration: number; member: number };

// ---------------------------------------------------------------------------------------------
// Calendar: every date is relative to "today" in Toronto
// ---------------------------------------------------------------------------------------------

type TCalendar = {
  anchor: Date;
  today: TZDate;
  season: number;
  /** Local time on the day `dayOffset` days from today. */
  at(dayOffset: number, hours: number, minutes?: number): Date;
  /** 'yyyy-MM-dd' of the day `dayOffset` days from today. */
  isoDay(dayOffset: number): string;
};

function createCalendar(anchor: Date): TCalendar {
  const today = startOfDay(new TZDate(anchor.getTime(), SITE_TIME_ZONE));
  return {
    anchor,
    today,
    season: today.getFullYear(),
    at: (dayOffset, hours, minutes = 0) =>
      new Date(set(addDays(today, dayOffset), { hours, minutes, seconds: 0, milliseconds: 0 }).getTime()),
    isoDay: (dayOffset) => format(addDays(today, dayOffset), 'yyyy-MM-dd'),
  };
}

// ---------------------------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------------------------

const ORGANIZATION: typeof organizations.$inferInsert = {
  id: ORGANIZATION_ID,
  name: 'Ontario Off-Road Racing Association',
  shortName: 'OORRA',
  description: l(
    'Sanctioning body for amateur and professional motocross, enduro, hare scramble and quad racing in Ontario and western Quebec since 1987.',
    'Organismo que avala las carreras amateur y profesionales de motocross, enduro, hare scramble y cuatrimotos en Ontario y el oeste de Quebec desde 1987.',
    "Organisme de sanction des courses amateurs et professionnelles de motocross, d’enduro, de hare scramble et de quad en Ontario et dans l’ouest du Québec depuis 1987.",
  ),
  about: l(
    '<p>The OORRA brings together riders, clubs and promoters to run safe, fair and well-timed off-road races. Our volunteers handle sign-on, transponder timing, results and the season championships.</p><p>Membership gives you a racing licence, accident insurance at sanctioned events and championship points in every class.</p>',
    '<p>La OORRA reúne a pilotos, clubes y promotores para organizar carreras todoterreno seguras, justas y bien cronometradas. Nuestros voluntarios se encargan de la acreditación, el cronometraje por transpondedor, los resultados y los campeonatos de la temporada.</p><p>La membresía incluye la licencia de competición, el seguro de accidentes en los eventos avalados y puntos de campeonato en todas las categorías.</p>',
    "<p>L’OORRA réunit pilotes, clubs et promoteurs pour organiser des courses hors route sécuritaires, équitables et bien chronométrées. Nos bénévoles s’occupent de l’accueil, du chronométrage par transpondeur, des résultats et des championnats de la saison.</p><p>L’adhésion vous donne une licence de course, une assurance accident lors des épreuves sanctionnées et des points de championnat dans toutes les classes.</p>",
  ),
  email: 'info@oorra.example',
  phone: '+1 705-555-0142',
  website: 'https://www.oorra.example',
  address: '1450 Line 8 North',
  city: 'Oro-Medonte',
  state: 'ON',
  country: 'CA',
};

const PROMOTERS: (typeof promoters.$inferInsert)[] = [
  {
    id: 1,
    organizationId: ORGANIZATION_ID,
    userId: 1,
    name: 'Northern Track Promotions',
    description: l(
      'Runs the OORRA Motocross Championship and the Enduro & Hare Scramble Series, plus the Grand National Endurance every summer.',
      'Organiza el Campeonato de Motocross OORRA y la Serie de Enduro y Hare Scramble, además del Grand National Endurance cada verano.',
      'Organise le Championnat de motocross OORRA et la Série enduro et hare scramble, ainsi que le Grand National Endurance chaque été.',
    ),
    email: 'events@northerntrack.example',
    phone: '+1 705-555-0187',
    website: 'https://www.northerntrack.example',
    city: 'Barrie',
    state: 'ON',
    country: 'CA',
  },
  {
    id: 2,
    organizationId: ORGANIZATION_ID,
    userId: 2,
    name: 'Promotions Hors-Route Laurentides',
    description: l(
      'Quebec promoter of quad cross and enduro events in the Laurentians, with bilingual sign-on and family-friendly paddocks.',
      'Promotor quebequense de eventos de cross de cuatrimotos y enduro en los Laurentides, con acreditación bilingüe y paddocks pensados para las familias.',
      "Promoteur québécois d’épreuves de quad cross et d’enduro dans les Laurentides, avec accueil bilingue et paddocks familiaux.",
    ),
    email: 'info@hors-route-laurentides.example',
    phone: '+1 450-555-0119',
    website: 'https://www.hors-route-laurentides.example',
    city: 'Saint-Jérôme',
    state: 'QC',
    country: 'CA',
  },
  {
    id: 3,
    organizationId: ORGANIZATION_ID,
    userId: 3,
    name: 'Ottawa Valley Dirt Riders',
    description: l(
      'Club-run promoter from the Ottawa Valley hosting spring scrambles, practice days and the season opener.',
      'Promotor gestionado por un club del valle de Ottawa que organiza scrambles de primavera, jornadas de entrenamiento y la carrera inaugural de la temporada.',
      "Promoteur géré par un club de la vallée de l’Outaouais qui organise des scrambles printaniers, des journées d’entraînement et l’ouverture de la saison.",
    ),
    email: 'club@ovdirtriders.example',
    phone: '+1 613-555-0164',
    website: 'https://www.ovdirtriders.example',
    city: 'Pembroke',
    state: 'ON',
    country: 'CA',
  },
];

const POINTS_SCALES: (typeof pointsScales.$inferInsert)[] = [
  { id: 1, name: 'OORRA Motocross', points: [25, 22, 20, 18, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1] },
  { id: 2, name: 'OORRA Enduro', points: [20, 17, 15, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1] },
];

const GROUP = { pro: 1, amateur: 2, vet: 3, women: 4, youth: 5, quad: 6 } as const;

const CLASS_GROUPS: (typeof classGroups.$inferInsert)[] = [
  { id: GROUP.pro, name: l('Pro', 'Pro', 'Pro') },
  { id: GROUP.amateur, name: l('Amateur', 'Amateur', 'Amateur') },
  { id: GROUP.vet, name: l('Veteran', 'Veteranos', 'Vétérans') },
  { id: GROUP.women, name: l('Women', 'Mujeres', 'Femmes') },
  { id: GROUP.youth, name: l('Youth', 'Juveniles', 'Jeunesse') },
  { id: GROUP.quad, name: l('Quad', 'Cuatrimotos', 'Quad') },
].map((group, index) => ({ ...group, organizationId: ORGANIZATION_ID, sortOrder: (index + 1) * 10 }));

type TClassDef = {
  id: number;
  code: string;
  name: TLocalized;
  description?: TLocalized;
  groupId: number;
  vehicle: 'motorcycle' | 'quad';
  minAge?: number;
  maxAge?: number;
  /** Fastest lap of the class on the 2.1 km reference motocross track. */
  baseLapMs: number;
};

const ageRule = (min: number, max?: number): TLocalized =>
  max === undefined
    ? l(`Riders aged ${min} and over.`, `Pilotos de ${min} años o más.`, `Pilotes de ${min} ans et plus.`)
    : l(`Riders aged ${min} to ${max}.`, `Pilotos de ${min} a ${max} años.`, `Pilotes de ${min} à ${max} ans.`);

const CLASS_DEFS: readonly TClassDef[] = [
  { id: 1, code: '250P', name: l('250 Pro', '250 Pro', '250 Pro'), groupId: GROUP.pro, vehicle: 'motorcycle', baseLapMs: 124_000,
    description: l('Licensed professionals on 125-250 cc two-strokes or 250 cc four-strokes.', 'Profesionales con licencia en motos de 125-250 cc dos tiempos o 250 cc cuatro tiempos.', 'Professionnels licenciés sur 125-250 cc deux-temps ou 250 cc quatre-temps.') },
  { id: 2, code: '450P', name: l('450 Pro', '450 Pro', '450 Pro'), groupId: GROUP.pro, vehicle: 'motorcycle', baseLapMs: 123_000,
    description: l('Licensed professionals on open-displacement machines.', 'Profesionales con licencia en motos de cilindrada libre.', 'Professionnels licenciés sur motos de cylindrée libre.') },
  { id: 3, code: '250B', name: l('250 B', '250 B', '250 B'), groupId: GROUP.amateur, vehicle: 'motorcycle', baseLapMs: 131_000 },
  { id: 4, code: '450B', name: l('450 B', '450 B', '450 B'), groupId: GROUP.amateur, vehicle: 'motorcycle', baseLapMs: 130_000 },
  { id: 5, code: '250C', name: l('250 C', '250 C', '250 C'), groupId: GROUP.amateur, vehicle: 'motorcycle', baseLapMs: 139_000 },
  { id: 6, code: 'OPC', name: l('Open C', 'Libre C', 'Ouverte C'), groupId: GROUP.amateur, vehicle: 'motorcycle', baseLapMs: 138_000 },
  { id: 7, code: 'V30', name: l('Vet 30+', 'Veteranos 30+', 'Vétérans 30+'), groupId: GROUP.vet, vehicle: 'motorcycle', minAge: 30, baseLapMs: 133_000, description: ageRule(30) },
  { id: 8, code: 'V40', name: l('Vet 40+', 'Veteranos 40+', 'Vétérans 40+'), groupId: GROUP.vet, vehicle: 'motorcycle', minAge: 40, baseLapMs: 137_000, description: ageRule(40) },
  { id: 9, code: 'WMN', name: l('Women', 'Femenino', 'Femmes'), groupId: GROUP.women, vehicle: 'motorcycle', baseLapMs: 140_000,
    description: l('Open to women of all skill levels, 14 and over.', 'Abierta a mujeres de todos los niveles, desde los 14 años.', 'Ouverte aux femmes de tous les niveaux, dès 14 ans.') },
  { id: 10, code: '85', name: l('85cc', '85 cc', '85 cc'), groupId: GROUP.youth, vehicle: 'motorcycle', minAge: 12, maxAge: 16, baseLapMs: 139_000, description: ageRule(12, 16) },
  { id: 11, code: '65', name: l('65cc', '65 cc', '65 cc'), groupId: GROUP.youth, vehicle: 'motorcycle', minAge: 7, maxAge: 11, baseLapMs: 145_000, description: ageRule(7, 11) },
  { id: 12, code: '50', name: l('50cc', '50 cc', '50 cc'), groupId: GROUP.youth, vehicle: 'motorcycle', minAge: 4, maxAge: 8, baseLapMs: 150_000, description: ageRule(4, 8) },
  { id: 13, code: 'QOP', name: l('Quad Open', 'Cuatrimoto Libre', 'Quad ouvert'), groupId: GROUP.quad, vehicle: 'quad', minAge: 16, baseLapMs: 134_000, description: ageRule(16) },
  { id: 14, code: 'QYT', name: l('Quad Youth', 'Cuatrimoto Juvenil', 'Quad jeunesse'), groupId: GROUP.quad, vehicle: 'quad', minAge: 10, maxAge: 15, baseLapMs: 146_000, description: ageRule(10, 15) },
  { id: 15, code: 'EXP', name: l('Enduro Expert', 'Enduro Experto', 'Enduro Expert'), groupId: GROUP.pro, vehicle: 'motorcycle', baseLapMs: 126_000 },
  { id: 16, code: 'SPT', name: l('Enduro Sport', 'Enduro Sport', 'Enduro Sport'), groupId: GROUP.amateur, vehicle: 'motorcycle', baseLapMs: 133_000 },
  { id: 17, code: 'NOV', name: l('Enduro Novice', 'Enduro Novato', 'Enduro Débutant'), groupId: GROUP.amateur, vehicle: 'motorcycle', baseLapMs: 141_000 },
];

const CLASS_BY_ID = new Map(CLASS_DEFS.map((def) => [def.id, def]));

function classDef(classId: number): TClassDef {
  const def = CLASS_BY_ID.get(classId);
  if (!def) throw new Error(`Unknown class ${classId}`);
  return def;
}

const MX_CLASS_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const ENDURO_CLASS_IDS = [15, 16, 17, 7, 8, 9, 10] as const;
const QUAD_CLASS_IDS = [13, 14] as const;
const ALL_CLASS_IDS = CLASS_DEFS.map((def) => def.id);

const BRAND = {
  ktm: 1, husqvarna: 2, yamaha: 3, honda: 4, kawasaki: 5, suzuki: 6,
  gasgas: 7, beta: 8, sherco: 9, canam: 10, tm: 11, triumph: 12,
} as const;

const BRAND_NAMES = ['KTM', 'Husqvarna', 'Yamaha', 'Honda', 'Kawasaki', 'Suzuki', 'GasGas', 'Beta', 'Sherco', 'Can-Am', 'TM', 'Triumph'];

/** Market share of the paddock, as [brand id, weight]. */
const MOTORCYCLE_BRANDS: readonly (readonly [number, number])[] = [
  [BRAND.ktm, 20], [BRAND.yamaha, 18], [BRAND.honda, 15], [BRAND.husqvarna, 12], [BRAND.kawasaki, 12],
  [BRAND.gasgas, 10], [BRAND.suzuki, 5], [BRAND.beta, 3], [BRAND.sherco, 2], [BRAND.tm, 1.5], [BRAND.triumph, 1.5],
];
const QUAD_BRANDS: readonly (readonly [number, number])[] = [
  [BRAND.canam, 35], [BRAND.yamaha, 30], [BRAND.honda, 20], [BRAND.suzuki, 10], [BRAND.ktm, 5],
];

const TEAMS: (typeof teams.$inferInsert)[] = [
  { id: 1, name: 'Gagné Racing', city: 'Trois-Rivières' },
  { id: 2, name: 'Laurentides MX Team', city: 'Saint-Jérôme' },
  { id: 3, name: 'Northern Ridge Racing', city: 'Sudbury' },
  { id: 4, name: 'Simcoe County Moto', city: 'Barrie' },
  { id: 5, name: 'Estrie Hors-Route', city: 'Sherbrooke' },
  { id: 6, name: 'Great Lakes Off-Road Club', city: 'Sarnia' },
  { id: 7, name: 'Équipe Enduro Outaouais', city: 'Gatineau' },
  { id: 8, name: 'Muskoka Trail Riders', city: 'Bracebridge' },
  { id: 9, name: 'Rive-Sud Motocross', city: 'Lévis' },
  { id: 10, name: 'Kawartha Dirt Works', city: 'Peterborough' },
  { id: 11, name: 'Niagara Frontier Racing', city: 'Buffalo' },
  { id: 12, name: 'Quad Nation Ontario', city: 'Orangeville' },
];
const QUAD_TEAM_ID = 12;

// ---------------------------------------------------------------------------------------------
// Riders
// ---------------------------------------------------------------------------------------------

type TRider = {
  id: number;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  birthYear: number;
  city: string;
  state: string;
  country: string;
  /** Class for motocross, laps races and quads. */
  mxClassId: number;
  /** Class for enduro and hare scrambles; null when the rider does not ride them. */
  enduroClassId: number | null;
  /** 0 (back of the pack) to 1 (class front-runner). */
  skill: number;
  number: string;
  brandId: number;
  teamId: number | null;
};

type TOrigin = 'french' | 'english' | 'spanish';
type TPlace = readonly [city: string, state: string, country: string];

const NAMES: Record<TOrigin, { male: readonly string[]; female: readonly string[]; last: readonly string[] }> = {
  french: {
    male: ['Émile', 'Étienne', 'Félix', 'Jérôme', 'Mathieu', 'Olivier', 'Samuel', 'Gabriel', 'Alexandre', 'Maxime', 'Jean-François', 'Benoît', 'Rémi', 'Frédéric', 'Sébastien', 'Thierry', 'Hugo', 'Mathis', 'Zacharie', 'Antoine', 'Raphaël', 'Théo', 'Loïc', 'Cédric', 'Réjean', 'Louis-Philippe', 'Gaël', 'Jacques'],
    female: ['Chloé', 'Léa', 'Émilie', 'Geneviève', 'Noémie', 'Mélanie', 'Josée', 'Camille', 'Anaïs', 'Maëlle', 'Élodie', 'Audrey', 'Véronique', 'Marie-Ève', 'Océane', 'Béatrice'],
    last: ['Gagné', 'Bélanger', 'Tremblay', 'Côté', 'Bouchard', 'Gauthier', 'Lévesque', 'Pelletier', 'Bergeron', 'Leblanc', 'Ménard', 'Boucher', 'Thériault', 'Desrosiers', 'Beaulieu', 'Fréchette', 'Paré', 'Bédard', 'Lefebvre', 'Gélinas', 'Héroux', 'Brûlé', 'Lachance', 'Giroux', 'Poirier', 'Després', 'Sénécal', 'Roussel', 'Dubé', 'Morin', 'Caron', 'Fortin', 'Gosselin', 'Vézina', 'Turcotte', "D'Amours", 'Séguin', 'Charbonneau'],
  },
  english: {
    male: ['Liam', 'Noah', 'Ethan', 'Mason', 'Logan', 'Tyler', 'Connor', 'Brayden', 'Jake', 'Ryan', 'Owen', 'Caleb', 'Austin', 'Hunter', 'Cody', 'Dylan', 'Jack', 'Carter', 'Nolan', 'Wyatt', 'Lukas', 'Kieran'],
    female: ['Emma', 'Olivia', 'Ava', 'Hannah', 'Megan', 'Brooke', 'Kayla', 'Zoë', 'Maddie', 'Sarah', 'Jenna', 'Siobhan'],
    last: ['Smith', 'MacDonald', 'Campbell', 'Thompson', 'Wilson', 'Anderson', "O'Brien", 'McKenzie', 'Fraser', 'Robertson', 'Stewart', 'Murphy', 'Kowalski', 'Müller', 'Schäfer', 'Van der Berg', 'Johnson', 'Miller', 'Walsh', 'Bennett', 'Hughes', 'Doyle', 'Sullivan', 'Nowak', 'Brenneman', 'Lindqvist', 'Clarke', 'Henderson'],
  },
  spanish: {
    male: ['José', 'Alejandro', 'Andrés', 'Javier', 'Íñigo', 'Martín', 'Diego', 'Ramón', 'Néstor', 'Raúl', 'Joaquín', 'Adrián', 'Sergio', 'Álvaro', 'Tomás', 'Matías'],
    female: ['María', 'Sofía', 'Lucía', 'Valentina', 'Camila', 'Ximena', 'Begoña', 'Inés', 'Mónica'],
    last: ['Núñez', 'García', 'Fernández', 'Rodríguez', 'Martínez', 'López', 'Gómez', 'Sánchez', 'Pérez', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Muñoz', 'Álvarez', 'Romero', 'Gutiérrez', 'Castillo', 'Ortega', 'Peña', 'Ibáñez', 'Domínguez', 'Vázquez'],
  },
};

const QC = (city: string): TPlace => [city, 'QC', 'CA'];
const ON = (city: string): TPlace => [city, 'ON', 'CA'];
const NY = (city: string): TPlace => [city, 'NY', 'US'];
const MI = (city: string): TPlace => [city, 'MI', 'US'];

const PLACES: Record<TOrigin, readonly TPlace[]> = {
  french: [
    QC('Trois-Rivières'), QC('Sherbrooke'), QC('Québec'), QC('Montréal'), QC('Gatineau'), QC('Drummondville'),
    QC('Saint-Hyacinthe'), QC('Rimouski'), QC('Lévis'), QC('Saint-Jérôme'), QC('Granby'), QC('Victoriaville'),
    QC('Mirabel'), QC('Saint-Jean-sur-Richelieu'), QC('Mont-Laurier'), ON('Ottawa'), ON('Hawkesbury'), ON('Sudbury'), ON('Timmins'),
  ],
  english: [
    ON('Barrie'), ON('Orangeville'), ON('Peterborough'), ON('Kitchener'), ON('London'), ON('Sudbury'), ON('Walton'),
    ON('Sarnia'), ON('Kingston'), ON('Belleville'), ON('Owen Sound'), ON('Bracebridge'), ON('Thunder Bay'), ON('Pembroke'),
    ON('Guelph'), ON('Collingwood'), NY('Buffalo'), NY('Rochester'), NY('Syracuse'), NY('Watertown'),
    MI('Port Huron'), MI('Grand Rapids'), MI('Lansing'), MI('Traverse City'),
  ],
  spanish: [
    ON('Toronto'), ON('Mississauga'), ON('Brampton'), ON('Hamilton'), ON('Windsor'), ON('Oshawa'), ON('Leamington'),
    QC('Montréal'), QC('Laval'), NY('Rochester'), MI('Detroit'),
  ],
};

type TRiderCategory = {
  classId: number;
  count: number;
  age: readonly [number, number];
  /** Share of women in the class. */
  female: number;
};

/** The 320 regular riders by class. */
const RIDER_CATEGORIES: readonly TRiderCategory[] = [
  { classId: 1, count: 16, age: [17, 30], female: 0 },
  { classId: 2, count: 16, age: [18, 32], female: 0 },
  { classId: 3, count: 28, age: [16, 35], female: 0.05 },
  { classId: 4, count: 28, age: [17, 38], female: 0.03 },
  { classId: 5, count: 40, age: [16, 45], female: 0.08 },
  { classId: 6, count: 40, age: [18, 50], female: 0.05 },
  { classId: 7, count: 28, age: [30, 39], female: 0.04 },
  { classId: 8, count: 24, age: [40, 58], female: 0.04 },
  { classId: 9, count: 24, age: [15, 38], female: 1 },
  { classId: 10, count: 18, age: [12, 15], female: 0.15 },
  { classId: 11, count: 14, age: [8, 11], female: 0.15 },
  { classId: 12, count: 10, age: [5, 7], female: 0.2 },
  { classId: 13, count: 24, age: [18, 50], female: 0.08 },
  { classId: 14, count: 10, age: [10, 15], female: 0.2 },
];

const EXTRA_RIDER_FIRST_ID = 1001;
const EXTRA_RIDER_COUNT = 680;

type TFixedRider = Pick<TRider, 'firstName' | 'lastName' | 'gender' | 'city' | 'state' | 'country' | 'mxClassId'> & {
  age: number;
  skill: number;
};

/** The first riders are pinned so the README and tests can name them. */
const FIXED_RIDERS: readonly TFixedRider[] = [
  { firstName: 'Émile', lastName: 'Gagné', gender: 'male', age: 22, city: 'Trois-Rivières', state: 'QC', country: 'CA', mxClassId: 1, skill: 0.95 },
  { firstName: 'José', lastName: 'Núñez', gender: 'male', age: 27, city: 'Mississauga', state: 'ON', country: 'CA', mxClassId: 2, skill: 0.9 },
  { firstName: 'Chloé', lastName: 'Bélanger', gender: 'female', age: 24, city: 'Sherbrooke', state: 'QC', country: 'CA', mxClassId: 9, skill: 0.85 },
  { firstName: 'Zoë', lastName: 'Müller', gender: 'female', age: 19, city: 'Kitchener', state: 'ON', country: 'CA', mxClassId: 3, skill: 0.7 },
  { firstName: 'Liam', lastName: "O'Brien", gender: 'male', age: 26, city: 'Barrie', state: 'ON', country: 'CA', mxClassId: 4, skill: 0.6 },
  { firstName: 'Étienne', lastName: 'Lévesque', gender: 'male', age: 44, city: 'Rimouski', state: 'QC', country: 'CA', mxClassId: 8, skill: 0.75 },
];

function weighted<T>(r: TRandom, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = r.next() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  const last = items[items.length - 1];
  if (!last) throw new Error('weighted() needs items');
  return last[0];
}

/** The enduro class that matches a rider's motocross class and skill (null: no enduro). */
function enduroClassFor(mxClassId: number, skill: number): number | null {
  switch (mxClassId) {
    case 1:
    case 2:
      return 15;
    case 3:
    case 4:
      return skill > 0.8 ? 15 : 16;
    case 5:
    case 6:
      return skill > 0.75 ? 16 : 17;
    case 7:
    case 8:
    case 9:
    case 10:
      return mxClassId;
    default:
      return null;
  }
}

type TRiderFactory = {
  create(id: number, classId: number, number: number): TRider;
  createFixed(id: number, fixed: TFixedRider, number: number): TRider;
};

function createRiderFactory(r: TRandom, season: number): TRiderFactory {
  const usedNames = new Set<string>();
  const categoryByClass = new Map(RIDER_CATEGORIES.map((category) => [category.classId, category]));

  const equipment = (classId: number) => {
    const isQuad = classDef(classId).vehicle === 'quad';
    const brandId = weighted(r, isQuad ? QUAD_BRANDS : MOTORCYCLE_BRANDS);
    const teamId = r.chance(0.35) ? (isQuad ? QUAD_TEAM_ID : r.int(1, TEAMS.length - 1)) : null;
    return { brandId, teamId };
  };

  const uniqueName = (origin: TOrigin, gender: 'male' | 'female') => {
    const pool = NAMES[origin];
    for (;;) {
      const firstName = r.pick(gender === 'female' ? pool.female : pool.male);
      const lastName = r.pick(pool.last);
      const key = `${firstName} ${lastName}`;
      if (!usedNames.has(key)) {
        usedNames.add(key);
        return { firstName, lastName };
      }
    }
  };

  for (const fixed of FIXED_RIDERS) usedNames.add(`${fixed.firstName} ${fixed.lastName}`);

  return {
    create(id, classId, number) {
      const category = categoryByClass.get(classId);
      if (!category) throw new Error(`No rider category for class ${classId}`);
      const origin = weighted<TOrigin>(r, [['french', 45], ['english', 40], ['spanish', 15]]);
      const gender = r.chance(category.female) ? 'female' : 'male';
      const [city, state, country] = r.pick(PLACES[origin]);
      const skill = r.next();
      return {
        id,
        ...uniqueName(origin, gender),
        gender,
        birthYear: season - r.int(category.age[0], category.age[1]),
        city,
        state,
        country,
        mxClassId: classId,
        enduroClassId: enduroClassFor(classId, skill),
        skill,
        number: String(number),
        ...equipment(classId),
      };
    },
    createFixed(id, fixed, number) {
      return {
        id,
        firstName: fixed.firstName,
        lastName: fixed.lastName,
        gender: fixed.gender,
        birthYear: season - fixed.age,
        city: fixed.city,
        state: fixed.state,
        country: fixed.country,
        mxClassId: fixed.mxClassId,
        enduroClassId: enduroClassFor(fixed.mxClassId, fixed.skill),
        skill: fixed.skill,
        number: String(number),
        ...equipment(fixed.mxClassId),
      };
    },
  };
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function take<T>(items: T[]): T {
  const item = items.shift();
  if (item === undefined) throw new Error('Pool exhausted');
  return item;
}

/** Regular riders 1-320 (pros carry numbers below 100) and the extra riders 1001-1680 of race 99. */
function createRiders(r: TRandom, season: number): { regular: TRider[]; extra: TRider[] } {
  const factory = createRiderFactory(r, season);
  const proNumbers = r.shuffle(range(2, 99));
  const amateurNumbers = r.shuffle(range(100, 999));
  const extraNumbers = r.shuffle(range(1000, 1999));
  const numberFor = (classId: number) => take(classDef(classId).groupId === GROUP.pro ? proNumbers : amateurNumbers);

  const slots = RIDER_CATEGORIES.flatMap((category) => Array.from({ length: category.count }, () => category.classId));
  for (const fixed of FIXED_RIDERS) slots.splice(slots.indexOf(fixed.mxClassId), 1);

  const regular = FIXED_RIDERS.map((fixed, index) =>
    factory.createFixed(index + 1, fixed, index === 0 ? 1 : numberFor(fixed.mxClassId)),
  );
  r.shuffle(slots).forEach((classId, index) => regular.push(factory.create(FIXED_RIDERS.length + index + 1, classId, numberFor(classId))));

  const classWeights = RIDER_CATEGORIES.map((category) => [category.classId, category.count] as const);
  const extra = Array.from({ length: EXTRA_RIDER_COUNT }, (_, index) =>
    factory.create(EXTRA_RIDER_FIRST_ID + index, weighted(r, classWeights), take(extraNumbers)),
  );
  return { regular, extra };
}

function riderRow(rider: TRider): typeof riders.$inferInsert {
  const { id, firstName, lastName, gender, birthYear, city, state, country } = rider;
  return { id, firstName, lastName, gender, birthYear, city, state, country };
}

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

type TEventKind = 'motocross' | 'enduro' | 'hare_scramble' | 'quad' | 'endurance' | 'practice';

type TVenue = { venue: string; city: string; state: 'ON' | 'QC'; country: 'CA' };

const VENUES = {
  hiddenHills: { venue: 'Hidden Hills Raceway', city: 'Orangeville', state: 'ON', country: 'CA' },
  sandRidge: { venue: 'Sand Ridge MX', city: 'Simcoe', state: 'ON', country: 'CA' },
  saintJerome: { venue: 'Moto Parc Saint-Jérôme', city: 'Saint-Jérôme', state: 'QC', country: 'CA' },
  ridgeback: { venue: 'Ridgeback Raceway', city: 'Peterborough', state: 'ON', country: 'CA' },
  thunderValley: { venue: 'Thunder Valley Raceway', city: 'Belleville', state: 'ON', country: 'CA' },
  copperCreek: { venue: 'Copper Creek MX Park', city: 'Sudbury', state: 'ON', country: 'CA' },
  lacNoir: { venue: 'Circuit du Lac-Noir', city: 'Saint-Jean-de-Matha', state: 'QC', country: 'CA' },
  greatLakes: { venue: 'Great Lakes Off-Road Park', city: 'Grand Bend', state: 'ON', country: 'CA' },
  kawartha: { venue: 'Kawartha Highlands Trails', city: 'Buckhorn', state: 'ON', country: 'CA' },
  rouge: { venue: 'Sentiers de la Rouge', city: 'Rivière-Rouge', state: 'QC', country: 'CA' },
  bancroft: { venue: 'Bancroft Ridge Trails', city: 'Bancroft', state: 'ON', country: 'CA' },
  muskoka: { venue: 'Muskoka Woods Off-Road Park', city: 'Bracebridge', state: 'ON', country: 'CA' },
  ganaraska: { venue: 'Ganaraska Trail Centre', city: 'Kendal', state: 'ON', country: 'CA' },
  mirabel: { venue: 'Complexe Quad Mirabel', city: 'Mirabel', state: 'QC', country: 'CA' },
  pembroke: { venue: 'Ottawa Valley Moto Park', city: 'Pembroke', state: 'ON', country: 'CA' },
  montLaurier: { venue: 'Sentiers du Mont-Laurier', city: 'Mont-Laurier', state: 'QC', country: 'CA' },
} as const satisfies Record<string, TVenue>;

/** HST in Ontario; GST + QST in Quebec (basis points). */
const TAX_RATE_BP: Record<TVenue['state'], number> = { ON: 1300, QC: 1498 };
const CURRENCY = 'CAD';

type TRegistrationPlan = {
  opensDay: number;
  closesDay: number;
  capacity?: number;
  feeCents: number;
  membersOnly?: boolean;
};

type TEventPlan = {
  id: number;
  name: string;
  promoterId: number;
  kind: TEventKind;
  day: number;
  hours?: readonly [start: number, end: number];
  where: TVenue;
  classIds: readonly number[];
  series?: { id: number; round: number; season: number };
  status?: 'cancelled';
  isPublic?: boolean;
  registration?: TRegistrationPlan;
  tickets?: { priceCents: number; capacity: number };
  waiverRequiresSelfie?: boolean;
  description?: TLocalized;
};

const SERIES_NAMES = {
  motocross: (season: number) => l(`${season} OORRA Motocross Championship`, `Campeonato de Motocross OORRA ${season}`, `Championnat de motocross OORRA ${season}`),
  enduro: (season: number) => l(`${season} OORRA Enduro & Hare Scramble Series`, `Serie de Enduro y Hare Scramble OORRA ${season}`, `Série enduro et hare scramble OORRA ${season}`),
};

function seriesRows(cal: TCalendar): (typeof series.$inferInsert)[] {
  const make = (id: number, kind: 'motocross' | 'enduro', season: number): typeof series.$inferInsert => ({
    id,
    organizationId: ORGANIZATION_ID,
    promoterId: 1,
    name: SERIES_NAMES[kind](season),
    description:
      kind === 'motocross'
        ? l(
            'Two motos per round in every class; points from both motos count and each rider drops their worst round.',
            'Dos mangas por fecha en cada categoría; cuentan los puntos de ambas mangas y cada piloto descarta su peor fecha.',
            'Deux manches par épreuve dans chaque classe ; les points des deux manches comptent et chaque pilote retranche sa pire épreuve.',
          )
        : l(
            'Forest enduros with time cards and special tests, plus two-hour hare scrambles. Every round counts.',
            'Enduros en el bosque con tarjetas de tiempo y pruebas especiales, además de hare scrambles de dos horas. Cuentan todas las fechas.',
            'Enduros en forêt avec cartes de pointage et spéciales, plus des hare scrambles de deux heures. Toutes les épreuves comptent.',
          ),
    discipline: kind,
    season,
    pointsScaleId: kind === 'motocross' ? 1 : 2,
    dropCount: kind === 'motocross' ? 1 : 0,
  });
  return [make(1, 'motocross', cal.season), make(2, 'enduro', cal.season), make(3, 'motocross', cal.season - 1), make(4, 'enduro', cal.season - 1)];
}

function planEvents(cal: TCalendar): TEventPlan[] {
  const current = cal.season;
  const previous = cal.season - 1;
  /** Previous-season rounds sit a year (52 weeks) back. */
  const lastYear = -364;
  const s1 = (round: number) => ({ id: 1, round, season: current });
  const s2 = (round: number) => ({ id: 2, round, season: current });
  const s3 = (round: number) => ({ id: 3, round, season: previous });
  const s4 = (round: number) => ({ id: 4, round, season: previous });
  const pastRegistration = (day: number, feeCents: number): TRegistrationPlan => ({ opensDay: day - 42, closesDay: day - 3, feeCents });
  const mx = { kind: 'motocross', classIds: MX_CLASS_IDS } as const;
  const enduro = { kind: 'enduro', classIds: ENDURO_CLASS_IDS } as const;

  return [
    { id: 1, name: 'Hidden Hills Motocross', promoterId: 1, day: -21, where: VENUES.hiddenHills, series: s1(4), ...mx, registration: pastRegistration(-21, 6500) },
    { id: 2, name: 'Bancroft Ridge Enduro', promoterId: 1, day: -14, where: VENUES.bancroft, series: s2(3), ...enduro, registration: pastRegistration(-14, 8500) },
    {
      id: 3, name: 'Muskoka Woods Hare Scramble', promoterId: 1, kind: 'hare_scramble', day: 0, hours: [9, 18], where: VENUES.muskoka,
      series: s2(4), classIds: [...ENDURO_CLASS_IDS, 11, ...QUAD_CLASS_IDS], registration: pastRegistration(0, 7500),
    },
    {
      id: 4, name: 'Copper Creek Motocross', promoterId: 1, day: 28, where: VENUES.copperCreek, series: s1(6), ...mx,
      registration: { opensDay: -30, closesDay: 25, capacity: 150, feeCents: 6500 },
      tickets: { priceCents: 2500, capacity: 500 }, waiverRequiresSelfie: true,
    },
    {
      id: 5, name: 'Thunder Valley Motocross', promoterId: 1, day: 6, where: VENUES.thunderValley, series: s1(5), ...mx,
      registration: { opensDay: -40, closesDay: -2, feeCents: 6500 }, tickets: { priceCents: 2000, capacity: 400 },
    },
    {
      id: 6, name: 'Circuit du Lac-Noir Motocross', promoterId: 1, day: 49, where: VENUES.lacNoir, series: s1(7), ...mx,
      registration: { opensDay: -20, closesDay: 46, capacity: 60, feeCents: 7000 },
    },
    {
      id: 7, name: 'Grand National Endurance', promoterId: 1, kind: 'endurance', day: -28, hours: [8, 18], where: VENUES.greatLakes,
      classIds: ALL_CLASS_IDS, registration: pastRegistration(-28, 9500), tickets: { priceCents: 3000, capacity: 2000 },
      description: l(
        'The biggest off-road race of the year: 30 laps of a 5.2 km sand and forest circuit on the shores of Lake Huron, with every class on track at once.',
        'La carrera todoterreno más grande del año: 30 vueltas a un circuito de arena y bosque de 5,2 km a orillas del lago Hurón, con todas las categorías en pista a la vez.',
        "La plus grande course hors route de l’année : 30 tours d’un circuit de sable et de forêt de 5,2 km au bord du lac Huron, avec toutes les classes en piste en même temps.",
      ),
    },
    { id: 8, name: 'Sand Ridge Spring Opener', promoterId: 1, day: -84, where: VENUES.sandRidge, series: s1(1), ...mx, registration: pastRegistration(-84, 6500) },
    { id: 9, name: 'Motocross de Saint-Jérôme', promoterId: 1, day: -63, where: VENUES.saintJerome, series: s1(2), ...mx, registration: pastRegistration(-63, 6500) },
    { id: 10, name: 'Ridgeback Raceway National', promoterId: 1, day: -42, where: VENUES.ridgeback, series: s1(3), ...mx, registration: pastRegistration(-42, 6500) },
    { id: 11, name: 'Kawartha Highlands Enduro', promoterId: 1, day: -77, where: VENUES.kawartha, series: s2(1), ...enduro, registration: pastRegistration(-77, 8500) },
    { id: 12, name: 'Enduro des Sentiers de la Rouge', promoterId: 1, day: -49, where: VENUES.rouge, series: s2(2), ...enduro, registration: pastRegistration(-49, 8500) },
    {
      id: 13, name: 'Ganaraska Hare Scramble', promoterId: 1, kind: 'hare_scramble', day: 35, where: VENUES.ganaraska, series: s2(5),
      classIds: ENDURO_CLASS_IDS, registration: { opensDay: 7, closesDay: 32, capacity: 120, feeCents: 7500, membersOnly: true },
    },
    { id: 14, name: 'Sand Ridge Spring Opener', promoterId: 1, day: lastYear - 70, where: VENUES.sandRidge, series: s3(1), ...mx },
    { id: 15, name: 'Motocross de Saint-Jérôme', promoterId: 1, day: lastYear - 42, where: VENUES.saintJerome, series: s3(2), ...mx },
    { id: 16, name: 'Hidden Hills Motocross', promoterId: 1, day: lastYear - 14, where: VENUES.hiddenHills, series: s3(3), ...mx },
    { id: 17, name: 'Kawartha Highlands Enduro', promoterId: 1, day: lastYear - 63, where: VENUES.kawartha, series: s4(1), ...enduro },
    { id: 18, name: 'Bancroft Ridge Enduro', promoterId: 1, day: lastYear - 35, where: VENUES.bancroft, series: s4(2), ...enduro },
    { id: 19, name: 'Enduro des Sentiers de la Rouge', promoterId: 1, day: lastYear - 7, where: VENUES.rouge, series: s4(3), ...enduro },
    {
      id: 20, name: 'Championnat Quad Laurentides', promoterId: 2, kind: 'quad', day: lastYear + 21, where: VENUES.mirabel, classIds: QUAD_CLASS_IDS,
      description: l(
        'Two quad cross motos on the Mirabel sand track, for Open and Youth quads.',
        'Dos mangas de cross de cuatrimotos en la pista de arena de Mirabel, para las categorías Cuatrimoto Libre y Cuatrimoto Juvenil.',
        'Deux manches de quad cross sur la piste de sable de Mirabel, pour les quads Ouvert et Jeunesse.',
      ),
    },
    {
      id: 21, name: 'Ottawa Valley Spring Scramble', promoterId: 3, kind: 'motocross', day: -35, where: VENUES.pembroke, classIds: MX_CLASS_IDS,
      registration: pastRegistration(-35, 5500),
      description: l(
        'A club scramble on the 2.6 km Pembroke circuit, followed by a members-only practice and a youth fun race.',
        'Un scramble de club en el circuito de 2,6 km de Pembroke, seguido de una práctica solo para socios y una carrera recreativa juvenil.',
        "Un scramble de club sur le circuit de 2,6 km de Pembroke, suivi d’un entraînement réservé aux membres et d’une course amicale jeunesse.",
      ),
    },
    {
      id: 22, name: 'Quad Cross de Mirabel', promoterId: 2, kind: 'quad', day: 56, where: VENUES.mirabel, classIds: QUAD_CLASS_IDS,
      registration: { opensDay: 14, closesDay: 53, capacity: 60, feeCents: 6000, membersOnly: true },
      description: l(
        'Quad cross motos for Open and Youth quads on the Mirabel sand track. Registration opens two weeks ahead.',
        'Mangas de cross de cuatrimotos para las categorías Cuatrimoto Libre y Cuatrimoto Juvenil en la pista de arena de Mirabel. La inscripción abre dos semanas antes.',
        "Manches de quad cross pour quads Ouvert et Jeunesse sur la piste de sable de Mirabel. Les inscriptions ouvrent deux semaines à l’avance.",
      ),
    },
    {
      id: 23, name: 'Ottawa Valley Season Opener', promoterId: 3, kind: 'motocross', day: 301, where: VENUES.pembroke, classIds: MX_CLASS_IDS,
      registration: { opensDay: 250, closesDay: 298, capacity: 180, feeCents: 6000 },
      description: l(
        'The first race of next season in the Ottawa Valley: all motocross classes, two motos each.',
        'La primera carrera de la próxima temporada en el valle de Ottawa: todas las categorías de motocross, dos mangas cada una.',
        "La première course de la prochaine saison dans la vallée de l’Outaouais : toutes les classes de motocross, deux manches chacune.",
      ),
    },
    {
      id: 24, name: 'Enduro de Mont-Laurier', promoterId: 2, kind: 'enduro', day: 14, where: VENUES.montLaurier, classIds: ENDURO_CLASS_IDS,
      status: 'cancelled', registration: { opensDay: -45, closesDay: 10, capacity: 100, feeCents: 8000 },
      description: l(
        'Cancelled: the forest access permit was withdrawn after the spring floods. Registered riders are refunded in full.',
        'Cancelado: se retiró el permiso de acceso al bosque tras las inundaciones de primavera. Se reembolsa íntegramente a los pilotos inscritos.',
        "Annulé : le permis d’accès à la forêt a été retiré après les inondations du printemps. Les pilotes inscrits sont remboursés en totalité.",
      ),
    },
    {
      id: 25, name: 'OORRA Team Selection Day', promoterId: 1, kind: 'practice', day: -10, where: VENUES.hiddenHills, classIds: [1, 2, 3, 4],
      isPublic: false,
      description: l(
        'Closed selection day for the provincial team: invited Pro and B riders only.',
        'Jornada de selección a puerta cerrada para el equipo provincial: solo pilotos Pro y B invitados.',
        "Journée de sélection à huis clos pour l’équipe provinciale : pilotes Pro et B invités seulement.",
      ),
    },
  ];
}

function describeEvent(plan: TEventPlan): TLocalized {
  if (plan.description) return plan.description;
  const { venue } = plan.where;
  const round = plan.series?.round ?? 1;
  const season = plan.series?.season ?? 0;
  if (plan.kind === 'enduro') {
    return l(
      `Round ${round} of the ${season} OORRA Enduro & Hare Scramble Series at ${venue}: about 80 km of forest trails with timed special tests. Key times are posted at sign-on.`,
      `Fecha ${round} de la Serie de Enduro y Hare Scramble OORRA ${season} en ${venue}: unos 80 km de senderos forestales con pruebas especiales cronometradas. Los horarios de control se publican en la acreditación.`,
      `Épreuve ${round} de la Série enduro et hare scramble OORRA ${season} à ${venue} : environ 80 km de sentiers forestiers avec des spéciales chronométrées. Les temps impartis sont affichés à l’accueil.`,
    );
  }
  if (plan.kind === 'hare_scramble') {
    return l(
      `Round ${round} of the ${season} OORRA Enduro & Hare Scramble Series at ${venue}: a two-hour hare scramble on an 8.4 km loop, then youth and quad races.`,
      `Fecha ${round} de la Serie de Enduro y Hare Scramble OORRA ${season} en ${venue}: un hare scramble de dos horas en un circuito de 8,4 km, seguido de las carreras juveniles y de cuatrimotos.`,
      `Épreuve ${round} de la Série enduro et hare scramble OORRA ${season} à ${venue} : un hare scramble de deux heures sur une boucle de 8,4 km, suivi des courses jeunesse et quad.`,
    );
  }
  return l(
    `Round ${round} of the ${season} OORRA Motocross Championship at ${venue}. Sign-on opens at 7:00, practice starts at 8:30 and the first moto drops at 10:00.`,
    `Fecha ${round} del Campeonato de Motocross OORRA ${season} en ${venue}. La acreditación abre a las 7:00, los entrenamientos empiezan a las 8:30 y la primera manga arranca a las 10:00.`,
    `Épreuve ${round} du Championnat de motocross OORRA ${season} à ${venue}. L’accueil ouvre à 7 h, les essais commencent à 8 h 30 et la première manche s’élance à 10 h.`,
  );
}

function eventStatus(plan: TEventPlan): NonNullable<TEventRow['status']> {
  if (plan.status) return plan.status;
  if (plan.day < 0) return 'finished';
  return plan.day === 0 ? 'live' : 'scheduled';
}

function eventRow(cal: TCalendar, plan: TEventPlan): TEventRow {
  const [startHour, endHour] = plan.hours ?? [8, 17];
  const { registration } = plan;
  return {
    id: plan.id,
    organizationId: ORGANIZATION_ID,
    promoterId: plan.promoterId,
    name: plan.name,
    description: describeEvent(plan),
    startAt: cal.at(plan.day, startHour),
    endAt: cal.at(plan.day, endHour),
    timeZone: SITE_TIME_ZONE,
    ...plan.where,
    status: eventStatus(plan),
    isPublic: plan.isPublic ?? true,
    registrationOpensAt: registration ? cal.at(registration.opensDay, 9) : null,
    registrationClosesAt: registration ? cal.at(registration.closesDay, 23, 59) : null,
    registrationCapacity: registration?.capacity ?? null,
    registrationFeeCents: registration?.feeCents ?? null,
    membersOnly: registration?.membersOnly ?? false,
    currency: CURRENCY,
    updatedAt: cal.anchor,
  };
}

/** An event of the demo with the app's spectator ticket settings for it (see demoEventTicketing). */
export type TDemoTicketedEvent = {
  eventId: number;
  name: string;
  promoterId: number;
  venue: string;
  city: string;
  ticketing: typeof eventTicketing.$inferSelect;
};

/**
 * The spectator ticket settings of every demo event, by event id: they are the app's own
 * (event_ticketing, seeded by ./spectators.ts), not the platform's, but planned here with the
 * events. Tickets for events 4 (selfie waiver), 5 and 7 (finished, so no longer sold); tax by
 * the venue's province.
 */
export function demoEventTicketing(anchor: Date): TDemoTicketedEvent[] {
  return planEvents(createCalendar(anchor)).map((plan) => ({
    eventId: plan.id,
    name: plan.name,
    promoterId: plan.promoterId,
    venue: plan.where.venue,
    city: plan.where.city,
    ticketing: {
      eventId: plan.id,
      ticketsOnSale: plan.tickets !== undefined,
      ticketPriceCents: plan.tickets?.priceCents ?? null,
      ticketCapacity: plan.tickets?.capacity ?? null,
      taxRateBp: TAX_RATE_BP[plan.where.state],
      currency: CURRENCY,
      waiverRequiresSelfie: plan.waiverRequiresSelfie ?? false,
      salesOpenAt: null,
      salesCloseAt: null,
      updatedAt: anchor,
      createdAt: anchor,
    },
  }));
}

function eventClassRows(r: TRandom, plan: TEventPlan): (typeof eventClasses.$inferInsert)[] {
  const upcoming = plan.day > 0;
  return plan.classIds.map((classId) => {
    const def = classDef(classId);
    const isPro = def.groupId === GROUP.pro;
    const limitedYouth = upcoming && (classId === 11 || classId === 12);
    return {
      eventId: plan.id,
      classId,
      awardedPositions: isPro ? 5 : 3,
      capacity: limitedYouth ? 20 : upcoming && r.chance(0.2) ? 40 : null,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Races
// ---------------------------------------------------------------------------------------------

type TRaceContext = { r: TRandom; cal: TCalendar; rows: TRows; ids: TIds };

type TRacePlan = {
  id: number;
  eventId: number;
  name: TLocalized;
  format?: 'laps' | 'sections';
  motoNumber?: number;
  startAt: Date;
  status: 'scheduled' | 'running' | 'finished';
  isPublic?: boolean;
  isConfigured?: boolean;
  countsForSeries?: boolean;
  lapLengthKm?: number;
  scheduledLaps?: number;
  sortOrder: number;
};

function addRace(ctx: TRaceContext, plan: TRacePlan, updatedAt: Date): void {
  ctx.rows.races.push({
    id: plan.id,
    eventId: plan.eventId,
    name: plan.name,
    format: plan.format ?? 'laps',
    motoNumber: plan.motoNumber ?? null,
    startAt: plan.startAt,
    status: plan.status,
    isPublic: plan.isPublic ?? true,
    isConfigured: plan.isConfigured ?? true,
    countsForSeries: plan.countsForSeries ?? true,
    lapLengthKm: plan.lapLengthKm ?? null,
    scheduledLaps: plan.scheduledLaps ?? null,
    timeFormat: 1,
    sortOrder: plan.sortOrder,
    updatedAt,
  });
}

const motoName = (n: number) => l(`Moto ${n}`, `Manga ${n}`, `Manche ${n}`);

const RACE_NAMES = {
  enduro: l('Enduro — Main Event', 'Enduro — Carrera principal', 'Enduro — Épreuve principale'),
  hareScramble: l('Hare Scramble — Main Event (2 hours)', 'Hare Scramble — Carrera principal (2 horas)', 'Hare scramble — Course principale (2 heures)'),
  youthHareScramble: l('Youth Hare Scramble (1 hour)', 'Hare Scramble juvenil (1 hora)', 'Hare scramble jeunesse (1 heure)'),
  quadHareScramble: l('Quad Hare Scramble (90 minutes)', 'Hare Scramble de cuatrimotos (90 minutos)', 'Hare scramble quad (90 minutes)'),
  springScramble: l('Spring Scramble — Main Event', 'Spring Scramble — Carrera principal', 'Spring Scramble — Course principale'),
  membersPractice: l("Members' Practice (closed)", 'Práctica de socios (privada)', 'Entraînement des membres (privé)'),
  youthFunRace: l('Youth Fun Race', 'Carrera recreativa juvenil', 'Course amicale jeunesse'),
  selectionMoto: l('Selection Moto', 'Manga de selección', 'Manche de sélection'),
  grandNational: (laps: number) =>
    l(`Grand National Endurance — ${laps} laps`, `Grand National Endurance — ${laps} vueltas`, `Grand National Endurance — ${laps} tours`),
};

type TStarter = { rider: TRider; classId: number };

/** Riders of a pool who show up (rider 1 never misses a round), in start-list order. */
function attend(r: TRandom, pool: readonly TRider[], probability: number, classOf: (rider: TRider) => number | null): TStarter[] {
  const starters: TStarter[] = [];
  for (const rider of pool) {
    const classId = classOf(rider);
    const present = r.chance(probability) || rider.id === 1;
    if (classId !== null && present) starters.push({ rider, classId });
  }
  return sortStarters(starters);
}

function sortStarters(starters: TStarter[]): TStarter[] {
  return starters.sort(
    (a, b) => classDef(a.classId).groupId - classDef(b.classId).groupId || a.classId - b.classId || Number(a.rider.number) - Number(b.rider.number),
  );
}

const mxClass = (rider: TRider) => rider.mxClassId;
const enduroClass = (rider: TRider) => rider.enduroClassId;

/** Class groups start in waves, 30 seconds apart. */
const waveOffsetMs = (classId: number) => (classDef(classId).groupId - 1) * 30_000;

type TLapsRaceSpec = {
  raceId: number;
  startAt: Date;
  starters: readonly TStarter[];
  /** Lap length relative to the 2.1 km reference track. */
  lapScale: number;
  /** time: every rider's last lap is the first crossing after the flag; laps: a fixed distance. */
  finish: { kind: 'time'; flagMs: number } | { kind: 'laps'; laps: number };
  dnfRate: number;
  disqualified?: number;
  penalized?: number;
  didNotStart?: ReadonlySet<number>;
  /** A race in progress: only crossings up to this moment exist and riders are still running. */
  liveAt?: Date;
};

const PENALTIES: readonly (readonly [number, string])[] = [
  [10_000, 'Jumped under a waved yellow flag'],
  [30_000, 'Course cutting at turn 7'],
  [10_000, 'Jump start (gate)'],
  [60_000, 'Ignored the red cross flag'],
];
const DISQUALIFICATIONS = ['Disqualified: outside assistance on the track', 'Disqualified: rode against the direction of the course'];

function lapTimeMs(r: TRandom, personalMs: number, lapIndex: number, lapScale: number): number {
  const fatigue = 1 + 0.0015 * lapIndex;
  const start = lapIndex === 0 ? r.int(3_000, 9_000) : 0;
  const incident = r.chance(0.03) ? r.int(5_000, 25_000) * Math.min(lapScale, 2) : 0;
  return Math.round(personalMs * fatigue * (1 + r.normal(0, 0.015)) + start + incident);
}

function simulateLapsRace(ctx: TRaceContext, spec: TLapsRaceSpec): void {
  const { r, rows, ids } = ctx;
  const raceStart = spec.startAt.getTime();
  const cutoff = spec.liveAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const raceEntries: TEntryRow[] = [];

  for (const { rider, classId } of spec.starters) {
    const entryId = ids.entry++;
    const startOffsetMs = waveOffsetMs(classId);
    const entry: TEntryRow = {
      id: entryId,
      raceId: spec.raceId,
      riderId: rider.id,
      classId,
      teamId: rider.teamId,
      brandId: rider.brandId,
      number: rider.number,
      startOffsetMs,
      status: spec.liveAt ? 'running' : 'finished',
    };
    raceEntries.push(entry);
    if (spec.didNotStart?.has(rider.id)) {
      entry.status = 'dns';
      continue;
    }

    const personalMs = (classDef(classId).baseLapMs + (1 - rider.skill) * 12_000) * spec.lapScale;
    const maxLaps = spec.finish.kind === 'laps' ? spec.finish.laps : 80;
    const lapTimes: number[] = [];
    let elapsed = startOffsetMs;
    while (lapTimes.length < maxLaps) {
      const lapMs = lapTimeMs(r, personalMs, lapTimes.length, spec.lapScale);
      lapTimes.push(lapMs);
      elapsed += lapMs;
      if (spec.finish.kind === 'time' && elapsed >= spec.finish.flagMs) break;
    }

    const retires = r.chance(spec.dnfRate);
    const completed = retires ? r.int(1, Math.max(1, lapTimes.length - 2)) : lapTimes.length;
    let readAt = raceStart + startOffsetMs;
    for (let lap = 0; lap < completed; lap++) {
      readAt += lapTimes[lap] ?? 0;
      if (readAt > cutoff) break;
      rows.laps.push({ entryId, lapNumber: lap + 1, lapTimeMs: lapTimes[lap] ?? 0, readAt: new Date(readAt) });
    }
    if (retires && readAt <= cutoff) entry.status = 'dnf';
  }

  if (!spec.liveAt) applyStewardDecisions(r, raceEntries, spec.disqualified ?? 0, spec.penalized ?? 0);
  rows.entries.push(...raceEntries);
}

/** Disqualifications and time penalties among the finishers of a finished race. */
function applyStewardDecisions(r: TRandom, raceEntries: TEntryRow[], disqualified: number, penalized: number): void {
  const finishers = r.shuffle(raceEntries.filter((entry) => entry.status === 'finished'));
  const reasons = r.shuffle(DISQUALIFICATIONS);
  const penalties = r.shuffle(PENALTIES);
  finishers.slice(0, disqualified).forEach((entry, index) => {
    entry.status = 'dsq';
    entry.penaltyNote = reasons[index % reasons.length] ?? null;
  });
  finishers.slice(disqualified, disqualified + penalized).forEach((entry, index) => {
    const [penaltyMs, note] = penalties[index % penalties.length] ?? [0, null];
    entry.penaltyMs = penaltyMs;
    entry.penaltyNote = note;
  });
}

type TMotocrossOptions = {
  raceIds: readonly [number, number];
  starters: readonly TStarter[];
  lapScale?: number;
  lapLengthKm?: number;
  disqualified?: number;
  penalized?: number;
  countsForSeries?: boolean;
  isPublic?: boolean;
};

const MOTO_FLAG_MS = 27 * MINUTE_MS;

/** Two finished motos with the same riders; a rider hurt in moto 1 does not start moto 2. */
function addMotocrossMotos(ctx: TRaceContext, plan: TEventPlan, options: TMotocrossOptions): void {
  const lapScale = options.lapScale ?? 1;
  const [moto1, moto2] = options.raceIds;
  const motoStarts = [ctx.cal.at(plan.day, 10), ctx.cal.at(plan.day, 13, 30)] as const;
  const eventEnd = ctx.cal.at(plan.day, 17);

  motoStarts.forEach((startAt, index) => {
    addRace(
      ctx,
      {
        id: index === 0 ? moto1 : moto2,
        eventId: plan.id,
        name: motoName(index + 1),
        motoNumber: index + 1,
        startAt,
        status: 'finished',
        isPublic: options.isPublic,
        countsForSeries: options.countsForSeries,
        lapLengthKm: options.lapLengthKm ?? 2.1,
        sortOrder: index + 1,
      },
      eventEnd,
    );
  });

  const firstEntry = ctx.ids.entry;
  simulateLapsRace(ctx, {
    raceId: moto1,
    startAt: motoStarts[0],
    starters: options.starters,
    lapScale,
    finish: { kind: 'time', flagMs: MOTO_FLAG_MS },
    dnfRate: 0.04,
    disqualified: options.disqualified,
    penalized: options.penalized,
  });
  const injured = ctx.rows.entries.find((entry) => (entry.id ?? 0) >= firstEntry && entry.status === 'dnf');
  simulateLapsRace(ctx, {
    raceId: moto2,
    startAt: motoStarts[1],
    starters: options.starters,
    lapScale,
    finish: { kind: 'time', flagMs: MOTO_FLAG_MS },
    dnfRate: 0.04,
    penalized: options.penalized ? 1 : 0,
    didNotStart: new Set(injured ? [injured.riderId] : []),
  });
}

/** Two scheduled motos (start list not published yet). */
function addScheduledMotos(ctx: TRaceContext, plan: TEventPlan, raceIds: readonly [number, number]): void {
  raceIds.forEach((id, index) =>
    addRace(
      ctx,
      {
        id,
        eventId: plan.id,
        name: motoName(index + 1),
        motoNumber: index + 1,
        startAt: index === 0 ? ctx.cal.at(plan.day, 10) : ctx.cal.at(plan.day, 13, 30),
        status: 'scheduled',
        lapLengthKm: 2.1,
        sortOrder: index + 1,
      },
      ctx.cal.anchor,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Enduro: sections, checkpoints and time cards
// ---------------------------------------------------------------------------------------------

type TCheckpointPlan = { name: TLocalized; legMinutes: number; timeControl: boolean };
type TSectionPlan = { name: TLocalized; isSpecialTest: boolean; checkpoints: readonly TCheckpointPlan[] };

const loop = (n: number, place: string, legs: readonly [number, number], last = false): TSectionPlan => ({
  name: l(`Loop ${n} — ${place}`, `Vuelta ${n} — ${place}`, `Boucle ${n} — ${place}`),
  isSpecialTest: false,
  checkpoints: [
    { name: l(`Check ${n}`, `Control ${n}`, `Contrôle ${n}`), legMinutes: legs[0], timeControl: true },
    {
      name: last ? l('Finish', 'Llegada', 'Arrivée') : l(`Time control ${n}`, `Control horario ${n}`, `Contrôle horaire ${n}`),
      legMinutes: legs[1],
      timeControl: true,
    },
  ],
});

const specialTest = (n: number, place: string, approachMinutes: number, testMinutes: number): TSectionPlan => ({
  name: l(`Special Test ${n} — ${place}`, `Prueba especial ${n} — ${place}`, `Spéciale ${n} — ${place}`),
  isSpecialTest: true,
  checkpoints: [
    { name: l(`ST${n} start`, `Salida PE${n}`, `Départ ES${n}`), legMinutes: approachMinutes, timeControl: false },
    { name: l(`ST${n} finish`, `Llegada PE${n}`, `Arrivée ES${n}`), legMinutes: testMinutes, timeControl: false },
  ],
});

/** Race 3's course: three loops, two forest tests and a final test on the motocross track (6 sections). */
const FULL_ENDURO_COURSE: readonly TSectionPlan[] = [
  loop(1, 'Sugar Bush Trail', [24, 18]),
  specialTest(1, 'Cedar Creek', 6, 8),
  loop(2, 'Beaver Pond', [26, 16]),
  specialTest(2, 'Granite Ridge', 5, 9),
  loop(3, 'Hemlock Hollow', [22, 14], true),
  {
    name: l('Final Test — Paddock Cross Track', 'Prueba final — Pista cross del paddock', 'Spéciale finale — Piste de cross du paddock'),
    isSpecialTest: true,
    checkpoints: [
      { name: l('Final test start', 'Salida de la prueba final', 'Départ de la spéciale finale'), legMinutes: 4, timeControl: false },
      { name: l('Final test finish', 'Llegada de la prueba final', 'Arrivée de la spéciale finale'), legMinutes: 5, timeControl: false },
    ],
  },
];

/** The shorter course of the other enduros (4 or 5 sections). */
function shortEnduroCourse(places: readonly [string, string, string, string], withThirdLoop: boolean): TSectionPlan[] {
  const [loop1, test1, loop2, test2] = places;
  const course = [loop(1, loop1, [25, 17]), specialTest(1, test1, 6, 8), loop(2, loop2, [24, 15], !withThirdLoop)];
  if (withThirdLoop) course.push(specialTest(2, test2, 5, 9), loop(3, 'Return Trail', [20, 12], true));
  return course;
}

const KAWARTHA = ['Buckhorn Lake', 'Jack Pine', 'Mississauga River', 'Wolf Den'] as const;
const ROUGE = ['Lac Tibériade', 'La Sablière', 'Chemin des Draveurs', 'Mont Sir-Wilfrid'] as const;
const BANCROFT = ['York River', 'Eagle Nest', 'Egan Chute', 'Hastings Heritage'] as const;

/** Time controls allow 10 % more than the nominal riding time, rounded up to the minute. */
const KEY_TIME_ALLOWANCE = 1.1;

/** Enduro pace relative to an average Sport rider (lower is faster). */
const ENDURO_PACE: Record<number, number> = { 15: 0.92, 16: 1, 17: 1.1, 7: 1, 8: 1.05, 9: 1.08, 10: 1.1 };

type TCheckpointTiming = { id: number; keyTimeMs: number | null; legMs: number; penaltyPerMinuteMs: number; inTest: boolean };

function addEnduroCourse(ctx: TRaceContext, raceId: number, course: readonly TSectionPlan[]): TCheckpointTiming[] {
  const timings: TCheckpointTiming[] = [];
  let allowedMs = 0;
  course.forEach((section, sectionIndex) => {
    const sectionId = ctx.ids.section++;
    ctx.rows.sections.push({ id: sectionId, raceId, name: section.name, isSpecialTest: section.isSpecialTest, sortOrder: sectionIndex + 1 });
    section.checkpoints.forEach((checkpoint, checkpointIndex) => {
      const legMs = checkpoint.legMinutes * MINUTE_MS;
      allowedMs += legMs * KEY_TIME_ALLOWANCE;
      const keyTimeMs = checkpoint.timeControl ? Math.ceil(allowedMs / MINUTE_MS) * MINUTE_MS : null;
      if (keyTimeMs !== null) allowedMs = keyTimeMs;
      const id = ctx.ids.checkpoint++;
      const penaltyPerMinuteMs = MINUTE_MS;
      ctx.rows.checkpoints.push({ id, sectionId, name: checkpoint.name, sortOrder: checkpointIndex + 1, keyTimeMs, penaltyPerMinuteMs });
      timings.push({ id, keyTimeMs, legMs, penaltyPerMinuteMs, inTest: section.isSpecialTest && checkpointIndex > 0 });
    });
  });
  return timings;
}

/** Elapsed time at a time control: riders wait for their minute, a few check in early, slow riders are late. */
function checkInMs(r: TRandom, naturalMs: number, keyTimeMs: number): number {
  if (naturalMs > keyTimeMs) return naturalMs;
  if (r.chance(0.04) && naturalMs < keyTimeMs - MINUTE_MS) return Math.max(naturalMs, keyTimeMs - r.int(60_000, 150_000));
  return keyTimeMs + r.int(0, 55_000);
}

function addEnduroRace(ctx: TRaceContext, plan: TEventPlan, raceId: number, starters: readonly TStarter[], course: readonly TSectionPlan[]): void {
  const { r, rows, ids } = ctx;
  const startAt = ctx.cal.at(plan.day, 9);
  addRace(
    ctx,
    {
      id: raceId,
      eventId: plan.id,
      name: RACE_NAMES.enduro,
      format: 'sections',
      startAt,
      status: 'finished',
      sortOrder: 1,
    },
    ctx.cal.at(plan.day, 17),
  );
  const timings = addEnduroCourse(ctx, raceId, course);

  starters.forEach(({ rider, classId }, index) => {
    const entryId = ids.entry++;
    /** Three riders per start minute. */
    const startOffsetMs = Math.floor(index / 3) * MINUTE_MS;
    const pace = (ENDURO_PACE[classId] ?? 1) * (0.88 + (1 - rider.skill) * 0.22);
    const testPace = (ENDURO_PACE[classId] ?? 1) * (0.85 + (1 - rider.skill) * 0.4);
    const retires = r.chance(0.08);
    const passesKept = retires ? r.int(2, timings.length - 2) : timings.length;

    let elapsedMs = 0;
    timings.slice(0, passesKept).forEach((checkpoint) => {
      const travelMs = checkpoint.legMs * (checkpoint.inTest ? testPace * (1 + r.normal(0, 0.03)) : pace * (1 + r.normal(0, 0.04)));
      const naturalMs = Math.round(elapsedMs + travelMs);
      let earlyLateMs: number | null = null;
      let penaltyMs = 0;
      if (checkpoint.keyTimeMs === null) {
        elapsedMs = naturalMs;
      } else {
        elapsedMs = checkInMs(r, naturalMs, checkpoint.keyTimeMs);
        earlyLateMs = elapsedMs - checkpoint.keyTimeMs;
        penaltyMs = checkpoint.penaltyPerMinuteMs * Math.floor(Math.abs(earlyLateMs) / MINUTE_MS);
      }
      rows.passes.push({
        entryId,
        checkpointId: checkpoint.id,
        readAt: new Date(startAt.getTime() + startOffsetMs + elapsedMs),
        elapsedMs,
        earlyLateMs,
        penaltyMs,
      });
    });

    rows.entries.push({
      id: entryId,
      raceId,
      riderId: rider.id,
      classId,
      teamId: rider.teamId,
      brandId: rider.brandId,
      number: rider.number,
      startOffsetMs,
      status: retires ? 'dnf' : 'finished',
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Registrations and memberships
// ---------------------------------------------------------------------------------------------

type TRegistrationSpec = {
  plan: TEventPlan;
  pool: readonly TRider[];
  classOf: (rider: TRider) => number | null;
  registered: number;
  waitlisted?: number;
  status?: 'registered' | 'cancelled';
};

/** Registrations spread over the registration window, in the order they came in. */
function addRegistrations(ctx: TRaceContext, spec: TRegistrationSpec): void {
  const { r, cal, rows, ids } = ctx;
  const window = spec.plan.registration;
  if (!window) throw new Error(`Event ${spec.plan.id} has no registration window`);
  const opensAt = cal.at(window.opensDay, 9).getTime();
  const lastAt = Math.min(cal.at(window.closesDay, 23, 59).getTime(), cal.anchor.getTime());
  const total = spec.registered + (spec.waitlisted ?? 0);

  const registrants = r
    .shuffle(spec.pool)
    .filter((rider) => spec.classOf(rider) !== null)
    .slice(0, total)
    .map((rider) => ({ rider, at: opensAt + Math.floor(r.next() * (lastAt - opensAt)) }))
    .sort((a, b) => a.at - b.at);

  registrants.forEach(({ rider, at }, index) => {
    const waitlistPosition = index >= spec.registered ? index - spec.registered + 1 : null;
    rows.registrations.push({
      id: ids.registration++,
      eventId: spec.plan.id,
      riderId: rider.id,
      classId: spec.classOf(rider) ?? rider.mxClassId,
      number: rider.number,
      brandId: rider.brandId,
      status: waitlistPosition === null ? (spec.status ?? 'registered') : 'waitlisted',
      waitlistPosition,
      createdAt: new Date(at),
    });
  });
}

const MEMBERSHIP_RANGE = { annualAdult: 1, annualYouth: 2, seasonAdult: 3, seasonYouth: 4, singleEvent: 5 } as const;
const SINGLE_EVENT_ID = 4;

/** The demo's membership types (the app's own, decision 050): 13 % tax, as Ontario's HST. */
const MEMBERSHIP_TAX_BP = 1300;

function membershipTypeRows(cal: TCalendar, singleEventName: string): (typeof membershipOffers.$inferInsert)[] {
  return [
    {
      id: 1,
      organizationId: ORGANIZATION_ID,
      name: l('Annual racing licence', 'Licencia de competición anual', 'Licence de course annuelle'),
      description: l(
        'Valid for twelve consecutive months from the day of purchase at every OORRA-sanctioned event.',
        'Válida durante doce meses consecutivos desde el día de la compra en todos los eventos avalados por la OORRA.',
        "Valide pendant douze mois consécutifs à partir de la date d’achat, à toutes les épreuves sanctionnées par l’OORRA.",
      ),
      validity: 'twelve_months',
      transferable: false,
      sortOrder: 1,
    },
    {
      id: 2,
      organizationId: ORGANIZATION_ID,
      name: l('Season pass until Dec 31', 'Pase de temporada hasta el 31 de diciembre', 'Passe saisonnière jusqu’au 31 décembre'),
      description: l(
        'Covers every sanctioned event until December 31 of this year, whatever the purchase date.',
        'Cubre todos los eventos avalados hasta el 31 de diciembre de este año, sin importar la fecha de compra.',
        "Couvre toutes les épreuves sanctionnées jusqu’au 31 décembre de cette année, peu importe la date d’achat.",
      ),
      validity: 'until_date',
      validUntil: `${cal.season}-12-31`,
      transferable: false,
      sortOrder: 2,
    },
    {
      id: 3,
      organizationId: ORGANIZATION_ID,
      name: l('One-event licence', 'Licencia para un evento', 'Licence pour une épreuve'),
      description: l(
        `A non-transferable licence valid for one event only: ${singleEventName}.`,
        `Licencia intransferible válida para un solo evento: ${singleEventName}.`,
        `Licence non transférable valide pour une seule épreuve : ${singleEventName}.`,
      ),
      validity: 'single_event',
      eventId: SINGLE_EVENT_ID,
      transferable: false,
      sortOrder: 3,
    },
  ];
}

const adult = l('Adult (18 and over)', 'Adulto (18 años o más)', 'Adulte (18 ans et plus)');
const youth = l('Youth (under 18)', 'Juvenil (menores de 18 años)', 'Jeunesse (moins de 18 ans)');

const MEMBERSHIP_RANGES: (typeof membershipOfferRanges.$inferInsert & { id: number; feeCents: number })[] = [
  { id: MEMBERSHIP_RANGE.annualAdult, offerId: 1, name: adult, minAge: 18, feeCents: 12_500, sortOrder: 1 },
  { id: MEMBERSHIP_RANGE.annualYouth, offerId: 1, name: youth, maxAge: 17, feeCents: 6_500, sortOrder: 2 },
  { id: MEMBERSHIP_RANGE.seasonAdult, offerId: 2, name: adult, minAge: 18, feeCents: 9_500, sortOrder: 1 },
  { id: MEMBERSHIP_RANGE.seasonYouth, offerId: 2, name: youth, maxAge: 17, feeCents: 4_500, sortOrder: 2 },
  { id: MEMBERSHIP_RANGE.singleEvent, offerId: 3, name: l('All ages', 'Todas las edades', 'Tous âges'), feeCents: 3_500, sortOrder: 1 },
];

const isoDate = (date: Date) => format(date, 'yyyy-MM-dd');

function addMembers(ctx: TRaceContext, regular: readonly TRider[], singleEventDay: number): void {
  const { r, cal, rows, ids } = ctx;
  const dayOfYear = Math.round((cal.today.getTime() - startOfDay(new TZDate(cal.season, 0, 1, SITE_TIME_ZONE)).getTime()) / 86_400_000);
  const twelveMonthsFrom = (daysAgo: number) => {
    const from = subDays(cal.today, daysAgo);
    return { validFrom: isoDate(from), validUntil: isoDate(subDays(addMonths(from, 12), 1)) };
  };
  const add = (rider: TRider, membershipTypeId: number, validity: { validFrom: string; validUntil: string }, isPublic = true) => {
    const isYouth = cal.season - rider.birthYear < 18;
    const membershipRangeId =
      membershipTypeId === 1
        ? isYouth ? MEMBERSHIP_RANGE.annualYouth : MEMBERSHIP_RANGE.annualAdult
        : membershipTypeId === 2
          ? isYouth ? MEMBERSHIP_RANGE.seasonYouth : MEMBERSHIP_RANGE.seasonAdult
          : MEMBERSHIP_RANGE.singleEvent;
    const id = ids.member++;
    const feeCents = MEMBERSHIP_RANGES.find((range) => range.id === membershipRangeId)!.feeCents;
    rows.members.push({
      id,
      organizationId: ORGANIZATION_ID,
      riderId: rider.id,
      offerId: membershipTypeId,
      rangeId: membershipRangeId,
      firstName: rider.firstName,
      lastName: rider.lastName,
      city: rider.city,
      state: rider.state,
      className: CLASS_BY_ID.get(rider.mxClassId)?.name ?? null,
      memberNumber: `OORRA-${String(id).padStart(4, '0')}`,
      ...validity,
      isPublic,
      paymentState: 'paid',
      feeCents,
      taxCents: Math.round((feeCents * MEMBERSHIP_TAX_BP) / 10_000),
      currency: 'CAD',
    });
  };

  const [first, ...others] = regular;
  if (!first) throw new Error('No riders to make members of');
  add(first, 1, twelveMonthsFrom(45));

  for (const rider of r.shuffle(others).slice(0, 60)) {
    const roll = r.next();
    const isPublic = !r.chance(0.05);
    if (roll < 0.6) add(rider, 1, twelveMonthsFrom(r.int(0, 330)), isPublic);
    else if (roll < 0.7) add(rider, 1, twelveMonthsFrom(r.int(380, 500)), isPublic);
    else if (roll < 0.92) add(rider, 2, { validFrom: cal.isoDay(-r.int(0, dayOfYear)), validUntil: `${cal.season}-12-31` }, isPublic);
    else if (rider.mxClassId <= 12) add(rider, 3, { validFrom: cal.isoDay(singleEventDay), validUntil: cal.isoDay(singleEventDay) }, isPublic);
    else add(rider, 1, twelveMonthsFrom(r.int(0, 330)), isPublic);
  }
}

// ---------------------------------------------------------------------------------------------
// The dataset
// ---------------------------------------------------------------------------------------------

/** Series regulars: the pool each round's entry list is drawn from, so standings add up. */
type TPools = { s1: TRider[]; s2: TRider[]; s3: TRider[]; s4: TRider[]; quad: TRider[]; mx: TRider[] };

function createPools(r: TRandom, regular: readonly TRider[]): TPools {
  const mx = regular.filter((rider) => rider.mxClassId <= 12);
  const enduro = regular.filter((rider) => rider.enduroClassId !== null);
  const [first, ...restMx] = mx;
  return {
    s1: first ? [first, ...r.shuffle(restMx).slice(0, 139)] : [],
    s2: r.shuffle(enduro).slice(0, 95),
    s3: r.shuffle(mx).slice(0, 60),
    s4: r.shuffle(enduro).slice(0, 50),
    quad: regular.filter((rider) => classDef(rider.mxClassId).vehicle === 'quad'),
    mx,
  };
}

function findPlan(plans: readonly TEventPlan[], id: number): TEventPlan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`No event plan ${id}`);
  return plan;
}

function addFinishedRaces(ctx: TRaceContext, plans: readonly TEventPlan[], pools: TPools, allRiders: readonly TRider[]): void {
  const { r } = ctx;
  const event = (id: number) => findPlan(plans, id);

  // Series 1 (current motocross): rounds 1-4; event 1 carries the stewards' decisions of the demo.
  addMotocrossMotos(ctx, event(8), { raceIds: [7, 8], starters: attend(r, pools.s1, 0.85, mxClass), penalized: 1 });
  addMotocrossMotos(ctx, event(9), { raceIds: [9, 10], starters: attend(r, pools.s1, 0.85, mxClass), disqualified: 1 });
  addMotocrossMotos(ctx, event(10), { raceIds: [11, 12], starters: attend(r, pools.s1, 0.85, mxClass), penalized: 1 });
  addMotocrossMotos(ctx, event(1), { raceIds: [1, 2], starters: attend(r, pools.s1, 0.86, mxClass), disqualified: 2, penalized: 2 });

  // Series 2 (current enduro): rounds 1-3 are time-card enduros.
  addEnduroRace(ctx, event(11), 13, attend(r, pools.s2, 0.85, enduroClass), shortEnduroCourse(KAWARTHA, true));
  addEnduroRace(ctx, event(12), 14, attend(r, pools.s2, 0.85, enduroClass), shortEnduroCourse(ROUGE, false));
  addEnduroRace(ctx, event(2), 3, attend(r, pools.s2, 0.86, enduroClass), FULL_ENDURO_COURSE);

  // Previous season: smaller fields.
  addMotocrossMotos(ctx, event(14), { raceIds: [15, 16], starters: attend(r, pools.s3, 0.8, mxClass) });
  addMotocrossMotos(ctx, event(15), { raceIds: [17, 18], starters: attend(r, pools.s3, 0.8, mxClass), penalized: 1 });
  addMotocrossMotos(ctx, event(16), { raceIds: [19, 20], starters: attend(r, pools.s3, 0.8, mxClass) });
  addEnduroRace(ctx, event(17), 21, attend(r, pools.s4, 0.8, enduroClass), shortEnduroCourse(KAWARTHA, false));
  addEnduroRace(ctx, event(18), 22, attend(r, pools.s4, 0.8, enduroClass), shortEnduroCourse(BANCROFT, true));
  addEnduroRace(ctx, event(19), 23, attend(r, pools.s4, 0.8, enduroClass), shortEnduroCourse(ROUGE, true));

  // Other promoters.
  addMotocrossMotos(ctx, event(20), { raceIds: [24, 25], starters: attend(r, pools.quad, 0.9, mxClass), lapScale: 0.9, lapLengthKm: 1.8 });
  addClubScramble(ctx, event(21), pools);
  addSelectionDay(ctx, event(25), pools);

  addGrandNational(ctx, event(7), allRiders);
}

/** Event 21: a public scramble, a private members' practice (race 27) and an unconfigured youth race (race 28). */
function addClubScramble(ctx: TRaceContext, plan: TEventPlan, pools: TPools): void {
  const { r, cal } = ctx;
  const end = cal.at(plan.day, 17);
  const main = { id: 26, startAt: cal.at(plan.day, 10) };
  const practice = { id: 27, startAt: cal.at(plan.day, 13) };
  const adults = pools.mx.filter((rider) => classDef(rider.mxClassId).groupId !== GROUP.youth);

  const race = { eventId: plan.id, status: 'finished', lapLengthKm: 2.6 } as const;
  const pick = (count: number) => sortStarters(r.shuffle(adults).slice(0, count).map((rider) => ({ rider, classId: rider.mxClassId })));

  addRace(ctx, { ...race, id: main.id, name: RACE_NAMES.springScramble, startAt: main.startAt, sortOrder: 1 }, end);
  simulateLapsRace(ctx, {
    raceId: main.id,
    startAt: main.startAt,
    starters: pick(45),
    lapScale: 1.22,
    finish: { kind: 'time', flagMs: 30 * MINUTE_MS },
    dnfRate: 0.05,
    penalized: 1,
  });

  const privateRace = { isPublic: false, countsForSeries: false };
  addRace(ctx, { ...race, ...privateRace, id: practice.id, name: RACE_NAMES.membersPractice, startAt: practice.startAt, sortOrder: 2 }, end);
  simulateLapsRace(ctx, {
    raceId: practice.id,
    startAt: practice.startAt,
    starters: pick(20),
    lapScale: 1.22,
    finish: { kind: 'time', flagMs: 20 * MINUTE_MS },
    dnfRate: 0.05,
  });

  const unconfigured = { isConfigured: false, countsForSeries: false, lapLengthKm: undefined };
  addRace(ctx, { ...race, ...unconfigured, id: 28, name: RACE_NAMES.youthFunRace, startAt: cal.at(plan.day, 15), sortOrder: 3 }, end);
}

/** Event 25 (private): one selection moto for invited Pro and B riders. */
function addSelectionDay(ctx: TRaceContext, plan: TEventPlan, pools: TPools): void {
  const { r, cal } = ctx;
  const startAt = cal.at(plan.day, 11);
  const invited = pools.mx.filter((rider) => plan.classIds.includes(rider.mxClassId));
  addRace(
    ctx,
    { id: 29, eventId: plan.id, name: RACE_NAMES.selectionMoto, startAt, status: 'finished', countsForSeries: false, lapLengthKm: 2.1, sortOrder: 1 },
    cal.at(plan.day, 17),
  );
  simulateLapsRace(ctx, {
    raceId: 29,
    startAt,
    starters: sortStarters(r.shuffle(invited).slice(0, 24).map((rider) => ({ rider, classId: rider.mxClassId }))),
    lapScale: 1,
    finish: { kind: 'time', flagMs: 20 * MINUTE_MS },
    dnfRate: 0.03,
  });
}

const GRAND_NATIONAL_RACE_ID = 99;
const GRAND_NATIONAL_LAPS = 30;

/** Race 99: every regular rider plus the extra riders, 30 laps of a 5.2 km circuit. */
function addGrandNational(ctx: TRaceContext, plan: TEventPlan, allRiders: readonly TRider[]): void {
  const { r, cal } = ctx;
  const startAt = cal.at(plan.day, 10);
  addRace(
    ctx,
    {
      id: GRAND_NATIONAL_RACE_ID,
      eventId: plan.id,
      name: RACE_NAMES.grandNational(GRAND_NATIONAL_LAPS),
      startAt,
      status: 'finished',
      lapLengthKm: 5.2,
      scheduledLaps: GRAND_NATIONAL_LAPS,
      sortOrder: 1,
    },
    cal.at(plan.day, 18),
  );
  const starters = allRiders.map((rider) => ({
    rider,
    classId: rider.enduroClassId !== null && rider.enduroClassId > 14 && r.chance(0.3) ? rider.enduroClassId : rider.mxClassId,
  }));
  simulateLapsRace(ctx, {
    raceId: GRAND_NATIONAL_RACE_ID,
    startAt,
    starters: sortStarters(starters),
    lapScale: 2.5,
    finish: { kind: 'laps', laps: GRAND_NATIONAL_LAPS },
    dnfRate: 0.03,
    disqualified: 2,
    penalized: 6,
  });
}

/** Event 3 (today): race 4 has been running for 40 minutes; the youth and quad races follow. */
function addLiveEvent(ctx: TRaceContext, plan: TEventPlan, pools: TPools): void {
  const { r, cal } = ctx;
  const raceStart = new Date(Math.floor((cal.anchor.getTime() - 40 * MINUTE_MS) / MINUTE_MS) * MINUTE_MS);
  addRace(
    ctx,
    {
      id: 4,
      eventId: plan.id,
      name: RACE_NAMES.hareScramble,
      startAt: raceStart,
      status: 'running',
      lapLengthKm: 8.4,
      sortOrder: 1,
    },
    cal.anchor,
  );
  simulateLapsRace(ctx, {
    raceId: 4,
    startAt: raceStart,
    starters: attend(r, r.shuffle(pools.s2).slice(0, 40), 1, enduroClass),
    lapScale: 3.6,
    finish: { kind: 'time', flagMs: 120 * MINUTE_MS },
    dnfRate: 0.05,
    liveAt: cal.anchor,
  });

  const later = (minutes: number) => new Date(raceStart.getTime() + minutes * MINUTE_MS);
  const scheduled = { eventId: plan.id, status: 'scheduled' } as const;
  addRace(ctx, { ...scheduled, id: 5, name: RACE_NAMES.youthHareScramble, startAt: later(135), lapLengthKm: 4.1, sortOrder: 2 }, cal.anchor);
  addRace(ctx, { ...scheduled, id: 6, name: RACE_NAMES.quadHareScramble, startAt: later(210), lapLengthKm: 6.3, sortOrder: 3 }, cal.anchor);
}

function addUpcomingRaces(ctx: TRaceContext, plans: readonly TEventPlan[]): void {
  addScheduledMotos(ctx, findPlan(plans, 5), [30, 31]);
  addScheduledMotos(ctx, findPlan(plans, 4), [32, 33]);
  addScheduledMotos(ctx, findPlan(plans, 6), [34, 35]);
  const scheduled = { status: 'scheduled', sortOrder: 1 } as const;
  const hareScramble = findPlan(plans, 13);
  const hareScrambleStart = ctx.cal.at(hareScramble.day, 10);
  addRace(ctx, { ...scheduled, id: 36, eventId: 13, name: RACE_NAMES.hareScramble, startAt: hareScrambleStart, lapLengthKm: 9.6 }, ctx.cal.anchor);
  const quadCross = findPlan(plans, 22);
  const quadStart = ctx.cal.at(quadCross.day, 10);
  addRace(ctx, { ...scheduled, id: 37, eventId: 22, name: motoName(1), motoNumber: 1, startAt: quadStart, lapLengthKm: 1.8 }, ctx.cal.anchor);
}

function addAllRegistrations(ctx: TRaceContext, plans: readonly TEventPlan[], pools: TPools): void {
  const event = (id: number) => findPlan(plans, id);
  addRegistrations(ctx, { plan: event(4), pool: pools.s1, classOf: mxClass, registered: 52 });
  addRegistrations(ctx, { plan: event(5), pool: pools.s1, classOf: mxClass, registered: 96 });
  addRegistrations(ctx, { plan: event(6), pool: pools.s1, classOf: mxClass, registered: event(6).registration?.capacity ?? 60, waitlisted: 8 });
  addRegistrations(ctx, { plan: event(24), pool: pools.s2, classOf: enduroClass, registered: 12, status: 'cancelled' });
}

async function insertRows<TTable extends PgTable>(db: TDatabase, table: TTable, rows: readonly PgInsertValue<TTable>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    await db.insert(table).values(rows.slice(start, start + CHUNK_SIZE));
  }
}

export async function seedPlatform(db: TDatabase, options: { anchor: Date }): Promise<void> {
  const r = createRandom(DEMO_SEED);
  const cal = createCalendar(options.anchor);
  const rows: TRows = {
    events: [], eventSeries: [], eventClasses: [], races: [], entries: [], laps: [],
    sections: [], checkpoints: [], passes: [], registrations: [], members: [],
  };
  const ctx: TRaceContext = { r, cal, rows, ids: { entry: 1, section: 1, checkpoint: 1, registration: 1, member: 1 } };

  const { regular, extra } = createRiders(r, cal.season);
  const pools = createPools(r, regular);
  const plans = planEvents(cal);
  for (const plan of plans) {
    rows.events.push(eventRow(cal, plan));
    rows.eventClasses.push(...eventClassRows(r, plan));
    if (plan.series) rows.eventSeries.push({ eventId: plan.id, seriesId: plan.series.id, round: plan.series.round });
  }

  addFinishedRaces(ctx, plans, pools, [...regular, ...extra]);
  addLiveEvent(ctx, findPlan(plans, 3), pools);
  addUpcomingRaces(ctx, plans);
  addAllRegistrations(ctx, plans, pools);
  const singleEvent = findPlan(plans, SINGLE_EVENT_ID);
  addMembers(ctx, regular, singleEvent.day);

  await insertRows(db, organizations, [ORGANIZATION]);
  await insertRows(db, promoters, PROMOTERS);
  await insertRows(db, pointsScales, POINTS_SCALES);
  await insertRows(db, classGroups, CLASS_GROUPS);
  await insertRows(
    db,
    classes,
    CLASS_DEFS.map((def) => ({
      id: def.id,
      organizationId: ORGANIZATION_ID,
      classGroupId: def.groupId,
      code: def.code,
      name: def.name,
      description: def.description ?? null,
      vehicle: def.vehicle,
      minAge: def.minAge ?? null,
      maxAge: def.maxAge ?? null,
      sortOrder: def.id * 10,
    })),
  );
  await insertRows(db, brands, BRAND_NAMES.map((name, index) => ({ id: index + 1, name })));
  await insertRows(db, teams, TEAMS);
  await insertRows(db, series, seriesRows(cal));
  await insertRows(db, riders, [...regular, ...extra].map(riderRow));
  await insertRows(db, events, rows.events);
  await insertRows(db, eventSeries, rows.eventSeries);
  await insertRows(db, eventClasses, rows.eventClasses);
  await insertRows(db, races, rows.races);
  await insertRows(db, entries, rows.entries);
  await insertRows(db, laps, rows.laps);
  await insertRows(db, sections, rows.sections);
  await insertRows(db, checkpoints, rows.checkpoints);
  await insertRows(db, checkpointPasses, rows.passes);
  await insertRows(db, registrations, rows.registrations);
  await insertRows(db, membershipOffers, membershipTypeRows(cal, singleEvent.name).map((row) => ({ ...row, taxRateBp: MEMBERSHIP_TAX_BP, currency: 'CAD' })));
  await insertRows(db, membershipOfferRanges, MEMBERSHIP_RANGES);
  await insertRows(db, memberships, rows.members);
}
