import { z } from 'zod';
import { LANGUAGES } from '@quit/domain/constants';

const cents = z.number().int().nonnegative();

export const feeTierSchema = z.object({
  /** Smallest donation amount (cents) of the tier, inclusive. */
  minCents: cents,
  /** Largest donation amount (cents) of the tier, inclusive; null for the open top tier. */
  maxCents: cents.nullable(),
  percent: z.number().int().min(0).max(100),
});

const optionalLine = z.string().nullable();

/** The operator of the deployment (§ 5 DDG), from OPERATOR_*; `example` marks made-up data. */
export const operatorSchema = z
  .object({
    example: z.boolean(),
    name: z.string(),
    addressLines: z.array(z.string()),
    representative: optionalLine,
    email: z.string(),
    phone: optionalLine,
    register: optionalLine,
    vatId: optionalLine,
    contentResponsible: optionalLine,
  })
  .meta({ id: 'Operator' });

export type Operator = z.infer<typeof operatorSchema>;

/** Who processes personal data on the operator's behalf, for the privacy policy. */
export const processorsSchema = z.object({
  /** Stripe when configured; the local sandbox involves nobody. */
  payments: z.enum(['stripe', 'sandbox']),
  /** The mail provider as configured; null: mails stay in the local outbox. */
  mail: optionalLine,
  hosting: optionalLine,
  /** Contact requests also go to ClickUp. */
  clickUp: z.boolean(),
  /** Seminar media (no personal data) in an S3-compatible bucket. */
  objectStorage: z.boolean(),
});

/** GET /api/global/webapp: the public configuration the web app needs (no secrets). */
export const webappConfigSchema = z
  .object({
    currency: z.string().length(3),
    languages: z.array(z.enum(LANGUAGES)),
    defaultLanguage: z.enum(LANGUAGES),
    courseLengthDays: z.number().int().positive(),
    minBalanceCents: cents,
    feeTiers: z.array(feeTierSchema),
    donation: z.object({
      minCents: cents,
      maxCents: cents,
      presetsCents: z.array(cents),
    }),
    minAgeYears: z.number().int().positive(),
    minPasswordLength: z.number().int().positive(),
    diaryDueHour: z.number().int().min(0).max(23),
    testMinDay: z.number().int().positive(),
    partialPayoutMinDays: z.number().int().positive(),
    testWaitMinutes: z.number().int().positive(),
    refundWindowDays: z.number().int().positive(),
    defaultTimeZone: z.string(),
    /** Spec section 9: the offline cache's size limit in bytes (default 40 MiB, min 1 MiB). */
    offlineCacheBytes: z.number().int().positive(),
    /** T5: seconds between two chunks of the nicotine test's recording (RECORDING_CHUNK_SECONDS). */
    recordingChunkSeconds: z.number().int().positive(),
    sandbox: z.object({
      payments: z.boolean(),
      identity: z.boolean(),
      mail: z.boolean(),
    }),
    operator: operatorSchema,
    processors: processorsSchema,
    /** The landing page's team section; empty hides it. */
    team: z.array(z.object({ name: z.string(), role: z.string() })),
    /** The external beta-feedback form (spec section 2); null hides the link. */
    betaFeedbackUrl: z.string().nullable(),
    /** Version of the health-data consent text the participant agrees to. */
    healthConsentVersion: z.number().int().positive(),
  })
  .meta({ id: 'WebappConfig' });

export type WebappConfig = z.infer<typeof webappConfigSchema>;

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    uptimeSeconds: z.number().nonnegative(),
  })
  .meta({ id: 'Health' });

/** GET /api/ready: whether this process should get traffic (record 0074); liveness is /api/health. */
export const readinessSchema = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    database: z.enum(['up', 'down']),
    /** `pending`: the database lacks a migration this build ships; `unknown`: it did not answer. */
    migrations: z.enum(['current', 'pending', 'unknown']),
  })
  .meta({ id: 'Readiness' });
