import type { z } from 'zod';

/** Types of server/env.mjs (plain JavaScript: server.mjs uses it outside the Next build). */
export type TServerEnv = {
  NODE_ENV: 'development' | 'production' | 'test';
  SITE_URL: string | undefined;
  PORT: number;
  LISTEN_ADDRESS: string;
  PAGE_CACHE: 'on' | 'off';
  E2E_TEST_ROUTES: boolean;
  TRUSTED_PROXY_HOPS: number;
  TRUSTED_PROXIES: string[];
  NEXT_DIST_DIR: string;
  BENCH_FLOOR: boolean;
};

export declare const optionalString: z.ZodType<string | undefined, string | undefined>;
export declare const list: z.ZodType<string[], string | undefined>;
export declare const ZServerEnvSchema: z.ZodType<TServerEnv, Record<string, string | undefined>>;
export declare function environmentError(error: z.ZodError): Error;
export declare function parseServerEnv(source: Record<string, string | undefined>): TServerEnv;
export declare const serverEnv: TServerEnv;
