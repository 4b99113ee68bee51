import { log } from '@/lib/log';
import { spectatorDeps } from '@/lib/spectators';
import { handleStripeWebhook } from '@/lib/spectators/webhook';

export const dynamic = 'force-dynamic';

/**
 * POST /ll/api/payments/stripe/webhook: Stripe Checkout events (completed, async payment
 * succeeded / failed, expired). The signature (Stripe-Signature, STRIPE_WEBHOOK_SECRET) is
 * verified on the raw body; 400 when it does not match; each event is handled once. A failure of
 * ours answers 500 so that Stripe delivers the event again.
 */
export async function POST(request: Request): Promise<Response> {
  const rawBody = Buffer.from(await request.arrayBuffer());
  try {
    const { status, body } = await handleStripeWebhook(spectatorDeps(), rawBody, request.headers.get('stripe-signature'));
    return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    log.error({ err: error }, 'stripe webhook failed');
    return Response.json({ error: 'internal' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
}
