import { describe, expect, it } from 'vitest';
import { parseResultViewState, serializeResultViewState } from '@/lib/results/view-state';

describe('results view in the URL', () => {
  it('reads every part of the view', () => {
    expect(parseResultViewState({ race: '4', view: 'class', class: '3,5,3', group: '1', team: '2', brand: 'KTM', q: ' gag ', page: '2', rider: '17,18' })).toEqual({
      raceId: 4,
      view: 'class',
      classIds: [3, 5],
      groupId: 1,
      teamId: 2,
      brand: 'KTM',
      query: 'gag',
      page: 2,
      riderIds: [17, 18],
    });
  });

  it('falls back to defaults for malformed parts', () => {
    expect(parseResultViewState({ race: 'x', view: 'secret', class: 'a,-1,2', page: '0', rider: '1,2,3,4,5,6,7,8' })).toEqual({
      raceId: null,
      view: 'overall',
      classIds: [2],
      groupId: null,
      teamId: null,
      brand: null,
      query: '',
      page: 1,
      riderIds: [1, 2, 3, 4, 5, 6],
    });
  });

  it('reads classes repeated by name, as ticked boxes post them without JavaScript', () => {
    expect(parseResultViewState({ race: '2', view: 'position', class: ['1', '4,5', '1'] }).classIds).toEqual([1, 4, 5]);
  });

  it('writes short URLs and reads back what it wrote', () => {
    expect(serializeResultViewState({ raceId: 1, view: 'overall', page: 1 })).toBe('race=1');
    const state = parseResultViewState({ race: '2', view: 'position', class: '1,4' });
    expect(parseResultViewState(Object.fromEntries(new URLSearchParams(serializeResultViewState(state))))).toEqual(state);
  });
});
