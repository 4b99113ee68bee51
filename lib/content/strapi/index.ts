import type { z } from 'zod';
import { DEFAULT_LOCALE, MENU_PAGE_SIZE, PARAMETERS_PAGE_SIZE, type TLocale } from '../../constants';
import { contentLocale, isLocale } from '../../i18n/locale';
import { sanitizeContentHtml } from '../html';
import { normalizeHref, pageContentKey, resolveAssetUrl } from '../links';
import type {
  ContentPort,
  TAboutPage,
  TContactList,
  TDocument,
  TFaq,
  TFloatingSponsors,
  TFooterItem,
  THome,
  THomeButton,
  TLanguage,
  TMenuItem,
  TMenuLink,
  TNewsArticle,
  TNewsSummary,
  TParameterImages,
  TRuleSection,
  TSettings,
  TSimplePage,
  TSponsor,
} from '../port';
import { parseParameterImages, parseSettings, SETTING_NAMES } from '../settings';
import { buildFloatingSponsors, isUsableLogoUrl } from '../sponsors';
import { createStrapiClient, type TStrapiQuery } from './client';
import {
  type TStrapiAbout,
  type TStrapiContactListAttributes,
  type TStrapiDocumentAttributes,
  type TStrapiEntity,
  type TStrapiFaqAttributes,
  type TStrapiFloatingSponsors,
  type TStrapiFooterItemAttributes,
  type TStrapiHome,
  type TStrapiHomeButtonAttributes,
  type TStrapiMedia,
  type TStrapiMediaAttributes,
  type TStrapiMenuAttributes,
  type TStrapiMeta,
  type TStrapiNewsAttributes,
  type TStrapiParameterAttributes,
  type TStrapiParameterImageAttributes,
  type TStrapiRuleAttributes,
  type TStrapiSimplePageAttributes,
  type TStrapiSponsorAttributes,
  ZStrapiAboutSchema,
  ZStrapiContactListListSchema,
  ZStrapiCreatedSchema,
  ZStrapiDocumentListSchema,
  ZStrapiFaqListSchema,
  ZStrapiFloatingSponsorsSchema,
  ZStrapiFooterListSchema,
  ZStrapiHomeButtonListSchema,
  ZStrapiHomeSchema,
  ZStrapiMediaSchema,
  ZStrapiMenuListSchema,
  ZStrapiNewsListSchema,
  ZStrapiParameterImageListSchema,
  ZStrapiParameterListSchema,
  ZStrapiRuleListSchema,
  ZStrapiSimplePageListSchema,
  ZStrapiSponsorListSchema,
} from './schemas';

/**
 * Content from a Strapi v4 REST API (chosen when CONTENT_URL is set). Calls follow seed §7:
 *
 * - home: `{homePath}?populate[0]=Images&locale=` (homePath defaults to the single type `home-page`)
 * - `menus` (populate=*, page size MENU_PAGE_SIZE, locale; names also from `localizations`)
 * - `home-menus` (populate=*, locale), `static-footers?populate=*&locale=`, `sponsors?populate=*`
 * - `floating-footer?populate[sponsors][populate]=*`
 * - `parameters?pagination[pageSize]=PARAMETERS_PAGE_SIZE` (Name/Value), `parameter-images?populate=*`
 * - `simple-pages` (locale; one page by `filters[SeoLink][$eqi]`), `about-page`, `contact-lists`
 *
 * News, FAQs, rules and documents are not named by the seed. They are read from the collection
 * types `news-articles` (slug, title, summary, body, image, published_at), `faqs` (question, answer,
 * category, sort_order), `rules` (slug, title, body, sort_order) and `documents` (title, description,
 * category, file, language, published_at), fields mirroring the port's types. Contact-form messages
 * are created in `contact-messages`.
 *
 * French is `fr-ca` at the content service. A localized entry missing in the asked language
 * (home, about, a simple page or article) falls back to English, as the embedded content does.
 * Media paths under /uploads/ point at the content host (the origin of baseUrl by default), HTML
 * is sanitised, and every answer is checked against a schema: anything unexpected, an HTTP error
 * or a network failure is an AppError UPSTREAM_FAILED.
 */
