import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateAccount, type TAuthenticateDeps } from '@/lib/accounts/authenticate';
import type { TDatabase } from '@/lib/db/open';
import { DEMO_EMAILS, seedAccounts } from '@/lib/demo/accounts';
import { createRateLimiter } from '@/lib/security/rate-limit';
import { createTestDb } from '../setup/db';

/**
 * An unknown email costs one argon2 verification too, so the answer time does not tell whether an
 * account exists. Compared with medians of several attempts, with a wide margin (the machine may
 * be busy); without the dummy verification an unknown email answers about 50 times faster.
 */
describe('sign-in timing', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TAuthenticateDeps;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    deps = { db, rateLimiter: createRateLimiter(async () => db) };
    await seedAccounts(db, { anchor: new Date('2026-06-01T12:00:00Z') });
  });
  afterAll(() => close());

  async function median(email: string): Promise<number> {
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const start = performance.now();
      await authenticateAccount(deps, { email, password: `Wrong-password-${i}`, ip: `198.18.0.${i}` });
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b)[3]!;
  }

  it('takes about as long for an unknown email as for a wrong password', async () => {
    await median('warm-up@example.org');
    const known = await median(DEMO_EMAILS.participant);
    const unknown = await median('no-such-rider@example.org');
    expect(unknown).toBeGreaterThan(known / 3);
  });
});
