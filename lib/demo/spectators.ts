/**
 * Spectator tickets and waivers of the demo (README "Demo data"):
 *
 * - the ticket settings of every event (event_ticketing): on sale for events 4 ($25.00, selfie
 *   waiver), 5 ($20.00) and 7 (finished), 13 % tax in Ontario and 14.98 % in Quebec, in CAD;
 * - waiver texts, in en/es/fr, for every event with tickets on sale; event 4 (Copper Creek
 *   Motocross) has two versions (the second adds the media clause), the others one;
 * - promo codes PADDOCK10 (10 % off, event 4), FAMILY5 ($5 off from 3 tickets, any event) and
 *   EARLYBIRD (expired);
 * - purchase 1 of the demo spectator (account 104, Sam Rivera) for event 4, not paid yet, with
 *   three stable waivers:
 *     00000000-0000-4000-8000-000000000001  Camila Ortega, not signed (link mailed)
 *     00000000-0000-4000-8000-000000000002  Jordan Blake, rejected
 *     00000000-0000-4000-8000-000000000003  Sam Rivera (the buyer), signed with a complete record:
 *                                           signature, selfie, hashes, IP, user agent, Spanish.
 */
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { TLocale } from '../constants';
import { storeSelfieAs } from '../spectators/files';
import { canonicalWaiverText, sealRecord, sha256Hex, waiverTextHashes, type TWaiverTextParts } from '../spectators/domain/waiver-text';
import { computeTotals } from '../spectators/domain/totals';
import type { TDatabase } from '../db/open';
import {
  eventTicketing,
  promoCodes,
  spectatorPurchases,
  spectators,
  waiverRecords,
  waiverTexts,
  waivers,
  type TTrilingual,
  type TWaiverBox,
} from '../db/schema/spectators';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS } from './accounts';
import { demoEventTicketing } from './platform';

export const DEMO_WAIVER_UUIDS = {
  notSigned: '00000000-0000-4000-8000-000000000001',
  rejected: '00000000-0000-4000-8000-000000000002',
  signed: '00000000-0000-4000-8000-000000000003',
} as const;

export const DEMO_TICKET_EVENT_ID = 4;
export const DEMO_PURCHASE_ID = 1;
export const DEMO_PROMO_CODES = { percent: 'PADDOCK10', amount: 'FAMILY5', expired: 'EARLYBIRD' } as const;

const DAY = 24 * 60 * 60 * 1000;

type TVenue = { eventName: string; venue: string };

