import { createHash } from 'node:crypto';
import { rateLimitAddress } from '../../server/client-ip.mjs';

/** A one-way hash of an IP address or email, for rate-limit keys and records (never stored raw). */
export function hashIdentifier(value: string): string {
  return createHash('sha256').update(`portal:${value.trim().toLowerCase()}`).digest('hex').slice(0, 32);
}

/**
 * The per-IP rate-limit key of a client address (lib/server/request.ts): hashed, and an IPv6
 * address by its /64, which one subscriber usually holds whole (a fresh address per attempt would
 * otherwise dodge the limit). No address: one shared key.
 */
export function hashClientAddress(ip: string | undefined): string {
  return hashIdentifier(rateLimitAddress(ip));
}
