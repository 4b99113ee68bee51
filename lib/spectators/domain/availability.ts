/**
 * Ticket availability. `held` is the number of tickets of purchases in pending_payment (not yet
 * past their reservation), processing or paid; capacity null means unlimited.
 */
export function ticketsLeft(capacity: number | null, held: number): number | null {
  if (capacity === null) return null;
  return Math.max(0, capacity - held);
}

export function canReserve(capacity: number | null, held: number, quantity: number): boolean {
  const left = ticketsLeft(capacity, held);
  return left === null || quantity <= left;
}

/** The app's ticket settings that decide whether tickets are sold (event_ticketing). */
export type TTicketSaleSettings = {
  ticketsOnSale: boolean;
  ticketPriceCents: number | null;
  /** The organiser's sales window (null: no limit at that end). */
  salesOpenAt?: Date | null;
  salesCloseAt?: Date | null;
};

/** The platform's event fields that decide it (an event the platform does not show is null). */
export type TTicketSaleEvent = {
  status: 'scheduled' | 'live' | 'finished' | 'cancelled';
  endAt: Date;
};

/**
 * Tickets are on sale: the app flags them on sale with a price, within the organiser's sales window,
 * and the platform shows the event (public), not cancelled or finished, not over yet.
 */
export function isOnSale(settings: TTicketSaleSettings | null, event: TTicketSaleEvent | null, now: Date): boolean {
  if (!settings || !event) return false;
  return (
    settings.ticketsOnSale &&
    settings.ticketPriceCents !== null &&
    settings.ticketPriceCents >= 0 &&
    (settings.salesOpenAt == null || settings.salesOpenAt <= now) &&
    (settings.salesCloseAt == null || settings.salesCloseAt > now) &&
    (event.status === 'scheduled' || event.status === 'live') &&
    event.endAt > now
  );
}

/** Ticket number as printed: event id and a five-digit sequence ("4-00012"). */
export function formatTicketNumber(eventId: number, ticketNumber: number | null): string | null {
  return ticketNumber === null ? null : `${eventId}-${String(ticketNumber).padStart(5, '0')}`;
}
