import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { PlatformDown, PlatformDownPage, withPlatformOutage } from '@/components/platform/PlatformOutage';
import { redirect } from '@/i18n/navigation';
import type { TLocale } from '@/lib/constants';
import { loadDefaults } from '@/lib/content/defaults';
import { loadEvent } from '@/lib/events/access';
import { formatDateRange } from '@/lib/i18n/format';
import { pageLocale, pageParams } from '@/lib/i18n/page-locale';
import { log } from '@/lib/log';
import { isPlatformDown } from '@/lib/platform/available';
import { canDisplayEvent, loadRace } from '@/lib/results/access';
import { raceForPage, raceTitle, type TShownRaceState } from '@/lib/results/page';
import { parseResultViewState, type TResultViewState } from '@/lib/results/view-state';
import { parseId } from '@/lib/validation/params';
import { EventRaceList } from './EventRaceList';
import { RaceResultsView } from './RaceResultsView';
import { RaceScores } from './RaceScores';
import { RecentRaces } from './RecentRaces';
import { ResultsMessage } from './ResultsMessage';
import styles from './results.module.css';

/*
 * The pages of a race's results, one per view: /races/{id} (live scoring) and /scores/{id} (scores
 * and points) by race, /results/{id} by event (choose a race, then its results). The route files
 * stay where the page cache and the MUI and CSS groups need them; each only names its view.
 */

type TQuery = Record<string, string | string[] | undefined>;
type TProps = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<TQuery> };

const RESULTS_CRUMB = (t: (key: string) => string) => ({ label: t('title'), href: '/results' });

/** A results page that has nothing to show: the racing platform down (503), or "failed to fetch participants". */
async function NothingShownPage({ title, down }: { title: string; down: boolean }) {
  const t = await getTranslations('Results');
  if (down) return <PlatformDownPage title={title} crumbs={[RESULTS_CRUMB(t)]} />;
  return (
    <>
      <PageHeader title={title} crumbs={[RESULTS_CRUMB(t)]} />
      <PageBody>
        <ResultsMessage kind="fetchFailed" text={t('errors.fetchFailed')} error />
      </PageBody>
    </>
  );
}

/**
 * One race's results on a results page, or why they are not shown (platform down, failed to fetch,
 * not properly configured). `raceHeading`: name the race above the message (a page without the
 * event's race list).
 */
async function RaceResultsBody({
  loaded,
  locale,
  state,
  basePath,
  keepRaceInUrl,
  raceHeading = false,
}: {
  loaded: TShownRaceState;
  locale: TLocale;
  state: TResultViewState;
  basePath: string;
  keepRaceInUrl: boolean;
  raceHeading?: boolean;
}) {
  const t = await getTranslations('Results');
  if (loaded.kind === 'unavailable') return <PlatformDown />;
  if (loaded.kind === 'failed') return <ResultsMessage kind="fetchFailed" text={t('errors.fetchFailed')} error />;
  if (loaded.kind === 'notConfigured') {
    const message = <ResultsMessage kind="notConfigured" text={t('errors.notConfigured')} error />;
    return raceHeading ? (
      <div className={styles.view}>
        <h2 className={styles.raceTitle}>{loaded.results.race.name}</h2>
        {message}
      </div>
    ) : (
      message
    );
  }
  return <RaceResultsView results={loaded.results} timeZone={loaded.timeZone} locale={locale} state={state} basePath={basePath} keepRaceInUrl={keepRaceInUrl} />;
}

/** The views of a race: where they live, the title of a race page while the race is unknown, and the list without a race. */
const RACE_VIEWS = {
  /** /races/{id}: live scoring: the race's results view, refreshed by itself while it runs. */
  live: { base: '/races', titleKey: 'liveScoring', listTitleKey: 'racesListTitle', listIntroKey: 'racesListIntro' },
  /** /scores/{id}: the scores and points, class by class (RaceScores). */
  scores: { base: '/scores', titleKey: 'scoresListTitle', listTitleKey: 'scoresListTitle', listIntroKey: 'scoresListIntro' },
} as const;

/** /races and /scores without a race: the races to choose from, live ones first. */
export function raceListPage(view: keyof typeof RACE_VIEWS) {
  const { base, listTitleKey, listIntroKey } = RACE_VIEWS[view];
  return {
    async generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
      const locale = await pageLocale(params);
      const t = await getTranslations({ locale, namespace: 'Results' });
      return { title: t(listTitleKey) };
    },
    async Page({ params }: { params: Promise<{ locale: string }> }) {
      const locale = await pageLocale(params);
      const t = await getTranslations('Results');
      return (
        <>
          <PageHeader title={t(listTitleKey)} crumbs={[RESULTS_CRUMB(t)]} />
          <PageBody>
            <div className={styles.view}>
              <p>{t(listIntroKey)}</p>
              <RecentRaces base={base} locale={locale} />
            </div>
          </PageBody>
        </>
      );
    },
  };
}

