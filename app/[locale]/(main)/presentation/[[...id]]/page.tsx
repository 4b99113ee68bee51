import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ResultEventList } from '@/components/events/ResultEventList';
import pageStyles from '@/components/events/pages.module.css';
import buttons from '@/components/layout/button.module.css';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { withPlatformOutage } from '@/components/platform/PlatformOutage';
import { PrintButton } from '@/components/layout/PrintButton';
import { PodiumSlide } from '@/components/presentation/PodiumSlide';
import { PresentationDeck, type TDeckSlide } from '@/components/presentation/PresentationDeck';
import styles from '@/components/presentation/presentation.module.css';
import { NextLink } from '@/components/ui/NextLink';
import { loadEvent, requireDisplayableEvent } from '@/lib/events/access';
import { eventWhen } from '@/lib/events/format';
import type { TRaceResults } from '@/lib/platform/port';
import { loadRaceResults, searchResultEvents } from '@/lib/results/access';
import { selectPodiums } from '@/lib/results/podium';
import { liveFirst } from '@/lib/results/search';
import { parseId } from '@/lib/validation/params';
import { parseOptionalIdSegment } from '@/lib/validation/segments';
import { pageParams } from '@/lib/i18n/page-locale';

type TProps = {
  params: Promise<{ locale: string; id?: string[] }>;
  searchParams: Promise<{ class?: string | string[]; view?: string | string[] }>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, id: segments } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'Presentation' });
  const parsed = parseOptionalIdSegment(segments);
  if (parsed?.id) {
    const event = await loadEvent(parsed.id, locale).catch(() => null);
    if (event) return { title: t('eventTitle', { name: event.name }), description: t('description') };
  }
  return { title: t('title'), description: t('description') };
}

/**
 * /presentation/{id?}: the awards presentation of an event, one class per slide for the big
 * screen (`?class=` opens a class), or every class on one page for printing (`?view=all`). Who is
 * on each podium is decided by lib/results/podium.ts (the day's overall over the motos of a
 * motocross, else the class's last finished race). Without id: the events to choose from.
 */
async function PresentationPage({ params, searchParams }: TProps) {
  const [{ locale, id: segments }, query] = await Promise.all([pageParams(params), searchParams]);
  const parsed = parseOptionalIdSegment(segments);
  if (!parsed) notFound();
  const t = await getTranslations('Presentation');

  if (parsed.id === null) {
    const events = liveFirst(await searchResultEvents({}, { locale }));
    return (
      <>
        <PageHeader title={t('title')} />
        <PageBody>
          <p className={pageStyles.intro}>{t('chooseEvent')}</p>
          {events.length > 0 ? (
            <ResultEventList events={events} locale={locale} target="/presentation" />
          ) : (
            <p className={pageStyles.text} data-testid="presentation-empty">
              {t('noEvents')}
            </p>
          )}
        </PageBody>
      </>
    );
  }

  const event = await requireDisplayableEvent(parsed.id, locale);
  const finished = event.races.filter((r) => r.isPublic && r.isConfigured && r.status === 'finished');
  const results = [...(await loadRaceResults(finished.map((r) => r.id), locale)).values()].filter((r): r is TRaceResults => r !== null);
  const podiums = selectPodiums(results);
  const timeFormatOf = new Map(results.map((r) => [r.race.id, r.race.timeFormat]));
  const when = eventWhen(event, locale);
  const eventLine = `${event.name} · ${when.dates}`;
  const crumbs = [
    { label: t('title'), href: '/presentation' },
    { label: event.name, href: `/events/${event.id}` },
  ];
  const showAll = (Array.isArray(query.view) ? query.view[0] : query.view) === 'all';

  if (podiums.length === 0) {
    return (
      <>
        <PageHeader title={t('eventTitle', { name: event.name })} crumbs={crumbs} />
        <PageBody full>
          <p className={pageStyles.text} data-testid="presentation-no-results">
            {event.status === 'finished' ? t('noResults') : t('notFinished')}
          </p>
        </PageBody>
      </>
    );
  }

  const slides: TDeckSlide[] = podiums.map((podium, i) => {
    const headingId = `podium-${podium.classId}`;
    return {
      id: podium.classId,
      name: podium.className,
      counter: t('counter', { index: i + 1, count: podiums.length }),
      headingId,
      content: <PodiumSlide podium={podium} timeFormat={timeFormatOf.get(podium.raceIds[0] ?? 0) ?? 1} headingId={headingId} />,
    };
  });

  if (showAll) {
    return (
      <>
        <PageHeader title={t('eventTitle', { name: event.name })} crumbs={crumbs} />
        <PageBody full>
          <div className={`no-print ${pageStyles.toolbar}`}>
            <PrintButton label={t('print')} />
            <NextLink href={`/presentation/${event.id}`} className={buttons.outlined}>
              {t('slideshow')}
            </NextLink>
          </div>
          <div className={`${styles.deck} ${styles.all}`} data-testid="presentation-all-classes">
            <p className={styles.eventLine}>{eventLine}</p>
            {slides.map((slide) => (
              <section key={slide.id} className={styles.slide} aria-labelledby={slide.headingId} data-testid="presentation-slide" data-class-id={slide.id}>
                {slide.content}
              </section>
            ))}
          </div>
        </PageBody>
      </>
    );
  }

  const wanted = parseId(Array.isArray(query.class) ? query.class[0] : query.class);
  const initialIndex = Math.max(0, slides.findIndex((s) => s.id === wanted));

  return (
    <>
      <PageHeader title={t('eventTitle', { name: event.name })} crumbs={crumbs} />
      <PageBody full>
        <PresentationDeck
          slides={slides}
          initialIndex={initialIndex}
          eventLine={eventLine}
          allHref="?view=all"
          labels={{
            region: t('deckLabel', { name: event.name }),
            previous: t('previous'),
            next: t('next'),
            jumpTo: t('jumpTo'),
            fullscreen: t('fullscreen'),
            exitFullscreen: t('exitFullscreen'),
            allClasses: t('allClasses'),
            keyboardHint: t('keyboardHint'),
          }}
        />
      </PageBody>
    </>
  );
}

export default withPlatformOutage(PresentationPage, 'Presentation.title');
