// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useForm, type FieldValues } from 'react-hook-form';
import * as z from 'zod/mini';
import { lazyZodResolver, SCHEMA_LOAD_ERROR, useLazyZodResolver } from '@/components/forms/lazy-resolver';

const schema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, { error: 'emailRequired' })),
  age: z.pipe(z.string(), z.transform((v: string) => Number(v))),
});

// What react-hook-form passes a resolver (validation of the whole form).
const fieldOptions = { fields: {}, names: undefined, shouldUseNativeValidation: false, criteriaMode: 'firstError' as const };
const offline = () => new TypeError('Failed to fetch dynamically imported module');

describe('lazyZodResolver', () => {
  it('loads the schema on first use, then validates with it: field errors by path, parsed values', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();

    const invalid = await resolver({ email: '  ', age: '7' }, undefined, fieldOptions);
    expect(invalid.values).toEqual({});
    expect(invalid.errors).toEqual({ email: expect.objectContaining({ type: 'too_small', message: 'emailRequired' }) });

    const valid = await resolver({ email: ' a@b.c ', age: '7' }, undefined, fieldOptions);
    expect(valid).toEqual({ values: { email: 'a@b.c', age: 7 }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('raw keeps the values as typed', async () => {
    const resolver = lazyZodResolver(async () => schema, { raw: true });
    expect(await resolver({ email: ' a@b.c ', age: '7' }, undefined, fieldOptions)).toEqual({ values: { email: ' a@b.c ', age: '7' }, errors: {} });
  });

  it('loads once, however many checks and preloads come while it loads', async () => {
    let finish: (s: typeof schema) => void = () => {};
    const load = vi.fn(() => new Promise<typeof schema>((resolve) => (finish = resolve)));
    const resolver = lazyZodResolver(load);
    const preload = resolver.preload();
    const first = resolver({ email: '', age: '1' }, undefined, fieldOptions);
    const second = resolver({ email: 'x', age: '1' }, undefined, fieldOptions);
    finish(schema);
    await preload;
    expect((await first).errors).toHaveProperty('email');
    expect((await second).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load holds the check back, reports it, and the next check loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue(schema);
    const onLoadError = vi.fn();
    const onLoad = vi.fn();
    const resolver = lazyZodResolver(load, { onLoadError, onLoad });

    const failed = await resolver({ email: 'a@b.c', age: '1' }, undefined, fieldOptions);
    expect(failed.values).toEqual({});
    expect(failed.errors).toEqual({ root: { [SCHEMA_LOAD_ERROR]: { type: 'load', message: 'unexpected' } } });
    expect(onLoadError).toHaveBeenCalledTimes(1);
    expect(onLoad).not.toHaveBeenCalled();

    expect(await resolver({ email: 'a@b.c', age: '1' }, undefined, fieldOptions)).toEqual({ values: { email: 'a@b.c', age: 1 }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is not reported, and leaves the load to the first check', async () => {
    const load = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue(schema);
    const onLoadError = vi.fn();
    const resolver = lazyZodResolver(load, { onLoadError });
    await expect(resolver.preload()).resolves.toBeUndefined();
    expect(onLoadError).not.toHaveBeenCalled();
    expect((await resolver({ email: '', age: '1' }, undefined, fieldOptions)).errors).toHaveProperty('email.message', 'emailRequired');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useLazyZodResolver with react-hook-form', () => {
  const setup = (load: () => Promise<typeof schema>) =>
    renderHook(() => {
      const { resolver, loadFailed } = useLazyZodResolver(load);
      const form = useForm<FieldValues>({ resolver, defaultValues: { email: '', age: '3' } });
      return { form, loadFailed };
    });

  it('starts loading at the first interaction with the page, once, and not before', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(async () => schema);
      setup(load);
      await act(async () => vi.advanceTimersByTime(10_000));
      expect(load).not.toHaveBeenCalled();
      await act(async () => void document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => void document.body.dispatchEvent(new Event('keydown', { bubbles: true })));
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a submit while the schema cannot load keeps the values, does not go through, says so; the next submit loads and validates', async () => {
    const load = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue(schema);
    const { result } = setup(load);
    const onValid = vi.fn();
    act(() => result.current.form.setValue('email', 'rider@example.com'));

    await act(() => result.current.form.handleSubmit(onValid)());
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.loadFailed).toBe(true);
    expect(result.current.form.getValues()).toEqual({ email: 'rider@example.com', age: '3' });

    await act(() => result.current.form.handleSubmit(onValid)());
    expect(onValid).toHaveBeenCalledWith({ email: 'rider@example.com', age: 3 }, undefined);
    expect(result.current.loadFailed).toBe(false);
    expect(result.current.form.formState.errors).toEqual({});
  });

  it("a field's error comes back as react-hook-form's error on that field", async () => {
    const { result } = setup(async () => schema);
    let valid = true;
    await act(async () => {
      valid = await result.current.form.trigger('email');
    });
    expect(valid).toBe(false);
    expect(result.current.form.getFieldState('email').error).toEqual(expect.objectContaining({ message: 'emailRequired' }));
  });
});
