import { randomUUID } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { eventTicketing, spectatorPurchases, spectators, TICKETING_DEFAULTS, waiverRecords, waivers, waiverTexts, type TPurchaseStatus, type TWaiverStatus } from '@/lib/db/schema';
import { computeTotals } from '@/lib/spectators/domain/totals';
import { sha256Hex } from '@/lib/spectators/domain/waiver-text';

/**
 * Paid parties made directly in the database, for the gate's tests, its end-to-end test route
 * (app/api/test/gate, E2E_TEST_ROUTES only) and its benchmark (an event of 2,000 spectators). Not
 * used by the app: a real purchase is paid through the payment port, with its waivers signed in
 * the signer's browser. The rows are those a paid purchase has (numbered tickets, one waiver per
 * person, a record for each signed or refused waiver, on the event's current waiver text), but the
 * records hold a placeholder text and a blank one-pixel signature.
 */

/** A transparent 1 x 1 PNG: the records' signature (the gate reads only the waiver's state). */
const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

export type TSeedPerson = { firstName: string; lastName: string; waiver?: TWaiverStatus; minor?: boolean };

export type TSeedParty = {
  eventId: number;
  promoterId: number;
  buyerAccountId: number;
  people: TSeedPerson[];
  /** paid (the default), or another status for the refusals. */
  status?: TPurchaseStatus;
};

const SEED_TEXT = 'Seeded for the gate (lib/organiser/gate-seed.ts): not a signed document.';

const birthDate = (minor: boolean) => (minor ? `${new Date().getUTCFullYear() - 10}-05-05` : '1985-05-05');

async function ticketing(db: TDatabase, eventId: number) {
  const [row] = await db.select().from(eventTicketing).where(eq(eventTicketing.eventId, eventId));
  return { price: row?.ticketPriceCents ?? 2000, taxRateBp: row?.taxRateBp ?? TICKETING_DEFAULTS.taxRateBp, currency: row?.currency ?? TICKETING_DEFAULTS.currency };
}

/** Insert parties (one purchase each, the first person the buyer); answers their purchase ids, in order. */
export async function insertParties(db: TDatabase, parties: readonly TSeedParty[]): Promise<number[]> {
  if (parties.length === 0) return [];
  const ids: number[] = [];
  await db.transaction(async (tx) => {
    const prices = new Map<number, Awaited<ReturnType<typeof ticketing>>>();
    for (const eventId of new Set(parties.map((p) => p.eventId))) prices.set(eventId, await ticketing(tx as unknown as TDatabase, eventId));
    const next = new Map<number, number>();
    for (const eventId of prices.keys()) {
      const [max] = await tx
        .select({ n: sql<number>`coalesce(max(${spectators.ticketNumber}), 0)::int` })
        .from(spectators)
        .where(eq(spectators.eventId, eventId));
      next.set(eventId, Number(max?.n ?? 0));
    }
    const texts = new Map<number, { id: number; version: number; sha256: string }>();
    for (const eventId of prices.keys()) {
      const [text] = await tx.select().from(waiverTexts).where(eq(waiverTexts.eventId, eventId)).orderBy(desc(waiverTexts.version)).limit(1);
      if (text) texts.set(eventId, { id: text.id, version: text.version, sha256: text.sha256.en });
    }
    const now = new Date();
    const purchaseRows = await tx
      .insert(spectatorPurchases)
      .values(
        parties.map((party) => {
          const price = prices.get(party.eventId)!;
          const totals = computeTotals({ unitPriceCents: price.price, quantity: party.people.length, taxRateBp: price.taxRateBp });
          const status = party.status ?? 'paid';
          return {
            eventId: party.eventId,
            promoterId: party.promoterId,
            buyerAccountId: party.buyerAccountId,
            status,
            ...totals,
            totalPaidCents: status === 'paid' ? totals.totalCents : 0,
            currency: price.currency,
            paymentProvider: 'test' as const,
            paidAt: status === 'paid' ? now : null,
          };
        }),
      )
      .returning({ id: spectatorPurchases.id });
    const people = parties.flatMap((party, i) =>
      party.people.map((person, j) => {
        const paid = (party.status ?? 'paid') === 'paid';
        const ticketNumber = paid ? next.get(party.eventId)! + 1 : null;
        if (paid) next.set(party.eventId, ticketNumber!);
        const minor = person.minor ?? false;
        return {
          purchaseId: purchaseRows[i]!.id,
          eventId: party.eventId,
          accountId: j === 0 ? party.buyerAccountId : null,
          isBuyer: j === 0,
          firstName: person.firstName,
          lastName: person.lastName,
          gender: 'female' as const,
          birthDate: birthDate(minor),
          email: minor ? null : `gate-${randomUUID()}@example.com`,
          isMinor: minor,
          guardianAccountId: minor ? party.buyerAccountId : null,
          relationship: minor ? ('mother' as const) : null,
          ticketNumber,
          waiver: person.waiver ?? 'signed',
        };
      }),
    );
    // In slices: one statement's parameters stay well under PostgreSQL's limit.
    for (let start = 0; start < people.length; start += 500) {
      const slice = people.slice(start, start + 500);
      const rows = await tx
        .insert(spectators)
        .values(slice.map(({ waiver: _waiver, ...row }) => row))
        .returning({ id: spectators.id });
      const made = await tx
        .insert(waivers)
        .values(slice.map((person, k) => ({ uuid: randomUUID(), spectatorId: rows[k]!.id, eventId: person.eventId })))
        .returning({ id: waivers.id });
      // A waiver becomes signed or refused only with its record (migration 0003's trigger).
      const decided = slice.flatMap((person, k) => (person.waiver === 'not_signed' ? [] : [{ person, waiverId: made[k]!.id }]));
      for (const outcome of ['signed', 'rejected'] as const) {
        const these = decided.filter((d) => d.person.waiver === outcome);
        if (these.length === 0) continue;
        await tx.insert(waiverRecords).values(
          these.map(({ person, waiverId }) => {
            const text = texts.get(person.eventId);
            if (!text) throw new Error(`gate seed: event ${person.eventId} has no waiver text to sign`);
            return {
              waiverId,
              outcome,
              waiverTextId: text.id,
              waiverVersion: text.version,
              waiverSha256: text.sha256,
              locale: 'en',
              documentText: SEED_TEXT,
              consentText: SEED_TEXT,
              certificationText: SEED_TEXT,
              boxesTicked: [],
              recordedAt: now,
              documentSecurityId: randomUUID().toUpperCase(),
              signaturePng: outcome === 'signed' ? BLANK_PNG : null,
              signatureSha256: outcome === 'signed' ? sha256Hex(BLANK_PNG) : null,
              signerFirstName: person.firstName,
              signerLastName: person.lastName,
              spectatorFirstName: person.firstName,
              spectatorLastName: person.lastName,
              spectatorBirthDate: person.birthDate,
              recordSha256: sha256Hex(`${SEED_TEXT} ${waiverId}`),
            };
          }),
        );
        await tx
          .update(waivers)
          .set(outcome === 'signed' ? { status: 'signed', signedAt: now } : { status: 'rejected', rejectedAt: now })
          .where(inArray(waivers.id, these.map((d) => d.waiverId)));
      }
    }
    ids.push(...purchaseRows.map((r) => r.id));
  });
  return ids;
}

