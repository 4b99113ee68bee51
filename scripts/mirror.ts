/**
 * The results mirror's commands (README "Connect to LiveLaps", docs/decisions/045):
 *   npm run mirror:sync [-- --promoters 7301,7302] [--full]
 *       one sync pass now, with a progress line and a summary: the promoters' event lists, the
 *       race lists due, every race whose results are due (`--full`: every race list and every
 *       race's results read again, whatever is due). Without --promoters, the content settings' default
 *       promoter list (the embedded content's settings; with CONTENT_URL, give --promoters).
 *   npm run mirror:status
 *       what the mirror holds, the last pass, and who holds the sync lease.
 *   npm run series:load -- file.json [--replace]
 *       loads series definitions (lib/mirror/series.ts); --replace removes those the file omits.
 * The same database as the app (DATABASE_URL, else the embedded one under DATA_DIR: stop the app
 * first, one process opens it). With a running cluster on PostgreSQL, `mirror:sync` waits for no
 * lease: it is one more pass, safe beside the scheduler's (each race is one transaction).
 */
import { readFileSync } from 'node:fs';
import { count, sql } from 'drizzle-orm';
import { env } from '../lib/env';
import { acquireDatabaseLock } from '../lib/db/lock';
import { connect, runMigrations } from '../lib/db/open';
import { settings } from '../lib/db/schema/content';
import * as t from '../lib/db/schema/mirror';
import { parseSettings } from '../lib/content/settings';
import { createMirrorSync, type TSyncProgress } from '../lib/mirror/sync';
import { loadSeriesDefinitions } from '../lib/mirror/series';
import { livelapsBases } from '../lib/platform/livelaps/hosts';
import { createUpstream } from '../lib/platform/livelaps/upstream';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function main(command: string | undefined): Promise<number> {
  if (!['sync', 'status', 'load-series'].includes(command ?? '')) {
    console.error('usage: tsx scripts/mirror.ts sync [--promoters 1,2] [--full] | status | load-series FILE [--replace]');
    return 2;
  }
  const lock = env.DATABASE_URL ? null : await acquireDatabaseLock(env.DATA_DIR);
  const { db, close } = await connect({ databaseUrl: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR });
  try {
    await runMigrations(db, !env.DATABASE_URL);
    if (command === 'load-series') {
      const file = process.argv.find((a, i) => i > 2 && !a.startsWith('--'));
      if (!file) throw new Error('load-series: name the JSON file');
      const result = await loadSeriesDefinitions(db, JSON.parse(readFileSync(file, 'utf8')), { replace: process.argv.includes('--replace') });
      console.log(`series definitions loaded: ${result.loaded}${result.removed ? `, removed: ${result.removed}` : ''}`);
      return 0;
    }
    if (command === 'status') {
      const [[events], [races], [copied], [rows], [riders], [changes], state, lease] = await Promise.all([
        db.select({ n: count() }).from(t.mirrorEvents),
        db.select({ n: count() }).from(t.mirrorRaces),
        db.select({ n: count() }).from(t.mirrorRaces).where(sql`${t.mirrorRaces.resultsReadAt} is not null`),
        db.select({ n: count() }).from(t.mirrorResultRows),
        db.select({ n: count() }).from(t.mirrorRiders),
        db.select({ n: count() }).from(t.mirrorRaceChanges),
        db.select().from(t.mirrorState),
        db.select().from(t.mirrorLease),
      ]);
      console.log(`events ${events?.n}, races ${races?.n} (results copied: ${copied?.n}), rows ${rows?.n}, riders ${riders?.n}, change log entries ${changes?.n}`);
      for (const s of state) console.log(`${s.key}: ${JSON.stringify(s.value)}`);
      for (const l of lease) console.log(`sync lease: ${l.holder} until ${l.expiresAt.toISOString()}`);
      return 0;
    }

    if (!env.PLATFORM_API_URL || env.PLATFORM_API_URL === 'auto') {
      if (!env.PLATFORM_API_LINK_URL) throw new Error('mirror:sync: set PLATFORM_API_URL (a URL) or PLATFORM_API_LINK_URL');
    }
    const bases = livelapsBases(env.PLATFORM_API_URL && env.PLATFORM_API_URL !== 'auto' ? env.PLATFORM_API_URL : env.PLATFORM_API_LINK_URL!, env.PLATFORM_API_LINK_URL);
    let promoterIds = (option('promoters') ?? '')
      .split(',')
      .map((v) => Number(v.trim()))
      .filter((n) => Number.isSafeInteger(n) && n > 0);
    if (promoterIds.length === 0) {
      if (env.CONTENT_URL) throw new Error('mirror:sync: with CONTENT_URL, give the promoters: --promoters 1,2');
      promoterIds = parseSettings(await db.select().from(settings)).defaultPromoterIds;
    }
    const upstream = createUpstream({ bases });
    const tty = process.stderr.isTTY;
    const show = (p: TSyncProgress) => {
      const line = `${p.phase} ${p.done}/${p.total} · calls ${p.calls} · rows ${p.rows}${p.failed ? ` · failed ${p.failed}` : ''}`;
      if (tty) process.stderr.write(`\r\x1b[2K${line}`);
      else if (p.done === p.total || p.done % 10 === 0) process.stderr.write(`${line}\n`);
    };
    console.log(`mirror: syncing promoters ${promoterIds.join(', ')} from ${bases.main}`);
    const sync = createMirrorSync({ db, upstream, onProgress: show });
    const summary = await sync.run({ promoterIds, full: process.argv.includes('--full'), force: true });
    if (tty) process.stderr.write('\n');
    console.log(
      `mirror: ${summary.calls} calls in ${(summary.ms / 1000).toFixed(1)} s; events listed ${summary.events}; race results read ${summary.resultsRead} (${summary.resultsChanged} changed, ${summary.rows} rows); change log entries ${summary.changesLogged}; failed ${summary.failed.length}`,
    );
    for (const f of summary.failed.slice(0, 20)) console.log(`  failed: ${f.what}: ${f.reason}`);
    return 0;
  } finally {
    await close();
    await lock?.release();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
