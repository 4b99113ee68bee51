/**
 * Names, plates and classes of LiveLaps result rows, compared the way the results mirror ties
 * rows to riders (lib/mirror/matcher.ts). LiveLaps rows carry no rider id, only a full name
 * written however the timing crew typed it ("Marie-Ève Côté", "COTE Marie Eve", "Côté, Marie-Ève"),
 * so rows of different races are matched on a folded name key, with the plate and the class as
 * tie-breakers. Pure functions, no I/O.
 */

/** Letters that NFKD does not split into a base letter and a mark (lower case: the text is lower-cased first). */
const UNDECOMPOSED_LETTERS: Readonly<Record<string, string>> = {
  ø: 'o',
  ð: 'd',
  þ: 'th',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ı: 'i',
};
const UNDECOMPOSED_PATTERN = new RegExp(`[${Object.keys(UNDECOMPOSED_LETTERS).join('')}]`, 'gu');

/** Apostrophes join the parts of one name (O'Brien, D'Amours): removed, not turned into a space. */
const APOSTROPHES = /['\u2019\u02bc`\u00b4]/gu;
const COMBINING_MARKS = /\p{M}/gu;
/** Hyphens, dashes, dots, commas, slashes and everything else that is not a letter or a digit. */
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * Lower case, NFKD, no combining marks, lower case again: a compatibility form can decompose to an
 * upper-case letter (ℌ → H). One pass is stable (checked over every code point).
 */
function stripAccentsAndCase(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}

/**
 * The name key of a full name: accents and case removed, letters that do not decompose spelled
 * out (ø → o, ß → ss, æ → ae…), apostrophes removed, every other non-letter, non-digit a space,
 * and the words sorted. The words are sorted because LiveLaps rows write the same rider as
 * "Marie-Ève Côté" in one race and "COTE Marie Eve" in the next; the price, accepted, is that
 * "Pierre-Jean X" and "Jean-Pierre X" get the same key (plates and classes then tell them apart,
 * and two of them in one race are never merged). Blank input gives ''.
 */
export function foldName(fullName: string): string {
  // Apostrophes go before NFKD (it turns ´ into a space and a mark) and after it (＇ into ').
  const letters = stripAccentsAndCase(fullName.replace(APOSTROPHES, ''))
    .replace(UNDECOMPOSED_PATTERN, (char) => UNDECOMPOSED_LETTERS[char] ?? char)
    .replace(APOSTROPHES, '')
    .replace(SEPARATORS, ' ');
  const tokens = letters.split(' ').filter((token) => token !== '');
  // Code-unit order, not localeCompare: the key must not depend on the server's locale.
  tokens.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return tokens.join(' ');
}

/**
 * A first and last name from a row's full name, accents and case kept, for showing a new rider.
 * "Last, First" (with a comma) is read last name first; otherwise the first word is the first
 * name and the rest the last name (most rows); a single word is a first name.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const collapse = (text: string) => text.replace(/\s+/gu, ' ').trim();
  const comma = fullName.indexOf(',');
  if (comma >= 0) {
    return { firstName: collapse(fullName.slice(comma + 1)), lastName: collapse(fullName.slice(0, comma)) };
  }
  const text = collapse(fullName);
  const space = text.indexOf(' ');
  if (space < 0) return { firstName: text, lastName: '' };
  return { firstName: text.slice(0, space), lastName: text.slice(space + 1) };
}

/** A plate as compared: trimmed, lower case, no leading zeros (a plate of zeros keeps one). */
function normalizePlate(plate: string): string {
  return plate.trim().toLowerCase().replace(/^0+(?=.)/u, '');
}

/**
 * Whether two plates are the same ("034d" and " 34D"): case, surrounding spaces and leading zeros
 * differ between timing crews. An empty plate tells nothing, so it never matches.
 */
export function samePlate(a: string, b: string): boolean {
  const plate = normalizePlate(a);
  return plate !== '' && plate === normalizePlate(b);
}

/**
 * Whether two class names are the same class, compared by `foldName` ("A 40+" and "a-40"):
 * crews write the same class with different case, accents and punctuation. An empty class never matches.
 */
export function sameClass(a: string, b: string): boolean {
  const key = foldName(a);
  return key !== '' && key === foldName(b);
}
