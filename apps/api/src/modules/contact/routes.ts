import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema } from '@quit/contracts/contact';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { consumeRateLimit, contactRateLimit } from '../../platform/rate-limit';
import { receiveContactRequest } from './service';

export const contactRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  { db, clock },
) => {
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
      await receiveContactRequest(db, request.body, request.language);
      return reply.status(201).send({ received: true as const });
    },
  );
};
