import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  thankYouNoteParamsSchema,
  thankYouNoteRequestSchema,
  thankYouNoteStateSchema,
} from '@quit/contracts/thank-you-note';
import type { ServiceDeps } from '../../core/service-deps';
import { sendThankYouNote, thankYouNoteState } from './thank-you';

/** A8: the participant's thank-you note to all supporters of one of their courses (record 0078). */
export const thankYouRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['course'];
  app.get(
    '/api/course/:id/thank-you',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: 'Your thank-you note for this course: whether it can be sent, or what was sent',
        params: thankYouNoteParamsSchema,
        response: { 200: thankYouNoteStateSchema },
      },
    },
    async (request) => thankYouNoteState(deps, request.caller.userId, request.params.id),
  );
  app.post(
    '/api/course/:id/thank-you',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: 'Send the one thank-you note to every supporter (each gets their own mail)',
        params: thankYouNoteParamsSchema,
        body: thankYouNoteRequestSchema,
        response: { 200: thankYouNoteStateSchema },
      },
    },
    async (request) =>
      sendThankYouNote(deps, request.caller.userId, request.params.id, request.body.text),
  );
};
