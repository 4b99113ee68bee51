import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { EventDetails } from '@/components/events/EventDetails';
import { EventList } from '@/components/events/EventList';
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
          <Box component="section" aria-labelledby="upcoming-events" sx={{ mb: 5 }}>
            <Typography id="upcoming-events" variant="h2" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
              {t('upcoming')}
            </Typography>
            {upcoming.length > 0 ? (
              <EventList events={upcoming} ticketsOnSale={ticketsOnSale} locale={locale} testId="upcoming-events" />
            ) : (
              <Typography sx={{ mt: 2 }}>{t('noUpcoming')}</Typography>
            )}
          </Box>
        ) : null}
        <Box component="section" aria-labelledby="past-events">
          <Typography id="past-events" variant="h2" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
            {t('past')}
          </Typography>
          {pastPage.length > 0 ? <EventList events={pastPage} ticketsOnSale={ticketsOnSale} locale={locale} testId="past-events" /> : <Typography sx={{ mt: 2 }}>{t('noPast')}</Typography>}
        </Box>
        {pages > 1 ? (
          <Box component="nav" aria-label={t('pagination')} sx={{ mt: 3, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Box>
              {page > 1 ? (
                <Button component={NextLink} href={pageHref(page - 1)} rel="prev" variant="outlined" startIcon={<ChevronLeftIcon />}>
                  {t('newer')}
                </Button>
              ) : null}
            </Box>
            <Typography variant="body2">{t('pageStatus', { page, pages })}</Typography>
            <Box>
              {page < pages ? (
                <Button component={NextLink} href={pageHref(page + 1)} rel="next" variant="outlined" endIcon={<ChevronRightIcon />}>
                  {t('older')}
                </Button>
              ) : null}
            </Box>
          </Box>
        ) : null}
      </PageBody>
    </>
  );
}

export default withPlatformOutage(EventsPage, 'Events.title');
