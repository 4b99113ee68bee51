import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RATE_LIMIT_POLICIES } from '@/lib/security/rate-limit';
import { demoSignaturePng } from '@/lib/demo/spectators';
import {
  actionRedirect,
  callAction,
  decodeEntities,
  hiddenFields,
  newClient,
  postForm,
  openStream,
  send,
  SERVERS,
  signIn,
  site,
  t,
  visibleText,
  DATABASE_URL,
  type TClient,
  type TResponse,
} from './site';

/**
 * The site as two app servers behind nginx (scripts/test-cluster.mjs starts them; README "Run
 * several servers", docs/decisions/032). Everything a visitor does goes through nginx; each
 * server is asked directly only to show that both of them saw it. nginx's `X-Upstream` says
 * which server answered a request.
 */

const db = new pg.Client({ connectionString: DATABASE_URL });
beforeAll(() => db.connect());
afterAll(() => db.end());

/** Both servers among those that answered. */
function expectBothServers(responses: { server: number | undefined }[]): void {
  expect(new Set(responses.map((r) => r.server)), 'answered by both app servers').toEqual(new Set(SERVERS.map((_, i) => i)));
}

async function newAccount(): Promise<{ email: string; password: string; firstName: string }> {
  const created = await send(site('/ll/api/test/accounts'), {
    method: 'POST',
    body: JSON.stringify({ action: 'createAccount' }),
    headers: { 'content-type': 'application/json' },
  });
  expect(created.status).toBe(201);
  return JSON.parse(created.body) as { email: string; password: string; firstName: string };
}

/** Who the site says is signed in, from the account menu's source. */
async function signedInName(response: TResponse): Promise<string | null> {
  expect(response.status).toBe(200);
  return (JSON.parse(response.body) as { account: { firstName: string } | null }).account?.firstName ?? null;
}

describe('a session made on one server is valid on the other', () => {
  test('signed in through nginx, both servers know the visitor; signed out on one, neither does', async () => {
    const account = await newAccount();
    const visitor = newClient();
    const login = await signIn(visitor, account.email, account.password);
    expect(login.status, 'the login form sends the browser on').toBe(303);
    expect(visitor.cookies.has('ll_session'), 'a session cookie').toBe(true);

    // Through nginx: round robin, so consecutive requests reach both servers.
    const seen = [];
    for (let i = 0; i < 4; i++) {
      const me = await send(site('/ll/api/account/me'), { client: visitor });
      expect(await signedInName(me)).toBe(account.firstName);
      seen.push(me);
    }
    expectBothServers(seen);
    // And each server asked directly.
    for (const server of SERVERS) {
      expect(await signedInName(await send(`${server}/ll/api/account/me`, { client: visitor })), server).toBe(account.firstName);
    }
    // A visitor without the cookie is nobody, on either server.
    for (const server of SERVERS) expect(await signedInName(await send(`${server}/ll/api/account/me`))).toBeNull();

    // Signed out through nginx (the account menu's button): the session ends on both servers,
    // even for a copy of the old cookie.
    const oldCookie = `ll_session=${visitor.cookies.get('ll_session')}`;
    const logout = await callAction(visitor, '/ll/login', { file: 'components/accounts/auth/actions.ts', name: 'logoutAction' }, []);
    expect(actionRedirect(logout)).toMatch(/\/login\?status=loggedOut$/);
    expect(visitor.cookies.has('ll_session')).toBe(false);
    for (const server of SERVERS) {
      expect(await signedInName(await send(`${server}/ll/api/account/me`, { headers: { cookie: oldCookie } })), server).toBeNull();
    }
  });
});

describe('rate limits are shared by the servers', () => {
  test('failed logins spread over both servers add up, per real client address', async () => {
    const account = await newAccount();
    const attacker = newClient();
    const { points } = RATE_LIMIT_POLICIES.loginFailsPerEmailIp;
    const attempts: TResponse[] = [];
    for (let i = 0; i < points; i++) {
      const failed = await signIn(attacker, account.email, 'Wrong-password-1');
      expect(failed.status).toBe(200);
      expect(visibleText(failed.body)).toContain(t('Login.errors.invalidCredentials'));
      attempts.push(failed);
    }
    expectBothServers(attempts);
    // The next attempt is refused, even with the right password, whichever server answers it.
    const minutes = RATE_LIMIT_POLICIES.loginFailsPerEmailIp.blockDuration / 60;
    for (let i = 0; i < 2; i++) {
      const refused = await signIn(attacker, account.email, account.password);
      expect(refused.status).toBe(200);
      expect(visibleText(refused.body)).toContain(t('Login.errors.rateLimited', { minutes }));
      attempts.push(refused);
    }
    expect(attacker.cookies.has('ll_session')).toBe(false);
    // Another visitor (another address, as nginx saw it) signs in to the same account: the limit
    // counted the attacker's address, not nginx's.
    const owner = newClient();
    const login = await signIn(owner, account.email, account.password);
    expect(login.status).toBe(303);
    expect(owner.cookies.has('ll_session')).toBe(true);
  });
});

