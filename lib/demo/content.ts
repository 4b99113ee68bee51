import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { TTheme } from '../content/port';
import { SETTING_NAMES, THEME_SETTING_NAMES } from '../content/settings';
import type { TDatabase } from '../db/open';
import type { TLocalized } from '../db/schema/common';
import * as c from '../db/schema/content';

/**
 * Demo content for the embedded content service: settings and theme, menus, home, sponsors,
 * footer, simple pages, news, FAQs, rules, documents, contacts and about, in English, Spanish and
 * French. Everything is fixed (explicit ids, dates relative to CONTENT_ANCHOR), so the demo is the
 * same on every machine. Files referenced here live under public/uploads/ (served at /ll/uploads/).
 *
 * URLs in rows are site paths with the base path (/ll/uploads/...); image sources inside HTML use
 * /uploads/..., which the content HTML sanitiser points at the content host.
 */

/** Dates of news, pages and documents are placed before this instant. */
export const CONTENT_ANCHOR = new Date('2026-11-01T12:00:00Z');

const DAY_MS = 86_400_000;
const daysBefore = (days: number): Date => new Date(CONTENT_ANCHOR.getTime() - days * DAY_MS);

const UPLOADS = '/ll/uploads';

/** Text in the three languages. */
const L = (en: string, es: string, fr: string): TLocalized => ({ en, es, fr });

async function insertRows<T extends PgTable>(db: TDatabase, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  if (rows.length > 0) await db.insert(table).values(rows);
}

// ---------------------------------------------------------------------------------------------
// Settings, theme, images, languages

/**
 * Dark navbar, red accent. Contrast (WCAG 2, AA needs 4.5:1): white on navbar 17.6:1, on subheader
 * and main menu buttons 6.5:1, on button 5.6:1, on hover 9.0:1; success text on its fill 7.0:1.
 */
export const DEMO_THEME: TTheme = {
  navbar: '#16191d',
  subheader: '#b3261e',
  subheaderFont: '#ffffff',
  subheaderFontSize: '1.25rem',
  button: '#c62828',
  hover: '#8e1b1b',
  accordion: '#f3f1ee',
  normal: '#1f2328',
  mainMenuButtonFill: '#b3261e',
  mainMenuButtonBorder: '#16191d',
  mainMenuButtonFont: '#ffffff',
  mainMenuButtonFontSize: '1rem',
  successFill: '#e8f5e9',
  successBorder: '#2e7d32',
  successFont: '#1b5e20',
};

const SETTINGS: PgInsertValue<typeof c.settings>[] = [
  { name: SETTING_NAMES.defaultOrganization, value: '1' },
  { name: SETTING_NAMES.defaultPromoter, value: '1' },
  { name: SETTING_NAMES.defaultPromoterUserId, value: '1' },
  { name: SETTING_NAMES.defaultLocale, value: 'en' },
  { name: SETTING_NAMES.languageList, value: '["en","es","fr"]' },
  {
    name: SETTING_NAMES.localeList,
    value: '[{"ab":"en","locale":"en"},{"ab":"es","locale":"es"},{"ab":"fr","locale":"fr-ca"}]',
  },
  { name: SETTING_NAMES.rootPath, value: '/' },
  { name: SETTING_NAMES.browserTabTitle, value: 'OORRA Racing' },
  { name: SETTING_NAMES.layout, value: 'default' },
  { name: SETTING_NAMES.domain, value: 'oorra.ca' },
  ...(Object.keys(THEME_SETTING_NAMES) as (keyof TTheme)[]).map((key) => ({
    name: THEME_SETTING_NAMES[key],
    value: DEMO_THEME[key],
  })),
];

const PARAMETER_IMAGES: PgInsertValue<typeof c.parameterImages>[] = [
  { name: 'logo', url: `${UPLOADS}/branding/oorra-logo.svg`, width: 320, height: 96 },
  { name: 'image_placeholder', url: `${UPLOADS}/branding/image-placeholder.svg`, width: 640, height: 360 },
  { name: 'tab_logo', url: `${UPLOADS}/branding/tab-logo.svg`, width: 64, height: 64 },
  { name: 'top_banner_logo', url: `${UPLOADS}/branding/top-banner-logo.svg`, width: 640, height: 120 },
];

const LANGUAGES: PgInsertValue<typeof c.languages>[] = [
  { code: 'en', name: 'English', sortOrder: 1 },
  { code: 'es', name: 'Español', sortOrder: 2 },
  { code: 'fr', name: 'Français', sortOrder: 3 },
];

// ---------------------------------------------------------------------------------------------
// Menus (two levels). Sub-menu ids are the menu id times 100 plus their position.

type TSubMenuSeed = Omit<PgInsertValue<typeof c.subMenus>, 'id' | 'menuId' | 'sortOrder'> & { id: number };
type TMenuSeed = Omit<PgInsertValue<typeof c.menus>, 'id' | 'sortOrder'> & { id: number; subs?: TSubMenuSeed[] };

const MENUS: TMenuSeed[] = [
  { id: 1, name: L('Home', 'Inicio', 'Accueil'), pagePath: '/', icon: 'Home' },
  {
    id: 2,
    name: L('Results', 'Resultados', 'Résultats'),
    pagePath: '/results',
    icon: 'EmojiEvents',
    subs: [
      { id: 201, name: L('Results search', 'Buscar resultados', 'Recherche de résultats'), link: '/results' },
      { id: 202, name: L('Series standings', 'Clasificación de las series', 'Classements des séries'), link: '/series' },
      { id: 203, name: L('Live scoring', 'Resultados en vivo', 'Résultats en direct'), link: '/eventScores' },
      { id: 204, name: L('Trackside lookup', 'Buscar un piloto', 'Trouver un pilote'), link: '/liveonlivelaps' },
      { id: 205, name: L('Presentation', 'Presentación', 'Présentation'), link: '/presentation', visible: false },
    ],
  },
  {
    id: 3,
    name: L('Calendar', 'Calendario', 'Calendrier'),
    pagePath: '/event-calendar',
    icon: 'CalendarMonth',
    subs: [
      {
        id: 301,
        name: L('Season calendar', 'Calendario de la temporada', 'Calendrier de la saison'),
        link: '/event-calendar#calendar',
      },
      {
        id: 302,
        name: L('Organization calendar', 'Calendario de la organización', "Calendrier de l’organisation"),
        link: '/organizations/1/calendar',
      },
    ],
  },
  { id: 4, name: L('Promoters', 'Promotores', 'Promoteurs'), pagePath: '/promoters', icon: 'Flag' },
  {
    id: 5,
    name: L('Organization', 'Organización', 'Organisation'),
    pagePath: '/organizations/1/about-us',
    icon: 'Groups',
    subs: [
      { id: 501, name: L('Events', 'Eventos', 'Épreuves'), link: '/organizations/1/events' },
      { id: 502, name: L('Series', 'Series', 'Séries'), link: '/organizations/1/series#series' },
      { id: 503, name: L('Classes', 'Categorías', 'Classes'), link: '/organizations/1/classes' },
      { id: 504, name: L('Members', 'Miembros', 'Membres'), link: '/organizations/1/members' },
      {
        id: 505,
        name: L('Membership types', 'Tipos de membresía', "Types d’adhésion"),
        link: '/organizations/1/membership-type',
      },
      { id: 506, name: L('Contact', 'Contacto', 'Nous joindre'), link: '/organizations/1/contact' },
    ],
  },
  {
    id: 6,
    name: L('Racers', 'Pilotos', 'Pilotes'),
    pagePath: '/registration/participant',
    icon: 'SportsMotorsports',
    subs: [
      { id: 601, name: L('Register', 'Inscribirse', "S’inscrire"), link: '/registration/participant' },
      { id: 602, name: L('Login', 'Iniciar sesión', 'Connexion'), link: '/login' },
      { id: 603, name: L('Memberships', 'Membresías', 'Adhésions'), link: '/membership/type' },
    ],
  },
  {
    id: 7,
    name: L('Spectators', 'Espectadores', 'Spectateurs'),
    pagePath: '/spectator',
    icon: 'ConfirmationNumber',
    subs: [{ id: 701, name: L('Tickets and waivers', 'Entradas y exenciones', 'Billets et renonciations'), link: '/spectator' }],
  },
  {
    id: 8,
    name: L('Info', 'Información', 'Infos'),
    pagePath: '/about-us',
    icon: 'Info',
    subs: [
      { id: 801, name: L('News', 'Noticias', 'Nouvelles'), link: '/news' },
      { id: 802, name: L('Rules', 'Reglamento', 'Règlements'), link: '/rules' },
      { id: 803, name: L('FAQ', 'Preguntas frecuentes', 'FAQ'), link: '/faqs' },
      { id: 804, name: L('Documents', 'Documentos', 'Documents'), link: '/documents' },
      { id: 805, name: L('Sponsors', 'Patrocinadores', 'Commanditaires'), link: '/sponsors' },
      {
        id: 806,
        name: L('Track etiquette', 'Normas en pista', 'Conduite en piste'),
        link: '',
        pageContent: 'api/simple-pages/track-etiquette',
      },
      { id: 807, name: L('About us', 'Quiénes somos', 'À propos'), link: '/about-us' },
      { id: 808, name: L('Contact', 'Contacto', 'Nous joindre'), link: '/contact-us' },
      {
        id: 809,
        name: L('FIM international rules', 'Reglamento internacional FIM', 'Règlements internationaux FIM'),
        link: 'https://www.fim-moto.com',
        openInNewTab: true,
      },
    ],
  },
  {
    id: 9,
    name: L('Print scores', 'Imprimir resultados', 'Imprimer les résultats'),
    pagePath: '/scores/printScores',
    icon: 'Print',
    hideOnTopMenu: true,
  },
  {
    id: 10,
    name: L('Series archive', 'Archivo de series', 'Archives des séries'),
    pagePath: '/series/oldPage',
    icon: 'Leaderboard',
    visible: false,
  },
];

// ---------------------------------------------------------------------------------------------
// Home: per-locale title and four sections, carousel, buttons

const HOME_PAGES: PgInsertValue<typeof c.homePages>[] = [
  {
    locale: 'en',
    title: 'Motocross, hare scramble and quad racing in Ontario',
    sections: [
      {
        title: 'Welcome to OORRA',
        content: `<p>The Ontario Off-Road Racing Association brings together riders, families, volunteers and promoters who love racing in the dirt. From the first gate drop in spring to the last checkered flag in the fall, we sanction motocross, hare scramble and quad events across the province.</p>
<p>Whether you are lining up for your first race or chasing a title, you will find the calendar, live timing, results and series standings right here.</p>`,
      },
      {
        title: 'Season highlights',
        content: `<ul>
<li>Two championships: a motocross series and an enduro / hare scramble series with timed sections and checkpoints.</li>
<li>A Saturday night race under the lights, with fireworks after the last moto.</li>
<li>More than ten classes, from 50cc Peewee to Vet 40+ and Open Quad.</li>
<li>Live timing at every round, with lap charts and series points updated within minutes.</li>
</ul>`,
      },
      {
        title: 'How to register',
        content: `<ol>
<li>Create your racer account. Parents and guardians register riders under 18 from their own account.</li>
<li>Buy or renew your annual membership.</li>
<li>Choose an event in the <a href="/ll/event-calendar">calendar</a> and register for your classes before online registration closes.</li>
<li>Pick up your transponder at sign-in on race day and go through technical inspection.</li>
</ol>`,
      },
      {
        title: 'Spectators and families',
        content: `<p>Spectator tickets and waivers are handled online: buy your tickets, have each person in your group sign the electronic waiver (a parent or guardian signs for children under 18) and show your confirmation at the gate.</p>
<p>Bring ear protection, sunscreen and a lawn chair. Pets must stay on a leash and away from the track fence, and the pits are closed to spectators during motos.</p>`,
      },
    ],
  },
  {
    locale: 'es',
    title: 'Motocross, hare scramble y carreras de cuatrimotos en Ontario',
    sections: [
      {
        title: 'Bienvenidos a OORRA',
        content: `<p>La Ontario Off-Road Racing Association reúne a pilotos, familias, voluntarios y promotores apasionados por las carreras en tierra. Desde la primera salida en primavera hasta la última bandera a cuadros en otoño, avalamos pruebas de motocross, hare scramble y cuatrimotos en toda la provincia.</p>
<p>Tanto si se prepara para su primera carrera como si va a por un título, aquí encontrará el calendario, el cronometraje en vivo, los resultados y las clasificaciones de las series.</p>`,
      },
      {
        title: 'Lo más destacado de la temporada',
        content: `<ul>
<li>Dos campeonatos: una serie de motocross y una serie de enduro / hare scramble con secciones cronometradas y puntos de control.</li>
<li>Una carrera nocturna el sábado bajo los focos, con fuegos artificiales después de la última manga.</li>
<li>Más de diez categorías, desde 50 cc hasta Veteranos 40+ y Cuatrimoto Libre.</li>
<li>Cronometraje en vivo en cada ronda, con gráficos de vueltas y puntos de la serie actualizados en pocos minutos.</li>
</ul>`,
      },
      {
        title: 'Cómo inscribirse',
        content: `<ol>
<li>Cree su cuenta de piloto. Los padres o tutores inscriben a los menores de 18 años desde su propia cuenta.</li>
<li>Compre o renueve su membresía anual.</li>
<li>Elija un evento en el <a href="/ll/es/event-calendar">calendario</a> e inscríbase en sus categorías antes de que cierre la inscripción en línea.</li>
<li>Recoja su transpondedor en la acreditación el día de la carrera y pase la verificación técnica.</li>
</ol>`,
      },
      {
        title: 'Espectadores y familias',
        content: `<p>Las entradas y las exenciones de responsabilidad se gestionan en línea: compre sus entradas, pida a cada persona de su grupo que firme la exención electrónica (un padre, una madre o un tutor firma por los menores de 18 años) y muestre su confirmación en la entrada.</p>
<p>Traiga protección auditiva, protector solar y una silla plegable. Las mascotas deben ir con correa y lejos de la valla de la pista, y el paddock está cerrado al público durante las mangas.</p>`,
      },
    ],
  },
  {
    locale: 'fr',
    title: 'Motocross, hare scramble et courses de quad en Ontario',
    sections: [
      {
        title: "Bienvenue à l’OORRA",
        content: `<p>L’Ontario Off-Road Racing Association rassemble pilotes, familles, bénévoles et promoteurs passionnés de course hors route. De la première grille de départ au printemps jusqu’au dernier drapeau à damier à l’automne, nous sanctionnons des épreuves de motocross, de hare scramble et de quad partout dans la province.</p>
<p>Que vous preniez le départ de votre première course ou que vous visiez un titre, vous trouverez ici le calendrier, le chronométrage en direct, les résultats et les classements des séries.</p>`,
      },
      {
        title: 'Faits saillants de la saison',
        content: `<ul>
<li>Deux championnats : une série de motocross et une série d’enduro / hare scramble avec sections chronométrées et points de contrôle.</li>
<li>Une course de nuit le samedi sous les projecteurs, avec feux d’artifice après la dernière manche.</li>
<li>Plus de dix classes, de la 50 cc aux Vétérans 40+ et au Quad ouvert.</li>
<li>Chronométrage en direct à chaque épreuve, avec graphiques des tours et points des séries mis à jour en quelques minutes.</li>
</ul>`,
      },
      {
        title: "Comment s’inscrire",
        content: `<ol>
<li>Créez votre compte pilote. Les parents ou tuteurs inscrivent les pilotes de moins de 18 ans à partir de leur propre compte.</li>
<li>Achetez ou renouvelez votre adhésion annuelle.</li>
<li>Choisissez une épreuve dans le <a href="/ll/fr/event-calendar">calendrier</a> et inscrivez-vous dans vos classes avant la fermeture des inscriptions en ligne.</li>
<li>Récupérez votre transpondeur à l’accueil le jour de la course et passez l’inspection technique.</li>
</ol>`,
      },
      {
        title: 'Spectateurs et familles',
        content: `<p>Les billets et les renonciations se gèrent en ligne : achetez vos billets, faites signer la renonciation électronique par chaque personne de votre groupe (un parent ou tuteur signe pour les moins de 18 ans) et présentez votre confirmation à l’entrée.</p>
<p>Apportez des protecteurs auditifs, de la crème solaire et une chaise pliante. Les animaux doivent être tenus en laisse, loin de la clôture de la piste, et l’aire des puits est fermée aux spectateurs pendant les manches.</p>`,
      },
    ],
  },
];

