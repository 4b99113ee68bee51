import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { linkRaceRows, linkUserToRiders } from '@/lib/mirror/matcher';
import type { TKnownRider, TRaceLinks, TRowToLink } from '@/lib/mirror/matcher';
import { sameClass, samePlate } from '@/lib/mirror/names';

const row = (rowId: number, nameKey: string, plate = '', className = ''): TRowToLink => ({ rowId, nameKey, plate, className });
const rider = (id: number, nameKey: string, plates: string[] = [], classes: string[] = []): TKnownRider => ({ id, nameKey, plates, classes });

/** A row's rider as one comparable value: `r12` for rider 12, `n0` for the race's first new rider. */
const riderOf = (result: TRaceLinks, index: number): string => {
  const link = result.links[index]!;
  return link.riderId !== null ? `r${link.riderId}` : `n${link.newRider}`;
};

describe('linkRaceRows (examples)', () => {
  it('links a rider by name and plate, by name and class, and by name alone', () => {
    const known = [rider(1, 'cote marie', ['34D'], ['A 40+']), rider(2, 'roy luc', ['7'], ['B']), rider(3, 'tremblay eve', ['9'], ['C'])];
    const result = linkRaceRows([row(10, 'cote marie', '034d', 'B'), row(11, 'roy luc', '70', 'b'), row(12, 'tremblay eve', '1', 'A')], known);
    expect(result).toEqual({
      links: [
        { rowId: 10, riderId: 1, newRider: null, linkedBy: 'name+plate' },
        { rowId: 11, riderId: 2, newRider: null, linkedBy: 'name+class' },
        { rowId: 12, riderId: 3, newRider: null, linkedBy: 'name' },
      ],
      newRiders: [],
    });
  });

  it('makes new riders of unknown names and of empty names, in the order of the rows', () => {
    const result = linkRaceRows([row(5, ''), row(6, 'roy luc', '7'), row(7, ''), row(8, 'cote marie')], [rider(1, 'cote marie'), rider(2, '')]);
    expect(result.links.map((l) => [l.riderId, l.newRider, l.linkedBy])).toEqual([
      [null, 0, 'new'],
      [null, 1, 'new'],
      [null, 2, 'new'],
      [1, null, 'name'],
    ]);
    expect(result.newRiders).toEqual([
      { nameKey: '', rowId: 5 },
      { nameKey: 'roy luc', rowId: 6 },
      { nameKey: '', rowId: 7 },
    ]);
  });

  it('never links two rows of one race to one rider', () => {
    const known = [rider(1, 'roy luc', ['7'], ['A'])];
    const result = linkRaceRows([row(10, 'roy luc', '7', 'A'), row(11, 'roy luc', '7', 'A')], known);
    expect(result.links.map((l) => [l.riderId, l.linkedBy])).toEqual([
      [1, 'name+plate'],
      [null, 'new'],
    ]);
  });

  it('does not guess between several riders of one name', () => {
    const known = [rider(1, 'roy luc', ['7'], ['A']), rider(2, 'roy luc', ['8'], ['B'])];
    const result = linkRaceRows([row(10, 'roy luc', '9', 'C')], known);
    expect(result.links[0]).toMatchObject({ riderId: null, linkedBy: 'new' });
  });

  it('does not link by name alone when the race has two rows of the name', () => {
    const known = [rider(1, 'roy luc', ['7'], ['A'])];
    const result = linkRaceRows([row(10, 'roy luc', '9', 'C'), row(11, 'roy luc', '8', 'D')], known);
    expect(result.links.map((l) => l.linkedBy)).toEqual(['new', 'new']);
  });

  it('does not link the leftover row by name alone when another row took a candidate', () => {
    const known = [rider(1, 'roy luc', ['7']), rider(2, 'roy luc', ['8'])];
    const result = linkRaceRows([row(10, 'roy luc', '7'), row(11, 'roy luc', '5')], known);
    expect(result.links.map((l) => [l.riderId, l.linkedBy])).toEqual([
      [1, 'name+plate'],
      [null, 'new'],
    ]);
  });

  it('takes the best score first: a plate before a class', () => {
    const known = [rider(1, 'roy luc', ['8'], ['A']), rider(2, 'roy luc', ['7'], ['B'])];
    // Row 10 is in rider 1's class but on rider 2's plate; row 11 is on rider 1's plate.
    const result = linkRaceRows([row(10, 'roy luc', '7', 'A'), row(11, 'roy luc', '8', 'C')], known);
    expect(result.links.map((l) => [l.riderId, l.linkedBy])).toEqual([
      [2, 'name+plate'],
      [1, 'name+plate'],
    ]);
  });

  it('breaks ties by the lowest rider id, then the lowest row id', () => {
    const known = [rider(4, 'roy luc', [], ['A']), rider(3, 'roy luc', [], ['A'])];
    const result = linkRaceRows([row(21, 'roy luc', '', 'A'), row(20, 'roy luc', '', 'A'), row(22, 'roy luc', '', 'A')], known);
    expect(result.links.map((l) => [l.rowId, l.riderId, l.linkedBy])).toEqual([
      [21, 4, 'name+class'],
      [20, 3, 'name+class'],
      [22, null, 'new'],
    ]);
  });

  it('does not count empty plates and classes as a match', () => {
    const known = [rider(1, 'roy luc', [''], ['']), rider(2, 'roy luc', ['5'], ['B'])];
    const result = linkRaceRows([row(10, 'roy luc', '', '')], known);
    expect(result.links[0]).toMatchObject({ riderId: null, linkedBy: 'new' });
  });
});

