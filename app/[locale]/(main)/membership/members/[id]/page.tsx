import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { STATUS_COLORS } from '@/components/memberships/MemberTable';
import styles from '@/components/memberships/membership-pages.module.css';
import table from '@/components/memberships/table.module.css';
import { PlatformFailurePage } from '@/components/platform/PlatformOutage';
import { Card } from '@/components/ui/Card';
import { Chip } from '@/components/ui/Chip';
import { NextLink } from '@/components/ui/NextLink';
import { loadOr } from '@/lib/http/safe';
import { formatDate } from '@/lib/i18n/format';
import { formatDay } from '@/lib/memberships/display';
import { membershipStatus } from '@/lib/memberships/validity';
import { listRiderRegistrations, listRiderStandings, loadMember } from '@/lib/organizations/data';
import { readIfAvailable } from '@/lib/platform/available';
import { parseId } from '@/lib/validation/params';
import { pageParams } from '@/lib/i18n/page-locale';

type TProps = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, id: raw } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'Memberships' });
  const id = parseId(raw);
  const member = id === null ? null : await loadMember(id, locale).catch(() => null);
  return { title: member ? `${member.firstName} ${member.lastName}` : t('profile.title') };
}

type TAttended = { eventId: number; name: string; startAt: Date; seriesId: number; seriesName: string; round: number; points: number };

