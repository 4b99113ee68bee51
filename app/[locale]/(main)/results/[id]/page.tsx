import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { PlatformDown, withPlatformOutage } from '@/components/platform/PlatformOutage';
import { EventRaceList } from '@/components/results/EventRaceList';
import { RaceResultsView } from '@/components/results/RaceResultsView';
import { ResultsMessage } from '@/components/results/ResultsMessage';
import styles from '@/components/results/results.module.css';
import { redirect } from '@/i18n/navigation';
import { formatDateRange } from '@/lib/i18n/format';
import { log } from '@/lib/log';
import { isPlatformDown } from '@/lib/platform/available';
import { canDisplayEvent, loadEventForResults, loadRace, resultDefaults } from '@/lib/results/access';
import { parseResultViewState } from '@/lib/results/view-state';
import { parseId } from '@/lib/validation/params';
import { pageParams } from '@/lib/i18n/page-locale';

type TProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, id } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'Results' });
  const eventId = parseId(id);
  const event = eventId ? await loadEventForResults(eventId, locale).catch(() => null) : null;
  if (!event) return { title: t('title') };
  return { title: t('eventTitle', { event: event.name }), description: t('eventDescription', { event: event.name }) };
}

/**
 * /results/{id} (id = event): choose a race of the event (?race=), then its results. An event with a
 * single public race shows it straight away. Seed §6: "display event" refused → the default
 * promoter's results; "display race" refused → /error. Seed §8: no race selected, selected race
 * cannot be displayed, race not properly configured, no results yet, failed to fetch participants.
 * The racing platform not answering (nothing kept): "results service unavailable", 503 (decision 024).
 */
async function EventResultsPage({ params, searchParams }: TProps) {
  const [{ locale, id }, query] = await Promise.all([pageParams(params), searchParams]);
  const eventId = parseId(id);
  if (eventId === null) notFound();

  // The platform cannot tell an unknown event from one it will not show: it refuses both, and
  // the seed sends the visitor to the default promoter's results (seed §6).
  if (!(await canDisplayEvent(eventId))) {
    const { promoterId } = await resultDefaults();
    redirect({ href: { pathname: '/results', query: { promoter: String(promoterId) } }, locale });
  }
  const t = await getTranslations('Results');
  let event;
  try {
    event = await loadEventForResults(eventId, locale);
  } catch (error) {
    if (isPlatformDown(error)) throw error;
    log.error({ err: error, eventId }, 'event failed to load');
    return (
      <>
        <PageHeader title={t('title')} crumbs={[{ label: t('title'), href: '/results' }]} />
        <PageBody>
          <ResultsMessage kind="fetchFailed" text={t('errors.fetchFailed')} error />
        </PageBody>
      </>
    );
  }
  if (!event) notFound();

  const state = parseResultViewState(query);
  const publicRaces = event.races.filter((r) => r.isPublic);
  // One race only: no choice to make.
  const raceId = state.raceId ?? (publicRaces.length === 1 && event.races.length === 1 ? publicRaces[0]!.id : null);
  const inEvent = raceId !== null && event.races.some((r) => r.id === raceId);

  let body;
  if (raceId === null) {
    body = (
      <>
        <ResultsMessage kind="noRaceSelected" text={`${t('errors.noRaceSelected')} ${t('chooseRace')}`} />
        <EventRaceList eventId={event.id} races={event.races} selected={null} locale={locale} timeZone={event.timeZone} />
      </>
    );
  } else if (!inEvent) {
    body = (
      <>
        <ResultsMessage kind="raceNotInEvent" text={t('errors.raceNotInEvent')} error />
        <EventRaceList eventId={event.id} races={event.races} selected={null} locale={locale} timeZone={event.timeZone} />
      </>
    );
  } else {
    const loaded = await loadRace(raceId, locale, event.timeZone);
    if (loaded.kind === 'forbidden') return redirect({ href: '/error', locale });
    if (loaded.kind === 'notFound') notFound();
    body = (
      <>
        <EventRaceList eventId={event.id} races={event.races} selected={raceId} locale={locale} timeZone={event.timeZone} />
        {loaded.kind === 'unavailable' ? (
          <PlatformDown />
        ) : loaded.kind === 'failed' ? (
          <ResultsMessage kind="fetchFailed" text={t('errors.fetchFailed')} error />
        ) : loaded.kind === 'notConfigured' ? (
          <ResultsMessage kind="notConfigured" text={t('errors.notConfigured')} error />
        ) : (
          <RaceResultsView
            results={loaded.results}
            timeZone={loaded.timeZone}
            locale={locale}
            state={{ ...state, raceId }}
            basePath={`/results/${event.id}`}
            keepRaceInUrl={state.raceId !== null}
          />
        )}
      </>
    );
  }

  const where = [event.venue, event.city, event.state].filter(Boolean).join(', ');
  return (
    <>
      <PageHeader title={event.name} crumbs={[{ label: t('title'), href: '/results' }]} />
      <PageBody full wide>
        <div className={styles.view} data-testid="event-results" data-event={event.id}>
          <p className={styles.meta}>
            {formatDateRange(event.startAt, event.endAt, locale, event.timeZone)}
            {where ? ` · ${where}` : ''} · {event.promoter.name}
          </p>
          {body}
        </div>
      </PageBody>
    </>
  );
}

export default withPlatformOutage(EventResultsPage, 'Results.title');