describe('20 buyers for the last 3 tickets, over both servers', () => {
  const EVENT = 5; // tickets on sale, no selfie (lib/demo/spectators.ts)
  const BUYERS = 20;
  const LEFT = 3;
  const spectatorPage = `/ll/spectator/${EVENT}`;
  const START = { file: 'components/spectators/actions.ts', name: 'startPurchaseAction' };
  const PAY = { file: 'components/spectators/actions.ts', name: 'payAction' };
  const SIGN = { file: 'components/waiver/actions.ts', name: 'signWaiverAction' };
  const PAY_TEST = { file: 'components/payments/actions.ts', name: 'payTestCheckoutAction' };

  type TBuyer = { client: TClient; email: string; purchaseId: number };

  async function readyBuyer(): Promise<TBuyer> {
    const account = await newAccount();
    const client = newClient();
    expect((await signIn(client, account.email, account.password)).status).toBe(303);
    const started = await callAction(client, spectatorPage, START, [EVENT]);
    expect(started.status, started.body.slice(0, 300)).toBe(200);
    expect(started.body).toContain('"ok":true');
    const { rows } = await db.query<{ purchase_id: number; uuid: string }>(
      `select p.id as purchase_id, w.uuid from spectator_purchases p join accounts a on a.id = p.buyer_account_id
       join spectators s on s.purchase_id = p.id and s.is_buyer join waivers w on w.spectator_id = s.id
       where a.email = $1 and p.event_id = $2`,
      [account.email, EVENT],
    );
    expect(rows).toHaveLength(1);
    const { purchase_id: purchaseId, uuid } = rows[0]!;
    // The buyer signs their own waiver (every box, consent, a drawn signature, the certification).
    const { rows: texts } = await db.query<{ boxes: { key: string }[] }>(
      'select boxes from waiver_texts where event_id = $1 and effective_at <= now() order by version desc limit 1',
      [EVENT],
    );
    const signature = `data:image/png;base64,${(await demoSignaturePng()).toString('base64')}`;
    const signed = await callAction(client, `/ll/waiver/${uuid}`, SIGN, [
      uuid,
      { boxes: texts[0]!.boxes.map((b) => b.key), esignConsent: true, certify: true, signature },
    ]);
    expect(signed.body, signed.body.slice(0, 300)).toContain('"ok":true');
    return { client, email: account.email, purchaseId };
  }

  test('exactly 3 get to pay, the others are told the tickets are sold out', async () => {
    const buyers: TBuyer[] = [];
    // Made a few at a time: 20 sign-ins hash 20 passwords.
    for (let i = 0; i < BUYERS; i += 5) buyers.push(...(await Promise.all(Array.from({ length: Math.min(5, BUYERS - i) }, readyBuyer))));

    // The event has 3 tickets left: its capacity is what others hold already plus 3.
    const { rows: held } = await db.query<{ n: number }>(
      `select coalesce(sum(quantity), 0)::int as n from spectator_purchases
       where event_id = $1 and (status in ('processing', 'paid') or (status = 'pending_payment' and reservation_expires_at > now()))`,
      [EVENT],
    );
    await db.query('update event_ticketing set ticket_capacity = $1 where event_id = $2', [held[0]!.n + LEFT, EVENT]);

    // All 20 press "Pay" at once.
    const answers = await Promise.all(buyers.map((b) => callAction(b.client, spectatorPage, PAY, [b.purchaseId])));
    expectBothServers(answers);
    const toPayment = answers.map(actionRedirect);
    const paying = buyers.filter((_, i) => toPayment[i]?.includes('/payments/test/tp_cs_'));
    expect(paying, `redirects: ${JSON.stringify(toPayment)}`).toHaveLength(LEFT);
    const refused = answers.filter((a, i) => !toPayment[i]);
    expect(refused).toHaveLength(BUYERS - LEFT);
    for (const answer of refused) expect(answer.body).toContain('"error":"soldOut"');

    // The 3 pay on the test payment page and come back with their tickets.
    for (const [i, buyer] of paying.entries()) {
      const url = new URL(toPayment[buyers.indexOf(buyer)]!, site('/'));
      const sessionId = url.pathname.split('/').pop()!;
      const paid = await callAction(buyer.client, url.pathname, PAY_TEST, [sessionId]);
      const back = actionRedirect(paid);
      expect(back, `payment ${i + 1}: back to the site`).toBeTruthy();
      expect(back, `payment ${i + 1}: not refused`).not.toContain('/payments/test/');
    }
    const { rows: statuses } = await db.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from spectator_purchases where id = any($1) group by status',
      [buyers.map((b) => b.purchaseId)],
    );
    expect(Object.fromEntries(statuses.map((r) => [r.status, r.n]))).toEqual({ paid: LEFT, draft: BUYERS - LEFT });
    // A latecomer finds no ticket either.
    const late = await readyBuyerOrSoldOut();
    expect(late).toContain('"error":"soldOut"');
  });

  async function readyBuyerOrSoldOut(): Promise<string> {
    const account = await newAccount();
    const client = newClient();
    expect((await signIn(client, account.email, account.password)).status).toBe(303);
    return (await callAction(client, spectatorPage, START, [EVENT])).body;
  }
});

