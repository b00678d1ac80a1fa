import fp from 'fastify-plugin';
import { fundraiserRoutes } from './routes';

/** The fundraiser page's story and photo (issue 16), with operators' moderation endpoints. */
export const fundraiserModule = fp(
  async (app) => {
    await app.register(fundraiserRoutes, {
      deps: { db: app.db, clock: app.calendar, storage: app.storage, changes: app.changes },
    });
  },
  { name: 'fundraiser-module', dependencies: ['auth'] },
);