const HOME_IMAGES: PgInsertValue<typeof c.homeImages>[] = [
  {
    id: 1,
    url: `${UPLOADS}/home/carousel-holeshot.svg`,
    alt: L(
      'Motocross riders racing for the holeshot out of the start gate at sunset',
      'Pilotos de motocross luchando por el holeshot al salir de la parrilla al atardecer',
      'Pilotes de motocross qui se disputent le holeshot à la sortie de la grille au coucher du soleil',
    ),
    caption: L(
      'The season opener is coming: check the calendar',
      'Se acerca la primera ronda: consulte el calendario',
      'La première épreuve approche : consultez le calendrier',
    ),
    link: '/event-calendar',
    sortOrder: 1,
  },
  {
    id: 2,
    url: `${UPLOADS}/home/carousel-quads.svg`,
    alt: L(
      'Quad racers sliding through a dirt berm under a blue sky',
      'Pilotos de cuatrimoto derrapando en un peralte de tierra bajo un cielo azul',
      'Pilotes de quad qui glissent dans un virage relevé sous un ciel bleu',
    ),
    caption: L(
      'Quad classes for youth, amateur and expert riders',
      'Categorías de cuatrimoto para jóvenes, aficionados y expertos',
      'Des classes de quad pour les jeunes, les amateurs et les experts',
    ),
    link: '/results',
    sortOrder: 2,
  },
  {
    id: 3,
    url: `${UPLOADS}/home/carousel-enduro.svg`,
    alt: L(
      'Enduro rider jumping a log on a forest trail',
      'Piloto de enduro saltando un tronco en un sendero del bosque',
      "Pilote d’enduro qui saute un billot dans un sentier en forêt",
    ),
    caption: L(
      'Hare scramble: timed sections and checkpoints in the woods',
      'Hare scramble: secciones cronometradas y puntos de control en el bosque',
      'Hare scramble : sections chronométrées et points de contrôle en forêt',
    ),
    link: null,
    sortOrder: 3,
  },
  {
    id: 4,
    url: `${UPLOADS}/home/carousel-night-race.svg`,
    alt: L(
      'Rider jumping under the floodlights in front of a full grandstand at a night race',
      'Piloto saltando bajo los focos frente a una tribuna llena en una carrera nocturna',
      "Pilote qui saute sous les projecteurs devant une estrade pleine lors d’une course de nuit",
    ),
    caption: L(
      'Bring the family: tickets and waivers online',
      'Venga en familia: entradas y exenciones en línea',
      'Venez en famille : billets et renonciations en ligne',
    ),
    link: '/spectator',
    sortOrder: 4,
  },
];

const HOME_MENU_BUTTONS: PgInsertValue<typeof c.homeMenuButtons>[] = [
  { id: 1, name: L('Results', 'Resultados', 'Résultats'), icon: 'EmojiEvents', pagePath: '/results', sortOrder: 1 },
  { id: 2, name: L('Calendar', 'Calendario', 'Calendrier'), icon: 'CalendarMonth', pagePath: '/event-calendar', sortOrder: 2 },
  { id: 3, name: L('Register', 'Inscribirse', "S’inscrire"), icon: 'HowToReg', pagePath: '/registration/participant', sortOrder: 3 },
  { id: 4, name: L('Tickets', 'Entradas', 'Billets'), icon: 'ConfirmationNumber', pagePath: '/spectator', sortOrder: 4 },
  { id: 5, name: L('Series', 'Series', 'Séries'), icon: 'Leaderboard', pagePath: '/series', sortOrder: 5 },
  { id: 6, name: L('Trackside lookup', 'Buscar un piloto', 'Trouver un pilote'), icon: 'PersonSearch', pagePath: '/liveonlivelaps', sortOrder: 6 },
];

// ---------------------------------------------------------------------------------------------
// Sponsors and the floating banner

const SVG_MIME = 'image/svg+xml';

const SPONSORS: PgInsertValue<typeof c.sponsors>[] = [
  {
    id: 1,
    name: 'Northshore Powersports',
    logoUrl: `${UPLOADS}/sponsors/northshore-powersports.svg`,
    logoMime: SVG_MIME,
    link: 'https://www.northshorepowersports.ca',
    description: L(
      'Title sponsor of the OORRA motocross series. New and used dirt bikes and quads, parts and service.',
      'Patrocinador principal de la serie de motocross de OORRA. Motos de campo y cuatrimotos nuevas y usadas, recambios y taller.',
      "Commanditaire principal de la série de motocross de l’OORRA. Motos hors route et quads neufs et d’occasion, pièces et service.",
    ),
    tier: 'title',
    floating: true,
    sortOrder: 1,
  },
  {
    id: 2,
    name: 'Granite Ridge Tire',
    logoUrl: `${UPLOADS}/sponsors/granite-ridge-tire.svg`,
    logoMime: SVG_MIME,
    link: 'https://www.graniteridgetire.ca',
    description: L(
      'Off-road tires, mousses and trackside tire changes at every motocross round.',
      'Neumáticos todoterreno, mousses y cambio de neumáticos junto a la pista en cada ronda de motocross.',
      'Pneus hors route, mousses et changement de pneus en bord de piste à chaque épreuve de motocross.',
    ),
    tier: 'gold',
    floating: true,
    sortOrder: 2,
  },
  {
    id: 3,
    name: 'Red Pine Lubricants',
    logoUrl: `${UPLOADS}/sponsors/red-pine-lubricants.svg`,
    logoMime: SVG_MIME,
    link: 'https://www.redpinelubricants.com',
    description: L(
      'Engine oils, suspension fluids and chain lube made in Ontario.',
      'Aceites de motor, fluidos de suspensión y lubricante de cadena fabricados en Ontario.',
      'Huiles moteur, liquides de suspension et lubrifiant à chaîne fabriqués en Ontario.',
    ),
    tier: 'gold',
    floating: true,
    sortOrder: 3,
  },
  {
    id: 4,
    name: 'Lakehead Motor Works',
    logoUrl: `${UPLOADS}/sponsors/lakehead-motor-works.svg`,
    logoMime: SVG_MIME,
    link: 'https://www.lakeheadmotorworks.ca',
    description: L(
      'Engine rebuilds and machine work for two-strokes, four-strokes and quads.',
      'Reconstrucción de motores y mecanizado para motos de dos y cuatro tiempos y cuatrimotos.',
      'Reconstruction de moteurs et usinage pour deux-temps, quatre-temps et quads.',
    ),
    tier: 'silver',
    floating: true,
    sortOrder: 4,
  },
  {
    id: 5,
    name: 'Muskoka Moto Gear',
    logoUrl: `${UPLOADS}/sponsors/muskoka-moto-gear.svg`,
    logoMime: SVG_MIME,
    link: 'https://www.muskokamotogear.ca',
    description: L(
      'Helmets, boots and riding gear, with fitting advice for young riders.',
      'Cascos, botas y equipación, con asesoramiento de tallas para pilotos jóvenes.',
      "Casques, bottes et équipement, avec des conseils d’ajustement pour les jeunes pilotes.",
    ),
    tier: 'silver',
    floating: true,
    sortOrder: 5,
  },
  {
    id: 6,
    name: 'Trillium Fuel Co.',
    logoUrl: `${UPLOADS}/sponsors/trillium-fuel.svg`,
    logoMime: SVG_MIME,
    link: 'https://www.trilliumfuel.ca',
    description: L(
      'Race fuel and pre-mix sold at the fuel trailer in the pits.',
      'Combustible de competición y premezcla a la venta en el remolque de combustible del paddock.',
      'Essence de course et pré-mélange vendus à la remorque de carburant dans les puits.',
    ),
    tier: 'silver',
    floating: true,
    sortOrder: 6,
  },
  {
    id: 7,
    name: 'Algonquin Graphics',
    logoUrl: `${UPLOADS}/sponsors/algonquin-graphics.svg`,
    logoMime: SVG_MIME,
    link: null,
    description: L(
      'Number plates and custom graphics kits.',
      'Placas portanúmeros y kits de gráficos personalizados.',
      'Plaques numéros et ensembles de graphiques personnalisés.',
    ),
    tier: 'supporter',
    floating: true,
    sortOrder: 7,
  },
  {
    id: 8,
    name: 'Bruce Peninsula Trailers',
    logoUrl: `${UPLOADS}/sponsors/bruce-peninsula-trailers.svg`,
    logoMime: SVG_MIME,
    link: 'https://www.brucepeninsulatrailers.ca',
    description: L(
      'Enclosed and open trailers for race teams.',
      'Remolques cerrados y abiertos para equipos de carreras.',
      'Remorques fermées et ouvertes pour les équipes de course.',
    ),
    tier: 'supporter',
    floating: true,
    sortOrder: 8,
  },
  {
    id: 9,
    name: 'Timberline Suspension',
    logoUrl: `${UPLOADS}/sponsors/timberline-suspension.svg`,
    logoMime: SVG_MIME,
    link: 'https://www.timberlinesuspension.com',
    description: L(
      'Suspension revalving and setup for motocross and enduro.',
      'Revalvulado y puesta a punto de suspensiones para motocross y enduro.',
      "Revalvage et réglage de suspensions pour le motocross et l’enduro.",
    ),
    tier: 'supporter',
    floating: false,
    sortOrder: 9,
  },
  {
    // No logo yet: listed nowhere a logo is needed, and dropped from the floating banner.
    id: 10,
    name: 'Kawartha Coffee Roasters',
    logoUrl: null,
    logoMime: null,
    link: 'https://www.kawarthacoffee.ca',
    description: L(
      'Coffee for the volunteers at the early-morning sign-in.',
      'Café para los voluntarios en la acreditación a primera hora.',
      "Du café pour les bénévoles à l’accueil tôt le matin.",
    ),
    tier: 'supporter',
    floating: true,
    sortOrder: 10,
  },
];

const FLOATING_SPONSOR_SETTINGS: PgInsertValue<typeof c.floatingSponsorSettings>[] = [
  {
    id: 1,
    title: L('Our partners', 'Nuestros patrocinadores', 'Nos commanditaires'),
    spaces: 40,
    speed: 30_000,
    height: 75,
    visible: true,
  },
];

// ---------------------------------------------------------------------------------------------
// Footer

const FOOTER_ITEMS: PgInsertValue<typeof c.footerItems>[] = [
  { id: 1, name: L('About us', 'Quiénes somos', 'À propos'), pageLink: '/about-us', sortOrder: 1 },
  { id: 2, name: L('Contact', 'Contacto', 'Nous joindre'), pageLink: '/contact-us', sortOrder: 2 },
  { id: 3, name: L('Rules', 'Reglamento', 'Règlements'), pageLink: '/rules', sortOrder: 3 },
  { id: 4, name: L('FAQ', 'Preguntas frecuentes', 'FAQ'), pageLink: '/faqs', sortOrder: 4 },
  { id: 5, name: L('Documents', 'Documentos', 'Documents'), pageLink: '/documents', sortOrder: 5 },
  { id: 6, name: L('Privacy', 'Privacidad', 'Confidentialité'), pageLink: '/simple-page/privacy', sortOrder: 6 },
  {
    id: 7,
    name: L('FIM (international federation)', 'FIM (federación internacional)', 'FIM (fédération internationale)'),
    pageLink: 'https://www.fim-moto.com',
    openInNewTab: true,
    sortOrder: 7,
  },
  // Hidden out of season by the editors.
  {
    id: 8,
    name: L('Volunteer with us', 'Hazte voluntario', 'Devenez bénévole'),
    pageLink: '/simple-page/volunteer',
    visible: false,
    sortOrder: 8,
  },
];

// ---------------------------------------------------------------------------------------------
// Simple pages (seo links are lowercase)

