import fp from 'fastify-plugin';
import { dashboardRoutes } from './routes';

/** The participant's daily overview in one read (record 0086), over the modules below it. */
export const dashboardModule = fp(
  async (app) => {
    await app.register(dashboardRoutes, {
      deps: {
        services: app.services,
        programme: app.programme,
        questionnaires: { db: app.db, clock: app.calendar },
      },
    });
  },
  { name: 'dashboard-module', dependencies: ['programme-module'] },
);
