import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema } from '@quit/contracts/admin';
import {
  adminTestimonialsSchema,
  hideTestimonialSchema,
  ownTestimonialSchema,
  publicTestimonialsSchema,
  writeTestimonialSchema,
} from '@quit/contracts/testimonials';
import { recordAudit } from '../../platform/audit';
import {
  adminTestimonials,
  deleteTestimonial,
  hideTestimonial,
  ownTestimonial,
  publicTestimonials,
  type TestimonialDeps,
  writeTestimonial,
} from './service';

/** Reviews: the public's read, the participant's own (no user id is ever taken), operators'. */
export const testimonialRoutes: FastifyPluginAsyncZod<{ deps: TestimonialDeps }> = async (
  app,
  { deps },
) => {
  const participant = { access: 'participant' } as const;
  const admin = { access: 'admin' } as const;
  const own = '/api/participant/review';

  // A review written, withdrawn or hidden changes the landing page: its prerendered copies are
  // dropped (a withdrawn review must not stay in the page's HTML).
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300)
      app.changes.emit({ kind: 'public-pages' });
  });

  app.get(
    '/api/global/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags: ['global'],
        summary:
          'Reviews of passed participants who agreed to show them (first name, last initial)',
        response: { 200: publicTestimonialsSchema },
      },
    },
    async () => publicTestimonials(deps.db),
  );
  app.get(
    own,
    {
      config: participant,
      schema: {
        tags: ['participant'],
        summary: 'Own review, and whether one may be written (after a passed course)',
        response: { 200: ownTestimonialSchema },
      },
    },
    async (request) => ownTestimonial(deps.db, request.caller.userId),
  );
  app.put(
    own,
    {
      config: participant,
      schema: {
        tags: ['participant'],
        summary: 'Write the review of the passed course and choose whether it is shown',
        body: writeTestimonialSchema,
        response: { 200: ownTestimonialSchema },
      },
    },
    async (request) =>
      writeTestimonial(deps, request.caller.userId, request.language, request.body),
  );
  app.delete(
    own,
    {
      config: participant,
      schema: {
        tags: ['participant'],
        summary: 'Delete own review',
        response: { 200: ownTestimonialSchema },
      },
    },
    async (request) => deleteTestimonial(deps.db, request.caller.userId),
  );
  app.get(
    '/api/admin/reviews',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Participants’ reviews for the landing page',
        response: { 200: adminTestimonialsSchema },
      },
    },
    async () => adminTestimonials(deps.db),
  );
  app.put(
    '/api/admin/reviews/:id/hidden',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Hide a review from the landing page, or show it again',
        params: idParamsSchema,
        body: hideTestimonialSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { hidden } = request.body;
      await hideTestimonial(deps, request.params.id, hidden, request.caller.userId);
      await recordAudit(deps.db, {
        type: 'admin_review_hidden',
        userId: request.caller.userId,
        ip: request.ip,
        detail: { reviewId: request.params.id, hidden },
      });
      return { ok: true as const };
    },
  );
};
