import 'server-only';
import { app } from '@/lib/app';
import type { PaymentPort } from './port';

/**
 * The payment provider chosen by configuration: Stripe Checkout when STRIPE_SECRET_KEY is set,
 * otherwise the built-in test provider (its hosted page is /payments/test/{sessionId}); built by
 * lib/app.ts.
 */
export function getPayments(): PaymentPort {
  return app().payments;
}

export type { PaymentPort } from './port';
