import { z } from 'zod';
import { ZIdSchema } from './params';

/**
 * The one way a page reads its query string (the results view, series tables, the calendar, the
 * results search): a zod object schema of the parameters it knows, each of which falls back to its
 * default when malformed, so that a hand-edited or truncated URL never breaks a page. Unknown
 * parameters are dropped. Server only: the schemas stay out of the browser's code (decision 029).
 *
 * The API routes refuse a bad query instead (lib/results/api.ts `parseQuery`, 400).
 */

/** Next.js's `searchParams`, or a URL's. */
export type TQueryInput = URLSearchParams | Readonly<Record<string, string | string[] | undefined>>;

/** The first value of a repeated parameter (`?a=1&a=2` reads as `1`). */
const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** One parameter read through `schema`; a missing or refused value reads as `fallback`. */
export function queryValue<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  return z.preprocess(firstValue, schema.catch(fallback));
}

/** An optional parameter: a missing or refused value reads as `undefined`. */
export function optionalQueryValue<T extends z.ZodType>(schema: T) {
  return z.preprocess(firstValue, schema.optional().catch(undefined));
}

/** A positive whole-number id (lib/validation/params.ts), or undefined. */
export const ZQueryId = optionalQueryValue(ZIdSchema);

/** Free text trimmed and cut to `max` characters; blank reads as undefined. */
export function queryText(max: number) {
  return optionalQueryValue(
    z
      .string()
      .transform((value) => value.trim().slice(0, max))
      .transform((value) => value || undefined),
  );
}

/**
 * A list of ids, written as a comma list (`class=3,5`) or the name repeated (`class=3&class=5`,
 * as ticked boxes post it without JavaScript); malformed items are skipped, duplicates dropped,
 * at most `max` kept.
 */
export function queryIdList(max: number) {
  return z.preprocess(
    (value) => {
      const raw = Array.isArray(value) ? value.slice(0, max).join(',') : value;
      if (typeof raw !== 'string' || !raw) return [];
      const ids = raw.split(',').flatMap((item) => {
        const id = ZIdSchema.safeParse(item.trim());
        return id.success ? [id.data] : [];
      });
      return [...new Set(ids)].slice(0, max);
    },
    z.array(z.number()),
  );
}

function toRecord(input: TQueryInput): Record<string, string | string[]> {
  if (!(input instanceof URLSearchParams)) return input as Record<string, string | string[]>;
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(input.keys())) {
    const values = input.getAll(key);
    record[key] = values.length === 1 ? values[0]! : values;
  }
  return record;
}

/**
 * Read a query with a schema built from the helpers above. Never throws for any query a
 * browser can send: every field has its fallback.
 */
export function parsePageQuery<TShape extends z.ZodRawShape>(schema: z.ZodObject<TShape>, input: TQueryInput): z.output<z.ZodObject<TShape>> {
  const known: Record<string, unknown> = {};
  const record = toRecord(input);
  for (const key of Object.keys(schema.shape)) if (Object.hasOwn(record, key)) known[key] = record[key];
  return schema.parse(known);
}
