/**
 * The answer of a ticket-stepper action. `error` and `fieldErrors` are message keys: relative to
 * `Spectator.errors` (else `SpectatorUi.errors`), or full keys when they contain a namespace
 * (`ParticipantValidation.…`). `params` are the message's values ({seconds}, {minQuantity}...).
 */
export type TStepActionResult =
  | { ok: true; mailed?: boolean }
  | { ok: false; error: string; params?: Record<string, string | number>; fieldErrors?: Record<string, string> };
