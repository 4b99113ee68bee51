import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../db/open';
import { mirrorLease } from '../db/schema/mirror';
import { log } from '../log';
import type { TUpstream } from '../platform/livelaps/upstream';
import { createMirrorSync, MIRROR_TIMING, type TSyncSummary } from './sync';

/**
 * Keeps the mirror in step with LiveLaps while a server runs (docs/decisions/045): a beat every
 * MIRROR_TIMING.tickMs does what is due (lib/mirror/sync.ts `run`). In a cluster one server syncs:
 * the one holding the lease row `mirror_lease` ('sync'), renewed at every beat (and every 20 s of a
 * long pass) and taken over by
 * another server when it has not been renewed for LEASE_MS (a server that died). The others only
 * read the mirror. `stop` (a clean shutdown) waits for the race being written and gives the lease
 * back; nothing is ever half-written (each race is one transaction).
 */
export const LEASE_MS = 60_000;
const LEASE_NAME = 'sync';

/** Takes or renews the lease; true when this holder has it. */
export async function acquireLease(db: TDatabase, holder: string, ms = LEASE_MS): Promise<boolean> {
  const seconds = ms / 1000;
  const rows = await db
    .insert(mirrorLease)
    .values({ name: LEASE_NAME, holder, expiresAt: sql`now() + make_interval(secs => ${seconds})` })
    .onConflictDoUpdate({
      target: mirrorLease.name,
      set: { holder, expiresAt: sql`now() + make_interval(secs => ${seconds})` },
      setWhere: sql`${mirrorLease.holder} = ${holder} or ${mirrorLease.expiresAt} < now()`,
    })
    .returning({ holder: mirrorLease.holder });
  return rows[0]?.holder === holder;
}

export async function releaseLease(db: TDatabase, holder: string): Promise<void> {
  await db.delete(mirrorLease).where(and(eq(mirrorLease.name, LEASE_NAME), eq(mirrorLease.holder, holder)));
}

export type TMirrorScheduler = { stop(): Promise<void>; readonly holder: string; tickNow(): Promise<TSyncSummary | null> };

export function startMirrorScheduler(deps: {
  getDb: () => Promise<TDatabase>;
  upstream: TUpstream;
  promoterIds: () => Promise<number[]>;
  tickMs?: number;
  now?: () => Date;
}): TMirrorScheduler {
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const controller = new AbortController();
  let sync: ReturnType<typeof createMirrorSync> | undefined;
  let db: TDatabase | undefined;
  let running: Promise<TSyncSummary | null> | null = null;
  let leader = false;

  async function tick(): Promise<TSyncSummary | null> {
    if (controller.signal.aborted) return null;
    db ??= await deps.getDb();
    sync ??= createMirrorSync({ db, upstream: deps.upstream, now: deps.now, signal: controller.signal });
    const has = await acquireLease(db, holder);
    if (has !== leader) log.info({ holder }, has ? 'mirror: this server syncs LiveLaps' : 'mirror: another server syncs LiveLaps');
    leader = has;
    if (!has) return null;
    const promoterIds = await deps.promoterIds();
    // A long pass (a first sync) keeps the lease: renewed a few times a lease's length.
    const renewing = setInterval(() => void acquireLease(db!, holder).catch(() => undefined), LEASE_MS / 3);
    let summary: TSyncSummary;
    try {
      summary = await sync.run({ promoterIds });
    } finally {
      clearInterval(renewing);
    }
    if (summary.resultsChanged > 0 || summary.failed.length > 0 || summary.events > 0) {
      log.info({ calls: summary.calls, events: summary.events, races: summary.races, changed: summary.resultsChanged, failed: summary.failed.length, ms: summary.ms }, 'mirror: sync pass');
    }
    return summary;
  }

  function beat(): Promise<TSyncSummary | null> {
    if (running) return running;
    running = tick()
      .catch((error: unknown) => {
        log.warn({ err: error }, 'mirror: a sync pass failed; the next beat tries again');
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(() => void beat(), deps.tickMs ?? MIRROR_TIMING.tickMs);
  timer.unref();
  void beat();

  return {
    holder,
    tickNow: beat,
    async stop() {
      clearInterval(timer);
      controller.abort();
      await running?.catch(() => undefined);
      if (leader && db) await releaseLease(db, holder).catch(() => undefined);
    },
  };
}