function paragraphs(v: TVenue): Record<string, TTrilingual> {
  return {
    legal: {
      en: 'This is a legal document. By signing it you give up certain legal rights, including the right to sue. Read it carefully before you sign.',
      es: 'Este es un documento legal. Al firmarlo renuncia a ciertos derechos legales, incluido el derecho a demandar. Léalo con atención antes de firmar.',
      fr: "Ceci est un document juridique. En le signant, vous renoncez à certains droits, dont le droit d’intenter une poursuite. Lisez-le attentivement avant de signer.",
    },
    definitions: {
      en: `In this agreement, "the Event" means ${v.eventName}, held at ${v.venue}, and every activity connected with it: practice, qualifying, racing, pit and paddock activities, parking and camping. "The Releasees" means the Ontario Off-Road Racing Association (OORRA), the promoter of the Event, the owners and lessees of the venue, the sanctioning bodies, sponsors, officials, marshals, track workers, medical and rescue personnel, riders and their crews, and the directors, officers, employees, volunteers and agents of each of them.`,
      es: `En este acuerdo, «el Evento» significa ${v.eventName}, que se celebra en ${v.venue}, y toda actividad relacionada con él: entrenamientos, clasificaciones, carreras, actividades en boxes y en el paddock, estacionamiento y acampada. «Los Exonerados» significa la Ontario Off-Road Racing Association (OORRA), el promotor del Evento, los propietarios y arrendatarios del recinto, los organismos de sanción, los patrocinadores, los oficiales, los comisarios, el personal de pista, el personal médico y de rescate, los pilotos y sus equipos, y los directivos, empleados, voluntarios y representantes de cada uno de ellos.`,
      fr: `Dans la présente convention, « l’Événement » désigne ${v.eventName}, tenu à ${v.venue}, ainsi que toute activité qui s’y rattache : essais, qualifications, courses, activités dans les puits et le paddock, stationnement et camping. « Les Renonciataires » désigne l’Ontario Off-Road Racing Association (OORRA), le promoteur de l’Événement, les propriétaires et locataires du site, les organismes de sanction, les commanditaires, les officiels, les commissaires, le personnel de piste, le personnel médical et de sauvetage, les pilotes et leurs équipes, ainsi que les administrateurs, dirigeants, employés, bénévoles et mandataires de chacun d’eux.`,
    },
    risks: {
      en: 'Assumption of risks. I understand that off-road motorcycle and quad racing is dangerous, for riders and for spectators. Vehicles can leave the track at speed and cross barriers, fences and catch-fencing; stones, mud, dust and parts can be thrown into spectator areas; the ground is uneven, slippery and may be wet or muddy; there is loud noise, dust, exhaust fumes and fuel; and vehicles move in the pits, the paddock and on access roads. These risks can cause serious injury, permanent disability, death and damage to property. I freely accept and assume all of these risks, whether or not they are caused by the negligence of the Releasees.',
      es: 'Asunción de riesgos. Entiendo que las carreras de motos y cuatrimotos todoterreno son peligrosas, para los pilotos y para los espectadores. Los vehículos pueden salirse de la pista a gran velocidad y atravesar barreras, vallas y redes de contención; piedras, barro, polvo y piezas pueden salir despedidos hacia las zonas de espectadores; el terreno es irregular, resbaladizo y puede estar mojado o embarrado; hay ruido intenso, polvo, gases de escape y combustible; y circulan vehículos por los boxes, el paddock y los caminos de acceso. Estos riesgos pueden causar lesiones graves, discapacidad permanente, la muerte y daños materiales. Acepto y asumo libremente todos estos riesgos, estén o no causados por la negligencia de los Exonerados.',
      fr: "Acceptation des risques. Je comprends que les courses de motos et de quads hors route sont dangereuses, pour les pilotes comme pour les spectateurs. Des véhicules peuvent quitter la piste à haute vitesse et franchir les barrières, clôtures et filets de protection ; des pierres, de la boue, de la poussière et des pièces peuvent être projetées vers les zones de spectateurs ; le terrain est inégal, glissant et peut être mouillé ou boueux ; il y a du bruit intense, de la poussière, des gaz d’échappement et du carburant ; et des véhicules circulent dans les puits, le paddock et les chemins d’accès. Ces risques peuvent causer des blessures graves, une invalidité permanente, la mort et des dommages matériels. J’accepte et j’assume librement tous ces risques, qu’ils découlent ou non de la négligence des Renonciataires.",
    },
    rules: {
      en: 'Rules. I will stay in the areas open to spectators, obey the instructions of officials and marshals and all posted signs, and never enter the track, the pit lane or any restricted area. Access to restricted areas requires a separate pass and waiver. I will keep children in my care under supervision at all times. Pets must be leashed where they are allowed. I will not bring glass containers, drones or fireworks.',
      es: 'Normas. Permaneceré en las zonas abiertas a los espectadores, obedeceré las instrucciones de los oficiales y comisarios y todas las señales, y nunca entraré en la pista, en la calle de boxes ni en ninguna zona restringida. El acceso a las zonas restringidas requiere un pase y una exención aparte. Mantendré en todo momento bajo vigilancia a los niños a mi cargo. Las mascotas deben ir con correa donde estén permitidas. No traeré envases de vidrio, drones ni fuegos artificiales.',
      fr: "Règles. Je resterai dans les zones ouvertes aux spectateurs, j’obéirai aux consignes des officiels et des commissaires ainsi qu’à toute la signalisation, et je n’entrerai jamais sur la piste, dans la voie des puits ni dans une zone réservée. L’accès aux zones réservées exige un laissez-passer et une renonciation distincts. Je garderai en tout temps sous surveillance les enfants dont j’ai la charge. Les animaux doivent être tenus en laisse là où ils sont permis. Je n’apporterai ni contenants de verre, ni drones, ni feux d’artifice.",
    },
    release: {
      en: 'Release and waiver. In consideration of being allowed to attend the Event, I release, waive and discharge the Releasees from all liability to me, my heirs and my estate for any loss, damage, injury or death I suffer while at or travelling within the venue, including loss or injury caused by their negligence, to the fullest extent permitted by law.',
      es: 'Exoneración y renuncia. A cambio de que se me permita asistir al Evento, exonero, libero y eximo a los Exonerados de toda responsabilidad frente a mí, mis herederos y mi patrimonio por cualquier pérdida, daño, lesión o muerte que sufra mientras esté en el recinto o circule por él, incluidas las pérdidas o lesiones causadas por su negligencia, en la máxima medida permitida por la ley.',
      fr: "Décharge et renonciation. En contrepartie de l’autorisation d’assister à l’Événement, je libère et décharge les Renonciataires et je renonce à tout recours contre eux, pour moi-même, mes héritiers et ma succession, à l’égard de toute perte, de tout dommage, de toute blessure ou du décès que je pourrais subir sur le site ou en y circulant, y compris ceux causés par leur négligence, dans toute la mesure permise par la loi.",
    },
    indemnity: {
      en: 'Indemnity. I agree to indemnify and hold harmless the Releasees from any claim, loss or expense, including legal fees, arising from my presence at the Event or from my breach of this agreement.',
      es: 'Indemnización. Acepto indemnizar y mantener indemnes a los Exonerados frente a cualquier reclamación, pérdida o gasto, incluidos los honorarios legales, que se derive de mi presencia en el Evento o del incumplimiento de este acuerdo.',
      fr: "Indemnisation. Je m’engage à indemniser les Renonciataires et à les tenir à couvert de toute réclamation, perte ou dépense, y compris les frais juridiques, découlant de ma présence à l’Événement ou du non-respect de la présente convention.",
    },
    medical: {
      en: "Medical care. I consent to first aid and emergency medical treatment, and to transport to a hospital, if the Event's medical personnel consider it necessary. I will bear the cost of any such care that is not covered by public health insurance.",
      es: 'Atención médica. Consiento recibir primeros auxilios y tratamiento médico de urgencia, así como el traslado a un hospital, si el personal médico del Evento lo considera necesario. Asumiré el costo de cualquier atención que no cubra el seguro de salud público.',
      fr: "Soins médicaux. Je consens à recevoir les premiers soins et des soins médicaux d’urgence, ainsi qu’à être transporté à l’hôpital, si le personnel médical de l’Événement le juge nécessaire. J’assumerai le coût de tout soin qui n’est pas couvert par le régime public d’assurance maladie.",
    },
    images: {
      en: 'Images. I understand that the Event is filmed and photographed and that my image may appear in broadcasts, live streams, results pages and promotional material, without payment to me.',
      es: 'Imágenes. Entiendo que el Evento se filma y fotografía y que mi imagen puede aparecer en retransmisiones, emisiones en directo, páginas de resultados y material promocional, sin pago alguno a mi favor.',
      fr: "Images. Je comprends que l’Événement est filmé et photographié et que mon image peut apparaître dans des diffusions, des webdiffusions en direct, des pages de résultats et du matériel promotionnel, sans rémunération.",
    },
    minors: {
      en: "Minors. If I sign for a minor as parent or legal guardian, I confirm that I have the authority to do so, I accept these terms on the minor's behalf and on my own, and I agree to indemnify the Releasees for any claim made by or on behalf of the minor.",
      es: 'Menores. Si firmo por un menor como padre, madre o tutor legal, confirmo que tengo autoridad para hacerlo, acepto estas condiciones en nombre del menor y en el mío propio, y acepto indemnizar a los Exonerados por cualquier reclamación presentada por el menor o en su nombre.',
      fr: "Mineurs. Si je signe pour un mineur à titre de parent ou de tuteur légal, je confirme avoir l’autorité de le faire, j’accepte les présentes conditions au nom du mineur et en mon propre nom, et je m’engage à indemniser les Renonciataires pour toute réclamation présentée par le mineur ou en son nom.",
    },
    general: {
      en: 'General. This agreement is governed by the laws of the province where the Event is held and the federal laws of Canada that apply there. If any part of it is held invalid, the rest stays in force. I have read and understood this agreement, I sign it voluntarily, and I intend it to be a complete and unconditional release of liability to the fullest extent allowed by law.',
      es: 'Disposiciones generales. Este acuerdo se rige por las leyes de la provincia donde se celebra el Evento y las leyes federales de Canadá aplicables en ella. Si alguna parte se declara inválida, el resto sigue en vigor. He leído y comprendido este acuerdo, lo firmo voluntariamente y es mi intención que constituya una exoneración de responsabilidad completa e incondicional en la máxima medida permitida por la ley.',
      fr: "Dispositions générales. La présente convention est régie par les lois de la province où se tient l’Événement et les lois fédérales du Canada qui s’y appliquent. Si une partie est jugée invalide, le reste demeure en vigueur. J’ai lu et compris la présente convention, je la signe librement et j’entends qu’elle constitue une décharge de responsabilité complète et inconditionnelle dans toute la mesure permise par la loi.",
    },
  };
}

