import { inArray } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { accounts } from '@/lib/db/schema/accounts';
import type { TOrganiserPlatform } from '@/lib/organiser/access';
import type { TEvent, TPromoter } from '@/lib/platform/port';

/**
 * What the organiser area's database tests share: the racing platform's stand-in (the promoters,
 * their organisations and their events, as each test describes them) and the accounts that may
 * sign in. Each test keeps its own data (which event is whose, when it runs, its time zone and
 * status); this module only answers the platform's questions from it.
 */

/** What a test says of one of its events besides its promoter: read at each call (dates relative to now). */
export type TStubEventDetails = Pick<TEvent, 'startAt' | 'endAt' | 'timeZone' | 'status'> & Partial<Pick<TEvent, 'races'>>;

export type TStubPlatform = TOrganiserPlatform & {
  /** The whole event as `getEvent` answers it (the id must be one of the test's events). */
  eventOf(id: number): TEvent;
};

/**
 * The platform of a test's world: `promoters` by id (a promoter's `organizationId` makes its
 * organisation, named `Organisation <id>`), `events` by id with each one's promoter (and whatever
 * else the test keeps of it), and `details(id, event)` for each event's dates, time zone, status
 * and races (none unless given), asked at each call. `events` too is read at each call, so a test
 * may add an event in its set-up. An event's name is `Event <id>`; it has no series, classes or
 * registration, and is in CAD. `listEvents` answers a promoter's events, or else an organisation's.
 */
export function organiserPlatform<E extends { promoterId: number }>({
  promoters,
  events,
  details,
}: {
  promoters: Record<number, TPromoter>;
  events: Record<number, E>;
  details: (id: number, event: E) => TStubEventDetails;
}): TStubPlatform {
  const promoterOf = (eventId: number) => promoters[events[eventId]!.promoterId]!;
  const eventOf = (id: number): TEvent => ({
    id,
    name: `Event ${id}`,
    promoter: promoterOf(id),
    seriesIds: [],
    registration: { kind: 'none' },
    races: [],
    series: [],
    classes: [],
    membersOnly: false,
    currency: 'CAD',
    ...details(id, events[id]!),
  });
  return {
    eventOf,
    getEvent: async (id) => (events[id] !== undefined ? eventOf(id) : null),
    getPromoter: async (id) => promoters[id] ?? null,
    getOrganization: async (id) => (Object.values(promoters).some((p) => p.organizationId === id) ? { id, name: `Organisation ${id}` } : null),
    listPromoters: async ({ organizationId }) => Object.values(promoters).filter((p) => p.organizationId === organizationId),
    listEvents: async ({ organizationId, promoterId }) =>
      Object.keys(events)
        .map(Number)
        .filter((id) => (promoterId !== undefined ? events[id]!.promoterId === promoterId : promoterOf(id).organizationId === organizationId))
        .map(eventOf),
  };
}

/**
 * Gives the accounts a password (not a real argon2 hash: nothing checks it), so that they can sign
 * in: a role is given only to an account that can.
 */
export async function canSignIn(db: TDatabase, accountIds: number[]): Promise<void> {
  await db.update(accounts).set({ passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$x$y' }).where(inArray(accounts.id, accountIds));
}
