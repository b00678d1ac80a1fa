import { z } from 'zod';

/** The caller's consent to processing health data (diary, questionnaires; Art. 9 GDPR). */
export const healthConsentSchema = z
  .object({
    /** True while consent to the current text version is given and not withdrawn. */
    given: z.boolean(),
    /** The version of the text agreed to, and when; null when never given or withdrawn. */
    version: z.number().int().positive().nullable(),
    givenAt: z.iso.datetime().nullable(),
    /** The version of the text in force; consent to an older one asks again. */
    currentVersion: z.number().int().positive(),
  })
  .meta({ id: 'HealthConsent' });

export type HealthConsent = z.infer<typeof healthConsentSchema>;

/** PUT body: the text version the participant saw and agreed to. */
export const giveHealthConsentSchema = z.strictObject({
  version: z.number().int().positive(),
});
