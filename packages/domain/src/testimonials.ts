// Reviews on the landing page (spec §2, issue 13): short texts written by participants whose
// course was passed, shown only while they agree. Both the API and the web app check the text
// with `testimonialTextProblem`.

/** Shortest review, in characters (Unicode code points), after trimming. */
export const TESTIMONIAL_MIN = 20;
/** Longest review: read at a glance on the landing page. */
export const TESTIMONIAL_MAX = 500;
/** How many reviews the landing page shows: the most recent ones. */
export const TESTIMONIALS_SHOWN = 12;
/** Course states whose participant may write a review: the nicotine test was passed. */
export const TESTIMONIAL_COURSE_STATES = ['passed', 'paid_out'] as const;

/** C0/C1 controls and lone surrogates, except line feed, carriage return and tab. */
const CONTROL = /(?![\n\r\t])[\p{Cc}\p{Cs}]/u;

export type TestimonialTextProblem =
  'REVIEW_TOO_SHORT' | 'REVIEW_TOO_LONG' | 'REVIEW_CONTROL_CHARACTERS';

/** What is wrong with a review's text, or null when it may be stored. */
export function testimonialTextProblem(text: string): TestimonialTextProblem | null {
  const trimmed = text.trim();
  if (CONTROL.test(trimmed)) return 'REVIEW_CONTROL_CHARACTERS';
  const length = [...trimmed].length;
  if (length < TESTIMONIAL_MIN) return 'REVIEW_TOO_SHORT';
  if (length > TESTIMONIAL_MAX) return 'REVIEW_TOO_LONG';
  return null;
}
