import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { NextLink } from '@/components/ui/NextLink';
import { SEARCH_TEXT_MAX } from '@/lib/constants';
import type { TResultSearchParams } from '@/lib/results/search';

/**
 * The results search: a plain GET form (works without JavaScript). Submitting keeps the promoter
 * filter (hidden field); "Clear" goes back to all results.
 */
export async function ResultSearchForm({ params, years }: { params: TResultSearchParams; years: number[] }) {
  const t = await getTranslations('ResultsSearch');
  return (
    <Box
      component="form"
      method="get"
      role="search"
      aria-label={t('formLabel')}
      data-testid="results-search-form"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto' },
        alignItems: 'start',
        mb: 3,
      }}
    >
      <TextField
        name="q"
        label={t('textLabel')}
        helperText={t('textHint')}
        defaultValue={params.text}
        type="search"
        slotProps={{ htmlInput: { maxLength: SEARCH_TEXT_MAX, 'data-testid': 'results-search-text' } }}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      <TextField
        name="date"
        label={t('dateLabel')}
        type="date"
        defaultValue={params.date}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'results-search-date' } }}
      />
      <TextField
        name="year"
        label={t('yearLabel')}
        select
        defaultValue={params.year === null ? '' : String(params.year)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'results-search-year' } }}
      >
        <option value="">{t('allYears')}</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </TextField>
      {params.promoterId !== null ? <input type="hidden" name="promoter" value={params.promoterId} /> : null}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 56, gridColumn: { sm: '1 / -1', md: 'auto' } }}>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} data-testid="results-search-submit">
          {t('submit')}
        </Button>
        <Button component={NextLink} href="/results" variant="text">
          {t('clear')}
        </Button>
      </Box>
    </Box>
  );
}
