'use client';

import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * TanStack Query for the client islands that read JSON from the app's route handlers (trackside
 * search, followed riders). One client per browser tab, shared by every island that wraps itself
 * in this provider, so two islands asking for the same data share one request and one cache.
 */
let browserClient: QueryClient | undefined;

function makeClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Trackside data changes between motos, not between clicks.
        staleTime: 15_000,
        gcTime: 5 * 60_000,
        // Our fetchers classify failures themselves (network, request, upstream message).
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeClient();
  browserClient ??= makeClient();
  return browserClient;
}

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
