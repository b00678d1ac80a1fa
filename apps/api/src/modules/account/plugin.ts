import fp from 'fastify-plugin';
import { profileRoutes } from '../profile/routes';
import { federatedRoutes } from './federated-routes';
import { accountRoutes } from './routes';

/** The account routes: sign-up and sign-in, federated sign-in, profiles. */
export const accountModule = fp(
  async (app) => {
    const deps = app.accounts;
    await app.register(accountRoutes, { deps });
    await app.register(federatedRoutes, {
      deps,
      providerName: app.config.oidc?.providerName,
      publicUrl: app.config.publicUrl,
    });
    await app.register(profileRoutes, { deps });
  },
  { name: 'account-module', dependencies: ['auth'] },
);