const SIMPLE_PAGES: PgInsertValue<typeof c.simplePages>[] = [
  {
    id: 1,
    seoLink: 'track-etiquette',
    pageName: L('Track etiquette', 'Normas en pista', 'Conduite en piste'),
    title: L(
      'Track etiquette and flag signals',
      'Normas de conducta en pista y banderas',
      'Conduite en piste et signification des drapeaux',
    ),
    description: L(
      `<p>Racing is safer and more fun when everyone on track knows what to expect. These rules of etiquette apply in practice, qualifying and motos at every OORRA event.</p>
<p><img src="/uploads/pages/track-etiquette-flags.svg" alt="Race flags: green, yellow, blue, red, white, black, checkered and medical" width="800" height="260"></p>
<h2>Flags you will see</h2>
<ul>
<li><strong>Green</strong>: the track is clear and the moto has started.</li>
<li><strong>Yellow</strong>: danger ahead. No passing and no jumping until you are past the incident.</li>
<li><strong>Blue</strong>: a faster rider is about to lap you. Hold your line.</li>
<li><strong>Red</strong>: stop racing and ride slowly back to the start area.</li>
<li><strong>White</strong>: one lap to go. <strong>Checkered</strong>: the moto is over.</li>
<li><strong>Black</strong> with your number: leave the track and report to the race director.</li>
<li><strong>White with a red cross</strong>: medical staff on track. No jumping in that section.</li>
</ul>
<h2>On the track</h2>
<p>Hold a predictable line, look back before you rejoin after a fall and never ride against the direction of the race. If you stop on track, get yourself and your machine off the racing line as soon as it is safe.</p>
<h2>In the pits</h2>
<p>Walking pace only (10 km/h) in the pits, nobody rides without a helmet, and children on pit bikes must have an adult nearby. Quiet hours start at 11 p.m. the night before the race.</p>`,
      `<p>Competir es más seguro y más divertido cuando todos en la pista saben qué esperar. Estas normas de conducta se aplican en entrenamientos, clasificaciones y mangas en todos los eventos de OORRA.</p>
<p><img src="/uploads/pages/track-etiquette-flags.svg" alt="Banderas de carrera: verde, amarilla, azul, roja, blanca, negra, a cuadros y médica" width="800" height="260"></p>
<h2>Las banderas que verá</h2>
<ul>
<li><strong>Verde</strong>: la pista está libre y la manga ha comenzado.</li>
<li><strong>Amarilla</strong>: peligro más adelante. Prohibido adelantar y saltar hasta dejar atrás el incidente.</li>
<li><strong>Azul</strong>: un piloto más rápido está a punto de doblarle. Mantenga su trazada.</li>
<li><strong>Roja</strong>: deje de competir y vuelva despacio a la zona de salida.</li>
<li><strong>Blanca</strong>: queda una vuelta. <strong>A cuadros</strong>: la manga ha terminado.</li>
<li><strong>Negra</strong> con su número: abandone la pista y preséntese ante el director de carrera.</li>
<li><strong>Blanca con cruz roja</strong>: personal médico en la pista. Prohibido saltar en esa sección.</li>
</ul>
<h2>En la pista</h2>
<p>Mantenga una trazada previsible, mire hacia atrás antes de reincorporarse tras una caída y nunca circule en sentido contrario a la carrera. Si se detiene en la pista, retírese usted y retire su moto de la trazada en cuanto sea seguro.</p>
<h2>En el paddock</h2>
<p>Solo a paso de peatón (10 km/h) en el paddock, nadie circula sin casco y los niños en minimotos deben tener a un adulto cerca. El horario de silencio empieza a las 23:00 la noche anterior a la carrera.</p>`,
      `<p>La course est plus sécuritaire et plus agréable quand tout le monde en piste sait à quoi s’attendre. Ces règles de conduite s’appliquent aux essais, aux qualifications et aux manches de toutes les épreuves de l’OORRA.</p>
<p><img src="/uploads/pages/track-etiquette-flags.svg" alt="Drapeaux de course : vert, jaune, bleu, rouge, blanc, noir, à damier et médical" width="800" height="260"></p>
<h2>Les drapeaux que vous verrez</h2>
<ul>
<li><strong>Vert</strong> : la piste est libre et la manche est commencée.</li>
<li><strong>Jaune</strong> : danger devant. Interdiction de dépasser et de sauter jusqu’après l’incident.</li>
<li><strong>Bleu</strong> : un pilote plus rapide s’apprête à vous prendre un tour. Gardez votre trajectoire.</li>
<li><strong>Rouge</strong> : arrêtez de courir et revenez lentement à l’aire de départ.</li>
<li><strong>Blanc</strong> : il reste un tour. <strong>À damier</strong> : la manche est terminée.</li>
<li><strong>Noir</strong> avec votre numéro : quittez la piste et présentez-vous au directeur de course.</li>
<li><strong>Blanc avec une croix rouge</strong> : personnel médical en piste. Interdiction de sauter dans cette section.</li>
</ul>
<h2>En piste</h2>
<p>Gardez une trajectoire prévisible, regardez derrière vous avant de repartir après une chute et ne roulez jamais dans le sens contraire de la course. Si vous vous arrêtez en piste, dégagez-vous, vous et votre machine, de la trajectoire dès que c’est sécuritaire.</p>
<h2>Dans les puits</h2>
<p>Au pas seulement (10 km/h) dans les puits, personne ne roule sans casque et les enfants en mini-moto doivent avoir un adulte à proximité. Le couvre-feu commence à 23 h la veille de la course.</p>`,
    ),
    updatedAt: daysBefore(230),
  },
  {
    id: 2,
    seoLink: 'privacy',
    pageName: L('Privacy', 'Privacidad', 'Confidentialité'),
    title: L('Privacy policy', 'Política de privacidad', 'Politique de confidentialité'),
    description: L(
      `<p>The Ontario Off-Road Racing Association (OORRA) respects your privacy. This policy explains what personal information we collect through this website and at our events, why we collect it and how we protect it.</p>
<h2>What we collect</h2>
<ul>
<li>Account and membership details: name, date of birth, address, email and phone number.</li>
<li>Race information: classes, race numbers, transponder numbers, lap times and results.</li>
<li>Spectator purchases and signed waivers, including the optional photo taken when signing.</li>
<li>Messages you send us through the contact forms.</li>
</ul>
<h2>How we use it</h2>
<p>We use this information to run events, score races, publish results and series standings, manage memberships and answer your questions. Results (name, number, class, hometown and times) are public, as at any sanctioned race. We never sell personal information.</p>
<h2>Payments</h2>
<p>Card payments are processed by our payment provider. We never see or store your card number.</p>
<h2>Retention and your rights</h2>
<p>Signed waivers are kept for seven years, as our insurer requires. You can ask for a copy of your information, or ask us to correct it, by writing to <a href="mailto:privacy@oorra.ca">privacy@oorra.ca</a>.</p>`,
      `<p>La Ontario Off-Road Racing Association (OORRA) respeta su privacidad. Esta política explica qué datos personales recopilamos a través de este sitio web y en nuestros eventos, por qué los recopilamos y cómo los protegemos.</p>
<h2>Qué recopilamos</h2>
<ul>
<li>Datos de cuenta y de membresía: nombre, fecha de nacimiento, dirección, correo electrónico y teléfono.</li>
<li>Información de carrera: categorías, dorsales, números de transpondedor, tiempos por vuelta y resultados.</li>
<li>Compras de espectadores y exenciones firmadas, incluida la foto opcional tomada al firmar.</li>
<li>Los mensajes que nos envía mediante los formularios de contacto.</li>
</ul>
<h2>Cómo los usamos</h2>
<p>Usamos esta información para organizar eventos, cronometrar las carreras, publicar resultados y clasificaciones de las series, gestionar las membresías y responder a sus preguntas. Los resultados (nombre, dorsal, categoría, localidad y tiempos) son públicos, como en cualquier carrera oficial. Nunca vendemos datos personales.</p>
<h2>Pagos</h2>
<p>Los pagos con tarjeta los procesa nuestro proveedor de pagos. Nunca vemos ni guardamos el número de su tarjeta.</p>
<h2>Conservación y sus derechos</h2>
<p>Las exenciones firmadas se conservan durante siete años, como exige nuestra aseguradora. Puede pedir una copia de sus datos, o su corrección, escribiendo a <a href="mailto:privacy@oorra.ca">privacy@oorra.ca</a>.</p>`,
      `<p>L’Ontario Off-Road Racing Association (OORRA) respecte votre vie privée. Cette politique explique quels renseignements personnels nous recueillons sur ce site et lors de nos épreuves, pourquoi nous les recueillons et comment nous les protégeons.</p>
<h2>Ce que nous recueillons</h2>
<ul>
<li>Les renseignements de compte et d’adhésion : nom, date de naissance, adresse, courriel et numéro de téléphone.</li>
<li>Les renseignements de course : classes, numéros de course, numéros de transpondeur, temps au tour et résultats.</li>
<li>Les achats des spectateurs et les renonciations signées, y compris la photo facultative prise à la signature.</li>
<li>Les messages que vous nous envoyez par les formulaires de contact.</li>
</ul>
<h2>Comment nous les utilisons</h2>
<p>Nous utilisons ces renseignements pour organiser les épreuves, chronométrer les courses, publier les résultats et les classements des séries, gérer les adhésions et répondre à vos questions. Les résultats (nom, numéro, classe, ville et temps) sont publics, comme pour toute course sanctionnée. Nous ne vendons jamais de renseignements personnels.</p>
<h2>Paiements</h2>
<p>Les paiements par carte sont traités par notre fournisseur de paiement. Nous ne voyons ni ne conservons jamais votre numéro de carte.</p>
<h2>Conservation et vos droits</h2>
<p>Les renonciations signées sont conservées pendant sept ans, comme l’exige notre assureur. Vous pouvez demander une copie de vos renseignements, ou leur correction, en écrivant à <a href="mailto:privacy@oorra.ca">privacy@oorra.ca</a>.</p>`,
    ),
    updatedAt: daysBefore(300),
  },
  {
    id: 3,
    seoLink: 'terms',
    pageName: L('Terms', 'Condiciones', 'Conditions'),
    title: L('Terms of use and ticket sales', 'Condiciones de uso y de venta de entradas', "Conditions d’utilisation et de vente des billets"),
    description: L(
      `<p>By using this website or buying tickets, you agree to these terms.</p>
<h2>Tickets</h2>
<ul>
<li>Tickets are valid for the event and date shown on your confirmation.</li>
<li>Every spectator needs a signed waiver before entering; a parent or guardian signs for anyone under 18.</li>
<li>Tickets are not refunded when an event goes ahead in bad weather. If an event is cancelled, tickets are refunded to the original payment method.</li>
</ul>
<h2>Race entries</h2>
<p>Entry fees can be refunded, less a $10 administration fee, until online registration closes. After that, an entry may be transferred to another event of the same season.</p>
<h2>Website content</h2>
<p>Results, photos and articles on this site belong to OORRA or to their authors. You may share links freely; please ask before reusing photos.</p>`,
      `<p>Al usar este sitio web o comprar entradas, usted acepta estas condiciones.</p>
<h2>Entradas</h2>
<ul>
<li>Las entradas son válidas para el evento y la fecha que figuran en su confirmación.</li>
<li>Cada espectador necesita una exención firmada antes de entrar; un padre, una madre o un tutor firma por los menores de 18 años.</li>
<li>Las entradas no se reembolsan si el evento se celebra con mal tiempo. Si un evento se cancela, las entradas se reembolsan en el mismo medio de pago.</li>
</ul>
<h2>Inscripciones de pilotos</h2>
<p>Las cuotas de inscripción pueden reembolsarse, menos 10 $ de gastos de gestión, hasta el cierre de la inscripción en línea. Después, la inscripción puede transferirse a otro evento de la misma temporada.</p>
<h2>Contenido del sitio</h2>
<p>Los resultados, fotos y artículos de este sitio pertenecen a OORRA o a sus autores. Puede compartir los enlaces libremente; pida permiso antes de reutilizar las fotos.</p>`,
      `<p>En utilisant ce site ou en achetant des billets, vous acceptez les présentes conditions.</p>
<h2>Billets</h2>
<ul>
<li>Les billets sont valides pour l’épreuve et la date indiquées sur votre confirmation.</li>
<li>Chaque spectateur doit avoir signé une renonciation avant d’entrer ; un parent ou tuteur signe pour les moins de 18 ans.</li>
<li>Les billets ne sont pas remboursés si l’épreuve a lieu par mauvais temps. Si une épreuve est annulée, les billets sont remboursés sur le mode de paiement d’origine.</li>
</ul>
<h2>Inscriptions des pilotes</h2>
<p>Les frais d’inscription sont remboursables, moins des frais administratifs de 10 $, jusqu’à la fermeture des inscriptions en ligne. Par la suite, une inscription peut être transférée à une autre épreuve de la même saison.</p>
<h2>Contenu du site</h2>
<p>Les résultats, photos et articles de ce site appartiennent à l’OORRA ou à leurs auteurs. Vous pouvez partager les liens librement ; demandez la permission avant de réutiliser des photos.</p>`,
    ),
    updatedAt: daysBefore(300),
  },
  {
    id: 4,
    seoLink: 'volunteer',
    pageName: L('Volunteer', 'Voluntariado', 'Bénévolat'),
    title: L('Volunteer with us', 'Hazte voluntario', 'Devenez bénévole'),
    description: L(
      `<p>Every OORRA event depends on about forty volunteers. No experience is needed: we train you on the morning of the race, and many of our racers' parents started exactly that way.</p>
<h2>Roles</h2>
<ul>
<li>Flaggers (16 years and older)</li>
<li>Sign-in and transponder desk</li>
<li>Timing and scoring assistants</li>
<li>Spectator gate: tickets and waivers</li>
<li>Parking and camping</li>
</ul>
<h2>What you get</h2>
<p>Lunch and snacks, an official OORRA cap and free entry for a guest on the day you volunteer. Volunteers who work five events in a season get a free membership the following year.</p>
<p>To sign up, write to <a href="mailto:volunteers@oorra.ca">volunteers@oorra.ca</a> at least a week before the event. Our volunteer guide (in French) is on the <a href="/ll/documents">documents</a> page.</p>`,
      `<p>Cada evento de OORRA depende de unos cuarenta voluntarios. No hace falta experiencia: le formamos la mañana de la carrera, y muchos padres de nuestros pilotos empezaron exactamente así.</p>
<h2>Puestos</h2>
<ul>
<li>Comisarios de bandera (a partir de 16 años)</li>
<li>Mesa de acreditación y de transpondedores</li>
<li>Ayudantes de cronometraje y resultados</li>
<li>Entrada de espectadores: entradas y exenciones</li>
<li>Aparcamiento y zona de acampada</li>
</ul>
<h2>Qué recibe</h2>
<p>Almuerzo y tentempiés, una gorra oficial de OORRA y entrada gratuita para un acompañante el día en que colabora. Quienes colaboran en cinco eventos en una temporada reciben la membresía gratis al año siguiente.</p>
<p>Para apuntarse, escriba a <a href="mailto:volunteers@oorra.ca">volunteers@oorra.ca</a> al menos una semana antes del evento. Nuestra guía del voluntario (en francés) está en la página de <a href="/ll/es/documents">documentos</a>.</p>`,
      `<p>Chaque épreuve de l’OORRA repose sur une quarantaine de bénévoles. Aucune expérience n’est requise : nous vous formons le matin de la course, et bien des parents de nos pilotes ont commencé exactement comme ça.</p>
<h2>Les postes</h2>
<ul>
<li>Signaleurs (16 ans et plus)</li>
<li>Accueil et comptoir des transpondeurs</li>
<li>Aide au chronométrage et aux résultats</li>
<li>Entrée des spectateurs : billets et renonciations</li>
<li>Stationnement et camping</li>
</ul>
<h2>Ce que nous offrons</h2>
<p>Le dîner et des collations, une casquette officielle de l’OORRA et l’entrée gratuite pour un accompagnateur le jour de votre bénévolat. Les bénévoles présents à cinq épreuves dans une saison reçoivent leur adhésion gratuite l’année suivante.</p>
<p>Pour vous inscrire, écrivez à <a href="mailto:volunteers@oorra.ca">volunteers@oorra.ca</a> au moins une semaine avant l’épreuve. Le guide du bénévole se trouve à la page des <a href="/ll/fr/documents">documents</a>.</p>`,
    ),
    updatedAt: daysBefore(200),
  },
];