const BOXES: Record<string, TWaiverBox> = {
  risks: {
    key: 'risks',
    label: {
      en: 'I have read this agreement and I understand the risks of attending an off-road race as a spectator.',
      es: 'He leído este acuerdo y entiendo los riesgos de asistir a una carrera todoterreno como espectador.',
      fr: "J’ai lu la présente convention et je comprends les risques d’assister à une course hors route comme spectateur.",
    },
  },
  rules: {
    key: 'rules',
    label: {
      en: 'I will follow the rules, the posted signs and the instructions of officials, and stay out of restricted areas.',
      es: 'Respetaré las normas, las señales y las instrucciones de los oficiales, y no entraré en las zonas restringidas.',
      fr: 'Je respecterai les règles, la signalisation et les consignes des officiels, et je resterai hors des zones réservées.',
    },
  },
  release: {
    key: 'release',
    label: {
      en: 'I understand that by signing I give up my right to sue the Releasees, including for their negligence.',
      es: 'Entiendo que al firmar renuncio a mi derecho a demandar a los Exonerados, incluso por su negligencia.',
      fr: "Je comprends qu’en signant, je renonce à mon droit de poursuivre les Renonciataires, y compris pour leur négligence.",
    },
  },
  media: {
    key: 'media',
    label: {
      en: 'I agree that my image may be used in broadcasts, results and promotional material of the Event.',
      es: 'Acepto que mi imagen pueda usarse en retransmisiones, resultados y material promocional del Evento.',
      fr: "J’accepte que mon image soit utilisée dans les diffusions, les résultats et le matériel promotionnel de l’Événement.",
    },
  },
};

