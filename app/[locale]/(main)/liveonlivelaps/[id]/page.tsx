import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FollowButton } from '@/components/follow/FollowButton';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { PlatformDownPage } from '@/components/platform/PlatformOutage';
import { PlatformUnavailablePage } from '@/components/platform/PlatformUnavailable';
import { liveCheckedText } from '@/components/results/live-checked';
import { LiveRefresh } from '@/components/results/LiveRefresh';
import { PageCacheHint } from '@/components/results/PageCacheHint';
import { HomePanel, LapsPanel, PointsPanel, ProfilePanel, ResultsPanel } from '@/components/trackside/ParticipantPanels';
import { ParticipantTabs } from '@/components/trackside/ParticipantTabs';
import { TracksideIntl } from '@/components/trackside/TracksideIntl';
import styles from '@/components/trackside/trackside.module.css';
import { PARTICIPANT_TAB_KEYS, parseParticipantTab } from '@/lib/trackside/search';
import { loadRacerProfile } from '@/lib/trackside/profile';
import { parseId } from '@/lib/validation/params';
import { pageParams } from '@/lib/i18n/page-locale';

type TProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, id: raw } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'Trackside' });
  const id = parseId(raw);
  const loaded = id === null ? null : await loadRacerProfile(id, locale);
  return { title: loaded?.kind === 'ok' ? `${loaded.profile.rider.firstName} ${loaded.profile.rider.lastName}` : t('detail.title') };
}

/**
 * /liveonlivelaps/{riderId}?tab=0..4: the trackside participant view (docs/decisions/020): one
 * rider's season on one screen, in five tabs rendered by the server (home, results, laps,
 * points, profile); `tab` outside 0-4 is ignored. On LiveLaps it is read from the results mirror
 * (decision 045). A platform that is not answering with nothing kept shows "results service
 * unavailable" (503), any other failure the seed's profile error. The page cache in front shares
 * a rider's page for the time its table gives a participant view (decision 049).
 */
export default async function ParticipantPage({ params, searchParams }: TProps) {
  const [{ locale, id: rawId }, query] = await Promise.all([pageParams(params), searchParams]);
  const id = parseId(rawId);
  if (id === null) notFound();
  const [t, tm] = await Promise.all([getTranslations('Trackside'), getTranslations('RiderMatch')]);
  const loaded = await loadRacerProfile(id, locale);
  if (loaded.kind === 'notFound') notFound();
  const crumbs = [{ label: t('search.title'), href: '/liveonlivelaps' }];
  if (loaded.kind === 'notAvailable') return <PlatformUnavailablePage title={t('detail.title')} crumbs={crumbs} />;
  if (loaded.kind === 'unavailable') return <PlatformDownPage title={t('detail.title')} crumbs={crumbs} />;

  if (loaded.kind === 'failed') {
    return (
      <>
        <PageHeader title={t('detail.title')} crumbs={crumbs} />
        <PageBody>
          <p role="alert" className={styles.failure} data-testid="profile-error">
            {t('errors.profile')}
          </p>
        </PageBody>
      </>
    );
  }

  const { profile } = loaded;
  const name = `${profile.rider.firstName} ${profile.rider.lastName}`;
  const props = { profile, locale };
  const live = profile.latestRace?.raceStatus === 'running' ? profile.latestRace : null;

  return (
    <>
      {/* Public data only (following a rider is the browser's): shared for a while, for seconds while
          a race of the rider is being scored; a page of last good data vetoes it (StaleDataNotice). */}
      <PageCacheHint route="participant" choice={live ? 'live' : 'quiet'} />
      <PageHeader title={name} crumbs={crumbs} />
      <PageBody>
        <TracksideIntl>
          <div className={styles.riderHead} data-testid="participant-view" data-rider={profile.rider.id}>
            <span className={styles.plateLarge} aria-label={profile.rider.number ? t('number', { number: profile.rider.number }) : undefined}>
              {profile.rider.number ?? '–'}
            </span>
            <p className={styles.riderLine}>{[profile.rider.className, [profile.rider.city, profile.rider.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}</p>
            <FollowButton riderId={profile.rider.id} name={name} number={profile.rider.number} />
          </div>
          {profile.matchedByName ? (
            <p className={styles.muted} data-testid="matched-by-name">
              {tm('matchedByName')}
            </p>
          ) : null}
          <ParticipantTabs
            labels={PARTICIPANT_TAB_KEYS.map((key) => t(`tabs.${key}`))}
            initial={parseParticipantTab(query.tab)}
            panels={[
              <HomePanel key="home" {...props} />,
              <ResultsPanel key="results" {...props} />,
              <LapsPanel key="laps" {...props} />,
              <PointsPanel key="points" {...props} />,
              <ProfilePanel key="profile" {...props} />,
            ]}
          />
        </TracksideIntl>
        {/* "Live · checked …" as on the results pages (the laps tab says when the results changed). */}
        {live ? <LiveRefresh raceId={live.raceId} updatedAt={live.updatedAt.toISOString()} timeZone={live.timeZone} checkedText={await liveCheckedText()} /> : null}
      </PageBody>
    </>
  );
}
