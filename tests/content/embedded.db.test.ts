import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createEmbeddedContent } from '@/lib/content/embedded';
import type { ContentPort } from '@/lib/content/port';
import type { TDatabase } from '@/lib/db/open';
import { floatingSponsorSettings, homeImages, settings, simplePages } from '@/lib/db/schema';
import { seedContent } from '@/lib/demo/content';
import { resetIdentitySequences } from '@/lib/demo';
import { LOCALES } from '@/lib/constants';
import { createTestDb } from '../setup/db';

describe('embedded content adapter', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let content: ContentPort;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    await seedContent(db);
    await resetIdentitySequences(db);
    content = createEmbeddedContent(async () => db, { contentHost: '/ll' });
  });
  afterAll(() => close());

  it('reads the settings: languages, default ids and theme colours', async () => {
    const s = await content.getSettings();
    expect(s.languages).toEqual(['en', 'es', 'fr']);
    expect(s.defaultOrganizationId).toBe(1);
    expect(s.defaultPromoterIds).toEqual([1]);
    expect(s.theme.navbar).toMatch(/^#[0-9a-f]{6}$/i);
    expect(s.images.logo).toMatch(/^\/ll\/uploads\//);
    // The seed records each image's size: the top bar reserves the logo's width before it loads.
    expect(s.images.sizes?.topBannerLogo).toEqual({ width: 640, height: 120 });
  });

  it('falls back to English only when the language setting is broken', async () => {
    await db.update(settings).set({ value: 'not json [' }).where(eq(settings.name, 'language_list'));
    try {
      expect((await content.getSettings()).languages).toEqual(['en']);
    } finally {
      await db.update(settings).set({ value: '["en","es","fr"]' }).where(eq(settings.name, 'language_list'));
    }
  });

  it.each(LOCALES)('builds the two-level menu in %s without invisible items', async (locale) => {
    const menu = await content.getMenu(locale);
    expect(menu.length).toBeGreaterThan(5);
    expect(menu.map((m) => m.href)).not.toContain('/series/oldPage');
    const info = menu.find((m) => m.children.some((c) => c.href === '/rules'));
    expect(info).toBeDefined();
    // A sub-menu that points at a simple page through page_content.
    expect(info!.children.some((c) => c.href === '/simple-page/track-etiquette' && c.pageContentKey === 'track-etiquette')).toBe(true);
    expect(menu.some((m) => m.hideOnTopMenu)).toBe(true);
  });

  it('translates the menu and home content', async () => {
    const [en, fr] = await Promise.all([content.getHome('en'), content.getHome('fr')]);
    expect(en.title).not.toBe(fr.title);
    expect(en.sections).toHaveLength(4);
    expect(fr.sections).toHaveLength(4);
    expect(en.images.length).toBeGreaterThan(1);
    expect(en.images.every((i) => i.url.startsWith('/ll/uploads/'))).toBe(true);
  });

  it('gives carousel links as app paths, whatever base path or language prefix the editor typed', async () => {
    const [first] = await db.select().from(homeImages).orderBy(homeImages.sortOrder).limit(1);
    expect((await content.getHome('fr')).images[0]!.link).toBe('/event-calendar');
    await db.update(homeImages).set({ link: '/ll/fr/event-calendar#calendar' }).where(eq(homeImages.id, first!.id));
    try {
      const [en, es] = await Promise.all([content.getHome('en'), content.getHome('es')]);
      expect(en.images[0]!.link).toBe('/event-calendar#calendar');
      expect(es.images[0]!.link).toBe('/event-calendar#calendar');
      expect(en.images.find((i) => i.caption && !i.link)).toBeDefined();
    } finally {
      await db.update(homeImages).set({ link: first!.link }).where(eq(homeImages.id, first!.id));
    }
  });

  it('drops sponsors without a logo and keeps the banner settings within the rules', async () => {
    const all = await content.getSponsors('en');
    const banner = await content.getFloatingSponsors('en');
    expect(banner).not.toBeNull();
    expect(banner!.spaces).toBeGreaterThanOrEqual(20);
    expect(banner!.sponsors.every((s) => s.logoUrl)).toBe(true);
    expect(all.every((s) => s.logoUrl)).toBe(true);
  });

  it('hides the banner when it is switched off', async () => {
    await db.update(floatingSponsorSettings).set({ visible: false }).where(eq(floatingSponsorSettings.id, 1));
    try {
      expect(await content.getFloatingSponsors('en')).toBeNull();
    } finally {
      await db.update(floatingSponsorSettings).set({ visible: true }).where(eq(floatingSponsorSettings.id, 1));
    }
  });

  it('rewrites /uploads/ image sources and strips scripts from page HTML', async () => {
    await db.insert(simplePages).values({
      seoLink: 'test-xss',
      pageName: { en: 'Test' },
      title: { en: 'Test' },
      description: { en: '<p onclick="x()">Hi<script>alert(1)</script><img src="/uploads/a.png"><a href="javascript:alert(1)">x</a></p>' },
    });
    const page = await content.getSimplePage('test-xss', 'fr');
    expect(page?.title).toBe('Test');
    expect(page?.html).toContain('src="/ll/uploads/a.png"');
    expect(page?.html).not.toMatch(/script|onclick|javascript:/);
  });

  it('returns null for an unknown simple page or article', async () => {
    expect(await content.getSimplePage('does-not-exist', 'en')).toBeNull();
    expect(await content.getNewsArticle('does-not-exist', 'en')).toBeNull();
  });

  it('pages the news newest first', async () => {
    const first = await content.listNews('es', { limit: 3 });
    const second = await content.listNews('es', { limit: 3, offset: 3 });
    expect(first.total).toBeGreaterThan(6);
    expect(first.items).toHaveLength(3);
    const dates = [...first.items, ...second.items].map((n) => n.publishedAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const article = await content.getNewsArticle(first.items[0]!.slug, 'es');
    expect(article?.title).toBe(first.items[0]!.title);
  });

  it('lists FAQs, rules, documents, contacts and the about page in every language', async () => {
    for (const locale of LOCALES) {
      const [faqs, rules, docs, contacts, about, footer] = await Promise.all([
        content.listFaqs(locale),
        content.listRules(locale),
        content.listDocuments(locale),
        content.listContactLists(locale),
        content.getAbout(locale),
        content.getFooter(locale),
      ]);
      expect(faqs.length).toBeGreaterThan(5);
      expect(rules.length).toBeGreaterThan(3);
      expect(docs.every((d) => d.url.startsWith('/ll/uploads/documents/') && d.sizeBytes > 0)).toBe(true);
      expect(contacts.length).toBeGreaterThan(0);
      expect(about.title).not.toBe('');
      expect(footer.length).toBeGreaterThan(3);
    }
  });
});
