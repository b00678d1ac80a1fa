import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSpotTestSchema,
  adminSpotTestsSchema,
  spotTestDecisionSchema,
  spotTestResponseSchema,
} from '@quit/contracts/spot-test';
import type { ServiceDeps } from '../../core/service-deps';
import { AppError } from '../../platform/errors';
import { decideMissedSpotTest, spotTestSchedule } from './spot-test-decisions';
import { currentSpotTest } from './spot-tests';

/** T7: the participant's announced spot test; operators' schedule and decisions. */
export const spotTestRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/course/spot-test',
    {
      config: { access: 'participant' },
      schema: {
        tags: ['course'],
        summary:
          'The spot test announced today (T7), or taken / missed; null before 08:00 of its day',
        response: { 200: spotTestResponseSchema },
      },
    },
    async (request) => ({ spotTest: await currentSpotTest(deps, request.caller.userId) }),
  );
  app.get(
    '/api/admin/spot-tests',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Spot tests ahead or open, and missed ones awaiting a decision (T7)',
        response: { 200: adminSpotTestsSchema },
      },
    },
    async () => ({ spotTests: await spotTestSchedule(deps) }),
  );
  app.post(
    '/api/admin/spot-tests/:id/decision',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Decide a missed spot test: excuse it once (a new day) or fail the course (T7)',
        params: z.object({ id: z.uuid() }),
        body: spotTestDecisionSchema,
        response: { 200: adminSpotTestSchema },
      },
    },
    async (request) => {
      const view = await decideMissedSpotTest(
        deps,
        { id: request.params.id, ...request.body },
        { userId: request.caller.userId, ip: request.ip },
      );
      if (!view) throw new AppError('NOT_FOUND');
      return view;
    },
  );
};
