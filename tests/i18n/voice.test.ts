import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TDatabase } from '@/lib/db/open';
import { seedContent } from '@/lib/demo/content';
import { seedPlatform } from '@/lib/demo/platform';
import { demoWaiverText } from '@/lib/demo/spectators';

/**
 * One voice per language, in the messages and in the demo content:
 * - Spanish speaks to the reader as "usted" (never "tú"), says "agregar" (not "añadir"),
 *   "categoría" for a race class, "cuatrimoto" for a quad, "exención" for the waiver and
 *   "ingrese" (not "introduzca");
 * - French says "classe" for a race class (never "catégorie") and "quad" (never "VTT"), and puts a
 *   no-break space (U+00A0) before : ; ! ? and inside « » (the language menu's "Changer de
 *   langue : Français" included);
 * - neither leaves English class or pit words ("Quad Open", "pit lane", "Peewee");
 * - a number followed by its noun ("{minutes} minutes") is an ICU plural, in every language.
 */

type TMessages = { [key: string]: string | TMessages };
type TText = { where: string; text: string };

const NBSP = '\u00a0';

const load = (locale: string): TMessages => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'));
const flatten = (o: TMessages, prefix = ''): TText[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [{ where: `${prefix}${k}`, text: v }] : flatten(v, `${prefix}${k}.`)));

/** Every Spanish and French text of the demo data, as seeded (a stand-in database records the rows). */
async function demoTexts(): Promise<Record<'es' | 'fr', TText[]>> {
  const found: Record<'es' | 'fr', TText[]> = { es: [], fr: [] };
  const strings = (value: unknown, where: string): TText[] =>
    typeof value === 'string'
      ? [{ where, text: value }]
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => (key === 'locale' ? [] : strings(inner, `${where}.${key}`)))
        : [];
  const collect = (value: unknown, where: string): void => {
    if (Array.isArray(value)) value.forEach((item, i) => collect(item, `${where}[${i}]`));
    else if (value && typeof value === 'object' && !(value instanceof Date)) {
      const record = value as Record<string, unknown>;
      // A row of one language (the home page): all of its text is in that language.
      if (record.locale === 'es' || record.locale === 'fr') {
        found[record.locale].push(...strings(record, where));
        return;
      }
      if (typeof record.en === 'string') {
        for (const locale of ['es', 'fr'] as const) {
          if (typeof record[locale] === 'string') found[locale].push({ where, text: record[locale] });
        }
      }
      for (const [key, inner] of Object.entries(record)) if (key !== 'en' && key !== 'es' && key !== 'fr') collect(inner, `${where}.${key}`);
    }
  };
  const db = {
    insert: (table: Table) => ({
      values: async (rows: unknown) => {
        for (const [i, row] of [rows].flat().entries()) collect(row, `${getTableName(table)}#${(row as { id?: number }).id ?? i}`);
      },
    }),
  } as unknown as TDatabase;
  await seedContent(db);
  await seedPlatform(db, { anchor: new Date('2026-06-01T12:00:00Z') });
  collect(demoWaiverText(4, 2, 'withMedia', { eventName: 'Copper Creek Motocross', venue: 'Copper Creek' }), 'waiver_texts');
  return found;
}

/** Whole words, accents included ("\b" knows only ASCII letters). */
const words = (list: readonly string[]) => new RegExp(`(?<!\\p{L})(?:${list.join('|')})(?!\\p{L})`, 'iu');

/** Tú forms found in the Spanish texts (and their usual neighbours): usted is the only address. */
const TU_FORMS = words([
  // pronouns and possessives
  'tú', 'tu', 'tus', 'te', 'ti', 'contigo', 'tuy[oa]s?',
  // second-person verbs
  'eres', 'estás', 'has', 'puedes', 'puedas', 'tienes', 'quieres', 'necesitas', 'debes', 'vuelves', 'recibes', 'escribes', 'envías',
  'aceptas', 'colaboras', 'circules', 'detienes', 'abras', 'olvidaste', 'enviaste', 'fuiste', 'pediste',
  // tú imperatives that cannot be a third person
  'ingresa', 'corrige', 'revisa', 'elige', 'haz', 'mantén', 'mira', 'recoge', 'alquila', 'abandona', 'acude', 'ignora', 'abre este',
  // tú imperatives and infinitives with a pronoun
  'inténtalo', 'contáctanos', 'escríbenos', 'envíanos', 'acompáñanos', 'síguela', 'mantenlos', 'retírate', 'preséntate', 'apúntate',
  'inscríbete', 'regístrate', 'acreditarte', 'apuntarte', 'inscribirte', 'reincorporarte', 'doblarte',
]);

