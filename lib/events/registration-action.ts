import type { TEventSummary } from '../platform/port';

/**
 * What an event's "register" action is (seed §4, §6), whichever platform: register, pre-register
 * (members only, seed §6) or join the waiting list, and where it leads.
 * - The embedded platform: the app's own participant registration, carrying the event
 *   (`/registration/participant?event={id}`; the thank-you page leads back to the event).
 * - LiveLaps: the platform's registration page of the event (`{origin}/event?{id}`,
 *   lib/platform/registration-link.ts), never the app's account creation; only when the platform
 *   allows online registration (permission registerOnline) and the event is not over. LiveLaps
 *   tells no registration window (its state is `none`): the action is then "register".
 */
export type TRegisterLabel = 'register' | 'preRegister' | 'joinWaitingList';

export type TRegisterAction =
  | { target: 'account'; href: string; label: TRegisterLabel }
  | { target: 'platform'; href: string; label: TRegisterLabel };

type TActionEvent = Pick<TEventSummary, 'id' | 'status' | 'endAt' | 'registration'> & { membersOnly?: boolean };

/** The app's account creation for a registration to an event. */
export function accountRegistrationHref(eventId: number): string {
  return `/registration/participant?event=${eventId}`;
}

/** Cancelled, finished, or past its end at `now` (as lib/platform/registration-state.ts counts "done"). */
export function isEventOver(event: Pick<TEventSummary, 'status' | 'endAt'>, now: Date): boolean {
  return event.status === 'cancelled' || event.status === 'finished' || now.getTime() > event.endAt.getTime();
}

/** The action a registration state offers, or null (not open yet, closed, done; `none` only on the platform). */
export function registerLabel(event: TActionEvent, options: { onPlatform: boolean }): TRegisterLabel | null {
  switch (event.registration.kind) {
    case 'open':
      return event.membersOnly ? 'preRegister' : 'register';
    case 'full':
      return 'joinWaitingList';
    case 'none':
      return options.onPlatform ? 'register' : null;
    default:
      return null;
  }
}

/**
 * The action an event offers. `platformUrl` null: the embedded platform (the app's registration,
 * as its state says). Else LiveLaps: its registration page, when `allowed` (registerOnline) and
 * the event is not over at `now`.
 */
export function registrationAction(
  event: TActionEvent,
  options: { platformUrl: string | null; allowed: boolean; now: Date },
): TRegisterAction | null {
  if (options.platformUrl === null) {
    const label = registerLabel(event, { onPlatform: false });
    return label ? { target: 'account', href: accountRegistrationHref(event.id), label } : null;
  }
  if (!options.allowed || isEventOver(event, options.now)) return null;
  const label = registerLabel(event, { onPlatform: true });
  return label ? { target: 'platform', href: options.platformUrl, label } : null;
}
