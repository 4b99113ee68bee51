import type { TLocale } from '../constants';

/**
 * The content service port (seed §7 "Content service"): settings and theme, menus, home, sponsors,
 * footer, simple pages, news, FAQs, rules, documents, contact and about. Adapters: embedded
 * (database, default) and strapi (a Strapi 4 or 5 REST API). Every text is already in the asked locale.
 */

export type TSettings = {
  defaultOrganizationId: number;
  /** Default promoter ids (the seed's comma list). */
  defaultPromoterIds: number[];
  defaultPromoterUserId: number;
  defaultLocale: TLocale;
  /** Configured languages, in order; never empty. */
  languages: TLocale[];
  rootPath: string;
  browserTabTitle: string;
  layout: string;
  captchaSiteKey?: string;
  mapsKey?: string;
  theme: TTheme;
  images: TParameterImages;
};

export type TTheme = {
  navbar: string;
  subheader: string;
  subheaderFont: string;
  subheaderFontSize: string;
  button: string;
  hover: string;
  accordion: string;
  normal: string;
  mainMenuButtonFill: string;
  mainMenuButtonBorder: string;
  mainMenuButtonFont: string;
  mainMenuButtonFontSize: string;
  successFill: string;
  successBorder: string;
  successFont: string;
};

/** An image's intrinsic size in px, when the content service knows it. */
export type TImageSize = { width: number; height: number };

export type TParameterImages = {
  logo?: string;
  imagePlaceholder?: string;
  tabLogo?: string;
  topBannerLogo?: string;
  /** The sizes of those images that have one: the top bar reserves the logo's width before it loads. */
  sizes?: Partial<Record<'logo' | 'imagePlaceholder' | 'tabLogo' | 'topBannerLogo', TImageSize>>;
};

export type TMenuLink = {
  id: number;
  name: string;
  /** App path (without base path or locale prefix), or an absolute URL. */
  href: string;
  openInNewTab: boolean;
  /** Simple-page id (the last segment of page_content), when the item shows a simple page. */
  pageContentKey?: string;
};

export type TMenuItem = TMenuLink & {
  icon?: string;
  hideOnTopMenu: boolean;
  children: TMenuLink[];
};

export type THome = {
  title: string;
  /** `link`: an app path without base path or language ('/event-calendar'), or an absolute URL. */
  images: { id: number; url: string; alt: string; caption?: string; link?: string }[];
  /** At most four, each with a title and HTML content. */
  sections: { title: string; content: string }[];
};

export type THomeButton = { id: number; name: string; icon?: string; href: string };

export type TSponsor = {
  id: number;
  name: string;
  logoUrl: string;
  link?: string;
  description?: string;
  tier: 'title' | 'gold' | 'silver' | 'supporter';
};

export type TFloatingSponsors = {
  title: string;
  /** Spacing between logos in px, never below SPONSOR_MIN_SPACING. */
  spaces: number;
  /** Time for one full scroll, ms. */
  speed: number;
  height: number;
  sponsors: TSponsor[];
};

export type TFooterItem = { id: number; name: string; href: string; openInNewTab: boolean };

export type TSimplePage = { id: number; seoLink: string; pageName: string; title: string; html: string; updatedAt: Date };

export type TNewsSummary = { id: number; slug: string; title: string; summary: string; imageUrl?: string; publishedAt: Date };
export type TNewsArticle = TNewsSummary & { html: string };

export type TFaq = { id: number; category: string; question: string; answerHtml: string };

export type TRuleSection = { id: number; slug: string; title: string; html: string };

export type TDocument = {
  id: number;
  title: string;
  description?: string;
  category: string;
  url: string;
  mime: string;
  sizeBytes: number;
  language?: string;
  publishedAt: Date;
};

export type TContactList = {
  id: number;
  title: string;
  contacts: { name: string; role: string; email?: string; phone?: string }[];
};

export type TAboutPage = { title: string; aboutHtml: string; bodyHtml: string };

export type TLanguage = { code: TLocale; name: string };

export type TContactMessageInput = {
  organizationId?: number;
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  locale: TLocale;
  ipHash?: string;
};

export type ContentPort = {
  getSettings(): Promise<TSettings>;
  getLanguages(): Promise<TLanguage[]>;
  getMenu(locale: TLocale): Promise<TMenuItem[]>;
  getHome(locale: TLocale): Promise<THome>;
  getHomeButtons(locale: TLocale): Promise<THomeButton[]>;
  getSponsors(locale: TLocale): Promise<TSponsor[]>;
  /** Null when the banner is switched off (Visible false) or has no usable sponsor. */
  getFloatingSponsors(locale: TLocale): Promise<TFloatingSponsors | null>;
  getFooter(locale: TLocale): Promise<TFooterItem[]>;
  listSimplePages(locale: TLocale): Promise<Omit<TSimplePage, 'html'>[]>;
  getSimplePage(seoLink: string, locale: TLocale): Promise<TSimplePage | null>;
  listNews(locale: TLocale, options?: { limit?: number; offset?: number }): Promise<{ items: TNewsSummary[]; total: number }>;
  getNewsArticle(slug: string, locale: TLocale): Promise<TNewsArticle | null>;
  listFaqs(locale: TLocale): Promise<TFaq[]>;
  listRules(locale: TLocale): Promise<TRuleSection[]>;
  listDocuments(locale: TLocale): Promise<TDocument[]>;
  listContactLists(locale: TLocale): Promise<TContactList[]>;
  getAbout(locale: TLocale): Promise<TAboutPage>;
  /** Keep a message sent through a contact form (the mail is sent separately). */
  saveContactMessage(input: TContactMessageInput): Promise<{ id: number }>;
};
