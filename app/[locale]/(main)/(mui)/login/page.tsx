import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthCard } from '@/components/accounts/auth/AuthCard';
import { FormAlert } from '@/components/accounts/auth/FormAlert';
import { LoginForm } from '@/components/accounts/auth/LoginForm';
import { ScopedMessages } from '@/components/accounts/auth/ScopedMessages';
import { SignedInPanel } from '@/components/accounts/auth/SignedInPanel';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { NextLink } from '@/components/ui/NextLink';
import { safeNextPath } from '@/lib/accounts/paths';
import { getCurrentAccount } from '@/lib/accounts/sessions';
import { menuTitle } from '@/lib/content/titles';
import { firstParam } from '@/lib/validation/params';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Login' });
  return { title: await menuTitle(locale, '/login', t('title')) };
}


/**
 * /login: email and password (`?next=` a same-site path to return to), links to the forgotten
 * password and to registration; signed in, who you are and a logout button.
 */
export default async function LoginPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await pageLocale(params);
  const query = await searchParams;
  const t = await getTranslations('Login');
  const next = safeNextPath(firstParam(query.next)) ?? undefined;
  const status = firstParam(query.status);
  const account = await getCurrentAccount();

  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        <AuthCard>
          {status === 'passwordChanged' ? (
            <FormAlert severity="success" testId="login-status">
              {t('passwordChanged')}
            </FormAlert>
          ) : null}
          {status === 'loggedOut' && !account ? (
            <FormAlert severity="success" testId="login-status">
              {t('loggedOut')}
            </FormAlert>
          ) : null}
          {account ? (
            <SignedInPanel account={account} />
          ) : (
            <>
              {next ? (
                <Alert severity="info" sx={{ mb: 2 }} data-testid="login-required">
                  {t('loginRequired')}
                </Alert>
              ) : null}
              <Typography sx={{ mb: 3 }}>{t('intro')}</Typography>
              <ScopedMessages pick={(m) => ({ Login: m.Login })}>
                <LoginForm next={next} />
              </ScopedMessages>
              <Stack spacing={1} sx={{ mt: 3 }}>
                <Link component={NextLink} href="/forgotPassword" data-testid="login-forgot-link">
                  {t('forgotPassword')}
                </Link>
                <Typography>
                  {t('noAccount')}{' '}
                  <Link component={NextLink} href="/registration/participant" data-testid="login-register-link">
                    {t('register')}
                  </Link>
                </Typography>
              </Stack>
            </>
          )}
        </AuthCard>
      </PageBody>
    </>
  );
}
