import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountRequestSchema, okSchema } from '@quit/contracts/account';
import { errorBodySchema } from '@quit/contracts/errors';
import { profileResponseSchema, profileUpdateSchema } from '@quit/contracts/profile';
import { fetchHeaders, forwardAuthHeaders } from '../../platform/auth/headers';
import { deleteAccount } from '../account/delete-account';
import type { AccountDeps } from '../account/deps';
import { requireRole } from '../account/guards';
import { readProfile, updateProfile } from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
};

/**
 * The spec's /participant (participants only) and /user/profile (anyone signed in) read,
 * change and delete the caller's own account; neither takes a user id.
 */
export const profileRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (
  app,
  { deps },
) => {
  const participant = (request: FastifyRequest) => requireRole(request, deps.db, 'participant');
  const anyone = (request: FastifyRequest) => request.requireSession();

  for (const [url, who, tag] of [
    ['/api/participant', participant, 'participant'],
    ['/api/user/profile', anyone, 'user'],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          tags: [tag],
          summary: 'Own profile',
          response: { 200: profileResponseSchema, ...errors },
        },
      },
      async (request) => readProfile(deps.db, (await who(request)).userId),
    );
    app.put(
      url,
      {
        schema: {
          tags: [tag],
          summary: 'Change own profile (email is changed through /api/account/email)',
          body: profileUpdateSchema,
          response: { 200: profileResponseSchema, ...errors },
        },
      },
      async (request) => updateProfile(deps, (await who(request)).userId, request.body),
    );
    app.delete(
      url,
      {
        schema: {
          tags: [tag],
          summary: 'Delete own account: type the email as confirmation, give the password',
          body: deleteAccountRequestSchema,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request, reply) => {
        const session = await who(request);
        const headers = await deleteAccount(deps, session, request.body, {
          ip: request.ip,
          headers: fetchHeaders(request),
          log: request.log,
        });
        forwardAuthHeaders(headers, reply);
        return { ok: true as const };
      },
    );
  }
};
