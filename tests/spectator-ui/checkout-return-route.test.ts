import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The return from the payment provider (app/[locale]/(main)/spectator/[id]/return/route.ts): the
 * route, not the page, confirms or cancels the checkout, for the signed-in account only and for
 * the event and purchase its address names; then 303 to the stepper page in the same language.
 * What `returnFromCheckout` does with them is tested on the database
 * (tests/spectators/purchases.db.test.ts, payments.db.test.ts).
 */

const calls = vi.hoisted(() => ({
  returns: [] as unknown[],
  account: { id: 7, role: 'participant' } as { id: number; role: string } | null,
  fail: false,
  errors: [] as unknown[],
}));

vi.mock('@/lib/accounts/sessions', () => ({ getCurrentAccount: async () => calls.account }));
vi.mock('@/lib/log', () => ({ log: { error: (...args: unknown[]) => calls.errors.push(args), info: () => undefined, warn: () => undefined } }));
vi.mock('@/lib/spectators', async () => {
  const urls = await import('@/lib/spectators/urls');
  return {
    checkoutOutcomePath: urls.checkoutOutcomePath,
    returnFromCheckout: async (options: unknown) => {
      calls.returns.push(options);
      if (calls.fail) throw new Error('provider down');
      return { ok: true };
    },
  };
});

const { GET } = await import('@/app/[locale]/(main)/spectator/[id]/return/route');

function get(path: string, params: { locale: string; id: string }, headers: Record<string, string> = {}) {
  return GET(new Request(`http://localhost/ll${path}`, { headers }), { params: Promise.resolve(params) });
}

beforeEach(() => {
  calls.returns = [];
  calls.errors = [];
  calls.account = { id: 7, role: 'participant' };
  calls.fail = false;
});

describe('the return from checkout', () => {
  it('confirms a paid checkout for the signed-in buyer, then shows the page in their language', async () => {
    const response = await get('/fr/spectator/4/return?purchase=42&payment=success', { locale: 'fr', id: '4' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ll/fr/spectator/4?purchase=42&payment=success');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(calls.returns).toEqual([{ viewer: { id: 7, role: 'participant' }, eventId: 4, purchaseId: 42, outcome: 'success' }]);
  });

  it('cancels on the cancel address; English has no prefix', async () => {
    const response = await get('/spectator/5/return?purchase=9&payment=cancelled', { locale: 'en', id: '5' });
    expect(response.headers.get('location')).toBe('/ll/spectator/5?purchase=9&payment=cancelled');
    expect(calls.returns).toEqual([expect.objectContaining({ eventId: 5, purchaseId: 9, outcome: 'cancelled' })]);
  });

  it('does nothing for a visitor who is not signed in: the page asks them to log in', async () => {
    calls.account = null;
    const response = await get('/es/spectator/4/return?purchase=42&payment=cancelled', { locale: 'es', id: '4' });
    expect(response.headers.get('location')).toBe('/ll/es/spectator/4?purchase=42&payment=cancelled');
    expect(calls.returns).toEqual([]);
  });

  it('does nothing for a request of the client router (prefetch, script navigation): the browser then loads it itself', async () => {
    for (const headers of [{ RSC: '1' }, { RSC: '1', 'Next-Router-Prefetch': '1' }] as Record<string, string>[]) {
      const response = await get('/spectator/4/return?purchase=42&payment=cancelled', { locale: 'en', id: '4' }, headers);
      expect(response.status).toBe(204);
      expect(response.headers.get('location')).toBeNull();
    }
    expect(calls.returns).toEqual([]);
  });

  it('goes to the event page, untouched, when the purchase or outcome is missing or malformed', async () => {
    for (const query of ['', '?purchase=42', '?payment=success', '?purchase=x&payment=success', '?purchase=42&payment=paid', '?purchase=0&payment=cancelled']) {
      const response = await get(`/spectator/4/return${query}`, { locale: 'en', id: '4' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/ll/spectator/4');
    }
    expect(calls.returns).toEqual([]);
  });

  it('answers 404 to a malformed event id or an unknown language', async () => {
    expect((await get('/spectator/four/return?purchase=42&payment=success', { locale: 'en', id: 'four' })).status).toBe(404);
    expect((await get('/de/spectator/4/return?purchase=42&payment=success', { locale: 'de', id: '4' })).status).toBe(404);
    expect(calls.returns).toEqual([]);
  });

  it('still shows the page when the provider cannot be asked, and logs it', async () => {
    calls.fail = true;
    const response = await get('/spectator/4/return?purchase=42&payment=success', { locale: 'en', id: '4' });
    expect(response.headers.get('location')).toBe('/ll/spectator/4?purchase=42&payment=success');
    expect(calls.errors).toHaveLength(1);
  });
});
