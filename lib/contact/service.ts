import type { TLocale } from '../constants';
import type { ContentPort } from '../content/port';
import type { TMail, TSentMail } from '../mail/mailer';
import { log } from '../log';
import type { TRateLimiter } from '../security/rate-limit';
import { hashClientAddress, hashIdentifier } from '../security/hash';
import { ZContactSchema, type TContactResult } from '../validation/contact';
import { z } from 'zod';

export type TContactDeps = {
  content: Pick<ContentPort, 'saveContactMessage'>;
  sendMail: (mail: TMail) => Promise<TSentMail>;
  rateLimiter: TRateLimiter;
  /** Null when no captcha is configured. */
  verifyCaptcha: ((token: string, ip?: string) => Promise<boolean>) | null;
  contactTo: string;
};


/**
 * Send a contact-form message: validate, rate-limit (per IP and per sender), check the captcha
 * when configured, keep the message, then mail it to the office with the sender as reply-to.
 * The message is stored before the mail is sent, so nothing a visitor wrote is lost.
 */
export async function sendContactMessage(
  deps: TContactDeps,
  input: unknown,
  context: { locale: TLocale; ip?: string; organizationId?: number; organizationEmail?: string },
): Promise<TContactResult> {
  const parsed = ZContactSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors;
    if (fieldErrors.website) return { ok: true }; // honeypot: pretend success, keep nothing
    return { ok: false, fieldErrors };
  }
  const values = parsed.data;

  const ipKey = hashClientAddress(context.ip);
  for (const [policy, key] of [
    ['contactPerIp', ipKey],
    ['contactPerEmail', hashIdentifier(values.email)],
  ] as const) {
    const limited = await deps.rateLimiter.consume(policy, key);
    if (!limited.ok) return { ok: false, formError: 'rateLimited', retryAfterSeconds: limited.retryAfterSeconds };
  }

  if (deps.verifyCaptcha && !(await deps.verifyCaptcha(values.captchaToken ?? '', context.ip))) {
    return { ok: false, formError: 'captcha' };
  }

  const saved = await deps.content.saveContactMessage({
    organizationId: context.organizationId,
    name: values.name,
    email: values.email,
    phone: values.phone || undefined,
    subject: values.subject,
    message: values.message,
    locale: context.locale,
    ipHash: ipKey,
  });

  try {
    await deps.sendMail({
      to: context.organizationEmail ?? deps.contactTo,
      replyTo: `${values.name} <${values.email}>`,
      subject: `[Contact #${saved.id}] ${values.subject}`,
      text: [
        `From: ${values.name} <${values.email}>`,
        values.phone ? `Phone: ${values.phone}` : null,
        `Language: ${context.locale}`,
        '',
        values.message,
      ]
        .filter((l) => l !== null)
        .join('\n'),
      meta: { kind: 'contact', contactMessageId: String(saved.id) },
    });
  } catch (error) {
    // The message is kept (contact_messages); the office can still read it.
    log.error({ err: error, contactMessageId: saved.id }, 'contact mail failed');
  }
  return { ok: true };
}
