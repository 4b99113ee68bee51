// @ts-check
import { BlockList, isIP } from 'node:net';

/**
 * The client's address, for per-IP rate limits and records (docs/security.md, "Client address").
 *
 * A client can write any X-Forwarded-For it likes, so the address is the socket's, unless the
 * operator declares the proxies in front of the app (TRUSTED_PROXY_HOPS, TRUSTED_PROXIES): then it
 * is the right-most X-Forwarded-For address that is not one of them (each proxy appends the
 * address it was connected from, so everything to the right of the client was written by a proxy).
 *
 * server.mjs works it out for every request and hands it to the app in CLIENT_IP_HEADER, after
 * removing any value the client sent; lib/server/request.ts reads only that header.
 */

/** Request header set by server.mjs: the client's address. A client-sent value is dropped. */
export const CLIENT_IP_HEADER = 'x-portal-client-ip';
/** Test-only: the address a request pretends to come from, honoured only with E2E_TEST_ROUTES=true. */
export const E2E_CLIENT_IP_HEADER = 'x-e2e-client-ip';
/** Most proxies a chain may declare: more is a configuration mistake. */
export const MAX_TRUSTED_PROXY_HOPS = 10;

const MARK = Symbol.for('racing-portal.client-ip-header');

/** @typedef {{ hops: number; proxies: BlockList | null }} TProxyTrust */

/**
 * An address as written on a socket or in a header, in one spelling: no brackets, port or zone;
 * IPv4-mapped IPv6 (`::ffff:192.0.2.1`) as IPv4; IPv6 in lower case. Undefined when it is not an
 * IP address.
 * @param {string | undefined | null} value
 * @returns {string | undefined}
 */
export function normalizeAddress(value) {
  if (!value) return undefined;
  let v = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(v);
  if (bracketed) v = /** @type {string} */ (bracketed[1]);
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d{1,5}$/.test(v)) v = v.slice(0, v.lastIndexOf(':'));
  v = v.replace(/%[^%]*$/, '');
  const family = isIP(v);
  if (family === 4) return v;
  if (family !== 6) return undefined;
  const groups = ipv6Groups(v.toLowerCase());
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return v.toLowerCase();
}

/**
 * The 8 groups of an IPv6 address (already normalised).
 * @param {string} address
 * @returns {number[]}
 */
function ipv6Groups(address) {
  let a = address;
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a);
  if (v4) {
    const [b0, b1, b2, b3] = /** @type {string} */ (v4[1]).split('.').map(Number);
    a = `${a.slice(0, -(/** @type {string} */ (v4[1]).length))}${(((b0 ?? 0) << 8) | (b1 ?? 0)).toString(16)}:${(((b2 ?? 0) << 8) | (b3 ?? 0)).toString(16)}`;
  }
  const [head = '', tail] = a.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  return groups.map((g) => parseInt(g, 16) || 0);
}

/**
 * What per-IP rate limits key on: an IPv4 address as is, an IPv6 address by its /64 (one
 * subscriber usually holds a whole /64 and could otherwise take a fresh address per attempt).
 * @param {string | undefined} ip
 * @returns {string}
 */
export function rateLimitAddress(ip) {
  const address = normalizeAddress(ip);
  if (!address) return 'unknown';
  if (isIP(address) === 4) return address;
  return `${ipv6Groups(address)
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The operator's trusted proxies: TRUSTED_PROXY_HOPS (how many proxies, counted from the app,
 * always stand in front of it) and TRUSTED_PROXIES (their addresses or CIDR ranges, separated by
 * commas or spaces). Throws on a malformed value, naming the variable.
 * @param {{ hops?: string | number | undefined; proxies?: string | readonly string[] | undefined }} source
 * @returns {TProxyTrust}
 */
export function parseProxyTrust(source) {
  const hopsText = source.hops === undefined ? '' : String(source.hops).trim();
  const hops = hopsText === '' ? 0 : Number(hopsText);
  if (!Number.isInteger(hops) || hops < 0 || hops > MAX_TRUSTED_PROXY_HOPS) {
    throw new Error(`TRUSTED_PROXY_HOPS: expected a whole number from 0 to ${MAX_TRUSTED_PROXY_HOPS}, got "${hopsText}"`);
  }
  const entries = typeof source.proxies === 'string' ? source.proxies.split(/[\s,]+/) : [...(source.proxies ?? [])];
  let proxies = null;
  for (const entry of entries.map((e) => e.trim()).filter(Boolean)) {
    const [addressText, prefixText, ...rest] = entry.split('/');
    const address = normalizeAddress(addressText);
    const family = address ? isIP(address) : 0;
    const max = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
    if (!address || rest.length > 0 || !(prefix >= 0 && prefix <= max) || address !== addressText?.trim().toLowerCase()) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    }
    proxies ??= new BlockList();
    proxies.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return { hops, proxies };
}

/**
 * @param {TProxyTrust} trust
 * @param {string} address normalised
 * @param {number} position 0 = the socket's peer (or the right-most entry when there is no socket)
 */
function isTrustedProxy(trust, address, position) {
  if (position < trust.hops) return true;
  return trust.proxies?.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6') ?? false;
}

/**
 * The client's address: walking from the socket's peer leftwards through X-Forwarded-For, the
 * first address that is not a trusted proxy (the left-most if all are). Without trusted proxies,
 * the peer itself. A malformed entry stops the walk at the nearest valid address to its right.
 * `peer` undefined (no socket known: `next dev`) starts the walk at the right-most entry.
 * @param {{ peer: string | undefined; forwardedFor: string | string[] | null | undefined; trust: TProxyTrust }} input
 * @returns {string | undefined}
 */
export function resolveClientIp({ peer, forwardedFor, trust }) {
  const listed = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').map((s) => s.trim());
  const chain = listed.filter(Boolean);
  if (peer !== undefined) chain.push(peer);
  /** @type {string | undefined} */
  let nearest;
  for (let i = chain.length - 1, position = 0; i >= 0; i--, position++) {
    const address = normalizeAddress(chain[i]);
    if (!address) return nearest;
    nearest = address;
    if (!isTrustedProxy(trust, address, position)) return address;
  }
  return nearest;
}

/**
 * Replace whatever the client sent in CLIENT_IP_HEADER (and the test header) by the address
 * worked out from the socket and the trusted proxies. With `honourTestHeader` (E2E_TEST_ROUTES=true
 * only), a valid E2E_CLIENT_IP_HEADER stands for the socket's address, so end-to-end tests can be
 * several clients.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ trust: TProxyTrust; honourTestHeader: boolean }} options
 */
export function setClientIpHeader(req, options) {
  const testValue = req.headers[E2E_CLIENT_IP_HEADER];
  const testAddress = options.honourTestHeader && typeof testValue === 'string' ? normalizeAddress(testValue) : undefined;
  delete req.headers[E2E_CLIENT_IP_HEADER];
  delete req.headers[CLIENT_IP_HEADER];
  const ip = resolveClientIp({
    peer: testAddress ?? req.socket.remoteAddress,
    forwardedFor: req.headers['x-forwarded-for'],
    trust: options.trust,
  });
  if (ip) req.headers[CLIENT_IP_HEADER] = ip;
}

/** Called once by server.mjs: from now on CLIENT_IP_HEADER of every request is its own. */
export function markClientIpHeaderSet() {
  /** @type {Record<symbol, unknown>} */ (globalThis)[MARK] = true;
}

/** Whether server.mjs is in front of the app (so CLIENT_IP_HEADER can be believed). */
export function isClientIpHeaderSet() {
  return /** @type {Record<symbol, unknown>} */ (globalThis)[MARK] === true;
}
