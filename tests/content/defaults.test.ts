import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, DEFAULT_PROMOTER_ID } from '@/lib/constants';

/**
 * The default organisation and promoter (seed §3): one rule for the promoter, organisation,
 * membership and results pages and the permission checks.
 */

const getSettings = vi.hoisted(() => vi.fn());
vi.mock('@/lib/content', () => ({ getSettings }));

const { defaultsOf, loadDefaults } = await import('@/lib/content/defaults');

describe('defaultsOf', () => {
  it('takes the configured organisation, promoter list and promoter user; the default promoter is the first', () => {
    expect(defaultsOf({ defaultOrganizationId: 3, defaultPromoterIds: [5, 2], defaultPromoterUserId: 9 })).toEqual({
      organizationId: 3,
      promoterIds: [5, 2],
      promoterId: 5,
      promoterUserId: 9,
    });
  });

  it('falls back to the constants without settings', () => {
    expect(defaultsOf(null)).toEqual({
      organizationId: DEFAULT_ORGANIZATION_ID,
      promoterIds: [DEFAULT_PROMOTER_ID],
      promoterId: DEFAULT_PROMOTER_ID,
      promoterUserId: DEFAULT_PROMOTER_ID,
    });
  });

  it('never answers an empty promoter list', () => {
    const defaults = defaultsOf({ defaultOrganizationId: 3, defaultPromoterIds: [], defaultPromoterUserId: 9 });
    expect(defaults.promoterIds).toEqual([DEFAULT_PROMOTER_ID]);
    expect(defaults.promoterId).toBe(DEFAULT_PROMOTER_ID);
  });
});

describe('loadDefaults', () => {
  beforeEach(() => {
    getSettings.mockReset();
  });

  it('reads the content settings', async () => {
    getSettings.mockResolvedValue({ defaultOrganizationId: 2, defaultPromoterIds: [7, 8], defaultPromoterUserId: 70 });
    await expect(loadDefaults()).resolves.toEqual({ organizationId: 2, promoterIds: [7, 8], promoterId: 7, promoterUserId: 70 });
  });

  it('uses the constants when the settings cannot load', async () => {
    getSettings.mockRejectedValue(new Error('content service down'));
    await expect(loadDefaults()).resolves.toMatchObject({ organizationId: DEFAULT_ORGANIZATION_ID, promoterId: DEFAULT_PROMOTER_ID });
  });
});
