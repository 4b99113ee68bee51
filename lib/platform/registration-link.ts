import 'server-only';
import { requestHost } from './request-host';
import { env, type TEnv } from '../env';
import { autoBases } from './livelaps/hosts';
import { selectPlatform } from './select';

/**
 * Where a rider registers for an event on LiveLaps: the platform's own registration page of the
 * event, `{main origin}/event?{eventId}` (literally `?` and the id: https://www.livelaps.com/event?12345).
 * The main origin is PLATFORM_API_URL's; with PLATFORM_API_URL=auto, the origin LiveLaps has for the
 * request's host (lib/platform/livelaps/hosts.ts `autoBases`, as lib/platform/index.ts picks it).
 * The embedded platform has no such page: registration there is the app's own (account creation
 * carrying the event, /registration/participant?event={id}).
 */
export type TRegistrationLinkEnv = Pick<TEnv, 'PLATFORM_API_URL' | 'PLATFORM_API_LINK_URL' | 'PLATFORM_API_HOSTS' | 'SITE_URL'>;

/** Whether the configuration selects LiveLaps (a URL or `auto`), not the embedded platform. */
export function registersOnPlatform(e: TRegistrationLinkEnv = env): boolean {
  return selectPlatform(e).kind !== 'embedded';
}

/** The platform's main origin for a request to `requestHost` (null: the embedded platform). */
export function platformMainOrigin(e: TRegistrationLinkEnv, requestHost: string | null | undefined): string | null {
  const selection = selectPlatform(e);
  switch (selection.kind) {
    case 'embedded':
      return null;
    case 'livelaps':
      return new URL(selection.bases.main).origin;
    case 'auto':
      return new URL(autoBases(requestHost, selection.config).main).origin;
  }
}

/** `{origin}/event?{eventId}`, or null for an id that is not a positive integer. */
export function registrationUrlAt(origin: string, eventId: number): string | null {
  if (!Number.isSafeInteger(eventId) || eventId <= 0) return null;
  return `${origin}/event?${eventId}`;
}


/**
 * The platform's registration page of an event, or null on the embedded platform (or for an id
 * that is not a positive integer). `env` and `requestHost` default to the process's and the
 * request's (tests give theirs).
 */
export async function platformRegistrationUrl(
  eventId: number,
  options: { env?: TRegistrationLinkEnv; requestHost?: string | null } = {},
): Promise<string | null> {
  const e = options.env ?? env;
  const selection = selectPlatform(e);
  if (selection.kind === 'embedded') return null;
  const host = selection.kind === 'auto' ? (options.requestHost !== undefined ? options.requestHost : await requestHost()) : null;
  const origin = platformMainOrigin(e, host);
  return origin === null ? null : registrationUrlAt(origin, eventId);
}
