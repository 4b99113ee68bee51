import { z } from 'zod';
import { environmentError, list, optionalString, ZServerEnvSchema } from '../server/env.mjs';

/**
 * Every environment variable the app reads, validated once. Import `env` (server) — never read
 * `process.env` elsewhere. The variables server.mjs and next.config.ts also read (NODE_ENV,
 * SITE_URL, PORT, LISTEN_ADDRESS, PAGE_CACHE, E2E_TEST_ROUTES, TRUSTED_PROXY_HOPS, TRUSTED_PROXIES,
 * NEXT_DIST_DIR, BENCH_FLOOR) have their rule in server/env.mjs, plain JavaScript those two can
 * load (docs/decisions/033); this schema takes them from there.
 */
const optionalUrl = optionalString.pipe(z.url({ protocol: /^https?$/ }).optional());

/** SITE_URL when unset: the public origin of the site (scheme + host, no base path), used for links in mail, sitemap, iCal. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

const ZAppEnvSchema = z.object({
  /** PostgreSQL server; when unset the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: optionalString,
  /** Directory of the embedded PGlite database. */
  DATA_DIR: z.string().trim().default('var/pglite'),
  /** Private files (waiver selfies), outside the public folder; share it between app instances. */
  PRIVATE_FILES_DIR: z.string().trim().default('var/private'),
  /**
   * Seed the demo dataset into an empty database on first start. Unset: yes on the embedded
   * database, no with DATABASE_URL (a real server must not get accounts whose password is public).
   */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /**
   * LiveLaps (README "Connect to LiveLaps"): the main domain (the prefix laravel/public/api/v1 is
   * added), or `auto` for the request's host; unset = the embedded platform.
   */
  PLATFORM_API_URL: optionalString.pipe(z.union([z.literal('auto'), z.url({ protocol: /^https?$/ })]).optional()),
  /** The api link (race calls, langs/current); default `{PLATFORM_API_URL}/laravel/public/api/v1/`. */
  PLATFORM_API_LINK_URL: optionalUrl,
  /** With PLATFORM_API_URL=auto: host names besides SITE_URL's whose requests use their own host's LiveLaps. */
  PLATFORM_API_HOSTS: list.pipe(z.array(z.hostname({ error: 'expected host names (www.example.org)' }).toLowerCase())),
  /**
   * On LiveLaps, whether this server keeps the results mirror in step (lib/mirror/scheduler.ts):
   * `on` (one server of a cluster syncs at a time, under a lease), `off` (it only reads the mirror).
   */
  MIRROR_SYNC: z.enum(['on', 'off']).default('on'),
  /** Strapi 4 or 5 content service; unset = embedded. */
  CONTENT_URL: optionalUrl,
  CONTENT_API_TOKEN: optionalString,
  /**
   * The content service's locale codes ("en, es, fr-CA"), when its `/api/i18n/locales` cannot be
   * read; unset = read from the service (docs/decisions/026).
   */
  CONTENT_LOCALES: list.pipe(z.array(z.string().regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/, { error: 'expected locale codes such as en, es, fr-CA' }))),
  /** How long content reads (menus, settings, pages) are cached in each app instance; 0 = off. */
  CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** SMTP server (smtp://user:pass@host:port); unset = mail goes to the outbox table. */
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().trim().default('Racing Portal <no-reply@localhost>'),
  /** Address contact-form messages go to. */
  CONTACT_TO: z.string().trim().default('office@localhost'),
  /** Support address shown in the duplicate-account message. */
  SUPPORT_EMAIL: z.string().trim().default('support@localhost'),
  /** Show the mail outbox page (/ll/outbox). Defaults to on outside production. */
  SHOW_OUTBOX: z.enum(['true', 'false']).optional(),
  /** Google reCAPTCHA v2 keys; the contact form asks for a captcha only when both are set. */
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET_KEY: optionalString,
  /** Stripe; unset = built-in test payment provider. */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export const ZEnvSchema = z.intersection(ZAppEnvSchema, ZServerEnvSchema).transform((e) => ({
  ...e,
  SITE_URL: e.SITE_URL ?? DEFAULT_SITE_URL,
  SEED_DEMO_DATA: e.SEED_DEMO_DATA ?? e.DATABASE_URL === undefined,
}));

export type TEnv = z.infer<typeof ZEnvSchema>;

export function parseEnv(source: Record<string, string | undefined>): TEnv {
  const result = ZEnvSchema.safeParse(source);
  if (!result.success) throw environmentError(result.error);
  return result.data;
}

export const env: TEnv = parseEnv(process.env);

export type TCaptchaKeys = { siteKey: string; secretKey: string };

/** The captcha rule: the contact forms ask for a captcha only when both reCAPTCHA keys are set. */
export function captchaKeysOf(e: Pick<TEnv, 'RECAPTCHA_SITE_KEY' | 'RECAPTCHA_SECRET_KEY'>): TCaptchaKeys | undefined {
  return e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY ? { siteKey: e.RECAPTCHA_SITE_KEY, secretKey: e.RECAPTCHA_SECRET_KEY } : undefined;
}

/** This server's reCAPTCHA keys when the contact forms ask for a captcha, else undefined. */
export const captchaKeys = captchaKeysOf(env);

/**
 * The outbox page shows mail bodies (which may carry single-use links): on by default only in
 * development or on a local demo machine (SITE_URL on localhost); SHOW_OUTBOX decides otherwise.
 */
export function resolveShowOutbox(e: TEnv): boolean {
  if (e.SHOW_OUTBOX) return e.SHOW_OUTBOX === 'true';
  if (e.NODE_ENV !== 'production') return true;
  const host = new URL(e.SITE_URL).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

export const showOutbox = resolveShowOutbox(env);
