// Donations, balances, payout methods and payouts (spec §3, §7; decisions M1–M9, A4, A5).
import { z } from 'zod';
import { COURSE_STATES } from '@quit/domain/course-state';
import { LANGUAGES } from '@quit/domain/constants';
import { PARTICIPANT_DONATION_STATUSES, SUPPORTER_DONATION_STATUSES } from '@quit/domain/donation';
import { PAYOUT_KINDS, PAYOUT_STATUSES } from '@quit/domain/payout';
import { DONATION_POTS } from '@quit/domain/follow-up';
import { emailSchema } from './account';
import { bonusPotStateSchema, publicBonusPotSchema } from './follow-up';
import { idSchema, optionalTextSchema, rawTextSchema, textSchema, tokenSchema } from './text';
import { programmeCountsSchema } from './programme';
import { giftChoiceSchema } from './second-chance';
import { thankYouNoteSchema } from './thank-you-note';

const cents = z.number().int().nonnegative();

/** The `Idempotency-Key` header of money moves: 8–200 visible ASCII characters. */
export const idempotencyKeySchema = tokenSchema({ min: 8, max: 200 });

/** Path parameter of routes about one participant (their account id). */
export const participantParamsSchema = z.object({ id: idSchema });

/** POST /api/transaction: a donation by anyone, no account needed (A5). */
export const transactionRequestSchema = z
  .object({
    participantId: idSchema,
    /** Checked against the configured limits by the API, so it can answer INVALID_AMOUNT. */
    amountCents: z.number(),
    coverFee: z.boolean().default(false),
    anonymous: z.boolean().default(false),
    donorName: textSchema({ min: 1, max: 100 }),
    donorEmail: emailSchema,
    message: optionalTextSchema({ max: 500, multiline: true }).default(null),
    /** A8: "keep me posted": milestone mails and updates to this address (on by default). */
    follow: z.boolean().default(true),
    /**
     * C8 (record 0083): the course's own pot, or the 3-month test's "stay quit" bonus pot (only
     * while it is open: BONUS_POT_CLOSED otherwise).
     */
    pot: z.enum(DONATION_POTS).default('course'),
    /** Where the donor returns after the checkout; must be a page of this site. */
    redirectUrl: rawTextSchema({ max: 2000 }),
  })
  .strict()
  .meta({ id: 'TransactionRequest' });
export type TransactionRequest = z.input<typeof transactionRequestSchema>;

export const breakdownSchema = z.object({
  amountCents: cents,
  feeCents: cents,
  shareCents: cents,
  chargedCents: cents,
});
export type Breakdown = z.infer<typeof breakdownSchema>;

export const transactionResponseSchema = z
  .object({
    donationId: z.string(),
    checkoutUrl: z.string(),
    breakdown: breakdownSchema,
    currency: z.string(),
  })
  .meta({ id: 'TransactionResponse' });
export type TransactionResponse = z.infer<typeof transactionResponseSchema>;

export const courseStateSchema = z.enum(COURSE_STATES);

