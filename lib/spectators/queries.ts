import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql, gt } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import {
  eventTicketing,
  paymentCheckouts,
  promoCodes,
  spectatorPurchases,
  spectators,
  TICKETING_DEFAULTS,
  waiverTexts,
  waivers,
  type TPurchaseStatus,
  type TWaiverStatus,
} from '@/lib/db/schema/spectators';
import type { TGender, TRelationship } from '@/lib/db/schema/accounts';
import type { TLocale } from '@/lib/constants';
import { AppError } from '@/lib/errors';
import type { TEventSummary } from '@/lib/platform/port';
import { formatTicketNumber, isOnSale, ticketsLeft } from './domain/availability';
import { checkPromoCode, type TPromoRefusal } from './domain/promo';
import { isEditable, purchaseStage, type TPurchaseStage } from './domain/purchase-state';
import { computeTotals, type TTotals } from './domain/totals';
import type { TSpectatorError } from './errors';
import { RESERVATION_GRACE_MS, type TSpectatorDeps } from './deps';
import { asLocale } from '@/lib/i18n/locale';

export type TTicketingRow = typeof eventTicketing.$inferSelect;
export type TPurchaseRow = typeof spectatorPurchases.$inferSelect;

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

/** The version of an event's waiver in effect at `now` (highest version already effective). */
export async function currentWaiverText(db: TDatabase, eventId: number, now: Date) {
  const [row] = await db
    .select()
    .from(waiverTexts)
    .where(and(eq(waiverTexts.eventId, eventId), lte(waiverTexts.effectiveAt, now)))
    .orderBy(desc(waiverTexts.version))
    .limit(1);
  return row ?? null;
}

