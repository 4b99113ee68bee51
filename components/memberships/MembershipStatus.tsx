import { getTranslations } from 'next-intl/server';
import type { TLocale } from '@/lib/constants';
import { formatDay } from '@/lib/memberships/display';
import type { TMembershipStatus } from '@/lib/memberships/views';
import styles from './memberships.module.css';

/** A membership's status as a badge: valid, starts on…, expired, awaiting payment, cancelled (text, not colour alone). */
export async function MembershipStatus({ status, validFrom, locale }: { status: TMembershipStatus; validFrom: string; locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: 'MembershipAccount' });
  return (
    <span className={styles.status} data-status={status} data-testid="membership-status">
      {t(`statuses.${status}`, { from: formatDay(validFrom, locale) })}
    </span>
  );
}
