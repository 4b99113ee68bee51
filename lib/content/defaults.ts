import 'server-only';
import { cache } from 'react';
import { DEFAULT_ORGANIZATION_ID, DEFAULT_PROMOTER_ID } from '../constants';
import { loadOr } from '../http/safe';
import { getSettings } from './index';
import type { TSettings } from './port';

/**
 * The default organisation and promoter (seed §3 global settings), read by the pages that show
 * "the" organisation or promoter when the address names none, by the permission checks that pass
 * the default promoter user, and by the redirect of a refused event to its promoter's results.
 */
export type TDefaults = {
  organizationId: number;
  /** The default promoter list, never empty. */
  promoterIds: number[];
  /** The default promoter: the first of the list. */
  promoterId: number;
  promoterUserId: number;
};

/** The defaults of these settings; the constants where the settings have none (or could not load). */
export function defaultsOf(settings: Pick<TSettings, 'defaultOrganizationId' | 'defaultPromoterIds' | 'defaultPromoterUserId'> | null): TDefaults {
  const promoterIds = settings?.defaultPromoterIds.length ? settings.defaultPromoterIds : [DEFAULT_PROMOTER_ID];
  return {
    organizationId: settings?.defaultOrganizationId ?? DEFAULT_ORGANIZATION_ID,
    promoterIds,
    promoterId: promoterIds[0] ?? DEFAULT_PROMOTER_ID,
    promoterUserId: settings?.defaultPromoterUserId ?? DEFAULT_PROMOTER_ID,
  };
}

/** The configured defaults, once per request; the constants when the settings cannot load (logged). */
export const loadDefaults = cache(async (): Promise<TDefaults> => defaultsOf(await loadOr('settings', () => getSettings(), null)));
