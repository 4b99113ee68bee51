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

/** An id a page bound to an action or a form posted in a hidden field (event, purchase, spectator, minor). */
export const ZActionIdSchema = z.number().int().positive().max(2_147_483_647);

/** A token or uuid a page bound to an action (waiver uuid, test checkout session). */
export const ZActionTokenSchema = z.string().min(1).max(200);

/**
 * The arguments of a form action given to `useActionState`: the previous state and the posted
 * form, nothing bound. A bound action given to `useActionState` made React's server render of a
 * form posted without JavaScript loop forever, so the ids a form acts on travel as hidden fields
 * and are read with `idField` / `flagField` (components/organiser/actions.ts).
 */
export const ZFormActionArgsSchema = z.tuple([z.unknown(), ZFormDataSchema]);

/**
 * An id a form posts in a hidden field (`<input type="hidden" name="eventId" value="7">`): digits
 * only, as `ZActionIdSchema`; null when absent or anything else. It names the target only: the
 * action still checks that the signed-in account may change it.
 */
export function idField(form: FormData, name: string): number | null {
  const value = form.get(name);
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const parsed = ZActionIdSchema.safeParse(Number(value));
  return parsed.success ? parsed.data : null;
}

/** A flag a form posts in a hidden field: the strings 'true' or 'false', null for anything else. */
export function flagField(form: FormData, name: string): boolean | null {
  const value = form.get(name);
  return value === 'true' ? true : value === 'false' ? false : null;
}

/** The arguments as the action takes them, or null when they are not. */
export function parseActionArgs<T extends z.ZodType>(schema: T, args: unknown[]): z.output<T> | null {
  markActionEntered();
  const parsed = schema.safeParse(args);
  return parsed.success ? parsed.data : null;
}