// ---------------------------------------------------------------------------------------------
// News

type TNewsSeed = Omit<PgInsertValue<typeof c.newsArticles>, 'publishedAt' | 'imageUrl'> & {
  daysAgo: number;
  image: string;
};

const NEWS: TNewsSeed[] = [
  {
    id: 1,
    slug: 'season-finale-champions-crowned',
    daysAgo: 10,
    image: 'season-finale-champions.svg',
    title: L(
      'Champions crowned at the season finale',
      'Campeones coronados en la final de temporada',
      'Les champions couronnés à la finale de la saison',
    ),
    summary: L(
      'Close battles in every class and three titles decided on the last lap: the season ended in style in front of a record crowd.',
      'Duelos igualados en todas las categorías y tres títulos decididos en la última vuelta: la temporada terminó a lo grande ante un público récord.',
      "Des luttes serrées dans toutes les classes et trois titres décidés au dernier tour : la saison s’est terminée en beauté devant une foule record.",
    ),
    body: L(
      `<p>The final round of the season delivered everything a championship decider should: packed stands, a tacky track after Friday's rain and title fights that went down to the last lap.</p>
<p>In the premier class, the points leader only needed a top-five finish but went down in the first turn of the second moto. He came back through the field to finish fourth and took the title by three points. The Open Quad championship was decided by a single point after a last-lap pass in the whoops.</p>
<p>Full results, lap charts and the final series standings are in the Results section. Congratulations to all the champions, and thank you to the volunteers, promoters and sponsors who made this season possible.</p>`,
      `<p>La última ronda de la temporada ofreció todo lo que se espera de una final de campeonato: tribunas llenas, una pista con mucho agarre tras la lluvia del viernes y luchas por el título que se decidieron en la última vuelta.</p>
<p>En la categoría reina, al líder de la clasificación le bastaba con terminar entre los cinco primeros, pero se cayó en la primera curva de la segunda manga. Remontó hasta la cuarta posición y se llevó el título por tres puntos. El campeonato de Cuatrimoto Libre se decidió por un solo punto tras un adelantamiento en los whoops en la última vuelta.</p>
<p>Los resultados completos, los gráficos de vueltas y la clasificación final de las series están en la sección de Resultados. Enhorabuena a todos los campeones y gracias a los voluntarios, promotores y patrocinadores que hicieron posible esta temporada.</p>`,
      `<p>La dernière épreuve de la saison a offert tout ce qu’on attend d’une finale de championnat : des estrades bondées, une piste collante après la pluie de vendredi et des luttes pour le titre jusqu’au dernier tour.</p>
<p>Dans la classe reine, le meneur au classement n’avait besoin que d’un top cinq, mais il est tombé dans le premier virage de la deuxième manche. Il a remonté le peloton jusqu’en quatrième place et remporté le titre par trois points. Le championnat Quad ouvert s’est joué à un seul point, après un dépassement dans les whoops au dernier tour.</p>
<p>Les résultats complets, les graphiques des tours et les classements finaux des séries se trouvent dans la section Résultats. Félicitations à tous les champions et merci aux bénévoles, aux promoteurs et aux commanditaires qui ont rendu cette saison possible.</p>`,
    ),
  },
  {
    id: 2,
    slug: 'awards-banquet-tickets',
    daysAgo: 35,
    image: 'awards-banquet.svg',
    title: L(
      'Awards banquet: tickets now available',
      'Banquete de premios: entradas a la venta',
      'Banquet de remise des prix : les billets sont en vente',
    ),
    summary: L(
      "Join us on November 21 in Barrie to celebrate the season's champions, the rookies of the year and our volunteers.",
      'Acompáñenos el 21 de noviembre en Barrie para celebrar a los campeones de la temporada, a los novatos del año y a nuestros voluntarios.',
      "Joignez-vous à nous le 21 novembre à Barrie pour célébrer les champions de la saison, les recrues de l’année et nos bénévoles.",
    ),
    body: L(
      `<p>The annual awards banquet will be held on Saturday, November 21, at the Georgian Event Centre in Barrie. Doors open at 5:30 p.m., dinner is served at 6:30 p.m. and the awards start at 8 p.m.</p>
<ul>
<li>The top three in every class of both series receive a trophy.</li>
<li>Rookie of the year, most improved rider and sportsmanship awards.</li>
<li>Volunteer of the year, chosen by the race directors.</li>
</ul>
<p>Tickets are $45 for adults and $20 for children under 12. Please order by November 7 so that we can confirm numbers with the caterer, and write to <a href="mailto:office@oorra.ca">office@oorra.ca</a> about any dietary needs.</p>`,
      `<p>El banquete anual de premios se celebrará el sábado 21 de noviembre en el Georgian Event Centre de Barrie. Las puertas se abren a las 17:30, la cena se sirve a las 18:30 y la entrega de premios empieza a las 20:00.</p>
<ul>
<li>Los tres primeros de cada categoría de ambas series reciben un trofeo.</li>
<li>Premios al novato del año, al piloto con mayor progresión y a la deportividad.</li>
<li>Voluntario del año, elegido por los directores de carrera.</li>
</ul>
<p>Las entradas cuestan 45 $ para adultos y 20 $ para menores de 12 años. Haga su pedido antes del 7 de noviembre para que podamos confirmar el número de comensales con el servicio de catering, y escriba a <a href="mailto:office@oorra.ca">office@oorra.ca</a> si tiene alguna necesidad alimentaria.</p>`,
      `<p>Le banquet annuel de remise des prix aura lieu le samedi 21 novembre au Georgian Event Centre de Barrie. Ouverture des portes à 17 h 30, souper à 18 h 30 et remise des prix à 20 h.</p>
<ul>
<li>Les trois premiers de chaque classe des deux séries reçoivent un trophée.</li>
<li>Prix de la recrue de l’année, du pilote le plus amélioré et de l’esprit sportif.</li>
<li>Bénévole de l’année, choisi par les directeurs de course.</li>
</ul>
<p>Les billets coûtent 45 $ pour les adultes et 20 $ pour les enfants de moins de 12 ans. Veuillez commander avant le 7 novembre afin que nous puissions confirmer le nombre de convives au traiteur, et écrivez à <a href="mailto:office@oorra.ca">office@oorra.ca</a> pour toute restriction alimentaire.</p>`,
    ),
  },
  {
    id: 3,
    slug: 'new-youth-quad-class-2027',
    daysAgo: 70,
    image: 'new-quad-class.svg',
    title: L('New Youth Quad class for 2027', 'Nueva categoría Cuatrimoto Juvenil para 2027', 'Nouvelle classe Quad jeunesse en 2027'),
    summary: L(
      'After a successful trial at three rounds this summer, a Youth Quad 90cc class joins the schedule next season.',
      'Tras una prueba con éxito en tres rondas este verano, una categoría Cuatrimoto Juvenil de 90 cc se incorpora al calendario la próxima temporada.',
      "Après un essai réussi à trois épreuves cet été, une classe Quad jeunesse 90 cc s’ajoute au programme la saison prochaine.",
    ),
    body: L(
      `<p>The board has approved a permanent Youth Quad class for riders aged 10 to 15 on 90cc four-stroke quads, starting with the 2027 season. The class ran as a trial at three rounds this summer, with an average of fourteen starters.</p>
<p>Machines must meet the quad rules in the rulebook: a working tether kill switch, full nerf bars with heel guards, and front and rear bumpers. Chest protectors are mandatory. Riders will run two motos of 8 minutes plus one lap, on a shortened layout wherever the promoter can provide one.</p>
<p>Questions about eligibility can be sent to the race director at <a href="mailto:racedirector@oorra.ca">racedirector@oorra.ca</a>.</p>`,
      `<p>La junta directiva ha aprobado una categoría Cuatrimoto Juvenil permanente para pilotos de 10 a 15 años con cuatrimotos de 90 cc y cuatro tiempos, a partir de la temporada 2027. La categoría se disputó a modo de prueba en tres rondas este verano, con una media de catorce pilotos en la parrilla.</p>
<p>Las máquinas deben cumplir las normas para cuatrimotos del reglamento: cortacorriente con cordón en funcionamiento, estriberas completas (nerf bars) con protección de talón y parachoques delantero y trasero. El peto es obligatorio. Los pilotos disputarán dos mangas de 8 minutos más una vuelta, en un trazado reducido cuando el promotor pueda ofrecerlo.</p>
<p>Las dudas sobre los requisitos pueden enviarse al director de carrera a <a href="mailto:racedirector@oorra.ca">racedirector@oorra.ca</a>.</p>`,
      `<p>Le conseil d’administration a approuvé une classe Quad jeunesse permanente pour les pilotes de 10 à 15 ans sur des quads quatre-temps de 90 cc, dès la saison 2027. La classe a été présentée à l’essai lors de trois épreuves cet été, avec en moyenne quatorze pilotes au départ.</p>
<p>Les machines doivent respecter les exigences du règlement pour les quads : coupe-circuit à cordon fonctionnel, marchepieds complets (nerf bars) avec protège-talons, et pare-chocs avant et arrière. Le plastron est obligatoire. Les pilotes feront deux manches de 8 minutes plus un tour, sur un tracé raccourci lorsque le promoteur peut en offrir un.</p>
<p>Les questions sur l’admissibilité peuvent être envoyées au directeur de course à <a href="mailto:racedirector@oorra.ca">racedirector@oorra.ca</a>.</p>`,
    ),
  },
  {
    id: 4,
    slug: 'night-race-under-the-lights',
    daysAgo: 110,
    image: 'night-race-recap.svg',
    title: L(
      'Night race recap: 2,000 fans under the lights',
      'Crónica de la carrera nocturna: 2.000 aficionados bajo los focos',
      'Retour sur la course de nuit : 2 000 amateurs sous les projecteurs',
    ),
    summary: L(
      "The Saturday night round drew the biggest crowd in the association's history, with fireworks after the final moto.",
      'La ronda del sábado por la noche reunió al mayor público de la historia de la asociación, con fuegos artificiales tras la última manga.',
      "L’épreuve du samedi soir a attiré la plus grande foule de l’histoire de l’association, avec des feux d’artifice après la dernière manche.",
    ),
    body: L(
      `<p>More than 2,000 spectators filled the hillside for the Saturday night round, the first OORRA race run entirely under floodlights. Practice started at 4 p.m. and the last moto finished just before 11 p.m., followed by fireworks over the finish-line jump.</p>
<p>The track crew watered the circuit between motos to keep the dust down, and the timing team showed live scoring on the big screen in the spectator area. A lighting failure in the back section stopped the 85cc moto for ten minutes under a red flag; the restart was run over the full distance.</p>
<p>Thank you to everyone who stayed late, and to the neighbours for their patience. The night race is already on the calendar for next summer.</p>`,
      `<p>Más de 2.000 espectadores llenaron la ladera para la ronda del sábado por la noche, la primera carrera de OORRA disputada íntegramente con iluminación artificial. Los entrenamientos empezaron a las 16:00 y la última manga terminó poco antes de las 23:00, seguida de fuegos artificiales sobre el salto de meta.</p>
<p>El equipo de pista regó el circuito entre manga y manga para reducir el polvo, y el equipo de cronometraje mostró los tiempos en vivo en la pantalla gigante de la zona de espectadores. Un fallo de iluminación en la sección trasera detuvo la manga de 85 cc durante diez minutos con bandera roja; la nueva salida se dio sobre la distancia completa.</p>
<p>Gracias a todos los que se quedaron hasta tarde y a los vecinos por su paciencia. La carrera nocturna ya está en el calendario del próximo verano.</p>`,
      `<p>Plus de 2 000 spectateurs ont rempli la colline pour l’épreuve du samedi soir, la première course de l’OORRA disputée entièrement sous les projecteurs. Les essais ont commencé à 16 h et la dernière manche s’est terminée peu avant 23 h, suivie de feux d’artifice au-dessus du saut de l’arrivée.</p>
<p>L’équipe de piste a arrosé le circuit entre les manches pour limiter la poussière, et l’équipe de chronométrage a diffusé les résultats en direct sur l’écran géant de la zone des spectateurs. Une panne d’éclairage dans la section arrière a interrompu la manche 85 cc pendant dix minutes sous drapeau rouge ; le nouveau départ a été donné pour la distance complète.</p>
<p>Merci à tous ceux qui sont restés tard, et aux voisins pour leur patience. La course de nuit est déjà au calendrier de l’été prochain.</p>`,
    ),
  },
  {
    id: 5,
    slug: 'transponder-rental-program',
    daysAgo: 150,
    image: 'transponder-rental.svg',
    title: L(
      'Transponder rentals now available at sign-in',
      'Alquiler de transpondedores en la acreditación',
      "Location de transpondeurs à l’accueil",
    ),
    summary: L(
      'No transponder? Rent one for the day at sign-in, or for the whole season.',
      '¿No tiene transpondedor? Alquile uno para el día en la acreditación, o para toda la temporada.',
      "Pas de transpondeur ? Louez-en un pour la journée à l’accueil, ou pour toute la saison.",
    ),
    body: L(
      `<p>Every rider needs a working transponder to be scored. If you do not own one, you can now rent one at the sign-in desk for $15 per day, with a $100 refundable deposit. Season rentals are available for $120.</p>
<ol>
<li>Bring photo ID and your membership number to sign-in.</li>
<li>Mount the transponder on the front fork with the supplied bracket and two zip ties.</li>
<li>Ride through the scoring loop during practice and check that your number appears on the timing screen.</li>
<li>Return the transponder to the timing trailer after your last moto.</li>
</ol>
<p>Lost or damaged transponders are charged at replacement cost. For questions, contact the timing team at <a href="mailto:timing@oorra.ca">timing@oorra.ca</a>.</p>`,
      `<p>Todos los pilotos necesitan un transpondedor en funcionamiento para ser cronometrados. Si no tiene uno, ahora puede alquilarlo en la mesa de acreditación por 15 $ al día, con un depósito reembolsable de 100 $. También hay alquileres de temporada por 120 $.</p>
<ol>
<li>Traiga un documento de identidad con foto y su número de membresía a la acreditación.</li>
<li>Monte el transpondedor en la horquilla delantera con el soporte suministrado y dos bridas.</li>
<li>Pase por el bucle de cronometraje durante los entrenamientos y compruebe que su número aparece en la pantalla de tiempos.</li>
<li>Devuelva el transpondedor en el remolque de cronometraje después de su última manga.</li>
</ol>
<p>Los transpondedores perdidos o dañados se cobran a precio de reposición. Si tiene preguntas, escriba al equipo de cronometraje a <a href="mailto:timing@oorra.ca">timing@oorra.ca</a>.</p>`,
      `<p>Chaque pilote doit avoir un transpondeur fonctionnel pour être chronométré. Si vous n’en avez pas, vous pouvez maintenant en louer un à l’accueil pour 15 $ par jour, avec un dépôt remboursable de 100 $. La location pour la saison coûte 120 $.</p>
<ol>
<li>Présentez une pièce d’identité avec photo et votre numéro de membre à l’accueil.</li>
<li>Fixez le transpondeur sur la fourche avant avec le support fourni et deux attaches autobloquantes.</li>
<li>Passez sur la boucle de chronométrage pendant les essais et vérifiez que votre numéro s’affiche à l’écran.</li>
<li>Rapportez le transpondeur à la remorque de chronométrage après votre dernière manche.</li>
</ol>
<p>Les transpondeurs perdus ou endommagés sont facturés au coût de remplacement. Pour toute question, écrivez à l’équipe de chronométrage à <a href="mailto:timing@oorra.ca">timing@oorra.ca</a>.</p>`,
    ),
  },
  {
    id: 6,
    slug: 'youth-development-clinic',
    daysAgo: 190,
    image: 'youth-clinic.svg',
    title: L(
      'Youth riding clinic before round one',
      'Clínica de pilotaje juvenil antes de la primera ronda',
      'Clinique de pilotage jeunesse avant la première épreuve',
    ),
    summary: L(
      'Riders aged 6 to 15 can spend a day with experienced coaches working on starts, cornering and track safety.',
      'Los pilotos de 6 a 15 años pueden pasar un día con entrenadores experimentados trabajando las salidas, las curvas y la seguridad en pista.',
      "Les pilotes de 6 à 15 ans peuvent passer une journée avec des entraîneurs d’expérience pour travailler les départs, les virages et la sécurité en piste.",
    ),
    body: L(
      `<p>Our youth development clinic returns on the Saturday before the first round. Coaches from the expert class will work with small groups on body position, starts, cornering and braking, and the race director will walk the track with the riders to explain flags and track etiquette.</p>
<ul>
<li>Open to riders aged 6 to 15 on 50cc to 125cc machines.</li>
<li>Groups of eight riders per coach, sorted by age and experience.</li>
<li>A parent or guardian must stay on site for the whole day.</li>
</ul>
<p>The clinic costs $60, lunch included. Places are limited to 48 riders.</p>`,
      `<p>Nuestra clínica de formación juvenil vuelve el sábado anterior a la primera ronda. Entrenadores de la categoría experta trabajarán en grupos reducidos la posición sobre la moto, las salidas, las curvas y la frenada, y el director de carrera recorrerá la pista con los pilotos para explicarles las banderas y las normas de conducta.</p>
<ul>
<li>Abierta a pilotos de 6 a 15 años con motos de 50 cc a 125 cc.</li>
<li>Grupos de ocho pilotos por entrenador, organizados por edad y experiencia.</li>
<li>Un padre, una madre o un tutor debe permanecer en el circuito durante toda la jornada.</li>
</ul>
<p>La clínica cuesta 60 $, almuerzo incluido. Las plazas están limitadas a 48 pilotos.</p>`,
      `<p>Notre clinique de développement jeunesse revient le samedi précédant la première épreuve. Des entraîneurs de la classe expert travailleront en petits groupes la position sur la moto, les départs, les virages et le freinage, et le directeur de course fera le tour de la piste avec les pilotes pour leur expliquer les drapeaux et les règles de conduite.</p>
<ul>
<li>Ouverte aux pilotes de 6 à 15 ans sur des motos de 50 cc à 125 cc.</li>
<li>Groupes de huit pilotes par entraîneur, selon l’âge et l’expérience.</li>
<li>Un parent ou tuteur doit rester sur place toute la journée.</li>
</ul>
<p>La clinique coûte 60 $, dîner compris. Les places sont limitées à 48 pilotes.</p>`,
    ),
  },
  {
    id: 7,
    slug: 'rulebook-2026-published',
    daysAgo: 240,
    image: 'rulebook-published.svg',
    title: L('2026 rulebook published', 'Publicado el reglamento 2026', 'Le règlement 2026 est publié'),
    summary: L(
      'Chest protectors for all minors, a new sound limit for small bikes and a drop round: here is what changed.',
      'Peto obligatorio para todos los menores, un nuevo límite de ruido para las motos pequeñas y una ronda descartable: esto es lo que cambia.',
      'Plastron obligatoire pour tous les mineurs, nouvelle limite de bruit pour les petites cylindrées et une épreuve retranchée : voici ce qui change.',
    ),
    body: L(
      `<p>The 2026 rulebook is now on the Documents page. The main changes this season:</p>
<ul>
<li>Chest protectors are mandatory for every rider under 18, in all classes.</li>
<li>50cc and 65cc machines have their own sound limit of 109 dB(A).</li>
<li>In series of eight rounds or more, each rider's lowest round is dropped from the final standings.</li>
<li>Protests must be filed within 30 minutes of the posting of provisional results.</li>
</ul>
<p><img src="/uploads/pages/track-etiquette-flags.svg" alt="Race flags used at OORRA events" width="800" height="260"></p>
<p>Please read the flag section again before the first round: the medical flag (white with a red cross) now means no jumping in the section where it is shown.</p>`,
      `<p>El reglamento 2026 ya está en la página de Documentos. Los principales cambios de esta temporada:</p>
<ul>
<li>El peto es obligatorio para todos los pilotos menores de 18 años, en todas las categorías.</li>
<li>Las motos de 50 cc y 65 cc tienen su propio límite de ruido de 109 dB(A).</li>
<li>En las series de ocho rondas o más, la peor ronda de cada piloto se descarta de la clasificación final.</li>
<li>Las reclamaciones deben presentarse en los 30 minutos siguientes a la publicación de los resultados provisionales.</li>
</ul>
<p><img src="/uploads/pages/track-etiquette-flags.svg" alt="Banderas de carrera utilizadas en los eventos de OORRA" width="800" height="260"></p>
<p>Vuelva a leer la sección de banderas antes de la primera ronda: la bandera médica (blanca con una cruz roja) ahora significa que está prohibido saltar en la sección donde se muestra.</p>`,
      `<p>Le règlement 2026 se trouve maintenant à la page Documents. Les principaux changements de la saison :</p>
<ul>
<li>Le plastron est obligatoire pour tous les pilotes de moins de 18 ans, dans toutes les classes.</li>
<li>Les 50 cc et 65 cc ont leur propre limite de bruit de 109 dB(A).</li>
<li>Dans les séries de huit épreuves ou plus, la moins bonne épreuve de chaque pilote est retranchée du classement final.</li>
<li>Les protêts doivent être déposés dans les 30 minutes suivant l’affichage des résultats provisoires.</li>
</ul>
<p><img src="/uploads/pages/track-etiquette-flags.svg" alt="Drapeaux de course utilisés aux épreuves de l’OORRA" width="800" height="260"></p>
<p>Relisez la section sur les drapeaux avant la première épreuve : le drapeau médical (blanc avec une croix rouge) signifie maintenant qu’il est interdit de sauter dans la section où il est présenté.</p>`,
    ),
  },
  {
    id: 8,
    slug: 'season-registration-opens',
    daysAgo: 290,
    image: 'season-registration-opens.svg',
    title: L(
      'Registration for the new season is open',
      'Abiertas las inscripciones de la nueva temporada',
      'Les inscriptions pour la nouvelle saison sont ouvertes',
    ),
    summary: L(
      "Memberships and online entries for the first rounds are open. Renew early to keep last year's race number.",
      'Ya están abiertas las membresías y las inscripciones en línea para las primeras rondas. Renueve pronto para conservar su dorsal del año pasado.',
      "Les adhésions et les inscriptions en ligne aux premières épreuves sont ouvertes. Renouvelez tôt pour conserver votre numéro de l’an dernier.",
    ),
    body: L(
      `<p>Online registration for the new season is now open. Renew your membership before February 28 to keep last year's race number; after that date, numbers are released to new members.</p>
<p>Parents and guardians: minors are registered from the guardian's account, and the minor release must be signed online before the first event. The medical information form can be downloaded from the Documents page and handed in at sign-in.</p>
<p>See you at the gate!</p>`,
      `<p>La inscripción en línea para la nueva temporada ya está abierta. Renueve su membresía antes del 28 de febrero para conservar su dorsal del año pasado; a partir de esa fecha, los números quedan libres para los nuevos miembros.</p>
<p>Padres y tutores: los menores se inscriben desde la cuenta del tutor, y la exención para menores debe firmarse en línea antes del primer evento. El formulario de información médica puede descargarse en la página de Documentos y entregarse en la acreditación.</p>
<p>¡Nos vemos en la parrilla de salida!</p>`,
      `<p>Les inscriptions en ligne pour la nouvelle saison sont maintenant ouvertes. Renouvelez votre adhésion avant le 28 février pour conserver votre numéro de l’an dernier ; après cette date, les numéros sont remis aux nouveaux membres.</p>
<p>Parents et tuteurs : les mineurs sont inscrits à partir du compte du tuteur, et la renonciation pour mineur doit être signée en ligne avant la première épreuve. Le formulaire de renseignements médicaux peut être téléchargé à la page Documents et remis à l’accueil.</p>
<p>On se voit sur la grille de départ !</p>`,
    ),
  },
];

