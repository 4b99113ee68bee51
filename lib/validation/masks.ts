import { ADDRESS_INPUT_MAX, PHONE_DIGITS, POSTAL_MAX } from '../constants';

/**
 * Input masks of the registration forms (seed section 5), applied to what the user types. Each
 * mask is idempotent (masking a masked value changes nothing) and its output is something the
 * matching validator in participant.ts can judge: a complete value passes, a partial one gets its
 * message.
 */

/** Phone: keeps at most ten digits and inserts the dashes of xxx-xxx-xxxx as the digits come. */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Address: strips everything but letters, digits and spaces, and cuts at 99 characters. */
export function maskAddress(value: string): string {
  return value.replace(/[^\p{L}\p{N} ]/gu, '').slice(0, ADDRESS_INPUT_MAX);
}

/**
 * Postal code: upper case; letters, digits and one separator (a space, or the dash of a US
 * ZIP+4); at most 10 letters or digits. Repeated or leading separators are dropped.
 */
export function maskPostalCode(value: string): string {
  let out = '';
  let characters = 0;
  let separated = false;
  for (const ch of value.toUpperCase()) {
    if (/[A-Z0-9]/.test(ch)) {
      if (characters === POSTAL_MAX) break;
      out += ch;
      characters += 1;
    } else if ((ch === ' ' || ch === '-') && characters > 0 && !separated && characters < POSTAL_MAX) {
      out += ch;
      separated = true;
    }
  }
  return out;
}
