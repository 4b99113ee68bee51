'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import { useFollowedRiders } from '@/lib/follow/followed';

/**
 * The strip's code (TanStack Query, its fetcher and cards) is loaded only on a device that follows
 * someone: a visitor who follows nobody, most of them, never downloads or runs it, and the results
 * page hydrates without it (docs/performance.md "Race-day pages on a phone").
 */
const MyRidersStrip = lazy(() => import('./MyRidersStrip').then((m) => ({ default: m.MyRidersStrip })));

export function MyRidersSlot(props: ComponentProps<typeof MyRidersStrip>) {
  const followed = useFollowedRiders();
  if (followed.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <MyRidersStrip {...props} />
    </Suspense>
  );
}
