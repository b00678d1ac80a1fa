// C8 (records 0082, 0083): the operators' follow-up tests — the list with outcomes and bonus
// pots, the kits to post with their address, and posting one (admins only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFollowUpKitsSchema,
  adminFollowUpListSchema,
  adminFollowUpQuerySchema,
  adminFollowUpSchema,
  followUpIdParamsSchema,
  sendFollowUpKitSchema,
} from '@quit/contracts/follow-up';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { sendFollowUpKit } from '../course/follow-up-kits';
import { adminFollowUps, followUpKitsToPost } from './follow-ups';

const admin = { access: 'admin' } as const;
const tags = ['admin'];

export const adminFollowUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.get(
    '/api/admin/follow-ups',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Follow-up tests at 3 and 6 months: states, kits, tests, outcomes, bonus pots',
        querystring: adminFollowUpQuerySchema,
        response: { 200: adminFollowUpListSchema },
      },
    },
    async (request) => ({
      followUps: await adminFollowUps(deps.db, deps.clock.now(), request.query.state),
    }),
  );
  app.get(
    '/api/admin/follow-ups/kits',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Follow-up tests whose kit is to be posted, due first, with the postal address',
        response: { 200: adminFollowUpKitsSchema },
      },
    },
    async () => followUpKitsToPost(deps.db),
  );
  app.post(
    '/api/admin/follow-ups/:id/kit',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Post this kit (in stock) for the follow-up test: marked sent, the participant told',
        params: followUpIdParamsSchema,
        body: sendFollowUpKitSchema,
        response: { 200: adminFollowUpSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await sendFollowUpKit(deps, id, request.body.testkitId, request.body.trackingText ?? null);
      const row = (await adminFollowUps(deps.db, deps.clock.now(), undefined)).find(
        (f) => f.id === id,
      );
      if (!row) throw new AppError('NOT_FOUND');
      // As a course's kit assignment: on the participant's page (issue 30, record 0064).
      await recordAudit(deps.db, {
        type: 'admin_kit_assigned',
        userId: request.caller.userId,
        ip: request.ip,
        detail: {
          kitId: request.body.testkitId,
          courseId: row.courseId,
          targetId: row.participantId,
          followUpId: id,
        },
      });
      return row;
    },
  );
};
