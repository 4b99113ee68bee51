import type { TPurchaseStatus } from '@/lib/db/schema/spectator-values';

/**
 * The purchase state machine (seed section 4 "Spectator registration": steps 1-4, then complete
 * or cancelled; docs/decisions/011).
 *
 *   draft ──checkout──► pending_payment ──paid──────────────► paid (final)
 *     ▲                   │  │  └──completed_unpaid──► processing ──paid──► paid
 *     │                   │  │                            └──payment_failed──► failed
 *     │                   │  └──expire──► expired
 *     │                   └──cancel──► cancelled
 *     └──reopen── cancelled | expired | failed   (the buyer edits the party again)
 *   cancelled | expired | failed ──checkout──► pending_payment   (the buyer tries again)
 *
 * Tickets are held in pending_payment, processing and paid. A purchase is never deleted, so
 * "complete" and "cancelled" both keep it.
 */
export type TPurchaseEvent =
  | 'checkout'
  | 'paid'
  | 'completed_unpaid'
  | 'payment_failed'
  | 'expire'
  | 'cancel'
  | 'reopen';

const TRANSITIONS: Record<TPurchaseStatus, Partial<Record<TPurchaseEvent, TPurchaseStatus>>> = {
  draft: { checkout: 'pending_payment' },
  pending_payment: { paid: 'paid', completed_unpaid: 'processing', expire: 'expired', cancel: 'cancelled' },
  processing: { paid: 'paid', payment_failed: 'failed' },
  paid: {},
  cancelled: { checkout: 'pending_payment', reopen: 'draft' },
  expired: { checkout: 'pending_payment', reopen: 'draft' },
  failed: { checkout: 'pending_payment', reopen: 'draft' },
};

/** The next status, or null when the event is not allowed in this status. */
export function nextPurchaseStatus(status: TPurchaseStatus, event: TPurchaseEvent): TPurchaseStatus | null {
  return TRANSITIONS[status][event] ?? null;
}

export function canTransition(status: TPurchaseStatus, event: TPurchaseEvent): boolean {
  return nextPurchaseStatus(status, event) !== null;
}

/** Statuses whose purchase holds tickets (counted against the event's capacity). */
export const HOLDING_STATUSES = ['pending_payment', 'processing', 'paid'] as const satisfies readonly TPurchaseStatus[];

export function holdsTickets(status: TPurchaseStatus): boolean {
  return (HOLDING_STATUSES as readonly TPurchaseStatus[]).includes(status);
}

/** The party (spectators, promo code) may be changed: no checkout is under way or paid. */
export function isEditable(status: TPurchaseStatus): boolean {
  return status === 'draft' || canTransition(status, 'reopen');
}

/** Final: nothing more happens to the purchase. */
export function isFinal(status: TPurchaseStatus): boolean {
  return Object.keys(TRANSITIONS[status]).length === 0;
}

/** What the buyer is asked to do next, from the purchase and its spectators' waivers. */
export type TPurchaseStage =
  | 'buyer_waiver'
  | 'spectators'
  | 'awaiting_signatures'
  | 'ready'
  | 'payment'
  | 'processing'
  | 'complete'
  | 'cancelled';

export function purchaseStage(input: {
  status: TPurchaseStatus;
  buyerWaiver: 'not_signed' | 'signed' | 'rejected' | null;
  waivers: readonly ('not_signed' | 'signed' | 'rejected')[];
}): TPurchaseStage {
  switch (input.status) {
    case 'paid':
      return 'complete';
    case 'processing':
      return 'processing';
    case 'pending_payment':
      return 'payment';
    case 'cancelled':
    case 'expired':
    case 'failed':
      return 'cancelled';
    case 'draft':
      break;
  }
  if (input.buyerWaiver !== 'signed') return 'buyer_waiver';
  if (input.waivers.length === 0) return 'spectators';
  return input.waivers.every((w) => w === 'signed') ? 'ready' : 'awaiting_signatures';
}
