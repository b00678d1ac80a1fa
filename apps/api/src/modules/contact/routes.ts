import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema } from '@quit/contracts/contact';
import { errorBodySchema } from '@quit/contracts/errors';
import type { Db } from '../../db/client';
import { receiveContactRequest } from './service';

export const contactRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/clickup/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a contact request from the landing page',
        body: contactRequestSchema,
        response: { 201: contactResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      await receiveContactRequest(db, request.body, request.language);
      return reply.status(201).send({ received: true as const });
    },
  );
};
