import { describe, expect, it } from 'vitest';
import { stepOf, stepsDone, type TStepPurchase } from '@/components/spectators/steps';

type TStatus = 'not_signed' | 'signed' | 'rejected';

function purchase(stage: TStepPurchase['stage'], buyer: TStatus, blocker: TStepPurchase['checkoutBlocker'] = null, others: TStatus[] = []): TStepPurchase {
  const waiver = (status: TStatus) => ({ uuid: 'u', status, sentAt: null, resentAt: null, sendCount: 0, signedAt: null, rejectedAt: null });
  return {
    stage,
    checkoutBlocker: blocker,
    spectators: [{ isBuyer: true, waiver: waiver(buyer) }, ...others.map((s) => ({ isBuyer: false, waiver: waiver(s) }))],
  };
}

describe('ticket stepper steps', () => {
  it('starts at the buyer without a purchase', () => {
    expect(stepOf(null, null)).toBe(1);
    expect(stepOf(null, 4)).toBe(1);
    expect(stepsDone(null)).toBe(0);
  });

  it('asks for the buyer waiver first, whatever step is asked for', () => {
    const p = purchase('buyer_waiver', 'not_signed');
    expect([null, 3, 4].map((s) => stepOf(p, s))).toEqual([2, 2, 2]);
    expect(stepsDone(p)).toBe(1);
  });

  it('stays on the party until nothing blocks payment, and lets the buyer look back', () => {
    const waiting = purchase('awaiting_signatures', 'signed', 'notAllSigned', ['not_signed']);
    expect(stepOf(waiting, null)).toBe(3);
    expect(stepOf(waiting, 4)).toBe(3);
    expect(stepOf(waiting, 2)).toBe(2);
    expect(stepsDone(waiting)).toBe(2);

    const ready = purchase('ready', 'signed', null, ['signed']);
    expect(stepOf(ready, null)).toBe(3);
    expect(stepOf(ready, 4)).toBe(4);
    expect(stepsDone(ready)).toBe(3);

    const alone = purchase('spectators', 'signed');
    expect(stepOf(alone, 4)).toBe(4);
  });

  it('shows the payment step while a payment is open or processing, and the end once paid', () => {
    expect(stepOf(purchase('payment', 'signed'), 3)).toBe(4);
    expect(stepOf(purchase('processing', 'signed'), 2)).toBe(4);
    expect(stepOf(purchase('complete', 'signed'), null)).toBe('complete');
    expect(stepsDone(purchase('complete', 'signed'))).toBe(4);
  });

  it('after a cancelled payment, shows the summary but lets the buyer change the party', () => {
    const cancelled = purchase('cancelled', 'signed', null, ['signed']);
    expect(stepOf(cancelled, null)).toBe(4);
    expect(stepOf(cancelled, 3)).toBe(3);
    expect(stepOf(cancelled, 2)).toBe(2);
  });
});
