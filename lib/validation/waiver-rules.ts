import { ACTION_BODY_LIMIT_BYTES } from '../../server/config.mjs';

/**
 * The waiver's limits and size checks, without zod: the waiver form imports these with its first
 * scripts; the signing schema (waiver.ts, which re-exports these) is the server's.
 */
export const SIGNATURE_MAX_BYTES = 512 * 1024;
/** base64 of SIGNATURE_MAX_BYTES plus the data URL prefix. */
export const SIGNATURE_DATA_URL_MAX = Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4 + 32;
export const SELFIE_MAX_BYTES = 5 * 1024 * 1024;
export const SELFIE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Bytes a base64 data URL decodes to, counted without decoding it. */
export function dataUrlBytes(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  const base64 = comma === -1 ? dataUrl : dataUrl.slice(comma + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}

/**
 * A post that fails without an answer and is at least this large was most likely refused for its
 * size, by the server (413) or by a proxy in front of it (nginx refuses more than 1 MB by default).
 */
export const LARGE_POST_BYTES = 1024 * 1024;

/**
 * Whether the signing post is too large to send: a selfie over SELFIE_MAX_BYTES (the service's
 * limit) or a post over the server's body limit (next.config.ts, server.mjs). Checked in the
 * browser before sending, so the signer sees "the photo is too large", not a failure.
 */
export function waiverPostTooLarge(input: { signature: string; selfie?: string }, limit: number = ACTION_BODY_LIMIT_BYTES): boolean {
  if (input.selfie !== undefined && dataUrlBytes(input.selfie) > SELFIE_MAX_BYTES) return true;
  // The action's body is the JSON of its arguments: the data URLs are most of it.
  return input.signature.length + (input.selfie?.length ?? 0) + 1024 > limit;
}

/** Every box of the version is ticked. */
export function allBoxesTicked(required: readonly string[], ticked: readonly string[]): boolean {
  const set = new Set(ticked);
  return required.every((key) => set.has(key));
}
