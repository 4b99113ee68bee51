'use client';

import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * TanStack Query for the client islands that read JSON from the app's route handlers (trackside
 * search, followed riders). One client per browser tab, shared by every island that wraps itself
 * in this provider, so two islands asking for the same data share one request and one cache.
 */
let browserClient: QueryClient | undefined;

function makeClient(onServer: boolean): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Trackside data changes between motos, not between clicks.
        staleTime: 15_000,
        // In the browser, unused data goes after 5 minutes. On the server a client lives for one
        // render: a garbage-collection timer there (TanStack's own server default is none) kept
        // the render, its request and response for 5 minutes after the page was sent.
        gcTime: onServer ? Number.POSITIVE_INFINITY : 5 * 60_000,
        // Our fetchers classify failures themselves (network, request, upstream message).
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeClient(true);
  browserClient ??= makeClient(false);
  return browserClient;
}

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
