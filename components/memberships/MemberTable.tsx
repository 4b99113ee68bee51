import { Chip } from '@/components/ui/Chip';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { formatDay } from '@/lib/memberships/display';
import { membershipStatus } from '@/lib/memberships/validity';
import type { TMemberSummary } from '@/lib/platform/port';
import { membershipTexts } from './texts';
import styles from './membership-pages.module.css';
import table from './table.module.css';

export const STATUS_COLORS = { valid: 'success', upcoming: 'info', expired: 'default' } as const;

/** Public members: name (link to the profile), number, class, membership type and validity. */
export async function MemberTable({ members, locale, empty }: { members: TMemberSummary[]; locale: TLocale; empty: string }) {
  const { t } = await membershipTexts(locale);
  if (members.length === 0) {
    return (
      <p className={styles.text} data-testid="members-empty">
        {empty}
      </p>
    );
  }
  const now = new Date();
  return (
    <div className={table.scroll}>
      <table className={table.table} aria-label={t('members.title')} data-testid="member-table">
        <thead>
          <tr>
            <th scope="col">{t('members.name')}</th>
            <th scope="col">{t('members.number')}</th>
            <th scope="col">{t('members.class')}</th>
            <th scope="col">{t('members.type')}</th>
            <th scope="col">{t('members.validity')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => {
            const status = membershipStatus(m, now);
            return (
              <tr key={m.id} data-testid="member-row">
                <th scope="row">
                  <NextLink href={`/membership/members/${m.id}`} className={styles.link}>
                    {m.firstName} {m.lastName}
                  </NextLink>
                  {m.city ? <p className={`${styles.body2} ${styles.secondary}`}>{[m.city, m.state].filter(Boolean).join(', ')}</p> : null}
                </th>
                <td className={table.nowrap}>{m.memberNumber}</td>
                <td>{m.className ?? '—'}</td>
                <td>{m.membershipType}</td>
                <td>
                  <div className={styles.validityCell}>
                    <span className={table.nowrap}>{t('members.validRange', { from: formatDay(m.validFrom, locale), until: formatDay(m.validUntil, locale) })}</span>
                    <Chip size="small" color={STATUS_COLORS[status]} label={t(`members.status.${status}`)} data-testid="member-status" data-status={status} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