// ---------------------------------------------------------------------------------------------
// FAQs

const CATEGORY = {
  registration: L('Registration', 'Inscripción', 'Inscription'),
  raceDay: L('Race day', 'Día de carrera', 'Jour de course'),
  results: L('Results', 'Resultados', 'Résultats'),
  spectators: L('Spectators', 'Espectadores', 'Spectateurs'),
  memberships: L('Memberships', 'Membresías', 'Adhésions'),
} as const;

type TFaqSeed = { category: TLocalized; question: TLocalized; answer: TLocalized };

const FAQS: TFaqSeed[] = [
  {
    category: CATEGORY.registration,
    question: L('How do I register for a race?', '¿Cómo me inscribo en una carrera?', "Comment m’inscrire à une course ?"),
    answer: L(
      '<p>Create a racer account, check that your membership is valid, then open the event from the calendar and choose your classes. You will receive a confirmation email once payment is complete.</p>',
      '<p>Cree una cuenta de piloto, compruebe que su membresía está vigente y abra el evento desde el calendario para elegir sus categorías. Recibirá un correo de confirmación cuando se complete el pago.</p>',
      "<p>Créez un compte pilote, vérifiez que votre adhésion est valide, puis ouvrez l’épreuve à partir du calendrier et choisissez vos classes. Vous recevrez un courriel de confirmation une fois le paiement effectué.</p>",
    ),
  },
  {
    category: CATEGORY.registration,
    question: L('Can I register a rider under 18?', '¿Puedo inscribir a un piloto menor de 18 años?', 'Puis-je inscrire un pilote de moins de 18 ans ?'),
    answer: L(
      '<p>Yes. A parent or legal guardian creates their own account, adds the minor as a rider and signs the minor release. The guardian must be present on race day or name an adult representative in writing.</p>',
      '<p>Sí. Un padre, una madre o un tutor legal crea su propia cuenta, agrega al menor como piloto y firma la exención para menores. El tutor debe estar presente el día de la carrera o designar por escrito a un adulto que lo represente.</p>',
      '<p>Oui. Un parent ou tuteur légal crée son propre compte, ajoute le mineur comme pilote et signe la renonciation pour mineur. Le tuteur doit être présent le jour de la course ou désigner par écrit un adulte pour le représenter.</p>',
    ),
  },
  {
    category: CATEGORY.registration,
    question: L('When does online registration close?', '¿Cuándo cierra la inscripción en línea?', 'Quand les inscriptions en ligne ferment-elles ?'),
    answer: L(
      '<p>Each event shows its own closing date and time on its page. Some events also close early when the entry limit is reached. After online registration closes, you may still be able to enter at sign-in, with a late fee.</p>',
      '<p>Cada evento muestra su propia fecha y hora de cierre en su página. Algunos eventos cierran antes si se alcanza el cupo de inscritos. Una vez cerrada la inscripción en línea, quizá pueda inscribirse en la acreditación, con un recargo.</p>',
      "<p>Chaque épreuve affiche sa propre date et heure de fermeture sur sa page. Certaines épreuves ferment plus tôt lorsque le nombre maximal d’inscriptions est atteint. Après la fermeture des inscriptions en ligne, il est parfois possible de s’inscrire à l’accueil, avec des frais de retard.</p>",
    ),
  },
  {
    category: CATEGORY.raceDay,
    question: L('What time should I arrive?', '¿A qué hora debo llegar?', 'À quelle heure dois-je arriver ?'),
    answer: L(
      "<p>Sign-in usually opens at 7 a.m. and closes 30 minutes before the first practice. Arrive early enough to sign in, pass technical inspection and the sound test, and attend the riders' meeting.</p>",
      '<p>La acreditación suele abrir a las 7:00 y cierra 30 minutos antes del primer entrenamiento. Llegue con tiempo suficiente para acreditarse, pasar la verificación técnica y el control de ruido, y asistir a la reunión de pilotos.</p>',
      "<p>L’accueil ouvre habituellement à 7 h et ferme 30 minutes avant les premiers essais. Arrivez assez tôt pour vous inscrire, passer l’inspection technique et le test de bruit, et assister à la réunion des pilotes.</p>",
    ),
  },
  {
    category: CATEGORY.raceDay,
    question: L('What safety gear is required?', '¿Qué equipo de seguridad es obligatorio?', 'Quel équipement de sécurité est obligatoire ?'),
    answer: L(
      '<p>A certified helmet (DOT, Snell or ECE 22.06), goggles, over-the-ankle boots, gloves, long pants and a long-sleeved jersey. Chest protectors are mandatory for riders under 18 and in all quad classes. See the <strong>Rules</strong> page for details.</p>',
      '<p>Casco homologado (DOT, Snell o ECE 22.06), gafas, botas por encima del tobillo, guantes, pantalón largo y camiseta de manga larga. El peto es obligatorio para los menores de 18 años y en todas las categorías de cuatrimoto. Consulte la página de <strong>Reglamento</strong> para más detalles.</p>',
      '<p>Un casque homologué (DOT, Snell ou ECE 22.06), des lunettes, des bottes couvrant la cheville, des gants, un pantalon long et un maillot à manches longues. Le plastron est obligatoire pour les moins de 18 ans et dans toutes les classes de quad. Consultez la page <strong>Règlements</strong> pour les détails.</p>',
    ),
  },
  {
    category: CATEGORY.raceDay,
    question: L('Do I need my own transponder?', '¿Necesito mi propio transpondedor?', 'Ai-je besoin de mon propre transpondeur ?'),
    answer: L(
      '<p>Every rider needs a working transponder to be scored. If you do not have one, you can rent one at sign-in for the day or for the whole season.</p>',
      '<p>Todos los pilotos necesitan un transpondedor en funcionamiento para ser cronometrados. Si no tiene uno, puede alquilarlo en la acreditación para el día o para toda la temporada.</p>',
      "<p>Chaque pilote doit avoir un transpondeur fonctionnel pour être chronométré. Si vous n’en avez pas, vous pouvez en louer un à l’accueil pour la journée ou pour toute la saison.</p>",
    ),
  },
  {
    category: CATEGORY.raceDay,
    question: L('What happens if it rains?', '¿Qué pasa si llueve?', "Qu’arrive-t-il s’il pleut ?"),
    answer: L(
      '<p>We race rain or shine. Only lightning, flooding or an unsafe track will stop an event; the race director decides, and any change is announced on the public address and on this website.</p>',
      '<p>Corremos llueva o haga sol. Solo los rayos, las inundaciones o una pista peligrosa detienen un evento; decide el director de carrera, y cualquier cambio se anuncia por megafonía y en este sitio web.</p>',
      '<p>Nous courons beau temps, mauvais temps. Seuls les orages électriques, les inondations ou une piste dangereuse arrêtent une épreuve ; le directeur de course décide, et tout changement est annoncé au micro et sur ce site.</p>',
    ),
  },
  {
    category: CATEGORY.results,
    question: L('When are results posted?', '¿Cuándo se publican los resultados?', 'Quand les résultats sont-ils publiés ?'),
    answer: L(
      '<p>Live timing is available during each moto. Provisional results are posted after each moto and become official 30 minutes later if no protest is filed.</p>',
      '<p>El cronometraje en vivo está disponible durante cada manga. Los resultados provisionales se publican al final de cada manga y pasan a ser oficiales 30 minutos después si no se presenta ninguna reclamación.</p>',
      "<p>Le chronométrage en direct est offert pendant chaque manche. Les résultats provisoires sont affichés après chaque manche et deviennent officiels 30 minutes plus tard si aucun protêt n’est déposé.</p>",
    ),
  },
  {
    category: CATEGORY.results,
    question: L('I think my result is wrong. What can I do?', 'Creo que mi resultado es incorrecto. ¿Qué puedo hacer?', 'Je pense que mon résultat est erroné. Que faire ?'),
    answer: L(
      '<p>Go to the timing trailer with your race number as soon as possible. If the issue is not resolved, you can file a written protest with the race director within 30 minutes of the posting of provisional results.</p>',
      '<p>Acuda cuanto antes al remolque de cronometraje con su dorsal. Si el problema no se resuelve, puede presentar una reclamación por escrito ante el director de carrera en los 30 minutos siguientes a la publicación de los resultados provisionales.</p>',
      "<p>Présentez-vous le plus tôt possible à la remorque de chronométrage avec votre numéro de course. Si le problème n’est pas réglé, vous pouvez déposer un protêt écrit auprès du directeur de course dans les 30 minutes suivant l’affichage des résultats provisoires.</p>",
    ),
  },
  {
    category: CATEGORY.spectators,
    question: L('Do spectators need to sign a waiver?', '¿Los espectadores deben firmar una exención?', 'Les spectateurs doivent-ils signer une renonciation ?'),
    answer: L(
      '<p>Yes. Everyone entering the venue must have a signed waiver. You can sign online when you buy your tickets; a parent or guardian signs for children under 18.</p>',
      '<p>Sí. Todas las personas que entran al recinto deben tener una exención firmada. Puede firmarla en línea al comprar sus entradas; un padre, una madre o un tutor firma por los menores de 18 años.</p>',
      '<p>Oui. Toute personne qui entre sur le site doit avoir signé une renonciation. Vous pouvez la signer en ligne en achetant vos billets ; un parent ou tuteur signe pour les moins de 18 ans.</p>',
    ),
  },
  {
    category: CATEGORY.spectators,
    question: L('Can I bring my dog?', '¿Puedo llevar a mi perro?', 'Puis-je amener mon chien ?'),
    answer: L(
      '<p>Dogs are welcome on a leash no longer than 2 metres. Keep them away from the track fence and the pits, and please clean up after them.</p>',
      '<p>Los perros son bienvenidos con una correa de 2 metros como máximo. Manténgalos lejos de la valla de la pista y del paddock, y recoja sus excrementos.</p>',
      '<p>Les chiens sont les bienvenus en laisse de 2 mètres au maximum. Gardez-les loin de la clôture de la piste et des puits, et ramassez leurs besoins.</p>',
    ),
  },
  {
    category: CATEGORY.spectators,
    question: L('Is there food on site?', '¿Hay comida en el recinto?', 'Peut-on manger sur place ?'),
    answer: L(
      '<p>Most venues have a canteen run by the local club, and most of them accept cash and cards. Coolers and lawn chairs are welcome in the spectator area.</p>',
      '<p>La mayoría de los circuitos tienen una cantina gestionada por el club local, y casi todas aceptan efectivo y tarjeta. Las neveras portátiles y las sillas plegables son bienvenidas en la zona de espectadores.</p>',
      "<p>La plupart des sites ont une cantine tenue par le club local, et la plupart acceptent l’argent comptant et les cartes. Les glacières et les chaises pliantes sont les bienvenues dans la zone des spectateurs.</p>",
    ),
  },
  {
    category: CATEGORY.memberships,
    question: L('Which membership do I need?', '¿Qué membresía necesito?', "De quelle adhésion ai-je besoin ?"),
    answer: L(
      '<p>Racers need an annual racing membership, which includes the insurance required to ride at sanctioned events. A one-event licence is available for first-time riders who want to try a race before committing to a season.</p>',
      '<p>Los pilotos necesitan una membresía anual de competición, que incluye el seguro obligatorio para correr en eventos oficiales. Existe una licencia de un solo evento para quienes quieren probar una carrera antes de comprometerse con toda la temporada.</p>',
      "<p>Les pilotes ont besoin d’une adhésion annuelle de compétition, qui comprend l’assurance exigée pour courir aux épreuves sanctionnées. Une licence d’un jour est offerte aux nouveaux pilotes qui veulent essayer une course avant de s’engager pour la saison.</p>",
    ),
  },
  {
    category: CATEGORY.memberships,
    question: L('Can I transfer my membership to someone else?', '¿Puedo transferir mi membresía a otra persona?', "Puis-je transférer mon adhésion à quelqu’un d’autre ?"),
    answer: L(
      "<p>No. Memberships are personal and include insurance in the member's name. If you cannot race this season, contact the office: unused memberships can be refunded, less a $10 fee, before the first round.</p>",
      '<p>No. Las membresías son personales e incluyen un seguro a nombre del miembro. Si no puede competir esta temporada, contacte con la oficina: las membresías sin usar pueden reembolsarse, menos 10 $ de gastos, antes de la primera ronda.</p>',
      "<p>Non. Les adhésions sont personnelles et comprennent une assurance au nom du membre. Si vous ne pouvez pas courir cette saison, communiquez avec le bureau : les adhésions inutilisées peuvent être remboursées, moins des frais de 10 $, avant la première épreuve.</p>",
    ),
  },
];

