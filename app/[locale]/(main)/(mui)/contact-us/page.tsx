import type { Metadata } from 'next';
import { menuTitle } from '@/lib/content/titles';
import { getTranslations } from 'next-intl/server';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContactForm } from '@/components/contact/ContactForm';
import { ContactLists } from '@/components/contact/ContactLists';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { listContactLists } from '@/lib/content';
import { loadOr } from '@/lib/http/safe';
import { captchaSiteKey } from '@/lib/server/services';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return { title: await menuTitle(locale, '/contact-us', t('title')) };
}

/** /contact-us (and /Contact, which redirects here): the contact lists and the contact form. */
export default async function ContactPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Contact');
  const lists = await loadOr('contact lists', () => listContactLists(locale), []);
  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h2" sx={{ mb: 1 }}>
                {t('formTitle')}
              </Typography>
              <Typography sx={{ mb: 3 }}>{t('intro')}</Typography>
              <ContactForm captchaSiteKey={captchaSiteKey} />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <ContactLists lists={lists} />
          </Grid>
        </Grid>
      </PageBody>
    </>
  );
}
