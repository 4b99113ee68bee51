import type { TGateList } from '@/lib/organiser/gate-list';

/**
 * What a gate phone keeps (docs/decisions/054), in its browser's localStorage: the last list of
 * each event it loaded (names, ticket numbers, waiver states and entries: no emails, no dates of
 * birth), the check-ins waiting to be sent, and the phone's gate label. A browser that refuses
 * storage (private mode, full) keeps them for the page's life only: every read and write here
 * gives up quietly.
 */

/** A check-in waiting to be sent: a scanned or typed token, or a party tapped in the list. */
export type TQueued = {
  key: string;
  token?: string;
  purchaseId?: number;
  /** When it was scanned or tapped (ISO 8601): the server keeps it. */
  scannedAt: string;
  /** It could not be answered at once (no connection): its answer is shown as a late one. */
  late: boolean;
};

const PREFIX = 'll-gate';
const listKey = (eventId: number) => `${PREFIX}:${eventId}:list`;
const queueKey = (eventId: number) => `${PREFIX}:${eventId}:queue`;
const LABEL_KEY = `${PREFIX}:label`;

function read<T>(key: string): T | null {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused or full: the page still has it in memory.
  }
}

export function loadList(eventId: number): TGateList | null {
  const list = read<TGateList>(listKey(eventId));
  return list && list.eventId === eventId && Array.isArray(list.parties) && typeof list.at === 'string' ? list : null;
}

export const saveList = (list: TGateList) => write(listKey(list.eventId), list);

export function loadQueue(eventId: number): TQueued[] {
  const queue = read<TQueued[]>(queueKey(eventId));
  return Array.isArray(queue) ? queue.filter((q) => q && typeof q.key === 'string' && typeof q.scannedAt === 'string' && (typeof q.token === 'string' || typeof q.purchaseId === 'number')) : [];
}

export const saveQueue = (eventId: number, queue: TQueued[]) => write(queueKey(eventId), queue);

export const loadLabel = () => read<string>(LABEL_KEY) ?? '';
export const saveLabel = (label: string) => write(LABEL_KEY, label);

/** A key for a check-in (the queue's and the answer's). */
export function newKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
