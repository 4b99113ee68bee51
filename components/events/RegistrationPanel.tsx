import { getTranslations } from 'next-intl/server';
import { ContentIcon } from '@/components/content/icons';
import buttons from '@/components/layout/button.module.css';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { isEventOver, type TRegisterAction } from '@/lib/events/registration-action';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import type { TEvent } from '@/lib/platform/port';
import styles from './event.module.css';
import pageStyles from './pages.module.css';

/**
 * Where online registration stands (seed §4: open with the closing date and openings left,
 * closes at a date, not open yet, full with the waiting list, closed, done) and how to register
 * (`action`: lib/events/registration.ts `loadRegistrationAction`): the app's account creation
 * carrying the event on the embedded platform, the platform's own registration page on LiveLaps
 * (an external link, same tab, saying it leads to LiveLaps). Pre-registration is for existing
 * members only when the event says so (seed §6). LiveLaps tells no registration window (`none`):
 * its events say registration is on LiveLaps when the action is offered, else nothing to register.
 */
export async function RegistrationPanel({ event, action, locale }: { event: TEvent; action: TRegisterAction | null; locale: TLocale }) {
  const t = await getTranslations('Events.registration');
  // A platform that tells no window (`none`) says nothing of an event that is over: it is done.
  const state = event.registration.kind === 'none' && isEventOver(event, new Date()) ? ({ kind: 'done' } as const) : event.registration;
  const at = (date: Date) => formatDate(date, locale, 'dateTime', event.timeZone);
  const fee = event.registrationFeeCents !== undefined ? formatMoney(event.registrationFeeCents, event.currency, locale) : null;

  const dataAttributes = {
    'data-state': state.kind,
    ...(state.kind === 'open' && state.openingsLeft !== null ? { 'data-openings': state.openingsLeft } : {}),
    ...(state.kind === 'full' ? { 'data-waiting': state.waitingList } : {}),
  };

  return (
    <section className={styles.panel} aria-labelledby="registration-title" data-testid="registration-state" {...dataAttributes}>
      <h2 id="registration-title" className={styles.panelTitle}>
        {t('title')}
      </h2>
      {state.kind === 'open' ? (
        <>
          <p data-testid="registration-summary">
            <strong>{t('open')}</strong>
          </p>
          {state.openingsLeft !== null ? (
            <p className={styles.big} data-testid="registration-openings">
              {t('openingsLeft', { count: state.openingsLeft })}
            </p>
          ) : (
            <p>{t('unlimited')}</p>
          )}
          {state.closesAt ? (
            <p>
              {t('closesAt', { date: at(state.closesAt) })}
            </p>
          ) : null}
        </>
      ) : null}
      {state.kind === 'not_open' ? (
        <p data-testid="registration-summary">
          <strong>{t('notOpen', { date: at(state.opensAt) })}</strong>
        </p>
      ) : null}
      {state.kind === 'full' ? (
        <>
          <p data-testid="registration-summary">
            <strong>{t('full')}</strong>
          </p>
          <p className={styles.big} data-testid="registration-waiting">
            {t('waitingList', { count: state.waitingList })}
          </p>
        </>
      ) : null}
      {state.kind === 'closed' ? (
        <p data-testid="registration-summary">
          <strong>{t('closed')}</strong>
        </p>
      ) : null}
      {state.kind === 'done' ? (
        <p data-testid="registration-summary">
          <strong>{event.status === 'cancelled' ? t('cancelled') : t('done')}</strong>
        </p>
      ) : null}
      {state.kind === 'none' ? (
        <p data-testid="registration-summary">{action?.target === 'platform' ? t('onPlatform') : t('none')}</p>
      ) : null}

      {fee && (state.kind === 'open' || state.kind === 'full' || state.kind === 'not_open') ? <p>{t('fee', { fee })}</p> : null}
      {event.membersOnly && state.kind !== 'done' ? (
        <p data-testid="members-only">
          <strong>{t('membersOnly')}</strong>
        </p>
      ) : null}
      {action?.target === 'account' ? (
        <NextLink href={action.href} className={`${buttons.contained} ${styles.panelAction}`} data-testid="register-link" data-target="account">
          {t(action.label)}
        </NextLink>
      ) : null}
      {action?.target === 'platform' ? (
        // The platform's page, in the same tab: the label names LiveLaps, the icon says it leaves the site.
        <a href={action.href} rel="noopener" className={`${buttons.contained} ${styles.panelAction}`} data-testid="register-link" data-target="platform">
          {t(`${action.label}OnPlatform`)}
          <ContentIcon name="openInNew" className={pageStyles.endIcon} />
        </a>
      ) : null}
    </section>
  );
}
