import fp from 'fastify-plugin';
import { webhookRoutes } from './routes';

/**
 * What the payment provider tells us, signed (Stripe or the sandbox): checkouts, refunds and
 * payouts go to the money module, Connect accounts to the payout methods, identity checks to
 * the test kit module. Above both, so neither imports the other's events.
 */
export const providerEventsModule = fp(
  async (app) => {
    await app.register(webhookRoutes, { deps: app.services });
  },
  { name: 'provider-events-module', dependencies: ['money-module', 'testkit-module'] },
);
