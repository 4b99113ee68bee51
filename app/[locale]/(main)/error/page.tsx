import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { NextLink } from '@/components/ui/NextLink';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Error' });
  return { title: t('title'), robots: { index: false } };
}

/** /error: where a failed permission check sends the visitor (seed §6): a generic message and home. */
export default async function ErrorPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Error');
  const tc = await getTranslations('Common');
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }} data-testid="error-title">
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 4 }}>{t('description')}</Typography>
      <Button component={NextLink} href="/" variant="contained">
        {tc('backHome')}
      </Button>
    </Container>
  );
}
