import 'server-only';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import type { PaymentPort } from './port';
import { createStripePayments } from './stripe';
import { createTestPayments } from './test-provider';

let instance: PaymentPort | undefined;

/**
 * The payment provider chosen by configuration: Stripe Checkout when STRIPE_SECRET_KEY is set,
 * otherwise the built-in test provider (its hosted page is /payments/test/{sessionId}).
 */
export function getPayments(): PaymentPort {
  instance ??= env.STRIPE_SECRET_KEY
    ? createStripePayments({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET })
    : createTestPayments({ getDb, siteUrl: env.SITE_URL });
  return instance;
}

export type { PaymentPort } from './port';
