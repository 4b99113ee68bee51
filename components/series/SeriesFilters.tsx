import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import FilterListIcon from '@mui/icons-material/FilterList';
import { NextLink } from '@/components/ui/NextLink';
import type { TSeriesStandings } from '@/lib/platform/port';
import { hasFilters, seriesViewHref, type TSeriesView } from '@/lib/series/filters';

/**
 * Class, brand and class group filters: a plain GET form (the server applies them), keeping the
 * tab. The final standings are of one class at a time: there the class list has no "All classes"
 * and shows the class on screen (`current`).
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
  current: number | null;
}) {
  const t = await getTranslations('Series');
  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <Box
      component="form"
      method="get"
      aria-label={t('filters')}
      data-testid="series-filters"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 220px)) auto' },
        alignItems: 'center',
        mb: 2,
      }}
    >
      {view.type !== 'final' ? <input type="hidden" name="type" value={view.type} /> : null}
      <TextField name="class" label={t('class')} select size="small" defaultValue={current === null ? '' : String(current)} slotProps={select} data-testid="filter-class">
        {view.type === 'overall' ? <option value="">{t('allClasses')}</option> : null}
        {filters.classes.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </TextField>
      <TextField name="brand" label={t('brand')} select size="small" defaultValue={view.brand ?? ''} slotProps={select} data-testid="filter-brand">
        <option value="">{t('allBrands')}</option>
        {filters.brands.map((b) => (
          <option key={b} value={b}>
            {b}
          </option>
        ))}
      </TextField>
      <TextField name="group" label={t('group')} select size="small" defaultValue={view.group ?? ''} slotProps={select} data-testid="filter-group">
        <option value="">{t('allGroups')}</option>
        {filters.classGroups.map((g) => (
          <option key={g} value={g}>
            {g}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, gridColumn: { sm: '1 / -1', md: 'auto' } }}>
        <Button type="submit" variant="contained" startIcon={<FilterListIcon />} data-testid="filter-apply">
          {t('apply')}
        </Button>
        {hasFilters(view) ? (
          <Button component={NextLink} href={seriesViewHref(seriesId, { type: view.type })} data-testid="filter-clear">
            {t('clearFilters')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
