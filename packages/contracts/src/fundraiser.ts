// The participant's fundraiser page (issue 16): a short story and an optional photo, which the
// public sees only after an operator approved it.
import { z } from 'zod';
import { optionalTextSchema } from './text';

export const STORY_MAX_LENGTH = 1_000;
/** Photos are sent as base64 in JSON, so they fit the API's 1 MiB body limit. */
export const PHOTO_MAX_BYTES = 700_000;
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const fundraiserStoryRequestSchema = z
  .object({ story: optionalTextSchema({ max: STORY_MAX_LENGTH, multiline: true }) })
  .strict()
  .meta({ id: 'FundraiserStoryRequest' });

export const fundraiserPhotoRequestSchema = z
  .object({
    contentType: z.enum(PHOTO_CONTENT_TYPES),
    /** The image's bytes, base64 encoded; checked to be an image of that type by the API. */
    dataBase64: z
      .string()
      .max(Math.ceil(PHOTO_MAX_BYTES / 3) * 4)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64'),
  })
  .strict()
  .meta({ id: 'FundraiserPhotoRequest' });
export type FundraiserPhotoRequest = z.infer<typeof fundraiserPhotoRequestSchema>;

/** GET /api/participant/fundraiser: the participant's own page settings. */
export const fundraiserPageSchema = z
  .object({
    story: z.string().nullable(),
    photoStatus: z.enum(PHOTO_STATUSES).nullable(),
  })
  .meta({ id: 'FundraiserPage' });
export type FundraiserPage = z.infer<typeof fundraiserPageSchema>;

export const photoModerationSchema = z
  .object({ decision: z.enum(['approve', 'reject']) })
  .strict()
  .meta({ id: 'PhotoModeration' });

/** GET /api/admin/fundraiser/photos: photos waiting for an operator. */
export const pendingPhotosSchema = z
  .object({
    photos: z.array(
      z.object({ participantId: z.string(), displayName: z.string(), updatedAt: z.string() }),
    ),
  })
  .meta({ id: 'PendingPhotos' });
