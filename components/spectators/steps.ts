import type { TPurchaseView } from '@/lib/spectators';

export type TStep = 1 | 2 | 3 | 4;

/** What the step logic reads of a purchase. */
export type TStepPurchase = Pick<TPurchaseView, 'stage' | 'checkoutBlocker'> & {
  spectators: Pick<TPurchaseView['spectators'][number], 'isBuyer' | 'waiver'>[];
};

/** Which step to show: from the purchase on the server, so a reload resumes where the buyer was. */
export function stepOf(purchase: TStepPurchase | null, requested: number | null): TStep | 'complete' {
  if (!purchase) return 1;
  switch (purchase.stage) {
    case 'complete':
      return 'complete';
    case 'payment':
    case 'processing':
      return 4;
    case 'buyer_waiver':
      return 2;
    case 'cancelled':
      return requested === 2 || requested === 3 ? requested : 4;
    default:
      if (requested === 2) return 2;
      if (requested === 4 && purchase.checkoutBlocker === null) return 4;
      return 3;
  }
}

/** How many steps are behind the buyer (shown as done). */
export function stepsDone(purchase: TStepPurchase | null): number {
  if (!purchase) return 0;
  if (purchase.stage === 'complete') return 4;
  const buyerSigned = purchase.spectators.some((s) => s.isBuyer && s.waiver.status === 'signed');
  if (!buyerSigned) return 1;
  return purchase.checkoutBlocker === null ? 3 : 2;
}

