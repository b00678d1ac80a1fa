import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  okSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@quit/contracts/account';
import { consumeRateLimit } from '../../platform/rate-limit';
import type { AccountDeps } from './deps';
import { confirmEmail, resendLimit, resendVerification } from './email-verification';

const tags = ['account'];
/** Tokens are unguessable; this only keeps one address from hammering the endpoint. */
const confirmPerIp = { limit: 30, windowSeconds: 15 * 60 };

/** Decisions A7: confirming an address with its mailed link, and asking for the link again. */
export const verificationRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/api/account/verify-email',
    {
      // Public: the link may be opened in a browser where nobody is signed in.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Confirm an email address with the mailed single-use token',
        body: verifyEmailRequestSchema,
        response: { 200: verifyEmailResponseSchema },
      },
    },
    async (request) => {
      await consumeRateLimit(deps.db, `verify:ip:${request.ip}`, confirmPerIp, deps.clock.now());
      const { email } = await confirmEmail(deps, request.body.token, request.ip);
      return { ok: true as const, email };
    },
  );

  app.post(
    '/api/account/verify-email/resend',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          'Mail the confirmation link again (for a pending new address, else the current one)',
        response: { 202: okSchema },
      },
    },
    async (request, reply) => {
      const { userId } = request.caller;
      await consumeRateLimit(deps.db, `verify:resend:${userId}`, resendLimit, deps.clock.now());
      await resendVerification(deps, userId);
      return reply.status(202).send({ ok: true as const });
    },
  );
};