const TITLE: TTrilingual = {
  en: 'Spectator Release of Liability, Waiver of Claims, Assumption of Risks and Indemnity Agreement',
  es: 'Exención de responsabilidad, renuncia a reclamaciones, asunción de riesgos y acuerdo de indemnización para espectadores',
  fr: "Décharge de responsabilité, renonciation aux recours, acceptation des risques et convention d’indemnisation des spectateurs",
};

const CONSENT: TTrilingual = {
  en: 'I agree to sign this waiver electronically. My electronic signature has the same legal effect as a handwritten signature, and I consent to receive this document and related notices electronically.',
  es: 'Acepto firmar esta exención electrónicamente. Mi firma electrónica tiene el mismo efecto legal que una firma manuscrita, y acepto recibir este documento y los avisos relacionados por medios electrónicos.',
  fr: "J’accepte de signer cette renonciation électroniquement. Ma signature électronique a le même effet juridique qu’une signature manuscrite, et je consens à recevoir ce document et les avis connexes par voie électronique.",
};

const CERTIFICATION: TTrilingual = {
  en: 'I certify that the information I have given is correct, that I am the person named above (or that person’s parent or legal guardian), and that I am at least 18 years old.',
  es: 'Certifico que la información que he proporcionado es correcta, que soy la persona indicada arriba (o su padre, madre o tutor legal) y que tengo al menos 18 años.',
  fr: "Je certifie que les renseignements fournis sont exacts, que je suis la personne nommée ci-dessus (ou son parent ou tuteur légal) et que j’ai au moins 18 ans.",
};

function joinParagraphs(list: TTrilingual[]): TTrilingual {
  const join = (locale: TLocale) => list.map((p) => p[locale]).join('\n\n');
  return { en: join('en'), es: join('es'), fr: join('fr') };
}

