import buttons from '@/components/layout/button.module.css';
import { NextLink } from '@/components/ui/NextLink';
import { calendarHref, type TCalendarQuery } from '@/lib/calendar/query';
import styles from './calendar.module.css';
import type { TCalendarContext } from './types';

type TOption = { id: number; name: string };

/**
 * Promoter and series filters: a plain GET form (works without JavaScript, and choosing an option
 * does not reload the page by itself, WCAG 3.2.2); the other URL state rides along as hidden fields
 * (the list's page goes back to the one of what is coming).
 */
export function CalendarFilters({
  query,
  promoters,
  series,
  ctx,
}: {
  query: TCalendarQuery;
  promoters: TOption[];
  series: TOption[];
  ctx: TCalendarContext;
}) {
  const { t } = ctx;
  const unfiltered = calendarHref({ ...query, promoter: undefined, series: undefined, page: undefined }, ctx.today);
  const rest = new URLSearchParams(unfiltered.split('?')[1] ?? '');
  const filtered = query.promoter !== undefined || query.series !== undefined;
  return (
    <form method="get" role="search" aria-label={t('filters')} className={styles.filters} data-testid="calendar-filters">
      {[...rest.entries()].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.field}>
        <label htmlFor="calendar-promoter">{t('promoter')}</label>
        <select name="promoter" id="calendar-promoter" defaultValue={query.promoter ?? ''}>
          <option value="">{t('allPromoters')}</option>
          {promoters.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="calendar-series">{t('series')}</label>
        <select name="series" id="calendar-series" defaultValue={query.series ?? ''}>
          <option value="">{t('allSeries')}</option>
          {series.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttons.outlined} data-testid="calendar-filters-apply">
        {t('apply')}
      </button>
      {filtered ? (
        <NextLink href={unfiltered} className={styles.textLink}>
          {t('clearFilters')}
        </NextLink>
      ) : null}
    </form>
  );
}
