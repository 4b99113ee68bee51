import 'server-only';
import type { TLocale } from '../constants';
import { log } from '../log';
import { getPlatform } from '../platform';
import type { TRacerProfile } from '../platform/port';

export type TLoadedProfile = { kind: 'ok'; profile: TRacerProfile } | { kind: 'notFound' } | { kind: 'failed' };

/** A rider's participant view through the platform port; a failure is logged and becomes the seed's profile error state. */
export async function loadRacerProfile(riderId: number, locale: TLocale): Promise<TLoadedProfile> {
  try {
    const profile = await getPlatform().getRacerProfile(riderId, { locale });
    return profile ? { kind: 'ok', profile } : { kind: 'notFound' };
  } catch (error) {
    log.error({ err: error, what: 'racer profile', riderId }, 'racer profile load failed');
    return { kind: 'failed' };
  }
}
