/**
 * Runs once when a server instance starts: open the database, apply migrations and seed the demo
 * data into an empty database, before the first request needs them. When another process holds
 * the embedded database (lib/db/lock.ts), this one stops with a message naming it. On LiveLaps it
 * then starts the results mirror's sync (lib/mirror/scheduler.ts), which server.mjs stops on
 * SIGTERM and SIGINT.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { openDatabaseAtStart } = await import('./lib/db/start');
  await openDatabaseAtStart();
  const { startPlatformSync } = await import('./lib/platform');
  startPlatformSync();
}
