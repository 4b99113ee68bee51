import { z } from 'zod';

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
  boxes: z.array(z.string().trim().min(1).max(64)).max(50).default([]),
  esignConsent: z.literal(true, { error: 'consentRequired' }),
  certify: z.literal(true, { error: 'certifyRequired' }),
  /** signature_pad's toDataURL('image/png'). */
  signature: z
    .string()
    .min(1, { error: 'signatureRequired' })
    .max(SIGNATURE_DATA_URL_MAX, { error: 'signatureTooLarge' })
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, { error: 'signatureInvalid' }),
});

export type TSignWaiverInput = z.input<typeof ZSignWaiverSchema>;
export type TSignWaiverValues = z.output<typeof ZSignWaiverSchema>;
export type TSignWaiverField = 'boxes' | 'esignConsent' | 'certify' | 'signature' | 'selfie';
export type TSignWaiverFieldErrors = Partial<Record<TSignWaiverField, string[]>>;

/** Every box of the version is ticked. */
export function allBoxesTicked(required: readonly string[], ticked: readonly string[]): boolean {
  const set = new Set(ticked);
  return required.every((key) => set.has(key));
}
