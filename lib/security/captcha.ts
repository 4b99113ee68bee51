import { z } from 'zod';
import { log } from '../log';

const ZSiteVerifyResponse = z.object({ success: z.boolean(), 'error-codes': z.array(z.string()).optional() });

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * Verify a reCAPTCHA v2 token on the server. Only called when both captcha keys are configured;
 * a network failure counts as not verified (the visitor can retry).
 */
export async function verifyCaptcha(options: { secret: string; token: string; remoteIp?: string; verifyUrl?: string }): Promise<boolean> {
  if (!options.token) return false;
  try {
    const body = new URLSearchParams({ secret: options.secret, response: options.token });
    if (options.remoteIp) body.set('remoteip', options.remoteIp);
    const response = await fetch(options.verifyUrl ?? RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(5000),
    });
    const parsed = ZSiteVerifyResponse.safeParse(await response.json());
    return parsed.success && parsed.data.success;
  } catch (error) {
    log.warn({ err: error }, 'captcha verification failed');
    return false;
  }
}
