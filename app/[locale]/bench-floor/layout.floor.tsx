import type { ReactNode } from 'react';
import { MuiRegistry } from '@/components/providers/MuiRegistry';

/**
 * The benchmark's JavaScript floor (scripts/bench/js-floor.ts, docs/performance.md): the stack
 * every MUI page of the site stands on (Next.js, the root layout's next-intl provider, and MUI's
 * theme and Emotion cache exactly as `(main)/(mui)/layout.tsx` mounts them) and nothing of the
 * app's own. Built only with `BENCH_FLOOR=1` (next.config.ts, `pageExtensions`): no production
 * build has this route.
 */
export default function BenchFloorLayout({ children }: { children: ReactNode }) {
  return <MuiRegistry>{children}</MuiRegistry>;
}
