// zod/mini: this module runs in the waiver form in the browser too (a fraction of the full zod's
// size); the server uses the same schema.
import * as z from 'zod/mini';
import { ACTION_BODY_LIMIT_BYTES } from '../../server/config.mjs';

/**
 * Signing a waiver (seed section 5 "Waiver": all boxes ticked, electronic signature consent,
 * signature, certification of correct information, selfie when required). Shared by the waiver
 * page's form and the server (lib/spectators/waivers.ts), which also checks the boxes against the
 * version shown, the signature image and the selfie by content. Messages: `Waiver.errors`.
 */
export const SIGNATURE_MAX_BYTES = 512 * 1024;
/** base64 of SIGNATURE_MAX_BYTES plus the data URL prefix. */
export const SIGNATURE_DATA_URL_MAX = Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4 + 32;
export const SELFIE_MAX_BYTES = 5 * 1024 * 1024;
export const SELFIE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const ZSignWaiverSchema = z.object({
  /** Keys of the boxes the signer ticked (all of the version's boxes are required). */
  boxes: z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))).check(z.maxLength(50)), []),
  esignConsent: z.literal(true, { error: 'consentRequired' }),
  certify: z.literal(true, { error: 'certifyRequired' }),
  /** signature_pad's toDataURL('image/png'). */
  signature: z
    .string()
    .check(
      z.minLength(1, { error: 'signatureRequired' }),
      z.maxLength(SIGNATURE_DATA_URL_MAX, { error: 'signatureTooLarge' }),
      z.regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, { error: 'signatureInvalid' }),
    ),
});

export type TSignWaiverInput = z.input<typeof ZSignWaiverSchema>;
export type TSignWaiverValues = z.output<typeof ZSignWaiverSchema>;
export type TSignWaiverField = 'boxes' | 'esignConsent' | 'certify' | 'signature' | 'selfie';
export type TSignWaiverFieldErrors = Partial<Record<TSignWaiverField, string[]>>;

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
