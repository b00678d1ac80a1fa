import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { participantDashboardSchema } from '@quit/contracts/dashboard';
import { participantDashboard, type DashboardDeps } from './service';

/** The dashboard's first screen in one read; the caller's own, so no id is asked for. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: DashboardDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/participant/dashboard',
    {
      config: { access: 'participant' },
      schema: {
        tags: ['course'],
        summary:
          "The daily overview: the course, today's seminars and to-dos, the diary, the test, progress, the fundraiser",
        response: { 200: participantDashboardSchema },
      },
    },
    async (request) => participantDashboard(deps, request.caller.userId, request.interfaceLanguage),
  );
};
