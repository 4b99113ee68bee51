import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import type { TSeriesSummary } from '@/lib/platform/port';

/** Series (championships) with their season and discipline, each a link to /series/{id}. */
export async function SeriesList({ series, locale, empty }: { series: TSeriesSummary[]; locale: TLocale; empty: string }) {
  const t = await getTranslations({ locale, namespace: 'Promoters' });
  if (series.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }} data-testid="series-empty">
        {empty}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} data-testid="series-list">
      {series.map((s) => (
        <Box component="li" key={s.id} data-testid="series-item" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 0.5 }}>
            <MuiLink component={NextLink} href={`/series/${s.id}`} underline="hover">
              {s.name}
            </MuiLink>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('seriesMeta', { season: s.season, discipline: t(`discipline.${s.discipline}`) })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
