import type { z } from 'zod';
import type { TStrapiClient, TStrapiQuery } from './client';
import type { TStrapiMeta } from './schemas';

/** Page size for listing whole collections (Strapi's default maxLimit is 100). */
export const LIST_PAGE_SIZE = 100;
/** Safety bound on paging through a collection. */
const MAX_PAGES = 50;

/**
 * Every entry of a collection, page by page: Strapi gives 25 entries unless asked, and at most its
 * maxLimit, so the first page tells how many pages there are (`meta.pagination.pageCount`) and the
 * others are asked for together.
 */
export async function listAll<E>(
  client: TStrapiClient,
  path: string,
  params: TStrapiQuery,
  schema: z.ZodType<{ data: E[]; meta?: TStrapiMeta | null }>,
  pageSize: number = LIST_PAGE_SIZE,
): Promise<E[]> {
  const page = (n: number) => client.get(path, { ...params, 'pagination[page]': n, 'pagination[pageSize]': pageSize }, schema);
  const first = await page(1);
  const pageCount = Math.min(first.meta?.pagination?.pageCount ?? 1, MAX_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => page(i + 2)));
  return [first, ...rest].flatMap((r) => r.data);
}
