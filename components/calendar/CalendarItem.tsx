import { NextLink } from '@/components/ui/NextLink';
import { spanText, timeText } from '@/lib/calendar/format';
import type { TDayMark } from '@/lib/calendar/views';
import styles from './calendar.module.css';
import { eventHref, type TCalendarContext, type TCalendarRow } from './types';

/**
 * One entry in a day of the grid, as a link to its event: the start time and name on the event's
 * first day, "continued" on the following days, "Registration opens/closes" for a registration
 * window. The type shows as colour, border style and text.
 */
export function CalendarItem({ row, mark, ctx }: { row: TCalendarRow; mark: TDayMark; ctx: TCalendarContext }) {
  const { t, locale } = ctx;
  const cancelled = row.status === 'cancelled';
  const at = mark === 'regisCloses' ? row.end : row.start;
  const time = mark === 'eventCont' ? null : timeText(at, locale, row.timeZone);
  const note = mark === 'regisOpens' ? t('regisOpens') : mark === 'regisCloses' ? t('regisCloses') : mark === 'eventCont' ? t('continued') : null;
  return (
    <NextLink
      href={eventHref(row)}
      prefetch={false}
      className={styles.item}
      data-type={row.type}
      data-cancelled={cancelled ? 'true' : undefined}
      data-testid="calendar-item"
      title={spanText(row.start, row.end, locale, row.timeZone)}
    >
      {note ? <span className={styles.itemNote}>{note}</span> : null}
      {time ? (
        <time className={styles.itemTime} dateTime={at.toISOString()}>
          {time}
        </time>
      ) : null}
      <span className={styles.itemTitle} data-testid="calendar-item-title">
        {row.title}
      </span>
      {cancelled ? <span className={styles.itemNote}>{t('cancelled')}</span> : null}
    </NextLink>
  );
}
