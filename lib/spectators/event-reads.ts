import { AppError } from '@/lib/errors';
import { log } from '@/lib/log';
import { isPlatformDown } from '@/lib/platform/available';

/**
 * Lists that read several of the platform's events one by one (the events with tickets on sale, a
 * buyer's purchases): one failed read costs its item, never the list.
 */

/**
 * Why an item was left out of a list: the platform does not know or show its event (null, or a
 * NOT_FOUND AppError), its read failed, or the platform is down (lib/platform/available.ts).
 */
export type TEventReadDrop = 'unknown' | 'failed' | 'platformFailed';

function dropReason(error: unknown): TEventReadDrop {
  if (isPlatformDown(error)) return 'platformFailed';
  return error instanceof AppError && error.code === 'NOT_FOUND' ? 'unknown' : 'failed';
}

type TSettled<TItem, TValue> = { ok: true; value: TValue } | { ok: false; item: TItem; reason: TEventReadDrop; error?: unknown };

export type TReadEachOptions<TItem, TValue> = {
  /** The list, for the log ("tickets on sale", "purchases"). */
  what: string;
  /** The platform's event an item needs. */
  eventIdOf: (item: TItem) => number;
  /** Fields of the item worth logging besides the event id (a purchase id). */
  logFieldsOf?: (item: TItem) => Record<string, unknown>;
  /** Read an item: null when the platform does not know or show its event. */
  read: (item: TItem) => Promise<TValue | null>;
};

/**
 * Read every item on its own. An item whose read answers null (the platform does not know or show
 * its event) or throws is left out, with a warning that gives the event id and the reason; the
 * others are answered in the order of `items`. When the platform is down and not one item could be
 * read, the platform's error is thrown as before (the page's outage behaviour): an empty list
 * would say "nothing on sale" where the truth is "we cannot tell".
 */
export async function readEach<TItem, TValue>(items: readonly TItem[], options: TReadEachOptions<TItem, TValue>): Promise<TValue[]> {
  const settled = await Promise.all(
    items.map(async (item): Promise<TSettled<TItem, TValue>> => {
      try {
        const value = await options.read(item);
        return value === null ? { ok: false, item, reason: 'unknown' } : { ok: true, value };
      } catch (error) {
        return { ok: false, item, reason: dropReason(error), error };
      }
    }),
  );
  const values: TValue[] = [];
  const dropped: Extract<TSettled<TItem, TValue>, { ok: false }>[] = [];
  for (const read of settled) {
    if (read.ok) values.push(read.value);
    else dropped.push(read);
  }
  const down = dropped.find((read) => read.reason === 'platformFailed');
  if (values.length === 0 && down) throw down.error;
  for (const read of dropped) {
    log.warn(
      {
        what: options.what,
        eventId: options.eventIdOf(read.item),
        ...options.logFieldsOf?.(read.item),
        reason: read.reason,
        ...(read.error === undefined ? {} : { err: read.error }),
      },
      `${options.what}: left out of the list, its event could not be read`,
    );
  }
  return values;
}
