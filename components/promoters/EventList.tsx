import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { formatDate, formatDateRange } from '@/lib/i18n/format';
import type { TEventSummary } from '@/lib/platform/port';
import { RegistrationState } from './RegistrationState';

export function eventPlace(event: Pick<TEventSummary, 'venue' | 'city' | 'state'>): string {
  return [event.venue, [event.city, event.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
}

/**
 * A list of events: name (link), dates and hours in the event's time zone, place, promoter
 * (optional), status when cancelled or live, and the registration state.
 */
export async function EventList({
  events,
  locale,
  membersOnly,
  empty,
  eventHref = (id) => `/events/${id}`,
  showPromoter = false,
  showRegistration = true,
  testId = 'event-list',
}: {
  events: TEventSummary[];
  locale: TLocale;
  membersOnly: Set<number>;
  empty: string;
  eventHref?: (id: number) => string;
  showPromoter?: boolean;
  showRegistration?: boolean;
  testId?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Promoters' });
  if (events.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }} data-testid={`${testId}-empty`}>
        {empty}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }} data-testid={testId}>
      {events.map((event) => {
        const place = eventPlace(event);
        return (
          <Box
            component="li"
            key={event.id}
            data-testid="event-item"
            data-event-id={event.id}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 0.75 }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, justifyContent: 'space-between' }}>
              <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, m: 0 }}>
                <MuiLink component={NextLink} href={eventHref(event.id)} underline="hover">
                  {event.name}
                </MuiLink>
              </Typography>
              {event.status === 'cancelled' || event.status === 'live' ? (
                <Chip size="small" color={event.status === 'live' ? 'error' : 'default'} label={t(`status.${event.status}`)} data-testid="event-status" />
              ) : null}
            </Box>
            <Typography variant="body2">
              <time dateTime={event.startAt.toISOString()}>{formatDateRange(event.startAt, event.endAt, locale, event.timeZone)}</time>
              {' · '}
              {formatDate(event.startAt, locale, 'time', event.timeZone)}–{formatDate(event.endAt, locale, 'time', event.timeZone)}
              {place ? ` · ${place}` : ''}
            </Typography>
            {showPromoter ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('promotedBy', { name: event.promoter.name })}
              </Typography>
            ) : null}
            {showRegistration && event.status !== 'cancelled' ? (
              <RegistrationState state={event.registration} locale={locale} timeZone={event.timeZone} membersOnly={membersOnly.has(event.id)} dense />
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
