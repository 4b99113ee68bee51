import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { requireOrganiserEvent } from '@/components/organiser/guard';
import { OrganiserNav } from '@/components/organiser/OrganiserNav';
import { PromoForm, PromoToggle } from '@/components/organiser/PromoForm';
import { TicketSettingsForm } from '@/components/organiser/TicketSettingsForm';
import styles from '@/components/organiser/organiser.module.css';
import { Link } from '@/i18n/navigation';
import { getDb } from '@/lib/db/client';
import { formatDate, formatDateRange, formatMoney, formatTaxRate } from '@/lib/i18n/format';
import { pageLocale } from '@/lib/i18n/page-locale';
import { CURRENCIES, localDateTimeValue } from '@/lib/organiser/forms';
import { eventPromos, ticketSettings, waiverVersions } from '@/lib/organiser/tickets';
import { parseId } from '@/lib/validation/params';

type TProps = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Organiser' });
  return { title: t('event.title'), robots: { index: false } };
}

/** /organiser/events/{id}: an event's tickets, promo codes and waiver, as its organiser runs them. */
export default async function OrganiserEventPage({ params }: TProps) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const eventId = parseId(id);
  const { event, organiser } = await requireOrganiserEvent(locale, eventId, `/organiser/events/${id}`);
  const t = await getTranslations('Organiser');
  const db = await getDb();
  const [settings, promos, versions] = await Promise.all([ticketSettings(db, event.id), eventPromos(db, event.id), waiverVersions(db, event.id)]);
  const zone = event.timeZone;
  const money = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
  return (
    <>
      <PageHeader title={event.name} crumbs={[{ label: t('title'), href: '/organiser' }, { label: event.name }]} />
      <PageBody>
        <OrganiserNav current="events" organises={organiser.scope.organizationIds.length > 0} />
        <ul className={styles.links} data-testid="organiser-event-links">
          <li>
            <Link href={`/organiser/events/${event.id}/purchases`} data-testid="event-link-purchases">
              {t('event.purchases')}
            </Link>
          </li>
          <li>
            <Link href={`/organiser/events/${event.id}/gate`} data-testid="event-link-gate">
              {t('event.gate')}
            </Link>
          </li>
          <li>
            <Link href={`/organiser/events/${event.id}/exports`} data-testid="event-link-exports">
              {t('event.exports')}
            </Link>
          </li>
        </ul>
        <p data-testid="organiser-event-when">
          {formatDateRange(event.startAt, event.endAt, locale, zone)} · {event.promoter.name} ·{' '}
          <Link href={`/events/${event.id}`}>{t('event.publicPage')}</Link>
        </p>
        <section className={styles.section} aria-labelledby="tickets">
          <h2 id="tickets">{t('tickets.heading')}</h2>
          {versions.length === 0 && <p className={styles.hint}>{t('tickets.needsWaiver')}</p>}
          <TicketSettingsForm
            eventId={event.id}
            timeZone={zone}
            currencies={CURRENCIES}
            saved={{
              onSale: settings.ticketsOnSale,
              price: money(settings.ticketPriceCents),
              tax: settings.taxRateBp ? formatTaxRate(settings.taxRateBp, 'en') : '0',
              currency: settings.currency,
              capacity: settings.ticketCapacity === null ? '' : String(settings.ticketCapacity),
              salesOpenAt: localDateTimeValue(settings.salesOpenAt, zone),
              salesCloseAt: localDateTimeValue(settings.salesCloseAt, zone),
              selfie: settings.waiverRequiresSelfie,
            }}
          />
        </section>
        <section className={styles.section} aria-labelledby="promos">
          <h2 id="promos">{t('promos.heading')}</h2>
          {promos.length === 0 ? (
            <p data-testid="promos-none">{t('promos.none')}</p>
          ) : (
            <div className={styles.tableBox}>
              <table className={styles.table} data-testid="promos">
                <thead>
                  <tr>
                    <th scope="col">{t('promos.code')}</th>
                    <th scope="col">{t('promos.discount')}</th>
                    <th scope="col" className={styles.num}>{t('promos.used')}</th>
                    <th scope="col">{t('promos.valid')}</th>
                    <th scope="col">{t('promos.state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {promos.map((promo) => (
                    <tr key={promo.id} data-testid="promo-row" data-code={promo.code}>
                      <td>{promo.code}</td>
                      <td>{promo.percentOff !== null ? t('promos.percentOff', { n: promo.percentOff }) : formatMoney(promo.amountOffCents ?? 0, settings.currency, locale)}</td>
                      <td className={styles.num}>{promo.maxRedemptions === null ? promo.used : t('promos.usedOf', { used: promo.used, max: promo.maxRedemptions })}</td>
                      <td>
                        {promo.validFrom || promo.validUntil
                          ? t('promos.validRange', {
                              from: promo.validFrom ? formatDate(promo.validFrom, locale, 'dateTime', zone) : '…',
                              until: promo.validUntil ? formatDate(promo.validUntil, locale, 'dateTime', zone) : '…',
                            })
                          : t('promos.always')}
                      </td>
                      <td>
                        <span className={promo.active ? styles.badgeOn : styles.badge}>{t(promo.active ? 'promos.active' : 'promos.inactive')}</span>
                        <PromoToggle eventId={event.id} promoId={promo.id} active={promo.active} code={promo.code} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h3>{t('promos.new')}</h3>
          <PromoForm eventId={event.id} timeZone={zone} />
        </section>
        <section className={styles.section} aria-labelledby="waiver">
          <h2 id="waiver">{t('waiver.heading')}</h2>
          <p data-testid="waiver-current">
            {versions[0] ? t('waiver.current', { version: versions[0].version, title: versions[0].title[locale], signed: versions[0].signed }) : t('waiver.noneYet')}
          </p>
          <p className={styles.links}>
            <Link href={`/organiser/events/${event.id}/waiver`} data-testid="waiver-edit-link">
              {versions[0] ? t('waiver.edit') : t('waiver.write')}
            </Link>
          </p>
        </section>
      </PageBody>
    </>
  );
}