describe('linkUserToRiders', () => {
  it('returns the riders of the name, ids ascending', () => {
    const riders = [
      { id: 9, nameKey: 'roy luc' },
      { id: 2, nameKey: 'cote marie' },
      { id: 4, nameKey: 'roy luc' },
    ];
    expect(linkUserToRiders({ nameKey: 'roy luc' }, riders)).toEqual([4, 9]);
    expect(linkUserToRiders({ nameKey: 'cote marie' }, riders)).toEqual([2]);
    expect(linkUserToRiders({ nameKey: 'tremblay eve' }, riders)).toEqual([]);
    expect(linkUserToRiders({ nameKey: '' }, [{ id: 1, nameKey: '' }])).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over generated races
// ---------------------------------------------------------------------------------------------

/** Few names, plates and classes, so that races share them often (variants that compare equal included). */
const KEYS = ['roy luc', 'cote marie', 'tremblay eve', ''];
const PLATES = ['7', '07', '8', '34D', '34d', '104', ''];
const CLASSES = ['A', 'a', 'B', 'A 40+', ''];

const genRowFields = fc.record({ nameKey: fc.constantFrom(...KEYS), plate: fc.constantFrom(...PLATES), className: fc.constantFrom(...CLASSES) });
/** A race's rows, row ids unique (not in row order). */
const genRace = fc
  .array(genRowFields, { maxLength: 8 })
  .chain((fields) => fc.tuple(fc.constant(fields), fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: fields.length, maxLength: fields.length })))
  .map(([fields, ids]) => fields.map((f, i): TRowToLink => ({ rowId: ids[i]!, ...f })));
const genKnown = fc
  .uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 8 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc.record({
          id: fc.constant(id),
          nameKey: fc.constantFrom(...KEYS),
          plates: fc.array(fc.constantFrom(...PLATES), { maxLength: 3 }),
          classes: fc.array(fc.constantFrom(...CLASSES), { maxLength: 3 }),
        }),
      ),
    ),
  );

/** Checks that the rows of one race went to distinct riders, each of the row's name. */
function expectSoundLinks(rows: TRowToLink[], known: TKnownRider[], result: TRaceLinks): void {
  expect(result.links.map((l) => l.rowId)).toEqual(rows.map((r) => r.rowId));
  const riders = rows.map((_, i) => riderOf(result, i));
  expect(new Set(riders).size).toBe(rows.length);
  rows.forEach((r, i) => {
    const link = result.links[i]!;
    if (link.riderId !== null) {
      expect(link.newRider).toBeNull();
      expect(link.linkedBy).not.toBe('new');
      expect(r.nameKey).not.toBe('');
      expect(known.find((k) => k.id === link.riderId)?.nameKey).toBe(r.nameKey);
    } else {
      expect(link.linkedBy).toBe('new');
      expect(result.newRiders[link.newRider!]).toEqual({ nameKey: r.nameKey, rowId: r.rowId });
    }
  });
  expect(result.newRiders).toHaveLength(result.links.filter((l) => l.riderId === null).length);
}

/** Replays races in order, feeding each race's links back as known riders with their plates and classes; returns each race's rider ids. */
function replayRaces(races: TRowToLink[][]): { riderIds: number[][]; known: TKnownRider[] } {
  let known: TKnownRider[] = [];
  let nextId = 1;
  const riderIds = races.map((rows) => {
    const result = linkRaceRows(rows, known);
    expectSoundLinks(rows, known, result);
    const newIds = result.newRiders.map((n) => ({ id: nextId++, nameKey: n.nameKey, plates: [], classes: [] }));
    known = [...known, ...newIds];
    const ids = result.links.map((l) => (l.riderId !== null ? l.riderId : newIds[l.newRider!]!.id));
    known = known.map((k) => {
      const mine = rows.filter((_, i) => ids[i] === k.id);
      return { ...k, plates: [...k.plates, ...mine.map((r) => r.plate)], classes: [...k.classes, ...mine.map((r) => r.className)] };
    });
    return ids;
  });
  return { riderIds, known };
}