/** /membership/members/{id}: a member's public profile, membership and validity, events attended and results. */
export default async function MemberPage({ params }: TProps) {
  const { locale, id: raw } = await pageParams(params);
  const id = parseId(raw);
  if (id === null) notFound();
  const t = await getTranslations('Memberships');
  const loaded = await readIfAvailable('member', () => loadMember(id, locale));
  if (!loaded.ok) return <PlatformFailurePage reason={loaded.reason} title={t('profile.title')} crumbs={[{ label: t('members.title'), href: '/membership/members' }]} />;
  const member = loaded.value;
  if (!member) notFound();
  // A member whose rider is not known to the platform has no results or registrations to show.
  const riderId = member.riderId;
  const [results, registrations] = await Promise.all([
    riderId === undefined ? [] : loadOr('rider standings', () => listRiderStandings(riderId, { locale }), []),
    riderId === undefined ? [] : loadOr('rider registrations', () => listRiderRegistrations(riderId, { locale, from: new Date() }), []),
  ]);
  const status = membershipStatus(member, new Date());
  const name = `${member.firstName} ${member.lastName}`;
  const attended: TAttended[] = results
    .flatMap(({ series, rounds, row }) =>
      rounds.flatMap((round, i) => {
        const points = row.points[i];
        return points === null || points === undefined
          ? []
          : [{ eventId: round.eventId, name: round.name, startAt: round.startAt, seriesId: series.id, seriesName: series.name, round: round.round, points }];
      }),
    )
    .sort((a, b) => b.startAt.getTime() - a.startAt.getTime());

  return (
    <>
      <PageHeader
        title={name}
        crumbs={[
          { label: t('title'), href: '/membership/type' },
          { label: t('members.title'), href: '/membership/members' },
        ]}
      />
      <PageBody>
        <Card padding="roomy" className={styles.profile} data-testid="member-profile">
          <div className={styles.profileHead}>
            <h2 className={styles.profileTitle}>{t('profile.membership')}</h2>
            <Chip color={STATUS_COLORS[status]} label={t(`members.status.${status}`)} data-testid="member-status" data-status={status} />
          </div>
          <dl className={styles.profileFacts}>
            {(
              [
                ['number', t('members.number'), member.memberNumber],
                ['class', t('members.class'), member.className ?? '—'],
                ['type', t('members.type'), member.membershipType],
                ['validity', t('members.validity'), t('members.validRange', { from: formatDay(member.validFrom, locale), until: formatDay(member.validUntil, locale) })],
                ['hometown', t('profile.hometown'), [member.city, member.state].filter(Boolean).join(', ') || '—'],
              ] as const
            ).map(([key, label, value]) => (
              <Fragment key={key}>
                <dt>{label}</dt>
                <dd data-testid={`member-${key}`}>{value}</dd>
              </Fragment>
            ))}
          </dl>
        </Card>

        <section aria-labelledby="results-title" className={styles.section} data-testid="member-results">
          <h2 id="results-title" className={styles.sectionTitle}>
            {t('profile.results')}
          </h2>
          {results.length === 0 ? (
            <p className={styles.text} data-testid="member-results-empty">
              {t('profile.noResults')}
            </p>
          ) : (
            <div className={table.scroll}>
              <table className={table.table} aria-label={t('profile.results')}>
                <thead>
                  <tr>
                    <th scope="col">{t('profile.series')}</th>
                    <th scope="col">{t('members.class')}</th>
                    <th scope="col" className={table.numeric}>
                      {t('profile.classRank')}
                    </th>
                    <th scope="col" className={table.numeric}>
                      {t('profile.points')}
                    </th>
                    <th scope="col" className={table.numeric}>
                      {t('profile.wins')}
                    </th>
                    <th scope="col" className={table.numeric}>
                      {t('profile.podiums')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {results.map(({ series, row, className }) => (
                    <tr key={series.id} data-testid="member-series-row">
                      <th scope="row">
                        <NextLink href={`/series/${series.id}`} className={styles.link}>
                          {series.name}
                        </NextLink>
                      </th>
                      <td>{className ?? '—'}</td>
                      <td className={table.numeric}>{row.position}</td>
                      <td className={table.numeric}>{row.total}</td>
                      <td className={table.numeric}>{row.wins}</td>
                      <td className={table.numeric}>{row.podiums}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>

        <section aria-labelledby="attended-title" className={styles.section} data-testid="member-attended">
          <h2 id="attended-title" className={styles.sectionTitle}>
            {t('profile.attended', { count: attended.length })}
          </h2>
          {attended.length === 0 ? (
            <p className={styles.text}>{t('profile.noAttended')}</p>
          ) : (
            <ul className={styles.plainList}>
              {attended.map((a) => (
                <li key={`${a.seriesId}-${a.eventId}`} className={styles.entrySplit} data-testid="attended-event">
                  <div className={styles.shrink}>
                    <time dateTime={a.startAt.toISOString()} className={styles.date}>
                      {formatDate(a.startAt, locale, 'date')}
                    </time>
                    <NextLink href={`/events/${a.eventId}`} className={styles.link}>
                      {a.name}
                    </NextLink>
                    <p className={`${styles.body2} ${styles.secondary}`}>{t('profile.round', { round: a.round, series: a.seriesName })}</p>
                  </div>
                  <p className={styles.points}>{t('profile.pointsEarned', { points: a.points })}</p>
                </li>
              ))}
            </ul>
          )}
          <p className={styles.note}>{t('profile.attendedNote')}</p>
        </section>

        <section aria-labelledby="registrations-title" data-testid="member-registrations">
          <h2 id="registrations-title" className={styles.sectionTitle}>
            {t('profile.registrations')}
          </h2>
          {registrations.length === 0 ? (
            <p className={styles.text}>{t('profile.noRegistrations')}</p>
          ) : (
            <ul className={styles.plainList}>
              {registrations.map(({ event, registrant }) => (
                <li key={event.id} className={styles.entry} data-testid="member-registration">
                  <time dateTime={event.startAt.toISOString()} className={styles.date}>
                    {formatDate(event.startAt, locale, 'date', event.timeZone)}
                  </time>
                  <NextLink href={`/events/${event.id}`} className={styles.link}>
                    {event.name}
                  </NextLink>
                  <p className={`${styles.body2} ${styles.secondary}`}>
                    {registrant.status === 'waitlisted'
                      ? t('profile.waitlisted', { className: registrant.className, position: registrant.waitlistPosition ?? 0 })
                      : t('profile.registered', { className: registrant.className })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </PageBody>
    </>
  );
}
