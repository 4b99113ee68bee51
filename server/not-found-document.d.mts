import type { IncomingMessage, ServerResponse } from 'node:http';

/** Types of server/not-found-document.mjs (plain JavaScript: server.mjs uses it outside the Next build). */
export declare const NOT_FOUND_RENDER_HEADER: string;
export type TRendered = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
export type TNotFoundOptions = {
  basePath: string;
  locales: readonly string[];
  defaultLocale: string;
  render: (url: string) => Promise<TRendered>;
  log?: (message: string, error: unknown) => void;
};
export declare function notFoundAddress(url: string, site: { basePath: string; locales: readonly string[]; defaultLocale: string }): string;
export declare function withNotFoundDocument<T>(req: IncomingMessage, res: ServerResponse, handle: () => T, options: TNotFoundOptions): T;
