import 'server-only';
import { getContent } from '../content';
import { getDb } from '../db/client';
import { captchaSiteKey, env } from '../env';
import { sendMail } from '../mail';
import { verifyCaptcha } from '../security/captcha';
import { createRateLimiter, type TRateLimiter } from '../security/rate-limit';
import type { TContactDeps } from '../contact/service';

let rateLimiter: TRateLimiter | undefined;

export function getRateLimiter(): TRateLimiter {
  rateLimiter ??= createRateLimiter(getDb);
  return rateLimiter;
}

/** Whether the contact forms ask for a captcha: lib/env.ts. */
export { captchaSiteKey };

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
