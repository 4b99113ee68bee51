import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AutoRefresh } from '@/components/events/AutoRefresh';
import { EventScoreboard } from '@/components/events/EventScoreboard';
import { ResultEventList } from '@/components/events/ResultEventList';
import listStyles from '@/components/events/events.module.css';
import styles from '@/components/events/pages.module.css';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { withPlatformOutage } from '@/components/platform/PlatformOutage';
import { NextLink } from '@/components/ui/NextLink';
import { loadEvent, requireDisplayableEvent } from '@/lib/events/access';
import { eventWhen } from '@/lib/events/format';
import type { TRaceResults } from '@/lib/platform/port';
import { loadRaceResults, searchResultEvents } from '@/lib/results/access';
import { liveFirst } from '@/lib/results/search';
import { parseOptionalIdSegment } from '@/lib/validation/segments';
import { pageParams } from '@/lib/i18n/page-locale';

/** A live scoreboard re-renders this often (seconds). */
const LIVE_REFRESH_SECONDS = 30;

type TProps = { params: Promise<{ locale: string; id?: string[] }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, id: segments } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'EventScores' });
  const parsed = parseOptionalIdSegment(segments);
  if (parsed?.id) {
    const event = await loadEvent(parsed.id, locale).catch(() => null);
    if (event) return { title: t('eventTitle', { name: event.name }), description: t('description') };
  }
  return { title: t('title'), description: t('description') };
}

/**
 * /eventScores/{id?}: the scoreboard of an event, every race with the top three of each class
 * (live races first, refreshed every 30 s while one runs); without id, the events with results
 * (live first, then the most recent) to choose from. Same access rule as the event page.
 */
async function EventScoresPage({ params }: TProps) {
  const { locale, id: segments } = await pageParams(params);
  const parsed = parseOptionalIdSegment(segments);
  if (!parsed) notFound();
  const t = await getTranslations('EventScores');

  if (parsed.id === null) {
    const events = liveFirst(await searchResultEvents({}, { locale }));
    return (
      <>
        <PageHeader title={t('title')} />
        <PageBody full>
          <p className={styles.intro}>{t('chooseEvent')}</p>
          {events.length > 0 ? (
            <ResultEventList events={events} locale={locale} target="/eventScores" />
          ) : (
            <p className={styles.text} data-testid="scores-empty">
              {t('noEvents')}
            </p>
          )}
        </PageBody>
      </>
    );
  }

  const event = await requireDisplayableEvent(parsed.id, locale);
  const started = event.races.filter((r) => r.isPublic && r.isConfigured && r.status !== 'scheduled');
  const results: Map<number, TRaceResults | null> = await loadRaceResults(started.map((r) => r.id), locale);
  const isLive = started.some((r) => r.status === 'running');
  const when = eventWhen(event, locale);

  return (
    <>
      <PageHeader title={t('eventTitle', { name: event.name })} crumbs={[{ label: t('title'), href: '/eventScores' }]} />
      <PageBody full>
        <div className={styles.line}>
          <p className={styles.strong}>
            <time dateTime={event.startAt.toISOString()}>{when.dates}</time>
            {event.venue ? ` · ${event.venue}` : ''}
          </p>
          <NextLink href={`/events/${event.id}`} className={listStyles.link}>
            {t('eventPage')}
          </NextLink>
          <NextLink href={`/results/${event.id}`} className={listStyles.link}>
            {t('allResults')}
          </NextLink>
          {event.status === 'finished' ? (
            <NextLink href={`/presentation/${event.id}`} className={listStyles.link}>
              {t('awards')}
            </NextLink>
          ) : null}
        </div>
        {isLive ? (
          <>
            <p className={styles.note} data-testid="auto-refresh">
              {t('autoRefresh', { seconds: LIVE_REFRESH_SECONDS })}
            </p>
            <AutoRefresh seconds={LIVE_REFRESH_SECONDS} />
          </>
        ) : null}
        <EventScoreboard event={event} results={results} locale={locale} />
      </PageBody>
    </>
  );
}

export default withPlatformOutage(EventScoresPage, 'EventScores.title');
