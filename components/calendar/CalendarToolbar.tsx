import { Icon } from '@/components/layout/icons';
import { NextLink } from '@/components/ui/NextLink';
import { calendarHref, type TCalendarQuery } from '@/lib/calendar/query';
import { CALENDAR_VIEWS, type TCalendarView, type TPeriod } from '@/lib/calendar/views';
import styles from './calendar.module.css';
import type { TCalendarContext } from './types';

const VIEW_KEYS: Record<TCalendarView, string> = { day: 'viewDay', '4day': 'view4day', week: 'viewWeek', month: 'viewMonth' };

/**
 * The grid's controls, all plain links (no client code): the view (day, 4 days, week, month),
 * previous / today / next, and the period shown as the heading of the grid.
 */
export function CalendarToolbar({
  query,
  period,
  title,
  titleId,
  ctx,
}: {
  query: TCalendarQuery;
  period: TPeriod;
  title: string;
  titleId: string;
  ctx: TCalendarContext;
}) {
  const { t, today } = ctx;
  const href = (patch: Partial<TCalendarQuery>) => calendarHref({ ...query, ...patch }, today, 'calendar');
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarRow}>
        <nav aria-label={t('views')} className={styles.viewGroup}>
          {CALENDAR_VIEWS.map((view) => {
            const active = view === query.view;
            return (
              <NextLink key={view} href={href({ view })} className={styles.viewLink} aria-current={active ? 'true' : undefined} data-testid={`calendar-view-${view}`}>
                {t(VIEW_KEYS[view])}
              </NextLink>
            );
          })}
        </nav>
        <nav aria-label={t('periodNav')} className={styles.periodNav}>
          <NextLink href={href({ date: period.prev })} className={styles.navLink} rel="prev" data-testid="calendar-prev">
            <Icon name="chevronLeft" size={18} />
            {t('previous')}
          </NextLink>
          <NextLink href={href({ date: today })} className={styles.navLink} data-testid="calendar-today">
            {t('today')}
          </NextLink>
          <NextLink href={href({ date: period.next })} className={styles.navLink} rel="next" data-testid="calendar-next">
            {t('next')}
            <Icon name="chevronRight" size={18} />
          </NextLink>
        </nav>
      </div>
      <h2 id={titleId} className={styles.heading} data-testid="calendar-period">
        {title}
      </h2>
    </div>
  );
}
