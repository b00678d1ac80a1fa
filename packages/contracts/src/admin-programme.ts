// The operator's programme editor (/api/admin/programme/...; issue 30, item 1; record 0069):
// each seminar's published content, its draft, the versions published, and what a draft takes.
import { z } from 'zod';
import { CAPTIONS_MAX_BYTES } from '@quit/domain/webvtt';
import {
  SEMINAR_TEXT_LIMITS as L,
  SEMINAR_VIDEO_MAX_SECONDS,
  SEMINAR_VIDEO_TYPES,
} from '@quit/domain/seminar-versions';
import { LANGUAGES } from '@quit/domain/constants';
import { seminarSlotSchema } from './programme';
import { textSchema } from './text';

export const seminarIdParamsSchema = z.object({ seminarId: z.uuid() }).strict();
export const seminarLanguageParamsSchema = z
  .object({ seminarId: z.uuid(), language: z.enum(LANGUAGES) })
  .strict();

const languages = <T extends z.ZodType>(item: T) => z.object({ de: item, en: item });

/** One row of the programme list: a day's seminar with its titles and where its edits stand. */
export const adminSeminarRowSchema = z.object({
  id: z.string(),
  day: z.number().int(),
  slot: seminarSlotSchema,
  title: languages(z.string()),
  /** The newest published version's number; null: as shipped. */
  publishedNumber: z.number().int().nullable(),
  hasDraft: z.boolean(),
});
export type AdminSeminarRow = z.infer<typeof adminSeminarRowSchema>;
export const adminProgrammeSchema = z.object({ seminars: z.array(adminSeminarRowSchema) });
export type AdminProgramme = z.infer<typeof adminProgrammeSchema>;

const contentTextSchema = z.object({
  title: z.string(),
  description: z.string(),
  keyPoints: z.array(z.string()),
  todos: z.array(z.string()),
  /** Preview URL of the captions (operators only). */
  captionsUrl: z.string(),
});

/** A seminar's content: as published (or shipped), or as a draft. */
export const seminarContentSchema = z.object({
  videoUrl: z.string(),
  videoType: z.enum(SEMINAR_VIDEO_TYPES),
  durationSeconds: z.number().int().positive(),
  texts: languages(contentTextSchema),
});
export type SeminarContent = z.infer<typeof seminarContentSchema>;

export const seminarVersionSummarySchema = z.object({
  number: z.number().int(),
  publishedAt: z.string(),
  appliedToRunning: z.boolean(),
});

export const adminSeminarSchema = z.object({
  id: z.string(),
  day: z.number().int(),
  slot: seminarSlotSchema,
  /** What a course starting now shows; `number` null: as shipped. */
  published: seminarContentSchema.extend({ number: z.number().int().nullable() }),
  draft: seminarContentSchema.extend({ updatedAt: z.string() }).nullable(),
  versions: z.array(seminarVersionSummarySchema),
  /** Running courses that keep an older version of this seminar. */
  coursesOnOlderVersions: z.number().int(),
});
export type AdminSeminar = z.infer<typeof adminSeminarSchema>;

/** PUT …/draft/texts/{language}: the seminar's words in one language. */
export const seminarTextsRequestSchema = z
  .object({
    title: textSchema({ max: L.title }),
    description: textSchema({ max: L.description, multiline: true }),
    keyPoints: z.array(textSchema({ min: 1, max: L.keyPoint })).max(L.keyPoints),
    todos: z.array(textSchema({ min: 1, max: L.todo })).max(L.todosMax),
  })
  .strict();
export type SeminarTextsRequest = z.infer<typeof seminarTextsRequestSchema>;

/** PUT …/draft/captions/{language}: a WebVTT file's text. */
export const captionsRequestSchema = z
  .object({ text: textSchema({ min: 1, max: CAPTIONS_MAX_BYTES, multiline: true }) })
  .strict();

/** PUT …/draft/video (body: the file, `video/mp4` or `video/webm`): its length in seconds. */
export const videoQuerySchema = z
  .object({ durationSeconds: z.coerce.number().int().min(1).max(SEMINAR_VIDEO_MAX_SECONDS) })
  .strict();

export const publishRequestSchema = z
  .object({
    /** A correction: running courses show it too (else they keep the version they have). */
    applyToRunning: z.boolean(),
  })
  .strict();
export const publishResponseSchema = z.object({
  number: z.number().int(),
  appliedToRunning: z.boolean(),
  /** Running courses that keep their older version. */
  coursesKeepingTheirVersion: z.number().int(),
});
export type PublishResponse = z.infer<typeof publishResponseSchema>;