/** The demo waiver of an event; the 'original' wording has no media clause, 'withMedia' adds it. */
export function demoWaiverText(eventId: number, version: number, wording: 'original' | 'withMedia', venue: TVenue): TWaiverTextParts {
  const p = paragraphs(venue);
  const order = wording === 'original'
    ? [p.legal, p.definitions, p.risks, p.rules, p.release, p.indemnity, p.medical, p.minors, p.general]
    : [p.legal, p.definitions, p.risks, p.rules, p.release, p.indemnity, p.medical, p.images, p.minors, p.general];
  const boxes = wording === 'original' ? [BOXES.risks!, BOXES.rules!, BOXES.release!] : [BOXES.risks!, BOXES.rules!, BOXES.release!, BOXES.media!];
  return { eventId, version, title: TITLE, body: joinParagraphs(order.filter((x): x is TTrilingual => x !== undefined)), boxes, consentText: CONSENT, certificationText: CERTIFICATION };
}

/** A handwritten-looking signature, drawn as SVG strokes and rendered to PNG (transparent). */
export async function demoSignaturePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">
    <path d="M30 110 C 45 40, 70 40, 62 95 S 95 130, 110 80 C 118 55, 130 60, 126 92 C 124 112, 140 112, 150 88
      C 158 70, 168 72, 166 96 C 165 110, 178 112, 188 94 L 196 78 C 204 100, 214 108, 226 92
      M 250 60 C 240 110, 252 120, 262 104 C 272 88, 270 70, 282 72 C 296 76, 286 118, 300 110
      C 316 100, 318 76, 332 80 C 346 86, 336 116, 352 108 C 372 96, 380 70, 402 86 C 420 100, 430 96, 450 84"
      fill="none" stroke="#1a237e" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** A stand-in portrait for the demo selfie (a drawn face; no real person), as JPEG. */
export async function demoSelfieJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9ecbe8"/><stop offset="1" stop-color="#e8f1f7"/></linearGradient></defs>
    <rect width="640" height="480" fill="url(#bg)"/>
    <ellipse cx="320" cy="520" rx="190" ry="150" fill="#c62828"/>
    <rect x="292" y="318" width="56" height="60" fill="#d9a37c"/>
    <ellipse cx="320" cy="240" rx="100" ry="120" fill="#e0b08a"/>
    <path d="M222 220 C 226 130, 300 104, 340 112 C 390 120, 424 160, 418 222 C 404 176, 360 160, 320 164 C 276 168, 240 180, 222 220 Z" fill="#3e2723"/>
    <ellipse cx="282" cy="240" rx="11" ry="8" fill="#3e2723"/><ellipse cx="358" cy="240" rx="11" ry="8" fill="#3e2723"/>
    <path d="M320 250 L 310 290 L 328 290" fill="none" stroke="#a1694a" stroke-width="4" stroke-linecap="round"/>
    <path d="M288 314 C 304 330, 338 330, 352 314" fill="none" stroke="#8d3b2f" stroke-width="6" stroke-linecap="round"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}

