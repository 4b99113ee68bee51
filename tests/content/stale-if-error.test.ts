import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from '@/lib/cache/ttl';
import { createStaleStore, staleIfErrorPort } from '@/lib/cache/stale';
import { wrapContentPort } from '@/lib/content/resilient';
import type { ContentPort, THome } from '@/lib/content/port';
import { createStrapiContent } from '@/lib/content/strapi';
import { AppError } from '@/lib/errors';

/**
 * Stale-if-error of the content reads (docs/decisions/022): an outage of the content service shows
 * the last good answer of each read; a read never answered before still fails (the page then shows
 * its "content unavailable" state).
 */

const HOME_EN: THome = { title: 'Welcome', images: [], sections: [{ title: 'Season', content: '<p>On</p>' }] };
const HOME_FR: THome = { title: 'Bienvenue', images: [], sections: [] };

/** A content port whose reads answer until `down` is set, then fail as the Strapi adapter does. */
function flakyContent() {
  const state = { down: false };
  const fail = () => Promise.reject(new AppError('UPSTREAM_FAILED', { message: 'Content service GET home-page failed: ECONNREFUSED' }));
  const port = {
    getHome: vi.fn((locale: string) => (state.down ? fail() : Promise.resolve(locale === 'fr' ? HOME_FR : HOME_EN))),
    getNewsArticle: vi.fn((slug: string) => (state.down ? fail() : Promise.resolve(slug === 'known' ? { slug } : null))),
    saveContactMessage: vi.fn(() => (state.down ? fail() : Promise.resolve({ id: 1 }))),
  };
  return { state, port, content: port as unknown as ContentPort };
}

describe('staleIfErrorPort', () => {
  it('serves the last good answer of the same read when a later read fails', async () => {
    const { state, port } = flakyContent();
    const onStale = vi.fn();
    const wrapped = staleIfErrorPort(port, createStaleStore(), { onStale });
    expect(await wrapped.getHome('en')).toEqual(HOME_EN);
    expect(await wrapped.getHome('fr')).toEqual(HOME_FR);
    state.down = true;
    expect(await wrapped.getHome('en')).toEqual(HOME_EN);
    expect(await wrapped.getHome('fr')).toEqual(HOME_FR);
    expect(port.getHome).toHaveBeenCalledTimes(4);
    expect(onStale).toHaveBeenCalledTimes(2);
    expect(onStale.mock.calls[0]?.[0]).toMatchObject({ method: 'getHome', key: '["en"]' });
  });

  it('fails when nothing good was ever read, and recovers when the service is back', async () => {
    const { state, port } = flakyContent();
    const wrapped = staleIfErrorPort(port, createStaleStore());
    state.down = true;
    await expect(wrapped.getHome('en')).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' });
    state.down = false;
    expect(await wrapped.getHome('en')).toEqual(HOME_EN);
  });

  it('keeps newer answers over older ones', async () => {
    let title = 'First';
    let down = false;
    const port = { read: async () => (down ? Promise.reject(new Error('down')) : { title }) };
    const wrapped = staleIfErrorPort(port, createStaleStore());
    await wrapped.read();
    title = 'Second';
    await wrapped.read();
    down = true;
    expect(await wrapped.read()).toEqual({ title: 'Second' });
  });

  it('does not keep null answers (an unknown slug stays unknown, and cannot fill the store)', async () => {
    const { state, port } = flakyContent();
    const store = createStaleStore();
    const wrapped = staleIfErrorPort(port, store);
    expect(await wrapped.getNewsArticle('nope')).toBeNull();
    expect(await wrapped.getNewsArticle('known')).toEqual({ slug: 'known' });
    expect(store.size).toBe(1);
    state.down = true;
    await expect(wrapped.getNewsArticle('nope')).rejects.toThrow(AppError);
    expect(await wrapped.getNewsArticle('known')).toEqual({ slug: 'known' });
  });

  it('is bounded per method: many arguments of one method never push out another method', async () => {
    const store = createStaleStore({ maxEntriesPerMethod: 3 });
    let down = false;
    const port = {
      menu: async (locale: string) => (down ? Promise.reject(new Error('down')) : `menu ${locale}`),
      article: async (slug: string) => (down ? Promise.reject(new Error('down')) : `article ${slug}`),
    };
    const wrapped = staleIfErrorPort(port, store);
    await wrapped.menu('en');
    for (let i = 0; i < 50; i++) await wrapped.article(`a${i}`);
    expect(store.size).toBe(4);
    down = true;
    expect(await wrapped.menu('en')).toBe('menu en');
    expect(await wrapped.article('a49')).toBe('article a49');
    await expect(wrapped.article('a0')).rejects.toThrow('down');
  });

  it('passes writes straight through: a failed write is never answered from the store', async () => {
    const { state, port } = flakyContent();
    const wrapped = staleIfErrorPort(port, createStaleStore(), { passThrough: ['saveContactMessage'] });
    await wrapped.saveContactMessage();
    state.down = true;
    await expect(wrapped.saveContactMessage()).rejects.toThrow(AppError);
  });
});

describe('wrapContentPort (the content service as pages use it)', () => {
  it('with the TTL cache: answers from the cache, then the last good answer after a failure, and retries once per TTL', async () => {
    let clock = 0;
    const { state, port, content } = flakyContent();
    const wrapped = wrapContentPort(content, { cache: createTtlCache({ now: () => clock }), stale: createStaleStore(), ttlMs: 60_000 });
    expect(await wrapped.getHome('en')).toEqual(HOME_EN);
    state.down = true;
    expect(await wrapped.getHome('en')).toEqual(HOME_EN);
    expect(port.getHome).toHaveBeenCalledTimes(1);
    clock = 60_000;
    expect(await wrapped.getHome('en')).toEqual(HOME_EN);
    expect(await wrapped.getHome('en')).toEqual(HOME_EN);
    // The failed read's stale answer is cached like a fresh one: one retry per TTL, not per page.
    expect(port.getHome).toHaveBeenCalledTimes(2);
    state.down = false;
    clock = 120_000;
    await wrapped.getHome('en');
    expect(port.getHome).toHaveBeenCalledTimes(3);
  });

  it('without the TTL cache (CONTENT_CACHE_SECONDS=0) still serves the last good answer', async () => {
    const { state, content } = flakyContent();
    const wrapped = wrapContentPort(content, { cache: createTtlCache(), stale: createStaleStore(), ttlMs: 0 });
    await wrapped.getHome('fr');
    state.down = true;
    expect(await wrapped.getHome('fr')).toEqual(HOME_FR);
    await expect(wrapped.getHome('en')).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' });
  });

  it('a Strapi service where nothing listens: every read fails with UPSTREAM_FAILED, nothing is made up', async () => {
    const strapi = createStrapiContent({ baseUrl: 'http://127.0.0.1:9', token: undefined });
    const wrapped = wrapContentPort(strapi, { cache: createTtlCache(), stale: createStaleStore(), ttlMs: 60_000 });
    await expect(wrapped.getHome('en')).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' });
    await expect(wrapped.listNews('es')).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' });
  });
});
