import { getTranslations } from 'next-intl/server';
import type { TLocale } from '@/lib/constants';
import { formatMoney, formatTaxRate } from '@/lib/i18n/format';
import { ageKind, formatDay } from '@/lib/memberships/display';
import type { TRangeView, TTypeView } from '@/lib/organiser/membership-types';
import styles from '../organiser.module.css';

/** Who a type or range is for, by age (both ends included). */
export async function agesText(span: { minAge: number | null; maxAge: number | null }, locale: TLocale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'OrganiserMemberships.ages' });
  const kind = ageKind(span.minAge ?? undefined, span.maxAge ?? undefined);
  return t(kind, { min: span.minAge ?? 0, max: span.maxAge ?? 0 });
}

export async function validityText(type: Pick<TTypeView, 'validity' | 'validUntil' | 'eventId'>, locale: TLocale, eventName?: string): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'OrganiserMemberships.validitySummary' });
  if (type.validity === 'until_date') return t('until_date', { date: type.validUntil ? formatDay(type.validUntil, locale) : '—' });
  if (type.validity === 'single_event') return t('single_event', { event: eventName ?? `#${type.eventId ?? '—'}` });
  return t('twelve_months');
}

/** One range as a line: name, ages, fee, off sale, what was sold in it. */
export async function RangeLine({ range, currency, locale }: { range: TRangeView; currency: string; locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: 'OrganiserMemberships' });
  return (
    <span data-testid="range-line" data-range-id={range.id}>
      <strong>{range.name[locale] || range.name.en}</strong> · {await agesText(range, locale)} · <span data-testid="range-fee">{formatMoney(range.feeCents, currency, locale)}</span>
      {!range.onSale && (
        <>
          {' '}
          <span className={styles.badge} data-testid="range-off-sale">
            {t('range.offSale')}
          </span>
        </>
      )}{' '}
      <span className={styles.hint}>{t('sold', { paid: range.sold.paid, pending: range.sold.pending })}</span>
    </span>
  );
}

/** A type at a glance: on sale or retired, validity, ages, tax, capacity, sold, its ranges. */
export async function MembershipTypeSummary({ type, locale, eventName }: { type: TTypeView; locale: TLocale; eventName?: string }) {
  const t = await getTranslations({ locale, namespace: 'OrganiserMemberships' });
  return (
    <>
      <span>
        {type.onSale ? (
          <span className={styles.badgeOn} data-testid="type-state">
            {t('onSale')}
          </span>
        ) : (
          <span className={styles.badge} data-testid="type-state">
            {t('retired')}
          </span>
        )}
      </span>
      <span>
        {await validityText(type, locale, eventName)} · {await agesText(type, locale)} · {t('taxRate', { rate: formatTaxRate(type.taxRateBp, locale) })}
        {type.capacity !== null && <> · {t('capacityOf', { count: type.capacity })}</>}
        {type.transferable && <> · {t('transferableShort')}</>}
      </span>
      <span className={styles.hint}>{t('sold', { paid: type.sold.paid, pending: type.sold.pending })}</span>
      {type.ranges.length > 0 && (
        <ul data-testid="type-ranges">
          {type.ranges.map((range) => (
            <li key={range.id}>
              <RangeLine range={range} currency={type.currency} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
