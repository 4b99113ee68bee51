import { AppError } from '../errors';
import { log } from '../log';
import type { PlatformPort, TPermissionCheck } from './port';

/** The platform in use has no call for this (AppError PLATFORM_NOT_AVAILABLE, docs/decisions/024). */
export function isPlatformNotAvailable(error: unknown): boolean {
  return error instanceof AppError && error.code === 'PLATFORM_NOT_AVAILABLE';
}

/**
 * The racing platform did not answer, or answered something unreadable, and no last good answer
 * of this read is kept (AppError UPSTREAM_FAILED without a message of the platform's own: a refusal
 * that says why, such as a search LiveLaps turns down, is an answer). Only the LiveLaps adapter
 * throws it; the embedded platform never does.
 */
export function isPlatformDown(error: unknown): boolean {
  return error instanceof AppError && error.code === 'UPSTREAM_FAILED' && error.upstreamMessage === undefined;
}

/** Why a platform read gave nothing to show: the platform in use does not offer it, or it is down. */
export type TPlatformFailure = 'notAvailable' | 'down';

/** A read of the platform, or `ok: false` and why. */
export type TPlatformRead<T> = { ok: true; value: T } | { ok: false; reason: TPlatformFailure };

/**
 * Read something the platform in use may not offer (series tables, memberships, an organisation's
 * events on LiveLaps), or that it may fail to answer: "not available on this platform" and "the
 * platform is down" come back as `ok: false` with the reason, for the page to show
 * PlatformUnavailable or PlatformDown in place of that content (components/platform). Any other
 * failure (and Next's notFound and redirect) is thrown as before.
 */
export async function readIfAvailable<T>(what: string, load: () => Promise<T>): Promise<TPlatformRead<T>> {
  try {
    return { ok: true, value: await load() };
  } catch (error) {
    if (isPlatformNotAvailable(error)) {
      log.info({ what, reason: (error as AppError).message }, 'not available on this platform');
      return { ok: false, reason: 'notAvailable' };
    }
    if (isPlatformDown(error)) {
      log.error({ err: error, what }, 'racing platform unavailable: nothing to show');
      return { ok: false, reason: 'down' };
    }
    throw error;
  }
}

/**
 * The platform's answer to a permission question (seed §6: answer 1 means allowed). A refusal, or
 * an error of the check itself, is "no" and is logged, as the seed says. The platform being down
 * (no answer, junk, and no last good answer kept) is not a refusal: it is thrown, and the page
 * shows its "results service unavailable" state (503) instead of sending a visitor who may see
 * the page to /error or to another page (docs/decisions/024). Pages and services ask through
 * `askPermission` (lib/platform/permission.ts); the live feed, built by lib/app.ts, asks its port.
 */
export async function permissionOf(platform: Pick<PlatformPort, 'hasPermission'>, check: TPermissionCheck): Promise<boolean> {
  try {
    return await platform.hasPermission(check);
  } catch (error) {
    if (isPlatformDown(error)) throw error;
    log.error({ err: error, check }, 'permission check failed');
    return false;
  }
}
