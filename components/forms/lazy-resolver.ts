'use client';

import { useEffect, useState } from 'react';
import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
// No runtime zod: the resolver only calls the schema it is given.
import { zodResolver } from '@hookform/resolvers/zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * A form's zod schema loaded after the page (a dynamic `import()`), so that zod and the schemas
 * are not in the page's first scripts: validation is only needed when the visitor leaves a field
 * or submits. The resolver waits for the schema on its first use and then delegates to
 * `zodResolver`; `useLazyZodResolver` also starts the load at the visitor's first tap, key or
 * focus, so that by the time a field is left the schema has usually arrived.
 *
 * A load that fails (offline, a new deployment) keeps what was typed: the field checked gets no
 * message, a submit is held back (an error on `root.schema`, which no field shows), the form
 * shows its own "try again" message (`onLoadError`, `loadFailed`), and the next check loads again.
 */
export type TLazyZodResolverOptions = {
  /** zodResolver's: `raw` keeps the values as typed (the server applies the transforms). */
  raw?: boolean;
  mode?: 'async' | 'sync';
  onLoadError?: (error: unknown) => void;
  onLoad?: () => void;
};

export type TLazyResolver<TValues extends FieldValues> = Resolver<TValues> & {
  /** Start loading the schema (a failure is left for the next check to retry). */
  preload: () => Promise<void>;
};

/** The error path that holds a submit back while the schema cannot be loaded. */
export const SCHEMA_LOAD_ERROR = 'schema';

export function lazyZodResolver<TValues extends FieldValues = FieldValues>(
  load: () => Promise<$ZodType>,
  { raw = false, mode, onLoadError, onLoad }: TLazyZodResolverOptions = {},
): TLazyResolver<TValues> {
  let loading: Promise<Resolver<TValues>> | null = null;
  const loaded = () => {
    loading ??= load().then(
      (schema) => (raw ? zodResolver(schema as never, undefined, { raw: true, mode }) : zodResolver(schema as never, undefined, { mode })) as unknown as Resolver<TValues>,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  const resolver = async (...args: Parameters<Resolver<TValues>>): Promise<ResolverResult<TValues>> => {
    let validate: Resolver<TValues>;
    try {
      validate = await loaded();
    } catch (error) {
      onLoadError?.(error);
      // `root` is react-hook-form's place for errors of no field (FieldErrors' generic part does not see it).
      const errors = { root: { [SCHEMA_LOAD_ERROR]: { type: 'load', message: 'unexpected' } } } as unknown as FieldErrors<TValues>;
      return { values: {}, errors };
    }
    onLoad?.();
    return validate(...args);
  };
  return Object.assign(resolver, { preload: () => loaded().then(() => undefined, () => undefined) });
}

/** The events that say a visitor has started to use the page (a tap, a click, a key, a field). */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Run `task` once, at the visitor's first interaction with the page; returns the cancel. Work a
 * form needs only once it is used (its schema, its later steps) waits for this rather than for an
 * idle moment: loading and compiling zod while the page starts cost about 120 ms of main thread
 * on a mid-range phone (Lighthouse's mobile run), in the window that counts as blocking.
 */
export function whenInteracting(task: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  const cancel = () => {
    for (const type of INTERACTIONS) document.removeEventListener(type, run, true);
  };
  for (const type of INTERACTIONS) document.addEventListener(type, run, { capture: true, passive: true });
  return () => {
    done = true;
    cancel();
  };
}

/**
 * `lazyZodResolver` for a form component: one resolver for the component's life, its schema
 * loaded at the visitor's first interaction with the page, and `loadFailed` while the last check could not
 * load it (the form shows its "try again" message then).
 */
export function useLazyZodResolver<TValues extends FieldValues = FieldValues>(
  load: () => Promise<$ZodType>,
  options: Pick<TLazyZodResolverOptions, 'raw' | 'mode'> = {},
): { resolver: TLazyResolver<TValues>; loadFailed: boolean } {
  const [loadFailed, setLoadFailed] = useState(false);
  const [resolver] = useState(() =>
    lazyZodResolver<TValues>(load, { ...options, onLoadError: () => setLoadFailed(true), onLoad: () => setLoadFailed(false) }),
  );
  useEffect(() => whenInteracting(() => void resolver.preload()), [resolver]);
  return { resolver, loadFailed };
}
