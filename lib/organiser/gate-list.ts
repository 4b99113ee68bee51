/**
 * The gate's list (docs/decisions/054), shared by the server (the page's first window, the list
 * API, the check-in answers) and the gate phone (its cached copy, the search, the queue): plain
 * data and pure functions only, no database and no React, so both sides read it the same way.
 */

export const GATE_WAIVER_STATUSES = ['signed', 'not_signed', 'rejected'] as const;
export type TGateWaiverStatus = (typeof GATE_WAIVER_STATUSES)[number];

/** One person of a party: the name, the printed ticket number ("4-00012") and the waiver's state. */
export type TGateSpectator = { id: number; name: string; ticket: string | null; waiver: TGateWaiverStatus; minor: boolean };

/** Who checked a party in, where and when (`at`: when the phone scanned, ISO 8601). */
export type TGateCheckIn = { by: string; at: string; gate: string | null };

/** A paid purchase of the event: the people it covers and its entry, if any. */
export type TGateParty = { purchaseId: number; spectators: TGateSpectator[]; checkIn: TGateCheckIn | null };

export type TGateCounts = {
  /** Tickets sold: the people of the paid purchases (removed ones left out). */
  tickets: number;
  parties: number;
  /** Parties checked in, and the people they cover. */
  partiesIn: number;
  peopleIn: number;
  /** People of the paid purchases whose waiver is not signed. */
  waiversOutstanding: number;
};

/** The list as the API sends it and the phone keeps it: parties, counts and when it was read. */
export type TGateList = { eventId: number; at: string; parties: TGateParty[]; counts: TGateCounts };

/** The parties shown at once (the page holds a bounded window, whatever the event's size). */
export const GATE_WINDOW = 25;
/** Check-ins one request may carry (a phone's queue is sent in batches of this size). */
export const CHECK_IN_BATCH = 50;
/** A gate phone's label ("Gate A"). */
export const GATE_LABEL_MAX = 40;
/** A search typed at the gate. */
export const GATE_QUERY_MAX = 80;

/**
 * A check-in token as the QR code carries it (lib/security/signed-links.ts: `{purchaseId}-{HMAC}`).
 * The phone reads the purchase id from it to find the party in its cached list; only the server
 * can check the signature.
 */
export const TICKET_TOKEN_PATTERN = /^([1-9]\d{0,9})-([A-Za-z0-9_-]{22})$/;

/** The token in what a scanner or a person gave (spaces around it dropped), or null when it is none. */
export function ticketTokenOf(text: string): string | null {
  const token = text.trim();
  return TICKET_TOKEN_PATTERN.test(token) ? token : null;
}

/** The purchase id a token names (not checked: the phone cannot check the signature). */
export function purchaseIdOfToken(token: string): number | null {
  const match = TICKET_TOKEN_PATTERN.exec(token);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/** Lower-case, without accents or extra spaces: "Renée  Côté" and "renee cote" are one search. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a party matches a search: every word of it starts a word of one person's name, or the
 * search is a ticket number (all of it, "4-00012", or its digits "12") or a purchase number
 * ("#31"). An empty search matches every party.
 */
export function partyMatches(party: TGateParty, query: string): boolean {
  const q = foldName(query);
  if (q === '') return true;
  const purchase = /^#(\d+)$/.exec(q);
  if (purchase) return party.purchaseId === Number(purchase[1]);
  if (/^[\d-]+$/.test(q)) {
    const digits = q.replace(/^\d+-/, '').replace(/^0+/, '');
    return party.spectators.some((s) => s.ticket !== null && (s.ticket === q || s.ticket.replace(/^\d+-0*/, '') === digits));
  }
  const words = q.split(' ');
  return party.spectators.some((s) => {
    const parts = foldName(s.name).split(/[\s'’-]+/);
    return words.every((w) => parts.some((p) => p.startsWith(w)));
  });
}

/** The parties matching a search, the first `limit` of them, and how many match in all. */
export function gateWindow(parties: readonly TGateParty[], query: string, limit = GATE_WINDOW): { shown: TGateParty[]; matches: number } {
  const shown: TGateParty[] = [];
  let matches = 0;
  for (const party of parties) {
    if (!partyMatches(party, query)) continue;
    matches += 1;
    if (shown.length < limit) shown.push(party);
  }
  return { shown, matches };
}

/** The counts of a list (the phone recounts after each check-in it learns of). */
export function countParties(parties: readonly TGateParty[]): TGateCounts {
  const counts: TGateCounts = { tickets: 0, parties: parties.length, partiesIn: 0, peopleIn: 0, waiversOutstanding: 0 };
  for (const party of parties) {
    counts.tickets += party.spectators.length;
    if (party.checkIn) {
      counts.partiesIn += 1;
      counts.peopleIn += party.spectators.length;
    }
    for (const s of party.spectators) if (s.waiver !== 'signed') counts.waiversOutstanding += 1;
  }
  return counts;
}

/** The people of a party whose waiver is not signed (the gate stops them). */
export const unsignedOf = (party: Pick<TGateParty, 'spectators'>) => party.spectators.filter((s) => s.waiver !== 'signed');

/** A phone's scan time may be late (sent after a lost connection) but not older than this. */
export const SCANNED_AT_MAX_AGE_MS = 72 * 60 * 60 * 1000;

/**
 * When the party was scanned, as the phone says, kept within sane bounds: not in the future (a
 * phone's clock ahead), not older than SCANNED_AT_MAX_AGE_MS; missing or unreadable: now.
 */
export function boundScannedAt(value: string | null | undefined, now: Date): Date {
  const at = value ? Date.parse(value) : NaN;
  if (!Number.isFinite(at)) return now;
  return new Date(Math.min(now.getTime(), Math.max(now.getTime() - SCANNED_AT_MAX_AGE_MS, at)));
}

/** Why the server refuses a check-in (a message key of OrganiserGate.refused). */
export const CHECK_IN_REFUSALS = ['badToken', 'otherEvent', 'unpaid', 'cancelled', 'refunded'] as const;
export type TCheckInRefusal = (typeof CHECK_IN_REFUSALS)[number];

/**
 * The server's answer to one check-in: admitted now; already in (by whom, when: `byYou` when it
 * was this account, e.g. a batch sent twice); or refused with the reason. The party comes with
 * each answer but a refusal of a token that is not this event's (nothing of another event shows).
 */
export type TCheckInAnswer =
  | { outcome: 'admitted'; party: TGateParty }
  | { outcome: 'already'; party: TGateParty; byYou: boolean }
  | { outcome: 'refused'; reason: TCheckInRefusal; party: TGateParty | null };
