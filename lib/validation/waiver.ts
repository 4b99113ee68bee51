// zod/mini, like the other form schemas. The waiver form itself imports only waiver-rules.ts (no zod).
import * as z from 'zod/mini';
import { SIGNATURE_DATA_URL_MAX } from './waiver-rules';

export * from './waiver-rules';

/**
 * Signing a waiver (seed section 5 "Waiver": all boxes ticked, electronic signature consent,
 * signature, certification of correct information, selfie when required), checked by the server
 * (lib/spectators/waiver-signing.ts), which also checks the boxes against the version shown, the
 * signature image and the selfie by content. Messages: `Waiver.errors`.
 */
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
