import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { withPlatformOutage } from '@/components/platform/PlatformOutage';
import { EventList } from '@/components/promoters/EventList';
import styles from '@/components/promoters/promoters.module.css';
import { loadDefaults } from '@/lib/content/defaults';
import { listEvents } from '@/lib/events/access';
import { splitEvents } from '@/lib/events/list';
import { loadPromoter, membersOnlyEventIds, requireDisplayablePromoter } from '@/lib/organizations/data';
import { parseId } from '@/lib/validation/params';
import { pageParams } from '@/lib/i18n/page-locale';

type TProps = { params: Promise<{ locale: string; id?: string[] }> };

/** The promoter id: the one in the URL, else the default promoter; 404 when malformed. */
async function promoterIdOf(segments: string[] | undefined): Promise<number> {
  if (!segments || segments.length === 0) return (await loadDefaults()).promoterId;
  const id = segments.length === 1 ? parseId(segments[0]) : null;
  return id ?? notFound();
}

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, id: segments } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'Promoters' });
  const id = segments === undefined || segments.length === 0 ? (await loadDefaults()).promoterId : segments.length === 1 ? parseId(segments[0]) : null;
  const promoter = id ? await loadPromoter(id, locale).catch(() => null) : null;
  return { title: promoter ? t('eventsOf', { name: promoter.name }) : t('eventsTitle') };
}

/** /promoters/events/{id?}: a promoter's upcoming and past events (the default promoter's without id). */
async function PromoterEventsPage({ params }: TProps) {
  const { locale, id: segments } = await pageParams(params);
  const id = await promoterIdOf(segments);
  const promoter = await requireDisplayablePromoter(id, locale);
  const t = await getTranslations('Promoters');
  const events = await listEvents({ locale, promoterId: promoter.id });
  const { upcoming, past } = splitEvents(events, new Date());
  const membersOnly = await membersOnlyEventIds(upcoming, locale);
  return (
    <>
      <PageHeader
        title={t('eventsOf', { name: promoter.name })}
        crumbs={[
          { label: t('listTitle'), href: '/promoters' },
          { label: promoter.name, href: `/promoters/${promoter.id}` },
        ]}
      />
      <PageBody>
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
            <EventList events={past} locale={locale} membersOnly={membersOnly} empty={t('noPast')} testId="past-events" />
          </section>
        </div>
      </PageBody>
    </>
  );
}

export default withPlatformOutage(PromoterEventsPage, 'Promoters.eventsTitle');
