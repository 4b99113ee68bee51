import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/**
 * A local stand-in for the Stripe endpoints the adapter calls (POST /v1/checkout/sessions,
 * GET /v1/checkout/sessions/{id}, POST /v1/checkout/sessions/{id}/expire, POST /v1/refunds),
 * answering in Stripe's shapes. Tests read the requests it received and change sessions (pay them,
 * fail the next call). Refunds are made against `paymentIntents` (a test says what was paid), as
 * Stripe does: at most what is left of the payment (else 400 `amount_too_large`), an unknown
 * PaymentIntent is 400 `resource_missing`, and a request with an Idempotency-Key already used
 * gets the first answer again (header `Idempotent-Replayed: true`) or, with other parameters,
 * 400 `idempotency_error`.
 */
export type TStandInRequest = { method: string; path: string; headers: IncomingMessage['headers']; form: URLSearchParams };
export type TStandInSession = Record<string, unknown> & { id: string; status: string; payment_status: string };
export type TStandInRefund = Record<string, unknown> & { id: string; amount: number; status: string };

export type TStripeStandIn = {
  port: number;
  requests: TStandInRequest[];
  sessions: Map<string, TStandInSession>;
  /** PaymentIntents that can be refunded: amount paid and refunded so far, in cents. */
  paymentIntents: Map<string, { amount: number; currency: string; refunded: number }>;
  refunds: Map<string, TStandInRefund>;
  /** The status a new refund gets (Stripe: `succeeded` for most cards, `pending` for some methods). */
  refundStatus: 'succeeded' | 'pending' | 'failed';
  /** Answer the next request with this HTTP status and a Stripe error. */
  failNext: { status: number } | null;
  close: () => Promise<void>;
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startStripeStandIn(): Promise<TStripeStandIn> {
  const requests: TStandInRequest[] = [];
  const sessions = new Map<string, TStandInSession>();
  const replays = new Map<string, { params: string; status: number; json: unknown }>();
  const state: TStripeStandIn = {
    port: 0,
    requests,
    sessions,
    paymentIntents: new Map(),
    refunds: new Map(),
    refundStatus: 'succeeded',
    failNext: null,
    close: async () => undefined,
  };

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const form = new URLSearchParams(req.method === 'GET' ? url.search : body);
    requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${randomBytes(6).toString('hex')}` });
      res.end(JSON.stringify(json));
    };
    const error = (status: number, message: string, code?: string, param?: string) =>
      send(status, { error: { type: status === 402 ? 'card_error' : status >= 500 ? 'api_error' : 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) } });
    if (state.failNext) {
      const { status } = state.failNext;
      state.failNext = null;
      return error(status, 'stand-in failure');
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = req.headers['idempotency-key'];
      const replay = typeof key === 'string' ? replays.get(key) : undefined;
      if (replay) {
        if (replay.params !== body) return error(400, `Keys for idempotent requests can only be used with the same parameters they were first used with.`, 'idempotency_error');
        res.writeHead(replay.status, { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true', 'Request-Id': `req_${randomBytes(6).toString('hex')}` });
        return res.end(JSON.stringify(replay.json));
      }
      const answer = (status: number, json: unknown) => {
        if (typeof key === 'string') replays.set(key, { params: body, status, json });
        return send(status, json);
      };
      const intentId = form.get('payment_intent') ?? '';
      const intent = state.paymentIntents.get(intentId);
      if (!intent) return answer(400, { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_intent', message: `No such payment_intent: '${intentId}'` } });
      const left = intent.amount - intent.refunded;
      const amount = form.has('amount') ? Number(form.get('amount')) : left;
      if (left <= 0) return answer(400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge for payment_intent ${intentId} has already been refunded.` } });
      if (!Number.isInteger(amount) || amount > left) {
        const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
        return answer(400, { error: { type: 'invalid_request_error', code: 'amount_too_large', param: 'amount', message: `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})` } });
      }
      if (state.refundStatus !== 'failed') intent.refunded += amount;
      const refund: TStandInRefund = {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount,
        balance_transaction: `txn_${randomBytes(12).toString('hex')}`,
        charge: `ch_${randomBytes(12).toString('hex')}`,
        created: Math.floor(Date.now() / 1000),
        currency: intent.currency,
        destination_details: { card: { reference: '123456789012', reference_status: 'available', reference_type: 'acquirer_reference_number', type: 'refund' }, type: 'card' },
        // As Stripe: the metadata given, key by key.
        metadata: Object.fromEntries([...form.entries()].flatMap(([name, value]) => (/^metadata\[(.+)\]$/.test(name) ? [[name.slice(9, -1), value]] : []))),
        payment_intent: intentId,
        reason: form.get('reason'),
        receipt_number: null,
        source_transfer_reversal: null,
        status: state.refundStatus,
        transfer_reversal: null,
      };
      state.refunds.set(refund.id, refund);
      return answer(200, refund);
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      let amount = 0;
      for (let i = 0; form.has(`line_items[${i}][quantity]`); i++) {
        amount += Number(form.get(`line_items[${i}][quantity]`)) * Number(form.get(`line_items[${i}][price_data][unit_amount]`));
      }
      const session: TStandInSession = {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.get('client_reference_id'),
        // As Stripe: the metadata given, key by key (and nothing else).
        metadata: Object.fromEntries([...form.entries()].flatMap(([key, value]) => (/^metadata\[(.+)\]$/.test(key) ? [[key.slice(9, -1), value]] : []))),
        amount_total: amount,
        currency: form.get('line_items[0][price_data][currency]'),
        customer_email: form.get('customer_email'),
        payment_intent: null,
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        expires_at: Number(form.get('expires_at')),
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
      sessions.set(id, session);
      return send(200, session);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
    const session = match ? sessions.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match || !session) return error(404, 'No such checkout.session');
    if (req.method === 'GET' && !match[2]) return send(200, session);
    if (req.method === 'POST' && match[2]) {
      if (session.status !== 'open') return error(400, 'Only Checkout Sessions with a status of open can be expired.');
      session.status = 'expired';
      session.url = null;
      return send(200, session);
    }
    return error(404, 'Unrecognized request URL');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}

/** A Checkout Session event as Stripe sends it (payload of a webhook delivery). */
export function stripeEvent(type: string, session: Record<string, unknown>, id = `evt_${randomBytes(12).toString('hex')}`): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: session },
  });
}

/** A refund event as Stripe sends it (refund.created, refund.updated, refund.failed). */
export function stripeRefundEvent(type: string, refund: Record<string, unknown>, id = `evt_${randomBytes(12).toString('hex')}`): string {
  return stripeEvent(type, refund, id);
}
