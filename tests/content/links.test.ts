import { describe, expect, it } from 'vitest';
import { forcesReload, isActiveHref, normalizeHref, pageContentKey } from '@/lib/content/links';

describe('menu links', () => {
  it('uses the last segment of page_content as the simple page when the link is empty', () => {
    expect(pageContentKey('api/simple-pages/track-etiquette')).toBe('track-etiquette');
    expect(normalizeHref('', 'api/simple-pages/track-etiquette')).toBe('/simple-page/track-etiquette');
    expect(normalizeHref(null, 'pages/privacy?x=1')).toBe('/simple-page/privacy');
  });

  it('strips the base path and a language prefix from editor links', () => {
    expect(normalizeHref('/fr/results')).toBe('/results');
    expect(normalizeHref('/ll/es/event-calendar#calendar')).toBe('/event-calendar#calendar');
    expect(normalizeHref('results')).toBe('/results');
    expect(normalizeHref('/en')).toBe('/');
  });

  it('keeps absolute links as they are', () => {
    expect(normalizeHref('https://www.fim-moto.com')).toBe('https://www.fim-moto.com');
    expect(normalizeHref('mailto:office@example.org')).toBe('mailto:office@example.org');
  });

  it('forces a reload only for #calendar and #series links', () => {
    expect(forcesReload('/event-calendar#calendar')).toBe(true);
    expect(forcesReload('/organizations/1/series#series')).toBe(true);
    expect(forcesReload('/event-calendar')).toBe(false);
    expect(forcesReload('/rules#flags')).toBe(false);
  });
});

describe('active menu item', () => {
  it('matches the current path with language prefixes stripped on both sides', () => {
    expect(isActiveHref('/results', '/fr/results')).toBe(true);
    expect(isActiveHref('/fr/results', '/results')).toBe(true);
    expect(isActiveHref('/es/results', '/es/results/12')).toBe(true);
  });

  it('matches sub-pages but not a longer sibling name', () => {
    expect(isActiveHref('/news', '/news/season-opener')).toBe(true);
    expect(isActiveHref('/news', '/newsletter')).toBe(false);
  });

  it('treats home as active only on the home page', () => {
    expect(isActiveHref('/', '/')).toBe(true);
    expect(isActiveHref('/', '/fr')).toBe(true);
    expect(isActiveHref('/', '/results')).toBe(false);
  });

  it('never marks external links active', () => {
    expect(isActiveHref('https://example.org/results', '/results')).toBe(false);
  });
});
