import type { TClientName } from './upstream';

/**
 * Where the LiveLaps API is (README "Connect to LiveLaps", decision 024). The main domain's API is
 * `{domain}/laravel/public/api/v1/`; the api link, which answers the race calls and langs/current,
 * is the same base unless PLATFORM_API_LINK_URL says otherwise.
 */
export const LIVELAPS_API_PREFIX = 'laravel/public/api/v1/';

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** `{url}/laravel/public/api/v1/`, unless the URL already ends with that prefix. */
export function mainApiBase(url: string): string {
  const base = withSlash(url.trim());
  return base.toLowerCase().endsWith(LIVELAPS_API_PREFIX) ? base : `${base}${LIVELAPS_API_PREFIX}`;
}

export type TLivelapsBases = Record<TClientName, string>;

/** PLATFORM_API_URL and PLATFORM_API_LINK_URL as the two clients' bases. */
export function livelapsBases(mainUrl: string, linkUrl?: string): TLivelapsBases {
  const main = mainApiBase(mainUrl);
  return { main, link: linkUrl ? withSlash(linkUrl.trim()) : main };
}

export type TAutoHostsConfig = {
  /** The site's public origin (SITE_URL): its host is always one the site answers to. */
  siteUrl: string;
  /** Other host names the site answers to (PLATFORM_API_HOSTS). */
  allowedHosts: readonly string[];
  /** PLATFORM_API_LINK_URL: the API used when the request's host gives none (localhost). */
  linkUrl?: string;
};

/** localhost, *.localhost, 127.0.0.0/8 and ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(h) || h === '::1';
}

/** The host name of a Host or X-Forwarded-Host value ("www.Example.org:443, proxy" → "www.example.org"). */
export function hostnameOf(host: string | null | undefined): string | undefined {
  const first = host?.split(',')[0]?.trim().toLowerCase();
  if (!first) return undefined;
  try {
    return new URL(`http://${first}`).hostname.replace(/\.$/, '') || undefined;
  } catch {
    return undefined;
  }
}

/**
 * PLATFORM_API_URL=auto: the hosts derive from the request's host, as the original site does: a
 * request to `www.example.org` uses `https://www.example.org/laravel/public/api/v1/` for both
 * clients. Only host names the site is known by (SITE_URL's, PLATFORM_API_HOSTS) are used, so a
 * forged Host header cannot send the server's calls elsewhere. On localhost, for any other host
 * and outside a request, the hosts come from the environment: PLATFORM_API_LINK_URL when set
 * (both clients), else SITE_URL's origin.
 */
export function autoBases(requestHost: string | null | undefined, config: TAutoHostsConfig): TLivelapsBases {
  const site = new URL(config.siteUrl);
  const hostname = hostnameOf(requestHost);
  const known = new Set([site.hostname.toLowerCase(), ...config.allowedHosts.map((h) => h.toLowerCase())]);
  if (hostname && !isLoopbackHost(hostname) && known.has(hostname)) {
    return livelapsBases(`${hostname === site.hostname ? site.protocol : 'https:'}//${hostname}`);
  }
  if (config.linkUrl) {
    const base = withSlash(config.linkUrl.trim());
    return { main: base, link: base };
  }
  return livelapsBases(site.origin);
}
