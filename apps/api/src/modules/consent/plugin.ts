import fp from 'fastify-plugin';
import { consentRoutes } from './routes';

/** Consent to processing health data; its rows go with the account (cascade). */
export const consentModule = fp(
  async (app) => {
    // Real time: the consent's timestamp is evidence, not part of the course calendar.
    await app.register(consentRoutes, { deps: { db: app.db, clock: app.clock } });
  },
  { name: 'consent-module', dependencies: ['auth'] },
);
