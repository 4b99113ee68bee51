import { z } from 'zod';

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
        id: z.number().int().positive(),
        firstName: z.string(),
        lastName: z.string(),
        state: z.string().optional(),
        city: z.string().optional(),
        number: z.string().optional(),
        className: z.string().optional(),
        /** The event's date is formatted by the server, in the language asked for (seed §9 date display). */
        latestEvent: z.object({ id: z.number().int().positive(), name: z.string(), startAt: z.string(), date: z.string() }).optional(),
      }),
    ),
  }),
  z.object({
    success: z.literal(false),
    message: z.string().max(500).optional(),
    problem: z.enum(['required', 'format', 'tooShort', 'tooLong']).optional(),
  }),
]);

export type TRacerSearchResponse = z.input<typeof ZRacerSearchResponseSchema>;
export type TRacerFound = Extract<z.output<typeof ZRacerSearchResponseSchema>, { success: true }>['racers'][number];
