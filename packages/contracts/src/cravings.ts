// Cravings (P7): logged in the moment, ridden out, told afterwards how they ended; and the help
// matched to dependence (P8). Health data: only the participant reads them.
import { z } from 'zod';
import {
  CRAVING_HELPS,
  CRAVING_OUTCOMES,
  CRAVING_PLACE_MAX_LENGTH,
  CRAVING_STRENGTH_MAX,
  isValidCravingPlace,
  QUITLINE_COUNTRIES,
} from '@quit/domain/craving';

export const cravingOutcomeSchema = z.enum(CRAVING_OUTCOMES);
export const cravingHelpSchema = z.enum(CRAVING_HELPS);

/** POST /api/cravings: one tap logs the moment; strength, trigger and place may follow. */
export const cravingRequestSchema = z
  .object({
    strength: z.number().int().min(0).max(CRAVING_STRENGTH_MAX),
    /** A key from GET /api/triggertype, or null. */
    trigger: z.string().min(1).max(60).nullable(),
    place: z
      .string()
      .max(CRAVING_PLACE_MAX_LENGTH * 2)
      .refine(isValidCravingPlace, { message: `at most ${CRAVING_PLACE_MAX_LENGTH} characters` }),
  })
  .strict()
  .meta({ id: 'CravingRequest' });
export type CravingRequest = z.infer<typeof cravingRequestSchema>;

/** PATCH /api/cravings/{id}: afterwards, what helped and how it ended. */
export const cravingEndRequestSchema = z
  .object({
    helped: z.array(cravingHelpSchema).max(CRAVING_HELPS.length),
    outcome: cravingOutcomeSchema,
  })
  .strict()
  .meta({ id: 'CravingEndRequest' });
export type CravingEndRequest = z.infer<typeof cravingEndRequestSchema>;

export const cravingParamsSchema = z.object({ id: z.uuid() });

export const cravingSchema = z
  .object({
    id: z.string(),
    /** When it was logged, by the product's clock (ISO instant). */
    loggedAt: z.string(),
    strength: z.number().int(),
    trigger: z.string().nullable(),
    place: z.string(),
    /** The ride-out's length for this strength (3–5 minutes). */
    rideOutSeconds: z.number().int(),
    helped: z.array(cravingHelpSchema),
    /** Null until the participant says how it ended. */
    outcome: cravingOutcomeSchema.nullable(),
    endedAt: z.string().nullable(),
  })
  .meta({ id: 'Craving' });
export type Craving = z.infer<typeof cravingSchema>;

const namedCount = z.object({ key: z.string(), label: z.string(), count: z.number().int() });

/** GET /api/cravings/insights: the participant's cravings by hour, trigger and what helped. */
export const cravingInsightsSchema = z
  .object({
    total: z.number().int(),
    passed: z.number().int(),
    smoked: z.number().int(),
    /** 24 counts, hour 0 to 23 in the participant's time zone. */
    byHour: z.array(z.number().int()).length(24),
    topTriggers: z.array(namedCount),
    /** Keys of what helped (the web app names them). */
    helped: z.array(z.object({ key: cravingHelpSchema, count: z.number().int() })),
  })
  .meta({ id: 'CravingInsights' });
export type CravingInsights = z.infer<typeof cravingInsightsSchema>;

/** GET /api/dependence-help: whether the dashboard shows the card of P8, and the quitline. */
export const dependenceHelpSchema = z
  .object({
    show: z.boolean(),
    reason: z.enum(['fagerstrom', 'cravings']).nullable(),
    quitline: z.object({ country: z.enum(QUITLINE_COUNTRIES), phone: z.string() }),
  })
  .meta({ id: 'DependenceHelp' });
export type DependenceHelp = z.infer<typeof dependenceHelpSchema>;
