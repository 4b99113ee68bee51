import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import { followedRiderRows, raceRidersBody, ZRaceRidersResponse } from '@/components/follow/riders';
import { formatGapToLeader, formatLapTime } from '@/components/follow/format';
import { raceFixture } from '../results/race-fixture';

/** The followed riders' answer: mapping from the race's results, schema, and the strip's formatting. */

const follow = (messages: typeof en) => {
  const t = createTranslator({ locale: 'en', messages, namespace: 'Follow' });
  return (key: 'gapLaps' | 'gapCheckpoints', values: { count: number }) => t(key, values);
};

describe('followed riders of a race', () => {
  it('keeps the given riders who are in the race, in the race order, and leaves the others out', () => {
    const results = raceFixture();
    // Fixture riders are 100 + entry; 999 is not in the race.
    const rows = followedRiderRows(results, [106, 999, 101, 105]);
    expect(rows.map((r) => r.riderId)).toEqual([101, 105, 106]);
    const [leader, lapped, dnf] = rows;
    expect(leader).toEqual({
      riderId: 101,
      entryId: 1,
      firstName: 'Émile',
      lastName: 'Gagné',
      number: '11',
      className: '250 Pro',
      status: 'finished',
      overallPosition: 1,
      classPosition: 1,
      gapToLeader: null,
      lastLapMs: 100_000,
      laps: 10,
    });
    expect(lapped).toMatchObject({ riderId: 105, laps: 9, gapToLeader: { laps: 1 } });
    expect(dnf).toMatchObject({ riderId: 106, status: 'dnf' });
  });

  it('gives null, not undefined, for what a rider has not got yet (no lap: no last lap)', () => {
    const [dns] = followedRiderRows(raceFixture(), [108]);
    expect(dns).toMatchObject({ status: 'dns', overallPosition: null, classPosition: null, gapToLeader: null, lastLapMs: null, laps: 0 });
  });

  it('makes a body the strip’s schema accepts after a trip through JSON', () => {
    const body = raceRidersBody(raceFixture({ status: 'running' }), [101, 103]);
    expect(body.race).toEqual({ id: 12, status: 'running', updatedAt: '2026-06-07T14:00:00.000Z', format: 'laps' });
    const parsed = ZRaceRidersResponse.safeParse(JSON.parse(JSON.stringify(body)));
    expect(parsed.success).toBe(true);
    expect(ZRaceRidersResponse.safeParse({ ...body, riders: [{ ...body.riders[0], overallPosition: '1' }] }).success).toBe(false);
  });
});

describe('strip formatting', () => {
  it('formats a time gap with three decimals and whole laps with the translated plural', () => {
    const t = follow(en);
    expect(formatGapToLeader({ laps: 0, ms: 12_345 }, 'laps', 'en', t)).toBe('+12.345');
    expect(formatGapToLeader({ laps: 0, ms: 83_456.9 }, 'laps', 'en', t)).toBe('+1:23.456');
    expect(formatGapToLeader({ laps: 1, ms: 0 }, 'laps', 'en', t)).toBe('+1 lap');
    expect(formatGapToLeader({ laps: 3, ms: 0 }, 'laps', 'en', t)).toBe('+3 laps');
    expect(formatGapToLeader({ laps: 2, ms: 0 }, 'sections', 'en', t)).toBe('+2 checkpoints');
    expect(formatGapToLeader(null, 'laps', 'en', t)).toBeNull();
    expect(formatGapToLeader({ laps: 2, ms: 0 }, 'laps', 'es', follow(es))).toBe('+2 vueltas');
    expect(formatGapToLeader({ laps: 1, ms: 0 }, 'laps', 'fr', follow(fr))).toBe('+1 tour');
  });

  it('formats the last lap as m:ss.SSS', () => {
    expect(formatLapTime(125_431, 'en')).toBe('2:05.431');
    expect(formatLapTime(61_000, 'en')).toBe('1:01.000');
    expect(formatLapTime(null, 'en')).toBe('');
  });

  it('writes decimals with a comma in Spanish and French', () => {
    expect(formatLapTime(125_431, 'fr')).toBe('2:05,431');
    expect(formatLapTime(125_431, 'es')).toBe('2:05,431');
    expect(formatGapToLeader({ laps: 0, ms: 12_345 }, 'laps', 'fr', follow(fr))).toBe('+12,345');
    expect(formatGapToLeader({ laps: 0, ms: 83_456.9 }, 'laps', 'es', follow(es))).toBe('+1:23,456');
  });
});
