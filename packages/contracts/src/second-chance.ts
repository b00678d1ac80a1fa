// C7 (record 0081): the supporter's keep-or-refund choice after a failed or cancelled course,
// what the participant sees of the gifts kept for their next attempt, and the operators' list.
import { z } from 'zod';
import { GIFT_CHOICE_STATES, GIFT_CHOICES } from '@quit/domain/second-chance';
import { idSchema, tokenSchema } from './text';

const cents = z.number().int().nonnegative();

export const giftChoiceParamsSchema = z.object({ id: idSchema });

/** POST /api/donations/{id}/choice: one click on a signed link (no account needed). */
export const giftChoiceRequestSchema = z
  .object({ choice: z.enum(GIFT_CHOICES), token: tokenSchema({ min: 10, max: 200 }) })
  .strict()
  .meta({ id: 'GiftChoiceRequest' });
export type GiftChoiceRequest = z.infer<typeof giftChoiceRequestSchema>;

export const giftChoiceSchema = z
  .object({
    state: z.enum(GIFT_CHOICE_STATES),
    choice: z.enum(GIFT_CHOICES).nullable(),
    /** Keeping is possible until then; unanswered, the gift is refunded then. */
    decideBy: z.string(),
    /** A kept gift moves into a next attempt started before then, or is refunded then. */
    keepUntil: z.string(),
    /** The signed tokens for the two choices (on the donor's own page only). */
    keepToken: z.string().optional(),
    refundToken: z.string().optional(),
  })
  .meta({ id: 'GiftChoice' });
export type GiftChoiceView = z.infer<typeof giftChoiceSchema>;

/** GET /api/course/kept-gifts: "€X kept for your next attempt by N supporters" (A4 names). */
export const keptGiftsSchema = z
  .object({
    currency: z.string(),
    keptCents: cents,
    supporters: z.number().int().nonnegative(),
    /** Supporters who gave their name; anonymous ones are only counted. */
    names: z.array(z.string()),
    keepUntil: z.string().nullable(),
    undecided: z.number().int().nonnegative(),
    decideBy: z.string().nullable(),
    /** True when the last course ended and the participant may start the next attempt now. */
    canStartNext: z.boolean(),
  })
  .meta({ id: 'KeptGifts' });
export type KeptGiftsView = z.infer<typeof keptGiftsSchema>;

/** GET /api/admin/money/held-gifts: gifts waiting for a choice or kept, with their deadlines. */
export const heldGiftsSchema = z
  .object({
    gifts: z.array(
      z.object({
        donationId: z.string(),
        courseId: z.string(),
        participantId: z.string().nullable(),
        state: z.enum(['open', 'kept']),
        chargedCents: cents,
        shareCents: cents,
        feeCents: cents,
        donorName: z.string().nullable(),
        anonymous: z.boolean(),
        chosenAt: z.string().nullable(),
        /** When the gift is refunded unless something happens first. */
        deadline: z.string(),
      }),
    ),
    openCents: cents,
    keptCents: cents,
  })
  .meta({ id: 'HeldGifts' });
export type HeldGifts = z.infer<typeof heldGiftsSchema>;
