import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AuthCard } from '@/components/accounts/auth/AuthCard';
import { ForgotPasswordForm } from '@/components/accounts/auth/ForgotPasswordForm';
import { ScopedMessages } from '@/components/accounts/auth/ScopedMessages';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { NextLink } from '@/components/ui/NextLink';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'PasswordReset' });
  return { title: t('forgotTitle') };
}

/** /forgotPassword: ask for a reset link by email (the same answer for every address). */
export default async function ForgotPasswordPage({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  const t = await getTranslations('PasswordReset');
  const tl = await getTranslations('Login');
  return (
    <>
      <PageHeader title={t('forgotTitle')} crumbs={[{ label: tl('title'), href: '/login' }]} />
      <PageBody>
        <AuthCard>
          <Typography sx={{ mb: 3 }}>{t('forgotIntro')}</Typography>
          <ScopedMessages pick={(m) => ({ PasswordReset: m.PasswordReset })}>
            <ForgotPasswordForm />
          </ScopedMessages>
          <Link component={NextLink} href="/login" sx={{ display: 'inline-block', mt: 3 }}>
            {t('backToLogin')}
          </Link>
        </AuthCard>
      </PageBody>
    </>
  );
}
