// C8 (record 0082): the participant's follow-up tests. Joining and reading them; the test itself
// runs through the nicotine test's own routes (routes.ts), the kit naming the follow-up.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  followUpIdParamsSchema,
  followUpStatusSchema,
  joinFollowUpsSchema,
} from '@quit/contracts/follow-up';
import { courseTestkitSchema } from '@quit/contracts/testkit';
import type { ServiceDeps } from '../../core/service-deps';
import { joinFollowUps } from '../course/follow-ups';
import { followUpStatus } from './follow-up-status';
import { followUpKit } from './participant-kits';

export const followUpRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['follow-up tests'];
  const participant = { access: 'participant' } as const;

  app.get(
    '/api/participant/follow-ups',
    {
      config: participant,
      schema: {
        tags,
        summary: 'My follow-up tests at 3 and 6 months and the stay-quit bonus pot (C8)',
        response: { 200: followUpStatusSchema },
      },
    },
    async (request) => followUpStatus(deps, request.caller.userId),
  );
  app.post(
    '/api/participant/follow-ups',
    {
      config: participant,
      schema: {
        tags,
        summary: 'Join the follow-up tests of my passed course (opt-in; again changes nothing)',
        body: joinFollowUpsSchema,
        response: { 200: followUpStatusSchema },
      },
    },
    async (request) => {
      await joinFollowUps(deps, request.caller.userId, request.body.courseId);
      return followUpStatus(deps, request.caller.userId);
    },
  );
  app.get(
    '/api/testkit/follow-up/:id',
    {
      config: participant,
      schema: {
        tags,
        summary: 'The kit posted for one of my follow-up tests (null before one is posted)',
        params: followUpIdParamsSchema,
        response: { 200: courseTestkitSchema },
      },
    },
    async (request) => ({
      testkit: await followUpKit(deps, request.caller.userId, request.params.id),
      now: deps.clock.now().toISOString(),
    }),
  );
};
