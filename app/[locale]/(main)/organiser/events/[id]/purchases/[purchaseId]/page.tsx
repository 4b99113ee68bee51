import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { requireOrganiserEvent } from '@/components/organiser/guard';
import { OrganiserNav } from '@/components/organiser/OrganiserNav';
import { RefundForm, RetryRefund } from '@/components/organiser/RefundForm';
import styles from '@/components/organiser/organiser.module.css';
import own from '@/components/organiser/purchases.module.css';
import { Link } from '@/i18n/navigation';
import { getDb } from '@/lib/db/client';
import { formatDate, formatMoney, formatTaxRate } from '@/lib/i18n/format';
import { isLocale } from '@/lib/i18n/locale';
import { pageLocale } from '@/lib/i18n/page-locale';
import { purchaseDetail } from '@/lib/organiser/purchases';
import { parseId } from '@/lib/validation/params';

type TProps = { params: Promise<{ locale: string; id: string; purchaseId: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OrganiserPurchases' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * /organiser/events/{id}/purchases/{purchaseId}: one purchase of the event as its organiser reads
 * it (docs/decisions/056): the amounts, the party with tickets and waivers (a signed or rejected
 * waiver links to its full record, which an organiser of the event may read), the check-in at the
 * gate, the checkouts and what the payment provider said, the refunds, and the refund form.
 * A purchase of another event is "not found", like an unknown one.
 */
export default async function OrganiserPurchasePage({ params }: TProps) {
  const locale = await pageLocale(params);
  const { id, purchaseId } = await params;
  const { event, organiser } = await requireOrganiserEvent(locale, parseId(id), `/organiser/events/${id}/purchases/${purchaseId}`);
  const pid = parseId(purchaseId);
  const detail = pid ? await purchaseDetail(await getDb(), event.id, pid) : null;
  if (!detail) notFound();
  const t = await getTranslations('OrganiserPurchases');
  const te = await getTranslations('Organiser');
  const { purchase: p, totals } = detail;
  const zone = event.timeZone;
  const money = (cents: number) => formatMoney(cents, p.currency, locale);
  const when = (at: Date | null) => (at ? formatDate(at, locale, 'dateTime', zone) : '—');
  const language = isLocale(p.locale) ? te(`languages.${p.locale}`) : p.locale;
  const active = detail.party.filter((s) => s.removedAt === null && s.ticketNumber !== null);
  const perTicket = Math.round(p.totalPaidCents / Math.max(1, detail.ticketsBought));
  const base = `/organiser/events/${event.id}/purchases`;
  return (
    <>
      <PageHeader
        title={t('detail.title', { id: p.id })}
        crumbs={[
          { label: te('title'), href: '/organiser' },
          { label: event.name, href: `/organiser/events/${event.id}` },
          { label: t('title'), href: base },
          { label: t('detail.title', { id: p.id }) },
        ]}
      />
      <PageBody>
        <OrganiserNav current="events" organises={organiser.scope.organizationIds.length > 0} />
        <section className={styles.section} aria-labelledby="summary" data-testid="purchase-detail" data-status={p.status}>
          <h2 id="summary">{t('detail.summary')}</h2>
          <dl className={own.amounts}>
            <dt>{t('list.status')}</dt>
            <dd>
              <span className={p.status === 'paid' ? styles.badgeOn : styles.badge} data-testid="purchase-status">
                {t(`statuses.${p.status}`)}
              </span>
              {totals.refundedCents > 0 && (
                <>
                  {' '}
                  <span className={own.badgeWarn}>{t(totals.refundedCents >= p.totalPaidCents ? 'refundState.fully' : 'refundState.partly')}</span>
                </>
              )}
            </dd>
            <dt>{t('detail.buyer')}</dt>
            <dd data-testid="purchase-buyer">
              {detail.buyer.name}
              {detail.buyer.email && <span className={styles.hint}> · {detail.buyer.email}</span>}
            </dd>
            <dt>{t('detail.language')}</dt>
            <dd>{language}</dd>
            <dt>{t('detail.created')}</dt>
            <dd>{when(p.createdAt)}</dd>
            <dt>{t('detail.paidAt')}</dt>
            <dd>{when(p.paidAt)}</dd>
            <dt>{t('detail.ticketsBought')}</dt>
            <dd>{detail.ticketsBought}</dd>
            <dt>{t('detail.ticketsHeld')}</dt>
            <dd data-testid="purchase-tickets-held">{p.quantity}</dd>
            <dt>{t('detail.unitPrice')}</dt>
            <dd>{money(p.unitPriceCents)}</dd>
            <dt>{t('detail.subtotal')}</dt>
            <dd>{money(p.subtotalCents)}</dd>
            {p.discountCents > 0 && (
              <>
                <dt>{t('detail.discount', { code: p.promoCode ?? '—' })}</dt>
                <dd>−{money(p.discountCents)}</dd>
              </>
            )}
            <dt>{t('detail.tax', { rate: `${formatTaxRate(p.taxRateBp, locale)} %` })}</dt>
            <dd>{money(p.taxCents)}</dd>
            <dt>{t('detail.total')}</dt>
            <dd>{money(p.totalCents)}</dd>
            <dt>{t('detail.paid')}</dt>
            <dd data-testid="purchase-paid">{money(p.totalPaidCents)}</dd>
            <dt>{t('detail.refunded')}</dt>
            <dd data-testid="purchase-refunded-total">{money(totals.refundedCents)}</dd>
            {totals.pendingCents > 0 && (
              <>
                <dt>{t('detail.pendingRefund')}</dt>
                <dd data-testid="purchase-refund-pending">{money(totals.pendingCents)}</dd>
              </>
            )}
            <dt>{t('detail.refundable')}</dt>
            <dd data-testid="purchase-refundable">{money(totals.refundableCents)}</dd>
          </dl>
          <p data-testid="purchase-check-in">
            {detail.checkIn
              ? detail.checkIn.gateLabel
                ? t('detail.checkedInGate', { when: when(detail.checkIn.scannedAt), by: detail.checkIn.by, gate: detail.checkIn.gateLabel })
                : t('detail.checkedIn', { when: when(detail.checkIn.scannedAt), by: detail.checkIn.by })
              : t('detail.notCheckedIn')}
          </p>
        </section>

        <section className={styles.section} aria-labelledby="party">
          <h2 id="party">{t('detail.party')}</h2>
          {/* A table wider than a phone scrolls in its box: focusable, so a keyboard scrolls it too. */}
          <div className={styles.tableBox} role="region" aria-labelledby="party" tabIndex={0}>
            <table className={styles.table} data-testid="party">
              <thead>
                <tr>
                  <th scope="col">{t('detail.name')}</th>
                  <th scope="col">{t('detail.ticket')}</th>
                  <th scope="col">{t('detail.state')}</th>
                  <th scope="col">{t('detail.waiver')}</th>
                </tr>
              </thead>
              <tbody>
                {detail.party.map((s) => {
                  const name = `${s.firstName} ${s.lastName}`;
                  const w = s.waiver;
                  return (
                    <tr key={s.id} data-testid="party-row" data-ticket={s.ticketNumber ?? ''} data-released={s.removedAt !== null}>
                      <td>
                        {name}
                        {(s.isBuyer || s.isMinor) && <span className={styles.hint}> ({[s.isBuyer ? t('detail.buyerTag') : null, s.isMinor ? t('detail.minorTag') : null].filter(Boolean).join(', ')})</span>}
                      </td>
                      <td>{s.ticketNumber ?? t('detail.noTicket')}</td>
                      <td data-testid="party-state">
                        {s.removedAt ? <span className={own.released}>{t('detail.released', { when: when(s.removedAt) })}</span> : s.ticketNumber ? t('detail.valid') : '—'}
                      </td>
                      <td>
                        {!w
                          ? '—'
                          : w.status === 'not_signed'
                            ? t('waiverStatuses.not_signed')
                            : t(`waiverStatuses.${w.status}`, { when: when(w.status === 'signed' ? w.signedAt : w.rejectedAt) })}
                        {w?.hasRecord && (
                          <>
                            <br />
                            <Link href={`/waiver/copy/${w.uuid}`} aria-label={t('detail.openRecord', { name })} data-testid="party-record">
                              {t('detail.record')}
                            </Link>
                          </>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="refunds">
          <h2 id="refunds">{t('detail.refunds')}</h2>
          {detail.refunds.length === 0 ? (
            <p data-testid="refunds-none">{t('detail.noRefunds')}</p>
          ) : (
            <div className={styles.tableBox} role="region" aria-labelledby="refunds" tabIndex={0}>
              <table className={styles.table} data-testid="refunds">
                <thead>
                  <tr>
                    <th scope="col">{t('detail.refundWhen')}</th>
                    <th scope="col">{t('detail.refundBy')}</th>
                    <th scope="col" className={styles.num}>
                      {t('detail.refundAmount')}
                    </th>
                    <th scope="col">{t('detail.refundStatus')}</th>
                    <th scope="col">{t('detail.refundTickets')}</th>
                    <th scope="col">{t('detail.refundReason')}</th>
                    <th scope="col">{t('detail.refundId')}</th>
                  </tr>
                </thead>
                <tbody>
                  {detail.refunds.map((r) => (
                    <tr key={r.id} data-testid="refund-row" data-status={r.status} data-amount={r.amountCents}>
                      <td>{when(r.createdAt)}</td>
                      <td>{r.createdByName}</td>
                      <td className={styles.num}>{money(r.amountCents)}</td>
                      <td>
                        <span className={r.status === 'succeeded' ? styles.badgeOn : r.status === 'failed' ? own.badgeWarn : styles.badge}>{t(`refundStatuses.${r.status}`)}</span>
                        {r.status === 'pending' && r.providerRefundId === null && (
                          <RetryRefund eventId={event.id} refundId={r.id} label={t('detail.retryLabel', { amount: money(r.amountCents) })} />
                        )}
                      </td>
                      <td>{r.released.length > 0 ? r.released.join(', ') : t('detail.none')}</td>
                      <td>{r.reason ?? '—'}</td>
                      <td className={own.mono}>{r.providerRefundId ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h3>{t('form.heading')}</h3>
          {p.status !== 'paid' ? (
            <p data-testid="refund-unavailable">{t('form.notPaid')}</p>
          ) : (
            <RefundForm
              eventId={event.id}
              purchaseId={p.id}
              tickets={active.map((s) => ({ id: s.id, ticket: s.ticketNumber!, name: `${s.firstName} ${s.lastName}` }))}
              defaultAmount={(totals.refundableCents / 100).toFixed(2)}
              currency={p.currency}
              maxLabel={money(totals.refundableCents)}
              perTicketLabel={money(perTicket)}
              nothingLeft={totals.refundableCents <= 0}
            />
          )}
        </section>

        <section className={styles.section} aria-labelledby="payments">
          <h2 id="payments">{t('detail.payments')}</h2>
          {detail.checkouts.length === 0 ? (
            <p>{t('detail.noCheckout')}</p>
          ) : (
            <div className={styles.tableBox} role="region" aria-labelledby="payments" tabIndex={0}>
              <table className={styles.table} data-testid="checkouts">
                <thead>
                  <tr>
                    <th scope="col">{t('detail.opened')}</th>
                    <th scope="col">{t('detail.provider')}</th>
                    <th scope="col" className={styles.num}>
                      {t('detail.amount')}
                    </th>
                    <th scope="col">{t('detail.checkoutState')}</th>
                    <th scope="col">{t('detail.checkout')}</th>
                    <th scope="col">{t('detail.paymentId')}</th>
                  </tr>
                </thead>
                <tbody>
                  {detail.checkouts.map((c) => (
                    <tr key={c.id}>
                      <td>{when(c.createdAt)}</td>
                      <td>{c.provider}</td>
                      <td className={styles.num}>{formatMoney(c.amountTotalCents, c.currency, locale)}</td>
                      <td>
                        {t(`checkoutStatuses.${c.status}`)} · {t(`paymentStatuses.${c.paymentStatus}`)}
                      </td>
                      <td className={own.mono}>{c.sessionId}</td>
                      <td className={own.mono}>{c.transactionId ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h3 id="provider-events">{t('detail.providerEvents')}</h3>
          {detail.events.length === 0 ? (
            <p>{t('detail.noEvents')}</p>
          ) : (
            <div className={styles.tableBox} role="region" aria-labelledby="provider-events" tabIndex={0}>
              <table className={styles.table} data-testid="payment-events">
                <thead>
                  <tr>
                    <th scope="col">{t('detail.received')}</th>
                    <th scope="col">{t('detail.eventType')}</th>
                    <th scope="col">{t('detail.outcome')}</th>
                  </tr>
                </thead>
                <tbody>
                  {detail.events.map((e) => (
                    <tr key={e.id}>
                      <td>{when(e.receivedAt)}</td>
                      <td className={own.mono}>{e.type}</td>
                      <td className={own.mono}>{e.outcome}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <p className={styles.links}>
          <Link href={base}>{t('title')}</Link>
        </p>
      </PageBody>
    </>
  );
}
