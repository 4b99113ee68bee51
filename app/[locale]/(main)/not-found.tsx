import { getTranslations } from 'next-intl/server';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { NextLink } from '@/components/ui/NextLink';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  const tc = await getTranslations('Common');
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="overline" component="p" sx={{ fontSize: '1.5rem' }}>
        {t('status')}
      </Typography>
      <Typography variant="h1" sx={{ mb: 2 }} data-testid="not-found-title">
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 4 }}>{t('description')}</Typography>
      <Button component={NextLink} href="/" variant="contained">
        {tc('backHome')}
      </Button>
    </Container>
  );
}
