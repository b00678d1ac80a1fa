import { z } from 'zod';
import { textSchema } from './text';

/** POST /api/clickup/contact: the landing page's contact form. */
export const contactRequestSchema = z
  .object({
    name: textSchema({ min: 1, max: 200 }),
    email: z.email().max(320),
    message: textSchema({ min: 1, max: 5000, multiline: true }),
  })
  .strict()
  .meta({ id: 'ContactRequest' });

export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ received: z.literal(true) }).meta({
  id: 'ContactResponse',
});