describe('linkRaceRows (properties)', () => {
  it('never gives two rows of one race the same rider, and links each row to a rider of its name', () => {
    fc.assert(
      fc.property(genRace, genKnown, (rows, known) => {
        expectSoundLinks(rows, known, linkRaceRows(rows, known));
      }),
      { numRuns: 300 },
    );
  });

  it('links by plate only on a shared plate, by class only on a shared class', () => {
    fc.assert(
      fc.property(genRace, genKnown, (rows, known) => {
        const result = linkRaceRows(rows, known);
        rows.forEach((r, i) => {
          const link = result.links[i]!;
          const linked = known.find((k) => k.id === link.riderId);
          if (link.linkedBy === 'name+plate') expect(linked!.plates.some((p) => samePlate(p, r.plate))).toBe(true);
          if (link.linkedBy === 'name+class') expect(linked!.classes.some((c) => sameClass(c, r.className))).toBe(true);
          if (link.linkedBy === 'name') {
            expect(rows.filter((o) => o.nameKey === r.nameKey)).toHaveLength(1);
            expect(known.filter((k) => k.nameKey === r.nameKey)).toHaveLength(1);
          }
        });
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic and does not depend on the order of the known riders', () => {
    fc.assert(
      fc.property(
        genRace,
        genKnown.chain((known) => fc.tuple(fc.constant(known), fc.shuffledSubarray(known, { minLength: known.length }))),
        (rows, [known, shuffled]) => {
          const result = linkRaceRows(rows, known);
          expect(linkRaceRows(rows, known)).toEqual(result);
          expect(linkRaceRows(rows, shuffled)).toEqual(result);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never merges two rows of one race into one rider over a history of races', () => {
    fc.assert(
      fc.property(fc.array(genRace, { minLength: 1, maxLength: 8 }), (races) => {
        const { riderIds } = replayRaces(races);
        for (const ids of riderIds) expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a rider who races every race on the same plate as one rider', () => {
    const key = 'roy luc';
    /** Others, some of the same name, none on the rider's plate (7). */
    const genOther = fc.record({ nameKey: fc.constantFrom(...KEYS), plate: fc.constantFrom('8', '34D', '104', ''), className: fc.constantFrom(...CLASSES) });
    const genRaceWithRider = fc
      .tuple(fc.array(genOther, { maxLength: 5 }), fc.constantFrom('7', '07', ' 7 '), fc.constantFrom(...CLASSES), fc.nat())
      .map(([others, plate, className, at]) => {
        const fields: Omit<TRowToLink, 'rowId'>[] = [...others];
        fields.splice(at % (others.length + 1), 0, { nameKey: key, plate, className });
        return { rows: fields.map((f, i): TRowToLink => ({ rowId: i + 1, ...f })), riderRowId: (at % (others.length + 1)) + 1 };
      });
    fc.assert(
      fc.property(fc.array(genRaceWithRider, { minLength: 2, maxLength: 6 }), (races) => {
        const { riderIds } = replayRaces(races.map((r) => r.rows));
        const riderOfEachRace = races.map((race, n) => riderIds[n]![race.riderRowId - 1]);
        expect(new Set(riderOfEachRace).size).toBe(1);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps two riders of one name who raced together apart, each following their plate', () => {
    const key = 'cote marie';
    /** A later race: maybe A (plate 7), maybe B (plate 8), in any class (classes may swap), and others of other names. */
    const genLaterRace = fc.record({
      withA: fc.boolean(),
      withB: fc.boolean(),
      classA: fc.constantFrom(...CLASSES),
      classB: fc.constantFrom(...CLASSES),
      others: fc.array(fc.record({ nameKey: fc.constantFrom('roy luc', 'tremblay eve', ''), plate: fc.constantFrom(...PLATES), className: fc.constantFrom(...CLASSES) }), { maxLength: 3 }),
      bFirst: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.constantFrom(...CLASSES), fc.constantFrom(...CLASSES), fc.array(genLaterRace, { minLength: 1, maxLength: 6 }), (classA, classB, later) => {
        const races: { rows: TRowToLink[]; a?: number; b?: number }[] = [
          { rows: [row(1, key, '7', classA), row(2, key, '8', classB)], a: 0, b: 1 },
          ...later.map((race) => {
            const a = race.withA ? [row(1, key, '07', race.classA)] : [];
            const b = race.withB ? [row(2, key, '8', race.classB)] : [];
            const mine = race.bFirst ? [...b, ...a] : [...a, ...b];
            const rows = [...mine, ...race.others.map((o, i) => row(10 + i, o.nameKey, o.plate, o.className))];
            const at = (rowId: number) => (rows.some((r) => r.rowId === rowId) ? rows.findIndex((r) => r.rowId === rowId) : undefined);
            return { rows, a: at(1), b: at(2) };
          }),
        ];
        const { riderIds } = replayRaces(races.map((r) => r.rows));
        const [idA, idB] = [riderIds[0]![0]!, riderIds[0]![1]!];
        expect(idA).not.toBe(idB);
        races.forEach((race, n) => {
          if (race.a !== undefined) expect(riderIds[n]![race.a]).toBe(idA);
          if (race.b !== undefined) expect(riderIds[n]![race.b]).toBe(idB);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('links a lone rider of a name across races even when plate and class change', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...PLATES), fc.constantFrom(...CLASSES)), { minLength: 2, maxLength: 6 }), (entries) => {
        const { riderIds } = replayRaces(entries.map(([plate, className]) => [row(1, 'tremblay eve', plate, className), row(2, 'roy luc', '5', 'Z')]));
        expect(new Set(riderIds.map((ids) => ids[0]))).toEqual(new Set([riderIds[0]![0]]));
      }),
    );
  });
});
