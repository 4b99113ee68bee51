import 'server-only';
import { app } from '../app';
import { getContent } from '../content';
import { captchaKeys, env } from '../env';
import { sendMail } from '../mail';
import { verifyCaptcha } from '../security/captcha';
import type { TRateLimiter } from '../security/rate-limit';
import type { TContactDeps } from '../contact/service';

/** The rate limits (lib/security/rate-limit.ts), one limiter per process, built by lib/app.ts. */
export function getRateLimiter(): TRateLimiter {
  return app().rateLimiter;
}

/** The reCAPTCHA site key when the contact forms ask for a captcha (the rule: lib/env.ts `captchaKeysOf`), else undefined. */
export const captchaSiteKey = captchaKeys?.siteKey;

export function contactDeps(): TContactDeps {
  const keys = captchaKeys;
  return {
    content: getContent(),
    sendMail,
    rateLimiter: getRateLimiter(),
    verifyCaptcha: keys ? (token, ip) => verifyCaptcha({ secret: keys.secretKey, token, remoteIp: ip }) : null,
    contactTo: env.CONTACT_TO,
  };
}
