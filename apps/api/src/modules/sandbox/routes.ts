import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  redirectResponseSchema,
  sandboxCheckoutActionSchema,
  sandboxCheckoutSchema,
} from '@quit/contracts/money';
import { sandboxIdentityActionSchema, sandboxIdentitySchema } from '@quit/contracts/testkit';
import { AppError } from '../../platform/errors';
import type { SandboxPayments } from '../../providers/payments/sandbox-payments';

const params = z.object({ id: z.string().regex(/^cs_sandbox_[a-f0-9]{24}$/) });
const identityParams = z.object({ id: z.string().regex(/^vs_sandbox_[a-f0-9]{24}$/) });

/**
 * The sandbox checkout page's API: registered only when the app runs on the payment sandbox,
 * so it cannot exist beside real Stripe.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxPayments }> = async (
  app,
  { sandbox },
) => {
  app.get(
    '/api/sandbox/checkout/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sandbox'],
        summary: 'A sandbox checkout session',
        params,
        response: { 200: sandboxCheckoutSchema },
      },
    },
    async (request) => {
      const found = await sandbox.checkoutPage(request.params.id);
      if (!found) throw new AppError('NOT_FOUND');
      return {
        id: found.id,
        status: found.status,
        amountCents: found.amountCents,
        currency: found.currency,
        description: found.description,
        cancelUrl: found.cancelUrl,
      };
    },
  );
  app.post(
    '/api/sandbox/checkout/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sandbox'],
        summary: 'Pay, decline or cancel a sandbox checkout; answers where to go next',
        params,
        body: sandboxCheckoutActionSchema,
        response: { 200: redirectResponseSchema },
      },
    },
    async (request) => {
      const found = await sandbox.checkoutPage(request.params.id);
      if (!found) throw new AppError('NOT_FOUND');
      return {
        redirectUrl: await sandbox.completeCheckout(request.params.id, request.body.action),
      };
    },
  );
  app.get(
    '/api/sandbox/identity/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sandbox'],
        summary: 'A sandbox identity check (stands in for Stripe Identity)',
        params: identityParams,
        response: { 200: sandboxIdentitySchema },
      },
    },
    async (request) => {
      const found = await sandbox.identityPage(request.params.id);
      if (!found) throw new AppError('NOT_FOUND');
      return found;
    },
  );
  app.post(
    '/api/sandbox/identity/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sandbox'],
        summary: 'Verify, fail or cancel a sandbox identity check; answers where to go next',
        params: identityParams,
        body: sandboxIdentityActionSchema,
        response: { 200: redirectResponseSchema },
      },
    },
    async (request) => {
      const found = await sandbox.identityPage(request.params.id);
      if (!found) throw new AppError('NOT_FOUND');
      return {
        redirectUrl: await sandbox.completeIdentity(request.params.id, request.body.action),
      };
    },
  );
};
