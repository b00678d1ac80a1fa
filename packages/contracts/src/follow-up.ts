// C8 (records 0082, 0083): follow-up tests at 3 and 6 months after a passed course, the
// "stay quit" bonus pot of the 3-month test, and what operators see of both.
import { z } from 'zod';
import { BONUS_POT_STATES, FOLLOW_UP_STAGES, FOLLOW_UP_STATES } from '@quit/domain/follow-up';
import { participantTestkitSchema, testResultSchema, testStatusSchema } from './testkit';

const cents = z.number().int().nonnegative();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const followUpStageSchema = z.enum(FOLLOW_UP_STAGES);
export const followUpStateSchema = z.enum(FOLLOW_UP_STATES);
export const bonusPotStateSchema = z.enum(BONUS_POT_STATES);

/** POST /api/participant/follow-ups: join the follow-up tests of one of my passed courses. */
export const joinFollowUpsSchema = z
  .object({ courseId: z.uuid() })
  .strict()
  .meta({ id: 'JoinFollowUps' });
export type JoinFollowUps = z.infer<typeof joinFollowUpsSchema>;

export const followUpIdParamsSchema = z.object({ id: z.uuid() }).strict();

/** One follow-up test as its participant sees it. */
export const followUpTestSchema = z.object({
  id: z.uuid(),
  stage: followUpStageSchema,
  /** `due` while the window is open and no final result is in. */
  state: followUpStateSchema,
  /** The due day (passed day + 3 or 6 months) and the window's last day (ISO dates). */
  opensOn: isoDate,
  closesOn: isoDate,
  opensAt: z.iso.datetime(),
  closesAt: z.iso.datetime(),
  /** When the operators posted the kit, with their tracking text (null before). */
  kitSentAt: z.iso.datetime().nullable(),
  trackingText: z.string().nullable(),
  /** The final result once there is one (passed / failed / partial; null otherwise). */
  result: testResultSchema.nullable(),
  /** When the result became final or the test was missed. */
  settledAt: z.iso.datetime().nullable(),
  /** The kit to use for this test (or the one used), as GET /api/testkit/course/{id} gives it. */
  testkit: participantTestkitSchema.nullable(),
});
export type FollowUpTest = z.infer<typeof followUpTestSchema>;

/** What the participant sees of their stay-quit bonus pot (names of named supporters only, A4). */
export const participantBonusPotSchema = z.object({
  state: bonusPotStateSchema,
  currency: z.string(),
  /** The participant's share of the confirmed gifts (what a pass pays out). */
  raisedCents: cents,
  /** What supporters gave (before the fee). */
  givenCents: cents,
  supporters: z.number().int().nonnegative(),
  names: z.array(z.string()),
  /** No gifts after this moment (the 3-month window's end). */
  closesAt: z.iso.datetime(),
  /**
   * Record 0101: the pot's payout failed and none is under way; it is sent again once the
   * participant saves a bank account (or an operator retries it).
   */
  payoutFailed: z.boolean(),
});
export type ParticipantBonusPot = z.infer<typeof participantBonusPotSchema>;

/** GET /api/participant/follow-ups (and the answer of POST): my follow-up tests. */
export const followUpStatusSchema = z
  .object({
    now: z.iso.datetime(),
    /** The passed course I may join follow-up tests for now (null: none, or already joined). */
    eligibleCourseId: z.uuid().nullable(),
    /** The passed course my follow-up tests belong to (null: not joined). */
    courseId: z.uuid().nullable(),
    /** The day the course's test was passed (ISO date), the windows count from it. */
    passedOn: isoDate.nullable(),
    joinedAt: z.iso.datetime().nullable(),
    /** Both tests (3 and 6 months) once joined, else empty. */
    tests: z.array(followUpTestSchema),
    bonusPot: participantBonusPotSchema.nullable(),
  })
  .meta({ id: 'FollowUpStatus' });
export type FollowUpStatus = z.infer<typeof followUpStatusSchema>;

/** The stay-quit pot on the public fundraiser page (no names, no emails: totals only). */
export const publicBonusPotSchema = z
  .object({
    state: bonusPotStateSchema,
    /** True while gifts are taken: POST /api/transaction with pot "stay_quit". */
    open: z.boolean(),
    raisedCents: cents,
    givenCents: cents,
    supporterCount: z.number().int().nonnegative(),
    /** The 3-month test's window (ISO dates) and the moment gifts close. */
    opensOn: isoDate,
    closesOn: isoDate,
    closesAt: z.iso.datetime(),
  })
  .meta({ id: 'PublicBonusPot' });
export type PublicBonusPot = z.infer<typeof publicBonusPotSchema>;

/** A postal address for a kit (operators only). */
export const postalAddressSchema = z.object({
  name: z.string(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});

/** GET /api/admin/follow-ups/kits: follow-up tests whose kit is to be posted (due first). */
export const adminFollowUpKitsSchema = z
  .object({
    kits: z.array(
      z.object({
        followUpId: z.uuid(),
        stage: followUpStageSchema,
        courseId: z.uuid(),
        participantId: z.string().nullable(),
        address: postalAddressSchema,
        opensOn: isoDate,
        closesOn: isoDate,
      }),
    ),
  })
  .meta({ id: 'AdminFollowUpKits' });
export type AdminFollowUpKits = z.infer<typeof adminFollowUpKitsSchema>;

/** POST /api/admin/follow-ups/{id}/kit: this kit (in stock, unused) is posted for the test. */
export const sendFollowUpKitSchema = z
  .object({
    testkitId: z.uuid(),
    trackingText: z.string().trim().max(200).nullable().optional(),
  })
  .strict()
  .meta({ id: 'SendFollowUpKit' });
export type SendFollowUpKit = z.infer<typeof sendFollowUpKitSchema>;

export const adminFollowUpQuerySchema = z
  .object({ state: followUpStateSchema.optional() })
  .strict();

/** One follow-up test in the operators' list. */
export const adminFollowUpSchema = z
  .object({
    id: z.uuid(),
    stage: followUpStageSchema,
    state: followUpStateSchema,
    courseId: z.uuid(),
    participantId: z.string().nullable(),
    participantName: z.string().nullable(),
    opensOn: isoDate,
    closesOn: isoDate,
    kitCode: z.string().nullable(),
    kitSentAt: z.iso.datetime().nullable(),
    trackingText: z.string().nullable(),
    /** The test taken for it (its review and decision stay at /api/admin/testkits/tests). */
    testId: z.uuid().nullable(),
    testStatus: testStatusSchema.nullable(),
    result: testResultSchema.nullable(),
    settledAt: z.iso.datetime().nullable(),
    /** The 3-month test's bonus pot (null for the 6-month test). */
    bonus: z
      .object({ state: bonusPotStateSchema, heldCents: cents, gifts: z.number().int() })
      .nullable(),
  })
  .meta({ id: 'AdminFollowUp' });
export type AdminFollowUp = z.infer<typeof adminFollowUpSchema>;

export const adminFollowUpListSchema = z
  .object({ followUps: z.array(adminFollowUpSchema) })
  .meta({ id: 'AdminFollowUpList' });
export type AdminFollowUpList = z.infer<typeof adminFollowUpListSchema>;
