import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type * as NextServer from 'next/server';
import type { TDatabase } from '@/lib/db/open';
import { passwordResetTokens } from '@/lib/db/schema';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, seedAccounts } from '@/lib/demo/accounts';
import type { TMail } from '@/lib/mail/mailer';
import { createTestDb } from '../setup/db';

/**
 * The forgotten-password action answers before any work that depends on the address: finding the
 * account, making the link and mailing it run in Next's `after()`. So a slow mail server never
 * holds the answer, and a known address answers like an unknown one.
 */
const state = vi.hoisted(() => ({
  db: undefined as TDatabase | undefined,
  later: [] as (() => Promise<void>)[],
  sent: [] as TMail[],
  /** Set when a mail reaches the server and waits there: releasing it before then would release nothing. */
  releaseMail: undefined as (() => void) | undefined,
}));

vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof NextServer>()),
  after: (task: () => Promise<void>) => void state.later.push(task),
}));
vi.mock('@/lib/db/client', () => ({ getDb: async () => state.db! }));
vi.mock('@/lib/server/request', () => ({ clientIp: async () => `198.51.100.${state.later.length + 20}` }));
// A mail server that takes its time: nothing is delivered until the test lets it.
vi.mock('@/lib/mail', () => ({
  sendMail: (mail: TMail) =>
    new Promise((resolve) => {
      state.releaseMail = () => {
        state.sent.push(mail);
        resolve({ id: state.sent.length, transport: 'outbox' });
      };
    }),
}));

const { forgotPasswordAction } = await import('@/components/accounts/auth/actions');

const form = (email: string) => {
  const data = new FormData();
  data.set('email', email);
  return data;
};
const tokensOf = (accountId: number) => state.db!.select().from(passwordResetTokens).where(eq(passwordResetTokens.accountId, accountId));

describe('forgotPasswordAction', () => {
  let close: () => Promise<void>;
  beforeAll(async () => {
    const test = await createTestDb();
    state.db = test.db;
    close = test.close;
    await seedAccounts(test.db, { anchor: new Date() });
  });
  afterAll(() => close());
  beforeEach(() => {
    state.later = [];
    state.sent = [];
    state.releaseMail = undefined;
  });

  it('answers before the mail is sent, and the same for a known and an unknown address', async () => {
    const known = await forgotPasswordAction({ email: '' }, form(DEMO_EMAILS.participant));
    expect(known).toEqual({ email: DEMO_EMAILS.participant, sent: true });
    // Answered: no link made and no mail sent yet, one task waiting.
    expect(await tokensOf(DEMO_ACCOUNT_IDS.participant)).toEqual([]);
    expect(state.later).toHaveLength(1);

    const unknown = await forgotPasswordAction({ email: '' }, form('nobody-here@example.org'));
    expect(unknown).toEqual({ email: 'nobody-here@example.org', sent: true });
    expect(state.later).toHaveLength(2);

    // After the answer: the link is made, and the mail goes out when the server gets to it.
    const [forKnown, forUnknown] = state.later;
    const delivery = forKnown!();
    await vi.waitFor(async () => expect(await tokensOf(DEMO_ACCOUNT_IDS.participant)).toHaveLength(1));
    // The mail is handed to the server after the link is stored (on a busy machine, not at once).
    await vi.waitFor(() => expect(state.releaseMail).toBeTypeOf('function'), { timeout: 10_000 });
    expect(state.sent).toEqual([]);
    state.releaseMail!();
    await delivery;
    expect(state.sent.map((m) => m.to)).toEqual([DEMO_EMAILS.participant]);
    await forUnknown!();
    expect(state.sent).toHaveLength(1);
  });
});
