import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import type { TRaceResults } from '@/lib/platform/port';
import { scoreRace, type TRawEntry, type TRawLap } from '@/lib/scoring/engine';
import type { TTranslate } from '@/lib/results/columns';
import { parseResultViewState, type TResultViewState } from '@/lib/results/view-state';

/**
 * A small scored race for the view and CSV tests: three classes in two groups, two teams, three
 * brands; a DNF, a DSQ, a DNS, a penalty with its note, accents, and a rider whose name a
 * spreadsheet would read as a formula.
 */
export const START = new Date('2026-06-07T14:00:00Z');
const LAP_MS = 100_000;

const CLASSES = [
  { id: 1, code: '250P', name: '250 Pro', groupId: 1, awardedPositions: 3 },
  { id: 2, code: '450P', name: '450 Pro', groupId: 1, awardedPositions: 2 },
  { id: 3, code: 'VET', name: 'Vétéran 30+', groupId: 2, awardedPositions: 3 },
];

type TSpec = [entryId: number, classId: number, first: string, last: string, brand: string, team: number | null, laps: number, lapMs: number, extra?: Partial<TRawEntry>];

/** entry, class, name, brand, team, laps, lap time. Overall order: 1 2 3 4 5 6 (DNF) 7 (DSQ) 8 (DNS). */
const SPECS: TSpec[] = [
  [1, 1, 'Émile', 'Gagné', 'KTM', 10, 10, LAP_MS],
  [2, 2, 'Théo', 'Brûlé', 'Honda', 11, 10, LAP_MS + 500],
  [3, 1, 'Liam', 'Doyle', 'KTM', 11, 10, LAP_MS + 800, { penaltyMs: 10_000, penaltyNote: 'Jump start (gate)' }],
  [4, 3, '=HYPERLINK("http://x")', '+Evil', 'Yamaha', null, 10, LAP_MS + 2_000],
  [5, 2, 'Nolan', 'Robertson', 'ktm', 10, 9, LAP_MS],
  [6, 1, 'Jake', 'Hughes', 'Honda', null, 4, LAP_MS, { status: 'dnf' }],
  [7, 3, 'Rémi', 'Morin', 'Yamaha', 10, 10, LAP_MS - 5_000, { status: 'dsq' }],
  [8, 2, 'Owen', "O'Brien", 'Honda', 11, 0, LAP_MS, { status: 'dns' }],
];

export function raceFixture(overrides: Partial<TRaceResults['race']> = {}): TRaceResults {
  const entries: TRawEntry[] = SPECS.map(([entryId, classId, firstName, lastName, brand, teamId, , , extra]) => {
    const cls = CLASSES.find((c) => c.id === classId)!;
    return {
      entryId,
      riderId: 100 + entryId,
      firstName,
      lastName,
      number: String(entryId * 11),
      brand,
      classId,
      classCode: cls.code,
      className: cls.name,
      groupId: cls.groupId,
      groupName: cls.groupId === 1 ? 'Pro' : 'Amateur',
      teamId: teamId ?? undefined,
      teamName: teamId === 10 ? 'Team A' : teamId === 11 ? 'Équipe B' : undefined,
      status: 'finished',
      penaltyMs: 0,
      startOffsetMs: cls.groupId === 2 ? 30_000 : 0,
      ...extra,
    };
  });
  const laps: TRawLap[] = SPECS.flatMap(([entryId, , , , , , count, lapMs]) =>
    Array.from({ length: count }, (_, i) => ({ entryId, lapNumber: i + 1, lapTimeMs: lapMs, readAt: new Date(START.getTime() + (i + 1) * lapMs) })),
  );
  const rows = scoreRace({ format: 'laps', raceStartAt: START, lapLengthKm: 2, pointsScale: [25, 22, 20, 18, 16, 15, 14, 13], entries, laps, passes: [], sections: [] });
  return {
    race: {
      id: 12,
      eventId: 3,
      name: 'Moto 1',
      format: 'laps',
      motoNumber: 1,
      startAt: START,
      status: 'finished',
      isPublic: true,
      isConfigured: true,
      updatedAt: START,
      eventName: 'Grand Prix de Québec',
      promoterId: 1,
      lapLengthKm: 2,
      timeFormat: 1,
      seriesIds: [1],
      scoresPoints: true,
      ...overrides,
    },
    classes: CLASSES.map((c) => ({ ...c })),
    groups: [
      { id: 1, name: 'Pro' },
      { id: 2, name: 'Amateur' },
    ],
    teams: [
      { id: 11, name: 'Équipe B' },
      { id: 10, name: 'Team A' },
    ],
    brands: ['Honda', 'KTM', 'Yamaha'],
    sections: [],
    rows,
    updatedAt: START,
  };
}

export function viewState(query: Record<string, string> = {}): TResultViewState {
  return parseResultViewState(query);
}

const MESSAGES = { en, es, fr } as const;

/** The `Results` messages of a locale, as the pages and the CSV route use them. */
export function resultsTranslator(locale: keyof typeof MESSAGES): TTranslate {
  const t = createTranslator({ locale, messages: MESSAGES[locale] as never, namespace: 'Results' as never });
  return (key, values) => (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
}
