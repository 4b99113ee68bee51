import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { deploymentIdFor } from './lib/build/deployment-id';
import { staticSecurityHeaders } from './lib/http/csp';
import { serverEnv } from './server/env.mjs';
import { BASE_PATH } from './server/site.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const distDir = serverEnv.NEXT_DIST_DIR;

/** SITE_URL's host, an origin server actions accept besides the request's own host (server/request-guard.mjs). */
const siteHost = serverEnv.SITE_URL ? new URL(serverEnv.SITE_URL).host : undefined;

const nextConfig: NextConfig = {
  basePath: BASE_PATH,
  // `BENCH_FLOOR=1 next build` adds the JavaScript floor page of the benchmark
  // (app/[locale]/bench-floor/*.floor.tsx, scripts/bench/js-floor.ts); any other build leaves it out.
  pageExtensions: ['tsx', 'ts', 'jsx', 'js', ...(serverEnv.BENCH_FLOOR ? ['floor.tsx'] : [])],
  // Lets two development servers (or a dev server and a build) work side by side.
  distDir,
  poweredByHeader: false,
  reactStrictMode: true,
  // `SKIP_BUILD_TYPECHECK=1 next build` leaves out the build's own type check (over a minute here):
  // only for CI, which runs `npm run typecheck` over the whole project, the build's route types
  // included, right after the build (docs/decisions/038). Any other build checks the types itself.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  // Native and WebAssembly packages stay outside the server bundle.
  serverExternalPackages: ['rate-limiter-flexible', '@electric-sql/pglite', '@node-rs/argon2', 'pino', 'pg', 'nodemailer', 'sanitize-html', 'sharp', 'stripe'],
  // A waiver posts its signature and selfie (at most 5 MB, checked again on the server) through a
  // server action: the default 1 MB body limit would refuse a camera photo. server.mjs refuses a
  // larger post with a 413 before Next.js reads it (ACTION_BODY_LIMIT_BYTES of server/config.mjs).
  experimental: { serverActions: { bodySizeLimit: '8mb', ...(siteHost ? { allowedOrigins: [siteHost] } : {}) } },
  // The dev server logs each Server Function call with its arguments: passwords, tokens and
  // personal data must never reach a terminal or a log file.
  logging: { serverFunctions: false },
  async headers() {
    return [
      { source: '/:path*', headers: staticSecurityHeaders(serverEnv.NODE_ENV === 'production') },
      // The service worker (public/sw.js, at /ll/sw.js: the base path is added): always revalidated,
      // so a new version is found at the next visit.
      { source: '/sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    ];
  },
};

/**
 * Each build gets a deployment id (lib/build/deployment-id.ts: NEXT_DEPLOYMENT_ID, else the git
 * commit): Next's version skew protection, so a page never mixes two builds' chunks or payloads;
 * `next start` reads back the id its build wrote. `process.env` is passed because the id is also
 * written there, for the build's workers (the one use of `process.env` here: a write).
 */
export default function config(phase: string): NextConfig {
  return withNextIntl({ ...nextConfig, deploymentId: deploymentIdFor(phase, { env: process.env, distDir }) });
}
