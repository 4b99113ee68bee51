import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

describe('the view state in the browser', () => {
  it("the results page's client islands import the writer only, so zod stays out of their code (decision 029)", () => {
    const dir = path.resolve(__dirname, '../../components/results');
    const clientFiles = readdirSync(dir)
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => ({ name, text: readFileSync(path.join(dir, name), 'utf8') }))
      .filter((file) => /^['"]use client['"]/.test(file.text));
    expect(clientFiles.length).toBeGreaterThan(3);
    for (const file of clientFiles) {
      expect(file.text, file.name).not.toMatch(/^import (?!type )[^;]*from '@\/lib\/(?:results\/view-state|validation\/query)'/m);
    }
    expect(readFileSync(path.resolve(__dirname, '../../lib/results/view-url.ts'), 'utf8')).not.toMatch(/^import /m);
  });

  it('reads a URL\'s search params as the page reads its searchParams', () => {
    const url = new URL(`https://example.org/ll/results/7?${serializeResultViewState({ raceId: 4, view: 'class', classIds: [3, 5], page: 2 })}&class=9`);
    expect(parseResultViewState(url.searchParams)).toMatchObject({ raceId: 4, view: 'class', classIds: [3, 5, 9], page: 2 });
  });
});
