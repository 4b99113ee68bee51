import { getTranslations } from 'next-intl/server';
import Button from '@mui/material/Button';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import type { TEvent } from '@/lib/platform/port';
import styles from './event.module.css';

/**
 * Where online registration stands (seed §4: open with the closing date and openings left,
 * closes at a date, not open yet, full with the waiting list, closed, done) and how to register.
 * Pre-registration is for existing members only when the event says so (seed §6).
 */
export async function RegistrationPanel({ event, locale }: { event: TEvent; locale: TLocale }) {
  const t = await getTranslations('Events.registration');
  const state = event.registration;
  const at = (date: Date) => formatDate(date, locale, 'dateTime', event.timeZone);
  const register = `/registration/participant?event=${event.id}`;
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
        <p data-testid="registration-summary">{t('none')}</p>
      ) : null}

      {fee && (state.kind === 'open' || state.kind === 'full' || state.kind === 'not_open') ? <p>{t('fee', { fee })}</p> : null}
      {event.membersOnly && state.kind !== 'done' ? (
        <p data-testid="members-only">
          <strong>{t('membersOnly')}</strong>
        </p>
      ) : null}
      {state.kind === 'open' || state.kind === 'full' ? (
        <Button component={NextLink} href={register} variant="contained" sx={{ mt: 1 }} data-testid="register-link">
          {state.kind === 'open' ? (event.membersOnly ? t('preRegister') : t('register')) : t('joinWaitingList')}
        </Button>
      ) : null}
    </section>
  );
}
