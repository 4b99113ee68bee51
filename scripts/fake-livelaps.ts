/**
 * The strict fake LiveLaps with a generated season (tests/fakes/livelaps-season.ts) as a process,
 * for developers and the end-to-end tests:
 *
 *   npx tsx scripts/fake-livelaps.ts --port 4010 [--host 127.0.0.1] [--today 2026-07-15] [--slow-ms 3000]
 *
 * Prints `FAKE_LIVELAPS_URL=http://127.0.0.1:4010` once listening (use it as PLATFORM_API_URL) and
 * stays up until SIGTERM or SIGINT. Besides the LiveLaps API it answers control requests:
 *
 *   GET  /__fake/season          the season as JSON (ids, names, sharedName, promoters, events, races, riders, users)
 *   GET  /__fake/requests?since=N the request log (from entry N)
 *   POST /__fake/edit            {raceId, move?: {rowId, toPosition}, remove?: rowId, add?: {fullName, plate, className}}
 *   POST /__fake/scoring-status  {raceId, status}
 *   POST /__fake/advance-live    {}
 *   POST /__fake/override        {path, status?, body?, raw?, delayMs?, times?, hangUp?}
 *   POST /__fake/stop | /__fake/start | /__fake/reset
 *
 * Signals: `npx` runs tsx through `sh -c`, which does not pass SIGTERM on, so a SIGTERM sent to the
 * npx process alone leaves the fake running. Send it to the process group (as Playwright's
 * webServer does, or `kill -- -PGID`), or start `node_modules/.bin/tsx scripts/fake-livelaps.ts` directly.
 */
import { startFakeSeason } from '../tests/fakes/livelaps-season';

function argument(name: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  const arg = args[index]!;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
}

async function main() {
  const port = Number(argument('port') ?? process.env.FAKE_LIVELAPS_PORT ?? 4010);
  const slowMs = argument('slow-ms');
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`bad --port: ${argument('port')}`);
  const fake = await startFakeSeason({
    port,
    host: argument('host') ?? '127.0.0.1',
    today: argument('today'),
    slowMs: slowMs === undefined ? undefined : Number(slowMs),
    control: true,
  });
  console.log(`FAKE_LIVELAPS_URL=${fake.origin}`);
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    void fake.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