/**
 * Tú imperatives that are also a third person ("la inscripción abre el…", "su tutor inicia
 * sesión…"): refused where they start a sentence, as an imperative does.
 */
const TU_IMPERATIVES = new RegExp(
  String.raw`(?<=(?:^|[.:;!?¿¡>\n(])[ \u00a0]*)(?:` +
    [
      'inicia', 'escribe', 'espera', 'vuelve', 'encuentra', 'prueba con', 'borra', 'copia el', 'restablece', 'agrega', 'confirma',
      'renueva', 'crea', 'comprueba', 'trae', 'monta', 'pasa', 'devuelve', 'consulta', 'llega', 'deja', 'ven', 'pide', 'busca', 'usa',
      'completa', 'lee', 'guarda', 'imprime', 'intenta', 'sigue', 'visita', 'descarga',
    ].join('|') +
    String.raw`)(?!\p{L})`,
  'iu',
);

/** One word per thing in Spanish (the other word of each pair is refused). */
const ES_TERMS: readonly [RegExp, string][] = [
  [words(['añad\\p{L}*']), '"agregar", not "añadir"'],
  [words(['clases?']), '"categoría" for a race class'],
  [words(['quads?']), '"cuatrimoto" for a quad'],
  [words(['descargos?']), '"exención" for the waiver'],
  [words(['introduzca\\p{L}*', 'introduce']), '"ingrese", not "introduzca"'],
  [words(['nuestros socios', 'los socios que']), '"patrocinadores" for sponsors, "socios" are members'],
];

const FR_TERMS: readonly [RegExp, string][] = [
  [words(['catégories?']), '"classe" for a race class'],
  [/(?<!\p{L})VTT(?!\p{L})/u, '"quad", not "VTT"'],
  [words(['nos partenaires', 'les partenaires qui']), '"commanditaires" for sponsors'],
];

/** English words that were left in Spanish and French text where the thing has a translated name. */
const ENGLISH_LEFT = words(['quad open', 'open quad', 'pit ?bikes?', 'pit lane', 'peewees?', 'time control', 'check \\d', 'finish']);

/** A noun that follows a bare number argument: "{minutes} minutes" needs a plural form. */
const COUNTED_NOUN = words([
  'minutes?', 'minutos?', 'secondes?', 'segundos?', 'seconds?', 'caract\\p{L}+', 'characters?', 'dígitos?', 'chiffres?', 'digits?',
  'letras?', 'lettres?', 'letters?', 'entradas?', 'billets?', 'tickets?', 'pilotos?', 'pilotes?', 'riders?', 'espectadores?', 'spectateurs?',
  'spectators?', 'menores?', 'mineurs?', 'minors?', 'puntos?', 'points?', 'pts?', 'motos?', 'mangas?', 'manches?', 'years?', 'años?', 'ans?',
]);
const BARE_COUNT = new RegExp(String.raw`\{\w+\}[ \u00a0]+` + COUNTED_NOUN.source, 'iu');

/**
 * French spacing: a no-break space before : ; ! ? and », after «. Tags, web addresses and clock
 * times (10:00) are left out; HTML content is checked on its text.
 */
function frenchSpacingFaults(text: string): string[] {
  const plain = text
    .replace(/<[^>]*>/g, '')
    .replace(/\b(?:https?|webcal|mailto):\S+/g, '')
    .replace(/\d:\d/g, '');
  const faults: string[] = [];
  for (const match of plain.matchAll(/(.)([:;!?»])/gsu)) if (match[1] !== NBSP) faults.push(`"${match[1]}${match[2]}"`);
  for (const match of plain.matchAll(/«(.)/gsu)) if (match[1] !== NBSP) faults.push(`"«${match[1]}"`);
  return faults;
}

