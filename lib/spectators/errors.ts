import type { TPromoRefusal } from './domain/promo';
import type { TWaiverRefusal } from './domain/waiver-state';

/**
 * Message keys the spectator services answer with (never English text). Translate with
 * `Spectator.errors.<key>`, `Waiver.errors.<key>` or `Payment.errors.<key>`; tests check that
 * every key exists in the three languages. Seed section 8, "Spectator" and "Webcam".
 */
export const SPECTATOR_ERRORS = [
  // the seed's Spectator catalogue
  'adultsOnly',
  'emailExists',
  'sendWaiverFirst',
  'invalidBirthDate',
  'fillAllEntries',
  'notValidForPromoters',
  'registrationNotFound',
  'missingEmail',
  'missingFirstName',
  'missingLastName',
  'missingGender',
  'waiverRejected',
  'tickAllBoxesAndSign',
  'eventNotFound',
  'recordNotFound',
  'noSpectatorAdded',
  'notAllSigned',
  // further refusals of the same flow
  'signInRequired',
  'participantOrSpectatorOnly',
  'ticketsNotOnSale',
  'soldOut',
  'notEnoughTickets',
  'tooManySpectators',
  'purchaseLocked',
  'cannotRemoveBuyer',
  'birthDateInFuture',
  'nameTooShort',
  'nameTooLong',
  'nameInvalid',
  'invalidEmail',
  'emailTooLong',
  'missingRelationship',
  'invalidRelationship',
  'invalidGender',
  'resendTooSoon',
  'nothingToResend',
  'alreadySigned',
  'checkoutFailed',
  'alreadyPaid',
  'promoInvalid',
  'promoNotForEvent',
  'promoNotYetValid',
  'promoExpired',
  'promoUsedUp',
  'promoMinQuantity',
] as const satisfies readonly (string | TPromoRefusal | TWaiverRefusal)[];
export type TSpectatorError = (typeof SPECTATOR_ERRORS)[number];

export const WAIVER_ERRORS = [
  'waiverRejected',
  'alreadySigned',
  'tickAllBoxesAndSign',
  'consentRequired',
  'certifyRequired',
  'signatureRequired',
  'signatureInvalid',
  'signatureTooLarge',
  'selfieRequired',
  'selfieTooLarge',
  'selfieInvalidType',
  'recordNotFound',
  'waiverUnavailable',
  'signInRequired',
] as const satisfies readonly (string | TWaiverRefusal)[];
export type TWaiverError = (typeof WAIVER_ERRORS)[number];

export const PAYMENT_ERRORS = ['checkoutNotFound', 'checkoutExpired', 'checkoutClosed', 'paymentFailed'] as const;
export type TPaymentError = (typeof PAYMENT_ERRORS)[number];
