import { getTranslations } from 'next-intl/server';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import MuiLink from '@mui/material/Link';
import { NextLink } from '@/components/ui/NextLink';

/** 404 outside the main layout (print pages). */
export default async function NotFound() {
  const t = await getTranslations('NotFound');
  const tc = await getTranslations('Common');
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }} data-testid="not-found-title">
        {t('title')}
      </Typography>
      <MuiLink component={NextLink} href="/">
        {tc('backHome')}
      </MuiLink>
    </Container>
  );
}
