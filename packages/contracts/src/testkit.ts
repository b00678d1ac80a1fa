import { z } from 'zod';

/** The code printed as the kit's QR code (docs/test-kit.md): QP- and 8 characters. */
export const kitCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^QP-[2-9A-HJ-NP-Z]{8}$/);

export const testkitStateSchema = z.enum(['unused', 'used', 'missing']);
export const testResultSchema = z.enum(['passed', 'failed', 'partial', 'invalid']);
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
    assignedAt: z.iso.datetime().nullable(),
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

/** POST /api/admin/testkits/{id}/assign: posted to this course's participant. */
export const assignTestkitSchema = z
  .object({ courseId: z.uuid() })
  .strict()
  .meta({ id: 'AssignTestkit' });

/** What the participant sees of a kit (never another participant's). */
export const participantTestkitSchema = z
  .object({
    id: z.uuid(),
    state: testkitStateSchema,
    /** End of the 5-minute wait after the scan; null before the scan. */
    readyAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ParticipantTestkit' });
export type ParticipantTestkit = z.infer<typeof participantTestkitSchema>;

export const courseTestkitSchema = z
  .object({ testkit: participantTestkitSchema.nullable() })
  .meta({ id: 'CourseTestkit' });

export const courseIdParamsSchema = z.object({ id: z.uuid() });
/** The scanned code: GET /api/testkit/{code}/participant. */
export const kitCodeParamsSchema = z.object({ id: kitCodeSchema });

/** POST /api/testkit/{code}/photo: the photo of the result window (the spec's base64 → file). */
export const testPhotoSchema = z
  .object({
    /** A data URL or plain base64 of a JPEG or PNG, at most about 8 MB of image. */
    image: z
      .string()
      .max(11_500_000)
      .regex(/^(data:image\/(jpeg|png);base64,)?[A-Za-z0-9+/]+={0,2}$/),
  })
  .strict()
  .meta({ id: 'TestPhoto' });

export const testReadingSchema = z
  .object({
    testId: z.uuid(),
    /** final: the result stands; review: an operator decides (T3). */
    status: z.enum(['final', 'review']),
    result: testResultSchema.nullable(),
    predicted: testResultSchema.nullable(),
    confidence: z.number(),
  })
  .meta({ id: 'TestReading' });
export type TestReading = z.infer<typeof testReadingSchema>;
