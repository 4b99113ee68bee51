import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { paymentCheckouts } from '@/lib/db/schema/spectators';
import { absoluteUrl } from '@/lib/http/paths';
import { PaymentProviderError, PaymentRefusedError, type PaymentPort, type TProviderSession } from './port';

/**
 * The built-in test payment provider (the embedded default, used when STRIPE_SECRET_KEY is unset).
 * Its "hosted page" is the app's own page /payments/test/{sessionId}, clearly labelled as a test
 * payment; no money moves. Its sessions are the payment_checkouts rows that the spectator service
 * writes; paying or cancelling on that page goes through the same handler as Stripe's webhooks
 * (lib/spectators/test-checkout.ts: completeTestCheckout, cancelTestCheckout). A refund of one of
 * its payments succeeds at once (no money moved back either); its id comes from the idempotency
 * key, so asking twice names one refund.
 */
export const TEST_SESSION_PREFIX = 'tp_cs_';

export function isTestSessionId(value: string): boolean {
  return /^tp_cs_[0-9a-f]{32}$/.test(value);
}

export function createTestPayments(options: { getDb: () => Promise<TDatabase>; siteUrl: string; now?: () => Date }): PaymentPort {
  const now = options.now ?? (() => new Date());

  async function retrieve(sessionId: string): Promise<TProviderSession> {
    const db = await options.getDb();
    const [row] = await db
      .select()
      .from(paymentCheckouts)
      .where(and(eq(paymentCheckouts.provider, 'test'), eq(paymentCheckouts.sessionId, sessionId)));
    if (!row) throw new PaymentProviderError(`no test checkout session ${sessionId}`);
    const timedOut = row.status === 'open' && row.expiresAt <= now();
    return {
      sessionId,
      status: timedOut ? 'expired' : row.status,
      paymentStatus: row.paymentStatus === 'paid' ? 'paid' : 'unpaid',
      purchaseId: row.purchaseId,
      amountTotalCents: row.amountTotalCents,
      currency: row.currency,
      transactionId: row.transactionId,
    };
  }

  return {
    name: 'test',

    async createCheckout(input) {
      const sum = input.lines.reduce((s, l) => s + l.unitAmountCents * l.quantity, 0);
      if (sum !== input.totalCents) throw new PaymentProviderError(`checkout lines add up to ${sum}, expected ${input.totalCents}`);
      const sessionId = `${TEST_SESSION_PREFIX}${randomBytes(16).toString('hex')}`;
      return { sessionId, url: absoluteUrl(options.siteUrl, `/payments/test/${sessionId}`, input.locale), expiresAt: input.expiresAt };
    },

    retrieveCheckout: retrieve,

    async expireCheckout(sessionId) {
      const session = await retrieve(sessionId);
      return session.status === 'open' ? { ...session, status: 'expired' } : session;
    },

    parseWebhook() {
      // The test provider has no webhooks: its page calls the service directly.
      return { ok: false, error: 'badSignature' };
    },

    async refund(input) {
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new PaymentRefusedError(`refund amount ${input.amountCents} is not above 0`, 'amount_invalid');
      const db = await options.getDb();
      const [paid] = await db
        .select({ amount: paymentCheckouts.amountTotalCents })
        .from(paymentCheckouts)
        .where(and(eq(paymentCheckouts.provider, 'test'), eq(paymentCheckouts.transactionId, input.transactionId), eq(paymentCheckouts.paymentStatus, 'paid')));
      if (!paid) throw new PaymentRefusedError(`no test payment ${input.transactionId}`, 'resource_missing');
      if (input.amountCents > paid.amount) throw new PaymentRefusedError(`refund of ${input.amountCents} is more than the payment (${paid.amount})`, 'amount_too_large');
      const refundId = `tp_re_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 32)}`;
      return { refundId, status: 'succeeded', amountCents: input.amountCents, currency: input.currency, transactionId: input.transactionId, metadata: input.metadata };
    },
  };
}
