import type { z } from 'zod';
import { DEFAULT_LOCALE, MENU_PAGE_SIZE, PARAMETERS_PAGE_SIZE, type TLocale } from '../../constants';
import { isLocale } from '../../i18n/locale';
import { log } from '../../log';
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
import { richTextToHtml } from '../richtext';
import { parseParameterImages, parseSettings, SETTING_NAMES } from '../settings';
import { buildFloatingSponsors, isUsableLogoUrl } from '../sponsors';
import { createStrapiClient, type TStrapiQuery } from './client';
import { createLocaleResolver, DEFAULT_CONTENT_LOCALE_CODES } from './locales';
import {
  type TStrapiAbout,
  type TStrapiContactList,
  type TStrapiDocument,
  type TStrapiEntryBase,
  type TStrapiFaq,
  type TStrapiFile,
  type TStrapiFloatingSponsors,
  type TStrapiFooterItem,
  type TStrapiHome,
  type TStrapiHomeButton,
  type TStrapiMedia,
  type TStrapiMenu,
  type TStrapiMeta,
  type TStrapiNews,
  type TStrapiParameter,
  type TStrapiParameterImage,
  type TStrapiRule,
  type TStrapiSimplePage,
  type TStrapiSponsor,
  type TStrapiSubMenu,
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
 * Every collection is read page by page to its `pageCount` (Strapi gives 25 entries unless asked,
 * at most 100). News, FAQs, rules and documents are not named by the seed. They are read from the
 * collection types `news-articles` (slug, title, summary, body, image), `faqs` (question, answer,
 * category, sort_order), `rules` (slug, title, body, sort_order) and `documents` (title,
 * description, category, file, language), sorted by Strapi's own `publishedAt` where dated.
 * Contact-form messages are created in `contact-messages`.
 *
 * Languages: every localized read asks for the visitor's language and falls back to English entry
 * by entry: a list shows each entry's translation where there is one and the English entry where
 * there is none (linked by `documentId` in Strapi 5, by `localizations` in Strapi 4); a single
 * entry (home, about, a simple page or article) missing in the asked language is read in English.
 *
 * Rich text (Markdown, HTML or Strapi 5 blocks) becomes sanitised HTML (../richtext.ts); media
 * paths under /uploads/ point at the content host (the origin of baseUrl by default). Every answer
 * is checked against a schema: anything unexpected, an HTTP error or a network failure is an
 * AppError UPSTREAM_FAILED, which the pages turn into their last good content or the
 * "content unavailable" notice (decision 022), never a 500.
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
/** Page size for listing whole collections (Strapi's default maxLimit is 100). */
const LIST_PAGE_SIZE = 100;
/** Safety bound on paging through a collection. */
const MAX_PAGES = 50;

const LANGUAGE_NAMES: Record<TLocale, string> = { en: 'English', es: 'Español', fr: 'Français' };
const TIERS = ['title', 'gold', 'silver', 'supporter'] as const;

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

/** The first rich-text value that is not empty (Markdown or HTML text, or blocks). */
function firstRichText<T extends string | readonly unknown[]>(...values: (T | null | undefined)[]): T | undefined {
  for (const v of values) {
    if (typeof v === 'string' ? v.trim() !== '' : Array.isArray(v) && v.length > 0) return v as T;
  }
  return undefined;
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

/** Newest first (publishedAt, then createdAt), then the highest id. */
function sortByPublished<T extends { id: number; publishedAt?: string | null; createdAt?: string | null }>(items: T[]): T[] {
  const time = (item: T) => toDate(item.publishedAt, item.createdAt).getTime();
  return [...items].sort((a, b) => time(b) - time(a) || b.id - a.id);
}

/** The files of a media field, single or multiple. */
export function mediaFiles(media: TStrapiMedia): TStrapiFile[] {
  if (!media) return [];
  return Array.isArray(media) ? media : [media];
}

export function mediaUrl(media: TStrapiMedia, contentHost: string): string | undefined {
  return resolveAssetUrl(mediaFiles(media)[0]?.url, contentHost);
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

function scalarText(value: string | number | boolean | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

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

// ---------------------------------------------------------------------------------------------
// Reshaping (pure): Strapi shapes (flat, see schemas.ts) to the port's types

export function reshapeMenu(entries: TStrapiMenu[], contentHost: string): TMenuItem[] {
  return sortByOrder(
    entries.filter((e) => e.Visible === true),
    (e) => e.sort_order,
  ).map((e) => ({
    id: e.id,
    name: firstText(e.name, e.Name),
    href: normalizeHref(firstText(e.page_path, e.Link), e.page_content),
    openInNewTab: e.IsOpenInNewTab === true,
    pageContentKey: pageContentKey(e.page_content),
    icon: iconOf(e.icon, contentHost),
    hideOnTopMenu: e.bHideOnTopMenu === true,
    children: reshapeSubMenus(e.sub_menus),
  }));
}

function reshapeSubMenus(subMenus: TStrapiSubMenu[] | null | undefined): TMenuLink[] {
  return sortByOrder(
    (subMenus ?? []).filter((s) => s.Visible !== false),
    (s) => s.Sort_Order ?? s.sort_order,
  ).map((s) => ({
    id: s.id,
    name: firstText(s.Name, s.name),
    href: normalizeHref(firstText(s.Link, s.page_path), s.page_content),
    openInNewTab: s.IsOpenInNewTab === true,
    pageContentKey: pageContentKey(s.page_content),
  }));
}

export function reshapeHome(home: TStrapiHome | null, contentHost: string): THome {
  if (!home) return { title: '', images: [], sections: [] };
  const sections = [
    [home.Section1?.Title ?? home.Section1Title, firstRichText(home.Section1?.Content, home.Section1Content)],
    [home.Section2?.Title ?? home.Section2Title, firstRichText(home.Section2?.Content, home.Section2Content)],
    [home.Section3?.Title ?? home.Section3Title, firstRichText(home.Section3?.Content, home.Section3Content)],
    [home.Section4?.Title ?? home.Section4Title, firstRichText(home.Section4?.Content, home.Section4Content)],
  ] as const;
  return {
    title: firstText(home.Title),
    images: mediaFiles(home.Images).map((f) => ({
      id: f.id,
      url: resolveAssetUrl(f.url, contentHost),
      alt: f.alternativeText ?? '',
      caption: optionalText(f.caption),
    })),
    sections: sections
      .map(([title, content]) => ({ title: firstText(title), content: richTextToHtml(content, contentHost) }))
      .filter(({ title, content }) => title.trim() !== '' || content !== ''),
  };
}

export function reshapeHomeButtons(entries: TStrapiHomeButton[], contentHost: string): THomeButton[] {
  return sortByOrder(entries, (e) => e.sort_order).map((e) => ({
    id: e.id,
    name: firstText(e.name, e.Name),
    icon: iconOf(e.icon, contentHost),
    href: normalizeHref(e.page_path, e.page_content),
  }));
}

/** A sponsor; logoUrl is missing when the entry has no Logo (callers drop those). */
export function reshapeSponsor(entry: TStrapiSponsor, contentHost: string): Omit<TSponsor, 'logoUrl'> & { logoUrl?: string } {
  const logo = mediaFiles(entry.Logo)[0];
  const tier = firstText(entry.Tier, entry.tier).trim().toLowerCase();
  return {
    id: entry.id,
    name: firstText(entry.Name, entry.name, logo?.alternativeText),
    logoUrl: resolveAssetUrl(logo?.url, contentHost),
    link: optionalText(entry.Link),
    description: optionalText(entry.Description, entry.description),
    tier: (TIERS as readonly string[]).includes(tier) ? (tier as TSponsor['tier']) : 'supporter',
  };
}

export function reshapeSponsors(entries: TStrapiSponsor[], contentHost: string): TSponsor[] {
  return sortByOrder(entries, (e) => e.sort_order)
    .map((e) => reshapeSponsor(e, contentHost))
    .filter((s): s is TSponsor => isUsableLogoUrl(s.logoUrl));
}

export function reshapeFloatingSponsors(banner: TStrapiFloatingSponsors | null, contentHost: string): TFloatingSponsors | null {
  if (!banner) return null;
  return buildFloatingSponsors({
    title: firstText(banner.Title),
    spaces: banner.spaces,
    speed: banner.speed,
    height: banner.height,
    visible: banner.Visible === true,
    sponsors: (banner.sponsors ?? []).map((e) => reshapeSponsor(e, contentHost)),
  });
}

export function reshapeFooter(entries: TStrapiFooterItem[]): TFooterItem[] {
  return sortByOrder(
    entries.filter((e) => e.visible === true),
    (e) => e.sort_order,
  ).map((e) => ({
    id: e.id,
    name: firstText(e.name, e.Name),
    href: normalizeHref(e.page_link),
    openInNewTab: e.IsOpenInNewTab === true,
  }));
}

/** Title, Description are the page; PageName, PageTitle, PageDescription are the fallbacks. */
export function reshapeSimplePage(entry: TStrapiSimplePage, contentHost: string): TSimplePage {
  return {
    id: entry.id,
    seoLink: firstText(entry.SeoLink) || String(entry.id),
    pageName: firstText(entry.PageName, entry.Title, entry.PageTitle),
    title: firstText(entry.Title, entry.PageTitle, entry.PageName),
    html: richTextToHtml(firstRichText(entry.Description, entry.PageDescription), contentHost),
    updatedAt: toDate(entry.updatedAt, entry.createdAt),
  };
}

export function reshapeNewsSummary(entry: TStrapiNews, contentHost: string): TNewsSummary {
  return {
    id: entry.id,
    slug: firstText(entry.slug) || String(entry.id),
    title: firstText(entry.title),
    summary: firstText(entry.summary),
    imageUrl: mediaUrl(entry.image, contentHost),
    publishedAt: toDate(entry.publishedAt, entry.createdAt),
  };
}

export function reshapeNewsArticle(entry: TStrapiNews, contentHost: string): TNewsArticle {
  return { ...reshapeNewsSummary(entry, contentHost), html: richTextToHtml(entry.body, contentHost) };
}

export function reshapeFaqs(entries: TStrapiFaq[], contentHost: string): TFaq[] {
  return sortByOrder(entries, (e) => e.sort_order).map((e) => ({
    id: e.id,
    category: firstText(e.category),
    question: firstText(e.question),
    answerHtml: richTextToHtml(e.answer, contentHost),
  }));
}

export function reshapeRules(entries: TStrapiRule[], contentHost: string): TRuleSection[] {
  return sortByOrder(entries, (e) => e.sort_order).map((e) => ({
    id: e.id,
    slug: firstText(e.slug) || String(e.id),
    title: firstText(e.title),
    html: richTextToHtml(e.body, contentHost),
  }));
}

/** Documents without a file are dropped; Strapi gives the size in kB (bytes / 1000). Newest first. */
export function reshapeDocuments(entries: TStrapiDocument[], contentHost: string): TDocument[] {
  return sortByPublished(entries).flatMap((e) => {
    const file = mediaFiles(e.file)[0];
    if (!file) return [];
    return [
      {
        id: e.id,
        title: firstText(e.title, file.name),
        description: optionalText(e.description),
        category: firstText(e.category),
        url: resolveAssetUrl(file.url, contentHost),
        mime: firstText(file.mime) || 'application/octet-stream',
        sizeBytes: Math.max(0, Math.round((file.size ?? 0) * 1000)),
        language: optionalText(e.language),
        publishedAt: toDate(e.publishedAt, e.createdAt),
      },
    ];
  });
}

export function reshapeContactLists(entries: TStrapiContactList[]): TContactList[] {
  return sortByOrder(entries, (e) => e.sort_order).map((e) => ({
    id: e.id,
    title: firstText(e.title, e.Title),
    contacts: (e.contacts ?? [])
      .map((c) => ({
        name: firstText(c.name, c.Name),
        role: firstText(c.role, c.Role),
        email: optionalText(c.email, c.Email),
        phone: optionalText(c.phone, c.Phone),
      }))
      .filter((c) => c.name.trim() !== ''),
  }));
}

export function reshapeAbout(about: TStrapiAbout | null, contentHost: string): TAboutPage {
  if (!about) return { title: '', aboutHtml: '', bodyHtml: '' };
  return {
    title: firstText(about.title),
    aboutHtml: richTextToHtml(about.about_page, contentHost),
    bodyHtml: richTextToHtml(about.body_page, contentHost),
  };
}

function parameterPairs(entries: TStrapiParameter[]): { name: string; value: string }[] {
  return entries.flatMap((e) => {
    const name = firstText(e.Name, e.name).trim();
    return name ? [{ name, value: scalarText(e.Value ?? e.value) }] : [];
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

export function reshapeLanguages(entries: TStrapiParameter[]): TLanguage[] {
  const raw = parameterPairs(entries).find((p) => p.name.toLowerCase() === SETTING_NAMES.languageList)?.value;
  const languages = parseLanguageEntries(raw);
  return languages.length > 0 ? languages : [{ code: DEFAULT_LOCALE, name: LANGUAGE_NAMES[DEFAULT_LOCALE] }];
}

/** camelCase or PascalCase field names as snake_case ("TabLogo" → "tab_logo"). */
function snakeCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

const IMAGE_ENTRY_KEYS = new Set(['id', 'documentId', 'Name', 'name', 'Image', 'image', 'Value', 'createdAt', 'updatedAt', 'publishedAt', 'locale', 'localizations']);

/** Image parameters: entries of Name plus media, or one media field per image name. */
export function reshapeParameterImages(entries: TStrapiParameterImage[], contentHost: string): TParameterImages {
  const rows: { name: string; url: string }[] = [];
  for (const entry of entries) {
    const name = firstText(entry.Name, entry.name).trim();
    const url =
      mediaUrl(entry.Image, contentHost) ??
      mediaUrl(entry.image, contentHost) ??
      (typeof entry.Value === 'string' ? resolveAssetUrl(optionalText(entry.Value), contentHost) : mediaUrl(entry.Value, contentHost));
    if (name && url) rows.push({ name, url });
    for (const [key, value] of Object.entries(entry)) {
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
export function reshapeSettings(parameters: TStrapiParameter[], images: TStrapiParameterImage[], contentHost: string): TSettings {
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

  /** The server's code for the asked language (none when it is the fallback's or unknown there) and for the fallback. */
  async function codesFor(locale: TLocale): Promise<{ own?: string; fallback: string }> {
    const codes = await localeCodes();
    const fallback = codes[DEFAULT_LOCALE] ?? DEFAULT_CONTENT_LOCALE_CODES[DEFAULT_LOCALE] ?? DEFAULT_LOCALE;
    const own = codes[locale];
    return { own: own && own !== fallback ? own : undefined, fallback };
  }

  /** A localized collection in the asked language, with the fallback's entries where no translation exists. */
  async function localizedList<E extends TStrapiEntryBase>(locale: TLocale, load: (code: string) => Promise<E[]>): Promise<E[]> {
    const { own, fallback } = await codesFor(locale);
    if (!own) return load(fallback);
    const [mine, others] = await Promise.all([load(own), load(fallback)]);
    return withFallbackEntries(mine, others);
  }

  /** A localized entry in the asked language, else in the fallback language. */
  async function localizedOne<T>(locale: TLocale, load: (code: string) => Promise<T | null>): Promise<T | null> {
    const { own, fallback } = await codesFor(locale);
    if (own) {
      const found = await load(own);
      if (found !== null) return found;
    }
    return load(fallback);
  }

  /** Every entry of a collection, page by page. */
  async function listAll<E>(
    path: string,
    params: TStrapiQuery,
    schema: z.ZodType<{ data: E[]; meta?: TStrapiMeta | null }>,
    pageSize: number = LIST_PAGE_SIZE,
  ): Promise<E[]> {
    const page = (n: number) => client.get(path, { ...params, 'pagination[page]': n, 'pagination[pageSize]': pageSize }, schema);
    const first = await page(1);
    const pageCount = Math.min(first.meta?.pagination?.pageCount ?? 1, MAX_PAGES);
    const rest = await Promise.all(Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => page(i + 2)));
    return [first, ...rest].flatMap((r) => r.data);
  }

  /** A whole localized collection (media, relations, components and localizations populated). */
  const localizedCollection = <E extends TStrapiEntryBase>(
    locale: TLocale,
    path: string,
    schema: z.ZodType<{ data: E[]; meta?: TStrapiMeta | null }>,
    params: TStrapiQuery = {},
    pageSize?: number,
  ) => localizedList(locale, (code) => listAll(path, { populate: '*', ...params, locale: code }, schema, pageSize));

  /** The home in one language; its sections as named components, or as plain fields when Strapi refuses those names. */
  async function loadHome(code: string): Promise<TStrapiHome | null> {
    let answer = await client.getOrStatus(homePath, { ...HOME_POPULATE, locale: code }, ZStrapiHomeAnswerSchema, [400, 404]);
    if (!answer.ok && answer.status === 400) {
      // Strapi 5 refuses to populate a field the content type does not have (Strapi 4 ignores it).
      answer = await client.getOrStatus(homePath, { populate: '*', locale: code }, ZStrapiHomeAnswerSchema, [404]);
    }
    return answer.ok ? answer.data.data : null;
  }

  const parameters = () => listAll('parameters', {}, ZStrapiParameterListSchema, PARAMETERS_PAGE_SIZE);
  const newsSort = { 'sort[0]': 'publishedAt:desc', 'sort[1]': 'id:desc' };

  return {
    async getSettings() {
      const [params, images] = await Promise.all([parameters(), listAll('parameter-images', { populate: '*' }, ZStrapiParameterImageListSchema)]);
      return reshapeSettings(params, images, contentHost);
    },

    async getLanguages() {
      return reshapeLanguages(await parameters());
    },

    async getMenu(locale) {
      return reshapeMenu(await localizedCollection(locale, 'menus', ZStrapiMenuListSchema, {}, MENU_PAGE_SIZE), contentHost);
    },

    async getHome(locale) {
      return reshapeHome(await localizedOne(locale, loadHome), contentHost);
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
      const entry = await localizedOne(locale, async (code) => {
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
      const { own, fallback } = await codesFor(locale);
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
      const entry = await localizedOne(locale, async (code) => {
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
      const about = await localizedOne(locale, async (code) => (await client.getOptional('about-page', { locale: code }, ZStrapiAboutAnswerSchema))?.data ?? null);
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
