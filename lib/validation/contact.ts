import { z } from 'zod';
import { emailFieldSchema } from './email';

/**
 * The contact form, shared by the browser form (zodResolver) and the server action. Messages are
 * keys of the `Contact.errors` namespace, translated where they are shown.
 */
export const CONTACT_LIMITS = { nameMin: 2, nameMax: 100, subjectMin: 3, subjectMax: 150, messageMin: 10, messageMax: 5000 } as const;

const trimmed = z.string().trim();

export const ZContactSchema = z.object({
  name: trimmed
    .min(1, { error: 'nameRequired' })
    .min(CONTACT_LIMITS.nameMin, { error: 'nameTooShort' })
    .max(CONTACT_LIMITS.nameMax, { error: 'nameTooLong' }),
  email: emailFieldSchema({ required: 'emailRequired', tooLong: 'emailInvalid', invalid: 'emailInvalid' }),
  phone: trimmed
    .refine((v) => v === '' || /^\d{3}-?\d{3}-?\d{4}$/.test(v), { error: 'phoneInvalid' })
    .optional(),
  subject: trimmed
    .min(1, { error: 'subjectRequired' })
    .min(CONTACT_LIMITS.subjectMin, { error: 'subjectTooShort' })
    .max(CONTACT_LIMITS.subjectMax, { error: 'subjectTooLong' }),
  message: trimmed
    .min(1, { error: 'messageRequired' })
    .min(CONTACT_LIMITS.messageMin, { error: 'messageTooShort' })
    .max(CONTACT_LIMITS.messageMax, { error: 'messageTooLong' }),
  /** Honeypot: people leave it empty, bots fill it. */
  website: z.string().max(0, { error: 'spam' }).optional(),
  captchaToken: z.string().optional(),
});

export type TContactInput = z.input<typeof ZContactSchema>;
export type TContact = z.output<typeof ZContactSchema>;

export type TContactFieldErrors = Partial<Record<keyof TContactInput, string[]>>;

export type TContactResult =
  | { ok: true }
  | { ok: false; fieldErrors?: TContactFieldErrors; formError?: 'rateLimited' | 'captcha' | 'failed'; retryAfterSeconds?: number };
