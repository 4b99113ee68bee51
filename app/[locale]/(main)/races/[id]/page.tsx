import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { PlatformDownPage } from '@/components/platform/PlatformOutage';
import { RaceResultsView } from '@/components/results/RaceResultsView';
import { ResultsMessage } from '@/components/results/ResultsMessage';
import styles from '@/components/results/results.module.css';
import { raceForPage, raceTitle } from '@/lib/results/page';
import { parseResultViewState } from '@/lib/results/view-state';
import { pageParams } from '@/lib/i18n/page-locale';

type TProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, id } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'Results' });
  return { title: await raceTitle(id, locale, t('liveScoring')) };
}

/** /races/{id}: live scoring of a race: its results view, refreshed by itself while it runs. */
export default async function RacePage({ params, searchParams }: TProps) {
  const [{ locale, id }, query] = await Promise.all([pageParams(params), searchParams]);
  const t = await getTranslations('Results');
  const loaded = await raceForPage(id, locale);
  if (loaded.kind === 'unavailable') return <PlatformDownPage title={t('liveScoring')} crumbs={[{ label: t('title'), href: '/results' }]} />;
  if (loaded.kind === 'failed') {
    return (
      <>
        <PageHeader title={t('liveScoring')} crumbs={[{ label: t('title'), href: '/results' }]} />
        <PageBody>
          <ResultsMessage kind="fetchFailed" text={t('errors.fetchFailed')} error />
        </PageBody>
      </>
    );
  }
  const { race } = loaded.results;
  return (
    <>
      <PageHeader
        title={race.eventName}
        crumbs={[
          { label: t('title'), href: '/results' },
          { label: t('liveScoring'), href: '/races' },
        ]}
      />
      <PageBody full wide>
        {loaded.kind === 'notConfigured' ? (
          <div className={styles.view}>
            <h2 className={styles.raceTitle}>{race.name}</h2>
            <ResultsMessage kind="notConfigured" text={t('errors.notConfigured')} error />
          </div>
        ) : (
          <RaceResultsView
            results={loaded.results}
            timeZone={loaded.timeZone}
            locale={locale}
            state={{ ...parseResultViewState(query), raceId: null }}
            basePath={`/races/${race.id}`}
            keepRaceInUrl={false}
          />
        )}
      </PageBody>
    </>
  );
}
