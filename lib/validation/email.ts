// zod/mini: the form schemas built on this run in the browser too (a fraction of the full zod's size).
import * as z from 'zod/mini';
import { EMAIL_MAX } from '../constants';

/**
 * The one email rule of every form (sign-in, password reset, contact, registration, spectators):
 * trimmed and lower-cased, present, at most EMAIL_MAX characters, an address of any valid domain
 * (docs/decisions/007). Each form names its own message for each way an address can fail.
 */
export type TEmailMessages = { required: string; tooLong: string; invalid: string };
export type TEmailProblem = keyof TEmailMessages;

const ZEmailFormatSchema = z.email();

/** What is wrong with an address (already trimmed and lower-cased), or null when it is valid. */
export function emailProblem(value: string): TEmailProblem | null {
  if (value === '') return 'required';
  if (value.length > EMAIL_MAX) return 'tooLong';
  return ZEmailFormatSchema.safeParse(value).success ? null : 'invalid';
}

const normalized = () => z.string().check(z.trim(), z.toLowerCase());

/** A required email field: one message, the first problem found. */
export function emailFieldSchema(messages: TEmailMessages) {
  return normalized().check(
    z.superRefine((value, ctx) => {
      const problem = emailProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: messages[problem] });
    }),
  );
}

/** An optional email field: empty means none (null); otherwise the same rule. */
export function optionalEmailFieldSchema(messages: Omit<TEmailMessages, 'required'>) {
  return z.pipe(
    normalized().check(
      z.superRefine((value, ctx) => {
        const problem = emailProblem(value);
        if (problem && problem !== 'required') ctx.addIssue({ code: 'custom', message: messages[problem] });
      }),
    ),
    z.transform((value: string) => (value === '' ? null : value)),
  );
}
