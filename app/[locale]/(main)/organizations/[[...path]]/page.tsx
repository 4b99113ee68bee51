import type { JSX } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader, type TCrumb } from '@/components/layout/PageHeader';
import { OrganizationEvent } from '@/components/organizations/OrganizationEvent';
import { withPlatformOutage } from '@/components/platform/PlatformOutage';
import {
  AboutSection,
  CalendarSection,
  ClassesSection,
  ContactSection,
  EventsSection,
  MembersSection,
  MembershipTypesSection,
  SeriesSection,
  type TSectionProps,
} from '@/components/organizations/Sections';
import { LinkTabs } from '@/components/ui/LinkTabs';
import type { TLocale } from '@/lib/constants';
import { loadDefaults } from '@/lib/content/defaults';
import { loadEvent } from '@/lib/events/access';
import { loadOrganization, requireOrganizationEvent } from '@/lib/organizations/data';
import { ORGANIZATION_SECTIONS, organizationHref, parseOrganizationPath, type TOrganizationSection } from '@/lib/organizations/path';
import type { TOrganization } from '@/lib/platform/port';
import { pageParams } from '@/lib/i18n/page-locale';

type TProps = { params: Promise<{ locale: string; path?: string[] }> };

const SECTIONS: Record<TOrganizationSection, (props: TSectionProps) => Promise<JSX.Element>> = {
  'about-us': AboutSection,
  calendar: CalendarSection,
  classes: ClassesSection,
  contact: ContactSection,
  events: EventsSection,
  members: MembersSection,
  'membership-type': MembershipTypesSection,
  series: SeriesSection,
};

/** The page's organisation: the one in the URL or the default one; 404 for a malformed path or an unknown organisation. */
async function resolve(segments: string[] | undefined, locale: TLocale) {
  const path = parseOrganizationPath(segments);
  if (!path) notFound();
  const id = path.organizationId ?? (await loadDefaults()).organizationId;
  const organization = await loadOrganization(id, locale);
  if (!organization) notFound();
  return { path, organization };
}

const shortName = (o: TOrganization) => o.shortName ?? o.name;

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, path: segments } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'Organizations' });
  const path = parseOrganizationPath(segments);
  if (!path) return { title: t('title') };
  const id = path.organizationId ?? (await loadDefaults()).organizationId;
  const organization = await loadOrganization(id, locale).catch(() => null);
  if (!organization) return { title: t('title') };
  if (path.eventId !== null) {
    const event = await loadEvent(path.eventId, locale).catch(() => null);
    if (event) return { title: `${event.name} · ${shortName(organization)}` };
  }
  return { title: `${t(`sections.${path.section}`)} · ${shortName(organization)}`, description: organization.description };
}

/**
 * /organizations/{id?}/{section} and /organizations/{id?}/events/{eventId} (seed §2): the
 * default organisation when the id is absent; a sub-navigation of link tabs across the sections.
 */
async function OrganizationPage({ params }: TProps) {
  const { locale, path: segments } = await pageParams(params);
  const { path, organization } = await resolve(segments, locale);
  const t = await getTranslations('Organizations');
  const idParam = path.organizationId;
  const section = path.section;
  const home: TCrumb = { label: shortName(organization), href: organizationHref(idParam, 'about-us') };

  let title: string;
  let crumbs: TCrumb[];
  let body: JSX.Element;
  if (path.eventId !== null) {
    const event = await requireOrganizationEvent(path.eventId, organization.id, locale);
    title = event.name;
    crumbs = [home, { label: t('sections.events'), href: organizationHref(idParam, 'events') }];
    body = <OrganizationEvent event={event} locale={locale} />;
  } else {
    const Section = SECTIONS[section];
    title = section === 'about-us' ? organization.name : t(`sections.${section}`);
    crumbs = section === 'about-us' ? [] : [home];
    body = <Section organization={organization} idParam={idParam} locale={locale} />;
  }

  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <PageBody>
        <LinkTabs
          label={t('navLabel', { name: shortName(organization) })}
          current={section}
          testId="organization-nav"
          tabs={ORGANIZATION_SECTIONS.map((key) => ({ key, label: t(`sections.${key}`), href: organizationHref(idParam, key) }))}
        />
        <div data-testid={path.eventId === null ? `organization-${section}` : 'organization-event-page'}>{body}</div>
      </PageBody>
    </>
  );
}

export default withPlatformOutage(OrganizationPage, 'Organizations.title');