export async function seedSpectators(db: TDatabase, options: { anchor: Date; privateFilesDir?: string }): Promise<void> {
  const anchor = options.anchor;
  const planned = demoEventTicketing(anchor).sort((a, b) => a.eventId - b.eventId);
  await db.insert(eventTicketing).values(planned.map((event) => event.ticketing));
  const ticketEvents = planned.filter((event) => event.ticketing.ticketsOnSale);

  let nextTextId = 1;
  const currentTextOf = new Map<number, { id: number; parts: TWaiverTextParts }>();
  for (const event of ticketEvents) {
    const venue = { eventName: event.name, venue: [event.venue, event.city].filter(Boolean).join(', ') };
    // Event 4 shows versioning: the original wording, then a second version with the media clause.
    const wordings = event.eventId === DEMO_TICKET_EVENT_ID ? (['original', 'withMedia'] as const) : (['withMedia'] as const);
    for (const [index, wording] of wordings.entries()) {
      const parts = demoWaiverText(event.eventId, index + 1, wording, venue);
      const daysAgo = index === 0 && wordings.length > 1 ? 90 : 14;
      const id = nextTextId++;
      await db.insert(waiverTexts).values({
        id,
        eventId: event.eventId,
        version: parts.version,
        title: parts.title,
        body: parts.body,
        boxes: parts.boxes,
        consentText: parts.consentText,
        certificationText: parts.certificationText,
        sha256: waiverTextHashes(parts),
        effectiveAt: new Date(anchor.getTime() - daysAgo * DAY),
        createdAt: new Date(anchor.getTime() - daysAgo * DAY),
      });
      currentTextOf.set(event.eventId, { id, parts });
    }
  }

  await db.insert(promoCodes).values([
    { id: 1, code: DEMO_PROMO_CODES.percent, eventId: DEMO_TICKET_EVENT_ID, percentOff: 10, maxRedemptions: 200, validUntil: new Date(anchor.getTime() + 28 * DAY) },
    { id: 2, code: DEMO_PROMO_CODES.amount, amountOffCents: 500, minQuantity: 3 },
    { id: 3, code: DEMO_PROMO_CODES.expired, percentOff: 20, validFrom: new Date(anchor.getTime() - 120 * DAY), validUntil: new Date(anchor.getTime() - 30 * DAY) },
  ]);

  const [event] = ticketEvents.filter((e) => e.eventId === DEMO_TICKET_EVENT_ID);
  const text = currentTextOf.get(DEMO_TICKET_EVENT_ID);
  const priceCents = event?.ticketing.ticketPriceCents ?? null;
  if (!event || !text || priceCents === null) return;

  const created = new Date(anchor.getTime() - 3 * DAY);
  const totals = computeTotals({ unitPriceCents: priceCents, quantity: 3, taxRateBp: event.ticketing.taxRateBp });
  await db.insert(spectatorPurchases).values({
    id: DEMO_PURCHASE_ID,
    eventId: event.eventId,
    promoterId: event.promoterId,
    buyerAccountId: DEMO_ACCOUNT_IDS.spectator,
    status: 'draft',
    ...totals,
    currency: event.ticketing.currency,
    locale: 'es',
    createdAt: created,
    updatedAt: created,
  });
  const people = [
    { id: 1, isBuyer: true, accountId: DEMO_ACCOUNT_IDS.spectator, firstName: 'Sam', lastName: 'Rivera', gender: 'male' as const, birthDate: '1989-11-30', email: DEMO_EMAILS.spectator, locale: 'es', uuid: DEMO_WAIVER_UUIDS.signed },
    { id: 2, isBuyer: false, accountId: null, firstName: 'Camila', lastName: 'Ortega', gender: 'female' as const, birthDate: '1991-04-18', email: 'camila.ortega@example.com', locale: 'es', uuid: DEMO_WAIVER_UUIDS.notSigned },
    { id: 3, isBuyer: false, accountId: null, firstName: 'Jordan', lastName: 'Blake', gender: 'male' as const, birthDate: '1986-08-02', email: 'jordan.blake@example.com', locale: 'en', uuid: DEMO_WAIVER_UUIDS.rejected },
  ];
  for (const person of people) {
    await db.insert(spectators).values({
      id: person.id,
      purchaseId: DEMO_PURCHASE_ID,
      eventId: event.eventId,
      accountId: person.accountId,
      isBuyer: person.isBuyer,
      firstName: person.firstName,
      lastName: person.lastName,
      gender: person.gender,
      birthDate: person.birthDate,
      email: person.email,
      isMinor: false,
      locale: person.locale,
      createdAt: created,
      updatedAt: created,
    });
    const mailed = person.isBuyer ? null : new Date(created.getTime() + 5 * 60 * 1000);
    await db.insert(waivers).values({
      id: person.id,
      uuid: person.uuid,
      spectatorId: person.id,
      eventId: event.eventId,
      sentAt: mailed,
      sendCount: mailed ? 1 : 0,
      createdAt: created,
      updatedAt: created,
    });
  }

  // The buyer's own waiver: signed in Spanish with signature and selfie.
  const signedAt = new Date(created.getTime() + 2 * 60 * 1000);
  const signature = await demoSignaturePng();
  const selfie = await demoSelfieJpeg();
  const selfieFile = `${DEMO_WAIVER_UUIDS.signed}.jpg`;
  if (options.privateFilesDir) await storeSelfieAs(options.privateFilesDir, selfieFile, selfie);
  await insertRecord(db, {
    waiverId: 1,
    uuid: DEMO_WAIVER_UUIDS.signed,
    outcome: 'signed',
    text,
    locale: 'es',
    recordedAt: signedAt,
    ipAddress: '203.0.113.24',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    documentSecurityId: '5F0C2A9E-3B7D-4E61-9A8C-0D2E4B6F8A13',
    signature,
    selfie: { file: selfieFile, sha256: sha256Hex(selfie) },
    person: people[0]!,
  });
  await db.update(waivers).set({ status: 'signed', signedAt, updatedAt: signedAt }).where(eq(waivers.id, 1));

  // Jordan Blake rejected the waiver from the emailed link.
  const rejectedAt = new Date(created.getTime() + 26 * 60 * 60 * 1000);
  await insertRecord(db, {
    waiverId: 3,
    uuid: DEMO_WAIVER_UUIDS.rejected,
    outcome: 'rejected',
    text,
    locale: 'en',
    recordedAt: rejectedAt,
    ipAddress: '198.51.100.77',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    documentSecurityId: 'B7E41D02-6C9A-4F35-8E17-3A5C9D0F2B64',
    signature: null,
    selfie: null,
    person: people[2]!,
  });
  await db.update(waivers).set({ status: 'rejected', rejectedAt, updatedAt: rejectedAt }).where(eq(waivers.id, 3));
}

