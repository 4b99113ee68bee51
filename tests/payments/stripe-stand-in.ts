import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/**
 * A local stand-in for the Stripe endpoints the adapter calls (POST /v1/checkout/sessions,
 * GET /v1/checkout/sessions/{id}, POST /v1/checkout/sessions/{id}/expire), answering in Stripe's
 * shapes. Tests read the requests it received and change sessions (pay them, fail the next call).
 */
export type TStandInRequest = { method: string; path: string; headers: IncomingMessage['headers']; form: URLSearchParams };
export type TStandInSession = Record<string, unknown> & { id: string; status: string; payment_status: string };

export type TStripeStandIn = {
  port: number;
  requests: TStandInRequest[];
  sessions: Map<string, TStandInSession>;
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
  const state: TStripeStandIn = { port: 0, requests, sessions, failNext: null, close: async () => undefined };

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const form = new URLSearchParams(req.method === 'GET' ? url.search : body);
    requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${randomBytes(6).toString('hex')}` });
      res.end(JSON.stringify(json));
    };
    const error = (status: number, message: string) => send(status, { error: { type: 'invalid_request_error', message } });
    if (state.failNext) {
      const { status } = state.failNext;
      state.failNext = null;
      return error(status, 'stand-in failure');
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
