import { log } from '../log';

/**
 * Load something the page can live without (menu, footer, sponsors): on failure, log it and use
 * the fallback, so the page still renders (seed §8: failed content loads are logged only).
 */
export async function loadOr<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    log.error({ err: error, what }, 'content load failed');
    return fallback;
  }
}
