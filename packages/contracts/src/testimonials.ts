import { z } from 'zod';
import { LANGUAGES } from '@quit/domain/constants';

/** What the public sees of a review; operators see the same and more. */
const reviewEntrySchema = z.object({
  id: z.string(),
  /** First name and last initial, "Ada L."; never an email. */
  name: z.string(),
  text: z.string(),
  /** The language it was written in (the page marks it for screen readers). */
  language: z.enum(LANGUAGES),
});

/** GET /api/global/reviews: reviews shown on the landing page (A4: first name, last initial). */
export const publicTestimonialsSchema = z
  .object({ entries: z.array(reviewEntrySchema) })
  .meta({ id: 'PublicReviews' });
export type PublicTestimonials = z.infer<typeof publicTestimonialsSchema>;

/** GET /api/participant/review: whether the caller may write one, and theirs. */
export const ownTestimonialSchema = z
  .object({
    /** True once the caller's course was passed. */
    eligible: z.boolean(),
    review: z
      .object({
        text: z.string(),
        /** The participant agreed to show it on the landing page. */
        show: z.boolean(),
        /** An operator hid it; it is not shown whatever the participant chose. */
        hidden: z.boolean(),
        updatedAt: z.iso.datetime(),
      })
      .nullable(),
  })
  .meta({ id: 'OwnReview' });
export type OwnTestimonial = z.infer<typeof ownTestimonialSchema>;

/** PUT /api/participant/review: the text (checked by the domain rules) and the opt-in. */
export const writeTestimonialSchema = z.strictObject({
  text: z.string().max(10_000),
  show: z.boolean(),
});
export type WriteTestimonial = z.infer<typeof writeTestimonialSchema>;

/** GET /api/admin/reviews: every review, newest first, for operators. */
export const adminTestimonialsSchema = z
  .object({
    entries: z.array(
      reviewEntrySchema.extend({
        show: z.boolean(),
        hidden: z.boolean(),
        updatedAt: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: 'AdminReviews' });
export type AdminTestimonials = z.infer<typeof adminTestimonialsSchema>;

/** PUT /api/admin/reviews/:id/hidden: hide a review from the landing page, or show it again. */
export const hideTestimonialSchema = z.strictObject({ hidden: z.boolean() });
export type HideTestimonial = z.infer<typeof hideTestimonialSchema>;
