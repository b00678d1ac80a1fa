// The provider's webhook as the sandbox delivers it: a body signed with the installation's
// shared sandbox secret, posted to POST /api/stripe/webhook.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { sharedSecret } from '../../src/platform/auth/secret';
import { signSandboxEvent } from '../../src/providers/payments/sandbox-payments';

export async function postSandboxWebhook(app: FastifyInstance, db: Db, body: string) {
  const secret = await sharedSecret(db, 'sandbox_webhook_secret', 'whsec_');
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signSandboxEvent(body, secret),
    },
  });
}
