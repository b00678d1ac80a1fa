// Everything that exists only while payments run on the local sandbox: its checkout page's
// API, the jobs that stand in for Stripe (signed webhooks, settling a paid checkout) and the
// operators' time travel. Registered only in sandbox mode, so none of it can sit beside Stripe.
import fp from 'fastify-plugin';
import { SANDBOX_JOBS, signSandboxEvent } from '../../providers/payments/sandbox-payments';
import { clockRoutes } from './clock-routes';
import { sandboxRoutes } from './routes';

export const sandboxModule = fp(
  async (app) => {
    const { sandbox, webhookSecret } = app.payments;
    if (!sandbox) throw new Error('the sandbox module needs the payment sandbox');
    // Sandbox events take the same road as Stripe's: a signed POST to the webhook.
    app.jobs.register(SANDBOX_JOBS.webhook, async (payload) => {
      const body = JSON.stringify(payload['event']);
      const response = await app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload: body,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signSandboxEvent(body, webhookSecret),
        },
      });
      if (response.statusCode >= 300) {
        throw new Error(`sandbox webhook answered ${response.statusCode}: ${response.body}`);
      }
    });
    app.jobs.register(SANDBOX_JOBS.settle, async (payload) => {
      await sandbox.settleCheckout(String(payload['checkoutId']), 'paid');
    });
    await app.register(sandboxRoutes, { sandbox });
    if (app.travel)
      await app.register(clockRoutes, { clock: app.travel, jobs: app.jobs, db: app.db });
  },
  { name: 'sandbox-module', dependencies: ['core', 'auth'] },
);
