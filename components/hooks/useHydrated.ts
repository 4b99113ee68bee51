'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while the server's HTML is being hydrated, true afterwards (no effect, no extra render pass). */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
