import { AppError } from '../errors';
import { log } from '../log';

/** The platform in use has no call for this (AppError PLATFORM_NOT_AVAILABLE, docs/decisions/024). */
export function isPlatformNotAvailable(error: unknown): boolean {
  return error instanceof AppError && error.code === 'PLATFORM_NOT_AVAILABLE';
}

/** A read of the platform, or `ok: false` when the platform in use does not offer it. */
export type TPlatformRead<T> = { ok: true; value: T } | { ok: false };

/**
 * Read something the platform in use may not offer (series tables, memberships, an organisation's
 * events on LiveLaps): "not available on this platform" comes back as `ok: false`, for the page to
 * show PlatformUnavailable in place of that content. Any other failure (and Next's notFound and
 * redirect) is thrown as before.
 */
export async function readIfAvailable<T>(what: string, load: () => Promise<T>): Promise<TPlatformRead<T>> {
  try {
    return { ok: true, value: await load() };
  } catch (error) {
    if (!isPlatformNotAvailable(error)) throw error;
    log.info({ what, reason: (error as AppError).message }, 'not available on this platform');
    return { ok: false };
  }
}
