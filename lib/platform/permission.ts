import 'server-only';
import { log } from '../log';
import { getPlatform } from './index';
import { isPlatformDown } from './available';
import type { TPermissionCheck } from './port';

/**
 * The platform's answer to a permission question (seed §6: answer 1 means allowed). A refusal, or
 * an error of the check itself, is "no" and is logged, as the seed says. The platform being down
 * (no answer, junk, and no last good answer kept) is not a refusal: it is thrown, and the page
 * shows its "results service unavailable" state (503) instead of sending a visitor who may see
 * the page to /error or to another page (docs/decisions/024).
 */
export async function askPermission(check: TPermissionCheck): Promise<boolean> {
  try {
    return await getPlatform().hasPermission(check);
  } catch (error) {
    if (isPlatformDown(error)) throw error;
    log.error({ err: error, check }, 'permission check failed');
    return false;
  }
}
