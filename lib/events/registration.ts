import 'server-only';
import type { TLocale } from '../constants';
import { log } from '../log';
import { isPlatformDown } from '../platform/available';
import { askPermission } from '../platform/permission';
import type { TEvent } from '../platform/port';
import { platformRegistrationUrl, registersOnPlatform, type TRegistrationLinkEnv } from '../platform/registration-link';
import { loadDefaults } from '../content/defaults';
import { loadOrganization } from '../organizations/data';
import { loadEvent } from './access';
import { isEventOver, registerLabel, registrationAction, type TRegisterAction } from './registration-action';

/**
 * The register action of an event page (lib/events/registration-action.ts). On LiveLaps it asks
 * the platform's register-online permission (seed §6) first, and only for an event that is not
 * over and whose state offers an action; a refusal, or a check that fails, shows no action. The
 * platform being down costs the action, not the page (logged). The embedded platform asks nothing:
 * the event's registration state says it all (open, or full with the waiting list).
 */
export async function loadRegistrationAction(
  event: TEvent,
  options: { now?: Date; env?: TRegistrationLinkEnv; requestHost?: string | null } = {},
): Promise<TRegisterAction | null> {
  const now = options.now ?? new Date();
  if (!registersOnPlatform(options.env)) return registrationAction(event, { platformUrl: null, allowed: true, now });
  if (isEventOver(event, now) || registerLabel(event, { onPlatform: true }) === null) return null;
  const [allowed, platformUrl] = await Promise.all([registerOnlineAllowed(event.id), platformRegistrationUrl(event.id, options)]);
  if (platformUrl === null) return null;
  return registrationAction(event, { platformUrl, allowed, now });
}

async function registerOnlineAllowed(eventId: number): Promise<boolean> {
  try {
    return await askPermission({ kind: 'registerOnline', eventId });
  } catch (error) {
    if (!isPlatformDown(error)) throw error;
    log.warn({ err: error, eventId }, 'register-online permission: racing platform unavailable, no register link');
    return false;
  }
}

/** The event a new participant came to register for: its id, and its name when the platform could tell it. */
export type TReturnEvent = { id: number; name: string | null };

/**
 * The event to lead back to after the account creation (`?event=` of the registration and
 * thank-you pages, already validated): null without one, or when the platform does not know or
 * show it (no link to a missing page); when the platform fails to answer, the link stays, without
 * the name (logged). Never throws.
 */
export async function loadReturnEvent(eventId: number | null, locale: TLocale): Promise<TReturnEvent | null> {
  if (eventId === null) return null;
  try {
    const event = await loadEvent(eventId, locale);
    return event ? { id: event.id, name: event.name } : null;
  } catch (error) {
    log.warn({ err: error, eventId }, 'event to return to after registration: not read, linked without its name');
    return { id: eventId, name: null };
  }
}

/**
 * A members-only event of the registration page (pre-registration, seed §6), with its
 * organisation (the event's, else the site's default) and that organisation's name; null for an
 * event open to all, or when the platform cannot tell (logged: the page then shows no check).
 */
export async function membersOnlyEvent(eventId: number, locale: TLocale): Promise<{ event: TEvent; organizationId: number; organizationName: string } | null> {
  try {
    const event = await loadEvent(eventId, locale);
    if (!event?.membersOnly) return null;
    const organizationId = event.organizationId ?? (await loadDefaults()).organizationId;
    const organization = await loadOrganization(organizationId, locale).catch(() => null);
    return { event, organizationId, organizationName: organization?.name ?? '' };
  } catch (error) {
    log.warn({ err: error, eventId }, 'members-only check of a registration: event not read');
    return null;
  }
}