export type TStrapiContentOptions = {
  baseUrl: string;
  token?: string;
  /** Origin for /uploads/ paths; defaults to the origin of baseUrl. */
  contentHost?: string;
  /** Path of the home content (a page_content path such as "api/home-page" works too). */
  homePath?: string;
  timeoutMs?: number;
};

export const STRAPI_HOME_PATH = 'home-page';
/** Page size for listing whole collections (Strapi's default maxLimit is 100). */
const LIST_PAGE_SIZE = 100;
/** Safety bound on paging through a collection. */
const MAX_PAGES = 50;

const LANGUAGE_NAMES: Record<TLocale, string> = { en: 'English', es: 'Español', fr: 'Français' };
const TIERS = ['title', 'gold', 'silver', 'supporter'] as const;

type TEntity<A> = TStrapiEntity<A>;

// ---------------------------------------------------------------------------------------------
// Small helpers

/** The first value that is a non-blank string, else ''. */
function firstText(...values: (string | null | undefined)[]): string {
  for (const v of values) if (typeof v === 'string' && v.trim() !== '') return v;
  return '';
}

function optionalText(...values: (string | null | undefined)[]): string | undefined {
  const v = firstText(...values).trim();
  return v === '' ? undefined : v;
}

function toDate(...values: (string | null | undefined)[]): Date {
  for (const v of values) {
    if (!v) continue;
    const d = new Date(v);
    if (!Number.isNaN(d.getTime())) return d;
  }
  return new Date(0);
}

/** Sorted by an editor's sort order (missing last), then id. */
function sortByOrder<T extends { id: number }>(items: T[], order: (item: T) => number | null | undefined): T[] {
  const key = (item: T) => {
    const v = order(item);
    return typeof v === 'number' && Number.isFinite(v) ? v : Number.POSITIVE_INFINITY;
  };
  return [...items].sort((a, b) => key(a) - key(b) || a.id - b.id);
}

/** The files of a media field, single or multiple. */
export function mediaFiles(media: TStrapiMedia): TEntity<TStrapiMediaAttributes>[] {
  const data = media?.data;
  if (!data) return [];
  return Array.isArray(data) ? data : [data];
}

export function mediaUrl(media: TStrapiMedia, contentHost: string): string | undefined {
  return resolveAssetUrl(mediaFiles(media)[0]?.attributes.url, contentHost);
}

function iconOf(icon: string | TStrapiMedia, contentHost: string): string | undefined {
  if (typeof icon === 'string') return optionalText(icon);
  return mediaUrl(icon, contentHost);
}

