import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { TDatabase } from '../db/open';
import { rateLimits } from '../db/schema';

/**
 * Rate limits kept in the database (table rate_limits), so every app instance shares the counters.
 * Policies are declared once here; docs/security.md explains them.
 */
export const RATE_LIMIT_POLICIES = {
  /** Contact forms: 5 messages per IP per hour. */
  contactPerIp: { points: 5, duration: 60 * 60 },
  /** Contact forms: 3 messages per sender email per hour. */
  contactPerEmail: { points: 3, duration: 60 * 60 },
} as const;

export type TRateLimitPolicy = keyof typeof RATE_LIMIT_POLICIES;

export type TRateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export type TRateLimiter = { consume(policy: TRateLimitPolicy, key: string): Promise<TRateLimitResult> };

export function createRateLimiter(getDb: () => Promise<TDatabase>): TRateLimiter {
  const limiters = new Map<TRateLimitPolicy, RateLimiterDrizzle>();
  const limiterFor = async (policy: TRateLimitPolicy) => {
    let limiter = limiters.get(policy);
    if (!limiter) {
      limiter = new RateLimiterDrizzle({
        storeClient: await getDb(),
        schema: rateLimits,
        keyPrefix: policy,
        clearExpiredByTimeout: false,
        ...RATE_LIMIT_POLICIES[policy],
      });
      limiters.set(policy, limiter);
    }
    return limiter;
  };

  return {
    async consume(policy, key) {
      const limiter = await limiterFor(policy);
      try {
        await limiter.consume(key);
        return { ok: true };
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
        }
        throw error;
      }
    },
  };
}
