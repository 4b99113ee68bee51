/**
 * The ticket stepper's rules that need no zod: its limits and how a schema message names its
 * translation. The browser forms import these with their first scripts; the schemas
 * (spectators.ts, spectator-account.ts, which re-export these) load when a form first validates.
 */
export const SPECTATORS_MAX = 20;
export const PROMO_CODE_MAX = 40;

/** The full message key of a spectator account schema message: `ParticipantValidation.…` or `Spectator.errors.…`. */
export function qualifySpectatorAccountKey(key: string): string {
  return key.startsWith('participant.') ? `ParticipantValidation.${key}` : `Spectator.errors.${key}`;
}
