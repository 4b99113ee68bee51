// @ts-check
/**
 * The environment of the two entry points that run outside the Next.js bundle, validated once:
 * server.mjs (the production server, plain JavaScript: it cannot import lib/env.ts) and
 * next.config.ts (build and start). lib/env.ts validates the app's variables and takes these
 * from here (`ZServerEnvSchema`), so every variable has one rule. docs/decisions/033.
 */
import { z } from 'zod';

/** A string variable; empty or blank counts as unset. The helpers are lib/env.ts's too. */
export const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** A list of values separated by commas or spaces. */
export const list = z
  .string()
  .optional()
  .transform((v) => (v ?? '').split(/[\s,]+/).filter(Boolean));

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

export const ZServerEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Public origin of the site as configured (lib/env.ts gives the app its default); unset here stays unset. */
  SITE_URL: optionalString.pipe(z.url().optional()),
  /** The port and address `npm start` (server.mjs) listens on; not HOSTNAME, which shells and containers set to the machine's name. */
  PORT: optionalString.pipe(z.coerce.number().int().min(0).max(65_535).default(3000)),
  LISTEN_ADDRESS: optionalString.transform((v) => v ?? '0.0.0.0'),
  /** `off` turns the shared page cache of server.mjs off. */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  /** Test-only route handlers and headers (e.g. adding a lap to a running race). Never set in production. */
  E2E_TEST_ROUTES: flag,
  /**
   * Proxies in front of the app (docs/security.md, "Client address"): how many always stand between
   * it and the internet, and/or their addresses or CIDR ranges (commas or spaces). Unset: the
   * client is the socket's peer and X-Forwarded-For is ignored.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  TRUSTED_PROXIES: list.pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'expected IP addresses or CIDR ranges' }))),
  /** Build and development output folder (tooling: a second dev server beside the first). */
  NEXT_DIST_DIR: optionalString.transform((v) => v ?? '.next'),
  /** `1` at `npm run build` adds the benchmark's JavaScript floor page (tooling only). */
  BENCH_FLOOR: z
    .string()
    .optional()
    .transform((v) => v === '1'),
});

/**
 * The issues of a failed parse as one error that names each variable.
 * @param {z.ZodError} error
 */
export function environmentError(error) {
  const details = error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  return new Error(`Invalid environment: ${details}`);
}

/**
 * @param {Record<string, string | undefined>} source
 * @returns {import('./env.d.mts').TServerEnv}
 */
export function parseServerEnv(source) {
  const result = ZServerEnvSchema.safeParse(source);
  if (!result.success) throw environmentError(result.error);
  return result.data;
}

/** The server's environment, read once. */
export const serverEnv = parseServerEnv(process.env);
