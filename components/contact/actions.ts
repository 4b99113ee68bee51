'use server';

import { getLocale } from 'next-intl/server';
import { sendContactMessage } from '@/lib/contact/service';
import { clientIp } from '@/lib/server/request';
import { contactDeps } from '@/lib/server/services';
import type { TContactResult } from '@/lib/validation/contact';
import type { TLocale } from '@/lib/constants';

/** Server action of the contact forms. `organizationId` targets an organisation's office. */
export async function submitContact(input: unknown, organizationId?: number): Promise<TContactResult> {
  const locale = (await getLocale()) as TLocale;
  return sendContactMessage(contactDeps(), input, {
    locale,
    ip: await clientIp(),
    organizationId: typeof organizationId === 'number' && Number.isInteger(organizationId) ? organizationId : undefined,
  });
}
