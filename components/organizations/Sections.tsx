import { getTranslations } from 'next-intl/server';
import { LazyContactForm } from '@/components/contact/LazyContactForm';
import { BecomeMember } from '@/components/memberships/BecomeMember';
import { ClassTable } from '@/components/memberships/ClassTable';
import { MemberTable } from '@/components/memberships/MemberTable';
import { MembershipTypeCard } from '@/components/memberships/MembershipTypeCard';
import memberships from '@/components/memberships/membership-pages.module.css';
import { ContactDetails } from '@/components/promoters/ContactDetails';
import { EventCalendar } from '@/components/promoters/EventCalendar';
import { EventList } from '@/components/promoters/EventList';
import { SeriesList } from '@/components/promoters/SeriesList';
import promoters from '@/components/promoters/promoters.module.css';
import { PlatformFailure } from '@/components/platform/PlatformOutage';
import { Card } from '@/components/ui/Card';
import { calendarFrom } from '@/lib/calendar/days';
import { CALENDAR_YEARS_BACK, type TLocale } from '@/lib/constants';
import { listEvents, listSeries } from '@/lib/events/access';
import { splitEvents } from '@/lib/events/list';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';
import { loadClasses, loadMembers, loadMembershipTypes, membersOnlyEventIds, singleEventNames } from '@/lib/organizations/data';
import { organizationHref } from '@/lib/organizations/path';
import { readIfAvailable } from '@/lib/platform/available';
import type { TOrganization } from '@/lib/platform/port';
import { captchaSiteKey } from '@/lib/server/services';
import styles from './organizations.module.css';

/** The sections of an organisation's pages; `idParam` keeps the URL form the visitor used (null: default). */
export type TSectionProps = { organization: TOrganization; idParam: number | null; locale: TLocale };

function SectionTitle({ children }: { children: string }) {
  return (
    <h2 id="section-title" className={promoters.sectionTitle}>
      {children}
    </h2>
  );
}

async function contactLabels(locale: TLocale) {
  const t = await getTranslations({ locale, namespace: 'Promoters.contact' });
  return { address: t('address'), email: t('email'), phone: t('phone'), website: t('website') };
}

export async function AboutSection({ organization, locale }: TSectionProps) {
  const t = await getTranslations({ locale, namespace: 'Organizations' });
  return (
    <>
      <div className={`${styles.columns} ${styles.columns8}`}>
        <div className={styles.column}>
          {organization.description ? (
            <p className={styles.lead} data-testid="organization-description">
              {organization.description}
            </p>
          ) : null}
          {organization.aboutHtml ? (
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: organization.aboutHtml }} data-testid="organization-about" />
          ) : (
            <p className={styles.text}>{t('noAbout')}</p>
          )}
        </div>
        <div className={styles.column}>
          <Card>
            {organization.logoUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- platform logos (any host, SVG)
              <img src={organization.logoUrl} alt={t('logo', { name: organization.name })} className={styles.logo} />
            ) : null}
            <h2 className={styles.asideTitle}>{t('contactDetails')}</h2>
            <ContactDetails details={organization} labels={await contactLabels(locale)} testId="organization-contact" />
          </Card>
        </div>
      </div>
      <BecomeMember locale={locale} organizationName={organization.shortName ?? organization.name} />
    </>
  );
}

export async function CalendarSection({ organization, idParam, locale }: TSectionProps) {
  const t = await getTranslations({ locale, namespace: 'Organizations' });
  const tp = await getTranslations({ locale, namespace: 'Promoters' });
  const from = calendarFrom(new Date(), SITE_TIME_ZONE, CALENDAR_YEARS_BACK);
  const loaded = await readIfAvailable('organisation calendar', () => listEvents({ locale, organizationId: organization.id, from }));
  return (
    <>
      <SectionTitle>{t('sections.calendar')}</SectionTitle>
      {loaded.ok ? (
        <EventCalendar
          events={loaded.value}
          locale={locale}
          empty={t('noEvents')}
          cancelledLabel={tp('status.cancelled')}
          eventHref={(id) => organizationHref(idParam, 'events', id)}
        />
      ) : (
        <PlatformFailure reason={loaded.reason} />
      )}
    </>
  );
}

