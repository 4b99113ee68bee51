import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The display-promoter check of the promoter pages (seed §6): skipped for the default promoter
 * user, otherwise asked with the default promoter ids; refused or failing → /error in the
 * visitor's language; unknown promoter → 404.
 */

const platform = { getPromoter: vi.fn(), hasPermission: vi.fn() };
const redirect = vi.fn((..._args: unknown[]) => {
  throw new Error('NEXT_REDIRECT');
});
const notFound = vi.fn(() => {
  throw new Error('NEXT_NOT_FOUND');
});

vi.mock('@/lib/platform', () => ({ getPlatform: () => platform }));
vi.mock('@/lib/content', () => ({
  getSettings: async () => ({ defaultOrganizationId: 1, defaultPromoterIds: [1, 4], defaultPromoterUserId: 10 }),
}));
vi.mock('@/lib/http/redirect', () => ({ redirect: (...args: unknown[]) => redirect(...args) }));
vi.mock('next/navigation', () => ({ notFound: () => notFound() }));

const { requireDisplayablePromoter } = await import('@/lib/organizations/data');

const promoter = (id: number, userId: number) => ({ id, userId, name: `Promoter ${id}` });

describe('requireDisplayablePromoter', () => {
  beforeEach(() => {
    platform.getPromoter.mockReset();
    platform.hasPermission.mockReset();
    redirect.mockClear();
    notFound.mockClear();
  });

  it('skips the check for the default promoter user', async () => {
    platform.getPromoter.mockResolvedValue(promoter(1, 10));
    await expect(requireDisplayablePromoter(1, 'fr')).resolves.toMatchObject({ id: 1 });
    expect(platform.hasPermission).not.toHaveBeenCalled();
  });

  it('asks the platform with the default promoter ids otherwise', async () => {
    platform.getPromoter.mockResolvedValue(promoter(2, 20));
    platform.hasPermission.mockResolvedValue(true);
    await expect(requireDisplayablePromoter(2, 'en')).resolves.toMatchObject({ id: 2 });
    expect(platform.hasPermission).toHaveBeenCalledWith({ kind: 'displayPromoter', promoterId: 2, defaultPromoterUserIds: [1, 4] });
  });

  it('sends a refused visitor to /error in their language', async () => {
    platform.getPromoter.mockResolvedValue(promoter(3, 30));
    platform.hasPermission.mockResolvedValue(false);
    await expect(requireDisplayablePromoter(3, 'es')).rejects.toThrow('NEXT_REDIRECT');
    expect(redirect).toHaveBeenCalledWith({ href: '/error', locale: 'es' });
  });

  it('treats a failing permission call as a refusal', async () => {
    platform.getPromoter.mockResolvedValue(promoter(5, 50));
    platform.hasPermission.mockRejectedValue(new Error('platform down'));
    await expect(requireDisplayablePromoter(5, 'fr')).rejects.toThrow('NEXT_REDIRECT');
    expect(redirect).toHaveBeenCalledWith({ href: '/error', locale: 'fr' });
  });

  it('answers 404 for an unknown promoter', async () => {
    platform.getPromoter.mockResolvedValue(null);
    await expect(requireDisplayablePromoter(99, 'en')).rejects.toThrow('NEXT_NOT_FOUND');
    expect(platform.hasPermission).not.toHaveBeenCalled();
  });
});
