import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { EventDetails } from '@/components/events/EventDetails';
import { EventList } from '@/components/events/EventList';
import pageStyles from '@/components/events/pages.module.css';
import buttons from '@/components/layout/button.module.css';
import { Icon } from '@/components/layout/icons';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { withPlatformOutage } from '@/components/platform/PlatformOutage';
import { NextLink } from '@/components/ui/NextLink';
import { listEvents, loadEvent, requireDisplayableEvent } from '@/lib/events/access';
import { paginate, splitEvents } from '@/lib/events/list';
import { loadRegistrationAction } from '@/lib/events/registration';
import { ticketOffers } from '@/lib/spectators';
import { parseOptionalIdSegment } from '@/lib/validation/segments';
import layoutStyles from '@/components/layout/layout.module.css';
import { feedPath } from '@/lib/calendar/feeds';
import { pageParams } from '@/lib/i18n/page-locale';

const PAST_PAGE_SIZE = 20;

type TProps = {
  params: Promise<{ locale: string; id?: string[] }>;
  searchParams: Promise<{ page?: string | string[] }>;
};

function parsePage(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && /^\d{1,5}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, id: segments } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'Events' });
  const parsed = parseOptionalIdSegment(segments);
  if (parsed?.id) {
    const event = await loadEvent(parsed.id, locale).catch(() => null);
    if (event) return { title: event.name, description: event.description?.slice(0, 200) ?? t('description') };
  }
  return { title: t('title'), description: t('description') };
}

/**
 * /events/{id?}: one event (permission "display event", seed §6: refused → the default
 * promoter's results; unknown or private → 404; on LiveLaps, "register online" decides the
 * register link to the platform), or without id every public event, those not
 * over yet first, then the past ones (20 a page, `?page=N`), grouped by month.
 */
async function EventsPage({ params, searchParams }: TProps) {
  const [{ locale, id: segments }, query] = await Promise.all([pageParams(params), searchParams]);
  const parsed = parseOptionalIdSegment(segments);
  if (!parsed) notFound();
  const t = await getTranslations('Events');
  const tc = await getTranslations('Calendar');

  if (parsed.id !== null) {
    const event = await requireDisplayableEvent(parsed.id, locale);
    // The register action asks LiveLaps' register-online permission (seed §6); the embedded platform's state says it.
    const [offers, registration] = await Promise.all([ticketOffers([event]), loadRegistrationAction(event)]);
    const tickets = offers.get(event.id) ?? null;
    return (
      <>
        <PageHeader
          title={event.name}
          crumbs={[{ label: t('title'), href: '/events' }]}
          actions={
            <a className={layoutStyles.headerAction} href={feedPath({ kind: 'event', id: event.id }, locale)} aria-label={tc('addToCalendarLabel', { title: event.name })} data-testid="add-to-calendar">
              {tc('addToCalendar')}
            </a>
          }
        />
        <PageBody>
          <EventDetails event={event} tickets={tickets} registration={registration} locale={locale} />
        </PageBody>
      </>
    );
  }

  const events = await listEvents({ locale });
  const { upcoming, past } = splitEvents(events, new Date());
  const page = parsePage(query.page);
  const { items: pastPage, pages } = paginate(past, page, PAST_PAGE_SIZE);
  if (page > pages) notFound();
  const offers = await ticketOffers(page === 1 ? [...upcoming, ...pastPage] : pastPage);
  const ticketsOnSale = new Set([...offers.values()].filter((offer) => offer.onSale).map((offer) => offer.eventId));
  const pageHref = (n: number) => (n <= 1 ? '/events' : `/events?page=${n}`);

  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        {page === 1 ? (
          <section aria-labelledby="upcoming-events" className={pageStyles.sectionLarge}>
            <h2 id="upcoming-events" className={pageStyles.heading}>
              {t('upcoming')}
            </h2>
            {upcoming.length > 0 ? (
              <EventList events={upcoming} ticketsOnSale={ticketsOnSale} locale={locale} testId="upcoming-events" />
            ) : (
              <p className={pageStyles.textAfter}>{t('noUpcoming')}</p>
            )}
          </section>
        ) : null}
        <section aria-labelledby="past-events">
          <h2 id="past-events" className={pageStyles.heading}>
            {t('past')}
          </h2>
          {pastPage.length > 0 ? <EventList events={pastPage} ticketsOnSale={ticketsOnSale} locale={locale} testId="past-events" /> : <p className={pageStyles.textAfter}>{t('noPast')}</p>}
        </section>
        {pages > 1 ? (
          <nav aria-label={t('pagination')} className={pageStyles.pages}>
            <div>
              {page > 1 ? (
                <NextLink href={pageHref(page - 1)} rel="prev" className={buttons.outlined}>
                  <Icon name="chevronLeft" size={20} className={pageStyles.startIcon} />
                  {t('newer')}
                </NextLink>
              ) : null}
            </div>
            <p className={pageStyles.body2}>{t('pageStatus', { page, pages })}</p>
            <div>
              {page < pages ? (
                <NextLink href={pageHref(page + 1)} rel="next" className={buttons.outlined}>
                  {t('older')}
                  <Icon name="chevronRight" size={20} className={pageStyles.endIcon} />
                </NextLink>
              ) : null}
            </div>
          </nav>
        ) : null}
      </PageBody>
    </>
  );
}

export default withPlatformOutage(EventsPage, 'Events.title');
