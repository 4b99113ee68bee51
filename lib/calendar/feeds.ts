import { z } from 'zod';
import { BASE_PATH, DEFAULT_LOCALE, LOCALES, type TLocale } from '../constants';
import { ZIdSchema } from '../validation/params';

/**
 * iCal feed names: all.ics, promoter-{id}.ics, series-{id}.ics, event-{id}.ics, served by
 * /api/calendar/{name}?locale=en|es|fr.
 */
export type TFeed = { kind: 'all' } | { kind: 'promoter' | 'series' | 'event'; id: number };

const ZFeedName = z.union([
  z.literal('all.ics').transform((): TFeed => ({ kind: 'all' })),
  z
    .string()
    .regex(/^(promoter|series|event)-\d+\.ics$/)
    .transform((name) => {
      const [, kind, id] = /^(promoter|series|event)-(\d+)\.ics$/.exec(name)!;
      return { kind: kind as 'promoter' | 'series' | 'event', id: id! };
    })
    .pipe(z.object({ kind: z.enum(['promoter', 'series', 'event']), id: ZIdSchema })),
]);

/** The feed a file name asks for; null for a malformed name (an id must be a positive integer). */
export function parseFeedName(name: string): TFeed | null {
  const result = ZFeedName.safeParse(name);
  return result.success ? result.data : null;
}

/** The feed's language from `?locale=`; a missing or unknown value gives the default. */
export const ZFeedLocale = z.enum(LOCALES).catch(DEFAULT_LOCALE);

export function feedFileName(feed: TFeed): string {
  return feed.kind === 'all' ? 'all.ics' : `${feed.kind}-${feed.id}.ics`;
}

/** The feed's path on the site (with the base path): a same-site "Add to calendar" link. */
export function feedPath(feed: TFeed, locale: TLocale): string {
  return `${BASE_PATH}/api/calendar/${feedFileName(feed)}?locale=${locale}`;
}

/** The feed's absolute address over https and webcal (subscribing needs an absolute address). */
export function feedUrls(siteUrl: string, feed: TFeed, locale: TLocale): { https: string; webcal: string } {
  const https = `${siteUrl.replace(/\/+$/, '')}${feedPath(feed, locale)}`;
  return { https, webcal: https.replace(/^https?:\/\//, 'webcal://') };
}
