import { getTranslations } from 'next-intl/server';
import type { TLocale } from '@/lib/constants';
import { formatDate } from '@/lib/i18n/format';
import type { TRegistrationState } from '@/lib/platform/port';
import { registersOnPlatform } from '@/lib/platform/registration-link';
import { Chip, type TChipColor } from '@/components/ui/Chip';
import styles from './promoters.module.css';

const COLORS = {
  open: 'success',
  not_open: 'info',
  full: 'warning',
  closed: 'default',
  done: 'default',
  none: 'default',
} as const satisfies Record<TRegistrationState['kind'], TChipColor>;

/**
 * Where an event's online registration stands (seed §4): open (closing date, openings left), not
 * open yet (opening date), full (waiting list), closed, done; plus "members only" when
 * pre-registration is for existing members (seed §6). Dates in the event's time zone. LiveLaps
 * tells no registration window (`none` for every event): there the chip would wrongly say "no
 * online registration" of events riders register for on LiveLaps, so nothing is shown (the event
 * page has the register link, after the platform's register-online permission).
 */
export async function RegistrationState({
  state,
  locale,
  timeZone,
  membersOnly = false,
  dense = false,
}: {
  state: TRegistrationState;
  locale: TLocale;
  timeZone: string;
  membersOnly?: boolean;
  dense?: boolean;
}) {
  if (state.kind === 'none' && registersOnPlatform()) return null;
  const t = await getTranslations({ locale, namespace: 'Promoters.registration' });
  const when = (date: Date) => formatDate(date, locale, 'dateTime', timeZone);
  let detail: string | null = null;
  switch (state.kind) {
    case 'open': {
      const parts = [
        state.closesAt ? t('closesAt', { date: when(state.closesAt) }) : null,
        state.openingsLeft === null ? null : t('openingsLeft', { count: state.openingsLeft }),
      ].filter((p): p is string => p !== null);
      detail = parts.length > 0 ? parts.join(' · ') : null;
      break;
    }
    case 'not_open':
      detail = t('opensAt', { date: when(state.opensAt) });
      break;
    case 'full':
      detail = t('waitingList', { count: state.waitingList });
      break;
    default:
      detail = null;
  }
  const showMembersOnly = membersOnly && state.kind !== 'done' && state.kind !== 'none';
  return (
    <div className={styles.registration} data-testid="registration-state" data-state={state.kind}>
      <Chip size={dense ? 'small' : 'medium'} color={COLORS[state.kind]} label={t(`kind.${state.kind}`)} />
      {showMembersOnly ? <Chip size={dense ? 'small' : 'medium'} variant="outlined" color="secondary" label={t('membersOnly')} data-testid="members-only" /> : null}
      {detail ? (
        <span className={`${styles.body2} ${styles.secondary}`} data-testid="registration-detail">
          {detail}
        </span>
      ) : null}
      {showMembersOnly && !dense ? (
        <p className={styles.membersOnlyNote} data-testid="members-only-note">
          {t('membersOnlyNote')}
        </p>
      ) : null}
    </div>
  );
}
