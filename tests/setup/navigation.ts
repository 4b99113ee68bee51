/**
 * `next/navigation` in the unit tests (vitest.config.ts points the module here): Next's own exports
 * (`notFound`, `redirect`, `ReadonlyURLSearchParams`…), with the hooks that need Next's app router
 * answered from `navigation`, which a test sets in its `beforeEach`; tests/setup/setup.ts puts it
 * back before every test.
 *
 * One module for every file instead of a `vi.mock('next/navigation')` in each: a file that
 * replaces no module shares its worker's module registry (docs/decisions/042).
 */
import { vi } from 'vitest';
import * as next from 'next/dist/client/components/navigation.js';

export * from 'next/dist/client/components/navigation.js';

type TRouter = ReturnType<typeof next.useRouter>;

/** A router whose methods are spies: what Next's router does is Next's to test. */
export function spyRouter(): TRouter {
  return { back: vi.fn(), forward: vi.fn(), refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), bfcacheId: '0' };
}

type TNavigation = {
  /** What `usePathname` answers; unset, Next's hook (null outside a page). */
  pathname: string | undefined;
  /** The query that `useSearchParams` answers (`page=2`); unset, Next's hook. */
  search: string | undefined;
  /** What `useParams` answers; unset, Next's hook. */
  params: Record<string, string> | undefined;
  /** What `useRouter` answers: one object for the test, as Next's (effects depend on it). */
  router: TRouter;
};

export const navigation: TNavigation = { pathname: undefined, search: undefined, params: undefined, router: spyRouter() };

export function resetNavigation(): void {
  Object.assign(navigation, { pathname: undefined, search: undefined, params: undefined, router: spyRouter() });
}

export function useRouter(): TRouter {
  return navigation.router;
}

export function usePathname(): string {
  // Next's hook is called every time, so the hooks of a component keep their order.
  const fromNext = next.usePathname();
  return navigation.pathname ?? fromNext;
}

/** One object per query, as Next gives one per navigation (effects depend on it). */
const searchParams = new Map<string, next.ReadonlyURLSearchParams>();
export function useSearchParams(): next.ReadonlyURLSearchParams {
  const fromNext = next.useSearchParams();
  if (navigation.search === undefined) return fromNext;
  let params = searchParams.get(navigation.search);
  if (!params) searchParams.set(navigation.search, (params = new next.ReadonlyURLSearchParams(navigation.search)));
  return params;
}

export function useParams<T extends Record<string, string | string[]> = Record<string, string | string[]>>(): T {
  const fromNext = next.useParams<T>();
  return (navigation.params as T | undefined) ?? fromNext;
}
