import { absoluteUrl } from '@/lib/http/paths';
import { asLocale } from '@/lib/i18n/locale';

export type TCheckoutOutcome = 'success' | 'cancelled';

type TReturnOf = { purchaseId: number; eventId: number; outcome: TCheckoutOutcome };

/**
 * Where the payment provider sends the buyer back (an app path, to localise): the route handler
 * app/[locale]/(main)/spectator/[id]/return/route.ts, which calls `returnFromCheckout`
 * (lib/spectators/index.ts) to confirm or cancel with the provider, then redirects to
 * `checkoutOutcomePath`. The page itself never does it: a GET of a page (a prefetch, a crawler,
 * a reload) must not cancel a checkout.
 */
export function checkoutReturnPath({ purchaseId, eventId, outcome }: TReturnOf): string {
  return `/spectator/${eventId}/return?purchase=${purchaseId}&payment=${outcome}`;
}

/** The stepper page that shows how the return went (read only): the purchase and the outcome. */
export function checkoutOutcomePath({ purchaseId, eventId, outcome }: TReturnOf): string {
  return `/spectator/${eventId}?purchase=${purchaseId}&payment=${outcome}`;
}

/** The provider's success and cancel URLs of a purchase, in the purchase's language. */
export function checkoutReturnUrls(
  siteUrl: string,
  purchase: { id: number; eventId: number; locale: string },
): { successUrl: string; cancelUrl: string } {
  const locale = asLocale(purchase.locale);
  const url = (outcome: TCheckoutOutcome) => absoluteUrl(siteUrl, checkoutReturnPath({ purchaseId: purchase.id, eventId: purchase.eventId, outcome }), locale);
  return { successUrl: url('success'), cancelUrl: url('cancelled') };
}
