import { absoluteUrl } from '@/lib/http/paths';
import { asLocale } from '@/lib/i18n/locale';

/**
 * Where the payment provider sends the buyer back: the stepper page of the event with the
 * purchase and the outcome (`payment=success|cancelled`). The page then calls
 * `returnFromCheckout` (lib/spectators/index.ts), which confirms or cancels with the provider.
 */
export function checkoutReturnUrls(
  siteUrl: string,
  purchase: { id: number; eventId: number; locale: string },
): { successUrl: string; cancelUrl: string } {
  const locale = asLocale(purchase.locale);
  const base = `/spectator/${purchase.eventId}?purchase=${purchase.id}`;
  return {
    successUrl: absoluteUrl(siteUrl, `${base}&payment=success`, locale),
    cancelUrl: absoluteUrl(siteUrl, `${base}&payment=cancelled`, locale),
  };
}
