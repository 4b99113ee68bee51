import 'server-only';
import { headers } from 'next/headers';
import {
  CLIENT_IP_HEADER,
  E2E_CLIENT_IP_HEADER,
  isClientIpHeaderSet,
  normalizeAddress,
  parseProxyTrust,
  resolveClientIp,
  type TProxyTrust,
} from '../../server/client-ip.mjs';
import { env } from '../env';
import { log } from '../log';

let trust: TProxyTrust | undefined;
let warned = false;

/**
 * The client's address, for per-IP rate limits and records (docs/security.md, "Client address").
 * Under `npm start`, what server.mjs worked out from the socket and the trusted proxies (a
 * client-sent header of that name never gets through). Without server.mjs (`next dev`, a bare
 * `next start`) there is no socket to read: the same rule runs over X-Forwarded-For alone, whose
 * right-most entry Next sets to the socket's address only when the client sent none, so a client
 * can forge it there. Development only; production runs server.mjs.
 */
export async function clientIp(): Promise<string | undefined> {
  const h = await headers();
  if (isClientIpHeaderSet()) return h.get(CLIENT_IP_HEADER) ?? undefined;

  if (env.NODE_ENV === 'production' && !warned) {
    warned = true;
    log.warn('no server.mjs in front of the app: client addresses come from X-Forwarded-For, which clients can forge; start with `npm start`');
  }
  const testAddress = env.E2E_TEST_ROUTES ? normalizeAddress(h.get(E2E_CLIENT_IP_HEADER)) : undefined;
  if (testAddress) return testAddress;
  trust ??= parseProxyTrust({ hops: env.TRUSTED_PROXY_HOPS, proxies: env.TRUSTED_PROXIES });
  return resolveClientIp({ peer: undefined, forwardedFor: h.get('x-forwarded-for'), trust });
}
