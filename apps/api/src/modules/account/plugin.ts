import fp from 'fastify-plugin';
import { profileCache } from '../course-row/profile-cache';
import { exportRoutes } from './export-routes';
import { profileRoutes } from './profile-routes';
import { federatedRoutes } from './federated-routes';
import { registerAccountJobs } from './jobs';
import { accountRoutes } from './routes';
import { verificationRoutes } from './verification-routes';

/** The account routes: sign-up and sign-in, email verification, federated sign-in, profiles. */
export const accountModule = fp(
  async (app) => {
    const deps = app.accounts;
    registerAccountJobs(app.jobs, deps);
    await app.register(accountRoutes, { deps });
    await app.register(exportRoutes, { deps, services: app.services });
    await app.register(verificationRoutes, { deps });
    await app.register(federatedRoutes, {
      deps,
      providerName: app.config.oidc?.providerName,
      publicUrl: app.config.publicUrl,
    });
    await app.register(profileRoutes, { deps, profiles: profileCache(app) });
  },
  { name: 'account-module', dependencies: ['auth'] },
);
