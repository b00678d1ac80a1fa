// T4: the routes of a test handed to a phone (modules/testkit/handoff.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  handoffLinkSchema,
  handoffRedeemSchema,
  handoffRequestSchema,
  handoffSessionSchema,
  handoffStatusQuerySchema,
  handoffStatusSchema,
} from '@quit/contracts/test-handoff';
import { HANDOFF_COOKIE, HANDOFF_COOKIE_PATH } from '../../platform/auth/handoff-session';
import { consumeRateLimit } from '../../platform/rate-limit';
import type { ServiceDeps } from '../../core/service-deps';
import { createHandoff, handoffStatus, redeemHandoff } from './handoff';
import { openFollowUpOf } from '../course/follow-ups';

/** Links are unguessable; this only keeps one address from hammering the endpoint. */
const redeemPerIp = { limit: 30, windowSeconds: 15 * 60 };

export const handoffRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['testkit'];
  const secure = deps.settings.publicUrl.startsWith('https:');

  app.post(
    '/api/testkit/handoff',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary:
          'A single-use link (and QR code) that opens my open test on a phone, for 15 minutes',
        body: handoffRequestSchema,
        response: { 200: handoffLinkSchema },
      },
    },
    async (request) => createHandoff(deps, app.clock, request.caller, request.body.courseId),
  );
  app.get(
    '/api/testkit/handoff',
    {
      config: { access: 'test-taker' },
      schema: {
        tags,
        summary: 'The newest hand-off link of my course: waiting, opened by the phone, or expired',
        querystring: handoffStatusQuerySchema,
        response: { 200: handoffStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return handoffStatus(deps, app.clock, request.caller, request.query.courseId);
    },
  );
  app.post(
    '/api/testkit/handoff/redeem',
    {
      config: { access: 'public', guesses: 'signed-link' },
      schema: {
        tags,
        summary: "Open a hand-off link on the phone (once): a session for that course's test alone",
        body: handoffRedeemSchema,
        response: { 200: handoffSessionSchema },
      },
    },
    async (request, reply) => {
      await consumeRateLimit(deps.db, `handoff:ip:${request.ip}`, redeemPerIp, deps.clock.now());
      const { secret, courseId, expiresAt } = await redeemHandoff(
        deps,
        app.clock,
        request.body.token,
      );
      const cookie = [
        `${HANDOFF_COOKIE}=${secret}`,
        `Path=${HANDOFF_COOKIE_PATH}`,
        // Relative: the browser's clock need not agree with the server's.
        `Max-Age=${Math.round((expiresAt.getTime() - app.clock.now().getTime()) / 1000)}`,
        'HttpOnly',
        'SameSite=Strict',
        ...(secure ? ['Secure'] : []),
      ].join('; ');
      reply.header('set-cookie', cookie);
      return { courseId };
    },
  );
  app.get(
    '/api/testkit/handoff/session',
    {
      config: { access: 'test-taker' },
      schema: {
        tags,
        summary: "Which course's test this device may take (a phone's hand-off session, or mine)",
        response: { 200: handoffSessionSchema.nullable() },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const courseId = request.caller.testCourseId;
      if (!courseId) return null;
      const followUp = await openFollowUpOf(deps.db, courseId, deps.clock.now());
      return { courseId, followUpId: followUp?.id ?? null };
    },
  );
};
