import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import button from '@/components/layout/button.module.css';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { BecomeMember } from '@/components/memberships/BecomeMember';
import { ClassTable } from '@/components/memberships/ClassTable';
import { PlatformFailure, PlatformFailurePage } from '@/components/platform/PlatformOutage';
import styles from '@/components/memberships/membership-pages.module.css';
import { membershipTexts } from '@/components/memberships/texts';
import { NextLink } from '@/components/ui/NextLink';
import { menuTitle } from '@/lib/content/titles';
import { loadDefaults } from '@/lib/content/defaults';
import { loadClasses } from '@/lib/organizations/data';
import { readIfAvailable } from '@/lib/platform/available';
import { parseId } from '@/lib/validation/params';
import { optionalIdOr404 } from '@/lib/http/route-params';
import { pageParams } from '@/lib/i18n/page-locale';

type TProps = { params: Promise<{ locale: string; id?: string[] }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, id: segments } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'Memberships' });
  const id = segments?.length === 1 ? parseId(segments[0]) : null;
  if (id === null) return { title: await menuTitle(locale, '/membership/classes', t('classes.title')) };
  const classes = await loadClasses(locale).catch(() => []);
  return { title: classes.find((c) => c.id === id)?.name ?? t('classes.title') };
}

/** /membership/classes/{id?}: the racing classes; with an id, one class and its description. */
export default async function ClassesPage({ params }: TProps) {
  const { locale, id: segments } = await pageParams(params);
  const id = optionalIdOr404(segments);
  const { t, ages } = await membershipTexts(locale);
  const membershipCrumb = { label: t('title'), href: '/membership/type' };

  if (id === null) {
    const { organizationId } = await loadDefaults();
    const classes = await readIfAvailable('classes', () => loadClasses(locale, organizationId));
    return (
      <>
        <PageHeader title={t('classes.title')} crumbs={[membershipCrumb]} />
        <PageBody>
          {classes.ok ? (
            <>
              <p className={styles.intro}>{t('classes.intro')}</p>
              <ClassTable classes={classes.value} locale={locale} />
              <BecomeMember locale={locale} />
            </>
          ) : (
            <PlatformFailure reason={classes.reason} />
          )}
        </PageBody>
      </>
    );
  }

  const classes = await readIfAvailable('classes', () => loadClasses(locale));
  if (!classes.ok) return <PlatformFailurePage reason={classes.reason} title={t('classes.title')} crumbs={[membershipCrumb]} />;
  const cls = classes.value.find((c) => c.id === id);
  if (!cls) notFound();
  return (
    <>
      <PageHeader title={cls.name} crumbs={[membershipCrumb, { label: t('classes.title'), href: '/membership/classes' }]} />
      <PageBody>
        <dl className={styles.facts} data-testid="class-detail">
          <dt>{t('classes.code')}</dt>
          <dd>{cls.code}</dd>
          <dt>{t('classes.group')}</dt>
          <dd data-testid="class-group">{cls.group ?? '—'}</dd>
          <dt>{t('classes.vehicle')}</dt>
          <dd>{t(`vehicle.${cls.vehicle}`)}</dd>
          <dt>{t('classes.ages')}</dt>
          <dd data-testid="class-ages">{ages(cls.minAge, cls.maxAge)}</dd>
        </dl>
        <p className={styles.paragraph} data-testid="class-description">
          {cls.description ?? t('classes.noDescription')}
        </p>
        <NextLink href="/membership/classes" className={button.outlined}>
          {t('classes.all')}
        </NextLink>
        <BecomeMember locale={locale} />
      </PageBody>
    </>
  );
}
