import fp from 'fastify-plugin';
import { programmeBeforeAccountDeletion } from './account-deletion';
import { catalogueCache } from './catalogue';
import { cravingRoutes } from './craving-routes';
import type { ProgrammeDeps } from './deps';
import { editorRoutes } from './editor-routes';
import { mediaRoutes } from './media-routes';
import { programmeRoutes } from './routes';
import { slipRoutes } from './slip-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The programme services' dependencies (tests seed a programme with them). */
    programme: ProgrammeDeps;
  }
}

/** The daily programme: seminars and their media, progress, to-dos, the diary and its lists. */
export const programmeModule = fp(
  async (app) => {
    const deps: ProgrammeDeps = {
      db: app.db,
      clock: app.calendar,
      storage: app.storage,
      log: app.log,
      catalogue: catalogueCache(app),
    };
    app.decorate('programme', deps);
    app.accounts.beforeDeletion.push(programmeBeforeAccountDeletion);
    await app.register(programmeRoutes, { deps });
    await app.register(mediaRoutes, { deps });
    await app.register(editorRoutes, { deps });
    await app.register(slipRoutes, { deps });
    await app.register(cravingRoutes, {
      deps: { db: app.db, clock: app.calendar, quitlines: app.config.quitlines },
    });
  },
  { name: 'programme-module', dependencies: ['auth'] },
);