const FIRST = ['Émile', 'Chloé', 'Liam', 'Sofía', 'Noah', 'Maëlle', 'Jordan', 'Camila', 'Félix', 'Ava', 'Mateo', 'Zoé', 'Olivia', 'Hugo', 'Léa', 'Lucas', 'Inés', 'Nathan', 'Rosalie', 'Samuel'];
const LAST = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Gagné', 'Ouellet', 'Pelletier', 'Bélanger', 'Lévesque', 'Bergeron', 'Leblanc', 'Paquette', 'Girard', 'Simard', 'Boucher', 'Martin', 'Smith', 'García', 'Nguyen', "O'Brien", 'MacDonald', 'Wilson', 'Brown', 'Dubé', 'Poirier'];

/**
 * An event's crowd: `spectators` people in parties of 1 to 4 (every fifth party a family with a
 * minor), all waivers signed but a few, bought by one account (the benchmark's 2,000).
 */
export async function insertCrowd(db: TDatabase, options: { eventId: number; promoterId: number; buyerAccountId: number; spectators: number }): Promise<number[]> {
  const parties: TSeedParty[] = [];
  let left = options.spectators;
  for (let i = 0; left > 0; i++) {
    const size = Math.min(left, 1 + (i % 4));
    left -= size;
    const last = LAST[(i * 7 + Math.floor(i / LAST.length)) % LAST.length]!;
    parties.push({
      eventId: options.eventId,
      promoterId: options.promoterId,
      buyerAccountId: options.buyerAccountId,
      people: Array.from({ length: size }, (_, j) => ({
        firstName: FIRST[(i * 3 + j * 5) % FIRST.length]!,
        lastName: last,
        minor: i % 5 === 0 && j > 0,
        waiver: i % 97 === 0 && j === size - 1 ? ('not_signed' as const) : ('signed' as const),
      })),
    });
  }
  const ids: number[] = [];
  for (let start = 0; start < parties.length; start += 400) ids.push(...(await insertParties(db, parties.slice(start, start + 400))));
  return ids;
}
