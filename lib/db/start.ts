import 'server-only';
import { log } from '../log';
import { getDb } from './client';
import { isDatabaseLockedError } from './lock';

/**
 * Open the app's database when a server starts (instrumentation.ts). When another process holds
 * the embedded database (lib/db/lock.ts), stop with the message naming it rather than corrupt the
 * folder or answer 500 to every request. Here, not in instrumentation.ts: that file is also built
 * for the Edge runtime, which has no process.exit.
 */
export async function openDatabaseAtStart(): Promise<void> {
  try {
    await getDb();
  } catch (error) {
    if (!isDatabaseLockedError(error)) throw error;
    log.fatal({ code: error.code }, error.message);
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
}
