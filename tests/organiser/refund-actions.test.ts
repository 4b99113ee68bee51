import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The refund actions of a purchase's page (docs/decisions/056) as a form posted without script
 * calls them: `(previous state, form)`, nothing bound (a bound action given to `useActionState`
 * made React's server render of such a post loop forever). The event, purchase and refund are the
 * form's hidden fields: one missing or malformed answers `invalidForm` before anything is asked;
 * well-formed, they go as they are to lib/organiser/refund-request.ts, which checks on the server
 * that the signed-in account runs the event and the purchase is the event's (another's answers
 * `notAllowed` / `notFound`: tests/organiser/refunds.db.test.ts).
 */

const calls = vi.hoisted(() => ({ refund: [] as unknown[][], retry: [] as unknown[][], accountId: 14 as number | null }));

vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));
vi.mock('next-intl/server', () => ({ getLocale: async () => 'fr' }));
vi.mock('@/lib/spectators', () => ({ spectatorDeps: () => ({}) }));
vi.mock('@/lib/organiser', () => ({
  organiserDeps: () => ({}),
  organiserOf: async () => (calls.accountId === null ? { ok: false, reason: 'signIn' } : { ok: true, organiser: { account: { id: calls.accountId } } }),
}));
vi.mock('@/lib/organiser/refund-request', () => ({
  requestRefund: async (...args: unknown[]) => {
    calls.refund.push(args);
    return { saved: 'succeeded' };
  },
  requestRefundRetry: async (...args: unknown[]) => {
    calls.retry.push(args);
    return { saved: 'pending' };
  },
}));

const { refundAction, retryRefundAction } = await import('@/components/organiser/refund-actions');

function formOf(values: Record<string, string | number>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, String(v));
  return form;
}

const REFUND = { amount: '12.50', reason: 'Cannot come', confirm: 'on' } as const;
const NOT_IDS = ['', '0', '-4', '4.0', ' 4', '4e1', '0x4', 'four', '99999999999'];

// Whatever is passed: the actions are called the way a hostile request calls them.
type TAny = (...args: unknown[]) => Promise<unknown>;
const call = (action: unknown, ...args: unknown[]) => (action as TAny)(...args);

beforeEach(() => {
  calls.refund = [];
  calls.retry = [];
  calls.accountId = 14;
});

describe('refund actions: ids from hidden fields', () => {
  it('hand the hidden event and purchase (or refund) ids to the checked request, with the signed-in account', async () => {
    const form = formOf({ ...REFUND, eventId: 5, purchaseId: 91 });
    expect(await refundAction({}, form)).toEqual({ saved: 'succeeded' });
    expect(calls.refund).toEqual([[expect.anything(), 14, 5, 91, form, 'fr']]);
    expect(await retryRefundAction({}, formOf({ eventId: 5, refundId: 7 }))).toEqual({ saved: 'pending' });
    expect(calls.retry).toEqual([[expect.anything(), 14, 5, 7, 'fr']]);
    // Signed out: the request gets no account and refuses (refunds.db.test.ts).
    calls.accountId = null;
    await refundAction({}, formOf({ ...REFUND, eventId: 5, purchaseId: 91 }));
    expect(calls.refund[1]![1]).toBeNull();
  });

  it('a missing or malformed hidden id answers invalidForm and asks nothing', async () => {
    expect(await refundAction({}, formOf(REFUND))).toEqual({ error: 'invalidForm' });
    expect(await refundAction({}, formOf({ ...REFUND, eventId: 5 }))).toEqual({ error: 'invalidForm' });
    expect(await refundAction({}, formOf({ ...REFUND, purchaseId: 91 }))).toEqual({ error: 'invalidForm' });
    expect(await retryRefundAction({}, formOf({ eventId: 5 }))).toEqual({ error: 'invalidForm' });
    expect(await retryRefundAction({}, formOf({ refundId: 7 }))).toEqual({ error: 'invalidForm' });
    for (const bad of NOT_IDS) {
      expect(await refundAction({}, formOf({ ...REFUND, eventId: bad, purchaseId: 91 }))).toEqual({ error: 'invalidForm' });
      expect(await refundAction({}, formOf({ ...REFUND, eventId: 5, purchaseId: bad }))).toEqual({ error: 'invalidForm' });
      expect(await retryRefundAction({}, formOf({ eventId: 5, refundId: bad }))).toEqual({ error: 'invalidForm' });
    }
    // What a request body may decode to instead of (state, form): the old bound arguments among them.
    for (const args of [[5, 91, {}, formOf(REFUND)], [5, 7], [{}, 'not a form'], [{}]]) {
      expect(await call(refundAction, ...args)).toEqual({ error: 'invalidForm' });
      expect(await call(retryRefundAction, ...args)).toEqual({ error: 'invalidForm' });
    }
    expect(calls.refund).toEqual([]);
    expect(calls.retry).toEqual([]);
  });
});
