import 'server-only';
import { z } from 'zod';
import { markActionEntered } from '../../server/action-calls.mjs';

/**
 * Arguments of server actions. Whatever a form or a stepper passes, an action's arguments are
 * decoded from a request body that anyone can post: each action checks them here, at its entry (a
 * non-FormData where a form is expected, a string where an id is), and answers its form's
 * translated generic error instead of throwing (docs/security.md, "Input"). Reaching this check
 * also tells server.mjs that the body decoded (server/action-calls.mjs): a later 500 is a real one.
 */
export const ZFormDataSchema = z.instanceof(FormData);

/** An id a page bound to an action (event, purchase, spectator, minor). */
export const ZActionIdSchema = z.number().int().positive().max(2_147_483_647);

/** A token or uuid a page bound to an action (waiver uuid, test checkout session). */
export const ZActionTokenSchema = z.string().min(1).max(200);

/** The arguments as the action takes them, or null when they are not. */
export function parseActionArgs<T extends z.ZodType>(schema: T, args: unknown[]): z.output<T> | null {
  markActionEntered();
  const parsed = schema.safeParse(args);
  return parsed.success ? parsed.data : null;
}
