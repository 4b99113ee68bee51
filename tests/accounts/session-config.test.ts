import { describe, expect, it } from 'vitest';
import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
  sessionCookieFor,
} from '@/lib/accounts/config';

describe('session cookie', () => {
  it('uses the __Host- prefix with Secure and Path=/ on an https site', () => {
    const cookie = sessionCookieFor('https://www.oorra.ca');
    expect(cookie.name).toBe('__Host-ll_session');
    expect(cookie.options).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
      maxAge: SESSION_ABSOLUTE_TIMEOUT_MS / 1000,
    });
  });

  it('uses a plain name without Secure on an http site (development, tests)', () => {
    const cookie = sessionCookieFor('http://localhost:3202');
    expect(cookie.name).toBe('ll_session');
    expect(cookie.name.startsWith('__Host-')).toBe(false);
    expect(cookie.options).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false, path: '/' });
  });

  it('keeps the timeouts in a sensible order', () => {
    expect(SESSION_TOUCH_INTERVAL_MS).toBeLessThan(SESSION_IDLE_TIMEOUT_MS);
    expect(SESSION_IDLE_TIMEOUT_MS).toBe(30 * 60 * 1000);
    expect(SESSION_ABSOLUTE_TIMEOUT_MS).toBe(12 * 60 * 60 * 1000);
  });
});
