import { describe, expect, it } from 'vitest';
import { applyView, normalizeViewState, viewRows } from '@/lib/results/view';
import { raceFixture, viewState } from './race-fixture';

const results = raceFixture();
const ids = (rows: { entryId: number }[]) => rows.map((r) => r.entryId);

describe('applying a view state to race results', () => {
  it('overall: every rider in the overall order, with overall positions, points and gaps', () => {
    const applied = applyView(results, viewState());
    expect(applied.sections).toHaveLength(1);
    const rows = viewRows(applied);
    expect(ids(rows)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, null, null]);
    expect(rows.map((r) => r.points)).toEqual([25, 22, 20, 18, 16, 15, 0, 0]);
    expect(rows[0]!.gapToLeader).toBeUndefined();
    expect(rows[1]!.gapToLeader).toEqual({ laps: 0, ms: 5_000 });
    expect(rows[2]!.gapToAhead).toEqual({ laps: 0, ms: 13_000 });
    expect(rows[4]!.gapToLeader).toEqual({ laps: 1, ms: 0 });
    expect(rows[6]!.gapToLeader).toBeUndefined();
    expect(rows.some((r) => r.award)).toBe(false);
    expect(applied).toMatchObject({ total: 8, page: 1, pages: 1, view: 'overall' });
  });

  it('class: a section per class in the race order, class positions and points, awards, gaps within the class', () => {
    const applied = applyView(results, viewState({ view: 'class' }));
    expect(applied.sections.map((s) => [s.key, s.title, s.total, s.awardedPositions])).toEqual([
      ['class-1', '250 Pro', 3, 3],
      ['class-2', '450 Pro', 3, 2],
      ['class-3', 'Vétéran 30+', 2, 3],
    ]);
    const [c250, c450] = applied.sections;
    expect(ids(c250!.rows)).toEqual([1, 3, 6]);
    expect(c250!.rows.map((r) => [r.position, r.points, r.award])).toEqual([
      [1, 25, true],
      [2, 22, true],
      [3, 20, true],
    ]);
    // Gap of the second of the class to the class leader, not to the overall leader.
    expect(c250!.rows[1]!.gapToLeader).toEqual({ laps: 0, ms: 18_000 });
    expect(c450!.rows.map((r) => [r.entryId, r.position, r.award])).toEqual([
      [2, 1, true],
      [5, 2, true],
      [8, null, false],
    ]);
    expect(c450!.rows[0]!.gapToLeader).toBeUndefined();
    expect(c450!.rows[1]!.gapToLeader).toEqual({ laps: 1, ms: 0 });
  });

  it('class filter keeps the chosen classes only; unknown ids are ignored', () => {
    const applied = applyView(results, viewState({ view: 'class', class: '3,999' }));
    expect(applied.sections.map((s) => s.key)).toEqual(['class-3']);
    expect(normalizeViewState(results, viewState({ class: '3,999', group: '7', team: '10' }))).toMatchObject({ classIds: [3], groupId: null, teamId: 10 });
  });

  it('group and team views rank within the group or team; riders without a team are left out of teams', () => {
    const groups = applyView(results, viewState({ view: 'group' }));
    expect(groups.sections.map((s) => [s.title, ids(s.rows)])).toEqual([
      ['Pro', [1, 2, 3, 5, 6, 8]],
      ['Amateur', [4, 7]],
    ]);
    expect(groups.sections[0]!.rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, null]);

    const teams = applyView(results, viewState({ view: 'team' }));
    expect(teams.sections.map((s) => [s.title, ids(s.rows), s.rows.map((r) => r.position)])).toEqual([
      ['Équipe B', [2, 3, 8], [1, 2, null]],
      ['Team A', [1, 5, 7], [1, 2, null]],
    ]);
    expect(teams.total).toBe(6);
    expect(teams.sections[0]!.rows[1]!.gapToLeader).toEqual({ laps: 0, ms: 13_000 });
  });

  it('brand filter (any case) keeps official positions and recomputes gaps among the riders shown', () => {
    const rows = viewRows(applyView(results, viewState({ brand: 'ktm' })));
    expect(ids(rows)).toEqual([1, 3, 5]);
    expect(rows.map((r) => r.position)).toEqual([1, 3, 5]);
    expect(rows[1]!.gapToAhead).toEqual({ laps: 0, ms: 18_000 });
    expect(rows[2]!.gapToAhead).toEqual({ laps: 1, ms: 0 });
  });

  it('search finds riders by name (accents and case ignored) or number, without changing their gaps', () => {
    const byName = viewRows(applyView(results, viewState({ q: 'gagne' })));
    expect(ids(byName)).toEqual([1]);
    const byNumber = viewRows(applyView(results, viewState({ q: '33' })));
    expect(ids(byNumber)).toEqual([3]);
    expect(byNumber[0]!.gapToLeader).toEqual({ laps: 0, ms: 18_000 });
    expect(ids(viewRows(applyView(results, viewState({ q: 'DOYLE liam' }))))).toEqual([3]);
    expect(ids(viewRows(applyView(results, viewState({ q: 'nobody' }))))).toEqual([]);
  });

  it('position only needs classes', () => {
    expect(applyView(results, viewState({ view: 'position' }))).toMatchObject({ error: 'noClassesSelected', total: 0, sections: [] });
    const applied = applyView(results, viewState({ view: 'position', class: '2,1' }));
    expect(applied.error).toBeUndefined();
    expect(applied.sections.map((s) => s.key)).toEqual(['class-1', 'class-2']);
    expect(applied.total).toBe(6);
  });

  it('paginates across sections, clamps the page, and gives every row with `all`', () => {
    const page1 = applyView(results, viewState({ view: 'class' }), { pageSize: 4 });
    expect(page1).toMatchObject({ total: 8, pages: 2, page: 1 });
    expect(page1.sections.map((s) => [s.key, ids(s.rows), s.total])).toEqual([
      ['class-1', [1, 3, 6], 3],
      ['class-2', [2], 3],
    ]);
    const page2 = applyView(results, viewState({ view: 'class', page: '9' }), { pageSize: 4 });
    expect(page2.page).toBe(2);
    expect(page2.sections.map((s) => [s.key, ids(s.rows)])).toEqual([
      ['class-2', [5, 8]],
      ['class-3', [4, 7]],
    ]);
    expect(viewRows(applyView(results, viewState({ page: '2' }), { pageSize: 4, all: true }))).toHaveLength(8);
  });
});
