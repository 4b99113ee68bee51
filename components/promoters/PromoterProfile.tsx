import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TLocale } from '@/lib/constants';
import type { TPromoter } from '@/lib/platform/port';
import { ContactDetails } from './ContactDetails';

/** A promoter's logo, description and contact details, above its tabs. */
export async function PromoterProfile({ promoter, locale }: { promoter: TPromoter; locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: 'Promoters' });
  return (
    <Box
      component="section"
      aria-label={t('about', { name: promoter.name })}
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: promoter.logoUrl ? '140px 1fr 1fr' : '1fr 1fr' }, alignItems: 'start', mb: 3 }}
      data-testid="promoter-profile"
    >
      {promoter.logoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- platform logos (any host, SVG)
        <img src={promoter.logoUrl} alt={t('logo', { name: promoter.name })} style={{ width: 140, height: 'auto', maxHeight: 140, objectFit: 'contain' }} />
      ) : null}
      <Typography data-testid="promoter-description">{promoter.description ?? t('noDescription')}</Typography>
      <ContactDetails
        details={promoter}
        labels={{ address: t('contact.address'), email: t('contact.email'), phone: t('contact.phone'), website: t('contact.website') }}
      />
    </Box>
  );
}
