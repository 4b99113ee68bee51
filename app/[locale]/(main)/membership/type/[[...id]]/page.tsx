import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import button from '@/components/layout/button.module.css';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { BecomeMember } from '@/components/memberships/BecomeMember';
import { BuyMembership } from '@/components/memberships/BuyMembership';
import { MembershipTypeCard } from '@/components/memberships/MembershipTypeCard';
import styles from '@/components/memberships/membership-pages.module.css';
import { PlatformFailurePage } from '@/components/platform/PlatformOutage';
import { NextLink } from '@/components/ui/NextLink';
import { menuTitle } from '@/lib/content/titles';
import { loadDefaults } from '@/lib/content/defaults';
import { loadMembershipTypes, singleEventNames } from '@/lib/organizations/data';
import { readIfAvailable } from '@/lib/platform/available';
import { parseId } from '@/lib/validation/params';
import { optionalIdOr404 } from '@/lib/http/route-params';
import { pageParams } from '@/lib/i18n/page-locale';

type TProps = { params: Promise<{ locale: string; id?: string[] }>; searchParams: Promise<{ error?: string | string[] }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, id: segments } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'Memberships' });
  const id = segments?.length === 1 ? parseId(segments[0]) : null;
  if (id === null) return { title: await menuTitle(locale, '/membership/type', t('types.title')) };
  const types = await loadMembershipTypes(locale).catch(() => []);
  return { title: types.find((type) => type.id === id)?.name ?? t('types.title') };
}

/**
 * /membership/type/{id?}: the membership types on sale with ranges, fees and validity; with an id,
 * one type and its purchase form (`?error=` a MembershipBuy.errors key after a refused purchase).
 */
export default async function MembershipTypePage({ params, searchParams }: TProps) {
  const [{ locale, id: segments }, query] = await Promise.all([pageParams(params), searchParams]);
  const id = optionalIdOr404(segments);
  const t = await getTranslations('Memberships');

  if (id === null) {
    const { organizationId } = await loadDefaults();
    const loaded = await readIfAvailable('membership types', () => loadMembershipTypes(locale, organizationId));
    if (!loaded.ok) return <PlatformFailurePage reason={loaded.reason} title={t('types.title')} />;
    const types = loaded.value;
    const names = await singleEventNames(types, locale);
    return (
      <>
        <PageHeader title={t('types.title')} />
        <PageBody>
          <p className={styles.intro}>{t('types.intro')}</p>
          {types.length === 0 ? (
            <p className={styles.text} data-testid="types-empty">
              {t('types.empty')}
            </p>
          ) : (
            <div className={styles.types}>
              {types.map((type) => (
                <MembershipTypeCard key={type.id} type={type} locale={locale} eventName={type.eventId ? names.get(type.eventId) : undefined} />
              ))}
            </div>
          )}
          <div className={styles.actions}>
            <NextLink href="/membership/classes" className={button.outlined}>
              {t('classes.title')}
            </NextLink>
            <NextLink href="/membership/members" className={button.outlined}>
              {t('members.title')}
            </NextLink>
          </div>
          <BecomeMember locale={locale} />
        </PageBody>
      </>
    );
  }

  const loaded = await readIfAvailable('membership types', () => loadMembershipTypes(locale));
  if (!loaded.ok) return <PlatformFailurePage reason={loaded.reason} title={t('types.title')} />;
  const type = loaded.value.find((x) => x.id === id);
  if (!type) notFound();
  const names = await singleEventNames([type], locale);
  return (
    <>
      <PageHeader title={type.name} crumbs={[{ label: t('types.title'), href: '/membership/type' }]} />
      <PageBody>
        <MembershipTypeCard type={type} locale={locale} eventName={type.eventId ? names.get(type.eventId) : undefined} linked={false} />
        <BuyMembership type={type} locale={locale} error={(Array.isArray(query.error) ? query.error[0] : query.error) ?? null} />
        {type.validity === 'single_event' && type.eventId ? (
          <NextLink href={`/events/${type.eventId}`} className={`${button.outlined} ${styles.buttonAfter} ${styles.buttonBeside}`} data-testid="single-event-link">
            {t('types.seeEvent')}
          </NextLink>
        ) : null}
        <NextLink href="/membership/type" className={`${button.outlined} ${styles.buttonAfter}`}>
          {t('types.all')}
        </NextLink>
      </PageBody>
    </>
  );
}
