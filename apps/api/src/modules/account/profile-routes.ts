import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountRequestSchema, okSchema } from '@quit/contracts/account';
import { profileResponseSchema, profileUpdateSchema } from '@quit/contracts/profile';
import { fetchHeaders, forwardAuthHeaders } from '../../platform/auth/headers';
import { cachedTextSerializer } from '../../platform/cached-text-serializer';
import { deleteAccount } from './delete-account';
import type { AccountDeps } from './deps';
import type { ProfileCache } from '../course-row/profile-cache';
import { readProfile, updateProfile } from './profile';

/**
 * The spec's /participant (participants only) and /user/profile (anyone signed in) read,
 * change and delete the caller's own account; neither takes a user id.
 */
export const profileRoutes: FastifyPluginAsyncZod<{
  deps: AccountDeps;
  profiles: ProfileCache;
}> = async (app, { deps, profiles }) => {
  for (const [url, access, tag] of [
    ['/api/participant', 'participant', 'participant'],
    ['/api/user/profile', 'signed-in', 'user'],
  ] as const) {
    app.get(
      url,
      {
        config: { access },
        // A kept profile sent again is not serialized again.
        serializerCompiler: cachedTextSerializer,
        schema: {
          tags: [tag],
          summary: 'Own profile',
          response: { 200: profileResponseSchema },
        },
      },
      async (request) => {
        const userId = request.caller.userId;
        return profiles(request, userId, () => readProfile(deps.db, userId));
      },
    );
    app.put(
      url,
      {
        config: { access },
        schema: {
          tags: [tag],
          summary: 'Change own profile (email is changed through /api/account/email)',
          body: profileUpdateSchema,
          response: { 200: profileResponseSchema },
        },
      },
      async (request) => updateProfile(deps, request.caller.userId, request.body),
    );
    app.delete(
      url,
      {
        config: { access },
        schema: {
          tags: [tag],
          summary: 'Delete own account: type the email as confirmation, give the password',
          body: deleteAccountRequestSchema,
          response: { 200: okSchema },
        },
      },
      async (request, reply) => {
        const session = request.caller;
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
