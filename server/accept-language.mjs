// @ts-check
/**
 * The visitor's languages from an Accept-Language header (RFC 9110 §12.5.4), read one way for the
 * whole site: the proxy picks a first visit's language with it (proxy.ts), and the page cache
 * tells with it whether an unprefixed page would be answered in the default language
 * (server/page-cache.mjs). Plain JavaScript, so the production server reads it without a build
 * (its types: server/accept-language.d.mts).
 *
 * A language range counts by its primary subtag (`fr-CA` is `fr`, `ES` is `es`), by its weight
 * `q` (1 without one; 0 or negative: not wanted), then by its place in the header. `*` stands for
 * any language the header does not name. A range that is not a language tag (`fr_CA`, `"fr"`,
 * `x!`) or whose weight is not a number is skipped; the rest of the header still counts.
 */

/** A language range as RFC 9110 writes them (letters, digits, hyphens), or `*`. */
const RANGE = /^(?:[a-z]{1,8}(?:-[a-z0-9]{1,8})*|\*)$/;
/** A weight: digits with an optional fraction (`1`, `0.5`, `.5`, `1.`). */
const WEIGHT = /^(?:\d+\.?\d*|\.\d+)$/;

/**
 * Every well-formed range of a header in its order, wanted or not.
 * @param {string | null | undefined} header
 * @returns {{ language: string; q: number }[]}
 */
function readRanges(header) {
  if (!header) return [];
  /** @type {{ language: string; q: number }[]} */
  const ranges = [];
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.split(';');
    const tag = range.trim().toLowerCase();
    if (!RANGE.test(tag)) continue;
    let q = 1;
    for (const param of params) {
      const eq = param.indexOf('=');
      if (eq < 0 || param.slice(0, eq).trim().toLowerCase() !== 'q') continue;
      const value = param.slice(eq + 1).trim();
      // `q=` without a value gives no weight: the range counts as if it had none.
      q = value === '' ? 1 : WEIGHT.test(value) ? Number(value) : NaN;
      break;
    }
    if (!Number.isNaN(q)) ranges.push({ language: tag.split('-')[0] ?? tag, q });
  }
  return ranges;
}

/**
 * The languages a header asks for, most wanted first (by weight, then order), the unwanted ones
 * left out: `fr-CA,en;q=0.5,de;q=0` → `[{ language: 'fr', q: 1 }, { language: 'en', q: 0.5 }]`.
 * @param {string | null | undefined} header
 * @returns {{ language: string; q: number }[]}
 */
export function parseAcceptLanguage(header) {
  // Array sort is stable: equal weights keep the header's order.
  return readRanges(header)
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q);
}

/**
 * The language of `locales` the header wants most, or null when it names none of them (no
 * header, only other languages). `*` is any language the header does not name: `anyLocale` when
 * it does not name that one, else the first of `locales` it does not name.
 * @template {string} L
 * @param {string | null | undefined} header
 * @param {readonly L[]} locales
 * @param {L} anyLocale
 * @returns {L | null}
 */
export function preferredLocale(header, locales, anyLocale) {
  const ranges = readRanges(header);
  const named = new Set(ranges.map((range) => range.language));
  for (const { language } of parseAcceptLanguage(header)) {
    const locale = language === '*' ? [anyLocale, ...locales].find((l) => !named.has(l)) : locales.find((l) => l === language);
    if (locale !== undefined) return locale;
  }
  return null;
}
