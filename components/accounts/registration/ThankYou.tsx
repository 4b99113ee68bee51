import { getTranslations } from 'next-intl/server';
import forms from '@/components/forms/forms.module.css';
import buttons from '@/components/layout/button.module.css';
import { NextLink } from '@/components/ui/NextLink';
import type { TWelcome } from '@/lib/accounts/family';
import type { TLocale } from '@/lib/constants';
import type { TReturnEvent } from '@/lib/events/registration';
import { formatDate } from '@/lib/i18n/format';
import styles from './registration.module.css';

/**
 * The thank-you page's content: a greeting with the new account's details, or the generic thanks;
 * first of the next steps, the way back to the event the visitor came to register for (`event`).
 */
export async function ThankYou({
  welcome,
  viewerIsAdult,
  event = null,
  locale,
}: {
  welcome: TWelcome | null;
  viewerIsAdult: boolean;
  event?: TReturnEvent | null;
  locale: TLocale;
}) {
  const t = await getTranslations('ThankYou');
  const name = welcome ? `${welcome.account.firstName} ${welcome.account.lastName}` : '';

  return (
    <div className={`${forms.card} ${forms.stackTight} ${styles.thanks}`} data-testid="thank-you">
      {welcome ? (
        <>
          <h2 className={styles.title} data-testid="thank-you-greeting">
            {t('greeting', { name: welcome.account.firstName })}
          </h2>
          {welcome.isSelf ? (
            <>
              <p className={forms.paragraph} data-testid="thank-you-ready">
                {t('accountReady')}
              </p>
              {welcome.account.email ? (
                <p className={forms.paragraph} data-testid="thank-you-email">
                  {t('emailLine', { email: welcome.account.email })}
                </p>
              ) : null}
            </>
          ) : (
            <p className={forms.paragraph} data-testid="thank-you-ready">
              {t('minorReady', { name })}
            </p>
          )}
          {welcome.members.length > 0 ? (
            <section aria-labelledby="thank-you-minors">
              <h3 id="thank-you-minors" className={styles.h3Spaced}>
                {t('minorsTitle')}
              </h3>
              <ul className={forms.list} data-testid="thank-you-minors">
                {welcome.members.map((m) => (
                  <li key={m.id}>
                    {m.firstName} {m.lastName}, {t('born', { date: formatDate(m.birthDate, locale, 'date', 'UTC') })}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : (
        <p className={forms.paragraph} data-testid="thank-you-generic">
          {t('generic')}
        </p>
      )}
      <nav aria-label={t('nextTitle')} className={styles.thanksLinks}>
        {event ? (
          <NextLink href={`/events/${event.id}`} className={buttons.contained} data-testid="thank-you-event">
            {event.name ? t('backToEvent', { event: event.name }) : t('backToTheEvent')}
          </NextLink>
        ) : null}
        {welcome && viewerIsAdult ? (
          <NextLink href="/account/family" className={event ? buttons.outlined : buttons.contained} data-testid="thank-you-family">
            {t('family')}
          </NextLink>
        ) : null}
        {!welcome ? (
          <NextLink href="/login" className={event ? buttons.outlined : buttons.contained} data-testid="thank-you-sign-in">
            {t('signIn')}
          </NextLink>
        ) : null}
        <NextLink href="/event-calendar" className={buttons.outlined}>
          {t('calendar')}
        </NextLink>
        <NextLink href="/" className={buttons.text}>
          {t('home')}
        </NextLink>
      </nav>
    </div>
  );
}
