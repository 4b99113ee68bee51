import { describe, expect, it } from 'vitest';
import { SPONSOR_DEFAULT_SPEED, SPONSOR_MIN_SPACING } from '@/lib/constants';
import type { ContentPort } from '@/lib/content/port';

/**
 * What the Strapi adapter must give for the test content (tests/strapi/content.json), whatever
 * answers: the fake Strapi of tests/content/strapi.test.ts or a real Strapi 4 or 5 started by
 * tests/strapi/start.mjs (tests/content/strapi-real.test.ts). Only what a caller sees is checked;
 * how the adapter asks is checked against the fake.
 */
export type TContractTarget = { origin: string; content: ContentPort };

/** A file uploaded to the content host, e.g. /uploads/paddock_3f2a1c.png. */
export const uploadUrl = (origin: string, name: string) => new RegExp(`^${origin.replace(/[.]/g, '\\.')}/uploads/${name}_[0-9a-f]+\\.(png|pdf)$`);

export function strapiContentContract(target: () => TContractTarget) {
  describe('languages', () => {
    it('shows French content: menu, home, about, simple pages, footer', async () => {
      const { content } = target();
      expect((await content.getMenu('fr')).map((m) => m.name)).toEqual([
        'Accueil',
        'Nouvelles',
        'Notre club',
        'Résultats des courses',
        'Commanditaires',
        'Qui sommes-nous',
        'Nous joindre',
        'Confidentialité',
      ]);
      expect((await content.getHome('fr')).title).toBe('Course hors route en Ontario');
      expect((await content.getAbout('fr')).title).toBe("À propos de l'association");
      expect((await content.getSimplePage('track-etiquette', 'fr'))?.title).toBe('Étiquette en piste');
      expect((await content.getFooter('fr')).map((f) => f.name)).toEqual(['Facebook', 'Écrire au bureau', 'Politique de confidentialité']);
    });
  });

  describe('home', () => {
    it('shows the images and the four sections in each language', async () => {
      const { origin, content } = target();
      const home = await content.getHome('en');
      expect(home.title).toBe('Off-road racing in Ontario');
      expect(home.sections.map((s) => s.title)).toEqual(['Season 2026', 'Quads', 'Volunteers', 'Federation']);
      expect(home.images.map((i) => [i.alt, i.caption])).toEqual([
        ['Paddock at dawn', 'Round 1, Sherbrooke'],
        ['Start gate', undefined],
      ]);
      expect(home.images[0]?.url).toMatch(uploadUrl(origin, 'paddock'));
      expect((await content.getHome('es')).sections.map((s) => s.title)).toEqual(['Temporada 2026', 'Cuatrimotos', 'Voluntarios', 'Federación']);
      expect((await content.getHome('fr')).sections.map((s) => s.title)).toEqual(['Saison 2026', 'Quads', 'Bénévoles', 'Fédération']);
    });

    it('maps home buttons, with untranslated ones in English', async () => {
      const { content } = target();
      expect(await content.getHomeButtons('en')).toEqual([
        { id: expect.any(Number), name: 'Race calendar', icon: 'mdi-calendar', href: '/event-calendar#calendar' },
        { id: expect.any(Number), name: 'Find results', icon: 'mdi-trophy', href: '/results' },
        { id: expect.any(Number), name: 'Read the news', icon: 'mdi-newspaper', href: '/news' },
      ]);
      expect((await content.getHomeButtons('es')).map((b) => b.name)).toEqual(['Calendario de carreras', 'Buscar resultados', 'Read the news']);
    });
  });

  describe('news and documents', () => {
    it('lists news newest first, paged', async () => {
      const { origin, content } = target();
      const first = await content.listNews('en', { limit: 10 });
      expect(first.total).toBe(2);
      expect(first.items[0]).toMatchObject({ slug: 'season-opener', title: 'Season opener', summary: 'Round 1 results are in.', publishedAt: new Date('2026-04-12T16:00:00.000Z') });
      expect(first.items[0]?.imageUrl).toMatch(uploadUrl(origin, 'start'));
      const second = await content.listNews('en', { limit: 1, offset: 1 });
      expect(second.total).toBe(2);
      expect(second.items.map((n) => [n.slug, n.publishedAt])).toEqual([['spring-update', new Date('2026-03-01T12:00:00.000Z')]]);
    });

    it('lists the asked language and untranslated English articles together, by date', async () => {
      const { content } = target();
      const news = await content.listNews('fr', { limit: 10 });
      expect(news.items.map((n) => n.title)).toEqual(['Ouverture de la saison', 'Spring update']);
      expect(news.total).toBe(2);
      expect((await content.listNews('fr', { limit: 1, offset: 1 })).items.map((n) => n.title)).toEqual(['Spring update']);
    });

    it('gets one article by slug, in English when it is not translated, or null', async () => {
      const { content } = target();
      expect((await content.getNewsArticle('season-opener', 'es'))?.title).toBe('Apertura de temporada');
      expect((await content.getNewsArticle('spring-update', 'es'))?.title).toBe('Spring update');
      expect(await content.getNewsArticle('nope', 'en')).toBeNull();
    });

    it('lists documents newest first with their files', async () => {
      const { origin, content } = target();
      const documents = await content.listDocuments('en');
      expect(documents.map((d) => [d.title, d.category, d.mime, d.language])).toEqual([
        ['Rulebook 2026', 'Rules', 'application/pdf', 'en'],
        ['Entry form', 'Forms', 'application/pdf', 'en'],
      ]);
      expect(documents[0]?.url).toMatch(uploadUrl(origin, 'rulebook'));
      expect(documents[0]?.sizeBytes).toBeGreaterThan(300);
      expect(documents[0]?.publishedAt).toEqual(new Date('2026-02-01T00:00:00.000Z'));
      expect((await content.listDocuments('es')).map((d) => d.title)).toEqual(['Reglamento 2026', 'Entry form']);
    });
  });

  describe('lists past their first 25 entries', () => {
    it('finds the logos and the visible footer links, which come last', async () => {
      const { origin, content } = target();
      const settings = await content.getSettings();
      expect(settings.images.logo).toMatch(uploadUrl(origin, 'logo'));
      expect(settings.images.tabLogo).toMatch(uploadUrl(origin, 'tab'));
      expect((await content.getFooter('en')).map((f) => f.name)).toEqual(['Facebook', 'Write to the office', 'Privacy policy']);
    });
  });

  describe('rich text', () => {
    it('renders Markdown and keeps HTML as HTML', async () => {
      const { content } = target();
      const [season, quads, volunteers] = (await content.getHome('en')).sections;
      expect(season?.content).toBe('<p>The <strong>2026 season</strong> opens in May.</p>\n<ul>\n<li>Motocross</li>\n<li>Enduro</li>\n</ul>\n');
      expect(quads?.content).toBe('<p>Quad classes race on <strong>Sunday</strong>.</p>');
      expect(volunteers?.content).toContain('<a href="/contact-us">write to us</a>');
      const page = await content.getSimplePage('track-etiquette', 'en');
      expect(page?.html).toContain('<h2>On track</h2>');
      expect(page?.html).toContain('<ol>\n<li>Yellow: slow down</li>');
      expect(page?.html).not.toMatch(/\*\*|##/);
      expect((await content.getNewsArticle('season-opener', 'en'))?.html).toContain('<blockquote>');
      expect((await content.listFaqs('en'))[0]?.answerHtml).toBe('<p>Yes: a <strong>season licence</strong> or a one-day permit.</p>\n');
      expect((await content.getAbout('en')).bodyHtml).toBe('<h2>Board</h2>\n<p>Elected every spring.</p>\n');
    });

    it('sanitises HTML: no scripts or handlers, uploads on the content host, new-tab links safe', async () => {
      const { origin, content } = target();
      const privacy = await content.getSimplePage('privacy', 'en');
      expect(privacy).toMatchObject({ seoLink: 'privacy', pageName: 'Privacy', title: 'Privacy policy' });
      expect(privacy?.html).not.toMatch(/<script|onerror|alert/);
      expect(privacy?.html).toContain(`<img src="${origin}/uploads/seal.png" alt="Seal" loading="lazy" />`);
      expect(privacy?.html).toContain('rel="noopener noreferrer"');
    });
  });

  describe('navigation falls back to English entry by entry', () => {
    it('menus: Spanish items, English where an item has no Spanish entry, hidden items dropped', async () => {
      const { content } = target();
      const menu = await content.getMenu('es');
      expect(menu.map((m) => m.name)).toEqual(['Inicio', 'Noticias', 'Nuestro club', 'Race results', 'Patrocinadores', 'Quiénes somos', 'Contáctenos', 'Privacy']);
      const club = menu.find((m) => m.name === 'Nuestro club');
      expect(club?.children.map((c) => [c.name, c.href])).toEqual([
        ['Reglamento', '/rules'],
        ['Etiqueta en pista', '/simple-page/track-etiquette'],
        ['Preguntas', '/faqs'],
        ['Formularios y documentos', '/documents'],
      ]);
      expect(menu.at(-1)).toMatchObject({ href: '/simple-page/privacy', pageContentKey: 'privacy', hideOnTopMenu: true });
      const english = await content.getMenu('en');
      expect(english[0]).toEqual({ id: expect.any(Number), name: 'Home', href: '/', openInNewTab: false, pageContentKey: undefined, icon: 'mdi-home', hideOnTopMenu: false, children: [] });
      expect(english.find((m) => m.name === 'Our club')?.children.at(-1)).toEqual({ id: expect.any(Number), name: 'FIM', href: 'https://www.fim-moto.com', openInNewTab: true, pageContentKey: undefined });
    });

    it('footer, contact lists, sponsors, FAQs, rules and simple pages', async () => {
      const { origin, content } = target();
      expect(await content.getFooter('es')).toEqual([
        { id: expect.any(Number), name: 'Facebook', href: 'https://www.facebook.com/oorra', openInNewTab: true },
        { id: expect.any(Number), name: 'Escriba a la oficina', href: '/contact-us', openInNewTab: false },
        { id: expect.any(Number), name: 'Privacy policy', href: '/simple-page/privacy', openInNewTab: false },
      ]);
      const lists = await content.listContactLists('es');
      expect(lists.map((l) => l.title)).toEqual(['Junta directiva', 'Race officials']);
      expect(lists[0]?.contacts).toEqual([
        { name: 'Marie Tremblay', role: 'President', email: 'president@example.org', phone: '514-555-0100' },
        { name: 'Luis García', role: 'Race director', email: undefined, phone: '514-555-0111' },
      ]);
      const sponsors = await content.getSponsors('es');
      expect(sponsors.map((s) => [s.name, s.tier, s.description])).toEqual([
        ['Acme Tyres', 'gold', 'Neumáticos para cada pista.'],
        ['Trail Oil', 'silver', 'Oil that lasts the whole moto.'],
      ]);
      expect(sponsors[0]?.logoUrl).toMatch(uploadUrl(origin, 'acme'));
      expect((await content.listFaqs('es')).map((f) => [f.category, f.question])).toEqual([
        ['Carreras', '¿Necesito una licencia?'],
        ['Venue', 'Can I camp at the track?'],
      ]);
      expect((await content.listRules('es')).map((r) => r.title)).toEqual(['Banderas', 'Pit lane']);
      expect((await content.listSimplePages('es')).map((p) => p.seoLink)).toEqual(['track-etiquette', 'privacy']);
      expect((await content.getSimplePage('privacy', 'es'))?.title).toBe('Privacy policy');
      expect(await content.getSimplePage('no-such-page', 'fr')).toBeNull();
    });
  });

  describe('settings, sponsors, contact', () => {
    it('turns the parameters into settings and languages', async () => {
      const { content } = target();
      const settings = await content.getSettings();
      expect(settings.defaultOrganizationId).toBe(1);
      expect(settings.defaultPromoterIds).toEqual([1]);
      expect(settings.languages).toEqual(['en', 'es', 'fr']);
      expect(settings.defaultLocale).toBe('en');
      expect(settings.browserTabTitle).toBe('OORRA on Strapi');
      expect(settings.theme.navbar).toBe('#0b3d2e');
      expect(settings.theme.button).not.toBe('not-a-colour!');
      expect(await content.getLanguages()).toEqual([
        { code: 'en', name: 'English' },
        { code: 'es', name: 'Español' },
        { code: 'fr', name: 'Français' },
      ]);
    });

    it('builds the floating banner: sponsors with a logo, spacing at least 20', async () => {
      const { content } = target();
      const banner = await content.getFloatingSponsors('en');
      expect(banner).toMatchObject({ title: 'Our partners', spaces: SPONSOR_MIN_SPACING, speed: SPONSOR_DEFAULT_SPEED, height: 75 });
      expect(banner?.sponsors.map((s) => [s.name, s.link])).toEqual([
        ['Acme Tyres', 'https://acme.example.com'],
        ['Trail Oil', undefined],
      ]);
    });

    it('saves a contact message and returns its id', async () => {
      const { content } = target();
      const result = await content.saveContactMessage({ name: 'Ann', email: 'ann@example.org', subject: 'Hi', message: 'Hello', locale: 'fr', ipHash: 'abc' });
      expect(result.id).toEqual(expect.any(Number));
    });
  });
}
