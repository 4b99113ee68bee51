/**
 * Caches of upstream answers that the end-to-end tests may empty (as if their time to live had
 * passed: app/api/test/platform-answers). Kept on globalThis (lib/process-shared.ts), as
 * server/response-status.mjs does: a bundler may give the pages and the route handlers each their
 * own copy of a module and of its caches, and the test route must reach all of them.
 */
const KEY = Symbol.for('racing-portal.forgettable-caches');

function registry(): (() => void)[] {
  const globals = globalThis as unknown as Record<symbol, (() => void)[] | undefined>;
  return (globals[KEY] ??= []);
}

/** Register a way to forget a cache's answers. */
export function registerForgettable(forget: () => void): void {
  registry().push(forget);
}

/** Forget the answers of every registered cache, in every copy of the app's modules. */
export function forgetAllAnswers(): void {
  for (const forget of registry()) forget();
}
