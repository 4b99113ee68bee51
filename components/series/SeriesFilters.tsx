import { getTranslations } from 'next-intl/server';
import { SelectControl } from '@/components/forms/controls';
import buttons from '@/components/layout/button.module.css';
import { NextLink } from '@/components/ui/NextLink';
import type { TSeriesStandings } from '@/lib/platform/port';
import { hasFilters, seriesViewHref, type TSeriesView } from '@/lib/series/filters';
import styles from './series.module.css';

/**
 * Brand and class group filters: a plain GET form (the server applies them) that keeps the tab
 * and the class on screen (`current`) as hidden fields. The class itself is chosen once, with the
 * class picker's links above the form (SeriesClassPicker). Native selects (components/forms, no
 * MUI): tall enough for a thumb on a phone, and fewer elements on a page with a budget of them.
 */
export async function SeriesFilters({
  seriesId,
  view,
  filters,
  current,
}: {
  seriesId: number;
  view: TSeriesView;
  filters: TSeriesStandings['filters'];
  /** The class shown (null: every class, overall only). */
  current: number | null;
}) {
  const t = await getTranslations('Series');
  return (
    <form method="get" className={styles.filters} aria-label={t('filters')} data-testid="series-filters">
      {view.type !== 'final' ? <input type="hidden" name="type" value={view.type} /> : null}
      {current !== null ? <input type="hidden" name="class" value={current} /> : null}
      <SelectControl
        name="brand"
        label={t('brand')}
        defaultValue={view.brand ?? ''}
        placeholder={t('allBrands')}
        options={filters.brands.map((b) => ({ value: b, label: b }))}
        testId="filter-brand"
        className={styles.filterField}
      />
      <SelectControl
        name="group"
        label={t('group')}
        defaultValue={view.group ?? ''}
        placeholder={t('allGroups')}
        options={filters.classGroups.map((g) => ({ value: g, label: g }))}
        testId="filter-group"
        className={styles.filterField}
      />
      <div className={styles.filterActions}>
        <button type="submit" className={`${buttons.contained} ${styles.filterButton}`} data-testid="filter-apply">
          {t('apply')}
        </button>
        {hasFilters(view) ? (
          // A link: clearing works before (or without) the page's JavaScript too.
          <NextLink href={seriesViewHref(seriesId, { type: view.type })} className={`${buttons.outlined} ${styles.filterButton}`} data-testid="filter-clear">
            {t('clearFilters')}
          </NextLink>
        ) : null}
      </div>
    </form>
  );
}
