import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { formatDate } from '@/lib/i18n/format';
import { eventsByMonth } from '@/lib/organizations/calendar';
import type { TEventSummary } from '@/lib/platform/port';
import { eventPlace } from './EventList';

/** A compact calendar: months with their events (day, name, place), earliest first. */
export function EventCalendar({
  events,
  locale,
  empty,
  eventHref = (id) => `/events/${id}`,
  cancelledLabel,
}: {
  events: TEventSummary[];
  locale: TLocale;
  empty: string;
  eventHref?: (id: number) => string;
  cancelledLabel: string;
}) {
  const months = eventsByMonth(events, locale);
  if (months.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }} data-testid="calendar-empty">
        {empty}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }} data-testid="event-calendar">
      {months.map((month) => (
        <Box component="section" key={month.key} aria-labelledby={`month-${month.key}`} data-testid="calendar-month">
          <Typography id={`month-${month.key}`} variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1, pb: 0.5, borderBottom: 2, borderColor: 'primary.main' }}>
            {month.label}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {month.events.map((event) => {
              const startDay = formatDate(event.startAt, locale, 'dayMonth', event.timeZone);
              const endDay = formatDate(event.endAt, locale, 'dayMonth', event.timeZone);
              const cancelled = event.status === 'cancelled';
              return (
                <Box
                  component="li"
                  key={event.id}
                  data-testid="calendar-event"
                  sx={{ display: 'grid', gridTemplateColumns: { xs: '5.5rem 1fr', sm: '8rem 1fr' }, gap: 1.5, py: 0.75, borderBottom: 1, borderColor: 'divider' }}
                >
                  <Typography component="time" dateTime={event.startAt.toISOString()} variant="body2" sx={{ fontWeight: 600 }}>
                    {startDay === endDay ? startDay : `${startDay} – ${endDay}`}
                  </Typography>
                  <Box sx={{ minWidth: 0 }}>
                    <MuiLink component={NextLink} href={eventHref(event.id)} underline="hover" sx={cancelled ? { textDecoration: 'line-through' } : undefined}>
                      {event.name}
                    </MuiLink>
                    {cancelled ? (
                      <Typography component="span" variant="body2" sx={{ ml: 1, color: 'text.secondary' }}>
                        ({cancelledLabel})
                      </Typography>
                    ) : null}
                    {eventPlace(event) ? (
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {eventPlace(event)}
                      </Typography>
                    ) : null}
                  </Box>
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
