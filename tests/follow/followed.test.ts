// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { FOLLOWED_KEY, FOLLOWED_MAX, readFollowed, toggleFollow } from '@/lib/follow/followed';

/** The followed riders kept on the device: what is stored there is read back, anything else is ignored. */
describe('followed riders on the device', () => {
  beforeEach(() => localStorage.clear());
  const store = (value: unknown) => localStorage.setItem(FOLLOWED_KEY, typeof value === 'string' ? value : JSON.stringify(value));

  it('reads back the riders stored, with or without a number', () => {
    store([{ id: 7, name: 'Liam Doyle', number: '34D' }, { id: 9, name: 'Émile Gagné' }]);
    expect(readFollowed()).toEqual([{ id: 7, name: 'Liam Doyle', number: '34D' }, { id: 9, name: 'Émile Gagné' }]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', { id: 7, name: 'Liam Doyle' }],
    ['an id that is not a positive whole number', [{ id: -1, name: 'A' }]],
    ['an id as text', [{ id: '7', name: 'A' }]],
    ['a missing name', [{ id: 7 }]],
    ['a name over 120 characters', [{ id: 7, name: 'x'.repeat(121) }]],
    ['a number over 10 characters', [{ id: 7, name: 'A', number: '12345678901' }]],
    ['a null entry', [null]],
  ])('starts again with an empty list when the stored value has %s', (_, value) => {
    store(value);
    expect(readFollowed()).toEqual([]);
  });

  it('keeps at most the newest riders and drops fields it does not know', () => {
    store(Array.from({ length: FOLLOWED_MAX + 5 }, (_, i) => ({ id: i + 1, name: `Rider ${i + 1}`, extra: true })));
    const list = readFollowed();
    expect(list).toHaveLength(FOLLOWED_MAX);
    expect(list[0]).toEqual({ id: 1, name: 'Rider 1' });
  });

  it('follows and unfollows, newest first', () => {
    toggleFollow({ id: 3, name: 'Ana Lima' });
    toggleFollow({ id: 4, name: 'Noah Roy', number: '923' });
    expect(readFollowed().map((r) => r.id)).toEqual([4, 3]);
    toggleFollow({ id: 3, name: 'Ana Lima' });
    expect(readFollowed().map((r) => r.id)).toEqual([4]);
  });
});
