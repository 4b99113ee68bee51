import { DEFAULT_LOCALE, type TLocale } from '../../constants';
import { DEFAULT_CONTENT_LOCALE_CODES, type TContentLocaleCodes } from './locales';
import type { TStrapiEntryBase } from './schemas';

/**
 * Reading in the visitor's language with English as the fallback, entry by entry: a list shows each
 * entry's translation where there is one and the English entry where there is none (linked by
 * `documentId` in Strapi 5, by `localizations` in Strapi 4); a single entry missing in the asked
 * language is read in English. What to read is the caller's `load`, given the server's code.
 */

/**
 * The entries of the asked language, then the fallback language's entries that have no
 * translation among them: same `documentId` (Strapi 5) or linked through `localizations`
 * (Strapi 4), or the very same entry (a content type without languages answers both alike).
 */
export function withFallbackEntries<E extends TStrapiEntryBase>(own: E[], fallback: E[]): E[] {
  const ownIds = new Set(own.map((e) => e.id));
  const ownDocuments = new Set(own.flatMap((e) => (e.documentId ? [e.documentId] : [])));
  const linkedIds = new Set(own.flatMap((e) => (e.localizations ?? []).map((l) => l.id)));
  const translated = (e: E) =>
    ownIds.has(e.id) ||
    (e.documentId ? ownDocuments.has(e.documentId) : false) ||
    linkedIds.has(e.id) ||
    (e.localizations ?? []).some((l) => ownIds.has(l.id));
  return [...own, ...fallback.filter((e) => !translated(e))];
}

export type TLocalizedReads = {
  /** The server's code for the asked language (none when it is the fallback's or unknown there) and for the fallback. */
  codesFor(locale: TLocale): Promise<{ own?: string; fallback: string }>;
  /** A localized collection in the asked language, with the fallback's entries where no translation exists. */
  list<E extends TStrapiEntryBase>(locale: TLocale, load: (code: string) => Promise<E[]>): Promise<E[]>;
  /** A localized entry in the asked language, else in the fallback language. */
  one<T>(locale: TLocale, load: (code: string) => Promise<T | null>): Promise<T | null>;
};

/** The reads above, over the server's locale codes (`createLocaleResolver` of ./locales.ts). */
export function createLocalizedReads(localeCodes: () => Promise<TContentLocaleCodes>): TLocalizedReads {
  async function codesFor(locale: TLocale): Promise<{ own?: string; fallback: string }> {
    const codes = await localeCodes();
    const fallback = codes[DEFAULT_LOCALE] ?? DEFAULT_CONTENT_LOCALE_CODES[DEFAULT_LOCALE] ?? DEFAULT_LOCALE;
    const own = codes[locale];
    return { own: own && own !== fallback ? own : undefined, fallback };
  }

  return {
    codesFor,

    async list(locale, load) {
      const { own, fallback } = await codesFor(locale);
      if (!own) return load(fallback);
      const [mine, others] = await Promise.all([load(own), load(fallback)]);
      return withFallbackEntries(mine, others);
    },

    async one(locale, load) {
      const { own, fallback } = await codesFor(locale);
      if (own) {
        const found = await load(own);
        if (found !== null) return found;
      }
      return load(fallback);
    },
  };
}
