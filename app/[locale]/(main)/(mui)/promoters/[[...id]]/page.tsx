import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { withPlatformOutage, withPlatformOutageSection } from '@/components/platform/PlatformOutage';
import { EventCalendar } from '@/components/promoters/EventCalendar';
import { EventList } from '@/components/promoters/EventList';
import { LinkTabs } from '@/components/promoters/LinkTabs';
import { PromoterProfile } from '@/components/promoters/PromoterProfile';
import { SeriesList } from '@/components/promoters/SeriesList';
import { NextLink } from '@/components/ui/NextLink';
import { calendarFrom } from '@/lib/calendar/days';
import { CALENDAR_YEARS_BACK, type TLocale } from '@/lib/constants';
import { menuTitle } from '@/lib/content/titles';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';
import { listEvents, listSeries } from '@/lib/events/access';
import { splitEvents } from '@/lib/events/list';
import { listPromoters, loadPromoter, membersOnlyEventIds, requireDisplayablePromoter } from '@/lib/organizations/data';
import { PROMOTER_TABS, parsePromoterTab, type TPromoterTab } from '@/lib/organizations/tabs';
import type { TPromoter } from '@/lib/platform/port';
import { parseId } from '@/lib/validation/params';
import { optionalIdOr404 } from '@/lib/http/route-params';
import { pageParams } from '@/lib/i18n/page-locale';

type TProps = {
  params: Promise<{ locale: string; id?: string[] }>;
  searchParams: Promise<{ tab?: string | string[] }>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, id: segments } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'Promoters' });
  const id = segments?.length === 1 ? parseId(segments[0]) : null;
  if (id === null) return { title: await menuTitle(locale, '/promoters', t('listTitle')) };
  const promoter = await loadPromoter(id, locale).catch(() => null);
  return { title: promoter?.name ?? t('title'), description: promoter?.description };
}

/**
 * /promoters/{id?}: the promoter's events, calendar and championships (URL tabs); without id, all
 * promoters. The racing platform not answering (nothing kept): "results service unavailable" in
 * place of the page or of the tab, 503 (decision 024).
 */
async function PromoterPage({ params, searchParams }: TProps) {
  const [{ locale, id: segments }, query] = await Promise.all([pageParams(params), searchParams]);
  const id = optionalIdOr404(segments);
  if (id === null) return <PromoterDirectory locale={locale} />;

  const promoter = await requireDisplayablePromoter(id, locale);
  const tab = parsePromoterTab(query.tab);
  const t = await getTranslations('Promoters');
  const base = `/promoters/${promoter.id}`;
  return (
    <>
      <PageHeader title={promoter.name} crumbs={[{ label: t('listTitle'), href: '/promoters' }]} />
      <PageBody>
        <PromoterProfile promoter={promoter} locale={locale} />
        <LinkTabs
          label={t('tabsLabel', { name: promoter.name })}
          current={tab}
          testId="promoter-tabs"
          tabs={PROMOTER_TABS.map((key) => ({ key, label: t(`tabs.${key}`), href: key === 'events' ? base : `${base}?tab=${key}` }))}
        />
        <Box data-testid={`promoter-tab-${tab}`}>
          <PromoterTab promoter={promoter} tab={tab} locale={locale} />
        </Box>
      </PageBody>
    </>
  );
}

const PromoterTab = withPlatformOutageSection(async function PromoterTab({ promoter, tab, locale }: { promoter: TPromoter; tab: TPromoterTab; locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: 'Promoters' });
  const heading = (text: string) => (
    <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
      {text}
    </Typography>
  );

  if (tab === 'championship') {
    const series = await listSeries({ locale, promoterId: promoter.id });
    return (
      <>
        {heading(t('tabs.championship'))}
        <SeriesList series={series} locale={locale} empty={t('noSeries')} />
      </>
    );
  }

  if (tab === 'calendar') {
    const from = calendarFrom(new Date(), SITE_TIME_ZONE, CALENDAR_YEARS_BACK);
    const events = await listEvents({ locale, promoterId: promoter.id, from });
    return (
      <>
        {heading(t('tabs.calendar'))}
        <EventCalendar events={events} locale={locale} empty={t('noEvents')} cancelledLabel={t('status.cancelled')} />
      </>
    );
  }

  const events = await listEvents({ locale, promoterId: promoter.id });
  const { upcoming, past } = splitEvents(events, new Date());
  const membersOnly = await membersOnlyEventIds(upcoming, locale);
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}>
        <Box component="section" aria-labelledby="upcoming-title">
          <Typography id="upcoming-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
            {t('upcoming')}
          </Typography>
          <EventList events={upcoming} locale={locale} membersOnly={membersOnly} empty={t('noUpcoming')} testId="upcoming-events" />
        </Box>
        <Box component="section" aria-labelledby="past-title">
          <Typography id="past-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
            {t('past')}
          </Typography>
          <EventList events={past.slice(0, 6)} locale={locale} membersOnly={membersOnly} empty={t('noPast')} testId="past-events" />
          {past.length > 6 ? (
            <Button component={NextLink} href={`/promoters/events/${promoter.id}`} variant="outlined" sx={{ mt: 2 }} data-testid="all-events">
              {t('allEvents', { count: past.length })}
            </Button>
          ) : null}
        </Box>
      </Box>
    </>
  );
});

/** /promoters: every public promoter with city, logo and a link. */
const PromoterDirectory = withPlatformOutage(async function PromoterDirectory({ locale }: { locale: TLocale }) {
  const t = await getTranslations('Promoters');
  const promoters = await listPromoters({ locale });
  return (
    <>
      <PageHeader title={t('listTitle')} />
      <PageBody>
        <Typography sx={{ mb: 3 }}>{t('listIntro')}</Typography>
        {promoters.length === 0 ? (
          <Typography data-testid="promoters-empty">{t('noPromoters')}</Typography>
        ) : (
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}
            data-testid="promoter-list"
          >
            {promoters.map((p) => (
              <Box
                component="li"
                key={p.id}
                data-testid="promoter-item"
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'flex', gap: 2, alignItems: 'center' }}
              >
                <Box
                  aria-hidden="true"
                  sx={{ width: 56, height: 56, flex: 'none', borderRadius: 1, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', overflow: 'hidden', fontWeight: 700 }}
                >
                  {p.logoUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- platform logos (any host, SVG)
                    <img src={p.logoUrl} alt="" style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
                  ) : (
                    initials(p.name)
                  )}
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
                    <MuiLink component={NextLink} href={`/promoters/${p.id}`} underline="hover">
                      {p.name}
                    </MuiLink>
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {[p.city, p.state].filter(Boolean).join(', ') || t('noCity')}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </PageBody>
    </>
  );
}, 'Promoters.listTitle');

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase())
    .join('');
}

export default withPlatformOutage(PromoterPage, 'Promoters.title');
