import { sameClass, samePlate } from './names';

/**
 * Ties the result rows of LiveLaps races to the mirror's riders. LiveLaps rows carry no rider id,
 * so rows are matched across races by folded name (`foldName`), with the plate and the class as
 * tie-breakers. Two rules hold whatever the data: two rows of one race are never given the same
 * rider (same name in one race means two people), and a link made on the name alone is marked
 * `'name'` so the page can say "matched by name". Pure and deterministic: the same rows and riders
 * (in any order) give the same links.
 */

/** A rider already in the mirror, with the plates and classes of the rows linked to it so far. */
export type TKnownRider = { id: number; nameKey: string; plates: string[]; classes: string[] };
/** A row of one race to link (`nameKey` from `foldName`). */
export type TRowToLink = { rowId: number; nameKey: string; plate: string; className: string };
/** What tied a row to its rider: the name with the plate, the name with the class, the name alone, or nothing (a new rider). */
export type TLinkedBy = 'name+plate' | 'name+class' | 'name' | 'new';
export type TRowLink = {
  rowId: number;
  riderId: number | null;
  /** index into `newRiders` when riderId is null */
  newRider: number | null;
  linkedBy: TLinkedBy;
};
export type TRaceLinks = { links: TRowLink[]; newRiders: { nameKey: string; rowId: number }[] };

/** A row's link to a rider that exists, or `null` for a new rider. */
type TMatch = { riderId: number; linkedBy: Exclude<TLinkedBy, 'new'> } | null;

const PLATE_SCORE = 2;
const CLASS_SCORE = 1;

/** 2 when the rider has raced with the row's plate, +1 when in the row's class; 0: nothing but the name in common. */
function scoreRowForRider(row: TRowToLink, rider: TKnownRider): number {
  const plate = rider.plates.some((p) => samePlate(p, row.plate)) ? PLATE_SCORE : 0;
  const klass = rider.classes.some((c) => sameClass(c, row.className)) ? CLASS_SCORE : 0;
  return plate + klass;
}

/** The known riders with a key, one entry an id (history merged), by ascending id: the order of `known` does not matter. */
function findCandidates(key: string, known: TKnownRider[]): TKnownRider[] {
  const byId = new Map<number, TKnownRider>();
  for (const rider of known) {
    if (rider.nameKey !== key) continue;
    const seen = byId.get(rider.id);
    byId.set(rider.id, seen ? { ...seen, plates: [...seen.plates, ...rider.plates], classes: [...seen.classes, ...rider.classes] } : rider);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * Links the rows of one race that share a name key (indices into the race's rows) to its
 * candidates. Pairs scoring above 0 are taken greedily, best score first, then lowest rider id,
 * then lowest row id, each rider and each row once. What is left is linked on the name alone only
 * in the plain case of one row and one candidate (a rider who changed plate and class); with
 * several people of one name the rows become new riders rather than a guess.
 */
function matchKeyGroup(rows: TRowToLink[], indices: number[], candidates: TKnownRider[]): Map<number, TMatch> {
  const pairs = indices.flatMap((index) => {
    const row = rows[index]!;
    return candidates.map((rider) => ({ index, row, rider, score: scoreRowForRider(row, rider) })).filter((pair) => pair.score > 0);
  });
  pairs.sort((a, b) => b.score - a.score || a.rider.id - b.rider.id || a.row.rowId - b.row.rowId || a.index - b.index);

  const matches = new Map<number, TMatch>();
  const usedRiders = new Set<number>();
  for (const pair of pairs) {
    if (matches.has(pair.index) || usedRiders.has(pair.rider.id)) continue;
    usedRiders.add(pair.rider.id);
    matches.set(pair.index, { riderId: pair.rider.id, linkedBy: pair.score >= PLATE_SCORE ? 'name+plate' : 'name+class' });
  }

  const onlyRow = indices.length === 1 ? indices[0] : undefined;
  const onlyCandidate = candidates.length === 1 ? candidates[0] : undefined;
  for (const index of indices) {
    if (matches.has(index)) continue;
    // One row and one candidate: the row is left only if the pair scored 0, so the candidate is free.
    const byName = index === onlyRow && onlyCandidate !== undefined;
    matches.set(index, byName ? { riderId: onlyCandidate.id, linkedBy: 'name' } : null);
  }
  return matches;
}

/**
 * Links the rows of one race to the riders already in the mirror (`known`), or to new riders.
 * Rows are grouped by name key; a row with an empty key is always a new rider. Links come in the
 * order of `rows`; new riders in the order of their first row.
 */
export function linkRaceRows(rows: TRowToLink[], known: TKnownRider[]): TRaceLinks {
  const groups = new Map<string, number[]>();
  rows.forEach((row, index) => {
    if (row.nameKey === '') return;
    const group = groups.get(row.nameKey);
    if (group) group.push(index);
    else groups.set(row.nameKey, [index]);
  });

  const matches = new Map<number, TMatch>();
  for (const [key, indices] of groups) {
    for (const [index, match] of matchKeyGroup(rows, indices, findCandidates(key, known))) matches.set(index, match);
  }

  const newRiders: TRaceLinks['newRiders'] = [];
  const links = rows.map((row, index): TRowLink => {
    const match = matches.get(index) ?? null;
    if (match) return { rowId: row.rowId, riderId: match.riderId, newRider: null, linkedBy: match.linkedBy };
    newRiders.push({ nameKey: row.nameKey, rowId: row.rowId });
    return { rowId: row.rowId, riderId: null, newRider: newRiders.length - 1, linkedBy: 'new' };
  });
  return { links, newRiders };
}

/**
 * The riders (ids ascending) whose name key is the searched user's: a LiveLaps user has no link to
 * result rows, so the name is all there is, and when several riders share it the visitor chooses.
 * An empty key matches nobody.
 */
export function linkUserToRiders(user: { nameKey: string }, riders: { id: number; nameKey: string }[]): number[] {
  if (user.nameKey === '') return [];
  const ids = new Set(riders.filter((rider) => rider.nameKey === user.nameKey).map((rider) => rider.id));
  return [...ids].sort((a, b) => a - b);
}