/**
 * /races/{id} and /scores/{id}: a malformed or unknown race is a 404, a race the platform will not
 * display goes to /error (lib/results/page.ts); nothing to show is the platform-down notice (503)
 * or "failed to fetch participants".
 */
export function racePage(view: keyof typeof RACE_VIEWS) {
  const { titleKey } = RACE_VIEWS[view];
  return {
    async generateMetadata({ params }: TProps): Promise<Metadata> {
      const { locale, id } = await pageParams(params);
      const t = await getTranslations({ locale, namespace: 'Results' });
      return { title: await raceTitle(id, locale, t(titleKey)) };
    },
    async Page({ params, searchParams }: TProps) {
      const [{ locale, id }, query] = await Promise.all([pageParams(params), searchParams]);
      const t = await getTranslations('Results');
      const loaded = await raceForPage(id, locale);
      if (loaded.kind === 'unavailable' || loaded.kind === 'failed') return <NothingShownPage title={t(titleKey)} down={loaded.kind === 'unavailable'} />;
      const state = parseResultViewState(query);
      if (view === 'scores') return <RaceScores loaded={loaded} requested={state} locale={locale} />;
      const { race } = loaded.results;
      return (
        <>
          <PageHeader title={race.eventName} crumbs={[RESULTS_CRUMB(t), { label: t('liveScoring'), href: '/races' }]} />
          <PageBody full wide>
            <RaceResultsBody loaded={loaded} locale={locale} state={{ ...state, raceId: null }} basePath={`/races/${race.id}`} keepRaceInUrl={false} raceHeading />
          </PageBody>
        </>
      );
    },
  };
}

/**
 * /results/{id} (id = event): choose a race of the event (?race=), then its results. An event with a
 * single public race shows it straight away. Seed §6: "display event" refused → the default
 * promoter's results; "display race" refused → /error. Seed §8: no race selected, selected race
 * cannot be displayed, race not properly configured, no results yet, failed to fetch participants.
 * The racing platform not answering (nothing kept): "results service unavailable", 503 (decision 024).
 */
export function eventResultsPage() {
  async function EventResultsPage({ params, searchParams }: TProps) {
    const [{ locale, id }, query] = await Promise.all([pageParams(params), searchParams]);
    const eventId = parseId(id);
    if (eventId === null) notFound();

    // The platform cannot tell an unknown event from one it will not show: it refuses both, and
    // the seed sends the visitor to the default promoter's results (seed §6).
    if (!(await canDisplayEvent(eventId))) {
      const { promoterId } = await loadDefaults();
      redirect({ href: { pathname: '/results', query: { promoter: String(promoterId) } }, locale });
    }
    const t = await getTranslations('Results');
    let event;
    try {
      event = await loadEvent(eventId, locale);
    } catch (error) {
      if (isPlatformDown(error)) throw error;
      log.error({ err: error, eventId }, 'event failed to load');
      return <NothingShownPage title={t('title')} down={false} />;
    }
    if (!event) notFound();

    const state = parseResultViewState(query);
    const publicRaces = event.races.filter((r) => r.isPublic);
    // One race only: no choice to make.
    const raceId = state.raceId ?? (publicRaces.length === 1 && event.races.length === 1 ? publicRaces[0]!.id : null);
    const inEvent = raceId !== null && event.races.some((r) => r.id === raceId);
    const raceList = (selected: number | null) => <EventRaceList eventId={event.id} races={event.races} selected={selected} locale={locale} timeZone={event.timeZone} />;

    let body;
    if (raceId === null) {
      body = (
        <>
          <ResultsMessage kind="noRaceSelected" text={`${t('errors.noRaceSelected')} ${t('chooseRace')}`} />
          {raceList(null)}
        </>
      );
    } else if (!inEvent) {
      body = (
        <>
          <ResultsMessage kind="raceNotInEvent" text={t('errors.raceNotInEvent')} error />
          {raceList(null)}
        </>
      );
    } else {
      const loaded = await loadRace(raceId, locale, event.timeZone);
      if (loaded.kind === 'forbidden') return redirect({ href: '/error', locale });
      if (loaded.kind === 'notFound') notFound();
      body = (
        <>
          {raceList(raceId)}
          <RaceResultsBody loaded={loaded} locale={locale} state={{ ...state, raceId }} basePath={`/results/${event.id}`} keepRaceInUrl={state.raceId !== null} />
        </>
      );
    }

    const where = [event.venue, event.city, event.state].filter(Boolean).join(', ');
    return (
      <>
        <PageHeader title={event.name} crumbs={[RESULTS_CRUMB(t)]} />
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

  return {
    async generateMetadata({ params }: TProps): Promise<Metadata> {
      const { locale, id } = await pageParams(params);
      const t = await getTranslations({ locale, namespace: 'Results' });
      const eventId = parseId(id);
      const event = eventId ? await loadEvent(eventId, locale).catch(() => null) : null;
      if (!event) return { title: t('title') };
      return { title: t('eventTitle', { event: event.name }), description: t('eventDescription', { event: event.name }) };
    },
    Page: withPlatformOutage(EventResultsPage, 'Results.title'),
  };
}
