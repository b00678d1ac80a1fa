import fp from 'fastify-plugin';
import { questionnaireRoutes } from './routes';

/** Questionnaires and what their answers feed (P4). Answers go with the account (cascade). */
export const questionnairesModule = fp(
  async (app) => {
    await app.register(questionnaireRoutes, { deps: { db: app.db, clock: app.calendar } });
  },
  { name: 'questionnaires-module', dependencies: ['auth'] },
);
