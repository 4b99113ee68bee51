import { eq, inArray } from 'drizzle-orm';
import type { TLocale } from '@/lib/constants';
import { eventTicketing } from '@/lib/db/schema/spectators';
import { isOnSale, type TTicketSaleEvent } from './domain/availability';
import { nowOf, type TSpectatorDeps } from './deps';
import { readEach } from './event-reads';
import { heldTickets, loadTicketing, platformEvent, settingsOf, toTicketEvent, type TTicketEvent } from './event-ticketing';

/** The events the app sells tickets for, as the ticket pages and the event pages show them. */

/**
 * Events whose tickets are on sale now, soonest first (the /spectator page without an id): the
 * events the app sells tickets for (event_ticketing), as the platform shows them. Each event is
 * read on its own: one the platform does not know, or whose read fails, is left out (logged), the
 * others are listed; only when the platform is down and none could be read does this throw.
 */
export async function listTicketEvents(deps: TSpectatorDeps, options: { locale?: TLocale } = {}): Promise<TTicketEvent[]> {
  const db = await deps.getDb();
  const now = nowOf(deps);
  const rows = await db.select().from(eventTicketing).where(eq(eventTicketing.ticketsOnSale, true));
  const found = await readEach(rows, {
    what: 'tickets on sale',
    eventIdOf: (row) => row.eventId,
    read: async (row) => {
      const event = await platformEvent(deps, row.eventId, options.locale);
      return event ? { row, event } : null;
    },
  });
  const onSale = found
    .filter((item) => isOnSale(item.row, item.event, now))
    .sort((a, b) => a.event.startAt.getTime() - b.event.startAt.getTime() || a.event.id - b.event.id);
  return Promise.all(onSale.map(async ({ row, event }) => toTicketEvent(event, row, await heldTickets(db, event.id, now), now)));
}

/** One event for the ticket pages (on sale or not), or null when the platform does not know or show it. */
export async function getTicketEvent(deps: TSpectatorDeps, eventId: number, options: { locale?: TLocale } = {}): Promise<TTicketEvent | null> {
  const event = await platformEvent(deps, eventId, options.locale);
  if (!event) return null;
  const db = await deps.getDb();
  const now = nowOf(deps);
  return toTicketEvent(event, await loadTicketing(db, event.id), await heldTickets(db, event.id, now), now);
}

/** The app's ticket sale of an event a page already has from the platform (event pages and lists). */
export type TTicketOffer = {
  eventId: number;
  onSale: boolean;
  priceCents: number | null;
  currency: string;
  taxRateBp: number;
};

/**
 * The ticket offers of events already read from the platform, by event id, in one query (no
 * platform call): whether tickets are on sale now, price and tax. Events without ticket settings
 * have none on sale.
 */
export async function ticketOffers(
  deps: TSpectatorDeps,
  list: readonly (TTicketSaleEvent & { id: number })[],
): Promise<Map<number, TTicketOffer>> {
  const offers = new Map<number, TTicketOffer>();
  if (list.length === 0) return offers;
  const db = await deps.getDb();
  const now = nowOf(deps);
  const ids = [...new Set(list.map((event) => event.id))];
  const rows = await db.select().from(eventTicketing).where(inArray(eventTicketing.eventId, ids));
  const byId = new Map(rows.map((row) => [row.eventId, row]));
  for (const event of list) {
    const settings = settingsOf(event.id, byId.get(event.id) ?? null);
    offers.set(event.id, {
      eventId: event.id,
      onSale: isOnSale(settings, event, now),
      priceCents: settings.ticketPriceCents,
      currency: settings.currency,
      taxRateBp: settings.taxRateBp,
    });
  }
  return offers;
}
