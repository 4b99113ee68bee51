import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaKeysOf, parseEnv } from '@/lib/env';

/**
 * The captcha rule (lib/env.ts `captchaKeysOf`): the contact forms ask for a reCAPTCHA only when
 * both keys are set. The page's CSP (proxy.ts) lets Google's frames in and the contact service
 * verifies a token under the same rule, never one without the other.
 */
describe('the captcha rule', () => {
  it('needs both keys; a blank key counts as unset', () => {
    expect(captchaKeysOf(parseEnv({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' }))).toEqual({ siteKey: 'site', secretKey: 'secret' });
    expect(captchaKeysOf(parseEnv({ RECAPTCHA_SITE_KEY: 'site' }))).toBeUndefined();
    expect(captchaKeysOf(parseEnv({ RECAPTCHA_SECRET_KEY: 'secret' }))).toBeUndefined();
    expect(captchaKeysOf(parseEnv({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: '  ' }))).toBeUndefined();
  });
});

describe('the captcha rule in the page CSP and the contact service', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function withKeys(keys: { site?: string; secret?: string }) {
    vi.resetModules();
    vi.stubEnv('RECAPTCHA_SITE_KEY', keys.site ?? '');
    vi.stubEnv('RECAPTCHA_SECRET_KEY', keys.secret ?? '');
    vi.doMock('server-only', () => ({}));
    const { default: proxy } = await import('@/proxy');
    const services = await import('@/lib/server/services');
    const response = await proxy(new NextRequest('http://localhost:3000/ll/en/contact-us'));
    return { csp: response.headers.get('content-security-policy') ?? '', siteKey: services.captchaSiteKey };
  }

  it('with both keys: the form gets the site key and the page may frame reCAPTCHA', async () => {
    const { csp, siteKey } = await withKeys({ site: 'site-key', secret: 'secret-key' });
    expect(siteKey).toBe('site-key');
    expect(csp).toMatch(/frame-src[^;]*https:\/\/www\.google\.com\/recaptcha\//);
  });

  it('with the site key alone: no captcha on the form and no reCAPTCHA frame', async () => {
    const { csp, siteKey } = await withKeys({ site: 'site-key' });
    expect(siteKey).toBeUndefined();
    expect(csp).toMatch(/frame-src 'none'/);
  });
});
