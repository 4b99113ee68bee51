/**
 * One error type for the app. `code` picks the HTTP status and the translated user-facing message
 * (messages namespace `Errors`); `message` is internal and only ever logged.
 */
export const APP_ERROR_STATUS = {
  NOT_FOUND: 404,
  INVALID_INPUT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UPSTREAM_FAILED: 502,
  /**
   * The racing platform in use has no call for this (LiveLaps has no membership lists, for one):
   * a lasting fact of the configuration, not an outage, so 501 rather than 503 (nothing to retry;
   * docs/decisions/024-livelaps-adapter.md).
   */
  PLATFORM_NOT_AVAILABLE: 501,
  INTERNAL: 500,
} as const;

export type TAppErrorCode = keyof typeof APP_ERROR_STATUS;

/** Marks every AppError, whichever copy of this module made it (lib/process-shared.ts). */
const APP_ERROR_BRAND = Symbol.for('racing-portal.AppError');

export class AppError extends Error {
  /**
   * `instanceof AppError` holds for an AppError made by another copy of this module: the pages and
   * the route handlers are bundled apart, and share the racing platform's instance (and so its
   * errors) through lib/process-shared.ts.
   */
  static [Symbol.hasInstance](value: unknown): value is AppError {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[APP_ERROR_BRAND] === true;
  }

  readonly [APP_ERROR_BRAND] = true;
  readonly code: TAppErrorCode;
  readonly status: number;
  /** Key in the `Errors` messages namespace shown to the user; defaults to the code's generic one. */
  readonly userMessageKey: string;
  /** What an upstream platform said when it refused (`success: false`), shown as is where the seed says so. */
  readonly upstreamMessage?: string;

  constructor(
    code: TAppErrorCode,
    options: { message?: string; userMessageKey?: string; upstreamMessage?: string; cause?: unknown } = {},
  ) {
    super(options.message ?? code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = APP_ERROR_STATUS[code];
    this.userMessageKey = options.userMessageKey ?? code;
    this.upstreamMessage = options.upstreamMessage;
  }

  static from(error: unknown): AppError {
    if (error instanceof AppError) return error;
    return new AppError('INTERNAL', {
      message: error instanceof Error ? error.message : String(error),
      cause: error,
    });
  }
}

/** Status of an arbitrary thrown value: statusCode, status or response.status, default 500 (seed §8). */
export function statusOf(error: unknown): number {
  if (error && typeof error === 'object') {
    const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const candidate of [e.statusCode, e.status, e.response?.status]) {
      if (typeof candidate === 'number' && candidate >= 400 && candidate <= 599) return candidate;
    }
  }
  return 500;
}
