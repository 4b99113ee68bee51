import type { IncomingMessage, ServerResponse } from 'node:http';

/** Types of server/static-assets.mjs (plain JavaScript: server.mjs uses it outside the Next build). */
export declare const STATIC_FILL_HEADER: string;
export type TFetched = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
export type TStaticAssetsOptions = {
  basePath: string;
  fetch: (path: string) => Promise<TFetched>;
  maxBytes?: number;
  maxFileBytes?: number;
  log?: (message: string, error: unknown) => void;
};
export declare function pickEncoding(header: string | undefined): 'br' | 'gzip' | null;
export declare function createStaticAssets(options: TStaticAssetsOptions): {
  handle: (req: IncomingMessage, res: ServerResponse, toApp: () => void) => boolean;
  stats: { fetches: number; hits: number; compressions: number };
  readonly bytes: number;
};
