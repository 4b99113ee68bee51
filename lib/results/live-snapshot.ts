/**
 * What the live results of a race say, as the server sends it and the page reads it (checked by
 * the read functions below, in components/results/useLiveRace.ts):
 * - the stream /api/races/{id}/live (lib/results/live-stream.ts): `snapshot` and `change` events
 *   carry a TLiveSnapshot, `heartbeat` events a TLiveHeartbeat;
 * - the fallback poll /api/races/{id}/version: a TRaceVersion.
 *
 * Plain guards rather than zod schemas: the live island is the only browser code that reads these,
 * three flat objects, and zod/mini was 24 kB of gzip (88 kB of script to parse and run on a slow
 * phone while the live page loads: docs/performance.md "Race-day pages on a phone").
 */

export const LIVE_RACE_STATUSES = ['scheduled', 'running', 'finished'] as const;
export type TLiveRaceStatus = (typeof LIVE_RACE_STATUSES)[number];

/** A race's version as the version route answers it. */
export type TRaceVersion = { id: number; status: TLiveRaceStatus; updatedAt: string };

/**
 * A live race as the server last read it. `version` names the race's status and last timing change
 * (the event id of the stream: the same on every server, so a page can resume on another one);
 * `fresh` is false while the racing platform is not answering, and `checkedAt` is then when the
 * data was last read from it.
 */
export type TLiveSnapshot = TRaceVersion & { version: string; fresh: boolean; checkedAt: string };

/** Sent every LIVE_HEARTBEAT_MS and when the data stops or starts being fresh. */
export type TLiveHeartbeat = { fresh: boolean; checkedAt: string };

/** A UTC instant as Date.toISOString writes it ("2026-06-14T13:05:09.120Z"). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;
const VERSION_MAX = 64;

const record = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null);
const isInstant = (value: unknown): value is string => typeof value === 'string' && ISO_INSTANT.test(value) && Number.isFinite(Date.parse(value));
const isStatus = (value: unknown): value is TLiveRaceStatus => (LIVE_RACE_STATUSES as readonly unknown[]).includes(value);
const isRaceId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** The version route's answer, or null when it is not one. */
export function readRaceVersion(value: unknown): TRaceVersion | null {
  const v = record(value);
  if (!v || !isRaceId(v.id) || !isStatus(v.status) || !isInstant(v.updatedAt)) return null;
  return { id: v.id, status: v.status, updatedAt: v.updatedAt };
}

/** A `snapshot` or `change` event's data, or null when it is not one. */
export function readLiveSnapshot(value: unknown): TLiveSnapshot | null {
  const version = readRaceVersion(value);
  const v = record(value);
  if (!version || !v) return null;
  if (typeof v.version !== 'string' || v.version.length === 0 || v.version.length > VERSION_MAX) return null;
  if (typeof v.fresh !== 'boolean' || !isInstant(v.checkedAt)) return null;
  return { ...version, version: v.version, fresh: v.fresh, checkedAt: v.checkedAt };
}

/** A `heartbeat` event's data, or null when it is not one. */
export function readLiveHeartbeat(value: unknown): TLiveHeartbeat | null {
  const v = record(value);
  if (!v || typeof v.fresh !== 'boolean' || !isInstant(v.checkedAt)) return null;
  return { fresh: v.fresh, checkedAt: v.checkedAt };
}

/** The version of a race's live data: its last timing change and its status. */
export function liveVersion(updatedAt: Date, status: TLiveRaceStatus): string {
  return `${updatedAt.getTime()}.${status}`;
}
