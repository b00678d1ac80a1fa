// T4: handing the test to a phone. The first device asks for a link (and its QR code), the
// phone opens it once, and the first device follows the phone's progress.
import { HANDOFF_STATES } from '@quit/domain/test-handoff';
import { z } from 'zod';

/** POST /api/testkit/handoff: a link for one of my courses' test. */
export const handoffRequestSchema = z
  .object({ courseId: z.uuid() })
  .strict()
  .meta({ id: 'HandoffRequest' });

/** The link to open on the phone, its QR code (SVG) and until when it may be opened. */
export const handoffLinkSchema = z
  .object({
    url: z.string(),
    qrSvg: z.string(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'HandoffLink' });
export type HandoffLink = z.infer<typeof handoffLinkSchema>;

/** The secret part of the link: 22 characters of base64url (128 bits). */
export const handoffTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

/** POST /api/testkit/handoff/redeem: the phone opens the link (once). */
export const handoffRedeemSchema = z
  .object({ token: handoffTokenSchema })
  .strict()
  .meta({ id: 'HandoffRedeem' });

/** The phone's session: which course's test it may take. */
export const handoffSessionSchema = z
  .object({
    courseId: z.uuid(),
    /**
     * C8 (record 0082): the course's follow-up test open now, whose kit GET
     * /api/testkit/course/{courseId} then shows (null: the course's own test).
     */
    followUpId: z.uuid().nullable().optional(),
  })
  .meta({ id: 'HandoffSession' });

/** GET /api/testkit/handoff?courseId=: the latest link of the course, as the first device sees it. */
export const handoffStatusQuerySchema = z.object({ courseId: z.uuid() }).strict();

export const handoffStatusSchema = z
  .object({
    handoff: z
      .object({
        state: z.enum(HANDOFF_STATES),
        expiresAt: z.iso.datetime(),
      })
      .nullable(),
  })
  .meta({ id: 'HandoffStatus' });
export type HandoffStatus = z.infer<typeof handoffStatusSchema>;