async function insertRecord(
  db: TDatabase,
  r: {
    waiverId: number;
    uuid: string;
    outcome: 'signed' | 'rejected';
    text: { id: number; parts: TWaiverTextParts };
    locale: TLocale;
    recordedAt: Date;
    ipAddress: string;
    userAgent: string;
    documentSecurityId: string;
    signature: Buffer | null;
    selfie: { file: string; sha256: string } | null;
    person: { accountId: number | null; firstName: string; lastName: string; email: string; birthDate: string };
  },
): Promise<void> {
  const documentText = canonicalWaiverText(r.text.parts, r.locale);
  const boxesTicked = r.outcome === 'signed' ? r.text.parts.boxes.map((b) => b.key) : [];
  const signatureSha256 = r.signature ? sha256Hex(r.signature) : null;
  const values = {
    waiverId: r.waiverId,
    outcome: r.outcome,
    waiverTextId: r.text.id,
    waiverVersion: r.text.parts.version,
    waiverSha256: sha256Hex(documentText),
    locale: r.locale,
    documentText,
    consentText: r.text.parts.consentText[r.locale],
    certificationText: r.text.parts.certificationText[r.locale],
    boxesTicked,
    recordedAt: r.recordedAt,
    ipAddress: r.ipAddress,
    userAgent: r.userAgent,
    documentSecurityId: r.documentSecurityId,
    signaturePng: r.signature,
    signatureSha256,
    selfieFile: r.selfie?.file ?? null,
    selfieSha256: r.selfie?.sha256 ?? null,
    signerFirstName: r.person.firstName,
    signerLastName: r.person.lastName,
    signerEmail: r.person.email,
    signerBirthDate: r.person.birthDate,
    signerAccountId: r.person.accountId,
    spectatorFirstName: r.person.firstName,
    spectatorLastName: r.person.lastName,
    spectatorBirthDate: r.person.birthDate,
    guardianAccountId: null,
    relationship: null,
  };
  const recordSha256 = sealRecord({
    outcome: values.outcome,
    waiverUuid: r.uuid,
    waiverVersion: values.waiverVersion,
    waiverSha256: values.waiverSha256,
    locale: values.locale,
    consentText: values.consentText,
    certificationText: values.certificationText,
    boxesTicked,
    recordedAt: r.recordedAt.toISOString(),
    ipAddress: values.ipAddress,
    userAgent: values.userAgent,
    documentSecurityId: values.documentSecurityId,
    signatureSha256,
    selfieSha256: values.selfieSha256,
    signer: { firstName: values.signerFirstName, lastName: values.signerLastName, email: values.signerEmail, birthDate: values.signerBirthDate, accountId: values.signerAccountId },
    spectator: { firstName: values.spectatorFirstName, lastName: values.spectatorLastName, birthDate: values.spectatorBirthDate },
    guardianAccountId: null,
    relationship: null,
  });
  await db.insert(waiverRecords).values({ ...values, recordSha256 });
}
