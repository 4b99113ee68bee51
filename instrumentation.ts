/**
 * Runs once when a server instance starts: open the database, apply migrations and seed the demo
 * data into an empty database, before the first request needs them.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getDb } = await import('./lib/db/client');
  await getDb();
}
