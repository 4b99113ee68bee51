import buttons from '@/components/layout/button.module.css';
import { feedUrls, type TFeed } from '@/lib/calendar/feeds';
import styles from './calendar.module.css';
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
    <details className={styles.subscribe} data-testid="calendar-subscribe">
      <summary>{t('subscribe')}</summary>
      <p>{t('subscribeIntro')}</p>
      <ul>
        {feeds.map(({ name, feed }) => {
          const urls = feedUrls(siteUrl, feed, locale);
          return (
            <li key={feed.kind} data-testid="subscribe-feed" data-feed={feed.kind}>
              <span className={styles.feedName}>{name}</span>
              <a className={buttons.contained} href={urls.webcal} aria-label={t('subscribeWebcalLabel', { name })} data-testid="subscribe-webcal">
                {t('subscribeWebcal')}
              </a>
              <a className={buttons.outlined} href={urls.https} aria-label={t('icalLinkLabel', { name })} data-testid="subscribe-https">
                {t('icalLink')}
              </a>
              <CopyLinkButton url={urls.https} label={t('copyLink')} ariaLabel={t('copyLinkLabel', { name })} copiedLabel={t('copied')} />
            </li>
          );
        })}
      </ul>
    </details>
  );
}
