import { describe, expect, test } from 'vitest';
import { DEMO_EMAILS } from '@/lib/demo/accounts';
import { DEMO_TICKET_EVENT_ID } from '@/lib/demo/spectators';
import { newClient, send, SERVERS, site, type TClient } from './site';

/**
 * The gate on the cluster (docs/decisions/054): gate phones talk to either app server; the
 * database decides, so a party checked in through one server is "already in" through the other
 * (who, when), and two phones on two servers at the same moment admit it once. The parties and
 * the organiser's session come from the test-only route (app/api/test/gate).
 */

type TAnswer = { key: string; outcome: 'admitted' | 'already' | 'refused'; party: { checkIn: { by: string; gate: string | null } | null } | null };

async function testRoute(body: unknown): Promise<Record<string, unknown>> {
  const response = await send(site('/ll/api/test/gate'), { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  expect(response.status, response.body).toBe(201);
  return JSON.parse(response.body) as Record<string, unknown>;
}

/** One check-in through one app server (not through nginx: each server is asked on purpose). */
async function checkInAt(server: number, client: TClient, token: string, gate: string): Promise<TAnswer> {
  const response = await send(`${SERVERS[server]}/ll/api/organiser/check-in`, {
    method: 'POST',
    client,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ eventId: DEMO_TICKET_EVENT_ID, gate, items: [{ key: gate, token, scannedAt: new Date().toISOString() }] }),
  });
  expect(response.status, response.body).toBe(200);
  return (JSON.parse(response.body) as { answers: TAnswer[] }).answers[0]!;
}

describe('the gate through both app servers', () => {
  test('a party checked in through one server is already in through the other; two at once admit it once', async () => {
    const { cookie } = (await testRoute({ action: 'session', email: DEMO_EMAILS.organiser })) as { cookie: string };
    const client = newClient();
    const [name, value] = cookie.split('=') as [string, string];
    client.cookies.set(name, value);
    const parties = [];
    for (let i = 0; i < 3; i++) parties.push((await testRoute({ action: 'paidParty', eventId: DEMO_TICKET_EVENT_ID, people: 2 })) as { token: string });

    // Through each server in turn: admitted by the first asked, "already" with who and where by the other.
    for (const [first, second] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const { token } = parties[first]!;
      expect(await checkInAt(first, client, token, `server ${first}`)).toMatchObject({ outcome: 'admitted' });
      const again = await checkInAt(second, client, token, `server ${second}`);
      expect(again.outcome).toBe('already');
      expect(again.party?.checkIn).toMatchObject({ by: 'Olivia Chen', gate: `server ${first}` });
    }

    // Both servers at the same moment: one admits the party, the other says it is in.
    const { token } = parties[2]!;
    const answers = await Promise.all(SERVERS.map((_, i) => checkInAt(i, client, token, `phone ${i}`)));
    expect(answers.map((a) => a.outcome).sort()).toEqual(['admitted', 'already']);

    // Each server's list shows all three in.
    for (const server of SERVERS) {
      const list = await send(`${server}/ll/api/organiser/gate?event=${DEMO_TICKET_EVENT_ID}`, { client });
      expect(list.status).toBe(200);
      const { parties: listed } = JSON.parse(list.body) as { parties: { purchaseId: number; checkIn: unknown }[] };
      for (const id of parties.map((p) => Number(p.token.split('-')[0]))) expect(listed.find((p) => p.purchaseId === id)?.checkIn, `purchase ${id} on ${server}`).toBeTruthy();
    }
  });
});
