import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The permission rules of the event and series pages (seed §6), with the platform mocked. */

const mocks = vi.hoisted(() => ({
  platform: { getEvent: vi.fn(), hasPermission: vi.fn(), getSeriesStandings: vi.fn() },
  redirect: vi.fn((args: unknown) => {
    throw new Error(`REDIRECT ${JSON.stringify(args)}`);
  }),
}));

vi.mock('@/lib/platform', () => ({ getPlatform: () => mocks.platform }));
vi.mock('@/lib/content', () => ({ getSettings: async () => ({ defaultPromoterIds: [7, 8], defaultPromoterUserId: 70 }) }));
vi.mock('@/lib/http/redirect', () => ({ redirect: mocks.redirect }));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NOT_FOUND');
  },
}));

const { requireDisplayableEvent, requireDisplayableSeries } = await import('@/lib/events/access');

const EVENT = { id: 4, name: 'Copper Creek Motocross' };
const STANDINGS = { series: { id: 1 }, tables: [] };

beforeEach(() => {
  mocks.platform.getEvent.mockReset();
  mocks.platform.hasPermission.mockReset();
  mocks.platform.getSeriesStandings.mockReset();
  mocks.redirect.mockClear();
});

describe('event pages', () => {
  it('show an event the platform allows, asking with the default promoter user id', async () => {
    mocks.platform.getEvent.mockResolvedValue(EVENT);
    mocks.platform.hasPermission.mockResolvedValue(true);
    await expect(requireDisplayableEvent(4, 'fr')).resolves.toBe(EVENT);
    expect(mocks.platform.hasPermission).toHaveBeenCalledWith({ kind: 'displayEvent', eventId: 4, defaultPromoterUserId: 70 });
  });

  it('send a refused visitor to the results of the first default promoter, in their language', async () => {
    mocks.platform.getEvent.mockResolvedValue(EVENT);
    mocks.platform.hasPermission.mockResolvedValue(false);
    await expect(requireDisplayableEvent(4, 'es')).rejects.toThrow('REDIRECT');
    expect(mocks.redirect).toHaveBeenCalledWith({ href: { pathname: '/results', query: { promoter: '7' } }, locale: 'es' });
  });

  it('treat a failing permission check as a refusal', async () => {
    mocks.platform.getEvent.mockResolvedValue(EVENT);
    mocks.platform.hasPermission.mockRejectedValue(new Error('upstream down'));
    await expect(requireDisplayableEvent(4, 'en')).rejects.toThrow('REDIRECT');
    expect(mocks.redirect).toHaveBeenCalledTimes(1);
  });

  it('send a visitor to the default promoter for an unknown or private event (the platform refuses both)', async () => {
    mocks.platform.getEvent.mockResolvedValue(null);
    mocks.platform.hasPermission.mockResolvedValue(false);
    await expect(requireDisplayableEvent(25, 'fr')).rejects.toThrow('REDIRECT');
    expect(mocks.redirect).toHaveBeenCalledWith({ href: { pathname: '/results', query: { promoter: '7' } }, locale: 'fr' });
  });

  it('answer 404 for an event the platform allows but cannot load', async () => {
    mocks.platform.getEvent.mockResolvedValue(null);
    mocks.platform.hasPermission.mockResolvedValue(true);
    await expect(requireDisplayableEvent(26, 'en')).rejects.toThrow('NOT_FOUND');
    expect(mocks.redirect).not.toHaveBeenCalled();
  });
});

describe('series pages', () => {
  it('show an allowed series', async () => {
    mocks.platform.getSeriesStandings.mockResolvedValue(STANDINGS);
    mocks.platform.hasPermission.mockResolvedValue(true);
    await expect(requireDisplayableSeries(1, 'en', 'overall')).resolves.toBe(STANDINGS);
    expect(mocks.platform.getSeriesStandings).toHaveBeenCalledWith(1, { locale: 'en', type: 'overall' });
    expect(mocks.platform.hasPermission).toHaveBeenCalledWith({ kind: 'displaySeries', seriesId: 1 });
  });

  it('send a refused visitor to /error in their language, and answer 404 for an unknown series', async () => {
    mocks.platform.getSeriesStandings.mockResolvedValue(STANDINGS);
    mocks.platform.hasPermission.mockResolvedValue(false);
    await expect(requireDisplayableSeries(3, 'fr', 'final')).rejects.toThrow('REDIRECT');
    expect(mocks.redirect).toHaveBeenCalledWith({ href: '/error', locale: 'fr' });

    mocks.platform.getSeriesStandings.mockResolvedValue(null);
    await expect(requireDisplayableSeries(99, 'fr', 'final')).rejects.toThrow('NOT_FOUND');
  });
});
