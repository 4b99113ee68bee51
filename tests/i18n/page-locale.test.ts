import { beforeEach, describe, expect, it, vi } from 'vitest';

const notFound = vi.fn(() => {
  throw new Error('NEXT_NOT_FOUND');
});
const setRequestLocale = vi.fn();
vi.mock('next/navigation', () => ({ notFound: () => notFound() }));
vi.mock('next-intl/server', () => ({ setRequestLocale: (locale: string) => setRequestLocale(locale) }));

const { pageLocale, pageParams } = await import('@/lib/i18n/page-locale');

/** The language of a page comes from its [locale] segment, checked once: a page never casts it. */
describe('pageLocale and pageParams', () => {
  beforeEach(() => {
    notFound.mockClear();
    setRequestLocale.mockClear();
  });

  it('gives each of the three languages and sets it as the request language', async () => {
    for (const locale of ['en', 'es', 'fr'] as const) {
      expect(await pageLocale(Promise.resolve({ locale }))).toBe(locale);
      expect(setRequestLocale).toHaveBeenLastCalledWith(locale);
    }
    expect(notFound).not.toHaveBeenCalled();
  });

  it('keeps the other segments as they are', async () => {
    expect(await pageParams(Promise.resolve({ locale: 'fr', id: '12', path: ['a', 'b'] }))).toEqual({ locale: 'fr', id: '12', path: ['a', 'b'] });
  });

  it('answers 404 for a language the site does not have, before anything is set', async () => {
    for (const locale of ['de', 'EN', '', 'fr-CA']) {
      await expect(pageLocale(Promise.resolve({ locale }))).rejects.toThrow('NEXT_NOT_FOUND');
    }
    expect(notFound).toHaveBeenCalledTimes(4);
    expect(setRequestLocale).not.toHaveBeenCalled();
  });
});
