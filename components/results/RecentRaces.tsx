import { getTranslations } from 'next-intl/server';
import { PlatformDown } from '@/components/platform/PlatformOutage';
import { StaleDataNotice } from '@/components/platform/StaleDataNotice';
import type { TLocale } from '@/lib/constants';
import { log } from '@/lib/log';
import { isPlatformDown } from '@/lib/platform/available';
import { listRecentRaces, type TRaceChoice } from '@/lib/results/access';
import { RaceChooser } from './RaceChooser';
import { ResultsMessage } from './ResultsMessage';

/**
 * The races to choose from (live first, then the most recent), each linking to `{base}/{raceId}`;
 * the translated "failed to fetch" state when the platform fails, "results service unavailable"
 * (503) when it is not answering and nothing is kept, and the "data as of" line when the list comes
 * from its last good answers. Used by the pages of /races, /scores and the print routes when no
 * race is given.
 */
export async function RecentRaces({ base, locale }: { base: string; locale: TLocale }) {
  const t = await getTranslations('Results');
  let races: TRaceChoice[] | null = null;
  try {
    races = await listRecentRaces(locale);
  } catch (error) {
    if (isPlatformDown(error)) {
      log.error({ err: error, base }, 'race list unavailable: the racing platform is not answering');
      return <PlatformDown />;
    }
    log.error({ err: error, base }, 'race list failed to load');
  }
  return races ? (
    <>
      <StaleDataNotice />
      <RaceChooser races={races} base={base} locale={locale} />
    </>
  ) : (
    <ResultsMessage kind="fetchFailed" text={t('errors.fetchFailed')} error />
  );
}
