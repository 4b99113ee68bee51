import type { z } from 'zod';
import { MENU_PAGE_SIZE, PARAMETERS_PAGE_SIZE, type TLocale } from '../../constants';
import { log } from '../../log';
import type { ContentPort } from '../port';
import { createStrapiClient, type TStrapiQuery } from './client';
import { createLocaleResolver, DEFAULT_CONTENT_LOCALE_CODES } from './locales';
import { createLocalizedReads } from './localized';
import { listAll } from './paging';
import {
  reshapeAbout,
  reshapeContactLists,
  reshapeDocuments,
  reshapeFaqs,
  reshapeFloatingSponsors,
  reshapeFooter,
  reshapeHome,
  reshapeHomeButtons,
  reshapeLanguages,
  reshapeMenu,
  reshapeNewsArticle,
  reshapeNewsSummary,
  reshapeRules,
  reshapeSettings,
  reshapeSimplePage,
  reshapeSponsors,
  sortByPublished,
} from './reshape';
import {
  type TStrapiEntryBase,
  type TStrapiHome,
  type TStrapiMeta,
  ZStrapiAboutAnswerSchema,
  ZStrapiContactListListSchema,
  ZStrapiCreatedSchema,
  ZStrapiDocumentListSchema,
  ZStrapiFaqListSchema,
  ZStrapiFloatingSponsorsAnswerSchema,
  ZStrapiFooterListSchema,
  ZStrapiHomeAnswerSchema,
  ZStrapiHomeButtonListSchema,
  ZStrapiLocaleListSchema,
  ZStrapiMenuListSchema,
  ZStrapiNewsListSchema,
  ZStrapiParameterImageListSchema,
  ZStrapiParameterListSchema,
  ZStrapiRuleListSchema,
  ZStrapiSimplePageListSchema,
  ZStrapiSponsorListSchema,
} from './schemas';

/**
 * Content from a Strapi 4 or Strapi 5 REST API (chosen when CONTENT_URL is set; decisions 003 and
 * 026). Calls follow seed §7:
 *
 * - home: `{homePath}?populate[0]=Images&populate[1..4]=Section1..4&locale=` (homePath defaults to
 *   the single type `home-page`; a home whose sections are plain fields is read with `populate=*`)
 * - `menus` (populate=*, page size MENU_PAGE_SIZE, locale), `home-menus`, `static-footers`,
 *   `sponsors`, `contact-lists` (populate=*, locale), `floating-footer?populate[sponsors][populate]=*`
 * - `parameters?pagination[pageSize]=PARAMETERS_PAGE_SIZE` (Name/Value), `parameter-images?populate=*`
 * - `simple-pages` (locale; one page by `filters[SeoLink][$eqi]`), `about-page`
 * - `i18n/locales`, once: the server's spelling of each language (./locales.ts)
 *
 * Every collection is read page by page to its `pageCount` (./paging.ts; Strapi gives 25 entries
 * unless asked, at most 100). News, FAQs, rules and documents are not named by the seed. They are
 * read from the collection types `news-articles` (slug, title, summary, body, image), `faqs`
 * (question, answer, category, sort_order), `rules` (slug, title, body, sort_order) and `documents`
 * (title, description, category, file, language), sorted by Strapi's own `publishedAt` where dated.
 * Contact-form messages are created in `contact-messages`.
 *
 * Languages: every localized read asks for the visitor's language and falls back to English entry
 * by entry: a list shows each entry's translation where there is one and the English entry where
 * there is none (linked by `documentId` in Strapi 5, by `localizations` in Strapi 4); a single
 * entry (home, about, a simple page or article) missing in the asked language is read in English
 * (./localized.ts).
 *
 * Rich text (Markdown, HTML or Strapi 5 blocks) becomes sanitised HTML and media paths under
 * /uploads/ point at the content host, the origin of baseUrl by default (./reshape.ts). Every
 * answer is checked against a schema (./schemas.ts) by the HTTP client (./client.ts): anything
 * unexpected, an HTTP error or a network failure is an AppError UPSTREAM_FAILED, which the pages
 * turn into their last good content or the "content unavailable" notice (decision 022), never a
 * 500.
 */
