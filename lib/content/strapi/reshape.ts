import { DEFAULT_LOCALE, type TLocale } from '../../constants';
import { normalizeHref, pageContentKey, resolveAssetUrl } from '../links';
import type {
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
import { fromContentLocale } from './locales';
import {
  type TStrapiAbout,
  type TStrapiContactList,
  type TStrapiDocument,
  type TStrapiFaq,
  type TStrapiFile,
  type TStrapiFloatingSponsors,
  type TStrapiFooterItem,
  type TStrapiHome,
  type TStrapiHomeButton,
  type TStrapiMedia,
  type TStrapiMenu,
  type TStrapiNews,
  type TStrapiParameter,
  type TStrapiParameterImage,
  type TStrapiRule,
  type TStrapiSimplePage,
  type TStrapiSponsor,
  type TStrapiSubMenu,
  ZStrapiMediaSchema,
} from './schemas';

/**
 * Strapi shapes (flat, see schemas.ts) to the port's types. Pure functions: the content host that
 * media paths under /uploads/ point at is an argument. Rich text (Markdown, HTML or Strapi 5
 * blocks) becomes sanitised HTML (../richtext.ts). Where the seed gives a field two spellings
 * (`name`/`Name`, `page_path`/`Link`), the first that is not blank is used.
 */

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
export function sortByPublished<T extends { id: number; publishedAt?: string | null; createdAt?: string | null }>(items: T[]): T[] {
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

function scalarText(value: string | number | boolean | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

// ---------------------------------------------------------------------------------------------
// Entries to the port's types

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
  const rows: { name: string; url: string; width?: number | null; height?: number | null }[] = [];
  /** The media's URL with the size Strapi's upload plugin recorded for it (none for SVG or a plain URL). */
  const fileOf = (media: TStrapiMedia) => {
    const url = mediaUrl(media, contentHost);
    const file = mediaFiles(media)[0];
    return url ? { url, width: file?.width, height: file?.height } : undefined;
  };
  for (const entry of entries) {
    const name = firstText(entry.Name, entry.name).trim();
    const file =
      fileOf(entry.Image) ??
      fileOf(entry.image) ??
      (typeof entry.Value === 'string' ? urlOnly(resolveAssetUrl(optionalText(entry.Value), contentHost)) : fileOf(entry.Value));
    if (name && file) rows.push({ name, ...file });
    for (const [key, value] of Object.entries(entry)) {
      if (IMAGE_ENTRY_KEYS.has(key) || !value || typeof value !== 'object') continue;
      const media = ZStrapiMediaSchema.safeParse(value);
      const field = media.success ? fileOf(media.data) : undefined;
      if (field) rows.push({ name: snakeCase(key), ...field });
    }
  }
  return parseParameterImages(rows);
}

function urlOnly(url: string | undefined): { url: string } | undefined {
  return url ? { url } : undefined;
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
