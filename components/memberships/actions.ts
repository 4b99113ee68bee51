'use server';

import { redirect as redirectTo } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import { redirect } from '@/i18n/navigation';
import { loginHref } from '@/lib/accounts/paths';
import { getCurrentAccount } from '@/lib/accounts/sessions';
import { asLocale } from '@/lib/i18n/locale';
import { log } from '@/lib/log';
import { cancelMembershipPayment, startMembershipCheckout } from '@/lib/memberships';
import { parseActionArgs, ZActionIdSchema, ZFormDataSchema } from '@/lib/server/action-args';

/**
 * The membership forms' actions (docs/decisions/050): plain form posts, so buying works before
 * the page's script runs. A refusal comes back to the type's page as `?error=<MembershipBuy.errors key>`.
 */
const ZBuyFormSchema = z.object({
  offerId: z.coerce.number().int().positive().max(2_147_483_647),
  rangeId: z.coerce.number().int().positive().max(2_147_483_647),
  holderId: z.coerce.number().int().positive().max(2_147_483_647),
});

export async function buyMembershipAction(offerId: number, formData: FormData): Promise<never> {
  const locale = asLocale(await getLocale());
  const args = parseActionArgs(z.tuple([ZActionIdSchema, ZFormDataSchema]), [offerId, formData]);
  const back = (error: string) => redirect({ href: { pathname: `/membership/type/${args ? args[0] : ''}`, query: { error } }, locale });
  if (!args) return redirect({ href: '/membership/type', locale });
  const parsed = ZBuyFormSchema.safeParse({ offerId: args[0], rangeId: args[1].get('rangeId'), holderId: args[1].get('holderId') });
  if (!parsed.success) return back('invalidForm');
  const viewer = await getCurrentAccount();
  if (!viewer) return redirect({ href: loginHref(`/membership/type/${parsed.data.offerId}`), locale });
  let result: Awaited<ReturnType<typeof startMembershipCheckout>>;
  try {
    result = await startMembershipCheckout({ viewer, offerId: parsed.data.offerId, rangeId: parsed.data.rangeId, holderAccountId: parsed.data.holderId, locale });
  } catch (error) {
    log.error({ err: error }, 'membership purchase failed');
    result = { ok: false, error: 'checkoutFailed' };
  }
  // Redirects throw: outside the try. The provider's page (Stripe's, or the test provider's own page of this site).
  if (!result.ok) return back(result.error);
  redirectTo(result.url);
}

export async function cancelMembershipPaymentAction(membershipId: number): Promise<never> {
  const locale = asLocale(await getLocale());
  const args = parseActionArgs(z.tuple([ZActionIdSchema]), [membershipId]);
  if (!args) return redirect({ href: '/account/memberships', locale });
  const viewer = await getCurrentAccount();
  if (!viewer) return redirect({ href: loginHref(`/account/memberships/${args[0]}`), locale });
  await cancelMembershipPayment(viewer, args[0]);
  return redirect({ href: `/account/memberships/${args[0]}?payment=cancelled`, locale });
}