/** A gift as anyone may see it: never an email, and no name when it was anonymous. */
export const publicGiftSchema = z.object({
  /** Null for an anonymous gift (the web app shows "Anonymous"). */
  name: z.string().nullable(),
  amountCents: cents,
  message: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /api/participant/{id}/public: the fundraiser page. */
export const publicParticipantSchema = z
  .object({
    id: z.string(),
    /** First name and last initial (A4). */
    displayName: z.string(),
    courseState: courseStateSchema,
    /** Day n of 28 while the course runs, else null. */
    courseDay: z.number().int().nullable(),
    donationsOpen: z.boolean(),
    /** The participant's share of confirmed gifts (what counts towards the minimum). */
    raisedCents: cents,
    /** What donors gave for that share (before the fee was taken out). */
    givenCents: cents,
    /** What went back to donors (an ended course's refunds). */
    refundedCents: cents,
    pendingCents: cents,
    minBalanceCents: cents,
    currency: z.string(),
    supporterCount: z.number().int().nonnegative(),
    /** The newest confirmed gifts (one page); older ones through `nextCursor`. */
    gifts: z.array(publicGiftSchema),
    /** Where the next (older) page of gifts starts, or null when these are all. */
    nextCursor: z.string().nullable(),
    /** A4: seminars watched and diary days kept — counts only, never diary contents. */
    progress: programmeCountsSchema,
    /** The participant's own words (issue 16), or null. */
    story: z.string().nullable(),
    /** Where the approved photo is, or null (none, or not approved yet). */
    photoUrl: z.string().nullable(),
    /**
     * C8 (record 0083): the stay-quit bonus pot of the 3-month follow-up test, after a pass the
     * participant joined follow-ups for (null: none). Totals only, never names or emails.
     */
    bonusPot: publicBonusPotSchema.nullable().optional(),
  })
  .meta({ id: 'PublicParticipant' });
export type PublicParticipant = z.infer<typeof publicParticipantSchema>;

/** How many gifts one page of the public fundraiser holds. */
export const PUBLIC_GIFTS_PAGE_SIZE = 20;

/** A page cursor: opaque to clients (the position of the last gift shown). */
export const giftCursorSchema = z.string().regex(/^\d{1,20}\.[0-9a-f-]{36}$/);

/** GET /api/participant/{id}/gifts?cursor=…: the next page of the public gift list. */
export const publicGiftsQuerySchema = z.object({ cursor: giftCursorSchema }).strict();

export const publicGiftsSchema = z
  .object({ gifts: z.array(publicGiftSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'PublicGifts' });
export type PublicGifts = z.infer<typeof publicGiftsSchema>;

export const participantDonationStatusSchema = z.enum(PARTICIPANT_DONATION_STATUSES);
export type ParticipantDonationStatus = z.infer<typeof participantDonationStatusSchema>;

export const participantDonationSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  anonymous: z.boolean(),
  amountCents: cents,
  shareCents: cents,
  /** What the donor paid: what a refund gives back. */
  chargedCents: cents,
  message: z.string().nullable(),
  status: participantDonationStatusSchema,
  /** Of this donation's share: what was paid out, and what went (or goes) back to its donor. */
  paidOutShareCents: cents,
  returnedShareCents: cents,
  createdAt: z.string(),
});
export type ParticipantDonation = z.infer<typeof participantDonationSchema>;

/** One part of the money in the three words every screen uses: given = fee + share. */
export const moneySplitSchema = z.object({
  /** What donors gave (what they were charged). */
  givenCents: cents,
  /** The product's fee in it (earned only on money paid out). */
  feeCents: cents,
  /** The participant's share: what counts towards the minimum and is paid out. */
  shareCents: cents,
});
export type MoneySplit = z.infer<typeof moneySplitSchema>;

/** GET /api/participant/balance: every figure derived from the ledger (M9). */
export const balanceSchema = z
  .object({
    courseId: z.string(),
    courseState: courseStateSchema,
    currency: z.string(),
    /** The participant's share of confirmed money: what counts towards the minimum. */
    availableCents: cents,
    pendingCents: cents,
    payingOutCents: cents,
    paidOutCents: cents,
    /** What donors get / got back (their whole payment); the web shows `split` instead. */
    refundingCents: cents,
    refundedCents: cents,
    minBalanceCents: cents,
    /** After a partial result: what the partial payout pays if asked for now; else null. */
    partialPayoutCents: cents.nullable(),
    /** The donations by where their money is, each as given, fee and share; and all together. */
    split: z.object({
      pending: moneySplitSchema,
      available: moneySplitSchema,
      paid_out: moneySplitSchema,
      refunding: moneySplitSchema,
      refunded: moneySplitSchema,
      total: moneySplitSchema,
    }),
    donations: z.array(participantDonationSchema),
  })
  .meta({ id: 'Balance' });
export type Balance = z.infer<typeof balanceSchema>;

export const bankAccountRequestSchema = z
  .object({
    accountHolder: textSchema({ min: 2, max: 100 }),
    /** Checked by the API (checksum and country) so it can answer INVALID_IBAN. */
    iban: textSchema({ max: 64 }),
  })
  .strict()
  .meta({ id: 'BankAccountRequest' });
export type BankAccountRequest = z.infer<typeof bankAccountRequestSchema>;

export const bankAccountSchema = z
  .object({
    accountHolder: z.string(),
    country: z.string(),
    /** Only the country and the last four characters. */
    ibanMasked: z.string(),
  })
  .meta({ id: 'BankAccount' });

export const bankAccountResponseSchema = z
  .object({ bankAccount: bankAccountSchema.nullable() })
  .meta({ id: 'BankAccountResponse' });
export type BankAccountResponse = z.infer<typeof bankAccountResponseSchema>;

export const stripeAccountResponseSchema = z
  .object({
    status: z.enum(['none', 'onboarding', 'ready']),
    provider: z.enum(['stripe', 'sandbox']),
  })
  .meta({ id: 'StripeAccountResponse' });
export type StripeAccountResponse = z.infer<typeof stripeAccountResponseSchema>;

export const onboardingLinkSchema = z.object({ url: z.string() }).meta({ id: 'OnboardingLink' });

export const payoutStatusSchema = z.enum(PAYOUT_STATUSES);

export const payoutResponseSchema = z
  .object({
    payoutId: z.string(),
    kind: z.enum(PAYOUT_KINDS),
    amountCents: cents,
    refundedCents: cents,
    status: payoutStatusSchema,
  })
  .meta({ id: 'PayoutResponse' });
export type PayoutResponse = z.infer<typeof payoutResponseSchema>;

export const inviteRequestSchema = z
  .object({
    email: emailSchema,
    language: z.enum(LANGUAGES).optional(),
  })
  .strict()
  .meta({ id: 'InviteRequest' });
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

export const supporterDonationStatusSchema = z.enum(SUPPORTER_DONATION_STATUSES);

/** GET /api/supporter/donations: the signed-in supporter's own gifts and whom they support. */
export const supporterDonationsSchema = z
  .object({
    donations: z.array(
      z.object({
        id: z.string(),
        participantId: z.string().nullable(),
        participantName: z.string(),
        amountCents: cents,
        chargedCents: cents,
        refundedCents: cents,
        anonymous: z.boolean(),
        status: supporterDonationStatusSchema,
        createdAt: z.string(),
        /** Signs the link to this donation's "where my money went" page. */
        trailToken: z.string(),
      }),
    ),
    participants: z.array(
      z.object({
        id: z.string(),
        displayName: z.string(),
        courseState: courseStateSchema,
        courseDay: z.number().int().nullable(),
        raisedCents: cents,
        minBalanceCents: cents,
        /** A4: seminars watched and diary days kept — counts only, never diary contents. */
        progress: programmeCountsSchema,
        /** T7: spot tests passed so far (only once passed: a day ahead is never shown). */
        spotTestsPassed: z.number().int().nonnegative(),
      }),
    ),
    currency: z.string(),
  })
  .meta({ id: 'SupporterDonations' });
export type SupporterDonations = z.infer<typeof supporterDonationsSchema>;

/** GET /api/donation/{id}/trail?token=…: where one donation's money went (issue 16). */
export const donationTrailQuerySchema = z.object({ token: tokenSchema({ min: 10, max: 200 }) });

export const donationTrailSchema = z
  .object({
    id: z.string(),
    participantName: z.string(),
    courseState: courseStateSchema,
    status: supporterDonationStatusSchema,
    currency: z.string(),
    anonymous: z.boolean(),
    createdAt: z.string(),
    /** What the donor gave (was charged) = fee + share. */
    givenCents: cents,
    feeCents: cents,
    shareCents: cents,
    /** Went back to the donor / is on its way back. */
    refundedCents: cents,
    refundingCents: cents,
    /** Paid out to the participant (their share and the fee earned on it). */
    paidOutCents: cents,
    /** The participant's thank-you note to their supporters, once sent (A8, record 0078). */
    thankYouNote: thankYouNoteSchema.nullable(),
    /** After a failed or cancelled course: refund now or keep for the next attempt (C7). */
    giftChoice: giftChoiceSchema.nullable().optional(),
    /** C8 (record 0083): the course's own pot, or the stay-quit bonus pot of the 3-month test. */
    pot: z.enum(DONATION_POTS).optional(),
    /** For a bonus gift: the pot's state (held until the test, paid out, refunded); else null. */
    bonusPotState: bonusPotStateSchema.nullable().optional(),
  })
  .meta({ id: 'DonationTrail' });
export type DonationTrail = z.infer<typeof donationTrailSchema>;

/** The local payment sandbox's checkout page (only when no Stripe key is configured). */
export const sandboxCheckoutSchema = z
  .object({
    id: z.string(),
    status: z.enum(['open', 'complete', 'expired']),
    amountCents: cents,
    currency: z.string(),
    description: z.string(),
    cancelUrl: z.string(),
  })
  .meta({ id: 'SandboxCheckout' });
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

export const SANDBOX_ACTIONS = ['pay', 'pay_refunds_fail', 'decline', 'cancel'] as const;
export const sandboxCheckoutActionSchema = z
  .object({ action: z.enum(SANDBOX_ACTIONS) })
  .strict()
  .meta({ id: 'SandboxCheckoutAction' });
export type SandboxCheckoutAction = z.infer<typeof sandboxCheckoutActionSchema>;

export const redirectResponseSchema = z
  .object({ redirectUrl: z.string() })
  .meta({ id: 'Redirect' });

/** GET /api/admin/money/attention: what operators must resolve by hand. */
export const moneyAttentionSchema = z
  .object({
    refunds: z.array(
      z.object({
        id: z.string(),
        donationId: z.string(),
        courseId: z.string(),
        amountCents: cents,
        attempts: z.number().int(),
        lastError: z.string().nullable(),
        updatedAt: z.string(),
      }),
    ),
    payouts: z.array(
      z.object({
        id: z.string(),
        courseId: z.string(),
        /** The course's own pot, or its stay-quit bonus pot (C8). */
        pot: z.enum(DONATION_POTS),
        amountCents: cents,
        /** Failed after it was sent: the bank returned the money to the participant's account. */
        returnedToAccount: z.boolean(),
        /** What this pot still has on the participant's payout account (0 once paid again). */
        onPayoutAccountCents: cents,
        lastError: z.string().nullable(),
        updatedAt: z.string(),
      }),
    ),
    jobs: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        attempts: z.number().int(),
        lastError: z.string().nullable(),
        updatedAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'MoneyAttention' });
