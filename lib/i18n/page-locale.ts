import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { TLocale } from '../constants';
import { isLocale } from './locale';

/**
 * The language of a page, layout or `generateMetadata` below app/[locale], from its `params` (the
 * URL's segment, a string as far as Next knows): checked once here, so no page casts it. A
 * language the site does not have is a 404, as the root layout answers it; the language is set as
 * the request's for next-intl (`setRequestLocale`), which every page and layout must do.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<TLocale> {
  return (await pageParams(params)).locale;
}

/** Every segment of `params`, the language checked and typed (see `pageLocale`): `const { locale, id } = await pageParams(params)`. */
export async function pageParams<T extends { locale: string }>(params: Promise<T>): Promise<Omit<T, 'locale'> & { locale: TLocale }> {
  const segments = await params;
  const { locale } = segments;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return { ...segments, locale };
}
