import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addRoleRequestSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  dataExportSchema,
  enterRoleRequestSchema,
  identifyRequestSchema,
  okSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  sessionResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '@quit/contracts/account';
import { errorBodySchema } from '@quit/contracts/errors';
import { recordAudit } from '../../platform/audit';
import { fetchHeaders, forwardAuthHeaders } from '../../platform/auth/headers';
import type { AccountDeps, Caller } from './deps';
import { exportOwnData } from './export';
import { identify, addRole } from './identify';
import {
  changeEmail,
  changePassword,
  confirmPasswordReset,
  requestPasswordReset,
} from './password';
import { sessionView } from './people';
import { enterAs, signIn } from './sign-in';
import { signUp } from './sign-up';

const caller = (request: FastifyRequest): Caller => ({
  ip: request.ip,
  headers: fetchHeaders(request),
});

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
const tags = ['account'];

export const accountRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/api/account/signup',
    {
      schema: {
        tags,
        summary: 'Sign up as participant or supporter (signs in with a browser-session cookie)',
        body: signUpRequestSchema,
        response: { 201: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { headers, view } = await signUp(deps, request.body, request.language, caller(request));
      forwardAuthHeaders(headers, reply);
      return reply.status(201).send(view);
    },
  );

  app.post(
    '/api/account/signin',
    {
      schema: {
        tags,
        summary: 'Sign in as a role; rememberMe gives a 30-day session',
        body: signInRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { headers, view } = await signIn(deps, request.body, caller(request));
      forwardAuthHeaders(headers, reply);
      return view;
    },
  );

  app.post(
    '/api/account/signout',
    { schema: { tags, summary: 'End the session', response: { 200: okSchema } } },
    async (request, reply) => {
      const session = await request.optionalSession();
      const signedOut = await deps.auth.api.signOut({
        headers: fetchHeaders(request),
        returnHeaders: true,
      });
      if (session) {
        await recordAudit(deps.db, { type: 'sign_out', userId: session.userId, ip: request.ip });
      }
      forwardAuthHeaders(signedOut.headers, reply);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/account/session',
    {
      schema: {
        tags,
        summary: 'The signed-in user; calling it keeps an idle session alive',
        response: { 200: sessionResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => sessionView(deps.db, await request.requireSession()),
  );

  app.get(
    '/api/account/export',
    {
      schema: {
        tags,
        summary: 'Download everything stored about me as JSON (GDPR Art. 15 and 20)',
        response: { 200: dataExportSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const session = await request.requireSession();
      void reply.header('content-disposition', 'attachment; filename="quitpot-my-data.json"');
      return exportOwnData(deps.db, session.userId, deps.clock.now());
    },
  );

  app.post(
    '/api/account/enter',
    {
      schema: {
        tags,
        summary: 'Continue the session as a role',
        body: enterRoleRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request) => enterAs(deps, await request.requireSession(), request.body.role),
  );

  app.post(
    '/api/account/roles',
    {
      schema: {
        tags,
        summary: 'Add the other role to the account',
        body: addRoleRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request) => addRole(deps, await request.requireSession(), request.body.role),
  );

  app.post(
    '/api/account/identify',
    {
      schema: {
        tags,
        summary: 'Complete an account made by federated sign-in (role, names, birth date)',
        body: identifyRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request) =>
      identify(deps, await request.requireSession(), request.body, request.language),
  );

  app.post(
    '/api/account/password-reset',
    {
      schema: {
        tags,
        summary: 'Mail a reset link; answers the same whether or not the account exists',
        body: passwordResetRequestSchema,
        response: { 202: okSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email, caller(request), request.log);
      return reply.status(202).send({ ok: true as const });
    },
  );

  app.post(
    '/api/account/password-reset/confirm',
    {
      schema: {
        tags,
        summary: 'Set a new password with the mailed single-use token; ends every session',
        body: passwordResetConfirmSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await confirmPasswordReset(deps, request.body, caller(request));
      return { ok: true as const };
    },
  );

  app.put(
    '/api/account/password',
    {
      schema: {
        tags,
        summary: 'Change the password (needs the current one); ends the other sessions',
        body: changePasswordRequestSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await request.requireSession();
      forwardAuthHeaders(await changePassword(deps, session, request.body, caller(request)), reply);
      return { ok: true as const };
    },
  );

  app.put(
    '/api/account/email',
    {
      schema: {
        tags,
        summary: 'Change the email (needs the current password)',
        body: changeEmailRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = await request.requireSession();
      await changeEmail(deps, session, request.body, caller(request));
      return sessionView(deps.db, session);
    },
  );
};