/** A content-service locale code (en, es-MX, fr-CA…) as a site locale. */
export function fromContentLocale(code: string | null | undefined): TLocale | undefined {
  const primary = (code ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

function sameContentLocale(code: string | null | undefined, locale: TLocale): boolean {
  return (code ?? '').trim().toLowerCase() === contentLocale(locale);
}

/** Of an entry and its localizations, the attributes in the asked locale (the entry's own otherwise). */
function pickLocalization<A extends { locale?: string | null }>(own: A, localizations: TEntity<A>[] | undefined, locale: TLocale): A {
  if (sameContentLocale(own.locale, locale)) return own;
  return localizations?.find((l) => sameContentLocale(l.attributes.locale, locale))?.attributes ?? own;
}

function scalarText(value: string | number | boolean | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

// ---------------------------------------------------------------------------------------------
// Reshaping (pure): Strapi shapes to the port's types

export function reshapeMenu(entries: TEntity<TStrapiMenuAttributes>[], locale: TLocale, contentHost: string): TMenuItem[] {
  return sortByOrder(
    entries.filter((e) => e.attributes.Visible === true),
    (e) => e.attributes.sort_order,
  ).map((e) => {
    const a = e.attributes;
    const named = pickLocalization(
      { name: a.name, Name: a.Name, locale: a.locale },
      a.localizations?.data,
      locale,
    );
    return {
      id: e.id,
      name: firstText(named.name, named.Name, a.name, a.Name),
      href: normalizeHref(firstText(a.page_path, a.Link), a.page_content),
      openInNewTab: a.IsOpenInNewTab === true,
      pageContentKey: pageContentKey(a.page_content),
      icon: iconOf(a.icon, contentHost),
      hideOnTopMenu: a.bHideOnTopMenu === true,
      children: reshapeSubMenus(a.sub_menus),
    };
  });
}

function reshapeSubMenus(subMenus: TStrapiMenuAttributes['sub_menus']): TMenuLink[] {
  if (!subMenus) return [];
  const entries = Array.isArray(subMenus) ? subMenus.map(({ id, ...attributes }) => ({ id, attributes })) : (subMenus.data ?? []);
  return sortByOrder(
    entries.filter((s) => s.attributes.Visible !== false),
    (s) => s.attributes.Sort_Order ?? s.attributes.sort_order,
  ).map((s) => {
    const a = s.attributes;
    return {
      id: s.id,
      name: firstText(a.Name, a.name),
      href: normalizeHref(firstText(a.Link, a.page_path), a.page_content),
      openInNewTab: a.IsOpenInNewTab === true,
      pageContentKey: pageContentKey(a.page_content),
    };
  });
}

export function reshapeHome(home: TStrapiHome | null, contentHost: string): THome {
  const a = home?.data?.attributes;
  if (!a) return { title: '', images: [], sections: [] };
  const sections: [string, string][] = [
    [firstText(a.Section1?.Title, a.Section1Title), firstText(a.Section1?.Content, a.Section1Content)],
    [firstText(a.Section2?.Title, a.Section2Title), firstText(a.Section2?.Content, a.Section2Content)],
    [firstText(a.Section3?.Title, a.Section3Title), firstText(a.Section3?.Content, a.Section3Content)],
    [firstText(a.Section4?.Title, a.Section4Title), firstText(a.Section4?.Content, a.Section4Content)],
  ];
  return {
    title: firstText(a.Title),
    images: mediaFiles(a.Images).map((f) => ({
      id: f.id,
      url: resolveAssetUrl(f.attributes.url, contentHost),
      alt: f.attributes.alternativeText ?? '',
      caption: optionalText(f.attributes.caption),
    })),
    sections: sections
      .filter(([title, content]) => title.trim() !== '' || content.trim() !== '')
      .map(([title, content]) => ({ title, content: sanitizeContentHtml(content, contentHost) })),
  };
}

export function reshapeHomeButtons(entries: TEntity<TStrapiHomeButtonAttributes>[], contentHost: string): THomeButton[] {
  return sortByOrder(entries, (e) => e.attributes.sort_order).map((e) => ({
    id: e.id,
    name: firstText(e.attributes.name, e.attributes.Name),
    icon: iconOf(e.attributes.icon, contentHost),
    href: normalizeHref(e.attributes.page_path, e.attributes.page_content),
  }));
}

/** A sponsor; logoUrl is missing when the entry has no Logo (callers drop those). */
export function reshapeSponsor(
  entry: TEntity<TStrapiSponsorAttributes>,
  contentHost: string,
): Omit<TSponsor, 'logoUrl'> & { logoUrl?: string } {
  const a = entry.attributes;
  const logo = mediaFiles(a.Logo)[0];
  const tier = firstText(a.Tier, a.tier).trim().toLowerCase();
  return {
    id: entry.id,
    name: firstText(a.Name, a.name, logo?.attributes.alternativeText),
    logoUrl: resolveAssetUrl(logo?.attributes.url, contentHost),
    link: optionalText(a.Link),
    description: optionalText(a.Description, a.description),
    tier: (TIERS as readonly string[]).includes(tier) ? (tier as TSponsor['tier']) : 'supporter',
  };
}

export function reshapeSponsors(entries: TEntity<TStrapiSponsorAttributes>[], contentHost: string): TSponsor[] {
  return sortByOrder(entries, (e) => e.attributes.sort_order)
    .map((e) => reshapeSponsor(e, contentHost))
    .filter((s): s is TSponsor => isUsableLogoUrl(s.logoUrl));
}

export function reshapeFloatingSponsors(answer: TStrapiFloatingSponsors | null, contentHost: string): TFloatingSponsors | null {
  const a = answer?.data?.attributes;
  if (!a) return null;
  return buildFloatingSponsors({
    title: firstText(a.Title),
    spaces: a.spaces,
    speed: a.speed,
    height: a.height,
    visible: a.Visible === true,
    sponsors: (a.sponsors?.data ?? []).map((e) => reshapeSponsor(e, contentHost)),
  });
}

export function reshapeFooter(entries: TEntity<TStrapiFooterItemAttributes>[]): TFooterItem[] {
  return sortByOrder(
    entries.filter((e) => e.attributes.visible === true),
    (e) => e.attributes.sort_order,
  ).map((e) => ({
    id: e.id,
    name: firstText(e.attributes.name, e.attributes.Name),
    href: normalizeHref(e.attributes.page_link),
    openInNewTab: e.attributes.IsOpenInNewTab === true,
  }));
}

/** Title, Description are the page; PageName, PageTitle, PageDescription are the fallbacks. */
export function reshapeSimplePage(entry: TEntity<TStrapiSimplePageAttributes>, contentHost: string): TSimplePage {
  const a = entry.attributes;
  return {
    id: entry.id,
    seoLink: firstText(a.SeoLink) || String(entry.id),
    pageName: firstText(a.PageName, a.Title, a.PageTitle),
    title: firstText(a.Title, a.PageTitle, a.PageName),
    html: sanitizeContentHtml(firstText(a.Description, a.PageDescription), contentHost),
    updatedAt: toDate(a.updatedAt, a.createdAt),
  };
}

export function reshapeNewsSummary(entry: TEntity<TStrapiNewsAttributes>, contentHost: string): TNewsSummary {
  const a = entry.attributes;
  return {
    id: entry.id,
    slug: firstText(a.slug) || String(entry.id),
    title: firstText(a.title),
    summary: firstText(a.summary),
    imageUrl: mediaUrl(a.image, contentHost),
    publishedAt: toDate(a.published_at, a.publishedAt, a.createdAt),
  };
}

export function reshapeNewsArticle(entry: TEntity<TStrapiNewsAttributes>, contentHost: string): TNewsArticle {
  return { ...reshapeNewsSummary(entry, contentHost), html: sanitizeContentHtml(firstText(entry.attributes.body), contentHost) };
}

export function reshapeFaqs(entries: TEntity<TStrapiFaqAttributes>[], contentHost: string): TFaq[] {
  return sortByOrder(entries, (e) => e.attributes.sort_order).map((e) => ({
    id: e.id,
    category: firstText(e.attributes.category),
    question: firstText(e.attributes.question),
    answerHtml: sanitizeContentHtml(firstText(e.attributes.answer), contentHost),
  }));
}

export function reshapeRules(entries: TEntity<TStrapiRuleAttributes>[], contentHost: string): TRuleSection[] {
  return sortByOrder(entries, (e) => e.attributes.sort_order).map((e) => ({
    id: e.id,
    slug: firstText(e.attributes.slug) || String(e.id),
    title: firstText(e.attributes.title),
    html: sanitizeContentHtml(firstText(e.attributes.body), contentHost),
  }));
}

/** Documents without a file are dropped; Strapi gives the size in kB (bytes / 1000). */
export function reshapeDocuments(entries: TEntity<TStrapiDocumentAttributes>[], contentHost: string): TDocument[] {
  return entries.flatMap((e) => {
    const a = e.attributes;
    const file = mediaFiles(a.file)[0];
    if (!file) return [];
    return [
      {
        id: e.id,
        title: firstText(a.title, file.attributes.name),
        description: optionalText(a.description),
        category: firstText(a.category),
        url: resolveAssetUrl(file.attributes.url, contentHost),
        mime: firstText(file.attributes.mime) || 'application/octet-stream',
        sizeBytes: Math.max(0, Math.round((file.attributes.size ?? 0) * 1000)),
        language: optionalText(a.language),
        publishedAt: toDate(a.published_at, a.publishedAt, a.createdAt),
      },
    ];
  });
}

export function reshapeContactLists(entries: TEntity<TStrapiContactListAttributes>[]): TContactList[] {
  return sortByOrder(entries, (e) => e.attributes.sort_order).map((e) => ({
    id: e.id,
    title: firstText(e.attributes.title, e.attributes.Title),
    contacts: (e.attributes.contacts ?? [])
      .map((c) => ({
        name: firstText(c.name, c.Name),
        role: firstText(c.role, c.Role),
        email: optionalText(c.email, c.Email),
        phone: optionalText(c.phone, c.Phone),
      }))
      .filter((c) => c.name.trim() !== ''),
  }));
}

export function reshapeAbout(answer: TStrapiAbout | null, locale: TLocale, contentHost: string): TAboutPage {
  const own = answer?.data?.attributes;
  if (!own) return { title: '', aboutHtml: '', bodyHtml: '' };
  const a = pickLocalization(own, own.localizations?.data, locale);
  return {
    title: firstText(a.title),
    aboutHtml: sanitizeContentHtml(firstText(a.about_page), contentHost),
    bodyHtml: sanitizeContentHtml(firstText(a.body_page), contentHost),
  };
}

function parameterPairs(entries: TEntity<TStrapiParameterAttributes>[]): { name: string; value: string }[] {
  return entries.flatMap((e) => {
    const name = firstText(e.attributes.Name, e.attributes.name).trim();
    return name ? [{ name, value: scalarText(e.attributes.Value ?? e.attributes.value) }] : [];
  });
}

/**
 * The language list setting: a JSON list of codes or of `{ ab, name }` (seed §3, Language), or a
 * comma list. Content-service codes such as fr-CA are read as the site's locales.
 */
export function parseLanguageEntries(raw: string | null | undefined): TLanguage[] {
  if (!raw || raw.trim() === '') return [];
  let items: unknown;
  try {
    items = JSON.parse(raw);
  } catch {
    items = raw.split(',');
  }
  if (!Array.isArray(items)) return [];
  const result: TLanguage[] = [];
  for (const item of items) {
    const record = item && typeof item === 'object' ? (item as { ab?: unknown; name?: unknown }) : undefined;
    const code = fromContentLocale(typeof item === 'string' ? item : typeof record?.ab === 'string' ? record.ab : undefined);
    if (!code || result.some((l) => l.code === code)) continue;
    const name = typeof record?.name === 'string' && record.name.trim() !== '' ? record.name.trim() : LANGUAGE_NAMES[code];
    result.push({ code, name });
  }
  return result;
}

export function reshapeLanguages(entries: TEntity<TStrapiParameterAttributes>[]): TLanguage[] {
  const raw = parameterPairs(entries).find((p) => p.name.toLowerCase() === SETTING_NAMES.languageList)?.value;
  const languages = parseLanguageEntries(raw);
  return languages.length > 0 ? languages : [{ code: DEFAULT_LOCALE, name: LANGUAGE_NAMES[DEFAULT_LOCALE] }];
}

/** camelCase or PascalCase field names as snake_case ("TabLogo" → "tab_logo"). */
function snakeCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

const IMAGE_ENTRY_KEYS = new Set(['Name', 'name', 'Image', 'image', 'Value', 'createdAt', 'updatedAt', 'publishedAt', 'locale', 'localizations']);

/** Image parameters: entries of Name plus media, or one media field per image name. */
export function reshapeParameterImages(entries: TEntity<TStrapiParameterImageAttributes>[], contentHost: string): TParameterImages {
  const rows: { name: string; url: string }[] = [];
  for (const { attributes: a } of entries) {
    const name = firstText(a.Name, a.name).trim();
    const url =
      mediaUrl(a.Image, contentHost) ??
      mediaUrl(a.image, contentHost) ??
      (typeof a.Value === 'string' ? resolveAssetUrl(optionalText(a.Value), contentHost) : mediaUrl(a.Value, contentHost));
    if (name && url) rows.push({ name, url });
    for (const [key, value] of Object.entries(a)) {
      if (IMAGE_ENTRY_KEYS.has(key) || !value || typeof value !== 'object') continue;
      const media = ZStrapiMediaSchema.safeParse(value);
      const fieldUrl = media.success ? mediaUrl(media.data, contentHost) : undefined;
      if (fieldUrl) rows.push({ name: snakeCase(key), url: fieldUrl });
    }
  }
  return parseParameterImages(rows);
}

/**
 * Settings from the Name/Value parameters and the image parameters. The language list and default
 * locale may use content-service codes (fr-CA): they are rewritten to the site's codes first.
 */
export function reshapeSettings(
  parameters: TEntity<TStrapiParameterAttributes>[],
  images: TEntity<TStrapiParameterImageAttributes>[],
  contentHost: string,
): TSettings {
  const pairs = parameterPairs(parameters).map((p) => {
    const key = p.name.trim().toLowerCase();
    if (key === SETTING_NAMES.languageList) {
      const codes = parseLanguageEntries(p.value).map((l) => l.code);
      return codes.length > 0 ? { ...p, value: JSON.stringify(codes) } : p;
    }
    if (key === SETTING_NAMES.defaultLocale) return { ...p, value: fromContentLocale(p.value) ?? p.value };
    return p;
  });
  return parseSettings(pairs, reshapeParameterImages(images, contentHost));
}

// ---------------------------------------------------------------------------------------------
// The adapter

export function createStrapiContent(options: TStrapiContentOptions): ContentPort {
  const client = createStrapiClient({ baseUrl: options.baseUrl, token: options.token, timeoutMs: options.timeoutMs });
  const contentHost = (options.contentHost ?? new URL(options.baseUrl).origin).replace(/\/+$/, '');
  const homePath = options.homePath ?? STRAPI_HOME_PATH;

  /** Every entry of a collection, page by page. */
  async function listAll<A>(
    path: string,
    params: TStrapiQuery,
    schema: z.ZodType<{ data: TEntity<A>[]; meta?: TStrapiMeta | null }>,
    pageSize: number = LIST_PAGE_SIZE,
  ): Promise<TEntity<A>[]> {
    const page = (n: number) => client.get(path, { ...params, 'pagination[page]': n, 'pagination[pageSize]': pageSize }, schema);
    const first = await page(1);
    const pageCount = Math.min(first.meta?.pagination?.pageCount ?? 1, MAX_PAGES);
    const rest = await Promise.all(Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => page(i + 2)));
    return [first, ...rest].flatMap((r) => r.data);
  }

  /** Load in the asked locale; when the entry is missing there, in English. */
  async function withEnglishFallback<T>(locale: TLocale, load: (code: string) => Promise<T | null>): Promise<T | null> {
    const result = await load(contentLocale(locale));
    if (result !== null || locale === DEFAULT_LOCALE) return result;
    return load(contentLocale(DEFAULT_LOCALE));
  }

  const parameters = () => listAll('parameters', {}, ZStrapiParameterListSchema, PARAMETERS_PAGE_SIZE);

  return {
    async getSettings() {
      const [params, images] = await Promise.all([
        parameters(),
        client.get('parameter-images', { populate: '*' }, ZStrapiParameterImageListSchema),
      ]);
      return reshapeSettings(params, images.data, contentHost);
    },

    async getLanguages() {
      return reshapeLanguages(await parameters());
    },

    async getMenu(locale) {
      const entries = await listAll('menus', { populate: '*', locale: contentLocale(locale) }, ZStrapiMenuListSchema, MENU_PAGE_SIZE);
      return reshapeMenu(entries, locale, contentHost);
    },

    async getHome(locale) {
      const answer = await withEnglishFallback(locale, (code) =>
        client.getOptional(homePath, { 'populate[0]': 'Images', locale: code }, ZStrapiHomeSchema).then((r) => (r?.data ? r : null)),
      );
      return reshapeHome(answer, contentHost);
    },

    async getHomeButtons(locale) {
      const answer = await client.get('home-menus', { populate: '*', locale: contentLocale(locale) }, ZStrapiHomeButtonListSchema);
      return reshapeHomeButtons(answer.data, contentHost);
    },

    async getSponsors(locale) {
      const entries = await listAll('sponsors', { populate: '*', locale: contentLocale(locale) }, ZStrapiSponsorListSchema);
      return reshapeSponsors(entries, contentHost);
    },

    async getFloatingSponsors() {
      // As the seed calls it: no locale (the banner title is not translated there).
      const answer = await client.getOptional('floating-footer', { 'populate[sponsors][populate]': '*' }, ZStrapiFloatingSponsorsSchema);
      return reshapeFloatingSponsors(answer, contentHost);
    },

    async getFooter(locale) {
      const answer = await client.get('static-footers', { populate: '*', locale: contentLocale(locale) }, ZStrapiFooterListSchema);
      return reshapeFooter(answer.data);
    },

    async listSimplePages(locale) {
      const entries = await listAll('simple-pages', { locale: contentLocale(locale) }, ZStrapiSimplePageListSchema);
      return entries.map((e) => {
        const { html: _html, ...page } = reshapeSimplePage(e, contentHost);
        return page;
      });
    },

    async getSimplePage(seoLink, locale) {
      const entry = await withEnglishFallback(locale, async (code) => {
        const answer = await client.getOptional(
          'simple-pages',
          { 'filters[SeoLink][$eqi]': seoLink, locale: code, 'pagination[pageSize]': 1 },
          ZStrapiSimplePageListSchema,
        );
        return answer?.data[0] ?? null;
      });
      return entry ? reshapeSimplePage(entry, contentHost) : null;
    },

    async listNews(locale, { limit = 10, offset = 0 } = {}) {
      const answer = await client.get(
        'news-articles',
        {
          locale: contentLocale(locale),
          'populate[0]': 'image',
          'sort[0]': 'published_at:desc',
          'sort[1]': 'id:desc',
          'pagination[start]': offset,
          'pagination[limit]': limit,
        },
        ZStrapiNewsListSchema,
      );
      return {
        total: answer.meta?.pagination?.total ?? answer.data.length,
        items: answer.data.map((e) => reshapeNewsSummary(e, contentHost)),
      };
    },

    async getNewsArticle(slug, locale) {
      const entry = await withEnglishFallback(locale, async (code) => {
        const answer = await client.getOptional(
          'news-articles',
          { 'filters[slug][$eq]': slug, locale: code, 'populate[0]': 'image', 'pagination[pageSize]': 1 },
          ZStrapiNewsListSchema,
        );
        return answer?.data[0] ?? null;
      });
      return entry ? reshapeNewsArticle(entry, contentHost) : null;
    },

    async listFaqs(locale) {
      const entries = await listAll('faqs', { locale: contentLocale(locale), 'sort[0]': 'sort_order:asc', 'sort[1]': 'id:asc' }, ZStrapiFaqListSchema);
      return reshapeFaqs(entries, contentHost);
    },

    async listRules(locale) {
      const entries = await listAll('rules', { locale: contentLocale(locale), 'sort[0]': 'sort_order:asc', 'sort[1]': 'id:asc' }, ZStrapiRuleListSchema);
      return reshapeRules(entries, contentHost);
    },

    async listDocuments(locale) {
      const entries = await listAll(
        'documents',
        { locale: contentLocale(locale), 'populate[0]': 'file', 'sort[0]': 'published_at:desc', 'sort[1]': 'id:desc' },
        ZStrapiDocumentListSchema,
      );
      return reshapeDocuments(entries, contentHost);
    },

    async listContactLists(locale) {
      const entries = await listAll('contact-lists', { populate: '*', locale: contentLocale(locale) }, ZStrapiContactListListSchema);
      return reshapeContactLists(entries);
    },

    async getAbout(locale) {
      const answer = await withEnglishFallback(locale, (code) =>
        client.getOptional('about-page', { 'populate[0]': 'localizations', locale: code }, ZStrapiAboutSchema).then((r) => (r?.data ? r : null)),
      );
      return reshapeAbout(answer, locale, contentHost);
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
