import { describe, expect, it } from 'vitest';
import { liveVersion, readLiveHeartbeat, readLiveSnapshot, readRaceVersion } from '@/lib/results/live-snapshot';

const at = '2026-06-14T13:05:09.120Z';
const snapshot = { id: 4, status: 'running', updatedAt: at, version: liveVersion(new Date(at), 'running'), fresh: true, checkedAt: '2026-06-14T13:05:10.000Z' };

describe('reading what the live routes send', () => {
  it('takes a snapshot, a version and a heartbeat as the server writes them, and drops what else they carry', () => {
    expect(readLiveSnapshot({ ...snapshot, extra: 'x' })).toEqual(snapshot);
    expect(readRaceVersion({ id: 4, status: 'finished', updatedAt: at, more: 1 })).toEqual({ id: 4, status: 'finished', updatedAt: at });
    expect(readLiveHeartbeat({ fresh: false, checkedAt: at })).toEqual({ fresh: false, checkedAt: at });
    expect(readRaceVersion(JSON.parse(JSON.stringify({ id: 9, status: 'scheduled', updatedAt: new Date(Date.UTC(2026, 0, 1)).toISOString() })))).not.toBeNull();
  });

  it.each([
    ['not an object', 'running'],
    ['an array', [snapshot]],
    ['null', null],
    ['a race id of 0', { ...snapshot, id: 0 }],
    ['a race id as text', { ...snapshot, id: '4' }],
    ['a fractional race id', { ...snapshot, id: 4.5 }],
    ['an unknown status', { ...snapshot, status: 'paused' }],
    ['a date without time', { ...snapshot, updatedAt: '2026-06-14' }],
    ['a time with an offset', { ...snapshot, updatedAt: '2026-06-14T13:05:09+02:00' }],
    ['an impossible date', { ...snapshot, checkedAt: '2026-13-45T13:05:09Z' }],
    ['an empty version', { ...snapshot, version: '' }],
    ['a version too long', { ...snapshot, version: 'v'.repeat(65) }],
    ['fresh as text', { ...snapshot, fresh: 'true' }],
    ['no checked time', { ...snapshot, checkedAt: undefined }],
  ])('refuses a snapshot with %s', (_name, value) => {
    expect(readLiveSnapshot(value)).toBeNull();
  });

  it('refuses a heartbeat or a version that lacks a field', () => {
    expect(readLiveHeartbeat({ fresh: true })).toBeNull();
    expect(readLiveHeartbeat({ checkedAt: at })).toBeNull();
    expect(readRaceVersion({ id: 4, status: 'running' })).toBeNull();
  });
});
