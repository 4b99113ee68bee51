import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { feedUrls, type TFeed } from '@/lib/calendar/feeds';
import { CopyLinkButton } from './CopyLinkButton';
import type { TCalendarContext } from './types';

export type TSubscription = { name: string; feed: TFeed };

/**
 * "Subscribe" (webcal://, opens the calendar app) and the https address (for apps that take a
 * URL) of the feeds that match the page: all events, and the chosen promoter and series.
 */
export function SubscribeLinks({ feeds, siteUrl, ctx }: { feeds: TSubscription[]; siteUrl: string; ctx: TCalendarContext }) {
  const { t, locale } = ctx;
  return (
    <Box component="details" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }} data-testid="calendar-subscribe">
      <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 700, minHeight: 32, display: 'list-item' }}>
        <EventRepeatIcon fontSize="small" sx={{ verticalAlign: 'text-bottom', mr: 0.5 }} aria-hidden />
        {t('subscribe')}
      </Box>
      <Typography variant="body2" sx={{ my: 1 }}>
        {t('subscribeIntro')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {feeds.map(({ name, feed }) => {
          const urls = feedUrls(siteUrl, feed, locale);
          return (
            <Box component="li" key={feed.kind} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-testid="subscribe-feed" data-feed={feed.kind}>
              <Typography component="span" sx={{ fontWeight: 600, flex: '1 1 12rem', minWidth: 0 }}>
                {name}
              </Typography>
              <Button size="small" variant="contained" href={urls.webcal} aria-label={t('subscribeWebcalLabel', { name })} data-testid="subscribe-webcal">
                {t('subscribeWebcal')}
              </Button>
              <Button size="small" variant="outlined" href={urls.https} aria-label={t('icalLinkLabel', { name })} data-testid="subscribe-https">
                {t('icalLink')}
              </Button>
              <CopyLinkButton url={urls.https} label={t('copyLink')} ariaLabel={t('copyLinkLabel', { name })} copiedLabel={t('copied')} />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
