/**
 * Business constants from the specification (seed section 9). One source of truth: import these,
 * never repeat the numbers.
 */
import type { LOCALES } from '../server/site.mjs';

/** The base path, the languages and the language cookie: declared with the production server's settings. */
export { BASE_PATH, DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, LOCALES } from '../server/site.mjs';
export type TLocale = (typeof LOCALES)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 255;
/** An email address: at most this many characters (the SMTP path limit, RFC 5321). */
export const EMAIL_MAX = 254;
export const ADDRESS_MIN = 4;
export const ADDRESS_MAX = 100;
export const ADDRESS_INPUT_MAX = 99;
/** Name and place inputs take this many characters as typed: more than their limit (50), so a value too long is told, not cut. */
export const NAME_INPUT_MAX = 60;
export const PHONE_DIGITS = 10;
export const POSTAL_MIN = 2;
export const POSTAL_MAX = 10;

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const RESET_MAIL_WITHIN_MINUTES = 15;

export const SEARCH_TEXT_MAX = 50;
export const SEARCH_TIMEOUT_MS = 5000;
export const PARAMETERS_PAGE_SIZE = 100;
export const MENU_PAGE_SIZE = 1000;
export const TITLE_DELAY_MS = 500;
export const DEFAULT_TIME_FORMAT = 1;
export const SERIES_TYPES = ['final', 'overall'] as const;
export const DEFAULT_LAYOUT = 'default';
export const CALENDAR_YEARS_BACK = 2;

export const SPONSOR_DEFAULT_SPEED = 30_000;
export const SPONSOR_DEFAULT_HEIGHT = 75;
export const SPONSOR_MIN_SPACING = 20;

export const PARTICIPANT_TABS = 5;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const FETCH_DELAY_MS = 200;
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;
export const STICKY_HEADER_THRESHOLD = 100;
/** Live results: how often an open page asks for a newer version (and how long the platform's live answers are shared). */
export const LIVE_POLL_MS = 5000;
/**
 * Live results pushed (lib/results/live-feed.ts, docs/decisions/031): the server reads a live race's
 * version this often, once for all the viewers of the race on that server, so that a change reaches
 * open pages within about a second, re-render included. (On LiveLaps the adapter still asks upstream at most once per
 * LIVE_POLL_MS: the reads in between are answered from its cache.)
 */
export const LIVE_FEED_POLL_MS = 500;
/** The live results stream sends a heartbeat this often: proxies keep it open, and the page knows it is alive. */
export const LIVE_HEARTBEAT_MS = 15_000;
/** At most this many races are watched at once by one server; a viewer of another live race polls instead. */
export const LIVE_FEED_MAX_RACES = 100;

/** Menu breakpoint: below this width a slide-out drawer replaces the top menu. */
export const DRAWER_BREAKPOINT = 1366;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1366, xl: 1367 } as const;
export const BREADCRUMB_DIVIDER = '/';

/** Content ids the demo data and tests rely on. */
export const DEFAULT_ORGANIZATION_ID = 1;
export const DEFAULT_PROMOTER_ID = 1;
