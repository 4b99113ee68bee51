'use client';

import { useCallback, useOptimistic, useTransition } from 'react';
import { useRouter } from '@/i18n/navigation';
import { BASE_PATH } from '@/lib/constants';
import type { TCheckpointDetail, TEntryStatus, TLapDetail, TRaceResults } from '@/lib/platform/port';
import { clockFormat } from '@/lib/results/columns';
import { serializeResultViewState, type TResultViewState } from '@/lib/results/view-url';

/**
 * Change the results view in the URL (router.replace, scroll kept): the server renders the new
 * view; a shared link opens the same one. The returned `state` already has the changes on their
 * way (optimistic), so quick successive changes add up and controls follow the click at once.
 */
export function useViewNavigation(basePath: string, serverState: TResultViewState) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [state, addChange] = useOptimistic(serverState, (current: TResultViewState, change: Partial<TResultViewState>) => ({ ...current, ...change }));
  const go = useCallback(
    (change: Partial<TResultViewState>) => {
      const query = serializeResultViewState({ ...state, ...change });
      startTransition(() => {
        addChange(change);
        router.replace(query ? `${basePath}?${query}` : basePath, { scroll: false });
      });
    },
    [addChange, basePath, router, state],
  );
  return { go, pending, state };
}

/** Timing of riders from /api/races/{id}/timing (dates as ISO strings). */
export type TTimingRider = {
  entryId: number;
  riderId: number;
  number: string;
  firstName: string;
  lastName: string;
  className: string;
  status: TEntryStatus;
  laps: (Omit<TLapDetail, 'readAt'> & { readAt?: string })[];
  checkpoints: (Omit<TCheckpointDetail, 'readAt'> & { readAt?: string })[];
};

export type TTimingResponse = {
  race: { id: number; name: string; format: 'laps' | 'sections'; timeFormat: number; status: string; timeZone: string };
  sections: TRaceResults['sections'];
  riders: TTimingRider[];
};

export async function fetchTiming(raceId: number, entryIds: readonly number[], locale: string, signal?: AbortSignal): Promise<TTimingResponse> {
  const response = await fetch(`${BASE_PATH}/api/races/${raceId}/timing?entry=${entryIds.join(',')}&locale=${locale}`, { signal });
  if (!response.ok) throw new Error(`timing: HTTP ${response.status}`);
  return (await response.json()) as TTimingResponse;
}

/** Time of day with seconds in the event's time zone ("14:05:09", as lib/results/columns clockFormat). */
export function clockText(iso: string | undefined, locale: string, timeZone: string): string {
  return iso ? clockFormat(locale, timeZone).format(new Date(iso)) : '';
}
