import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/forms/Alert';
import type { TReturnEvent } from '@/lib/events/registration';
import styles from './registration.module.css';

/**
 * Above the stepper when the visitor came from an event's "Register" (`?event=`): the account is
 * for registering to that event, and the thank-you page leads back to it.
 */
export async function RegistrationForEvent({ event }: { event: TReturnEvent }) {
  const t = await getTranslations('RegistrationForEvent');
  return (
    <Alert severity="info" className={styles.notice} data-testid="registration-for-event" data-event-id={event.id}>
      {event.name ? t('forEvent', { event: event.name }) : t('forTheEvent')}
    </Alert>
  );
}
