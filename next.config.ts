import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { staticSecurityHeaders } from './lib/http/csp';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  basePath: '/ll',
  // Lets two development servers (or a dev server and a build) work side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // Native and WebAssembly packages stay outside the server bundle.
  serverExternalPackages: ['rate-limiter-flexible', '@electric-sql/pglite', '@node-rs/argon2', 'pino', 'pg', 'nodemailer', 'sanitize-html', 'sharp', 'stripe'],
  // A waiver posts its signature and selfie (at most 5 MB, checked again on the server) through a
  // server action: the default 1 MB body limit would refuse a camera photo.
  experimental: { serverActions: { bodySizeLimit: '8mb' } },
  // The dev server logs each Server Function call with its arguments: passwords, tokens and
  // personal data must never reach a terminal or a log file.
  logging: { serverFunctions: false },
  async headers() {
    return [{ source: '/:path*', headers: staticSecurityHeaders(process.env.NODE_ENV === 'production') }];
  },
};

export default withNextIntl(nextConfig);
