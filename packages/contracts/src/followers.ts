// Following a fundraiser and the participant's updates (A8, record 0080). A follower's address
// never appears in any answer: following answers the same whatever the address (cal.com's rule:
// never reveal whether an address is known).
import { z } from 'zod';
import { LANGUAGES } from '@quit/domain/constants';
import { FUNDRAISER_UPDATE_MAX_LENGTH } from '@quit/domain/followers';
import { emailSchema } from './account';
import { fundraiserPhotoRequestSchema, PHOTO_STATUSES } from './fundraiser';
import { hasControlCharacters } from './text';

/** POST /api/participant/{id}/follow: follow without giving; the address gets a confirm link. */
export const followRequestSchema = z
  .object({
    email: emailSchema,
    /** The mails' language; the request's language when left out. */
    language: z.enum(LANGUAGES).optional(),
  })
  .strict()
  .meta({ id: 'FollowRequest' });
export type FollowRequest = z.infer<typeof followRequestSchema>;

/** The same answer for every address: "look in your mailbox". */
export const followAcceptedSchema = z
  .object({ mailed: z.literal(true) })
  .meta({ id: 'FollowAccepted' });

/** The signed link of a follower mail: whose follow and its token (record 0080). */
export const followLinkSchema = z
  .object({
    follower: z.uuid(),
    token: z.string().max(200),
  })
  .strict()
  .meta({ id: 'FollowLink' });
export type FollowLink = z.infer<typeof followLinkSchema>;

/** After a confirm or an unsubscribe: whether the address now hears how it goes. */
export const followStateSchema = z
  .object({
    following: z.boolean(),
    /** The participant's public name (A4), for the sentence on the page. */
    participant: z.string(),
  })
  .meta({ id: 'FollowState' });
export type FollowState = z.infer<typeof followStateSchema>;

/**
 * POST /api/participant/fundraiser/updates: the text (its length and emptiness are the domain's
 * rules, checked by the service so the participant reads a sentence in their language) and an
 * optional photo, re-encoded without its metadata.
 */
export const fundraiserUpdateRequestSchema = z
  .object({
    text: z
      .string()
      .max(FUNDRAISER_UPDATE_MAX_LENGTH * 4)
      .refine((value) => !hasControlCharacters(value, { multiline: true }), {
        message: 'control characters are not allowed',
      }),
    photo: fundraiserPhotoRequestSchema.optional(),
  })
  .strict()
  .meta({ id: 'FundraiserUpdateRequest' });
export type FundraiserUpdateRequest = z.infer<typeof fundraiserUpdateRequestSchema>;

export const fundraiserUpdateSchema = z
  .object({
    id: z.uuid(),
    text: z.string(),
    createdAt: z.string(),
    /** The photo's address (metadata stripped) once approved, else null. */
    photoUrl: z.string().nullable(),
    /**
     * Record 0102: the photo's moderation. The public sees `approved` or null (a photo that
     * waits or was rejected is not told of); the author also `pending` and `rejected`.
     */
    photoStatus: z.enum(PHOTO_STATUSES).nullable(),
  })
  .meta({ id: 'FundraiserUpdate' });
export type FundraiserUpdate = z.infer<typeof fundraiserUpdateSchema>;

export const fundraiserUpdatesSchema = z
  .object({ updates: z.array(fundraiserUpdateSchema) })
  .meta({ id: 'FundraiserUpdates' });
export type FundraiserUpdates = z.infer<typeof fundraiserUpdatesSchema>;

export const fundraiserUpdateParamsSchema = z.object({ updateId: z.uuid() }).strict();

/** GET /api/admin/fundraiser/update-photos (record 0102): update photos waiting for an operator. */
export const pendingUpdatePhotosSchema = z
  .object({
    photos: z.array(
      z.object({
        updateId: z.uuid(),
        participantId: z.string(),
        displayName: z.string(),
        /** The update's text, the photo's context. */
        text: z.string(),
        createdAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'PendingUpdatePhotos' });
export type PendingUpdatePhotos = z.infer<typeof pendingUpdatePhotosSchema>;
