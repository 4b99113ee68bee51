import type { TEntryStatus, TGap, TRaceResults, TResultRow } from '../platform/port';
import { gapBetween } from '../scoring/engine';

/**
 * The awards presentation (/presentation/{id}): who goes on the podium of each class, and how
 * far down the awards go (`awardedPositions` of the class at the event: 3, or 5 for Pro classes).
 *
 * Which result decides the podium, class by class:
 * - Motocross day (the class rode two or more motos of the event, i.e. races with a moto number,
 *   and nothing else): the overall of the day, as motocross awards are given. Riders are ranked
 *   by the sum of their class points over the motos (a missed moto scores nothing); ties go to
 *   the better finish in the last moto. When the motos score no points (an event outside any
 *   series), the classic moto score is used instead: most motos classified, then the lowest sum
 *   of class positions, then the last moto.
 * - Anything else (an enduro, a hare scramble, an endurance race, or a class that rode only one
 *   moto): the class result of the last finished race the class rode.
 * Only finished races count (the caller passes them in running order); a class with no
 * classified rider is left out.
 */
export type TPodiumMethod = 'race' | 'motos';

export type TPodiumEntry = {
  position: number;
  riderId: number;
  firstName: string;
  lastName: string;
  number: string;
  brand?: string;
  status: TEntryStatus;
  /** Class points of the day (motos) or of the race; undefined when no points are scored. */
  points?: number;
  /** Class finish in each moto counted (motos method; null: not classified in that moto). */
  finishes: (number | null)[];
  /** Race method: the ranking time of the winner, the gap of the others. */
  totalMs?: number;
  laps?: number;
  gap?: TGap;
};

export type TPodiumClass = {
  classId: number;
  classCode: string;
  className: string;
  awardedPositions: number;
  method: TPodiumMethod;
  /** The races the podium is taken from (the motos, or the one race). */
  raceIds: number[];
  entries: TPodiumEntry[];
};

type TRace = Pick<TRaceResults, 'classes' | 'rows'> & { race: Pick<TRaceResults['race'], 'id' | 'motoNumber' | 'scoresPoints'> };

function classRows(race: TRace, classId: number): TResultRow[] {
  return race.rows.filter((r) => r.classId === classId);
}

function fromRace(race: TRace, classId: number): TPodiumEntry[] {
  const classified = classRows(race, classId)
    .filter((r) => r.classPosition !== null)
    .sort((a, b) => a.classPosition! - b.classPosition!);
  const winner = classified[0];
  return classified.map((row) => ({
    position: row.classPosition!,
    riderId: row.riderId,
    firstName: row.firstName,
    lastName: row.lastName,
    number: row.number,
    brand: row.brand,
    status: row.status,
    points: row.classPoints ?? undefined,
    finishes: [row.classPosition],
    laps: row.laps,
    totalMs: row === winner ? row.totalMs : undefined,
    gap: row === winner || !winner ? undefined : gapBetween(winner, row),
  }));
}

type TDayRider = { row: TResultRow; points: number; finishes: (number | null)[] };

function fromMotos(motos: TRace[], classId: number): TPodiumEntry[] {
  const byPoints = motos.every((m) => m.race.scoresPoints);
  const riders = new Map<number, TDayRider>();
  motos.forEach((moto, index) => {
    for (const row of classRows(moto, classId)) {
      const rider = riders.get(row.riderId) ?? { row, points: 0, finishes: motos.map(() => null) };
      rider.row = row; // the latest number, brand and status
      rider.points += row.classPoints ?? 0;
      rider.finishes[index] = row.classPosition;
      riders.set(row.riderId, rider);
    }
  });
  const last = (r: TDayRider) => r.finishes.at(-1) ?? Number.MAX_SAFE_INTEGER;
  const classifiedCount = (r: TDayRider) => r.finishes.filter((f) => f !== null).length;
  const positionSum = (r: TDayRider) => r.finishes.reduce<number>((sum, f) => sum + (f ?? 0), 0);
  const ranked = [...riders.values()]
    .filter((r) => classifiedCount(r) > 0)
    .sort(
      (a, b) =>
        (byPoints ? b.points - a.points : classifiedCount(b) - classifiedCount(a) || positionSum(a) - positionSum(b)) ||
        last(a) - last(b) ||
        a.row.lastName.localeCompare(b.row.lastName) ||
        a.row.riderId - b.row.riderId,
    );
  return ranked.map((r, i) => ({
    position: i + 1,
    riderId: r.row.riderId,
    firstName: r.row.firstName,
    lastName: r.row.lastName,
    number: r.row.number,
    brand: r.row.brand,
    status: r.row.status,
    points: byPoints ? r.points : undefined,
    finishes: r.finishes,
  }));
}

/** The podium of every class that has one, in the order the classes first appear. */
export function selectPodiums(finishedRaces: readonly TRace[]): TPodiumClass[] {
  const classes = new Map<number, TRace['classes'][number]>();
  for (const race of finishedRaces) for (const cls of race.classes) if (!classes.has(cls.id)) classes.set(cls.id, cls);

  const podiums: TPodiumClass[] = [];
  for (const cls of classes.values()) {
    const races = finishedRaces.filter((r) => r.classes.some((c) => c.id === cls.id));
    const lastRace = races.at(-1);
    if (!lastRace) continue;
    const awardedPositions = lastRace.classes.find((c) => c.id === cls.id)?.awardedPositions ?? cls.awardedPositions;
    const isMotoDay = races.length >= 2 && races.every((r) => r.race.motoNumber !== undefined);
    const ranked = isMotoDay ? fromMotos(races, cls.id) : fromRace(lastRace, cls.id);
    const entries = ranked.filter((e) => e.position <= awardedPositions);
    if (entries.length === 0) continue;
    podiums.push({
      classId: cls.id,
      classCode: cls.code,
      className: cls.name,
      awardedPositions,
      method: isMotoDay ? 'motos' : 'race',
      raceIds: isMotoDay ? races.map((r) => r.race.id) : [lastRace.race.id],
      entries,
    });
  }
  return podiums;
}
