'use client';

import { useSyncExternalStore } from 'react';

/**
 * Followed riders, kept on the device (localStorage), no account needed. One list for every tab
 * of the browser: a change in one tab reaches the others through the `storage` event.
 * Stored as JSON under FOLLOWED_KEY: [{ id, name, number? }], newest first, at most FOLLOWED_MAX.
 */
export const FOLLOWED_KEY = 'll:followed';
export const FOLLOWED_MAX = 30;

export type TFollowedRider = { id: number; name: string; number?: string };

/**
 * The stored list, checked entry by entry (the device's own data, but storage can hold anything).
 * A plain guard rather than a zod schema: this store is in every page's shell, where a
 * validation library would cost 20-30 kB of gzip for one array (docs/decisions/020).
 */
function parseFollowed(value: unknown): TFollowedRider[] | null {
  if (!Array.isArray(value)) return null;
  const list: TFollowedRider[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const { id, name, number } = item as Record<string, unknown>;
    if (!Number.isSafeInteger(id) || (id as number) <= 0 || typeof name !== 'string' || name.length > 120) return null;
    if (number !== undefined && (typeof number !== 'string' || number.length > 10)) return null;
    list.push(number === undefined ? { id: id as number, name } : { id: id as number, name, number });
  }
  return list;
}

const EMPTY: readonly TFollowedRider[] = Object.freeze([]);
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedList: readonly TFollowedRider[] = EMPTY;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (private mode, policy)
  }
}

/** The followed riders (stable array between changes, for useSyncExternalStore). */
export function readFollowed(): readonly TFollowedRider[] {
  const raw = storage()?.getItem(FOLLOWED_KEY) ?? null;
  if (raw === cachedRaw) return cachedList;
  cachedRaw = raw;
  let list: readonly TFollowedRider[] = EMPTY;
  if (raw) {
    try {
      const parsed = parseFollowed(JSON.parse(raw));
      if (parsed) list = parsed.slice(0, FOLLOWED_MAX);
    } catch {
      // corrupt value: start again with an empty list
    }
  }
  cachedList = list;
  return list;
}

function write(list: readonly TFollowedRider[]): void {
  try {
    storage()?.setItem(FOLLOWED_KEY, JSON.stringify(list.slice(0, FOLLOWED_MAX)));
  } catch {
    // quota or blocked storage: the change lives until the page closes
  }
  for (const listener of listeners) listener();
}

export function isFollowed(id: number): boolean {
  return readFollowed().some((r) => r.id === id);
}

export function followRider(rider: TFollowedRider): void {
  write([rider, ...readFollowed().filter((r) => r.id !== rider.id)]);
}

export function unfollowRider(id: number): void {
  write(readFollowed().filter((r) => r.id !== id));
}

/** Follow or unfollow; returns whether the rider is followed afterwards. */
export function toggleFollow(rider: TFollowedRider): boolean {
  if (isFollowed(rider.id)) {
    unfollowRider(rider.id);
    return false;
  }
  followRider(rider);
  return true;
}

export function subscribeFollowed(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === FOLLOWED_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The followed riders in a client component (empty on the server and during hydration). */
export function useFollowedRiders(): readonly TFollowedRider[] {
  return useSyncExternalStore(subscribeFollowed, readFollowed, () => EMPTY);
}
