'use server';

import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import { sendContactMessage } from '@/lib/contact/service';
import { loadOr } from '@/lib/http/safe';
import { log } from '@/lib/log';
import { loadOrganization } from '@/lib/organizations/data';
import { parseActionArgs, ZFormDataSchema } from '@/lib/server/action-args';
import { clientIp } from '@/lib/server/request';
import { contactDeps } from '@/lib/server/services';
import { CONTACT_LIMITS, type TContactFieldErrors, type TContactResult } from '@/lib/validation/contact';

/**
 * Server action of the contact forms. With `organizationId`, the message goes to that
 * organisation's office (its email), else to the site's contact address.
 */
export async function submitContact(input: unknown, organizationId?: number): Promise<TContactResult> {
  if (!parseActionArgs(z.tuple([z.record(z.string(), z.unknown()), z.unknown()]).rest(z.unknown()), [input, organizationId])) return { ok: false, formError: 'failed' };
  const locale = await getLocale();
  const organization =
    typeof organizationId === 'number' && Number.isInteger(organizationId) && organizationId > 0
      ? await loadOr('contact organization', () => loadOrganization(organizationId, locale), null)
      : null;
  return sendContactMessage(contactDeps(), input, {
    locale,
    ip: await clientIp(),
    organizationId: organization?.id,
    organizationEmail: organization?.email,
  });
}

export type TContactValues = Record<'name' | 'email' | 'phone' | 'subject' | 'message', string>;

/** What the contact form shows after a post: what was typed (kept unless sent) and the outcome. */
export type TContactFormState = {
  values: TContactValues;
  sent?: boolean;
  fieldErrors?: TContactFieldErrors;
  formError?: 'rateLimited' | 'captcha' | 'failed';
  retryAfterSeconds?: number;
};

const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
const EMPTY_CONTACT_VALUES: TContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * The contact form's action (useActionState): a plain POST of the form, so it works before the
 * page's JavaScript has run, and nothing typed ever goes into a URL. `organizationId` is a field.
 */
export async function contactFormAction(_previous: TContactFormState, form: FormData): Promise<TContactFormState> {
  // (previous state, form) of useActionState; a body that is not the form gets the generic error.
  if (!parseActionArgs(z.tuple([z.unknown(), ZFormDataSchema]).rest(z.unknown()), [_previous, form])) return { values: EMPTY_CONTACT_VALUES, formError: 'failed' };
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const input = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, field(name)])) as TContactValues;
  // Echoed back into the form, never more than a little over the longest accepted message.
  const values = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, input[name].slice(0, CONTACT_LIMITS.messageMax + 1)])) as TContactValues;
  const organizationId = Number(field('organizationId')) || undefined;
  let result: TContactResult;
  try {
    result = await submitContact({ ...input, website: field('website'), captchaToken: field('captchaToken') }, organizationId);
  } catch (error) {
    log.error({ err: error }, 'contact form failed');
    return { values, formError: 'failed' };
  }
  if (result.ok) return { values: EMPTY_CONTACT_VALUES, sent: true };
  return { values, fieldErrors: result.fieldErrors, formError: result.formError, retryAfterSeconds: result.retryAfterSeconds };
}
