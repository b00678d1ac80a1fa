// C9: the figures the slip help shows the participant after a diary entry that says "smoked".
// Only the participant reads them (GET /api/feedback/slip); supporters never learn of a slip.
import { z } from 'zod';
import { isoDateSchema } from './text';

export const slipHelpSchema = z
  .object({
    /** Today's course day. */
    day: z.number().int(),
    /** Smoke-free diary days so far; a day with "smoked" does not count (C5). */
    smokeFreeDays: z.number().int().min(0),
    /** C5: the partial payout needs at least this many smoke-free days. */
    partialPayoutMinDays: z.number().int().min(1),
    /** How many more smoke-free days the partial payout needs (0 once reached). */
    smokeFreeDaysNeeded: z.number().int().min(0),
    /** Whether the diary days left can still bring the count to the minimum. */
    partialPayoutReachable: z.boolean(),
    /** The first day of the final test (day 28). */
    testDate: isoDateSchema,
    /** Days from today (the product's clock) to the test; 0 on or after it. */
    daysToTest: z.number().int().min(0),
    /** Whether a cigarette now may still show in the test. */
    testMayBePositive: z.boolean(),
  })
  .meta({ id: 'SlipHelp' });
export type SlipHelp = z.infer<typeof slipHelpSchema>;
