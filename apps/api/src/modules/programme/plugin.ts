import fp from 'fastify-plugin';
import { programmeBeforeAccountDeletion } from './account-deletion';
import type { ProgrammeDeps } from './deps';
import { editorRoutes } from './editor-routes';
import { mediaRoutes } from './media-routes';
import { programmeRoutes } from './routes';

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
    };
    app.decorate('programme', deps);
    app.accounts.beforeDeletion.push(programmeBeforeAccountDeletion);
    await app.register(programmeRoutes, { deps });
    await app.register(mediaRoutes, { deps });
    await app.register(editorRoutes, { deps });
  },
  { name: 'programme-module', dependencies: ['auth'] },
);