const prefixed = (language: string, sources: Record<string, TText[]>) =>
  Object.fromEntries(Object.entries(sources).map(([source, texts]) => [`${language} ${source}`, texts]));
const offending = (texts: TText[], pattern: RegExp) => texts.filter((x) => pattern.test(x.text)).map((x) => `${x.where}: ${x.text.match(pattern)?.[0]}`);

describe('one voice in Spanish and French', async () => {
  const messages = { en: flatten(load('en')), es: flatten(load('es')), fr: flatten(load('fr')) };
  const demo = await demoTexts();
  const spanish = { messages: messages.es, 'demo content': demo.es };
  const french = { messages: messages.fr, 'demo content': demo.fr };

  it('reads the demo content in both languages (the check has something to check)', () => {
    expect(demo.es.length).toBeGreaterThan(200);
    expect(demo.fr.length).toBe(demo.es.length);
    expect(demo.es.some((x) => x.where.startsWith('home_pages'))).toBe(true);
  });

  for (const [source, texts] of Object.entries(spanish)) {
    it(`Spanish ${source} address the reader as usted, never tú`, () => {
      expect([...offending(texts, TU_FORMS), ...offending(texts, TU_IMPERATIVES)]).toEqual([]);
    });

    it(`Spanish ${source} use one word for each thing`, () => {
      expect(ES_TERMS.flatMap(([pattern, rule]) => offending(texts, pattern).map((x) => `${x} (${rule})`))).toEqual([]);
    });
  }

  for (const [source, texts] of Object.entries({ ...prefixed('Spanish', spanish), ...prefixed('French', french) })) {
    it(`${source} leave no English class or pit words`, () => {
      expect(offending(texts, ENGLISH_LEFT)).toEqual([]);
    });
  }

  for (const [source, texts] of Object.entries(french)) {
    it(`French ${source} say "classe" and "quad"`, () => {
      expect(FR_TERMS.flatMap(([pattern, rule]) => offending(texts, pattern).map((x) => `${x} (${rule})`))).toEqual([]);
    });

    it(`French ${source} put a no-break space before : ; ! ? and inside « »`, () => {
      expect(texts.flatMap((x) => frenchSpacingFaults(x.text).map((fault) => `${x.where}: ${fault}`))).toEqual([]);
    });
  }

  it('French messages say "renonciation" for the waiver, as its pages do', () => {
    expect(offending(messages.fr, words(['décharges?(?! de responsabilité)']))).toEqual([]);
  });

  for (const locale of ['en', 'es', 'fr'] as const) {
    it(`${locale} messages give a counted noun its plural forms`, () => {
      expect(messages[locale].filter((x) => BARE_COUNT.test(x.text)).map((x) => `${x.where}: ${x.text}`)).toEqual([]);
    });
  }

  it('the checks catch what they are meant to catch', () => {
    expect(TU_IMPERATIVES.test('Inicia sesión para continuar.')).toBe(true);
    expect(TU_FORMS.test('¿Olvidaste tu contraseña?')).toBe(true);
    expect(TU_IMPERATIVES.test('Hola, Ana:\n\nEscribe a la oficina.')).toBe(true);
    expect(TU_IMPERATIVES.test('Vuelve a intentarlo.')).toBe(true);
    expect(TU_FORMS.test('Inicie sesión con su cuenta; la carrera vuelve el sábado.')).toBe(false);
    expect(TU_IMPERATIVES.test('Su tutor inicia sesión; la inscripción abre el lunes.')).toBe(false);
    expect(frenchSpacingFaults('Langue : Français')).toEqual(['" :"']);
    expect(frenchSpacingFaults(`Langue${NBSP}: Français, à 10:00 sur https://example.org?a=1`)).toEqual([]);
    expect(BARE_COUNT.test('dans {minutes} minutes')).toBe(true);
    expect(BARE_COUNT.test('dans {minutes, plural, one {# minute} other {# minutes}}')).toBe(false);
  });
});
