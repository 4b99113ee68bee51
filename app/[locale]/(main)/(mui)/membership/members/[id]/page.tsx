import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { PlatformFailurePage } from '@/components/platform/PlatformOutage';
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

const STATUS_COLORS = { valid: 'success', upcoming: 'info', expired: 'default' } as const;

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
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }} data-testid="member-profile">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
            <Typography variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700 }}>
              {t('profile.membership')}
            </Typography>
            <Chip color={STATUS_COLORS[status]} label={t(`members.status.${status}`)} data-testid="member-status" data-status={status} />
          </Box>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.75 }}>
            {(
              [
                ['number', t('members.number'), member.memberNumber],
                ['class', t('members.class'), member.className ?? '—'],
                ['type', t('members.type'), member.membershipType],
                ['validity', t('members.validity'), t('members.validRange', { from: formatDay(member.validFrom, locale), until: formatDay(member.validUntil, locale) })],
                ['hometown', t('profile.hometown'), [member.city, member.state].filter(Boolean).join(', ') || '—'],
              ] as const
            ).map(([key, label, value]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 700 }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }} data-testid={`member-${key}`}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>

        <Box component="section" aria-labelledby="results-title" sx={{ mb: 4 }} data-testid="member-results">
          <Typography id="results-title" variant="h2" sx={{ fontSize: '1.3rem', mb: 1.5 }}>
            {t('profile.results')}
          </Typography>
          {results.length === 0 ? (
            <Typography data-testid="member-results-empty">{t('profile.noResults')}</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('profile.results')}>
                <TableHead>
                  <TableRow>
                    <TableCell scope="col">{t('profile.series')}</TableCell>
                    <TableCell scope="col">{t('members.class')}</TableCell>
                    <TableCell scope="col" align="right">
                      {t('profile.classRank')}
                    </TableCell>
                    <TableCell scope="col" align="right">
                      {t('profile.points')}
                    </TableCell>
                    <TableCell scope="col" align="right">
                      {t('profile.wins')}
                    </TableCell>
                    <TableCell scope="col" align="right">
                      {t('profile.podiums')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {results.map(({ series, row, className }) => (
                    <TableRow key={series.id} data-testid="member-series-row">
                      <TableCell component="th" scope="row">
                        <MuiLink component={NextLink} href={`/series/${series.id}`}>
                          {series.name}
                        </MuiLink>
                      </TableCell>
                      <TableCell>{className ?? '—'}</TableCell>
                      <TableCell align="right">{row.position}</TableCell>
                      <TableCell align="right">{row.total}</TableCell>
                      <TableCell align="right">{row.wins}</TableCell>
                      <TableCell align="right">{row.podiums}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Box>

        <Box component="section" aria-labelledby="attended-title" sx={{ mb: 4 }} data-testid="member-attended">
          <Typography id="attended-title" variant="h2" sx={{ fontSize: '1.3rem', mb: 1.5 }}>
            {t('profile.attended', { count: attended.length })}
          </Typography>
          {attended.length === 0 ? (
            <Typography>{t('profile.noAttended')}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {attended.map((a) => (
                <Box component="li" key={`${a.seriesId}-${a.eventId}`} data-testid="attended-event" sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="time" dateTime={a.startAt.toISOString()} variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
                      {formatDate(a.startAt, locale, 'date')}
                    </Typography>
                    <MuiLink component={NextLink} href={`/events/${a.eventId}`}>
                      {a.name}
                    </MuiLink>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('profile.round', { round: a.round, series: a.seriesName })}
                    </Typography>
                  </Box>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {t('profile.pointsEarned', { points: a.points })}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {t('profile.attendedNote')}
          </Typography>
        </Box>

        <Box component="section" aria-labelledby="registrations-title" data-testid="member-registrations">
          <Typography id="registrations-title" variant="h2" sx={{ fontSize: '1.3rem', mb: 1.5 }}>
            {t('profile.registrations')}
          </Typography>
          {registrations.length === 0 ? (
            <Typography>{t('profile.noRegistrations')}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {registrations.map(({ event, registrant }) => (
                <Box component="li" key={event.id} data-testid="member-registration" sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
                  <Typography component="time" dateTime={event.startAt.toISOString()} variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
                    {formatDate(event.startAt, locale, 'date', event.timeZone)}
                  </Typography>
                  <MuiLink component={NextLink} href={`/events/${event.id}`}>
                    {event.name}
                  </MuiLink>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {registrant.status === 'waitlisted'
                      ? t('profile.waitlisted', { className: registrant.className, position: registrant.waitlistPosition ?? 0 })
                      : t('profile.registered', { className: registrant.className })}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      </PageBody>
    </>
  );
}
