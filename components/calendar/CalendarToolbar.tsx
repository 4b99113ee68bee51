import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import TodayIcon from '@mui/icons-material/Today';
import { NextLink } from '@/components/ui/NextLink';
import { calendarHref, type TCalendarQuery } from '@/lib/calendar/query';
import { CALENDAR_VIEWS, type TCalendarView, type TPeriod } from '@/lib/calendar/views';
import type { TCalendarContext } from './types';

const VIEW_KEYS: Record<TCalendarView, string> = { day: 'viewDay', '4day': 'view4day', week: 'viewWeek', month: 'viewMonth' };

/**
 * The grid's controls, all plain links (no client code): the view (day, 4 days, week, month),
 * previous / today / next, and the period shown as the heading of the grid.
 */
export function CalendarToolbar({
  query,
  period,
  title,
  titleId,
  ctx,
}: {
  query: TCalendarQuery;
  period: TPeriod;
  title: string;
  titleId: string;
  ctx: TCalendarContext;
}) {
  const { t, today } = ctx;
  const href = (patch: Partial<TCalendarQuery>) => calendarHref({ ...query, ...patch }, today, 'calendar');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <Box component="nav" aria-label={t('views')}>
          <ButtonGroup size="small" variant="outlined">
            {CALENDAR_VIEWS.map((view) => {
              const active = view === query.view;
              return (
                <Button
                  key={view}
                  component={NextLink}
                  href={href({ view })}
                  variant={active ? 'contained' : 'outlined'}
                  aria-current={active ? 'true' : undefined}
                  data-testid={`calendar-view-${view}`}
                  sx={{ minHeight: 40, minWidth: { xs: 64, sm: 72 } }}
                >
                  {t(VIEW_KEYS[view])}
                </Button>
              );
            })}
          </ButtonGroup>
        </Box>
        <Box component="nav" aria-label={t('periodNav')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button component={NextLink} href={href({ date: period.prev })} variant="outlined" size="small" startIcon={<ChevronLeftIcon />} rel="prev" data-testid="calendar-prev" sx={{ minHeight: 40 }}>
            {t('previous')}
          </Button>
          <Button
            component={NextLink}
            href={href({ date: today })}
            variant="outlined"
            size="small"
            startIcon={<TodayIcon />}
            data-testid="calendar-today"
            sx={{ minHeight: 40 }}
          >
            {t('today')}
          </Button>
          <Button component={NextLink} href={href({ date: period.next })} variant="outlined" size="small" endIcon={<ChevronRightIcon />} rel="next" data-testid="calendar-next" sx={{ minHeight: 40 }}>
            {t('next')}
          </Button>
        </Box>
      </Box>
      <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }} data-testid="calendar-period">
        {title}
      </Typography>
    </Box>
  );
}
