/**
 * One value per server process, whatever copy of the app's modules asks for it.
 *
 * Next.js bundles the pages and the route handlers apart: each has its own copy of a module, and
 * of the state a module keeps (server/response-status.mjs and lib/cache/forget.ts meet the same
 * fact). State that must be one per process (the racing platform's caches, so that a live race's
 * page and its 5 s poll share one upstream call) is kept on globalThis under a registered symbol.
 * The first copy to ask creates it; every copy gets the same value. Dev reloads reuse it too.
 */
export function processShared<T>(name: string, create: () => T): T {
  const key = Symbol.for(`racing-portal.${name}`);
  const globals = globalThis as unknown as Record<symbol, T | undefined>;
  if (!(key in globals)) globals[key] = create();
  return globals[key] as T;
}
