import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { federatedConfigSchema, signInRoleSchema } from '@quit/contracts/account';
import { FEDERATED_PROVIDER_ID } from '../../platform/auth/better-auth';
import { fetchHeaders, forwardAuthHeaders } from '../../platform/auth/headers';
import { AppError } from '../../platform/errors';
import type { AccountDeps } from './deps';

const startQuerySchema = z.object({
  mode: z.enum(['popup', 'redirect']).default('redirect'),
  role: signInRoleSchema.default('participant'),
});

/**
 * Federated sign-in with any OpenID Connect issuer (decisions S1), through better-auth's
 * generic OAuth plugin: /start sends the browser to the provider, the provider returns to
 * better-auth's callback (the only better-auth route exposed), and that ends on
 * /auth/identify, which completes a new account or enters the chosen role.
 */
export const federatedRoutes: FastifyPluginAsyncZod<{
  deps: AccountDeps;
  providerName: string | undefined;
  publicUrl: string;
}> = async (app, { deps, providerName, publicUrl }) => {
  app.get(
    '/api/account/federated',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: 'Whether federated sign-in is configured, and the provider name',
        response: { 200: federatedConfigSchema },
      },
    },
    async () => ({ enabled: providerName !== undefined, providerName: providerName ?? '' }),
  );

  if (providerName === undefined) return;

  app.get(
    '/api/account/federated/start',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: 'Redirect to the OpenID Connect provider',
        querystring: startQuerySchema,
      },
    },
    async (request, reply) => {
      const { mode, role } = request.query;
      const done = `/auth/identify?mode=${mode}&role=${role}`;
      const started = await deps.auth.api.signInSocial({
        body: {
          provider: FEDERATED_PROVIDER_ID,
          callbackURL: done,
          newUserCallbackURL: done,
          errorCallbackURL: `/auth/signin?federated=failed&role=${role}`,
        },
        headers: fetchHeaders(request),
        returnHeaders: true,
      });
      if (!started.response.url) throw new AppError('INTERNAL', { detail: 'no provider URL' });
      forwardAuthHeaders(started.headers, reply);
      return reply.redirect(started.response.url, 302);
    },
  );

  // The provider's redirect back: handled by better-auth itself (state, PKCE, code exchange).
  app.get(
    '/api/auth/callback/:providerId',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const response = await deps.auth.handler(
        new Request(new URL(request.url, publicUrl), {
          method: 'GET',
          headers: fetchHeaders(request),
        }),
      );
      forwardAuthHeaders(response.headers, reply);
      const location = response.headers.get('location');
      if (location) return reply.redirect(location, response.status === 302 ? 302 : 303);
      return reply
        .status(response.status)
        .type('text/plain')
        .send(await response.text());
    },
  );
};
