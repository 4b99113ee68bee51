import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import { NextLink } from '@/components/ui/NextLink';
import { calendarHref, type TCalendarQuery } from '@/lib/calendar/query';
import type { TCalendarContext } from './types';

type TOption = { id: number; name: string };

/**
 * Promoter and series filters: a plain GET form (works without JavaScript, and choosing an option
 * does not reload the page by itself, WCAG 3.2.2); the other URL state rides along as hidden fields.
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
  const rest = new URLSearchParams(calendarHref({ ...query, promoter: undefined, series: undefined }, ctx.today).split('?')[1] ?? '');
  const filtered = query.promoter !== undefined || query.series !== undefined;
  return (
    <Box
      component="form"
      method="get"
      role="search"
      aria-label={t('filters')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}
      data-testid="calendar-filters"
    >
      {[...rest.entries()].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormControl sx={{ flex: '1 1 9rem', minWidth: 0, maxWidth: { sm: '20rem' } }}>
        <InputLabel variant="standard" htmlFor="calendar-promoter" shrink>
          {t('promoter')}
        </InputLabel>
        <NativeSelect defaultValue={query.promoter ?? ''} inputProps={{ name: 'promoter', id: 'calendar-promoter' }}>
          <option value="">{t('allPromoters')}</option>
          {promoters.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <FormControl sx={{ flex: '1 1 9rem', minWidth: 0, maxWidth: { sm: '24rem' } }}>
        <InputLabel variant="standard" htmlFor="calendar-series" shrink>
          {t('series')}
        </InputLabel>
        <NativeSelect defaultValue={query.series ?? ''} inputProps={{ name: 'series', id: 'calendar-series' }}>
          <option value="">{t('allSeries')}</option>
          {series.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <Button type="submit" variant="outlined" data-testid="calendar-filters-apply">
        {t('apply')}
      </Button>
      {filtered ? (
        <Button component={NextLink} href={calendarHref({ ...query, promoter: undefined, series: undefined }, ctx.today)} variant="text">
          {t('clearFilters')}
        </Button>
      ) : null}
    </Box>
  );
}
