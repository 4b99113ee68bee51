import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { TLocale } from '@/lib/constants';
import type { TDatabase } from '@/lib/db/open';
import { eventTicketing, spectatorPurchases, TICKETING_DEFAULTS } from '@/lib/db/schema/spectators';
import { AppError } from '@/lib/errors';
import type { TEventSummary } from '@/lib/platform/port';
import { isOnSale, ticketsLeft } from './domain/availability';
import { RESERVATION_GRACE_MS, type TSpectatorDeps } from './deps';

/**
 * An event as far as its tickets go: the platform's event (through the port) and the app's own
 * ticket settings (event_ticketing, docs/decisions/025), the lock that serialises an event's
 * reservations, and the tickets held. Read by the buyer's pages and steps and by the organiser's.
 */

export type TTicketingRow = typeof eventTicketing.$inferSelect;

/** The ticket settings of an event; an event without a row of its own has the defaults (nothing on sale). */
export type TTicketSettings = Omit<TTicketingRow, 'createdAt' | 'updatedAt'>;

/** An event as the ticket pages show it: the platform's details with the app's ticket settings. */
export type TTicketEvent = {
  id: number;
  name: string;
  promoterId: number;
  startAt: Date;
  endAt: Date;
  timeZone: string;
  venue: string | null;
  city: string | null;
  state: string | null;
  onSale: boolean;
  priceCents: number | null;
  currency: string;
  taxRateBp: number;
  capacity: number | null;
  /** null = no limit. */
  ticketsLeft: number | null;
  requiresSelfie: boolean;
};

/** The platform's event (through the port), or null when it does not know or show it. */
export async function platformEvent(deps: Pick<TSpectatorDeps, 'platform'>, eventId: number, locale: TLocale = 'en'): Promise<TEventSummary | null> {
  if (!Number.isSafeInteger(eventId) || eventId <= 0) return null;
  return deps.platform.getEvent(eventId, { locale });
}

/** The platform's event of a purchase, waiver or checkout that exists: a NOT_FOUND AppError when the platform no longer shows it. */
export async function requirePlatformEvent(deps: Pick<TSpectatorDeps, 'platform'>, eventId: number, locale: TLocale = 'en'): Promise<TEventSummary> {
  const event = await platformEvent(deps, eventId, locale);
  if (!event) throw new AppError('NOT_FOUND', { message: `the platform does not show event ${eventId} any more` });
  return event;
}

/** The app's ticket settings of an event (its row of event_ticketing), or null when it has none. */
export async function loadTicketing(db: TDatabase, eventId: number): Promise<TTicketingRow | null> {
  const [row] = await db.select().from(eventTicketing).where(eq(eventTicketing.eventId, eventId));
  return row ?? null;
}

/**
 * Lock an event's ticket settings row for the rest of the transaction: reservations, payments and
 * releases of the event's tickets are serialised on it (the app's row, whatever the platform).
 */
export async function lockTicketing(db: TDatabase, eventId: number): Promise<TTicketingRow | null> {
  const [row] = await db.select().from(eventTicketing).where(eq(eventTicketing.eventId, eventId)).for('update');
  return row ?? null;
}

export function settingsOf(eventId: number, row: TTicketingRow | null): TTicketSettings {
  return row ?? { eventId, ...TICKETING_DEFAULTS };
}

/** Whether a purchase in pending_payment still holds its tickets at `now`. */
export function reservationLive(expiresAt: Date | null, now: Date): boolean {
  return expiresAt === null || expiresAt.getTime() + RESERVATION_GRACE_MS > now.getTime();
}

/** Tickets held for an event: pending checkouts still within their reservation, processing and paid. */
export async function heldTickets(db: TDatabase, eventId: number, now: Date, excludePurchaseId?: number): Promise<number> {
  const cutoff = new Date(now.getTime() - RESERVATION_GRACE_MS);
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${spectatorPurchases.quantity}), 0)::int` })
    .from(spectatorPurchases)
    .where(
      and(
        eq(spectatorPurchases.eventId, eventId),
        excludePurchaseId ? ne(spectatorPurchases.id, excludePurchaseId) : undefined,
        or(
          inArray(spectatorPurchases.status, ['processing', 'paid']),
          and(
            eq(spectatorPurchases.status, 'pending_payment'),
            or(isNull(spectatorPurchases.reservationExpiresAt), gt(spectatorPurchases.reservationExpiresAt, cutoff)),
          ),
        ),
      ),
    );
  return Number(row?.n ?? 0);
}

export function toTicketEvent(event: TEventSummary, row: TTicketingRow | null, held: number, now: Date): TTicketEvent {
  const settings = settingsOf(event.id, row);
  return {
    id: event.id,
    name: event.name,
    promoterId: event.promoter.id,
    startAt: event.startAt,
    endAt: event.endAt,
    timeZone: event.timeZone,
    venue: event.venue ?? null,
    city: event.city ?? null,
    state: event.state ?? null,
    onSale: isOnSale(settings, event, now),
    priceCents: settings.ticketPriceCents,
    currency: settings.currency,
    taxRateBp: settings.taxRateBp,
    capacity: settings.ticketCapacity,
    ticketsLeft: ticketsLeft(settings.ticketCapacity, held),
    requiresSelfie: settings.waiverRequiresSelfie,
  };
}