// ---------------------------------------------------------------------------------------------
// Rulebook sections

const POINTS_SCALE = [25, 22, 20, 18, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1] as const;

function pointsTable(position: string, points: string): string {
  const rows = POINTS_SCALE.slice(0, 10)
    .map((p, i) => `<tr><td>${i + 1}</td><td>${p}</td></tr>`)
    .join('');
  return `<table><thead><tr><th scope="col">${position}</th><th scope="col">${points}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

type TRuleSeed = { slug: string; title: TLocalized; body: TLocalized };

const RULE_SECTIONS: TRuleSeed[] = [
  {
    slug: 'safety-gear',
    title: L('Safety gear', 'Equipo de seguridad', 'Équipement de sécurité'),
    body: L(
      `<p>No rider may enter the track, including for practice, without the following equipment in good condition:</p>
<ul>
<li>A helmet certified to DOT FMVSS 218, Snell M2020 or ECE 22.06, less than five years old and undamaged.</li>
<li>Goggles or other eye protection.</li>
<li>Over-the-ankle motocross boots.</li>
<li>Gloves, long pants and a long-sleeved jersey.</li>
<li>A chest protector for every rider under 18 and in every quad class.</li>
</ul>
<p>Neck braces and knee braces are strongly recommended. Technical inspectors may refuse any equipment they consider unsafe.</p>`,
      `<p>Ningún piloto puede entrar en la pista, tampoco en los entrenamientos, sin el siguiente equipo en buen estado:</p>
<ul>
<li>Un casco homologado DOT FMVSS 218, Snell M2020 o ECE 22.06, con menos de cinco años y sin daños.</li>
<li>Gafas u otra protección ocular.</li>
<li>Botas de motocross por encima del tobillo.</li>
<li>Guantes, pantalón largo y camiseta de manga larga.</li>
<li>Peto para todos los pilotos menores de 18 años y en todas las categorías de cuatrimoto.</li>
</ul>
<p>Se recomiendan encarecidamente el collarín y las rodilleras. Los verificadores técnicos pueden rechazar cualquier equipo que consideren inseguro.</p>`,
      `<p>Aucun pilote ne peut entrer en piste, même pour les essais, sans l’équipement suivant en bon état :</p>
<ul>
<li>Un casque homologué DOT FMVSS 218, Snell M2020 ou ECE 22.06, de moins de cinq ans et non endommagé.</li>
<li>Des lunettes ou une autre protection oculaire.</li>
<li>Des bottes de motocross couvrant la cheville.</li>
<li>Des gants, un pantalon long et un maillot à manches longues.</li>
<li>Un plastron pour tout pilote de moins de 18 ans et dans toutes les classes de quad.</li>
</ul>
<p>Le protège-cou et les genouillères sont fortement recommandés. Les inspecteurs techniques peuvent refuser tout équipement qu’ils jugent dangereux.</p>`,
    ),
  },
  {
    slug: 'flags',
    title: L('Flags', 'Banderas', 'Drapeaux'),
    body: L(
      `<p>Flag signals must be obeyed immediately. Ignoring a yellow or red flag leads to a penalty, up to disqualification from the event.</p>
<ul>
<li><strong>Green</strong>: the track is clear; the moto has started.</li>
<li><strong>Yellow, waved</strong>: danger ahead. No passing and no jumping until past the incident.</li>
<li><strong>Blue</strong>: you are about to be lapped. Hold your line and let faster riders through.</li>
<li><strong>Red</strong>: stop racing immediately and return slowly to the start area.</li>
<li><strong>White</strong>: one lap to go.</li>
<li><strong>Checkered</strong>: end of the moto.</li>
<li><strong>Black with your number</strong>: leave the track and report to the race director.</li>
<li><strong>White with a red cross</strong>: rider down receiving medical attention. No jumping in that section.</li>
</ul>`,
      `<p>Las señales con bandera deben obedecerse de inmediato. No respetar una bandera amarilla o roja conlleva una sanción que puede llegar a la descalificación del evento.</p>
<ul>
<li><strong>Verde</strong>: la pista está libre; la manga ha comenzado.</li>
<li><strong>Amarilla agitada</strong>: peligro más adelante. Prohibido adelantar y saltar hasta dejar atrás el incidente.</li>
<li><strong>Azul</strong>: está a punto de ser doblado. Mantenga su trazada y deje pasar a los pilotos más rápidos.</li>
<li><strong>Roja</strong>: deje de competir de inmediato y vuelva despacio a la zona de salida.</li>
<li><strong>Blanca</strong>: queda una vuelta.</li>
<li><strong>A cuadros</strong>: fin de la manga.</li>
<li><strong>Negra con su número</strong>: abandone la pista y preséntese ante el director de carrera.</li>
<li><strong>Blanca con cruz roja</strong>: piloto en el suelo recibiendo atención médica. Prohibido saltar en esa sección.</li>
</ul>`,
      `<p>Les signaux des drapeaux doivent être respectés immédiatement. Ignorer un drapeau jaune ou rouge entraîne une pénalité pouvant aller jusqu’à l’exclusion de l’épreuve.</p>
<ul>
<li><strong>Vert</strong> : la piste est libre ; la manche est commencée.</li>
<li><strong>Jaune agité</strong> : danger devant. Interdiction de dépasser et de sauter jusqu’après l’incident.</li>
<li><strong>Bleu</strong> : vous allez vous faire prendre un tour. Gardez votre trajectoire et laissez passer les pilotes plus rapides.</li>
<li><strong>Rouge</strong> : arrêtez immédiatement de courir et revenez lentement à l’aire de départ.</li>
<li><strong>Blanc</strong> : il reste un tour.</li>
<li><strong>À damier</strong> : fin de la manche.</li>
<li><strong>Noir avec votre numéro</strong> : quittez la piste et présentez-vous au directeur de course.</li>
<li><strong>Blanc avec une croix rouge</strong> : pilote au sol recevant des soins. Interdiction de sauter dans cette section.</li>
</ul>`,
    ),
  },
  {
    slug: 'track-limits',
    title: L('Track limits', 'Límites de la pista', 'Limites de la piste'),
    body: L(
      `<p>Riders must stay within the course markers (stakes, tape, tire walls and banners). A rider who leaves the course, for any reason, must rejoin at the point of exit without gaining an advantage.</p>
<ul>
<li>Accidental shortcut: loss of one position for each rider passed while off course.</li>
<li>Deliberate cutting: loss of one lap.</li>
<li>Repeated or dangerous cutting: disqualification from the moto.</li>
</ul>
<p>Riding against the direction of the race is forbidden at all times, unless a marshal instructs otherwise.</p>`,
      `<p>Los pilotos deben circular dentro de las marcas del recorrido (estacas, cinta, muros de neumáticos y pancartas). Un piloto que sale del recorrido, por el motivo que sea, debe reincorporarse por el punto de salida y sin obtener ventaja.</p>
<ul>
<li>Atajo involuntario: pérdida de una posición por cada piloto adelantado fuera del recorrido.</li>
<li>Atajo deliberado: pérdida de una vuelta.</li>
<li>Atajos repetidos o peligrosos: descalificación de la manga.</li>
</ul>
<p>Está prohibido en todo momento circular en sentido contrario a la carrera, salvo indicación de un comisario.</p>`,
      `<p>Les pilotes doivent rester à l’intérieur des repères du parcours (piquets, ruban, murs de pneus et banderoles). Un pilote qui sort du parcours, pour quelque raison que ce soit, doit y revenir à l’endroit où il en est sorti, sans en tirer avantage.</p>
<ul>
<li>Raccourci involontaire : perte d’une position par pilote dépassé hors du parcours.</li>
<li>Coupe délibérée : perte d’un tour.</li>
<li>Coupes répétées ou dangereuses : exclusion de la manche.</li>
</ul>
<p>Il est interdit en tout temps de rouler dans le sens contraire de la course, sauf sur instruction d’un commissaire.</p>`,
    ),
  },
  {
    slug: 'noise-limits',
    title: L('Noise limits', 'Límites de ruido', 'Limites de bruit'),
    body: L(
      `<p>Sound is measured with the FIM 2-metre max method at technical inspection. Limits:</p>
<ul>
<li>Motocross and quad classes: 112 dB(A).</li>
<li>50cc and 65cc classes: 109 dB(A).</li>
<li>Tolerance when a machine is tested again after a moto: +1 dB(A).</li>
</ul>
<p>A machine over the limit must be corrected before it may start, and may be tested again at any time at the request of the race director. The full procedure is in the sound test document on the Documents page.</p>`,
      `<p>El ruido se mide con el método FIM de 2 metros a régimen máximo durante la verificación técnica. Límites:</p>
<ul>
<li>Categorías de motocross y de cuatrimoto: 112 dB(A).</li>
<li>Categorías de 50 cc y 65 cc: 109 dB(A).</li>
<li>Tolerancia cuando una máquina se vuelve a medir después de una manga: +1 dB(A).</li>
</ul>
<p>Una máquina que supere el límite debe corregirse antes de tomar la salida, y puede volver a medirse en cualquier momento a petición del director de carrera. El procedimiento completo está en el documento de control de ruido de la página de Documentos.</p>`,
      `<p>Le bruit est mesuré selon la méthode FIM à 2 mètres au régime maximal lors de l’inspection technique. Limites :</p>
<ul>
<li>Classes de motocross et de quad : 112 dB(A).</li>
<li>Classes 50 cc et 65 cc : 109 dB(A).</li>
<li>Tolérance lorsqu’une machine est mesurée de nouveau après une manche : +1 dB(A).</li>
</ul>
<p>Une machine qui dépasse la limite doit être corrigée avant de prendre le départ, et peut être mesurée de nouveau en tout temps à la demande du directeur de course. La procédure complète se trouve dans le document sur la mesure du bruit, à la page Documents.</p>`,
    ),
  },
  {
    slug: 'minors-and-guardians',
    title: L('Minors and guardians', 'Menores y tutores', 'Mineurs et tuteurs'),
    body: L(
      `<p>Riders under 18 may race only with a minor release signed by a parent or legal guardian. The guardian must:</p>
<ul>
<li>register the minor from their own account and sign the release online or at sign-in;</li>
<li>be present for the whole event, or name an adult representative in writing;</li>
<li>go with the minor to the riders' meeting in the 50cc and 65cc classes.</li>
</ul>
<p>Age limits for each class are given in the class descriptions. A rider's age for the whole season is their age on January 1.</p>`,
      `<p>Los pilotos menores de 18 años solo pueden competir con una exención para menores firmada por su padre, su madre o su tutor legal. El tutor debe:</p>
<ul>
<li>inscribir al menor desde su propia cuenta y firmar la exención en línea o en la acreditación;</li>
<li>estar presente durante todo el evento, o designar por escrito a un adulto que lo represente;</li>
<li>acompañar al menor a la reunión de pilotos en las categorías de 50 cc y 65 cc.</li>
</ul>
<p>Los límites de edad de cada categoría figuran en su descripción. La edad de un piloto para toda la temporada es la que tiene el 1 de enero.</p>`,
      `<p>Les pilotes de moins de 18 ans ne peuvent courir qu’avec une renonciation pour mineur signée par un parent ou un tuteur légal. Le tuteur doit :</p>
<ul>
<li>inscrire le mineur à partir de son propre compte et signer la renonciation en ligne ou à l’accueil ;</li>
<li>être présent pendant toute l’épreuve, ou désigner par écrit un adulte pour le représenter ;</li>
<li>accompagner le mineur à la réunion des pilotes dans les classes 50 cc et 65 cc.</li>
</ul>
<p>Les limites d’âge de chaque classe figurent dans la description des classes. L’âge d’un pilote pour toute la saison est son âge au 1er janvier.</p>`,
    ),
  },
  {
    slug: 'protests',
    title: L('Protests', 'Reclamaciones', 'Protêts'),
    body: L(
      `<p>Protests are made in writing to the race director within 30 minutes of the posting of provisional results for the moto concerned.</p>
<ul>
<li>Fee: $100 per protest, refunded if the protest is upheld.</li>
<li>Engine protests (displacement, fuel): $250 deposit. The protested machine is sealed and inspected after the event.</li>
<li>Marshals' judgement calls (flags, jumping under a yellow flag) can be reviewed, but spectators' videos are not accepted as evidence.</li>
</ul>
<p>A decision of the race director can be appealed to the association's board within seven days.</p>`,
      `<p>Las reclamaciones se presentan por escrito ante el director de carrera en los 30 minutos siguientes a la publicación de los resultados provisionales de la manga en cuestión.</p>
<ul>
<li>Tasa: 100 $ por reclamación, que se devuelven si la reclamación prospera.</li>
<li>Reclamaciones técnicas sobre el motor (cilindrada, combustible): depósito de 250 $. La máquina reclamada se precinta y se inspecciona después del evento.</li>
<li>Las decisiones de apreciación de los comisarios (banderas, saltos con bandera amarilla) pueden revisarse, pero no se aceptan vídeos de espectadores como prueba.</li>
</ul>
<p>Las decisiones del director de carrera pueden recurrirse ante la junta directiva de la asociación en un plazo de siete días.</p>`,
      `<p>Les protêts sont déposés par écrit auprès du directeur de course dans les 30 minutes suivant l’affichage des résultats provisoires de la manche visée.</p>
<ul>
<li>Frais : 100 $ par protêt, remboursés si le protêt est accueilli.</li>
<li>Protêts techniques sur le moteur (cylindrée, carburant) : dépôt de 250 $. La machine visée est scellée et inspectée après l’épreuve.</li>
<li>Les décisions d’appréciation des commissaires (drapeaux, sauts sous drapeau jaune) peuvent être révisées, mais les vidéos de spectateurs ne sont pas acceptées comme preuve.</li>
</ul>
<p>Une décision du directeur de course peut être portée en appel devant le conseil d’administration de l’association dans un délai de sept jours.</p>`,
    ),
  },
  {
    slug: 'scoring-and-series-points',
    title: L('Scoring and series points', 'Cronometraje y puntos de la serie', 'Pointage et points des séries'),
    body: L(
      `<p>Scoring is by transponder, backed up by manual lap charts. Points are awarded in each moto as follows:</p>
${pointsTable('Position', 'Points')}
<p>From 11th place, each position scores one point less, down to 1 point for 20th.</p>
<ul>
<li>To be classified, a rider must complete at least half of the winner's laps.</li>
<li>Overall event results are the sum of moto points; ties go to the better result in the last moto.</li>
<li>In series of eight rounds or more, each rider's lowest round is dropped from the final standings. A disqualification cannot be dropped.</li>
<li>Series ties are broken by the number of moto wins, then by the result of the last round.</li>
</ul>
<p>The points scale is also available as a CSV file on the Documents page.</p>`,
      `<p>El cronometraje se hace con transpondedor, con hojas de vueltas manuales como respaldo. En cada manga se otorgan los siguientes puntos:</p>
${pointsTable('Posición', 'Puntos')}
<p>A partir del 11.º puesto, cada posición suma un punto menos, hasta 1 punto para el 20.º.</p>
<ul>
<li>Para ser clasificado, un piloto debe completar al menos la mitad de las vueltas del ganador.</li>
<li>El resultado general del evento es la suma de los puntos de las mangas; en caso de empate, gana quien tenga el mejor resultado en la última manga.</li>
<li>En las series de ocho rondas o más, la peor ronda de cada piloto se descarta de la clasificación final. Una descalificación no puede descartarse.</li>
<li>Los empates en la serie se resuelven por el número de victorias en mangas y, después, por el resultado de la última ronda.</li>
</ul>
<p>La escala de puntos también está disponible en un archivo CSV en la página de Documentos.</p>`,
      `<p>Le pointage se fait par transpondeur, avec des feuilles de tours manuelles en renfort. Les points suivants sont attribués à chaque manche :</p>
${pointsTable('Position', 'Points')}
<p>À partir de la 11e place, chaque position vaut un point de moins, jusqu’à 1 point pour la 20e.</p>
<ul>
<li>Pour être classé, un pilote doit compléter au moins la moitié des tours du gagnant.</li>
<li>Le résultat général de l’épreuve est la somme des points des manches ; en cas d’égalité, le meilleur résultat de la dernière manche l’emporte.</li>
<li>Dans les séries de huit épreuves ou plus, la moins bonne épreuve de chaque pilote est retranchée du classement final. Une exclusion ne peut pas être retranchée.</li>
<li>Les égalités au classement des séries sont départagées par le nombre de victoires en manche, puis par le résultat de la dernière épreuve.</li>
</ul>
<p>Le barème de points est aussi offert en fichier CSV à la page Documents.</p>`,
    ),
  },
  {
    slug: 'quads',
    title: L('Quads', 'Cuatrimotos', 'Quads'),
    body: L(
      `<p>Quads race in their own classes, with these additional requirements:</p>
<ul>
<li>A working tether kill switch attached to the rider's wrist.</li>
<li>Full nerf bars with heel guards, and a rear bumper.</li>
<li>A front bumper no wider than the front tires.</li>
<li>Youth quads: 90cc four-stroke maximum, riders aged 10 to 15.</li>
<li>A chest protector for every quad rider.</li>
</ul>
<p>Quad starts use a separate gate or a dead-engine start, at the race director's choice.</p>`,
      `<p>Las cuatrimotos compiten en sus propias categorías, con estos requisitos adicionales:</p>
<ul>
<li>Cortacorriente con cordón en funcionamiento, sujeto a la muñeca del piloto.</li>
<li>Estriberas completas (nerf bars) con protección de talón y parachoques trasero.</li>
<li>Parachoques delantero no más ancho que los neumáticos delanteros.</li>
<li>Cuatrimotos juveniles: 90 cc cuatro tiempos como máximo, pilotos de 10 a 15 años.</li>
<li>Peto obligatorio para todos los pilotos de cuatrimoto.</li>
</ul>
<p>Las salidas de cuatrimotos se hacen con una parrilla propia o con motor parado, a elección del director de carrera.</p>`,
      `<p>Les quads courent dans leurs propres classes, avec les exigences supplémentaires suivantes :</p>
<ul>
<li>Un coupe-circuit à cordon fonctionnel, attaché au poignet du pilote.</li>
<li>Des marchepieds complets (nerf bars) avec protège-talons, et un pare-chocs arrière.</li>
<li>Un pare-chocs avant pas plus large que les pneus avant.</li>
<li>Quad jeunesse : 90 cc quatre-temps au maximum, pilotes de 10 à 15 ans.</li>
<li>Un plastron pour tout pilote de quad.</li>
</ul>
<p>Les départs des quads se font avec une grille distincte ou moteur arrêté, au choix du directeur de course.</p>`,
    ),
  },
];

