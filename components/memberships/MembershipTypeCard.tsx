import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/Card';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { formatMoney } from '@/lib/i18n/format';
import type { TMembershipType } from '@/lib/platform/port';
import { membershipTexts } from './texts';
import styles from './membership-pages.module.css';
import table from './table.module.css';

/** Material Design's "event available" icon (a calendar with a tick), as @mui/icons-material draws it. */
const EVENT_AVAILABLE =
  'M16.53 11.06 15.47 10l-4.88 4.88-2.12-2.12-1.06 1.06L10.59 17zM19 3h-1V1h-2v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V8h14z';

/** A membership type: validity, description and its ranges (ages and fee). */
export async function MembershipTypeCard({
  type,
  locale,
  eventName,
  headingLevel = 2,
  linked = true,
}: {
  type: TMembershipType;
  locale: TLocale;
  /** The event of a single-event type. */
  eventName?: string;
  headingLevel?: 2 | 3;
  linked?: boolean;
}) {
  const { t, ages, validity } = await membershipTexts(locale);
  const tb = await getTranslations({ locale, namespace: 'MembershipBuy' });
  const showTransferable = !(type.validity === 'single_event');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card as="article" padding="roomy" aria-labelledby={`type-${type.id}-title`} data-testid="membership-type" data-type-id={type.id} className={styles.type}>
      <Heading id={`type-${type.id}-title`} className={styles.typeTitle}>
        {linked ? (
          <NextLink href={`/membership/type/${type.id}`} className={styles.link}>
            {type.name}
          </NextLink>
        ) : (
          type.name
        )}
      </Heading>
      <div className={styles.validity}>
        <svg className={styles.validityIcon} width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
          <path d={EVENT_AVAILABLE} />
        </svg>
        <p className={styles.validityText} data-testid="membership-validity">
          {validity(type, eventName)}
          {showTransferable ? <span className={styles.transferable}>{type.transferable ? t('transferable') : t('notTransferable')}</span> : null}
        </p>
      </div>
      {type.description ? <p className={styles.text}>{type.description}</p> : null}
      {type.ranges.length > 0 ? (
        <div className={table.scroll}>
          <table className={table.table} aria-label={t('types.rangesOf', { name: type.name })} data-testid="membership-ranges">
            <thead>
              <tr>
                <th scope="col">{t('types.range')}</th>
                <th scope="col">{t('types.ages')}</th>
                <th scope="col" className={table.numeric}>
                  {t('types.fee')}
                </th>
              </tr>
            </thead>
            <tbody>
              {type.ranges.map((range) => (
                <tr key={range.id} data-testid="membership-range">
                  <th scope="row">{range.name}</th>
                  <td>{ages(range.minAge, range.maxAge)}</td>
                  <td className={`${table.numeric} ${table.strong} ${table.nowrap}`}>{formatMoney(range.feeCents, range.currency, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {linked && type.ranges.length > 0 ? (
        <div>
          <NextLink href={`/membership/type/${type.id}#buy`} className={styles.buyLink} data-testid="membership-buy-link">
            {tb('title')}
            <span className="visually-hidden"> — {type.name}</span>
          </NextLink>
        </div>
      ) : null}
    </Card>
  );
}
