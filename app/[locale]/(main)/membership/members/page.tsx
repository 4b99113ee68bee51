import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { TextControl } from '@/components/forms/controls';
import button from '@/components/layout/button.module.css';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { PlatformFailurePage } from '@/components/platform/PlatformOutage';
import { BecomeMember } from '@/components/memberships/BecomeMember';
import { MemberTable } from '@/components/memberships/MemberTable';
import styles from '@/components/memberships/membership-pages.module.css';
import { NextLink } from '@/components/ui/NextLink';
import { BASE_PATH, SEARCH_TEXT_MAX } from '@/lib/constants';
import { menuTitle } from '@/lib/content/titles';
import { loadDefaults } from '@/lib/content/defaults';
import { loadMembers } from '@/lib/organizations/data';
import { readIfAvailable } from '@/lib/platform/available';
import { matchesName } from '@/lib/organizations/tabs';
import { pageParams } from '@/lib/i18n/page-locale';

type TProps = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string | string[] }> };

/** `?q=`: trimmed, at most SEARCH_TEXT_MAX characters (seed §9). */
function queryOf(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (value ?? '').trim().slice(0, SEARCH_TEXT_MAX);
}

export async function generateMetadata({ params, searchParams }: TProps): Promise<Metadata> {
  const [{ locale }, query] = await Promise.all([pageParams(params), searchParams]);
  const t = await getTranslations({ locale, namespace: 'Memberships' });
  const q = queryOf(query.q);
  return { title: q ? t('members.searchTitle', { q }) : await menuTitle(locale, '/membership/members', t('members.title')) };
}

/** /membership/members: the public members, searchable by name (`?q=`, server-side, a plain GET form). */
export default async function MembersPage({ params, searchParams }: TProps) {
  const [{ locale }, query] = await Promise.all([pageParams(params), searchParams]);
  const t = await getTranslations('Memberships');
  const q = queryOf(query.q);
  const { organizationId } = await loadDefaults();
  const loaded = await readIfAvailable('members', () => loadMembers(locale, organizationId));
  if (!loaded.ok) return <PlatformFailurePage reason={loaded.reason} title={t('members.title')} crumbs={[{ label: t('title'), href: '/membership/type' }]} />;
  const all = loaded.value;
  const members = q ? all.filter((m) => matchesName(m, q)) : all;
  const action = `${BASE_PATH}${getPathname({ href: '/membership/members', locale })}`;

  return (
    <>
      <PageHeader title={t('members.title')} crumbs={[{ label: t('title'), href: '/membership/type' }]} />
      <PageBody>
        <form method="get" action={action} role="search" aria-label={t('members.searchLabel')} className={styles.search} data-testid="member-search">
          <TextControl
            id="member-search-q"
            name="q"
            type="search"
            label={t('members.searchField')}
            defaultValue={q}
            maxLength={SEARCH_TEXT_MAX}
            className={styles.searchField}
          />
          <button type="submit" className={button.contained}>
            {t('members.search')}
          </button>
          {q ? (
            <NextLink href="/membership/members" className={button.text}>
              {t('members.clear')}
            </NextLink>
          ) : null}
        </form>
        <p role="status" className={styles.count} data-testid="member-count">
          {q ? t('members.found', { count: members.length, q }) : t('members.total', { count: members.length })}
        </p>
        <MemberTable members={members} locale={locale} empty={q ? t('members.noMatch', { q }) : t('members.empty')} />
        <BecomeMember locale={locale} />
      </PageBody>
    </>
  );
}
