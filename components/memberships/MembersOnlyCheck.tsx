import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { loginHref } from '@/lib/accounts/paths';
import { getCurrentAccount } from '@/lib/accounts/sessions';
import type { TLocale } from '@/lib/constants';
import { calendarDay, formatDate } from '@/lib/i18n/format';
import { preRegistrationCheck } from '@/lib/memberships';
import type { TEvent } from '@/lib/platform/port';
import styles from './memberships.module.css';

/**
 * Above the registration of a members-only event (seed §6: pre-registration is for existing
 * members only; docs/decisions/050): whether the signed-in member, and each minor of their
 * family, holds a membership of the event's organisation valid on the event's day, and when not,
 * which membership types would be. A visitor who is not signed in is asked to sign in first.
 */
export async function MembersOnlyCheck({ event, organizationId, organizationName, locale }: { event: TEvent; organizationId: number; organizationName: string; locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: 'PreRegistration' });
  const viewer = await getCurrentAccount();
  const day = calendarDay(event.startAt, event.timeZone);
  const date = formatDate(event.startAt, locale, 'date', event.timeZone);
  const here = `/registration/participant?event=${event.id}`;

  if (!viewer) {
    return (
      <section className={styles.buy} aria-labelledby="members-only-title" data-testid="members-only" data-state="signed-out">
        <h2 id="members-only-title">{t('title')}</h2>
        <p>{t('signIn', { event: event.name, organization: organizationName, date })}</p>
        <p className={styles.links}>
          <Link className={styles.linkButton} href={loginHref(here)} data-testid="members-only-sign-in">
            {t('signInAction')}
          </Link>
          <Link href="/membership/type">{t('seeTypes')}</Link>
        </p>
      </section>
    );
  }

  const check = await preRegistrationCheck(viewer, { id: event.id, organizationId, day }, locale);
  const anyone = check.holders.some((h) => h.membership !== null);
  return (
    <section className={styles.buy} aria-labelledby="members-only-title" data-testid="members-only" data-state={anyone ? 'allowed' : 'refused'}>
      <h2 id="members-only-title">{t('title')}</h2>
      <ul className={styles.list}>
        {check.holders.map((h) => (
          <li key={h.id} className={h.membership ? styles.notice : styles.error} data-testid="members-only-holder" data-allowed={h.membership ? 'true' : 'false'}>
            {h.membership
              ? t('covered', { name: h.name, type: h.membership.typeName, number: h.membership.memberNumber, date })
              : t('missing', { name: h.name, organization: organizationName, date })}
          </li>
        ))}
      </ul>
      {check.holders.some((h) => h.membership === null) ? (
        check.missingTypes.length > 0 ? (
          <>
            <p>{t('needOneOf')}</p>
            <ul>
              {check.missingTypes.map((type) => (
                <li key={type.id}>
                  <Link href={`/membership/type/${type.id}#buy`} data-testid="members-only-type">
                    {type.name}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('noneOnSale', { organization: organizationName })}</p>
        )
      ) : null}
      {anyone ? <p data-testid="members-only-allowed">{t('allowed', { event: event.name })}</p> : null}
    </section>
  );
}
