import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { TLocale } from '@/lib/constants';
import type { TDatabase } from '@/lib/db/open';
import type { TGender, TRelationship } from '@/lib/db/schema/accounts';
import { paymentCheckouts, type spectatorPurchases, spectators, waivers, type TPurchaseStatus, type TWaiverStatus } from '@/lib/db/schema/spectators';
import type { TPromoRefusal } from './domain/promo';
import { formatTicketNumber } from './domain/availability';
import { isEditable, purchaseStage, type TPurchaseStage } from './domain/purchase-state';
import type { TTotals } from './domain/totals';
import type { TSpectatorError } from './errors';
import type { TSpectatorDeps } from './deps';
import { heldTickets, loadTicketing, requirePlatformEvent, toTicketEvent, type TTicketEvent } from './event-ticketing';
import { asLocale } from '@/lib/i18n/locale';
import { totalsFor } from './purchase-totals';

/**
 * A purchase as the buyer's stepper shows it (and the steps check before they act): its
 * spectators with their waivers, totals, stage, what still blocks payment, the checkout under way.
 */

export type TPurchaseRow = typeof spectatorPurchases.$inferSelect;

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
