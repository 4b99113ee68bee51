import { describe, expect, it } from 'vitest';
import { PURCHASE_STATUSES, WAIVER_STATUSES } from '@/lib/db/schema/spectators';
import { canReserve, formatTicketNumber, isOnSale, ticketsLeft } from '@/lib/spectators/domain/availability';
import { holdsTickets, isEditable, isFinal, nextPurchaseStatus, purchaseStage, type TPurchaseEvent } from '@/lib/spectators/domain/purchase-state';
import { isWaiverFinal, nextWaiverStatus } from '@/lib/spectators/domain/waiver-state';

describe('purchase state machine', () => {
  const events: TPurchaseEvent[] = ['checkout', 'paid', 'completed_unpaid', 'payment_failed', 'expire', 'cancel', 'reopen'];

  it('allows exactly the documented transitions', () => {
    const table = Object.fromEntries(PURCHASE_STATUSES.map((s) => [s, Object.fromEntries(events.map((e) => [e, nextPurchaseStatus(s, e)]).filter(([, to]) => to !== null))]));
    expect(table).toEqual({
      draft: { checkout: 'pending_payment' },
      pending_payment: { paid: 'paid', completed_unpaid: 'processing', expire: 'expired', cancel: 'cancelled' },
      processing: { paid: 'paid', payment_failed: 'failed' },
      paid: {},
      cancelled: { checkout: 'pending_payment', reopen: 'draft' },
      expired: { checkout: 'pending_payment', reopen: 'draft' },
      failed: { checkout: 'pending_payment', reopen: 'draft' },
    });
  });

  it('holds tickets only while a payment is under way or done', () => {
    expect(PURCHASE_STATUSES.filter(holdsTickets)).toEqual(['pending_payment', 'processing', 'paid']);
    expect(PURCHASE_STATUSES.filter(isEditable)).toEqual(['draft', 'cancelled', 'expired', 'failed']);
    expect(PURCHASE_STATUSES.filter(isFinal)).toEqual(['paid']);
  });

  it('tells the stepper where the buyer is', () => {
    expect(purchaseStage({ status: 'draft', buyerWaiver: 'not_signed', waivers: [] })).toBe('buyer_waiver');
    expect(purchaseStage({ status: 'draft', buyerWaiver: 'signed', waivers: [] })).toBe('spectators');
    expect(purchaseStage({ status: 'draft', buyerWaiver: 'signed', waivers: ['signed', 'not_signed'] })).toBe('awaiting_signatures');
    expect(purchaseStage({ status: 'draft', buyerWaiver: 'signed', waivers: ['signed', 'rejected'] })).toBe('awaiting_signatures');
    expect(purchaseStage({ status: 'draft', buyerWaiver: 'signed', waivers: ['signed', 'signed'] })).toBe('ready');
    expect(purchaseStage({ status: 'pending_payment', buyerWaiver: 'signed', waivers: [] })).toBe('payment');
    expect(purchaseStage({ status: 'processing', buyerWaiver: 'signed', waivers: [] })).toBe('processing');
    expect(purchaseStage({ status: 'paid', buyerWaiver: 'signed', waivers: [] })).toBe('complete');
    for (const status of ['cancelled', 'expired', 'failed'] as const) expect(purchaseStage({ status, buyerWaiver: 'signed', waivers: [] })).toBe('cancelled');
  });
});

describe('waiver state machine', () => {
  it('goes from not signed to signed or rejected, and no further', () => {
    expect(nextWaiverStatus('not_signed', 'sign')).toEqual({ ok: true, status: 'signed' });
    expect(nextWaiverStatus('not_signed', 'reject')).toEqual({ ok: true, status: 'rejected' });
    expect(nextWaiverStatus('rejected', 'sign')).toEqual({ ok: false, error: 'waiverRejected' });
    expect(nextWaiverStatus('rejected', 'reject')).toEqual({ ok: false, error: 'waiverRejected' });
    expect(nextWaiverStatus('signed', 'sign')).toEqual({ ok: false, error: 'alreadySigned' });
    expect(nextWaiverStatus('signed', 'reject')).toEqual({ ok: false, error: 'alreadySigned' });
    expect(WAIVER_STATUSES.filter(isWaiverFinal)).toEqual(['signed', 'rejected']);
  });
});

describe('ticket availability', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const settings = { ticketsOnSale: true, ticketPriceCents: 2500 };
  const event = { status: 'scheduled' as const, endAt: new Date('2026-06-20T00:00:00Z') };

  it('counts what is left and refuses more than that', () => {
    expect(ticketsLeft(500, 498)).toBe(2);
    expect(ticketsLeft(5, 9)).toBe(0);
    expect(ticketsLeft(null, 10_000)).toBeNull();
    expect(canReserve(500, 498, 2)).toBe(true);
    expect(canReserve(500, 498, 3)).toBe(false);
    expect(canReserve(null, 10_000, 20)).toBe(true);
  });

  it('sells only for priced events flagged on sale that the platform shows, upcoming or running', () => {
    expect(isOnSale(settings, event, now)).toBe(true);
    expect(isOnSale(settings, { ...event, status: 'live' }, now)).toBe(true);
    expect(isOnSale({ ...settings, ticketsOnSale: false }, event, now)).toBe(false);
    expect(isOnSale({ ...settings, ticketPriceCents: null }, event, now)).toBe(false);
    expect(isOnSale({ ...settings, ticketPriceCents: 0 }, event, now)).toBe(true);
    expect(isOnSale(settings, { ...event, status: 'cancelled' }, now)).toBe(false);
    expect(isOnSale(settings, { ...event, status: 'finished' }, now)).toBe(false);
    expect(isOnSale(settings, { ...event, endAt: now }, now)).toBe(false);
    // No ticket settings of the app, or an event the platform does not show (unknown, private).
    expect(isOnSale(null, event, now)).toBe(false);
    expect(isOnSale(settings, null, now)).toBe(false);
  });

  it('prints ticket numbers with the event', () => {
    expect(formatTicketNumber(4, 12)).toBe('4-00012');
    expect(formatTicketNumber(4, null)).toBeNull();
  });
});
