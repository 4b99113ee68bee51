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
  /**
   * Login: consecutive failures for one email from one IP. 5 failures in 15 minutes block that
   * pair for 1 minute, then 2, 4, 8 ... up to 1 hour (growing; reset by a successful login).
   */
  loginFailsPerEmailIp: { points: 5, duration: 15 * 60, blockDuration: 60, maxBlockDuration: 60 * 60 },
  /**
   * Login: attempts on one email, from any IP, by clients without a device cookie of that account
   * (a spread-out attack): 100 in an hour (ASVS 4.0.3 V2.2.1), counted when they arrive; then
   * such attempts are refused, unchecked, until the hour is over. Browsers with a device cookie of
   * the account are not refused by it (`loginFailsPerDevice`; lib/accounts/authenticate.ts).
   */
  loginUntrustedPerEmail: { points: 100, duration: 60 * 60 },
  /** Login: failures with one device cookie: 10 in an hour, then that cookie is refused for an hour. */
  loginFailsPerDevice: { points: 10, duration: 60 * 60, blockDuration: 60 * 60 },
  /** Login: failures from one IP for any email: 50 per hour, then 15 min, 30, ... up to 4 h. */
  loginFailsPerIp: { points: 50, duration: 60 * 60, blockDuration: 15 * 60, maxBlockDuration: 4 * 60 * 60 },
  /**
   * Second factor (docs/decisions/055): wrong codes of one pending sign-in (its cookie's nonce):
   * 5, then that sign-in is over and the password is asked again.
   */
  secondFactorFailsPerLogin: { points: 5, duration: 5 * 60 },
  /**
   * Second factor: wrong codes of one account, at sign-in and on the security page together: 10 in
   * an hour, then every code of the account is refused, unchecked, until the hour is over.
   */
  secondFactorFailsPerAccount: { points: 10, duration: 60 * 60 },
  /** Forgot password: 3 requests per email per hour. */
  forgotPerEmail: { points: 3, duration: 60 * 60 },
  /** Forgot password: 10 requests per IP per hour. */
  forgotPerIp: { points: 10, duration: 60 * 60 },
  /** Reset-password form submissions: 20 per IP per hour. */
  resetPerIp: { points: 20, duration: 60 * 60 },
  /** Participant registration: 10 attempts per IP per hour. */
  registrationPerIp: { points: 10, duration: 60 * 60 },
} as const satisfies Record<string, TRateLimitConfig>;

/**
 * points per duration (seconds). With blockDuration, the key is blocked that long once the points
 * are used up; with maxBlockDuration too, each further block within STRIKE_MEMORY_SECONDS doubles
 * (never beyond maxBlockDuration): growing delays, never a permanent lockout.
 */
export type TRateLimitConfig = { points: number; duration: number; blockDuration?: number; maxBlockDuration?: number };

/** How long a key's earlier blocks count towards a longer next block. */
export const STRIKE_MEMORY_SECONDS = 24 * 60 * 60;

/** Block length after the nth block (1-based) within the strike memory. */
export function growingBlockSeconds(config: TRateLimitConfig, strike: number): number {
  const base = config.blockDuration ?? 0;
  if (!config.maxBlockDuration) return base;
  return Math.min(config.maxBlockDuration, base * 2 ** Math.min(Math.max(strike - 1, 0), 30));
}

export type TRateLimitPolicy = keyof typeof RATE_LIMIT_POLICIES;

export type TRateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export type TRateLimiter = {
  /** Count one attempt; refused when the points are used up or the key is blocked. */
  consume(policy: TRateLimitPolicy, key: string): Promise<TRateLimitResult>;
  /** Whether the key is refused right now, without counting an attempt. */
  peek(policy: TRateLimitPolicy, key: string): Promise<TRateLimitResult>;
  /** How many points the key used in its current window (0 when none), without counting one. */
  count(policy: TRateLimitPolicy, key: string): Promise<number>;
  /** Give one counted attempt back (it turned out legitimate, e.g. a successful login). */
  refund(policy: TRateLimitPolicy, key: string): Promise<void>;
  /** Forget the key's count (and its earlier blocks), e.g. after a successful login. */
  reset(policy: TRateLimitPolicy, key: string): Promise<void>;
};

export function createRateLimiter(getDb: () => Promise<TDatabase>): TRateLimiter {
  const limiters = new Map<string, RateLimiterDrizzle>();
  const limiterFor = async (policy: TRateLimitPolicy) => {
    let limiter = limiters.get(policy);
    if (!limiter) {
      const { points, duration }: TRateLimitConfig = RATE_LIMIT_POLICIES[policy];
      limiter = new RateLimiterDrizzle({
        storeClient: await getDb(),
        schema: rateLimits,
        keyPrefix: policy,
        clearExpiredByTimeout: false,
        points,
        duration,
      });
      limiters.set(policy, limiter);
    }
    return limiter;
  };
  /** Counts the blocks of a growing policy's key (strikes), remembered STRIKE_MEMORY_SECONDS. */
  const strikesFor = async (policy: TRateLimitPolicy) => {
    const prefix = `${policy}:strikes`;
    let limiter = limiters.get(prefix);
    if (!limiter) {
      limiter = new RateLimiterDrizzle({
        storeClient: await getDb(),
        schema: rateLimits,
        keyPrefix: prefix,
        clearExpiredByTimeout: false,
        points: Number.MAX_SAFE_INTEGER,
        duration: STRIKE_MEMORY_SECONDS,
      });
      limiters.set(prefix, limiter);
    }
    return limiter;
  };
  const refused = (msBeforeNext: number): TRateLimitResult => ({
    ok: false,
    retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
  });

  return {
    async consume(policy, key) {
      const limiter = await limiterFor(policy);
      const config: TRateLimitConfig = RATE_LIMIT_POLICIES[policy];
      try {
        await limiter.consume(key);
        return { ok: true };
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        // The attempt that used up the points starts a block (growing ones double each time).
        if (config.blockDuration && error.consumedPoints === config.points + 1) {
          const strike = config.maxBlockDuration ? (await (await strikesFor(policy)).consume(key)).consumedPoints : 1;
          const seconds = growingBlockSeconds(config, strike);
          await limiter.block(key, seconds);
          return refused(seconds * 1000);
        }
        return refused(error.msBeforeNext);
      }
    },

    async peek(policy, key) {
      const limiter = await limiterFor(policy);
      const state = await limiter.get(key);
      if (state && state.consumedPoints > RATE_LIMIT_POLICIES[policy].points) return refused(state.msBeforeNext);
      return { ok: true };
    },

    async count(policy, key) {
      const state = await (await limiterFor(policy)).get(key);
      return state?.consumedPoints ?? 0;
    },

    async refund(policy, key) {
      const limiter = await limiterFor(policy);
      // Only within a window, and never into a block: a blocked key stays blocked.
      const state = await limiter.get(key);
      if (state && state.consumedPoints > 0 && state.consumedPoints <= RATE_LIMIT_POLICIES[policy].points) await limiter.reward(key, 1);
    },

    async reset(policy, key) {
      await (await limiterFor(policy)).delete(key);
      if ((RATE_LIMIT_POLICIES[policy] as TRateLimitConfig).maxBlockDuration) await (await strikesFor(policy)).delete(key);
    },
  };
}
