'use server';

import { notFound, redirect as redirectTo } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import { redirect } from '@/i18n/navigation';
import { log } from '@/lib/log';
import { parseActionArgs, ZActionTokenSchema } from '@/lib/server/action-args';
import { cancelTestMembershipCheckout, completeTestMembershipCheckout } from '@/lib/memberships';
import { cancelTestCheckout, completeTestCheckout, type TTestCheckoutResult } from '@/lib/spectators';

/**
 * The buttons of the test provider's page: the same transitions as a real provider (paid, or
 * cancelled and the tickets released), then back to the shop's success or cancel URL. A refusal
 * comes back to the page as `?error=<Payment.errors key>`. Plain form posts: no script needed.
 */
async function finish(sessionId: string, run: (id: string) => Promise<TTestCheckoutResult>): Promise<never> {
  // The session id is bound by the page; anything else names no checkout.
  if (!parseActionArgs(z.tuple([ZActionTokenSchema]), [sessionId])) notFound();
  let result: TTestCheckoutResult;
  try {
    result = await run(String(sessionId));
  } catch (error) {
    log.error({ err: error }, 'test payment failed');
    result = { ok: false, error: 'paymentFailed' };
  }
  if (result.ok) redirectTo(result.redirectUrl);
  return redirect({ href: { pathname: `/payments/test/${sessionId}`, query: { error: result.error } }, locale: await getLocale() });
}

/** A ticket purchase's checkout, else a membership's (decision 050). */
const either =
  (tickets: (id: string) => Promise<TTestCheckoutResult>, membership: (id: string) => Promise<TTestCheckoutResult>) =>
  async (id: string): Promise<TTestCheckoutResult> => {
    const result = await tickets(id);
    return !result.ok && result.error === 'checkoutNotFound' ? membership(id) : result;
  };

export async function payTestCheckoutAction(sessionId: string): Promise<never> {
  return finish(sessionId, either(completeTestCheckout, completeTestMembershipCheckout));
}

export async function cancelTestCheckoutAction(sessionId: string): Promise<never> {
  return finish(sessionId, either(cancelTestCheckout, cancelTestMembershipCheckout));
}
