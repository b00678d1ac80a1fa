import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema } from '@quit/contracts/contact';
import { consumeRateLimit, contactRateLimit } from '../../platform/rate-limit';
import { receiveContactRequest, type ContactDeps } from './service';

export const contactRoutes: FastifyPluginAsyncZod<{ deps: ContactDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock } = deps;
  app.post(
    '/api/clickup/contact',
    {
      config: { access: 'public' },
      schema: {
        tags: ['contact'],
        summary: 'Send a contact request from the landing page',
        body: contactRequestSchema,
        response: { 201: contactResponseSchema },
      },
    },
    async (request, reply) => {
      await consumeRateLimit(db, `contact:ip:${request.ip}`, contactRateLimit, clock.now());
      await receiveContactRequest(deps, request.body, request.language);
      return reply.status(201).send({ received: true as const });
    },
  );
};
