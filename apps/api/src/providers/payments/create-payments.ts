import type { Db } from '../../db/client';
import { sharedSecret } from '../../platform/auth/secret';
import type { Clock } from '../../platform/clock';
import type { PaymentsConfig } from '../../platform/config';
import { createSandboxPayments, type SandboxPayments } from './sandbox-payments';
import type { PaymentProvider } from './port';
import { createStripePayments } from './stripe-payments';

/** Stripe when a key is configured; otherwise the local sandbox (the embedded default, S1). */
export async function createPayments(deps: {
  config: PaymentsConfig;
  db: Db;
  clock: Clock;
  publicUrl: string;
}): Promise<{
  payments: PaymentProvider;
  sandbox: SandboxPayments | undefined;
  webhookSecret: string;
}> {
  const { config } = deps;
  if (config.kind === 'stripe') {
    return {
      payments: createStripePayments(config),
      sandbox: undefined,
      webhookSecret: config.webhookSecret,
    };
  }
  const webhookSecret = await sharedSecret(deps.db, 'sandbox_webhook_secret', 'whsec_');
  const sandbox = createSandboxPayments({
    db: deps.db,
    clock: deps.clock,
    publicUrl: deps.publicUrl,
    webhookSecret,
    confirmSeconds: config.confirmSeconds,
  });
  return { payments: sandbox, sandbox, webhookSecret };
}