describe('live results: a change made through one server is seen through the other', () => {
  const LIVE_RACE = 4; // running in the demo data
  type TFeedStats = { watching: { raceId: number; subscribers: number; reads: number }[]; reads: Record<string, number> };
  const feedStats = async (server: string) => JSON.parse((await send(`${server}/ll/api/test/live-feed`)).body) as TFeedStats;

  test('the stream and the version poll answered by the other server show the new lap; each server polls once per interval', async () => {
    const viewer = newClient();
    const streams = [];
    // Six viewers: round robin gives each server three.
    for (let i = 0; i < 6; i++) {
      const stream = openStream(viewer, site(`/ll/api/races/${LIVE_RACE}/live`));
      const opened = await stream.opened;
      expect(opened.status).toBe(200);
      expect(opened.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(opened.headers['x-cache-status'], 'a stream is never cached').toBeUndefined();
      streams.push({ stream, server: opened.server });
    }
    expectBothServers(streams);
    const first = await Promise.all(streams.map((s) => (s.stream.events.find((e) => e.event === 'snapshot') ? Promise.resolve(s.stream.events.find((e) => e.event === 'snapshot')!) : s.stream.next((e) => e.event === 'snapshot', 10_000))));
    const before = first[0]!.id!;
    expect(first.every((e) => e.id === before), 'every server starts from the same version').toBe(true);

    const poll = await send(site(`/ll/api/races/${LIVE_RACE}/version`));
    expect(poll.status).toBe(200);
    const etag = String(poll.headers.etag);

    // Measure the feed's reads per server over a few intervals, with three viewers on each.
    // The database's committed transactions over the same time (every statement of the app is
    // one; PostgreSQL counts them a second late at most): the reads the feeds cost it.
    const transactions = async () => (await db.query<{ n: number }>('select xact_commit::int as n from pg_stat_database where datname = current_database()')).rows[0]!.n;
    const readsBefore = await Promise.all(SERVERS.map(feedStats));
    const transactionsBefore = await transactions();
    const windowStarted = Date.now();
    await new Promise((r) => setTimeout(r, 3_000));
    const readsAfter = await Promise.all(SERVERS.map(feedStats));
    const windowMs = Date.now() - windowStarted;
    await new Promise((r) => setTimeout(r, 1_100));
    const statements = (await transactions()) - transactionsBefore - 1;
    console.log(`database: ${statements} statements in ${windowMs} ms with 6 viewers on 2 servers (${(statements / (windowMs / 500)).toFixed(2)} per 500 ms interval)`);
    for (const [i, server] of SERVERS.entries()) {
      const reads = (readsAfter[i]!.reads[LIVE_RACE] ?? 0) - (readsBefore[i]!.reads[LIVE_RACE] ?? 0);
      const watching = readsAfter[i]!.watching.find((w) => w.raceId === LIVE_RACE);
      console.log(`live feed of ${server}: ${watching?.subscribers} viewers, ${reads} reads of race ${LIVE_RACE} in ${windowMs} ms (${(reads / (windowMs / 500)).toFixed(2)} per 500 ms interval)`);
      expect(watching?.subscribers).toBe(3);
      expect(reads, 'the server polls for its own viewers').toBeGreaterThan(0);
      expect(reads, 'one read per interval, whatever the viewers').toBeLessThanOrEqual(Math.ceil(windowMs / 500) + 1);
    }

    // A lap is timed, through whichever server nginx picks.
    const changed = streams.map((s) => s.stream.next((e) => e.event === 'change' && e.id !== before, 10_000));
    const lapAt = Date.now();
    const lap = await send(site('/ll/api/test/laps'), { method: 'POST', body: JSON.stringify({ raceId: LIVE_RACE }), headers: { 'content-type': 'application/json' } });
    expect(lap.status).toBe(201);
    const other = streams.filter((s) => s.server !== lap.server);
    expect(other.length).toBeGreaterThan(0);
    const events = await Promise.all(changed);
    console.log(`a lap added through server ${lap.server}: seen on every stream in ${Date.now() - lapAt} ms`);
    const after = events[0]!.id!;
    expect(events.every((e) => e.id === after), 'both servers agree on the new version').toBe(true);

    // The fallback poll, through nginx, with the page's old ETag. nginx shares the answer for
    // the 2 s the app allows (`public, max-age=2`); then each server answers the new version.
    const fresh = new Map<number, string>();
    const pollUntil = Date.now() + 15_000;
    while (fresh.size < SERVERS.length && Date.now() < pollUntil) {
      const answer = await send(site(`/ll/api/races/${LIVE_RACE}/version`), { headers: { 'if-none-match': etag } });
      expect([200, 304]).toContain(answer.status);
      if (answer.status === 200 && answer.server !== undefined) fresh.set(answer.server, String(answer.headers.etag));
      await new Promise((r) => setTimeout(r, 200));
    }
    expect([...fresh.keys()].sort(), 'both servers answered the poll with the new version').toEqual(SERVERS.map((_, i) => i));
    expect(new Set(fresh.values()).size, 'the same version on both').toBe(1);
    expect(fresh.get(0)).not.toBe(etag);
    for (const s of streams) s.stream.close();
  });
});

describe('public pages are shared by nginx', () => {
  const HOME = '/ll';

  test('a second anonymous visit of home is served by nginx', async () => {
    const first = await send(site(HOME), { client: newClient() });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const second = await send(site(HOME), { client: newClient() });
    expect(second.status).toBe(200);
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.server, 'no app server was asked').toBeUndefined();
    expect(visibleText(second.body)).toBe(visibleText(first.body));

    // The app's `Vary: Accept-Encoding`: a browser that takes gzip gets the compressed page, one
    // that does not never gets it, each from the cache.
    const zipped = [];
    for (let i = 0; i < 2; i++) zipped.push(await send(site(HOME), { headers: { 'accept-encoding': 'gzip' } }));
    expect(zipped[1]!.headers['x-cache-status']).toBe('HIT');
    expect(zipped[1]!.headers['content-encoding']).toBe('gzip');
    const plain = await send(site(HOME));
    expect(plain.headers['x-cache-status']).toBe('HIT');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(visibleText(plain.body)).toBe(visibleText(first.body));
  });

  test('a signed-in visitor, a client navigation and a visitor of another language are never served from it', async () => {
    const account = await newAccount();
    const member = newClient();
    expect((await signIn(member, account.email, account.password)).status).toBe(303);
    for (let i = 0; i < 2; i++) {
      const page = await send(site(HOME), { client: member });
      expect(page.status).toBe(200);
      expect(page.headers['x-cache-status']).toBe('BYPASS');
    }
    // A client navigation or prefetch: the RSC headers, and the `_rsc` query Next asks for
    // (it redirects a request without the right one to it).
    const navigations: Record<string, string>[] = [{ rsc: '1' }, { rsc: '1', 'next-router-prefetch': '1' }, { rsc: '1', 'next-router-state-tree': '%5B%22%22%2C%7B%7D%5D' }];
    for (const headers of navigations) {
      let payload = await send(site(`${HOME}?_rsc=cluster`), { headers });
      for (let hop = 0; hop < 3 && payload.status === 307 && payload.headers.location; hop++) {
        expect(payload.headers['x-cache-status']).toBe('BYPASS');
        payload = await send(site(payload.headers.location), { headers });
      }
      expect(payload.status, JSON.stringify(headers)).toBe(200);
      expect(payload.headers['content-type']).toMatch(/^text\/x-component/);
      expect(payload.headers['x-cache-status'], JSON.stringify(headers)).toBe('BYPASS');
    }
    // A page asked with `_rsc` but no header is the page, never shared either.
    expect((await send(site(`${HOME}?_rsc=cluster`))).headers['x-cache-status']).toBe('BYPASS');

    // The English home is cached, but a Spanish browser or a French cookie is sent to its language.
    const spanish = await send(site(HOME), { headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(spanish.status).toBe(307);
    expect(spanish.headers.location).toMatch(/\/ll\/es\/?$/);
    const french = await send(site(HOME), { headers: { cookie: 'i18n_redirected=fr' } });
    expect(french.status).toBe(307);
    expect(french.headers.location).toMatch(/\/ll\/fr\/?$/);
    // A redirect is not kept: an English visitor still gets the page.
    const english = await send(site(HOME));
    expect(english.status).toBe(200);
    expect(english.headers['x-cache-status']).toBe('HIT');
  });

  test('what a signed-in visitor saw is never kept for others', async () => {
    const account = await newAccount();
    const member = newClient();
    expect((await signIn(member, account.email, account.password)).status).toBe(303);
    // A query the page does not read: nginx keys on it (a page of its own for this check), the
    // app drops it (its own cache may answer).
    const FAQ = `/ll/faqs?check=${Date.now().toString(36)}`;
    expect((await send(site(FAQ), { client: member })).headers['x-cache-status']).toBe('BYPASS');
    const anonymous = await send(site(FAQ));
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers['x-cache-status'], 'the first anonymous visit renders').not.toBe('HIT');
    expect((await send(site(FAQ))).headers['x-cache-status']).toBe('HIT');
  });
});

describe('a membership bought through one server is seen through the other', () => {
  const PAY_TEST = { file: 'components/payments/actions.ts', name: 'payTestCheckoutAction' };
  const TYPE_PAGE = '/ll/membership/type/1'; // the demo's annual licence

  test('bought and paid through nginx (no JavaScript), the card and its check page answer the same on both servers', async () => {
    const account = await newAccount();
    const buyer = newClient();
    expect((await signIn(buyer, account.email, account.password)).status).toBe(303);
    const page = await send(site(TYPE_PAGE), { client: buyer });
    expect(page.status).toBe(200);
    const holderId = /name="holderId"[^>]*value="(\d+)"/.exec(page.body)?.[1];
    const rangeId = /name="rangeId"[^>]*value="(\d+)"/.exec(page.body)?.[1];
    expect(holderId && rangeId, `the buy form offers the member and a range: ${visibleText(page.body).slice(0, 300)}`).toBeTruthy();
    const bought = await postForm(buyer, TYPE_PAGE, [...hiddenFields(page.body, 'membership-buy-form'), ['holderId', holderId!], ['rangeId', rangeId!]]);
    const toPayment = actionRedirect(bought);
    expect(toPayment, `${bought.status} ${bought.body.slice(0, 200)}`).toContain('/payments/test/tp_cs_');
    const payment = new URL(toPayment!, site('/'));
    const paid = await callAction(buyer, payment.pathname, PAY_TEST, [payment.pathname.split('/').pop()]);
    const back = actionRedirect(paid);
    expect(back).toMatch(/\/account\/memberships\/\d+\?payment=success$/);
    const id = Number(/memberships\/(\d+)/.exec(back!)![1]);
    const { rows } = await db.query<{ member_number: string; payment_state: string }>('select member_number, payment_state from memberships where id = $1', [id]);
    expect(rows[0]?.payment_state).toBe('paid');

    const checks: TResponse[] = [];
    for (const server of SERVERS) {
      const list = await send(`${server}/ll/account/memberships`, { client: buyer });
      expect(list.status, server).toBe(200);
      expect(visibleText(list.body), server).toContain(rows[0]!.member_number);
      const card = await send(`${server}/ll/account/memberships/${id}`, { client: buyer });
      const verify = /href="([^"]*)"[^>]*data-testid="membership-verify-link"/.exec(card.body)?.[1];
      expect(verify, server).toBeTruthy();
      // The check page of the card, signed by one server, is read by the other (one key, in the database).
      for (const other of SERVERS) {
        const check = await send(`${other}${new URL(decodeEntities(verify!)).pathname}`);
        expect(check.body, `${server} → ${other}`).toContain('data-status="valid"');
        checks.push(check);
      }
    }
    expect(checks).toHaveLength(SERVERS.length * SERVERS.length);
  });
});
