import 'server-only';
import { getContent } from '../content';
import { getDb } from '../db/client';
import { env } from '../env';
import { sendMail } from '../mail';
import { verifyCaptcha } from '../security/captcha';
import { createRateLimiter, type TRateLimiter } from '../security/rate-limit';
import type { TContactDeps } from '../contact/service';

let rateLimiter: TRateLimiter | undefined;

export function getRateLimiter(): TRateLimiter {
  rateLimiter ??= createRateLimiter(getDb);
  return rateLimiter;
}

/** Whether the contact forms ask for a captcha (both reCAPTCHA keys configured). */
export const captchaSiteKey = env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY ? env.RECAPTCHA_SITE_KEY : undefined;

export function contactDeps(): TContactDeps {
  const secret = env.RECAPTCHA_SECRET_KEY;
  return {
    content: getContent(),
    sendMail,
    rateLimiter: getRateLimiter(),
    verifyCaptcha: captchaSiteKey && secret ? (token, ip) => verifyCaptcha({ secret, token, remoteIp: ip }) : null,
    contactTo: env.CONTACT_TO,
  };
}
