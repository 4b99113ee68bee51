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

/** The event fields that decide whether tickets are sold. */
export type TTicketSaleEvent = {
  ticketsOnSale: boolean;
  ticketPriceCents: number | null;
  status: 'scheduled' | 'live' | 'finished' | 'cancelled';
  endAt: Date;
  isPublic: boolean;
};

/** Tickets are on sale: flagged, priced, public, not cancelled or finished, not over yet. */
export function isOnSale(event: TTicketSaleEvent, now: Date): boolean {
  return (
    event.ticketsOnSale &&
    event.ticketPriceCents !== null &&
    event.ticketPriceCents >= 0 &&
    event.isPublic &&
    (event.status === 'scheduled' || event.status === 'live') &&
    event.endAt > now
  );
}

/** Ticket number as printed: event id and a five-digit sequence ("4-00012"). */
export function formatTicketNumber(eventId: number, ticketNumber: number | null): string | null {
  return ticketNumber === null ? null : `${eventId}-${String(ticketNumber).padStart(5, '0')}`;
}