// ---------------------------------------------------------------------------------------------
// Documents (sizes are the real byte sizes of the files under public/uploads/documents/)

const DOCUMENTS: PgInsertValue<typeof c.documents>[] = [
  {
    id: 1,
    title: L('2026 rulebook', 'Reglamento 2026', 'Règlement 2026'),
    description: L(
      'Competition rules for motocross, hare scramble and quad classes.',
      'Reglamento deportivo de motocross, hare scramble y cuatrimotos. Disponible solo en inglés.',
      'Règlement sportif du motocross, du hare scramble et du quad. Offert en anglais seulement.',
    ),
    category: L('Rules', 'Reglamento', 'Règlements'),
    fileUrl: `${UPLOADS}/documents/rulebook-2026.pdf`,
    mime: 'application/pdf',
    sizeBytes: 6109,
    language: 'en',
    publishedAt: daysBefore(240),
    sortOrder: 1,
  },
  {
    id: 2,
    title: L('Entry form (paper)', 'Formulario de inscripción (papel)', "Formulaire d’inscription (papier)"),
    description: L(
      'For riders who enter at sign-in on race day. Bilingual, English and French.',
      'Para los pilotos que se inscriben en la acreditación el día de la carrera. Bilingüe, en inglés y francés.',
      "Pour les pilotes qui s’inscrivent à l’accueil le jour de la course. Bilingue, anglais et français.",
    ),
    category: L('Forms', 'Formularios', 'Formulaires'),
    fileUrl: `${UPLOADS}/documents/entry-form-2026.pdf`,
    mime: 'application/pdf',
    sizeBytes: 3925,
    language: null,
    publishedAt: daysBefore(290),
    sortOrder: 2,
  },
  {
    id: 3,
    title: L('Medical information form', 'Formulario de información médica', 'Formulaire de renseignements médicaux'),
    description: L(
      'Fill in once per season and hand in at sign-in. Bilingual, English and French.',
      'Se rellena una vez por temporada y se entrega en la acreditación. Bilingüe, en inglés y francés.',
      "À remplir une fois par saison et à remettre à l’accueil. Bilingue, anglais et français.",
    ),
    category: L('Forms', 'Formularios', 'Formulaires'),
    fileUrl: `${UPLOADS}/documents/medical-form.pdf`,
    mime: 'application/pdf',
    sizeBytes: 3553,
    language: null,
    publishedAt: daysBefore(290),
    sortOrder: 3,
  },
  {
    id: 4,
    title: L('Sound test procedure', 'Procedimiento de control de ruido', 'Procédure de mesure du bruit'),
    description: L(
      'How machines are tested with the 2-metre max method, and the limits for each class.',
      'Cómo se miden las máquinas con el método de 2 metros a régimen máximo y los límites de cada categoría. Disponible solo en inglés.',
      'Comment les machines sont mesurées selon la méthode à 2 mètres au régime maximal, et les limites de chaque classe. Offert en anglais seulement.',
    ),
    category: L('Technical', 'Técnico', 'Technique'),
    fileUrl: `${UPLOADS}/documents/sound-test-procedure.pdf`,
    mime: 'application/pdf',
    sizeBytes: 2898,
    language: 'en',
    publishedAt: daysBefore(240),
    sortOrder: 4,
  },
  {
    id: 5,
    title: L('Volunteer guide (French)', 'Guía del voluntario (en francés)', 'Guide du bénévole'),
    description: L(
      'Roles, safety and what to bring on race day. Available in French only.',
      'Puestos, seguridad y qué llevar el día de la carrera. Disponible solo en francés.',
      'Les postes, la sécurité et quoi apporter le jour de la course.',
    ),
    category: L('Volunteers', 'Voluntarios', 'Bénévoles'),
    fileUrl: `${UPLOADS}/documents/guide-benevole-2026.pdf`,
    mime: 'application/pdf',
    sizeBytes: 3047,
    language: 'fr',
    publishedAt: daysBefore(200),
    sortOrder: 5,
  },
  {
    id: 6,
    title: L('Series points scale (CSV)', 'Escala de puntos de la serie (CSV)', 'Barème de points des séries (CSV)'),
    description: L(
      'Points for each finishing position in a moto, for spreadsheets.',
      'Puntos por cada posición final en una manga, para hojas de cálculo.',
      "Points pour chaque position d’arrivée dans une manche, pour les tableurs.",
    ),
    category: L('Results', 'Resultados', 'Résultats'),
    fileUrl: `${UPLOADS}/documents/points-scale-2026.csv`,
    mime: 'text/csv',
    sizeBytes: 118,
    language: null,
    publishedAt: daysBefore(240),
    sortOrder: 6,
  },
];

