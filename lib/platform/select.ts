import type { TEnv } from '../env';
import { autoBases, livelapsBases, type TAutoHostsConfig, type TLivelapsBases } from './livelaps/hosts';
import type { PlatformPort } from './port';

/**
 * Which racing platform the configuration selects (README "Connect to LiveLaps"):
 * - PLATFORM_API_URL unset: the embedded platform (the app's database);
 * - a URL: LiveLaps there, with PLATFORM_API_LINK_URL (default `{url}/laravel/public/api/v1/`);
 * - `auto`: LiveLaps on the request's host (see `autoBases`).
 */
export type TPlatformSelection =
  | { kind: 'embedded' }
  | { kind: 'livelaps'; bases: TLivelapsBases }
  | { kind: 'auto'; config: TAutoHostsConfig };

export function selectPlatform(e: Pick<TEnv, 'PLATFORM_API_URL' | 'PLATFORM_API_LINK_URL' | 'PLATFORM_API_HOSTS' | 'SITE_URL'>): TPlatformSelection {
  if (!e.PLATFORM_API_URL) return { kind: 'embedded' };
  if (e.PLATFORM_API_URL === 'auto') {
    return { kind: 'auto', config: { siteUrl: e.SITE_URL, allowedHosts: e.PLATFORM_API_HOSTS, linkUrl: e.PLATFORM_API_LINK_URL } };
  }
  return { kind: 'livelaps', bases: livelapsBases(e.PLATFORM_API_URL, e.PLATFORM_API_LINK_URL) };
}

/** Every method of the port, so a port built method by method cannot miss one. */
export const PLATFORM_METHODS = {
  listEvents: true,
  getEvent: true,
  listPromoters: true,
  getPromoter: true,
  getOrganization: true,
  listSeries: true,
  getCalendar: true,
  searchRacers: true,
  getRacerProfile: true,
  listRiderStandings: true,
  listRiderRegistrations: true,
  getRegistrationCounts: true,
  listRegistrants: true,
  listClasses: true,
  hasPermission: true,
  getRaceResults: true,
  getRaceTiming: true,
  getSeriesStandings: true,
  searchResultEvents: true,
  getCurrentLanguage: true,
} as const satisfies Record<keyof PlatformPort, true>;

/**
 * PLATFORM_API_URL=auto: one port whose every call goes to the LiveLaps of the request's host.
 * A port per pair of bases is made on first use and kept (there are only as many as the host
 * names the site is known by, plus the environment's).
 */
export function createAutoPlatform(
  config: TAutoHostsConfig,
  requestHost: () => Promise<string | null | undefined>,
  create: (bases: TLivelapsBases) => PlatformPort,
): PlatformPort {
  const ports = new Map<string, PlatformPort>();
  async function portOfRequest(): Promise<PlatformPort> {
    const bases = autoBases(await requestHost(), config);
    const key = `${bases.main} ${bases.link}`;
    let port = ports.get(key);
    if (!port) ports.set(key, (port = create(bases)));
    return port;
  }
  const port = Object.fromEntries(
    Object.keys(PLATFORM_METHODS).map((method) => [
      method,
      async (...args: unknown[]) => {
        const target = await portOfRequest();
        return (target[method as keyof PlatformPort] as (...a: unknown[]) => Promise<unknown>)(...args);
      },
    ]),
  );
  return port as PlatformPort;
}
