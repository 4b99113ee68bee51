import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Typography from '@mui/material/Typography';
import { AuthCard } from '@/components/accounts/auth/AuthCard';
import { ResetLinkProblem } from '@/components/accounts/auth/ResetLinkProblem';
import { ResetPasswordForm } from '@/components/accounts/auth/ResetPasswordForm';
import { pickPasswordResetMessages, ScopedMessages } from '@/components/accounts/auth/ScopedMessages';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { checkResetToken } from '@/lib/accounts/password-reset';
import { validationMessageValues } from '@/lib/validation/participant';
import { pageLocale } from '@/lib/i18n/page-locale';
import { passwordResetDeps } from '@/lib/accounts/services';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'PasswordReset' });
  return { title: t('resetTitle'), robots: { index: false } };
}

/**
 * /resetPassword?token=…: the new password form for a valid link; an expired, used, invalid or
 * undecodable link says so, with a way to request a new one.
 */
export default async function ResetPasswordPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await pageLocale(params);
  const query = await searchParams;
  const t = await getTranslations('PasswordReset');
  const token = typeof query.token === 'string' ? query.token : '';
  const state = await checkResetToken(await passwordResetDeps(), token);

  return (
    <>
      <PageHeader title={t('resetTitle')} />
      <PageBody>
        <AuthCard>
          <ScopedMessages pick={pickPasswordResetMessages}>
            {state === 'valid' ? (
              <>
                <Typography sx={{ mb: 3 }}>{t('resetIntro')}</Typography>
                <ResetPasswordForm token={token} messageValues={{ ...validationMessageValues }} />
              </>
            ) : (
              <ResetLinkProblem state={state} />
            )}
          </ScopedMessages>
        </AuthCard>
      </PageBody>
    </>
  );
}
