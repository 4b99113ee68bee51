import { parseDayKey } from '@/lib/calendar/days';
import { dayLabel, longDayLabel, weekdayNames } from '@/lib/calendar/format';
import { itemsByDay, weeksOf, type TDayItem, type TPeriod } from '@/lib/calendar/views';
import styles from './calendar.module.css';
import { CalendarItem } from './CalendarItem';
import type { TCalendarContext, TCalendarRow } from './types';

type TItems = Map<string, TDayItem<TCalendarRow>[]>;

function DayItems({ items, ctx }: { items: TDayItem<TCalendarRow>[]; ctx: TCalendarContext }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={`${item.entry.type}-${item.entry.eventId}-${item.mark}`}>
          <CalendarItem row={item.entry} mark={item.mark} ctx={ctx} />
        </li>
      ))}
    </ul>
  );
}

/** Month view: weeks as rows, Monday first; days of the neighbouring months dimmed. */
function MonthTable({ period, items, caption, ctx }: { period: TPeriod; items: TItems; caption: string; ctx: TCalendarContext }) {
  const names = weekdayNames(ctx.locale);
  return (
    <table className={styles.table} data-testid="calendar-grid" data-view="month">
      <caption className={styles.srOnly}>{caption}</caption>
      <thead>
        <tr>
          {names.map((name) => (
            <th key={name.long} scope="col">
              <abbr title={name.long}>{name.short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(period.days).map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const { month, day: dayOfMonth } = parseDayKey(day)!;
              const isToday = day === ctx.today;
              return (
                <td
                  key={day}
                  aria-current={isToday ? 'date' : undefined}
                  data-outside={month !== period.month ? 'true' : undefined}
                  data-day={day}
                >
                  <span className={styles.dayNumber}>
                    <span className={styles.srOnly}>{longDayLabel(day, ctx.locale)}</span>
                    <span aria-hidden="true">{dayOfMonth}</span>
                  </span>
                  <DayItems items={items.get(day) ?? []} ctx={ctx} />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Day, 4-day and week views: one column per day. */
function ColumnsTable({ period, items, caption, ctx }: { period: TPeriod; items: TItems; caption: string; ctx: TCalendarContext }) {
  return (
    <table className={`${styles.table} ${styles.columns}`} data-testid="calendar-grid" data-view={period.view}>
      <caption className={styles.srOnly}>{caption}</caption>
      <thead>
        <tr>
          {period.days.map((day) => (
            <th key={day} scope="col" aria-current={day === ctx.today ? 'date' : undefined}>
              {dayLabel(day, ctx.locale)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {period.days.map((day) => {
            const dayItems = items.get(day) ?? [];
            return (
              <td key={day} aria-current={day === ctx.today ? 'date' : undefined} data-day={day}>
                {dayItems.length > 0 ? <DayItems items={dayItems} ctx={ctx} /> : <span className={styles.empty}>{ctx.t('noEvents')}</span>}
              </td>
            );
          })}
        </tr>
      </tbody>
    </table>
  );
}

/**
 * The grid of a period (server-rendered, no client code): a table from 600 px; on phones the
 * period's days that have entries as a list (the month grid degrades to an agenda).
 */
export function CalendarGrid({ period, rows, caption, ctx }: { period: TPeriod; rows: TCalendarRow[]; caption: string; ctx: TCalendarContext }) {
  const items = itemsByDay(rows, period.days, ctx.timeZone);
  // The narrow list of the month view keeps to the month itself.
  const listed = period.days.filter(
    (day) => (items.get(day)?.length ?? 0) > 0 && (period.view !== 'month' || parseDayKey(day)!.month === period.month),
  );
  return (
    <>
      {period.view === 'month' ? (
        <MonthTable period={period} items={items} caption={caption} ctx={ctx} />
      ) : (
        <ColumnsTable period={period} items={items} caption={caption} ctx={ctx} />
      )}
      {listed.length > 0 ? (
        <ol className={styles.narrow} aria-label={caption} data-testid="calendar-narrow">
          {listed.map((day) => (
            <li key={day} aria-current={day === ctx.today ? 'date' : undefined}>
              <h3 className={styles.narrowDay}>{longDayLabel(day, ctx.locale)}</h3>
              <DayItems items={items.get(day) ?? []} ctx={ctx} />
            </li>
          ))}
        </ol>
      ) : (
        <p className={`${styles.empty} ${styles.narrowEmpty}`} data-testid="calendar-narrow-empty">
          {ctx.t('noEventsInPeriod')}
        </p>
      )}
    </>
  );
}
