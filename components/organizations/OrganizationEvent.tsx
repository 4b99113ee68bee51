import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { eventPlace } from '@/components/promoters/EventList';
import { RegistrationState } from '@/components/promoters/RegistrationState';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { getRegistrationCounts, listRegistrants } from '@/lib/events/access';
import { timeZoneLabel } from '@/lib/events/format';
import { formatDate, formatDateRange, formatMoney } from '@/lib/i18n/format';
import { loadOr } from '@/lib/http/safe';
import type { TEvent, TRegistrant } from '@/lib/platform/port';

/**
 * An event inside an organisation (seed §2 /organizations/{id?}/events/{eventId}): summary,
 * registration state, counts, the registered riders per class and the waiting list.
 */
export async function OrganizationEvent({ event, locale }: { event: TEvent; locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: 'Organizations.event' });
  const [counts, registrants] = await Promise.all([
    loadOr('registration counts', () => getRegistrationCounts(event.id), null),
    loadOr('registrants', () => listRegistrants(event.id, { locale }), [] as TRegistrant[]),
  ]);
  const registered = registrants.filter((r) => r.status === 'registered');
  const waiting = registrants
    .filter((r) => r.status === 'waitlisted')
    .sort((a, b) => (a.waitlistPosition ?? Infinity) - (b.waitlistPosition ?? Infinity) || a.id - b.id);
  const byClass = event.classes
    .map((c) => ({ ...c, riders: registered.filter((r) => r.classId === c.id) }))
    .filter((c) => c.riders.length > 0);
  // Riders in a class the event no longer lists still show, under their own class name.
  const listed = new Set(event.classes.map((c) => c.id));
  for (const r of registered.filter((x) => !listed.has(x.classId))) {
    const group = byClass.find((c) => c.id === r.classId);
    if (group) group.riders.push(r);
    else byClass.push({ id: r.classId, code: '', name: r.className, capacity: undefined, awardedPositions: 0, riders: [r] });
  }
  const place = eventPlace(event);
  const openingsLeft = counts?.capacity != null ? Math.max(0, counts.capacity - counts.count) : null;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }} data-testid="organization-event">
      <Box component="section" aria-labelledby="event-summary-title" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
        <Typography id="event-summary-title" variant="h2" sx={{ fontSize: '1.4rem' }}>
          {t('summary')}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}>
          <Term>{t('when')}</Term>
          <Detail>
            {formatDateRange(event.startAt, event.endAt, locale, event.timeZone)} · {formatDate(event.startAt, locale, 'time', event.timeZone)}–
            {formatDate(event.endAt, locale, 'time', event.timeZone)} {timeZoneLabel(event.startAt, event.timeZone, locale)}
          </Detail>
          {place ? (
            <>
              <Term>{t('where')}</Term>
              <Detail>{place}</Detail>
            </>
          ) : null}
          <Term>{t('promoter')}</Term>
          <Detail>
            <MuiLink component={NextLink} href={`/promoters/${event.promoter.id}`}>
              {event.promoter.name}
            </MuiLink>
          </Detail>
          {event.series.length > 0 ? (
            <>
              <Term>{t('series')}</Term>
              <Detail>
                {event.series.map((s, i) => (
                  <span key={s.id}>
                    {i > 0 ? ', ' : ''}
                    <MuiLink component={NextLink} href={`/series/${s.id}`}>
                      {s.name}
                    </MuiLink>
                  </span>
                ))}
              </Detail>
            </>
          ) : null}
          {event.registrationFeeCents !== undefined ? (
            <>
              <Term>{t('fee')}</Term>
              <Detail>{formatMoney(event.registrationFeeCents, event.currency, locale)}</Detail>
            </>
          ) : null}
        </Box>
        {event.description ? <Typography>{event.description}</Typography> : null}
        {event.status === 'cancelled' ? (
          <Typography sx={{ fontWeight: 700, color: 'error.main' }} data-testid="event-cancelled">
            {t('cancelled')}
          </Typography>
        ) : (
          <RegistrationState state={event.registration} locale={locale} timeZone={event.timeZone} membersOnly={event.membersOnly} />
        )}
        <Box>
          <Button component={NextLink} href={`/events/${event.id}`} variant="outlined">
            {t('fullEvent')}
          </Button>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="registrants-title" data-testid="registrants">
        <Typography id="registrants-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          {t('registrants')}
        </Typography>
        {counts ? (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="registration-counts">
            <CountItem testId="count-registered" label={t('registeredCount')} value={counts.capacity === null ? String(counts.count) : t('ofCapacity', { count: counts.count, capacity: counts.capacity })} />
            {openingsLeft !== null ? <CountItem testId="count-openings" label={t('openingsLeft')} value={String(openingsLeft)} /> : null}
            <CountItem testId="count-waitlisted" label={t('waitlistedCount')} value={String(counts.waitlisted)} />
          </Box>
        ) : null}
        {byClass.length === 0 ? (
          <Typography data-testid="registrants-empty">{t('noRegistrants')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
            {byClass.map((c) => (
              <Box component="section" key={c.id} aria-labelledby={`class-${c.id}-title`} data-testid="registrant-class" data-class-id={c.id}>
                <Typography id={`class-${c.id}-title`} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 0.5 }}>
                  {c.name}{' '}
                  <Typography component="span" sx={{ fontWeight: 400, color: 'text.secondary' }} data-testid="class-count">
                    {c.capacity !== undefined ? t('classCountOf', { count: c.riders.length, capacity: c.capacity }) : t('classCount', { count: c.riders.length })}
                  </Typography>
                </Typography>
                <RiderTable riders={c.riders} caption={c.name} labels={{ number: t('number'), name: t('rider'), brand: t('brand'), from: t('hometown') }} />
              </Box>
            ))}
          </Box>
        )}
      </Box>

      <Box component="section" aria-labelledby="waiting-title" data-testid="waiting-list">
        <Typography id="waiting-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          {t('waitingList')}
        </Typography>
        {waiting.length === 0 ? (
          <Typography data-testid="waiting-empty">{t('noWaiting')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('waitingList')}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{t('position')}</TableCell>
                  <TableCell scope="col">{t('rider')}</TableCell>
                  <TableCell scope="col">{t('class')}</TableCell>
                  <TableCell scope="col">{t('number')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {waiting.map((r, i) => (
                  <TableRow key={r.id} data-testid="waiting-row">
                    <TableCell data-testid="waiting-position">{r.waitlistPosition ?? i + 1}</TableCell>
                    <TableCell component="th" scope="row">
                      {r.firstName} {r.lastName}
                    </TableCell>
                    <TableCell>{r.className}</TableCell>
                    <TableCell>{r.number ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Box>
    </Box>
  );
}

function Term({ children }: { children: ReactNode }) {
  return (
    <Typography component="dt" sx={{ fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

function Detail({ children }: { children: ReactNode }) {
  return (
    <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
      {children}
    </Typography>
  );
}

function CountItem({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box component="li" data-testid={testId} sx={{ px: 1.5, py: 0.75, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography component="span" variant="body2">
        {label}:{' '}
      </Typography>
      <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </Box>
  );
}

function RiderTable({ riders, caption, labels }: { riders: TRegistrant[]; caption: string; labels: { number: string; name: string; brand: string; from: string } }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell scope="col" sx={{ width: '5rem' }}>
              {labels.number}
            </TableCell>
            <TableCell scope="col">{labels.name}</TableCell>
            <TableCell scope="col">{labels.brand}</TableCell>
            <TableCell scope="col">{labels.from}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {riders.map((r) => (
            <TableRow key={r.id} data-testid="registrant-row">
              <TableCell>{r.number ?? '—'}</TableCell>
              <TableCell component="th" scope="row">
                {r.firstName} {r.lastName}
              </TableCell>
              <TableCell>{r.brand ?? '—'}</TableCell>
              <TableCell>{[r.city, r.state].filter(Boolean).join(', ') || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
