import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FamilyList } from '@/components/accounts/family/FamilyList';
import { requireAccount } from '@/components/accounts/family/require-account';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { NextLink } from '@/components/ui/NextLink';
import { listFamilyMembers } from '@/lib/accounts/family';
import { parseId } from '@/lib/validation/params';
import { pageLocale } from '@/lib/i18n/page-locale';
import { familyDeps } from '@/lib/accounts/services';

type TProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'FamilyMembers' });
  return { title: t('title'), robots: { index: false } };
}

/** /account/family: the signed-in guardian's minors (seed section 6, "family and team members"). */
export default async function FamilyMembersPage({ params, searchParams }: TProps) {
  const locale = await pageLocale(params);
  const account = await requireAccount(locale, '/account/family');
  const t = await getTranslations('FamilyMembers');
  const query = await searchParams;
  const members = account.isMinor ? [] : await listFamilyMembers(await familyDeps(), { guardianId: account.id });
  const status = query.status === 'added' || query.status === 'saved' ? query.status : null;
  const changed = status ? members.find((m) => m.id === parseId(query.member)) : undefined;

  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        {account.isMinor ? (
          <Alert severity="info" data-testid="family-minor-account">
            {t('minorAccount')}
          </Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 3, maxWidth: '56rem' }}>
            {status && changed ? (
              <Alert severity="success" role="status" data-testid="family-status">
                {t(status, { name: `${changed.firstName} ${changed.lastName}` })}
              </Alert>
            ) : null}
            <Typography>{t('intro')}</Typography>
            <FamilyList members={members} locale={locale} />
            <Box>
              <Button component={NextLink} href="/account/family/new" variant="contained" data-testid="family-add">
                {t('add')}
              </Button>
            </Box>
          </Box>
        )}
      </PageBody>
    </>
  );
}
