// zod/mini: read by the live results island in the browser (a fraction of the full zod's size).
import * as z from 'zod/mini';

/**
 * What the live results of a race say, as the server sends it and the page reads it (zod-checked,
 * components/results/useLiveRace.ts):
 * - the stream /api/races/{id}/live (lib/results/live-stream.ts): `snapshot` and `change` events
 *   carry a TLiveSnapshot, `heartbeat` events a TLiveHeartbeat;
 * - the fallback poll /api/races/{id}/version: a TRaceVersion.
 */

export const LIVE_RACE_STATUSES = ['scheduled', 'running', 'finished'] as const;

/** A race's version as the version route answers it. */
export const ZRaceVersionSchema = z.object({
  id: z.int().check(z.positive()),
  status: z.enum(LIVE_RACE_STATUSES),
  updatedAt: z.iso.datetime(),
});

/**
 * A live race as the server last read it. `version` names the race's status and last timing change
 * (the event id of the stream: the same on every server, so a page can resume on another one);
 * `fresh` is false while the racing platform is not answering, and `checkedAt` is then when the
 * data was last read from it.
 */
export const ZLiveSnapshotSchema = z.object({
  id: z.int().check(z.positive()),
  status: z.enum(LIVE_RACE_STATUSES),
  updatedAt: z.iso.datetime(),
  version: z.string().check(z.minLength(1), z.maxLength(64)),
  fresh: z.boolean(),
  checkedAt: z.iso.datetime(),
});

/** Sent every LIVE_HEARTBEAT_MS and when the data stops or starts being fresh. */
export const ZLiveHeartbeatSchema = z.object({
  fresh: z.boolean(),
  checkedAt: z.iso.datetime(),
});

export type TRaceVersion = z.infer<typeof ZRaceVersionSchema>;
export type TLiveSnapshot = z.infer<typeof ZLiveSnapshotSchema>;
export type TLiveHeartbeat = z.infer<typeof ZLiveHeartbeatSchema>;
export type TLiveRaceStatus = (typeof LIVE_RACE_STATUSES)[number];

/** The version of a race's live data: its last timing change and its status. */
export function liveVersion(updatedAt: Date, status: TLiveRaceStatus): string {
  return `${updatedAt.getTime()}.${status}`;
}
