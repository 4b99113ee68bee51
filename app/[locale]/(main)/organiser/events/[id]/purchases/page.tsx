import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { requireOrganiserEvent } from '@/components/organiser/guard';
import { OrganiserNav } from '@/components/organiser/OrganiserNav';
import styles from '@/components/organiser/organiser.module.css';
import own from '@/components/organiser/purchases.module.css';
import { Link } from '@/i18n/navigation';
import { getDb } from '@/lib/db/client';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import { pageLocale } from '@/lib/i18n/page-locale';
import { listEventPurchases, PURCHASE_SEARCH_MAX, purchaseSummary } from '@/lib/organiser/purchases';
import { firstParam, parseId } from '@/lib/validation/params';

type TProps = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OrganiserPurchases' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * /organiser/events/{id}/purchases[?q=&page=]: the event's purchases, paid first (status, buyer,
 * tickets, total, paid, refunded), searchable by the buyer's name or email, a ticket number or a
 * purchase number, 25 a page (docs/decisions/056). Each opens the purchase's page.
 */
export default async function OrganiserPurchasesPage({ params, searchParams }: TProps) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const query = await searchParams;
  const { event, organiser } = await requireOrganiserEvent(locale, parseId(id), `/organiser/events/${id}/purchases`);
  const t = await getTranslations('OrganiserPurchases');
  const te = await getTranslations('Organiser');
  const q = (firstParam(query.q) ?? '').trim().slice(0, PURCHASE_SEARCH_MAX);
  const page = parseId(firstParam(query.page)) ?? 1;
  const db = await getDb();
  const [list, summary] = await Promise.all([listEventPurchases(db, event.id, { q, page }), purchaseSummary(db, event.id)]);
  const base = `/organiser/events/${event.id}/purchases`;
  const pageHref = (n: number) => `${base}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) }).toString()}`;
  const money = (cents: number, currency: string) => formatMoney(cents, currency, locale);
  const currency = summary.currency ?? 'CAD';
  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: te('title'), href: '/organiser' }, { label: event.name, href: `/organiser/events/${event.id}` }, { label: t('title') }]}
      />
      <PageBody>
        <OrganiserNav current="events" organises={organiser.scope.organizationIds.length > 0} />
        <p className={own.summary} data-testid="purchases-summary">
          {t('list.summary', { purchases: summary.purchases, tickets: summary.tickets, paid: money(summary.paidCents, currency), refunded: money(summary.refundedCents, currency) })}
        </p>
        <form method="get" className={own.search} role="search" data-testid="purchases-search">
          <div className={styles.field}>
            <label htmlFor="purchase-q">{t('list.search')}</label>
            <input id="purchase-q" name="q" type="search" defaultValue={q} maxLength={PURCHASE_SEARCH_MAX} aria-describedby="purchase-q-hint" data-testid="purchases-q" />
            <span id="purchase-q-hint" className={styles.hint}>
              {t('list.searchHint')}
            </span>
          </div>
          <button type="submit" className={styles.button} data-testid="purchases-search-submit">
            {t('list.searchButton')}
          </button>
          {q && (
            <Link href={base} className={own.showAll}>
              {t('list.showAll')}
            </Link>
          )}
        </form>
        {list.rows.length === 0 ? (
          <p data-testid="purchases-none">{q ? t('list.noMatch', { q }) : t('list.none')}</p>
        ) : (
          <div className={styles.tableBox} role="region" aria-label={t('title')} tabIndex={0}>
            <table className={styles.table} data-testid="purchases">
              <thead>
                <tr>
                  <th scope="col">{t('list.purchase')}</th>
                  <th scope="col">{t('list.status')}</th>
                  <th scope="col">{t('list.buyer')}</th>
                  <th scope="col" className={styles.num}>
                    {t('list.tickets')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('list.total')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('list.paid')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('list.refunded')}
                  </th>
                  <th scope="col">{t('list.date')}</th>
                </tr>
              </thead>
              <tbody>
                {list.rows.map((row) => (
                  <tr key={row.id} data-testid="purchase-row" data-purchase-id={row.id} data-status={row.status}>
                    <td>
                      <Link href={`${base}/${row.id}`} aria-label={t('list.openLabel', { id: row.id, name: row.buyerName })} data-testid="purchase-link">
                        #{row.id}
                      </Link>
                    </td>
                    <td>
                      <span className={row.status === 'paid' ? styles.badgeOn : styles.badge}>{t(`statuses.${row.status}`)}</span>
                      {row.refundedCents > 0 && (
                        <>
                          {' '}
                          <span className={own.badgeWarn} data-testid="purchase-refund-state">
                            {t(row.refundedCents >= row.totalPaidCents ? 'refundState.fully' : 'refundState.partly')}
                          </span>
                        </>
                      )}
                    </td>
                    <td>
                      {row.buyerName}
                      {row.buyerEmail && (
                        <>
                          <br />
                          <span className={styles.hint}>{row.buyerEmail}</span>
                        </>
                      )}
                    </td>
                    <td className={styles.num}>{row.quantity}</td>
                    <td className={styles.num}>{money(row.totalCents, row.currency)}</td>
                    <td className={styles.num}>{row.status === 'paid' ? money(row.totalPaidCents, row.currency) : '—'}</td>
                    <td className={styles.num} data-testid="purchase-refunded">
                      {row.refundedCents > 0 ? money(row.refundedCents, row.currency) : '—'}
                      {row.pendingRefundCents > 0 && (
                        <>
                          <br />
                          <span className={styles.hint}>{t('list.pendingRefund', { amount: money(row.pendingRefundCents, row.currency) })}</span>
                        </>
                      )}
                    </td>
                    <td>{formatDate(row.createdAt, locale, 'dateTime', event.timeZone)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {list.pages > 1 && (
          <nav aria-label={t('list.pages')} className={own.pager} data-testid="purchases-pager">
            {list.page > 1 && (
              <Link href={pageHref(list.page - 1)} rel="prev">
                {t('list.previous')}
              </Link>
            )}
            <span>{t('list.pageOf', { page: list.page, pages: list.pages })}</span>
            {list.page < list.pages && (
              <Link href={pageHref(list.page + 1)} rel="next">
                {t('list.next')}
              </Link>
            )}
          </nav>
        )}
        <p className={styles.links}>
          <Link href={`/organiser/events/${event.id}/exports`} data-testid="purchases-exports-link">
            {t('list.exports')}
          </Link>
        </p>
      </PageBody>
    </>
  );
}
