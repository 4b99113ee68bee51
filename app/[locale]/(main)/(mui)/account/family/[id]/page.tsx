import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { ScopedMessages } from '@/components/accounts/auth/ScopedMessages';
import { FamilyMemberForm } from '@/components/accounts/family/FamilyMemberForm';
import { requireAccount } from '@/components/accounts/family/require-account';
import { pickFamilyMessages } from '@/components/accounts/registration/messages';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { getFamilyMember } from '@/lib/accounts/family';
import { birthDateParts } from '@/lib/validation/participant';
import { parseId } from '@/lib/validation/params';
import { pageLocale, pageParams } from '@/lib/i18n/page-locale';
import { familyDeps } from '@/lib/accounts/services';

type TProps = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'FamilyMembers' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * /account/family/{id}: a guardian edits one of their minors. Another account's minor, or any id
 * that is not this guardian's family member, is a 404 (nothing tells whether it exists).
 */
export default async function EditFamilyMemberPage({ params }: TProps) {
  const { locale, id: raw } = await pageParams(params);
  const id = parseId(raw);
  if (id === null) notFound();
  const account = await requireAccount(locale, `/account/family/${id}`);
  const member = await getFamilyMember(await familyDeps(), { guardianId: account.id, minorId: id });
  if (!member) notFound();
  const t = await getTranslations('FamilyMembers');
  const name = `${member.firstName} ${member.lastName}`;

  return (
    <>
      <PageHeader title={t('editTitle', { name })} crumbs={[{ label: t('title'), href: '/account/family' }]} />
      <PageBody>
        {member.isMinor ? (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: '56rem' }}>
            <ScopedMessages pick={pickFamilyMessages}>
              <FamilyMemberForm
                minorId={member.id}
                returnPath={`/account/family/${member.id}`}
                initial={{ firstName: member.firstName, lastName: member.lastName, gender: member.gender, birthDate: birthDateParts(member.birthDate), relationship: member.relationship }}
              />
            </ScopedMessages>
          </Paper>
        ) : (
          <Alert severity="info" data-testid="family-not-editable">
            {t('notEditable', { name })}
          </Alert>
        )}
      </PageBody>
    </>
  );
}
