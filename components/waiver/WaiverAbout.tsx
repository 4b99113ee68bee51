import { getTranslations } from 'next-intl/server';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NextLink } from '@/components/ui/NextLink';

/** /waiver without a document: what a waiver is and where each person's link comes from. */
export async function WaiverAbout() {
  const t = await getTranslations('WaiverUi.about');
  return (
    <section aria-labelledby="waiver-about" data-testid="waiver-about">
      <Typography id="waiver-about" variant="h2" sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 2 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('what')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('links')}</Typography>
      <Typography sx={{ mb: 3 }}>{t('minors')}</Typography>
      <Button component={NextLink} href="/spectator" variant="contained">
        {t('buyTickets')}
      </Button>
    </section>
  );
}
