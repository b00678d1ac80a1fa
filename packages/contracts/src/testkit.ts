import { z } from 'zod';
import {
  IDENTITY_STATES,
  TEST_RESULTS,
  TEST_KINDS,
  TEST_STATUSES,
  TESTKIT_STATES,
} from '@quit/domain/nicotine-test';
import { RECORDING_STATES } from '@quit/domain/test-recording';
import { optionalTextSchema, textSchema } from './text';

/** The code printed as the kit's QR code (docs/test-kit.md): QP- and 8 characters. */
export const kitCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^QP-[2-9A-HJ-NP-Z]{8}$/);

export const testkitStateSchema = z.enum(TESTKIT_STATES);
export const testResultSchema = z.enum(TEST_RESULTS);
export const testStatusSchema = z.enum(TEST_STATUSES);
export type TestResult = z.infer<typeof testResultSchema>;

/** POST /api/admin/testkits: a batch of new kits. */
export const createTestkitsSchema = z
  .object({ count: z.number().int().min(1).max(500) })
  .strict()
  .meta({ id: 'CreateTestkits' });

export const adminTestkitSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    state: testkitStateSchema,
    courseId: z.uuid().nullable(),
    /** The assigned course's participant, for operators posting the kit (null when none). */
    participantName: z.string().nullable(),
    participantEmail: z.string().nullable(),
    assignedAt: z.iso.datetime().nullable(),
    /** What the operator entered when posting it (carrier and tracking number), else null. */
    trackingText: z.string().nullable(),
    usedAt: z.iso.datetime().nullable(),
    missingAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminTestkit' });
export type AdminTestkit = z.infer<typeof adminTestkitSchema>;

export const adminTestkitListSchema = z
  .object({ testkits: z.array(adminTestkitSchema) })
  .meta({ id: 'AdminTestkitList' });

export const adminTestkitQuerySchema = z
  .object({
    state: testkitStateSchema.optional(),
    courseId: z.uuid().optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  })
  .strict();

export const testkitIdParamsSchema = z.object({ id: z.uuid() });

/** How long the tracking text of a posted kit may be (carrier and number, or a short note). */
export const TRACKING_TEXT_MAX = 200;

/**
 * POST /api/admin/testkits/{id}/assign: posted to this course's participant, with the tracking
 * text the participant's "kit posted" mail shows (optional: a kit may be handed over).
 */
export const assignTestkitSchema = z
  .object({
    courseId: z.uuid(),
    trackingText: optionalTextSchema({ max: TRACKING_TEXT_MAX }).optional(),
  })
  .strict()
  .meta({ id: 'AssignTestkit' });

/** The participant's identity check (A6): none started, waiting, verified, failed, cancelled. */
export const identityStateSchema = z.enum(['none', ...IDENTITY_STATES]);
export type IdentityState = z.infer<typeof identityStateSchema>;

/** The test taken with a kit, as its participant sees it. */
export const participantTestSchema = z.object({
  testId: z.uuid(),
  status: testStatusSchema,
  result: testResultSchema.nullable(),
  disputed: z.boolean(),
  /** Until when the participant may still dispute the result (null: not, or no longer). */
  disputableUntil: z.iso.datetime().nullable(),
});

/** What the participant sees of a kit (never another participant's). */
export const participantTestkitSchema = z
  .object({
    id: z.uuid(),
    state: testkitStateSchema,
    /** End of the 5-minute wait after the scan; null before the scan. */
    readyAt: z.iso.datetime().nullable(),
    /** The identity check, needed once before the first test (A6). */
    identity: identityStateSchema,
    /** The test taken with this kit, once the photo was sent. */
    test: participantTestSchema.nullable(),
  })
  .meta({ id: 'ParticipantTestkit' });
export type ParticipantTestkit = z.infer<typeof participantTestkitSchema>;

export const courseTestkitSchema = z
  .object({
    testkit: participantTestkitSchema.nullable(),
    /** The product's time now: the countdown runs from it to readyAt (the clock may be moved). */
    now: z.iso.datetime(),
  })
  .meta({ id: 'CourseTestkit' });

export const courseIdParamsSchema = z.object({ id: z.uuid() });
/** The scanned code: GET /api/testkit/{code}/participant. */
export const kitCodeParamsSchema = z.object({ id: kitCodeSchema });

/**
 * T6: what the device saw while the saliva was collected, one character per second ('1' seen,
 * '0' not): the kit's QR code and a face. Flags only; no picture or face template leaves it.
 */
export const presenceFlagsSchema = z
  .object({
    startedAt: z.iso.datetime(),
    endedAt: z.iso.datetime(),
    qr: z
      .string()
      .regex(/^[01]*$/)
      .max(7200),
    face: z
      .string()
      .regex(/^[01]*$/)
      .max(7200),
  })
  .strict()
  .meta({ id: 'PresenceFlags' });
export type PresenceFlags = z.infer<typeof presenceFlagsSchema>;

/** POST /api/testkit/{code}/photo: the photo of the result window (the spec's base64 → file). */
export const testPhotoSchema = z
  .object({
    /** T5: the witnessed recording of this test (tus upload id), which must cover it. */
    recordingId: z.uuid().optional(),
    presence: presenceFlagsSchema.optional(),
    /** A data URL or plain base64 of a JPEG, PNG or WebP, at most about 8 MB and 16 MP. */
    image: z
      .string()
      .max(11_500_000)
      .regex(/^(data:image\/(jpeg|png|webp);base64,)?[A-Za-z0-9+/]+={0,2}$/),
  })
  .strict()
  .meta({ id: 'TestPhoto' });

