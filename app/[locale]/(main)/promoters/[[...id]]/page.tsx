import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import button from '@/components/layout/button.module.css';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { withPlatformOutage, withPlatformOutageSection } from '@/components/platform/PlatformOutage';
import { EventCalendar } from '@/components/promoters/EventCalendar';
import { EventList } from '@/components/promoters/EventList';
import { PromoterProfile } from '@/components/promoters/PromoterProfile';
import { SeriesList } from '@/components/promoters/SeriesList';
import styles from '@/components/promoters/promoters.module.css';
import { Card } from '@/components/ui/Card';
import { LinkTabs } from '@/components/ui/LinkTabs';
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
        <div data-testid={`promoter-tab-${tab}`}>
          <PromoterTab promoter={promoter} tab={tab} locale={locale} />
        </div>
      </PageBody>
    </>
  );
}

const PromoterTab = withPlatformOutageSection(async function PromoterTab({ promoter, tab, locale }: { promoter: TPromoter; tab: TPromoterTab; locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: 'Promoters' });
  const heading = (text: string) => <h2 className={styles.sectionTitle}>{text}</h2>;

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
    <div className={styles.sections}>
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className={styles.sectionTitle}>
          {t('upcoming')}
        </h2>
        <EventList events={upcoming} locale={locale} membersOnly={membersOnly} empty={t('noUpcoming')} testId="upcoming-events" />
      </section>
      <section aria-labelledby="past-title">
        <h2 id="past-title" className={styles.sectionTitle}>
          {t('past')}
        </h2>
        <EventList events={past.slice(0, 6)} locale={locale} membersOnly={membersOnly} empty={t('noPast')} testId="past-events" />
        {past.length > 6 ? (
          <NextLink href={`/promoters/events/${promoter.id}`} className={`${button.outlined} ${styles.moreButton}`} data-testid="all-events">
            {t('allEvents', { count: past.length })}
          </NextLink>
        ) : null}
      </section>
    </div>
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
        <p className={styles.intro}>{t('listIntro')}</p>
        {promoters.length === 0 ? (
          <p className={styles.text} data-testid="promoters-empty">
            {t('noPromoters')}
          </p>
        ) : (
          <ul className={styles.directory} data-testid="promoter-list">
            {promoters.map((p) => (
              <Card as="li" key={p.id} className={styles.promoter} data-testid="promoter-item">
                <div aria-hidden="true" className={styles.avatar}>
                  {p.logoUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- platform logos (any host, SVG)
                    <img src={p.logoUrl} alt="" />
                  ) : (
                    initials(p.name)
                  )}
                </div>
                <div className={styles.shrink}>
                  <h2 className={styles.promoterName}>
                    <NextLink href={`/promoters/${p.id}`} className={styles.link}>
                      {p.name}
                    </NextLink>
                  </h2>
                  <p className={`${styles.body2} ${styles.secondary}`}>{[p.city, p.state].filter(Boolean).join(', ') || t('noCity')}</p>
                </div>
              </Card>
            ))}
          </ul>
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
