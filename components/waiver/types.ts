/**
 * What a waiver form shows and sends, in the page's language (built on the server from the
 * event's current waiver text; the form never sees the database shapes).
 */
export type TWaiverDocumentView = {
  title: string;
  version: number;
  /** Paragraphs of the waiver text. */
  paragraphs: string[];
  /** Every box the signer must tick. */
  boxes: { key: string; label: string }[];
  consentText: string;
  certificationText: string;
  requiresSelfie: boolean;
};

/** Who signs and for whom, shown above the signature. */
export type TWaiverSignerView = {
  /** The person the waiver covers. */
  spectatorName: string;
  /** The person signing (the spectator, or for a minor the parent or guardian). */
  signerName: string;
  /** For a minor: the guardian's relationship, translated. */
  relationship?: string;
  isMinor: boolean;
};

/** What the form sends to its sign action. */
export type TWaiverSignInput = {
  boxes: string[];
  esignConsent: boolean;
  certify: boolean;
  /** PNG data URL. */
  signature: string;
  /** JPEG data URL, when the event requires a selfie. */
  selfie?: string;
};

export type TWaiverField = 'boxes' | 'esignConsent' | 'certify' | 'signature' | 'selfie';

/**
 * The answer of a sign or reject action: message keys of `Waiver.errors`. `copyToken`: a copy link
 * for a signer whose account does not show the record; the page reloads with it (`?token=`).
 */
export type TWaiverActionResult =
  | { ok: true; copyToken?: string }
  | { ok: false; error?: string; fieldErrors?: Partial<Record<TWaiverField, string>>; retryAfterSeconds?: number };
