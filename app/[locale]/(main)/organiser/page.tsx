import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { requireOrganiser } from '@/components/organiser/guard';
import { OrganiserNav } from '@/components/organiser/OrganiserNav';
import styles from '@/components/organiser/organiser.module.css';
import { Link } from '@/i18n/navigation';
import { formatDateRange, formatMoney } from '@/lib/i18n/format';
import { pageLocale } from '@/lib/i18n/page-locale';
import { manageableEvents, organiserDeps } from '@/lib/organiser';
import { ticketOffers } from '@/lib/spectators/ticket-events';
import { spectatorDeps } from '@/lib/spectators';

type TProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Organiser' });
  return { title: t('title'), robots: { index: false } };
}

/** /organiser: the organiser area's home (docs/decisions/052): the account's roles and the events they run. */
export default async function OrganiserHome({ params }: TProps) {
  const locale = await pageLocale(params);
  const organiser = await requireOrganiser(locale, '/organiser');
  const t = await getTranslations('Organiser');
  const { platform } = organiserDeps();
  const [events, organisations, promoters] = await Promise.all([
    manageableEvents(organiserDeps(), organiser.scope, locale),
    Promise.all(organiser.scope.organizationIds.map((id) => platform.getOrganization(id, { locale }))),
    Promise.all(organiser.scope.promoterIds.map((id) => platform.getPromoter(id, { locale }))),
  ]);
  const offers = await ticketOffers(spectatorDeps(), events);
  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        <OrganiserNav current="events" organises={organiser.scope.organizationIds.length > 0} />
        <section className={styles.section} aria-labelledby="my-roles">
          <h2 id="my-roles">{t('home.roles')}</h2>
          <ul data-testid="organiser-roles">
            {organiser.scope.organizationIds.map((id, i) => (
              <li key={`o${id}`}>{t('home.organiserOf', { name: organisations[i]?.name ?? `#${id}` })}</li>
            ))}
            {organiser.scope.promoterIds.map((id, i) => (
              <li key={`p${id}`}>{t('home.promoterOf', { name: promoters[i]?.name ?? `#${id}` })}</li>
            ))}
          </ul>
        </section>
        <section className={styles.section} aria-labelledby="my-events">
          <h2 id="my-events">{t('home.events')}</h2>
          {events.length === 0 ? (
            <p data-testid="organiser-no-events">{t('home.noEvents')}</p>
          ) : (
            <ul className={styles.list} data-testid="organiser-events">
              {events.map((event) => {
                const offer = offers.get(event.id);
                return (
                  <li key={event.id} className={styles.card} data-testid="organiser-event" data-event-id={event.id}>
                    <h3>
                      <Link href={`/organiser/events/${event.id}`}>{event.name}</Link>
                    </h3>
                    <span>
                      {formatDateRange(event.startAt, event.endAt, locale, event.timeZone)} · {event.promoter.name}
                    </span>
                    <span>
                      {offer?.onSale ? (
                        <span className={styles.badgeOn}>{t('home.onSale', { price: formatMoney(offer.priceCents ?? 0, offer.currency, locale) })}</span>
                      ) : (
                        <span className={styles.badge}>{t('home.notOnSale')}</span>
                      )}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </PageBody>
    </>
  );
}
