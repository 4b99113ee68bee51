import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContactForm } from '@/components/contact/ContactForm';
import { BecomeMember } from '@/components/memberships/BecomeMember';
import { ClassTable } from '@/components/memberships/ClassTable';
import { MemberTable } from '@/components/memberships/MemberTable';
import { MembershipTypeCard } from '@/components/memberships/MembershipTypeCard';
import { ContactDetails } from '@/components/promoters/ContactDetails';
import { EventCalendar } from '@/components/promoters/EventCalendar';
import { EventList } from '@/components/promoters/EventList';
import { SeriesList } from '@/components/promoters/SeriesList';
import { PlatformFailure } from '@/components/platform/PlatformOutage';
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

/** The sections of an organisation's pages; `idParam` keeps the URL form the visitor used (null: default). */
export type TSectionProps = { organization: TOrganization; idParam: number | null; locale: TLocale };

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography id="section-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
      {children}
    </Typography>
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
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          {organization.description ? (
            <Typography sx={{ fontSize: '1.1rem', mb: 2 }} data-testid="organization-description">
              {organization.description}
            </Typography>
          ) : null}
          {organization.aboutHtml ? (
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: organization.aboutHtml }} data-testid="organization-about" />
          ) : (
            <Typography>{t('noAbout')}</Typography>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            {organization.logoUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- platform logos (any host, SVG)
              <img src={organization.logoUrl} alt={t('logo', { name: organization.name })} style={{ maxWidth: '100%', height: 'auto', marginBottom: 16 }} />
            ) : null}
            <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1.5 }}>
              {t('contactDetails')}
            </Typography>
            <ContactDetails details={organization} labels={await contactLabels(locale)} testId="organization-contact" />
          </Paper>
        </Grid>
      </Grid>
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
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}>
      <Box component="section" aria-labelledby="upcoming-title">
        <Typography id="upcoming-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
          {tp('upcoming')}
        </Typography>
        <EventList events={upcoming} locale={locale} membersOnly={membersOnly} empty={tp('noUpcoming')} eventHref={href} showPromoter testId="upcoming-events" />
      </Box>
      <Box component="section" aria-labelledby="past-title">
        <Typography id="past-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
          {tp('past')}
        </Typography>
        <EventList events={past} locale={locale} membersOnly={membersOnly} empty={t('noEvents')} eventHref={href} showPromoter testId="past-events" />
      </Box>
    </Box>
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
          <Typography sx={{ mb: 2 }}>{t('classesIntro')}</Typography>
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
      <Typography sx={{ mb: 2 }}>{t('typesIntro')}</Typography>
      {types.length === 0 ? (
        <Typography data-testid="types-empty">{t('noTypes')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(auto-fill, minmax(22rem, 1fr))' } }}>
          {types.map((type) => (
            <MembershipTypeCard key={type.id} type={type} locale={locale} eventName={type.eventId ? names.get(type.eventId) : undefined} headingLevel={3} />
          ))}
        </Box>
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
      <Typography sx={{ mb: 2 }}>{t('membersIntro', { count: members.length })}</Typography>
      <MemberTable members={members} locale={locale} empty={t('noMembers')} />
      <BecomeMember locale={locale} organizationName={organization.shortName ?? organization.name} />
    </>
  );
}

export async function ContactSection({ organization, locale }: TSectionProps) {
  const t = await getTranslations({ locale, namespace: 'Organizations' });
  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="section-title" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
            {t('contactTitle', { name: organization.shortName ?? organization.name })}
          </Typography>
          <Typography sx={{ mb: 3 }}>{t('contactIntro')}</Typography>
          <ContactForm organizationId={organization.id} captchaSiteKey={captchaSiteKey} />
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1.5 }}>
          {t('contactDetails')}
        </Typography>
        <ContactDetails details={organization} labels={await contactLabels(locale)} testId="organization-contact" />
      </Grid>
    </Grid>
  );
}
