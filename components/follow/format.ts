import { formatDuration } from '@/lib/results/format';
import type { TFollowedRiderRow } from './riders';

/** A message lookup of the `Follow` namespace (next-intl's `t`, or a test double). */
type TFollowTranslate = (key: 'gapLaps' | 'gapCheckpoints', values: { count: number }) => string;

/** Times of the strip: three decimals, truncated as timing systems do ("2:05.431", "12.345"). */
export const STRIP_TIME_FORMAT = 3;

/** Last lap time ("2:05.431", "2:05,431" in es and fr), empty when the rider has no lap yet. */
export function formatLapTime(ms: number | null, locale: string): string {
  return ms === null ? '' : formatDuration(ms, STRIP_TIME_FORMAT, locale);
}

/**
 * Gap to the leader: "+12.345" on time, "+1 lap" / "+3 laps" (checkpoints in a sections race)
 * when behind by whole laps; null when there is no gap (the leader, or an unclassified rider).
 */
export function formatGapToLeader(
  gap: TFollowedRiderRow['gapToLeader'],
  format: 'laps' | 'sections',
  locale: string,
  t: TFollowTranslate,
): string | null {
  if (!gap) return null;
  if (gap.laps > 0) return t(format === 'sections' ? 'gapCheckpoints' : 'gapLaps', { count: gap.laps });
  return `+${formatDuration(gap.ms, STRIP_TIME_FORMAT, locale)}`;
}

/** A position in the visitor's language (the digits of the locale). */
export function positionFormat(locale: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
}
