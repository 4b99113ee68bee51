import 'server-only';
import { getContent } from '../content';
import { getDb } from '../db/client';
import { captchaKeys, env } from '../env';
import { sendMail } from '../mail';
import { verifyCaptcha } from '../security/captcha';
import { createRateLimiter, type TRateLimiter } from '../security/rate-limit';
import type { TContactDeps } from '../contact/service';

let rateLimiter: TRateLimiter | undefined;

export function getRateLimiter(): TRateLimiter {
  rateLimiter ??= createRateLimiter(getDb);
  return rateLimiter;
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
