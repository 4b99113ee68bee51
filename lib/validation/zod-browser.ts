/**
 * zod in the browser without its compiled fast path. zod 4 builds an object schema's parser with
 * `new Function` after probing, once, whether the page allows it (`new Function("")`). The site's
 * CSP has no 'unsafe-eval' (lib/http/csp.ts), so the probe is refused and the browser reports a
 * CSP violation on every page that builds a schema, although parsing still works. `jitless` skips
 * the probe and the compiled path. It is read when a schema is built, so it must be set before the
 * first one: instrumentation-client.ts calls this before the app's code runs.
 *
 * This is `z.config({ jitless: true })` without importing zod: zod keeps its settings in one object
 * on the global scope, `globalThis.__zod_globalConfig` (zod/v4/core/core.js, shared by every copy
 * of zod on a page), and `config()` only writes into it. Importing `config` would put zod's core and
 * utilities (about 5 kB gzip) on every page, also the pages that never build a schema.
 * tests/validation/zod-browser.test.ts checks it against the zod in use: `z.config()` reads the flag
 * back, and parsing makes no Function call.
 *
 * The server keeps the compiled path: there is no CSP there, and it parses large upstream answers
 * 10 to 20 times faster (1,000 result rows: about 0.2 ms against 2.5 ms).
 */
type TZodScope = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

export function configureZodWithoutEval(): void {
  const scope = globalThis as TZodScope;
  // Into the object zod may already have made, so a copy loaded earlier sees the flag too.
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}
