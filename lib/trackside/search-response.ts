// zod/mini: read by the search island in the browser (a fraction of the full zod's size).
import * as z from 'zod/mini';

/**
 * The JSON of /api/racers/search, written by the route handler and read (zod-checked) by the
 * search island: a list of racers, or `success: false` with the platform's message or the box's
 * problem key.
 */
export const ZRacerSearchResponseSchema = z.union([
  z.object({
    success: z.literal(true),
    racers: z.array(
      z.object({
        id: z.int().check(z.positive()),
        firstName: z.string(),
        lastName: z.string(),
        state: z.optional(z.string()),
        city: z.optional(z.string()),
        number: z.optional(z.string()),
        className: z.optional(z.string()),
        /** The event's date is formatted by the server, in the language asked for (seed §9 date display). */
        latestEvent: z.optional(z.object({ id: z.int().check(z.positive()), name: z.string(), startAt: z.string(), date: z.string() })),
        /** Several riders of the results share this name (LiveLaps: tied by name only); the visitor chooses. */
        sharedName: z.optional(z.boolean()),
      }),
    ),
  }),
  z.object({
    success: z.literal(false),
    message: z.optional(z.string().check(z.maxLength(500))),
    problem: z.optional(z.enum(['required', 'format', 'tooShort', 'tooLong'])),
  }),
]);

export type TRacerSearchResponse = z.input<typeof ZRacerSearchResponseSchema>;
export type TRacerFound = Extract<z.output<typeof ZRacerSearchResponseSchema>, { success: true }>['racers'][number];
