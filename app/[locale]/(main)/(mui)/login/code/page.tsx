import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ScopedMessages } from '@/components/accounts/auth/ScopedMessages';
import { SecondStepForm } from '@/components/accounts/security/SecondStepForm';
import styles from '@/components/accounts/security/security.module.css';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { Link, redirect } from '@/i18n/navigation';
import { ACCOUNT_HOME_PATH, loginHref, safeNextPath } from '@/lib/accounts/paths';
import { readPendingLogin } from '@/lib/accounts/second-factor-session';
import { getCurrentAccount } from '@/lib/accounts/sessions';
import { pageLocale } from '@/lib/i18n/page-locale';
import { firstParam } from '@/lib/validation/params';

type TProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'SecondFactor' });
  return { title: t('step.title'), robots: { index: false } };
}

/**
 * /login/code: the second step of a sign-in (docs/decisions/055), after a right password for an
 * account with a second factor. It needs the browser's pending sign-in (a five-minute cookie the
 * password step set); without one, a link back to the password. Signed in already: on to `next`.
 */
export default async function SecondStepPage({ params, searchParams }: TProps) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams]);
  const next = safeNextPath(firstParam(query.next)) ?? undefined;
  if (await getCurrentAccount()) redirect({ href: next ?? ACCOUNT_HOME_PATH, locale });
  const t = await getTranslations('SecondFactor');
  const pending = await readPendingLogin();

  return (
    <>
      <PageHeader title={t('step.title')} />
      <PageBody>
        <div className={styles.panel}>
          {pending ? (
            <section className={styles.section} aria-labelledby="second-step-intro">
              <h2 id="second-step-intro">{t('step.heading')}</h2>
              <p>{t('step.intro')}</p>
              <ScopedMessages pick={(m) => ({ SecondFactor: m.SecondFactor })}>
                <SecondStepForm next={next} />
              </ScopedMessages>
              <p className={styles.hint}>{t('step.lostPhone')}</p>
            </section>
          ) : (
            <>
              <p role="alert" className={styles.alert} data-testid="second-step-over">
                {t('errors.expired')}
              </p>
              <div className={styles.links}>
                <Link href={loginHref(next)} className={styles.button} data-testid="second-step-sign-in-again">
                  {t('step.signInAgain')}
                </Link>
              </div>
            </>
          )}
        </div>
      </PageBody>
    </>
  );
}
