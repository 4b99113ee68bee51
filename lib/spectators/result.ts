import type { TSpectatorError } from './errors';

/** A refusal of a spectator service: a message key and the values it quotes. */
export type TFailure = { ok: false; error: TSpectatorError; params?: Record<string, string | number> };

export const fail = (error: TSpectatorError, params?: Record<string, string | number>): TFailure => ({ ok: false, error, ...(params ? { params } : {}) });

export const isFailure = (value: unknown): value is TFailure => typeof value === 'object' && value !== null && (value as TFailure).ok === false;
