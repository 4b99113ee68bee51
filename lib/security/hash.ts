import { createHash } from 'node:crypto';

/** A one-way hash of an IP address or email, for rate-limit keys and records (never stored raw). */
export function hashIdentifier(value: string): string {
  return createHash('sha256').update(`portal:${value.trim().toLowerCase()}`).digest('hex').slice(0, 32);
}
