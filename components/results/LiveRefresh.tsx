'use client';

import dynamic from 'next/dynamic';

/**
 * The live results island (LiveRefreshIsland.tsx: the race's event stream, the freshness note),
 * loaded in the browser once a page shows a running race: the note says nothing before the page is
 * hydrated anyway, and pages that could show one (a rider's page) do not carry TanStack Query and
 * the stream's code while no race of theirs is live.
 */
export const LiveRefresh = dynamic(() => import('./LiveRefreshIsland').then((m) => m.LiveRefreshIsland), { ssr: false });
