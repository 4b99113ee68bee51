import { isScoringCompleted } from '../platform/livelaps/reshape';
import { calendarDay } from '../i18n/calendar-day';

/**
 * Provisional and official results (docs/decisions/048). A race is provisional from the moment its
 * scoring is completed until the mirror has seen its results unchanged for OFFICIAL_AFTER_MS (a
 * protest window: the scorers correct a missed lap, a penalty, a wrong class). A change seen after
 * that makes it provisional again, and is kept in the race's change log. Races of events two days
 * old or more are official: nobody is still scoring them, and a first copy of an old race is not
 * "new" results.
 */
export const OFFICIAL_AFTER_MS = 30 * 60_000;

export type TResultsState = 'scheduled' | 'live' | 'provisional' | 'official';

/** "YYYY-MM-DD" plus `days` (negative: before). */
export function addDays(day: string, days: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export type TStatusInput = {
  race: { scoringStatus: string | null; resultsReadAt: Date | null; resultsChangedAt: Date | null; rowCount: number };
  eventDate: string;
  now: Date;
  timeZone: string;
};

export function resultsState({ race, eventDate, now, timeZone }: TStatusInput): TResultsState {
  const today = calendarDay(now, timeZone);
  if (eventDate > today) return 'scheduled';
  const completed = isScoringCompleted(race.scoringStatus ?? undefined);
  if (!completed && eventDate === today) return race.rowCount > 0 ? 'live' : 'scheduled';
  if (eventDate < addDays(today, -1)) return 'official';
  if (!race.resultsReadAt || !race.resultsChangedAt) return 'provisional';
  return race.resultsReadAt.getTime() - race.resultsChangedAt.getTime() >= OFFICIAL_AFTER_MS ? 'official' : 'provisional';
}

export const isOfficial = (input: TStatusInput): boolean => resultsState(input) === 'official';
