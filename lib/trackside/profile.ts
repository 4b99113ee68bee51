import 'server-only';
import { cache } from 'react';
import type { TLocale } from '../constants';
import { log } from '../log';
import { getPlatform } from '../platform';
import { isPlatformDown, isPlatformNotAvailable } from '../platform/available';
import type { TRacerProfile } from '../platform/port';

export type TLoadedProfile =
  | { kind: 'ok'; profile: TRacerProfile }
  | { kind: 'notFound' }
  /** The racing platform in use has no profile call (LiveLaps): the "not available" notice, 501. */
  | { kind: 'notAvailable' }
  /** The racing platform is not answering and nothing is kept: "results service unavailable", 503. */
  | { kind: 'unavailable' }
  /** Any other failure: the seed's profile error state. */
  | { kind: 'failed' };

/**
 * A rider's participant view through the platform port, once per request (the page and its
 * metadata). A failure is logged and becomes a state: not offered by the platform, platform down,
 * or the seed's profile error.
 */
export const loadRacerProfile = cache(async (riderId: number, locale: TLocale): Promise<TLoadedProfile> => {
  try {
    const profile = await getPlatform().getRacerProfile(riderId, { locale });
    return profile ? { kind: 'ok', profile } : { kind: 'notFound' };
  } catch (error) {
    if (isPlatformNotAvailable(error)) {
      log.info({ what: 'racer profile', riderId }, 'not available on this platform');
      return { kind: 'notAvailable' };
    }
    if (isPlatformDown(error)) {
      log.error({ err: error, what: 'racer profile', riderId }, 'racer profile unavailable: the racing platform is not answering');
      return { kind: 'unavailable' };
    }
    log.error({ err: error, what: 'racer profile', riderId }, 'racer profile load failed');
    return { kind: 'failed' };
  }
});