export type TStrapiContentOptions = {
  baseUrl: string;
  token?: string;
  /** Origin for /uploads/ paths; defaults to the origin of baseUrl. */
  contentHost?: string;
  /** Path of the home content (a page_content path such as "api/home-page" works too). */
  homePath?: string;
  timeoutMs?: number;
  /** The server's locale codes (CONTENT_LOCALES); unset = read from the server. */
  locales?: readonly string[];
};

export const STRAPI_HOME_PATH = 'home-page';

/** The home's media and section components, named (Strapi populates nothing unless asked). */
const HOME_POPULATE: TStrapiQuery = {
  'populate[0]': 'Images',
  'populate[1]': 'Section1',
  'populate[2]': 'Section2',
  'populate[3]': 'Section3',
  'populate[4]': 'Section4',
};

export function createStrapiContent(options: TStrapiContentOptions): ContentPort {
  const client = createStrapiClient({ baseUrl: options.baseUrl, token: options.token, timeoutMs: options.timeoutMs });
  const contentHost = (options.contentHost ?? new URL(options.baseUrl).origin).replace(/\/+$/, '');
  const homePath = options.homePath ?? STRAPI_HOME_PATH;

  const localeCodes = createLocaleResolver({
    configured: options.locales,
    load: async () => (await client.get('i18n/locales', {}, ZStrapiLocaleListSchema)).map((l) => l.code),
    onError: (error) =>
      log.warn({ err: error }, `content service locales unreadable (allow the public role "i18n: listLocales" or set CONTENT_LOCALES): using ${Object.values(DEFAULT_CONTENT_LOCALE_CODES).join(', ')}`),
  });

  const localized = createLocalizedReads(localeCodes);

  /** A whole localized collection (media, relations, components and localizations populated). */
  const localizedCollection = <E extends TStrapiEntryBase>(
    locale: TLocale,
    path: string,
    schema: z.ZodType<{ data: E[]; meta?: TStrapiMeta | null }>,
    params: TStrapiQuery = {},
    pageSize?: number,
  ) => localized.list(locale, (code) => listAll(client, path, { populate: '*', ...params, locale: code }, schema, pageSize));

  /** The home in one language; its sections as named components, or as plain fields when Strapi refuses those names. */
  async function loadHome(code: string): Promise<TStrapiHome | null> {
    let answer = await client.getOrStatus(homePath, { ...HOME_POPULATE, locale: code }, ZStrapiHomeAnswerSchema, [400, 404]);
    if (!answer.ok && answer.status === 400) {
      // Strapi 5 refuses to populate a field the content type does not have (Strapi 4 ignores it).
      answer = await client.getOrStatus(homePath, { populate: '*', locale: code }, ZStrapiHomeAnswerSchema, [404]);
    }
    return answer.ok ? answer.data.data : null;
  }

  const parameters = () => listAll(client, 'parameters', {}, ZStrapiParameterListSchema, PARAMETERS_PAGE_SIZE);
  const newsSort = { 'sort[0]': 'publishedAt:desc', 'sort[1]': 'id:desc' };

  return {
    async getSettings() {
      const [params, images] = await Promise.all([parameters(), listAll(client, 'parameter-images', { populate: '*' }, ZStrapiParameterImageListSchema)]);
      return reshapeSettings(params, images, contentHost);
    },

    async getLanguages() {
      return reshapeLanguages(await parameters());
    },

    async getMenu(locale) {
      return reshapeMenu(await localizedCollection(locale, 'menus', ZStrapiMenuListSchema, {}, MENU_PAGE_SIZE), contentHost);
    },

    async getHome(locale) {
      return reshapeHome(await localized.one(locale, loadHome), contentHost);
    },

    async getHomeButtons(locale) {
      return reshapeHomeButtons(await localizedCollection(locale, 'home-menus', ZStrapiHomeButtonListSchema), contentHost);
    },

    async getSponsors(locale) {
      return reshapeSponsors(await localizedCollection(locale, 'sponsors', ZStrapiSponsorListSchema), contentHost);
    },

    async getFloatingSponsors() {
      // As the seed calls it: no locale (the banner title is not translated there).
      const answer = await client.getOptional('floating-footer', { 'populate[sponsors][populate]': '*' }, ZStrapiFloatingSponsorsAnswerSchema);
      return reshapeFloatingSponsors(answer?.data ?? null, contentHost);
    },

    async getFooter(locale) {
      return reshapeFooter(await localizedCollection(locale, 'static-footers', ZStrapiFooterListSchema));
    },

    async listSimplePages(locale) {
      const entries = await localizedCollection(locale, 'simple-pages', ZStrapiSimplePageListSchema);
      return entries.map((e) => {
        const { html: _html, ...page } = reshapeSimplePage(e, contentHost);
        return page;
      });
    },

    async getSimplePage(seoLink, locale) {
      const entry = await localized.one(locale, async (code) => {
        const answer = await client.get(
          'simple-pages',
          { 'filters[SeoLink][$eqi]': seoLink, locale: code, 'pagination[pageSize]': 1 },
          ZStrapiSimplePageListSchema,
        );
        return answer.data[0] ?? null;
      });
      return entry ? reshapeSimplePage(entry, contentHost) : null;
    },

    async listNews(locale, { limit = 10, offset = 0 } = {}) {
      const { own, fallback } = await localized.codesFor(locale);
      if (!own) {
        // One language: Strapi pages and counts.
        const answer = await client.get(
          'news-articles',
          { locale: fallback, populate: '*', ...newsSort, 'pagination[start]': offset, 'pagination[limit]': limit },
          ZStrapiNewsListSchema,
        );
        return {
          total: answer.meta?.pagination?.total ?? answer.data.length,
          items: answer.data.map((e) => reshapeNewsSummary(e, contentHost)),
        };
      }
      // Articles of the asked language and untranslated English ones, merged by date.
      const entries = sortByPublished(await localizedCollection(locale, 'news-articles', ZStrapiNewsListSchema, newsSort));
      return { total: entries.length, items: entries.slice(offset, offset + limit).map((e) => reshapeNewsSummary(e, contentHost)) };
    },

    async getNewsArticle(slug, locale) {
      const entry = await localized.one(locale, async (code) => {
        const answer = await client.get(
          'news-articles',
          { 'filters[slug][$eq]': slug, locale: code, populate: '*', 'pagination[pageSize]': 1 },
          ZStrapiNewsListSchema,
        );
        return answer.data[0] ?? null;
      });
      return entry ? reshapeNewsArticle(entry, contentHost) : null;
    },

    async listFaqs(locale) {
      return reshapeFaqs(await localizedCollection(locale, 'faqs', ZStrapiFaqListSchema), contentHost);
    },

    async listRules(locale) {
      return reshapeRules(await localizedCollection(locale, 'rules', ZStrapiRuleListSchema), contentHost);
    },

    async listDocuments(locale) {
      return reshapeDocuments(await localizedCollection(locale, 'documents', ZStrapiDocumentListSchema, newsSort), contentHost);
    },

    async listContactLists(locale) {
      return reshapeContactLists(await localizedCollection(locale, 'contact-lists', ZStrapiContactListListSchema));
    },

    async getAbout(locale) {
      const about = await localized.one(locale, async (code) => (await client.getOptional('about-page', { locale: code }, ZStrapiAboutAnswerSchema))?.data ?? null);
      return reshapeAbout(about, contentHost);
    },

    async saveContactMessage(input) {
      const answer = await client.post(
        'contact-messages',
        {
          data: {
            name: input.name,
            email: input.email,
            phone: input.phone,
            subject: input.subject,
            message: input.message,
            language: input.locale,
            organization_id: input.organizationId,
            ip_hash: input.ipHash,
          },
        },
        ZStrapiCreatedSchema,
      );
      return { id: answer.data.id };
    },
  };
}