/** Purchases other than this one that hold or paid tickets with a promo code. */
export async function promoRedemptions(db: TDatabase, promoCodeId: number, now: Date, excludePurchaseId: number): Promise<number> {
  const cutoff = new Date(now.getTime() - RESERVATION_GRACE_MS);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(spectatorPurchases)
    .where(
      and(
        eq(spectatorPurchases.promoCodeId, promoCodeId),
        ne(spectatorPurchases.id, excludePurchaseId),
        or(
          inArray(spectatorPurchases.status, ['processing', 'paid']),
          and(eq(spectatorPurchases.status, 'pending_payment'), gt(spectatorPurchases.reservationExpiresAt, cutoff)),
        ),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Totals of a purchase for a quantity, with its promo code if the code applies. */
export async function totalsFor(
  db: TDatabase,
  purchase: Pick<TPurchaseRow, 'id' | 'eventId' | 'promoCodeId' | 'unitPriceCents' | 'taxRateBp'>,
  quantity: number,
  now: Date,
  options: { lockPromo?: boolean } = {},
): Promise<{ totals: TTotals; promoError: TPromoRefusal | null; promoMinQuantity?: number }> {
  let promoError: TPromoRefusal | null = null;
  let promoMinQuantity: number | undefined;
  let discount = null;
  if (purchase.promoCodeId !== null) {
    const query = db.select().from(promoCodes).where(eq(promoCodes.id, purchase.promoCodeId));
    const [rule] = options.lockPromo ? await query.for('update') : await query;
    const redemptions = rule ? await promoRedemptions(db, rule.id, now, purchase.id) : 0;
    const check = checkPromoCode(rule ?? null, { eventId: purchase.eventId, quantity, now, redemptions });
    if (check.ok) discount = check.discount;
    else {
      promoError = check.error;
      promoMinQuantity = check.minQuantity;
    }
  }
  return {
    totals: computeTotals({ unitPriceCents: purchase.unitPriceCents, quantity, taxRateBp: purchase.taxRateBp, discount }),
    promoError,
    promoMinQuantity,
  };
}

export type TSpectatorView = {
  id: number;
  isBuyer: boolean;
  firstName: string;
  lastName: string;
  gender: TGender;
  birthDate: string;
  email: string | null;
  isMinor: boolean;
  relationship: TRelationship | null;
  locale: TLocale;
  /** "4-00012" once the purchase is paid. */
  ticketNumber: string | null;
  waiver: {
    uuid: string;
    status: TWaiverStatus;
    sentAt: Date | null;
    resentAt: Date | null;
    sendCount: number;
    signedAt: Date | null;
    rejectedAt: Date | null;
  };
  /** The buyer signs this waiver in the stepper (their own, and each minor's as guardian). */
  signedByBuyer: boolean;
  /** An emailed link can be sent again (adult other than the buyer, not signed or rejected yet). */
  canResend: boolean;
  canRemove: boolean;
};

export type TPurchaseView = {
  id: number;
  status: TPurchaseStatus;
  stage: TPurchaseStage;
  locale: TLocale;
  buyerAccountId: number;
  event: TTicketEvent;
  spectators: TSpectatorView[];
  totals: TTotals;
  currency: string;
  promoCode: string | null;
  /** The entered code does not apply (any more): why. Its discount is then 0. */
  promoError: TPromoRefusal | null;
  promoMinQuantity?: number;
  /** Why the buyer cannot go on to payment yet (null: ready). */
  checkoutBlocker: TSpectatorError | null;
  canEdit: boolean;
  /** The checkout under way (pending_payment): where to send the buyer back to pay. */
  checkout: { url: string; expiresAt: Date; provider: 'stripe' | 'test' } | null;
  totalPaidCents: number;
  paymentTransactionId: string | null;
  paidAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export function checkoutBlockerOf(list: readonly TSpectatorView[]): TSpectatorError | null {
  if (list.length === 0) return 'noSpectatorAdded';
  if (list.some((s) => s.waiver.status === 'rejected')) return 'waiverRejected';
  if (list.some((s) => s.waiver.status === 'not_signed' && !s.signedByBuyer && s.waiver.sentAt === null)) return 'sendWaiverFirst';
  if (list.some((s) => s.waiver.status !== 'signed')) return 'notAllSigned';
  return null;
}

/** Active (not removed) spectators of a purchase with their waivers, buyer first. */
export async function loadSpectatorViews(db: TDatabase, purchase: TPurchaseRow): Promise<TSpectatorView[]> {
  const rows = await db
    .select({ s: spectators, w: waivers })
    .from(spectators)
    .innerJoin(waivers, eq(waivers.spectatorId, spectators.id))
    .where(and(eq(spectators.purchaseId, purchase.id), isNull(spectators.removedAt)))
    .orderBy(desc(spectators.isBuyer), asc(spectators.id));
  const editable = isEditable(purchase.status);
  return rows.map(({ s, w }) => {
    const signedByBuyer = s.isBuyer || s.isMinor;
    return {
      id: s.id,
      isBuyer: s.isBuyer,
      firstName: s.firstName,
      lastName: s.lastName,
      gender: s.gender,
      birthDate: s.birthDate,
      email: s.email,
      isMinor: s.isMinor,
      relationship: s.relationship,
      locale: (s.locale as TLocale) ?? 'en',
      ticketNumber: formatTicketNumber(s.eventId, s.ticketNumber),
      waiver: {
        uuid: w.uuid,
        status: w.status,
        sentAt: w.sentAt,
        resentAt: w.resentAt,
        sendCount: w.sendCount,
        signedAt: w.signedAt,
        rejectedAt: w.rejectedAt,
      },
      signedByBuyer,
      canResend: editable && !signedByBuyer && w.status === 'not_signed',
      canRemove: editable && !s.isBuyer,
    };
  });
}

/**
 * A purchase as the stepper shows it. Its event comes from the platform (a NOT_FOUND AppError when
 * the platform no longer shows it), its ticket settings from the app's own table.
 */
export async function loadPurchaseView(deps: Pick<TSpectatorDeps, 'platform'>, db: TDatabase, purchase: TPurchaseRow, now: Date): Promise<TPurchaseView> {
  const event = await requirePlatformEvent(deps, purchase.eventId, asLocale(purchase.locale));
  const ticketing = await loadTicketing(db, purchase.eventId);
  const held = await heldTickets(db, event.id, now);
  const list = await loadSpectatorViews(db, purchase);
  const editable = isEditable(purchase.status);
  const { totals, promoError, promoMinQuantity } = editable
    ? await totalsFor(db, purchase, list.length, now)
    : {
        totals: {
          quantity: purchase.quantity,
          unitPriceCents: purchase.unitPriceCents,
          subtotalCents: purchase.subtotalCents,
          discountCents: purchase.discountCents,
          taxRateBp: purchase.taxRateBp,
          taxCents: purchase.taxCents,
          totalCents: purchase.totalCents,
        },
        promoError: null,
        promoMinQuantity: undefined,
      };
  let checkout: TPurchaseView['checkout'] = null;
  if (purchase.status === 'pending_payment' && purchase.checkoutSessionId && purchase.paymentProvider) {
    const [row] = await db
      .select()
      .from(paymentCheckouts)
      .where(and(eq(paymentCheckouts.provider, purchase.paymentProvider), eq(paymentCheckouts.sessionId, purchase.checkoutSessionId)));
    if (row && row.status === 'open') checkout = { url: row.url, expiresAt: row.expiresAt, provider: row.provider };
  }
  const buyerWaiver = list.find((s) => s.isBuyer)?.waiver.status ?? null;
  return {
    id: purchase.id,
    status: purchase.status,
    stage: purchaseStage({ status: purchase.status, buyerWaiver, waivers: list.filter((s) => !s.isBuyer).map((s) => s.waiver.status) }),
    locale: (purchase.locale as TLocale) ?? 'en',
    buyerAccountId: purchase.buyerAccountId,
    event: toTicketEvent(event, ticketing, held, now),
    spectators: list,
    totals,
    currency: purchase.currency,
    promoCode: purchase.promoCode,
    promoError,
    ...(promoMinQuantity !== undefined ? { promoMinQuantity } : {}),
    checkoutBlocker: editable ? checkoutBlockerOf(list) : null,
    canEdit: editable,
    checkout,
    totalPaidCents: purchase.totalPaidCents,
    paymentTransactionId: purchase.paymentTransactionId,
    paidAt: purchase.paidAt,
    createdAt: purchase.createdAt,
    updatedAt: purchase.updatedAt,
  };
}
