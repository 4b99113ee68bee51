import { SEARCH_TEXT_MAX } from '../constants';
import type { TRacerSearchType } from '../platform/port';

/**
 * Trackside racer search rules (seed §5): the criteria are trimmed, lower-cased, stripped of all
 * but letters (accented ones included), digits, underscore, whitespace and hyphen, and cut to
 * SEARCH_TEXT_MAX characters. Empty after cleaning means no request and an empty list.
 */
export function cleanSearchText(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const kept = raw
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}0-9_\s-]/gu, '')
    .trim();
  // Cut by code points so a letter outside the BMP is never split in half.
  return Array.from(kept).slice(0, SEARCH_TEXT_MAX).join('').trimEnd();
}

/** 'state' (any case) searches by location; anything else by racer name or number. */
export function searchTypeOf(raw: unknown): TRacerSearchType {
  return typeof raw === 'string' && raw.trim().toLowerCase() === 'state' ? 'state' : 'racerIdentifier';
}

// ---------------------------------------------------------------------------------------------
// Accent folding, identical in JavaScript (the criteria) and in SQL (the columns, via translate())
// ---------------------------------------------------------------------------------------------

/** Letters that do not decompose into a base letter plus accents. */
const EXTRA_FOLDS: Readonly<Record<string, string>> = {
  'ø': 'o', 'Ø': 'O', 'ł': 'l', 'Ł': 'L', 'đ': 'd', 'Đ': 'D', 'ħ': 'h', 'Ħ': 'H', 'ı': 'i',
  // Hyphenated names and places match with a space as well (jean-françois, saint-jérôme).
  '-': ' ',
};
/** Removed: O'Brien and D'Amours are found as obrien and damours. */
const DELETED = "'’‘`.";

function buildFoldTable(): { from: string; to: string } {
  const from: string[] = [];
  const to: string[] = [];
  // Latin-1 Supplement and Latin Extended-A: every letter that decomposes into an ASCII letter.
  for (let code = 0xc0; code <= 0x17f; code++) {
    const char = String.fromCharCode(code);
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    if (base !== char && /^[A-Za-z]$/.test(base)) {
      from.push(char);
      to.push(base);
    }
  }
  for (const [char, base] of Object.entries(EXTRA_FOLDS)) {
    from.push(char);
    to.push(base);
  }
  // translate() deletes the characters of `from` that have no counterpart in `to`.
  return { from: from.join('') + DELETED, to: to.join('') };
}

const FOLD_TABLE = buildFoldTable();
/** Arguments of PostgreSQL's translate(column, FOLD_FROM, FOLD_TO), then lower(). */
export const FOLD_FROM = FOLD_TABLE.from;
export const FOLD_TO = FOLD_TABLE.to;

/** A SQL string literal (standard_conforming_strings: only the quote is doubled). */
const sqlLiteral = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/**
 * The SQL that folds an expression exactly as `foldSearchText` folds the criteria (bar the
 * whitespace collapsing, which stored names do not need), as plain text for a generated column.
 * Changing the fold table changes this text: a migration must then rewrite the stored columns
 * (tests/platform/racer-search.db.test.ts compares both sides).
 */
export function foldSqlExpression(expression: string): string {
  return `lower(translate(${expression}, ${sqlLiteral(FOLD_FROM)}, ${sqlLiteral(FOLD_TO)}))`;
}

const FOLD_MAP = new Map<string, string>(Array.from(FOLD_FROM, (char, index) => [char, FOLD_TO[index] ?? '']));

/** The criteria folded the way the SQL side folds the columns: no accents, lower case, single spaces. */
export function foldSearchText(text: string): string {
  return Array.from(text.normalize('NFC'), (char) => FOLD_MAP.get(char) ?? char)
    .join('')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

// ---------------------------------------------------------------------------------------------
// State and province names, so "ontario" or "québec" find riders stored with ON or QC
// ---------------------------------------------------------------------------------------------

const REGION_NAMES: Readonly<Record<string, readonly string[]>> = {
  AB: ['Alberta'],
  BC: ['British Columbia', 'Colombie-Britannique'],
  MB: ['Manitoba'],
  NB: ['New Brunswick', 'Nouveau-Brunswick'],
  NL: ['Newfoundland and Labrador', 'Terre-Neuve-et-Labrador'],
  NS: ['Nova Scotia', 'Nouvelle-Écosse'],
  NT: ['Northwest Territories', 'Territoires du Nord-Ouest'],
  NU: ['Nunavut'],
  ON: ['Ontario'],
  PE: ['Prince Edward Island', 'Île-du-Prince-Édouard'],
  QC: ['Quebec', 'Québec'],
  SK: ['Saskatchewan'],
  YT: ['Yukon'],
  AL: ['Alabama'], AK: ['Alaska'], AZ: ['Arizona'], AR: ['Arkansas'], CA: ['California'], CO: ['Colorado'],
  CT: ['Connecticut'], DE: ['Delaware'], DC: ['District of Columbia'], FL: ['Florida'], GA: ['Georgia'],
  HI: ['Hawaii'], ID: ['Idaho'], IL: ['Illinois'], IN: ['Indiana'], IA: ['Iowa'], KS: ['Kansas'],
  KY: ['Kentucky'], LA: ['Louisiana'], ME: ['Maine'], MD: ['Maryland'], MA: ['Massachusetts'],
  MI: ['Michigan'], MN: ['Minnesota'], MS: ['Mississippi'], MO: ['Missouri'], MT: ['Montana'],
  NE: ['Nebraska'], NV: ['Nevada'], NH: ['New Hampshire'], NJ: ['New Jersey'], NM: ['New Mexico'],
  NY: ['New York'], NC: ['North Carolina'], ND: ['North Dakota'], OH: ['Ohio'], OK: ['Oklahoma'],
  OR: ['Oregon'], PA: ['Pennsylvania'], RI: ['Rhode Island'], SC: ['South Carolina'], SD: ['South Dakota'],
  TN: ['Tennessee'], TX: ['Texas'], UT: ['Utah'], VT: ['Vermont'], VA: ['Virginia'], WA: ['Washington'],
  WV: ['West Virginia'], WI: ['Wisconsin'], WY: ['Wyoming'],
};

const FOLDED_REGIONS = Object.entries(REGION_NAMES).map(([code, names]) => ({ code, names: names.map(foldSearchText) }));

/** Minimum length before full names are matched (shorter text is a code prefix). */
const REGION_NAME_MIN = 3;

/** Codes (upper case) of the states and provinces whose name starts with the folded text. */
export function regionCodesFor(folded: string): string[] {
  if (folded.length < REGION_NAME_MIN) return [];
  return FOLDED_REGIONS.filter((region) => region.names.some((name) => name.startsWith(folded))).map((region) => region.code);
}
