import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addRoleRequestSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  enterRoleRequestSchema,
  identifyRequestSchema,
  okSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  sessionResponseSchema,
  currentSessionResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '@quit/contracts/account';
import { recordAudit } from '../../platform/audit';
import { fetchHeaders, forwardAuthHeaders } from '../../platform/auth/headers';
import type { AccountDeps, Caller } from './deps';
import { identify, addRole } from './identify';
import { changeEmail } from './change-email';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './password';
import { keptAnswer } from '../../platform/kept-answer';
import { sessionUser, sessionView, withSession } from './people';
import { enterAs, signIn } from './sign-in';
import { signUp } from './sign-up';

const caller = (request: FastifyRequest): Caller => ({
  ip: request.ip,
  headers: fetchHeaders(request),
});
const tags = ['account'];

/** How long one process reuses the person part of the session view (issue 31). */
export const SESSION_USER_MS = 1_000;

export const accountRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (
  app,
  { deps },
) => {
  // The web app's boot check reads the person on every page load: kept a moment per user and
  // process; how it is dropped, and read afresh after the user's own writes: per-user-cache.ts.
  // One answer per session as it stands (its lifetime and role are part of the answer).
  const current = keptAnswer(app, { ms: SESSION_USER_MS });
  app.post(
    '/api/account/signup',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign up as participant or supporter (signs in with a browser-session cookie)',
        body: signUpRequestSchema,
        response: { 201: sessionResponseSchema },
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
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in as a role; rememberMe gives a 30-day session',
        body: signInRequestSchema,
        response: { 200: sessionResponseSchema },
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
    {
      config: { access: 'public' },
      schema: { tags, summary: 'End the session', response: { 200: okSchema } },
    },
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
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The signed-in user; calling it keeps an idle session alive',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => sessionView(deps.db, request.caller),
  );

  // The web app's boot check: signed-out visitors get 200 with null rather than a 401, so that
  // public pages log no failed request in the browser console (issue 13).
  app.get(
    '/api/account/session/current',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The signed-in user or null; calling it keeps an idle session alive',
        response: { 200: currentSessionResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await request.optionalSession();
      if (!session) return { current: null };
      const key = `${session.userId}|${session.sessionId}|${session.expiresAt.getTime()}|${session.role ?? ''}`;
      return current(request, reply, key, async () => ({
        current: withSession(await sessionUser(deps.db, session.userId), session),
      }));
    },
  );

  app.post(
    '/api/account/enter',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Continue the session as a role',
        body: enterRoleRequestSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => enterAs(deps, request.caller, request.body.role),
  );

  app.post(
    '/api/account/roles',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Add the other role to the account',
        body: addRoleRequestSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => addRole(deps, request.caller, request.body.role),
  );

  app.post(
    '/api/account/identify',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Complete an account made by federated sign-in (role, names, birth date)',
        body: identifyRequestSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => identify(deps, request.caller, request.body, request.language),
  );

  app.post(
    '/api/account/password-reset',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Mail a reset link; answers the same whether or not the account exists',
        body: passwordResetRequestSchema,
        response: { 202: okSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email, caller(request));
      return reply.status(202).send({ ok: true as const });
    },
  );

  app.post(
    '/api/account/password-reset/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with the mailed single-use token; ends every session',
        body: passwordResetConfirmSchema,
        response: { 200: okSchema },
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
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Change the password (needs the current one); ends the other sessions',
        body: changePasswordRequestSchema,
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      const session = request.caller;
      forwardAuthHeaders(await changePassword(deps, session, request.body, caller(request)), reply);
      return { ok: true as const };
    },
  );

  app.put(
    '/api/account/email',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          'Ask to change the email (needs the current password); the new address counts once its mailed link is followed',
        body: changeEmailRequestSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => {
      const session = request.caller;
      await changeEmail(deps, session, request.body, caller(request));
      return sessionView(deps.db, session);
    },
  );
};