export async function EventsSection({ organization, idParam, locale }: TSectionProps) {
  const t = await getTranslations({ locale, namespace: 'Organizations' });
  const tp = await getTranslations({ locale, namespace: 'Promoters' });
  const loaded = await readIfAvailable('organisation events', () => listEvents({ locale, organizationId: organization.id }));
  if (!loaded.ok) return <PlatformFailure reason={loaded.reason} />;
  const { upcoming, past } = splitEvents(loaded.value, new Date());
  const membersOnly = await membersOnlyEventIds(upcoming, locale);
  const href = (id: number) => organizationHref(idParam, 'events', id);
  return (
    <div className={promoters.sections}>
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className={promoters.sectionTitle}>
          {tp('upcoming')}
        </h2>
        <EventList events={upcoming} locale={locale} membersOnly={membersOnly} empty={tp('noUpcoming')} eventHref={href} showPromoter testId="upcoming-events" />
      </section>
      <section aria-labelledby="past-title">
        <h2 id="past-title" className={promoters.sectionTitle}>
          {tp('past')}
        </h2>
        <EventList events={past} locale={locale} membersOnly={membersOnly} empty={t('noEvents')} eventHref={href} showPromoter testId="past-events" />
      </section>
    </div>
  );
}

export async function SeriesSection({ organization, locale }: TSectionProps) {
  const t = await getTranslations({ locale, namespace: 'Organizations' });
  const loaded = await readIfAvailable('organisation series', () => listSeries({ locale, organizationId: organization.id }));
  return (
    <>
      <SectionTitle>{t('sections.series')}</SectionTitle>
      {loaded.ok ? <SeriesList series={loaded.value} locale={locale} empty={t('noSeries')} /> : <PlatformFailure reason={loaded.reason} />}
    </>
  );
}

export async function ClassesSection({ organization, locale }: TSectionProps) {
  const t = await getTranslations({ locale, namespace: 'Organizations' });
  const loaded = await readIfAvailable('organisation classes', () => loadClasses(locale, organization.id));
  return (
    <>
      <SectionTitle>{t('sections.classes')}</SectionTitle>
      {loaded.ok ? (
        <>
          <p className={memberships.intro}>{t('classesIntro')}</p>
          <ClassTable classes={loaded.value} locale={locale} />
        </>
      ) : (
        <PlatformFailure reason={loaded.reason} />
      )}
    </>
  );
}

export async function MembershipTypesSection({ organization, locale }: TSectionProps) {
  const t = await getTranslations({ locale, namespace: 'Organizations' });
  const loaded = await readIfAvailable('membership types', () => loadMembershipTypes(locale, organization.id));
  if (!loaded.ok) {
    return (
      <>
        <SectionTitle>{t('sections.membership-type')}</SectionTitle>
        <PlatformFailure reason={loaded.reason} />
      </>
    );
  }
  const types = loaded.value;
  const names = await singleEventNames(types, locale);
  return (
    <>
      <SectionTitle>{t('sections.membership-type')}</SectionTitle>
      <p className={memberships.intro}>{t('typesIntro')}</p>
      {types.length === 0 ? (
        <p className={styles.text} data-testid="types-empty">
          {t('noTypes')}
        </p>
      ) : (
        <div className={memberships.types}>
          {types.map((type) => (
            <MembershipTypeCard key={type.id} type={type} locale={locale} eventName={type.eventId ? names.get(type.eventId) : undefined} headingLevel={3} />
          ))}
        </div>
      )}
      <BecomeMember locale={locale} organizationName={organization.shortName ?? organization.name} />
    </>
  );
}

export async function MembersSection({ organization, locale }: TSectionProps) {
  const t = await getTranslations({ locale, namespace: 'Organizations' });
  const loaded = await readIfAvailable('members', () => loadMembers(locale, organization.id));
  if (!loaded.ok) {
    return (
      <>
        <SectionTitle>{t('sections.members')}</SectionTitle>
        <PlatformFailure reason={loaded.reason} />
      </>
    );
  }
  const members = loaded.value;
  return (
    <>
      <SectionTitle>{t('sections.members')}</SectionTitle>
      <p className={memberships.intro}>{t('membersIntro', { count: members.length })}</p>
      <MemberTable members={members} locale={locale} empty={t('noMembers')} />
      <BecomeMember locale={locale} organizationName={organization.shortName ?? organization.name} />
    </>
  );
}

export async function ContactSection({ organization, locale }: TSectionProps) {
  const t = await getTranslations({ locale, namespace: 'Organizations' });
  return (
    <div className={`${styles.columns} ${styles.columns7}`}>
      <div className={styles.column}>
        <Card padding="roomy">
          <h2 id="section-title" className={styles.contactTitle}>
            {t('contactTitle', { name: organization.shortName ?? organization.name })}
          </h2>
          <p className={styles.contactIntro}>{t('contactIntro')}</p>
          <LazyContactForm organizationId={organization.id} captchaSiteKey={captchaSiteKey} />
        </Card>
      </div>
      <div className={styles.column}>
        <h2 className={styles.asideTitle}>{t('contactDetails')}</h2>
        <ContactDetails details={organization} labels={await contactLabels(locale)} testId="organization-contact" />
      </div>
    </div>
  );
}