export const testReadingSchema = z
  .object({
    testId: z.uuid(),
    /** final: the result stands; review: an operator decides (T3). */
    status: testStatusSchema,
    result: testResultSchema.nullable(),
    predicted: testResultSchema.nullable(),
    confidence: z.number(),
    /** Until when the participant may still dispute the result (null: not, or no longer). */
    disputableUntil: z.iso.datetime().nullable(),
  })
  .meta({ id: 'TestReading' });
export type TestReading = z.infer<typeof testReadingSchema>;

export const testIdParamsSchema = z.object({ id: z.uuid() });

export const testKindSchema = z.enum(TEST_KINDS);

/**
 * T5: what operators see of a test's recording beside the photo: when it began (the scan) and
 * ended, and when its chunks arrived ([ms since it began, bytes so far]), to draw its timeline.
 */
export const adminRecordingSchema = z
  .object({
    id: z.uuid(),
    state: z.enum(RECORDING_STATES),
    mimeType: z.string(),
    bytes: z.number().int(),
    startedAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
    arrivals: z.array(z.tuple([z.number(), z.number()])),
  })
  .meta({ id: 'AdminRecording' });
export type AdminRecording = z.infer<typeof adminRecordingSchema>;

/** A test in the operators' queue: the reading and the diary summary (numbers only). */
export const adminTestSchema = z
  .object({
    id: z.uuid(),
    courseId: z.uuid(),
    testkitCode: z.string(),
    status: testStatusSchema,
    predicted: testResultSchema.nullable(),
    confidence: z.number(),
    result: testResultSchema.nullable(),
    /** The reader's measurements and why it was unsure (reason, line depths, code read). */
    reading: z.record(z.string(), z.unknown()),
    note: z.string().nullable(),
    createdAt: z.iso.datetime(),
    finalAt: z.iso.datetime().nullable(),
    photoAvailable: z.boolean(),
    diary: z.object({ daysKept: z.number().int(), smokeFreeDays: z.number().int() }),
    /** The participant disputed the reading (T3), with their note. */
    dispute: z.object({ at: z.iso.datetime(), note: z.string().nullable() }).nullable(),
    /** T7: the final test or a spot test. */
    kind: testKindSchema,
    /** T8: an automatic pass held for an audit stands on its own after this moment. */
    auditDueAt: z.iso.datetime().nullable(),
    /** The participant's identity check (A6) as it stands. */
    identity: identityStateSchema,
    /** When the kit was scanned and the saliva's wait began (null: not known). */
    waitStartedAt: z.iso.datetime().nullable(),
    /** T5: the witnessed recording (null: none arrived); its file streams from …/recording. */
    recording: adminRecordingSchema.nullable(),
    /** T6: what the device saw while the saliva was collected (null: none sent). */
    presence: presenceFlagsSchema.nullable(),
  })
  .meta({ id: 'AdminTest' });
export type AdminTest = z.infer<typeof adminTestSchema>;

/** GET /api/admin/testkits/tests/{id}/recording: one of the test's recordings (default: first). */
export const recordingQuerySchema = z.object({ recording: z.uuid().optional() });
/** GET /api/testkit/recordings/{id}/download: the data export's link, signed for a day (T5). */
export const recordingDownloadQuerySchema = z.object({ token: z.string().max(200) });

export const adminTestListSchema = z
  .object({ tests: z.array(adminTestSchema) })
  .meta({ id: 'AdminTestList' });

export const adminTestQuerySchema = z
  .object({ status: testStatusSchema.default('review') })
  .strict();

/** POST /api/admin/testkits/tests/{id}/decision: the operator's final result (T3), with the
 * reason for it (required: the decision is final and moves money). */
export const testDecisionSchema = z
  .object({ result: testResultSchema, note: textSchema({ min: 3, max: 2000, multiline: true }) })
  .strict()
  .meta({ id: 'TestDecision' });

/** GET /api/admin/testkits/labels.pdf?ids=…: the kits to print (comma-separated ids). */
export const labelSheetQuerySchema = z
  .object({
    ids: z
      .string()
      .max(500 * 37)
      .transform((s) => s.split(',').filter(Boolean))
      .pipe(z.array(z.uuid()).min(1).max(500)),
  })
  .strict();

export const predictQuerySchema = z.object({ testId: z.uuid() }).strict();

/** POST /api/stripe/verificationsession (spec §7): the kit the test is for, and where to return. */
export const verificationSessionRequestSchema = z
  .object({ testkit_id: z.uuid(), redirectUrl: z.string().max(2000) })
  .strict()
  .meta({ id: 'VerificationSessionRequest' });

/** Where to verify (the provider's page); no url when the identity is verified already. */
export const verificationSessionSchema = z
  .object({ state: z.enum(['pending', 'verified']), url: z.string().nullable() })
  .meta({ id: 'VerificationSession' });
export type VerificationSession = z.infer<typeof verificationSessionSchema>;

/** POST /api/testkit/tests/{id}/dispute: the participant disputes the reading (T3). */
export const testDisputeSchema = z
  .object({ note: textSchema({ max: 2000, multiline: true }).optional() })
  .strict()
  .meta({ id: 'TestDispute' });

export const SANDBOX_IDENTITY_ACTIONS = ['verify', 'fail', 'cancel'] as const;
/** The sandbox identity page (decisions S1), standing in for Stripe Identity. */
export const sandboxIdentitySchema = z
  .object({ id: z.string(), status: identityStateSchema.exclude(['none']) })
  .meta({ id: 'SandboxIdentity' });
export type SandboxIdentity = z.infer<typeof sandboxIdentitySchema>;
export const sandboxIdentityActionSchema = z
  .object({ action: z.enum(SANDBOX_IDENTITY_ACTIONS) })
  .strict()
  .meta({ id: 'SandboxIdentityAction' });
export type SandboxIdentityAction = z.infer<typeof sandboxIdentityActionSchema>;
