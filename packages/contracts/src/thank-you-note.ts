// The participant's thank-you note to all supporters (A8, record 0078).
import { z } from 'zod';
import { THANK_YOU_NOTE_MAX_LENGTH } from '@quit/domain/thank-you-note';
import { hasControlCharacters } from './text';

/**
 * POST /api/course/{id}/thank-you. Length and emptiness are the domain's rules, checked by the
 * service so the participant reads a sentence in their language, not a field list; this only
 * bounds the body and keeps control characters out.
 */
export const thankYouNoteRequestSchema = z
  .object({
    text: z
      .string()
      .max(THANK_YOU_NOTE_MAX_LENGTH * 4)
      .refine((value) => !hasControlCharacters(value, { multiline: true }), {
        message: 'control characters are not allowed',
      }),
  })
  .strict()
  .meta({ id: 'ThankYouNoteRequest' });
export type ThankYouNoteRequest = z.infer<typeof thankYouNoteRequestSchema>;

export const thankYouNoteSchema = z
  .object({ text: z.string(), sentAt: z.string() })
  .meta({ id: 'ThankYouNote' });
export type ThankYouNote = z.infer<typeof thankYouNoteSchema>;

/** GET (and the answer of POST): the participant's own view of their note for one course. */
export const thankYouNoteStateSchema = z
  .object({
    /** Whether the course is far enough along (the domain's THANK_YOU_NOTE_STATES). */
    open: z.boolean(),
    /** Supporters who would receive it now, or did (a count, never who). */
    recipients: z.number().int().min(0),
    note: thankYouNoteSchema.nullable(),
  })
  .meta({ id: 'ThankYouNoteState' });
export type ThankYouNoteState = z.infer<typeof thankYouNoteStateSchema>;

/** The course the note belongs to (the caller's own; anyone else's is not found). */
export const thankYouNoteParamsSchema = z.object({ id: z.uuid() }).strict();
