import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { ScopedMessages } from '@/components/accounts/auth/ScopedMessages';
import { FamilyMemberForm } from '@/components/accounts/family/FamilyMemberForm';
import { requireAccount } from '@/components/accounts/family/require-account';
import { pickFamilyMessages } from '@/components/accounts/registration/messages';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'FamilyMembers' });
  return { title: t('addTitle'), robots: { index: false } };
}

/** /account/family/new: a guardian adds a minor. */
export default async function AddFamilyMemberPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const account = await requireAccount(locale, '/account/family/new');
  const t = await getTranslations('FamilyMembers');
  return (
    <>
      <PageHeader title={t('addTitle')} crumbs={[{ label: t('title'), href: '/account/family' }]} />
      <PageBody>
        {account.isMinor ? (
          <Alert severity="info" data-testid="family-minor-account">
            {t('minorAccount')}
          </Alert>
        ) : (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: '56rem' }}>
            <ScopedMessages pick={pickFamilyMessages}>
              <FamilyMemberForm
                returnPath="/account/family/new"
                initial={{ firstName: '', lastName: '', gender: '', birthDate: { year: '', month: '', day: '' }, relationship: '' }}
              />
            </ScopedMessages>
          </Paper>
        )}
      </PageBody>
    </>
  );
}
