'use server';

import { getLocale } from 'next-intl/server';
import { sendContactMessage } from '@/lib/contact/service';
import { loadOr } from '@/lib/http/safe';
import { getPlatform } from '@/lib/platform';
import { clientIp } from '@/lib/server/request';
import { contactDeps } from '@/lib/server/services';
import type { TContactResult } from '@/lib/validation/contact';
import type { TLocale } from '@/lib/constants';

/**
 * Server action of the contact forms. With `organizationId`, the message goes to that
 * organisation's office (its email), else to the site's contact address.
 */
export async function submitContact(input: unknown, organizationId?: number): Promise<TContactResult> {
  const locale = (await getLocale()) as TLocale;
  const organization =
    typeof organizationId === 'number' && Number.isInteger(organizationId) && organizationId > 0
      ? await loadOr('contact organization', () => getPlatform().getOrganization(organizationId, { locale }), null)
      : null;
  return sendContactMessage(contactDeps(), input, {
    locale,
    ip: await clientIp(),
    organizationId: organization?.id,
    organizationEmail: organization?.email,
  });
}
