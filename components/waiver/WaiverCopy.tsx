import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TLocale } from '@/lib/constants';
import { formatDateRange } from '@/lib/i18n/format';
import type { TWaiverCopy, TWaiverView } from '@/lib/spectators';
import { WaiverRecord } from './WaiverRecord';

/** The printable copy of a waiver's record (portrait, black on white). */
export async function WaiverCopy({ waiver, copy, locale }: { waiver: TWaiverView; copy: TWaiverCopy; locale: TLocale }) {
  const t = await getTranslations('WaiverUi.copy');
  const tw = await getTranslations('Waiver');
  return (
    <Box component="article" sx={{ maxWidth: '48rem', mx: 'auto' }} data-testid="waiver-copy">
      {/* A waiver reads top to bottom: portrait, whatever the print layout's default. */}
      <style>{'@media print { @page { size: portrait; margin: 15mm; } }'}</style>
      <Typography variant="h1" sx={{ fontSize: '1.6rem', fontWeight: 700 }}>
        {t('heading', { event: waiver.event.name })}
      </Typography>
      <Typography sx={{ mb: 1 }}>{formatDateRange(waiver.event.startAt, waiver.event.endAt, locale, waiver.event.timeZone)}</Typography>
      <Typography sx={{ mb: 3, fontWeight: 700 }} data-testid="waiver-copy-status">
        {tw(`status.${waiver.status}`)}
      </Typography>
      <WaiverRecord copy={copy} locale={locale} full />
      <Typography variant="body2" sx={{ mt: 3 }}>
        {t('note')}
      </Typography>
    </Box>
  );
}
