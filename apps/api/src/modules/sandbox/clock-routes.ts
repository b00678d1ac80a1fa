import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clockRequestSchema, clockResponseSchema } from '@quit/contracts/course';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { JobRunner } from '../../platform/jobs';
import type { TravelClock } from '../../platform/travel-clock';

/**
 * Admin-only time travel, registered only when the app runs on the payment sandbox (never
 * beside real Stripe). Due jobs run right after the move, so the course catches up at once.
 */
export const clockRoutes: FastifyPluginAsyncZod<{
  clock: TravelClock;
  jobs: JobRunner;
  db: Db;
}> = async (app, { clock, jobs, db }) => {
  const view = () => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() });
  app.get(
    '/api/admin/clock',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The sandbox clock',
        response: { 200: clockResponseSchema },
      },
    },
    async () => view(),
  );
  app.post(
    '/api/admin/clock',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Move the sandbox clock forward (or reset it to real time)',
        body: clockRequestSchema,
        response: { 200: clockResponseSchema },
      },
    },
    async (request) => {
      const { advanceDays, advanceHours, advanceSeconds, reset } = request.body;
      if (reset) await clock.reset();
      else {
        await clock.advance(
          (advanceDays * 24 + advanceHours) * 60 * 60 * 1000 + advanceSeconds * 1000,
        );
      }
      await recordAudit(db, {
        type: 'admin_clock_moved',
        userId: request.caller.userId,
        ip: request.ip,
        detail: {
          advanceDays,
          advanceHours,
          advanceSeconds,
          reset: reset ?? false,
          now: clock.now().toISOString(),
        },
      });
      await jobs.runDue();
      return view();
    },
  );
};
