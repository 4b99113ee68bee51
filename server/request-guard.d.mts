import type { IncomingMessage, ServerResponse } from 'node:http';

/** Types of server/request-guard.mjs (plain JavaScript: it runs before and outside the Next build). */
export type TRequestGuardOptions = { siteUrl?: string; maxActionBodyBytes: number };
export type TRefusal = { status: number; reason: string };

export declare function originHost(origin: string): string | null;
export declare function decodesCleanly(pathname: string): boolean;
export declare function createRequestGuard(options: TRequestGuardOptions): {
  check(req: IncomingMessage): TRefusal | null;
  handle(req: IncomingMessage, res: ServerResponse): boolean;
};
