import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import type { TRaceResults } from '@/lib/platform/port';
import { readRaceResults } from '@/lib/results/each';

const results = (id: number) => ({ race: { id } }) as unknown as TRaceResults;
const down = () => new AppError('UPSTREAM_FAILED', { message: 'LiveLaps GET livelaps/race/results/2 failed: unexpected answer' });

describe('readRaceResults', () => {
  it('leaves out a race that cannot be read and keeps the others', async () => {
    const platform = { getRaceResults: async (id: number) => (id === 2 ? Promise.reject(down()) : results(id)) };
    const read = await readRaceResults(platform, [1, 2, 3], 'en');
    expect([...read.entries()].map(([id, r]) => [id, r?.race.id ?? null])).toEqual([
      [1, 1],
      [2, null],
      [3, 3],
    ]);
  });

  it('throws when no race can be read (the page shows its outage state)', async () => {
    const platform = { getRaceResults: async () => Promise.reject(down()) };
    await expect(readRaceResults(platform, [1, 2], 'en')).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' });
  });

  it('reads nothing for no race', async () => {
    expect((await readRaceResults({ getRaceResults: async () => null }, [], 'fr')).size).toBe(0);
  });
});
