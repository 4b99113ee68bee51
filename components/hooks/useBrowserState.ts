'use client';

import { useSyncExternalStore } from 'react';

function subscribeMedia(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia?.(query);
    list?.addEventListener('change', onChange);
    return () => list?.removeEventListener('change', onChange);
  };
}

/** Whether the visitor asked the system to reduce motion (false on the server). */
export function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  return useSyncExternalStore(
    subscribeMedia(query),
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine, kept up to date (true on the server). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}