// ---------------------------------------------------------------------------------------------
// Contacts and about

const CONTACT_LISTS: PgInsertValue<typeof c.contactLists>[] = [
  {
    id: 1,
    title: L('Office', 'Oficina', 'Bureau'),
    sortOrder: 1,
    contacts: [
      {
        name: 'Sandra Whitfield',
        role: L('Office manager', 'Responsable de oficina', 'Directrice du bureau'),
        email: 'office@oorra.ca',
        phone: '416-555-0142',
      },
      {
        name: 'Marc-André Tremblay',
        role: L('Membership coordinator', 'Coordinador de membresías', 'Coordonnateur des adhésions'),
        email: 'membership@oorra.ca',
        phone: '416-555-0143',
      },
      {
        name: 'Chloé Bergeron',
        role: L('Volunteer coordinator', 'Coordinadora de voluntarios', 'Coordonnatrice des bénévoles'),
        email: 'volunteers@oorra.ca',
        phone: '416-555-0145',
      },
      {
        name: 'Priya Raman',
        role: L('Privacy officer', 'Responsable de privacidad', 'Responsable de la protection des renseignements personnels'),
        email: 'privacy@oorra.ca',
      },
    ],
  },
  {
    id: 2,
    title: L('Race direction', 'Dirección de carrera', 'Direction de course'),
    sortOrder: 2,
    contacts: [
      {
        name: 'Dave Kowalski',
        role: L('Race director', 'Director de carrera', 'Directeur de course'),
        email: 'racedirector@oorra.ca',
        phone: '416-555-0158',
      },
      {
        name: 'Isabelle Gagnon',
        role: L('Clerk of the course', 'Secretaria de carrera', 'Secrétaire de course'),
        email: 'clerk@oorra.ca',
        phone: '416-555-0159',
      },
      {
        name: 'Raj Patel',
        role: L('Safety officer', 'Responsable de seguridad', 'Responsable de la sécurité'),
        email: 'safety@oorra.ca',
        phone: '416-555-0160',
      },
    ],
  },
  {
    id: 3,
    title: L('Timing & scoring', 'Cronometraje y resultados', 'Chronométrage et résultats'),
    sortOrder: 3,
    contacts: [
      {
        name: 'Émilie Roy',
        role: L('Chief of timing', 'Jefa de cronometraje', 'Chef du chronométrage'),
        email: 'timing@oorra.ca',
        phone: '416-555-0171',
      },
      {
        name: 'Tom Nguyen',
        role: L('Transponder rentals', 'Alquiler de transpondedores', 'Location de transpondeurs'),
        email: 'transponders@oorra.ca',
        phone: '416-555-0172',
      },
      {
        name: 'José Álvarez',
        role: L('Results and series points', 'Resultados y puntos de la serie', 'Résultats et points des séries'),
        email: 'results@oorra.ca',
      },
    ],
  },
];

const ABOUT_PAGES: PgInsertValue<typeof c.aboutPages>[] = [
  {
    id: 1,
    title: L('About OORRA', 'Quiénes somos', "À propos de l’OORRA"),
    about: L(
      '<p>The Ontario Off-Road Racing Association is a not-for-profit, volunteer-run association that sanctions motocross, hare scramble and quad racing in Ontario. We write the rules, train officials, run timing and scoring, and keep the series points for riders of every age and level.</p>',
      '<p>La Ontario Off-Road Racing Association es una asociación sin ánimo de lucro, gestionada por voluntarios, que avala carreras de motocross, hare scramble y cuatrimotos en Ontario. Redactamos el reglamento, formamos a los oficiales, nos encargamos del cronometraje y llevamos los puntos de las series para pilotos de todas las edades y niveles.</p>',
      "<p>L’Ontario Off-Road Racing Association est un organisme sans but lucratif, géré par des bénévoles, qui sanctionne les courses de motocross, de hare scramble et de quad en Ontario. Nous rédigeons le règlement, formons les officiels, assurons le chronométrage et tenons les points des séries pour les pilotes de tous les âges et de tous les niveaux.</p>",
    ),
    body: L(
      `<h2>Our story</h2>
<p>OORRA was founded in 1987 by a handful of riders and track owners who wanted one set of rules and one championship for the whole province. Today the association brings together several hundred racing members, a dozen partner tracks and promoters, and a volunteer team that keeps every race day running.</p>
<h2>What we stand for</h2>
<ul>
<li><strong>Safety first</strong>: trained flaggers, medical staff at every event and equipment checks before every practice.</li>
<li><strong>Racing for everyone</strong>: classes from 50cc Peewees to veterans, and a one-event licence to try racing.</li>
<li><strong>Fair results</strong>: transponder timing, published rules and an open protest process.</li>
<li><strong>Good neighbours</strong>: sound limits, dust control and quiet hours at every venue.</li>
</ul>
<h2>Governance</h2>
<p>The association is run by a board of nine directors elected by the members at the annual general meeting in January. Board meetings are open to members, and minutes are available from the office on request.</p>`,
      `<h2>Nuestra historia</h2>
<p>OORRA nació en 1987 de la mano de un puñado de pilotos y propietarios de circuitos que querían un único reglamento y un único campeonato para toda la provincia. Hoy la asociación reúne a varios cientos de miembros con licencia de competición, una docena de circuitos y promotores asociados, y un equipo de voluntarios que hace posible cada jornada de carreras.</p>
<h2>Nuestros valores</h2>
<ul>
<li><strong>La seguridad, lo primero</strong>: comisarios de bandera formados, personal médico en cada evento y revisión del equipo antes de cada entrenamiento.</li>
<li><strong>Carreras para todos</strong>: categorías desde 50 cc hasta veteranos, y una licencia de un solo evento para probar la competición.</li>
<li><strong>Resultados justos</strong>: cronometraje por transpondedor, reglamento público y un proceso de reclamaciones transparente.</li>
<li><strong>Buenos vecinos</strong>: límites de ruido, control del polvo y horarios de silencio en todos los circuitos.</li>
</ul>
<h2>Gobierno</h2>
<p>La asociación está dirigida por una junta de nueve directores elegidos por los miembros en la asamblea general anual de enero. Las reuniones de la junta están abiertas a los miembros, y las actas pueden solicitarse a la oficina.</p>`,
      `<h2>Notre histoire</h2>
<p>L’OORRA a été fondée en 1987 par une poignée de pilotes et de propriétaires de pistes qui voulaient un seul règlement et un seul championnat pour toute la province. Aujourd’hui, l’association rassemble plusieurs centaines de membres compétiteurs, une douzaine de pistes et de promoteurs partenaires, et une équipe de bénévoles grâce à qui chaque journée de course se déroule rondement.</p>
<h2>Nos valeurs</h2>
<ul>
<li><strong>La sécurité d’abord</strong> : des signaleurs formés, du personnel médical à chaque épreuve et une vérification de l’équipement avant chaque séance d’essais.</li>
<li><strong>La course pour tous</strong> : des classes de la 50 cc aux vétérans, et une licence d’un jour pour essayer la compétition.</li>
<li><strong>Des résultats justes</strong> : chronométrage par transpondeur, règlement public et processus de protêt transparent.</li>
<li><strong>De bons voisins</strong> : limites de bruit, contrôle de la poussière et couvre-feu sur tous les sites.</li>
</ul>
<h2>Gouvernance</h2>
<p>L’association est dirigée par un conseil de neuf administrateurs élus par les membres lors de l’assemblée générale annuelle de janvier. Les réunions du conseil sont ouvertes aux membres, et les procès-verbaux peuvent être obtenus auprès du bureau.</p>`,
    ),
  },
];

// ---------------------------------------------------------------------------------------------

/** Insert the demo content into an empty database (explicit ids; sequences are reset by the caller). */
export async function seedContent(db: TDatabase): Promise<void> {
  await insertRows(db, c.settings, SETTINGS);
  await insertRows(db, c.parameterImages, PARAMETER_IMAGES);
  await insertRows(db, c.languages, LANGUAGES);

  await insertRows(
    db,
    c.menus,
    MENUS.map(({ subs: _subs, ...menu }, index) => ({ ...menu, sortOrder: (index + 1) * 10 })),
  );
  await insertRows(
    db,
    c.subMenus,
    MENUS.flatMap((menu) => (menu.subs ?? []).map((sub, index) => ({ ...sub, menuId: menu.id, sortOrder: index + 1 }))),
  );

  await insertRows(db, c.homePages, HOME_PAGES);
  await insertRows(db, c.homeImages, HOME_IMAGES);
  await insertRows(db, c.homeMenuButtons, HOME_MENU_BUTTONS);

  await insertRows(db, c.sponsors, SPONSORS);
  await insertRows(db, c.floatingSponsorSettings, FLOATING_SPONSOR_SETTINGS);
  await insertRows(db, c.footerItems, FOOTER_ITEMS);

  await insertRows(db, c.simplePages, SIMPLE_PAGES);
  await insertRows(
    db,
    c.newsArticles,
    NEWS.map(({ daysAgo, image, ...article }) => ({
      ...article,
      imageUrl: `${UPLOADS}/news/${image}`,
      publishedAt: daysBefore(daysAgo),
    })),
  );
  await insertRows(
    db,
    c.faqs,
    FAQS.map((faq, index) => ({ id: index + 1, ...faq, sortOrder: index + 1 })),
  );
  await insertRows(
    db,
    c.ruleSections,
    RULE_SECTIONS.map((rule, index) => ({ id: index + 1, ...rule, sortOrder: index + 1 })),
  );
  await insertRows(db, c.documents, DOCUMENTS);
  await insertRows(db, c.contactLists, CONTACT_LISTS);
  await insertRows(db, c.aboutPages, ABOUT_PAGES);
}

/** The demo content as seeded, for tests that check what the site shows (e2e fixtures). */
export const DEMO_CONTENT = {
  menus: MENUS,
  homePages: HOME_PAGES,
  homeImages: HOME_IMAGES,
  homeButtons: HOME_MENU_BUTTONS,
  sponsors: SPONSORS,
  floatingSettings: FLOATING_SPONSOR_SETTINGS,
  footer: FOOTER_ITEMS,
} as const;
