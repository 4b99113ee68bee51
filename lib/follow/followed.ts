'use client';

import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/**
 * Followed riders, kept on the device (localStorage), no account needed. One list for every tab
 * of the browser: a change in one tab reaches the others through the `storage` event.
 * Stored as JSON under FOLLOWED_KEY: [{ id, name, number? }], newest first, at most FOLLOWED_MAX.
 */
export const FOLLOWED_KEY = 'll:followed';
export const FOLLOWED_MAX = 30;

const ZFollowedSchema = z.array(
  z.object({ id: z.number().int().positive(), name: z.string().max(120), number: z.string().max(10).optional() }),
);
export type TFollowedRider = z.infer<typeof ZFollowedSchema>[number];

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
      const parsed = ZFollowedSchema.safeParse(JSON.parse(raw));
      if (parsed.success) list = parsed.data.slice(0, FOLLOWED_MAX);
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
