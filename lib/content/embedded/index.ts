import { asc, count, desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/open';
import * as t from '../../db/schema/content';
import { pick } from '../../i18n/locale';
import { normalizeHref, pageContentKey, resolveAssetUrl } from '../links';
import { sanitizeContentHtml } from '../html';
import { parseParameterImages, parseSettings } from '../settings';
import { buildFloatingSponsors } from '../sponsors';
import type { ContentPort, TLanguage, TMenuItem } from '../port';

/**
 * Content from the app's own database (the default when CONTENT_URL is unset). Uploaded files are
 * served by the app itself, so the content host for /uploads/ is the base path.
 */
export function createEmbeddedContent(getDb: () => Promise<TDatabase>, options: { contentHost: string }): ContentPort {
  const html = (value: string) => sanitizeContentHtml(value, options.contentHost);
  const asset = (url: string | null | undefined) => resolveAssetUrl(url, options.contentHost);

  return {
    async getSettings() {
      const db = await getDb();
      const [pairs, images] = await Promise.all([db.select().from(t.settings), db.select().from(t.parameterImages)]);
      return parseSettings(pairs, parseParameterImages(images.map((i) => ({ name: i.name, url: resolveAssetUrl(i.url, options.contentHost), width: i.width, height: i.height }))));
    },

    async getLanguages() {
      const db = await getDb();
      const rows = await db.select().from(t.languages).orderBy(asc(t.languages.sortOrder));
      return rows.map((r) => ({ code: r.code, name: r.name }) as TLanguage);
    },

    async getMenu(locale) {
      const db = await getDb();
      const [menuRows, subRows] = await Promise.all([
        db.select().from(t.menus).where(eq(t.menus.visible, true)).orderBy(asc(t.menus.sortOrder), asc(t.menus.id)),
        db.select().from(t.subMenus).where(eq(t.subMenus.visible, true)).orderBy(asc(t.subMenus.sortOrder), asc(t.subMenus.id)),
      ]);
      return menuRows.map(
        (m): TMenuItem => ({
          id: m.id,
          name: pick(m.name, locale),
          href: normalizeHref(m.pagePath, m.pageContent),
          openInNewTab: m.openInNewTab,
          pageContentKey: pageContentKey(m.pageContent),
          icon: m.icon ?? undefined,
          hideOnTopMenu: m.hideOnTopMenu,
          children: subRows
            .filter((s) => s.menuId === m.id)
            .map((s) => ({
              id: s.id,
              name: pick(s.name, locale),
              href: normalizeHref(s.link, s.pageContent),
              openInNewTab: s.openInNewTab,
              pageContentKey: pageContentKey(s.pageContent),
            })),
        }),
      );
    },

    async getHome(locale) {
      const db = await getDb();
      const [pages, images] = await Promise.all([
        db.select().from(t.homePages).where(eq(t.homePages.locale, locale)),
        db.select().from(t.homeImages).orderBy(asc(t.homeImages.sortOrder), asc(t.homeImages.id)),
      ]);
      const page = pages[0] ?? (await db.select().from(t.homePages).where(eq(t.homePages.locale, 'en')))[0];
      return {
        title: page?.title ?? '',
        images: images.map((i) => ({
          id: i.id,
          url: resolveAssetUrl(i.url, options.contentHost),
          alt: pick(i.alt, locale),
          caption: i.caption ? pick(i.caption, locale) : undefined,
          link: i.link ? normalizeHref(i.link) : undefined,
        })),
        sections: (page?.sections ?? []).slice(0, 4).map((s) => ({ title: s.title, content: html(s.content) })),
      };
    },

    async getHomeButtons(locale) {
      const db = await getDb();
      const rows = await db.select().from(t.homeMenuButtons).orderBy(asc(t.homeMenuButtons.sortOrder));
      return rows.map((r) => ({ id: r.id, name: pick(r.name, locale), icon: r.icon ?? undefined, href: normalizeHref(r.pagePath) }));
    },

    async getSponsors(locale) {
      const db = await getDb();
      const rows = await db.select().from(t.sponsors).orderBy(asc(t.sponsors.sortOrder), asc(t.sponsors.id));
      return rows.flatMap((r) =>
        r.logoUrl
          ? [
              {
                id: r.id,
                name: r.name,
                logoUrl: resolveAssetUrl(r.logoUrl, options.contentHost),
                link: r.link ?? undefined,
                description: r.description ? pick(r.description, locale) : undefined,
                tier: r.tier,
              },
            ]
          : [],
      );
    },

    async getFloatingSponsors(locale) {
      const db = await getDb();
      const [[config], rows] = await Promise.all([
        db.select().from(t.floatingSponsorSettings).where(eq(t.floatingSponsorSettings.id, 1)),
        db.select().from(t.sponsors).where(eq(t.sponsors.floating, true)).orderBy(asc(t.sponsors.sortOrder), asc(t.sponsors.id)),
      ]);
      if (!config) return null;
      return buildFloatingSponsors({
        title: pick(config.title, locale),
        spaces: config.spaces,
        speed: config.speed,
        height: config.height,
        visible: config.visible,
        sponsors: rows.map((r) => ({ id: r.id, name: r.name, logoUrl: asset(r.logoUrl), link: r.link ?? undefined, tier: r.tier })),
      });
    },

    async getFooter(locale) {
      const db = await getDb();
      const rows = await db
        .select()
        .from(t.footerItems)
        .where(eq(t.footerItems.visible, true))
        .orderBy(asc(t.footerItems.sortOrder), asc(t.footerItems.id));
      return rows.map((r) => ({ id: r.id, name: pick(r.name, locale), href: normalizeHref(r.pageLink), openInNewTab: r.openInNewTab }));
    },

    async listSimplePages(locale) {
      const db = await getDb();
      const rows = await db.select().from(t.simplePages).orderBy(asc(t.simplePages.id));
      return rows.map((r) => ({ id: r.id, seoLink: r.seoLink, pageName: pick(r.pageName, locale), title: pick(r.title, locale), updatedAt: r.updatedAt }));
    },

    async getSimplePage(seoLink, locale) {
      const db = await getDb();
      const [r] = await db.select().from(t.simplePages).where(eq(t.simplePages.seoLink, seoLink.toLowerCase()));
      if (!r) return null;
      return {
        id: r.id,
        seoLink: r.seoLink,
        pageName: pick(r.pageName, locale),
        title: pick(r.title, locale),
        html: html(pick(r.description, locale)),
        updatedAt: r.updatedAt,
      };
    },

    async listNews(locale, { limit = 10, offset = 0 } = {}) {
      const db = await getDb();
      const [rows, [total]] = await Promise.all([
        db.select().from(t.newsArticles).orderBy(desc(t.newsArticles.publishedAt), desc(t.newsArticles.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(t.newsArticles),
      ]);
      return {
        total: total?.n ?? 0,
        items: rows.map((r) => ({
          id: r.id,
          slug: r.slug,
          title: pick(r.title, locale),
          summary: pick(r.summary, locale),
          imageUrl: asset(r.imageUrl),
          publishedAt: r.publishedAt,
        })),
      };
    },

    async getNewsArticle(slug, locale) {
      const db = await getDb();
      const [r] = await db.select().from(t.newsArticles).where(eq(t.newsArticles.slug, slug));
      if (!r) return null;
      return {
        id: r.id,
        slug: r.slug,
        title: pick(r.title, locale),
        summary: pick(r.summary, locale),
        imageUrl: asset(r.imageUrl),
        publishedAt: r.publishedAt,
        html: html(pick(r.body, locale)),
      };
    },

    async listFaqs(locale) {
      const db = await getDb();
      const rows = await db.select().from(t.faqs).orderBy(asc(t.faqs.sortOrder), asc(t.faqs.id));
      return rows.map((r) => ({ id: r.id, category: pick(r.category, locale), question: pick(r.question, locale), answerHtml: html(pick(r.answer, locale)) }));
    },

    async listRules(locale) {
      const db = await getDb();
      const rows = await db.select().from(t.ruleSections).orderBy(asc(t.ruleSections.sortOrder), asc(t.ruleSections.id));
      return rows.map((r) => ({ id: r.id, slug: r.slug, title: pick(r.title, locale), html: html(pick(r.body, locale)) }));
    },

    async listDocuments(locale) {
      const db = await getDb();
      const rows = await db.select().from(t.documents).orderBy(asc(t.documents.sortOrder), desc(t.documents.publishedAt));
      return rows.map((r) => ({
        id: r.id,
        title: pick(r.title, locale),
        description: r.description ? pick(r.description, locale) : undefined,
        category: pick(r.category, locale),
        url: resolveAssetUrl(r.fileUrl, options.contentHost),
        mime: r.mime,
        sizeBytes: r.sizeBytes,
        language: r.language ?? undefined,
        publishedAt: r.publishedAt,
      }));
    },

    async listContactLists(locale) {
      const db = await getDb();
      const rows = await db.select().from(t.contactLists).orderBy(asc(t.contactLists.sortOrder), asc(t.contactLists.id));
      return rows.map((r) => ({
        id: r.id,
        title: pick(r.title, locale),
        contacts: r.contacts.map((c) => ({ name: c.name, role: pick(c.role, locale), email: c.email, phone: c.phone })),
      }));
    },

    async getAbout(locale) {
      const db = await getDb();
      const [r] = await db.select().from(t.aboutPages).where(eq(t.aboutPages.id, 1));
      return {
        title: r ? pick(r.title, locale) : '',
        aboutHtml: r ? html(pick(r.about, locale)) : '',
        bodyHtml: r ? html(pick(r.body, locale)) : '',
      };
    },

    async saveContactMessage(input) {
      const db = await getDb();
      const [row] = await db
        .insert(t.contactMessages)
        .values({ ...input, phone: input.phone ?? null, organizationId: input.organizationId ?? null })
        .returning({ id: t.contactMessages.id });
      return { id: row!.id };
    },
  };
}

