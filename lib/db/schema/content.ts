import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, localized } from './common';

/**
 * The content service's data (menus, home, sponsors, pages...), as the embedded content adapter
 * stores it. Text that editors translate is `localized` ({en, es, fr}).
 */

/** Global settings as name/value pairs (seed §3 "Global settings"). */
export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Image parameters: logo, image placeholder, tab logo, top banner logo. */
export const parameterImages = pgTable('parameter_images', {
  name: text('name').primaryKey(),
  url: text('url').notNull(),
  width: integer('width'),
  height: integer('height'),
});

export const menus = pgTable('menus', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: localized('name').notNull(),
  visible: boolean('visible').notNull().default(true),
  hideOnTopMenu: boolean('hide_on_top_menu').notNull().default(false),
  pagePath: text('page_path'),
  openInNewTab: boolean('open_in_new_tab').notNull().default(false),
  /** Content path; its last segment is the simple-page seo link. */
  pageContent: text('page_content'),
  icon: text('icon'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const subMenus = pgTable(
  'sub_menus',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    name: localized('name').notNull(),
    link: text('link'),
    pageContent: text('page_content'),
    openInNewTab: boolean('open_in_new_tab').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('sub_menus_menu_idx').on(t.menuId)],
);

export type THomeSection = { title: string; content: string };

/** Home content per locale: Title and up to four sections (HTML). */
export const homePages = pgTable('home_pages', {
  locale: text('locale').primaryKey(),
  title: text('title').notNull(),
  sections: jsonb('sections').$type<THomeSection[]>().notNull(),
});

export const homeImages = pgTable('home_images', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  url: text('url').notNull(),
  alt: localized('alt').notNull(),
  caption: localized('caption'),
  link: text('link'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const homeMenuButtons = pgTable('home_menu_buttons', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: localized('name').notNull(),
  icon: text('icon'),
  pagePath: text('page_path').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const sponsors = pgTable('sponsors', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  logoMime: text('logo_mime'),
  link: text('link'),
  description: localized('description'),
  tier: text('tier', { enum: ['title', 'gold', 'silver', 'supporter'] }).notNull().default('supporter'),
  /** Shown in the floating marquee. */
  floating: boolean('floating').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** The floating sponsor banner's settings (single row, id 1). */
export const floatingSponsorSettings = pgTable('floating_sponsor_settings', {
  id: integer('id').primaryKey(),
  title: localized('title').notNull(),
  spaces: integer('spaces').notNull().default(40),
  speed: integer('speed').notNull().default(30_000),
  height: integer('height').notNull().default(75),
  visible: boolean('visible').notNull().default(true),
});

export const footerItems = pgTable('footer_items', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: localized('name').notNull(),
  pageLink: text('page_link').notNull(),
  openInNewTab: boolean('open_in_new_tab').notNull().default(false),
  visible: boolean('visible').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const simplePages = pgTable(
  'simple_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    seoLink: text('seo_link').notNull(),
    pageName: localized('page_name').notNull(),
    title: localized('title').notNull(),
    /** HTML; sanitised when rendered. */
    description: localized('description').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('simple_pages_seo_link_uq').on(t.seoLink)],
);

export const newsArticles = pgTable(
  'news_articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
    summary: localized('summary').notNull(),
    body: localized('body').notNull(),
    imageUrl: text('image_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('news_slug_uq').on(t.slug), index('news_published_idx').on(t.publishedAt)],
);

export const faqs = pgTable('faqs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  category: localized('category').notNull(),
  question: localized('question').notNull(),
  answer: localized('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const ruleSections = pgTable('rule_sections', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  title: localized('title').notNull(),
  body: localized('body').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const documents = pgTable('documents', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: localized('title').notNull(),
  description: localized('description'),
  category: localized('category').notNull(),
  fileUrl: text('file_url').notNull(),
  mime: text('mime').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  /** Language of the file itself, when it exists in one language only. */
  language: text('language'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export type TContact = { name: string; role: { en: string; es?: string; fr?: string }; email?: string; phone?: string };

export const contactLists = pgTable('contact_lists', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: localized('title').notNull(),
  contacts: jsonb('contacts').$type<TContact[]>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** About page (single row id 1): title, about text and body. */
export const aboutPages = pgTable('about_pages', {
  id: integer('id').primaryKey(),
  title: localized('title').notNull(),
  about: localized('about').notNull(),
  body: localized('body').notNull(),
});

/** Messages sent through the contact forms: kept so nothing a visitor wrote is lost. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    ipHash: text('ip_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Translations of the seed's menu localizations etc. are in `localized` columns; languages here. */
export const languages = pgTable(
  'languages',
  {
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.code] })],
);
