import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';

/** The "become a member" call to action: participant registration (seed §2, /registration/participant). */
export async function BecomeMember({ locale, organizationName }: { locale: TLocale; organizationName?: string }) {
  const t = await getTranslations({ locale, namespace: 'Memberships' });
  return (
    <Box
      component="aside"
      aria-labelledby="become-member-title"
      data-testid="become-member"
      sx={{ mt: 4, p: { xs: 2, sm: 3 }, borderRadius: 1, bgcolor: 'action.hover', display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 18rem' }}>
        <Typography id="become-member-title" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 0.5 }}>
          {t('become.title')}
        </Typography>
        <Typography variant="body2">
          {organizationName ? t('become.textOf', { name: organizationName }) : t('become.text')}
        </Typography>
      </Box>
      <Button component={NextLink} href="/registration/participant" variant="contained" data-testid="become-member-link">
        {t('become.action')}
      </Button>
    </Box>
  );
}
