import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRoleRequestSchema,
  attentionSchema,
  contactPageSchema,
  contactQuerySchema,
  courseDetailSchema,
  coursesPageSchema,
  coursesQuerySchema,
  idParamsSchema,
  jobsPageSchema,
  jobsQuerySchema,
  manualRefundRequestSchema,
  moneyTotalsSchema,
  okSchema,
  outboxMailSchema,
  outboxPageSchema,
  overviewSchema,
  pageQuerySchema,
  peoplePageSchema,
  peopleQuerySchema,
  personDetailSchema,
  rolesResponseSchema,
  userIdParamsSchema,
} from '@quit/contracts/admin';
import { heldGiftsSchema } from '@quit/contracts/second-chance';
import type { FastifyRequest } from 'fastify';
import { recordAudit, type AuditEventType } from '../../platform/audit';
import { markRefundedByHand, retryPayout, retryRefund } from '../money/operator-actions';
import { courseDetail, listCourses } from './courses';
import {
  listContact,
  listJobs,
  listOutbox,
  markContactHandled,
  readOutboxMail,
  retryJob,
} from './inbox';
import { attentionList, heldGifts, ledgerTotals } from './money';
import { personDetail, searchPeople, setAdminRole } from './people';

const admin = { access: 'admin' } as const;
const tags = ['admin'];

/** Every operator endpoint (admins only; refused with 403 FORBIDDEN, 401 signed out). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const audit = (request: FastifyRequest, type: AuditEventType, detail: Record<string, unknown>) =>
    recordAudit(db, { type, userId: request.caller.userId, ip: request.ip, detail });

  app.get(
    '/api/admin/overview',
    {
      config: admin,
      schema: { tags, summary: 'What the console offers here', response: { 200: overviewSchema } },
    },
    async () => ({
      sandbox: app.travel !== undefined,
      outbox: !app.config.smtpUrl,
      currency: app.config.currency,
    }),
  );

  app.get(
    '/api/admin/people',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Search people by name or email',
        querystring: peopleQuerySchema,
        response: { 200: peoplePageSchema },
      },
    },
    async (request) => searchPeople(db, request.query),
  );

  app.get(
    '/api/admin/people/:userId',
    {
      config: admin,
      schema: {
        tags,
        summary: "A person's roles, courses, money and audit events",
        params: userIdParamsSchema,
        response: { 200: personDetailSchema },
      },
    },
    async (request) => {
      const detail = await personDetail(db, request.params.userId, request.caller.userId);
      await audit(request, 'admin_person_viewed', { targetId: request.params.userId });
      return detail;
    },
  );

  app.put(
    '/api/admin/people/:userId/admin-role',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Grant or remove the admin role (never your own)',
        params: userIdParamsSchema,
        body: adminRoleRequestSchema,
        response: { 200: rolesResponseSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const roles = await setAdminRole(db, userId, request.body.admin, request.caller.userId);
      await audit(request, request.body.admin ? 'admin_role_granted' : 'admin_role_removed', {
        targetId: userId,
      });
      return { roles };
    },
  );

  app.get(
    '/api/admin/money/totals',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Held, pending, paid out, refunded and fees, from the ledger',
        response: { 200: moneyTotalsSchema },
      },
    },
    async () => ledgerTotals(db, app.config.currency),
  );

  app.get(
    '/api/admin/money/held-gifts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Gifts of ended courses waiting for a choice or kept for a next attempt (C7)',
        response: { 200: heldGiftsSchema },
      },
    },
    async () => heldGifts(db),
  );

  app.get(
    '/api/admin/money/needs-attention',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Refunds and payouts refused or stuck, failed jobs',
        response: { 200: attentionSchema },
      },
    },
    async () => attentionList(db, app.calendar.now()),
  );

  app.post(
    '/api/admin/money/refunds/:id/retry',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Ask the provider again for a refused refund',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await retryRefund(app.money, request.params.id);
      await audit(request, 'admin_refund_retried', { refundId: request.params.id });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/money/refunds/:id/mark-refunded',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Record a refused refund as paid back by hand, with a note',
        params: idParamsSchema,
        body: manualRefundRequestSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const done = await markRefundedByHand(app.money, request.params.id);
      await audit(request, 'admin_refund_marked', {
        refundId: request.params.id,
        courseId: done.courseId,
        amountCents: done.amountCents,
        note: request.body.note,
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/money/payouts/:id/retry',
    {
      config: admin,
      schema: {
        tags,
        summary: "Ask again for a failed payout, as the participant's own request would",
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { payoutId } = await retryPayout(app.money, request.params.id);
      await audit(request, 'admin_payout_retried', { failedPayoutId: request.params.id, payoutId });
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/courses',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Courses, newest first, by state',
        querystring: coursesQuerySchema,
        response: { 200: coursesPageSchema },
      },
    },
    async (request) => listCourses(db, request.query),
  );

  app.get(
    '/api/admin/courses/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "A course's balances and its timeline",
        params: idParamsSchema,
        response: { 200: courseDetailSchema },
      },
    },
    async (request) => courseDetail(db, request.params.id),
  );

  app.get(
    '/api/admin/contact',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Messages from the contact form',
        querystring: contactQuerySchema,
        response: { 200: contactPageSchema },
      },
    },
    async (request) => listContact(db, request.query),
  );

  app.post(
    '/api/admin/contact/:id/handled',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mark a contact message handled',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await markContactHandled(db, request.params.id, request.caller.userId, app.calendar.now());
      await audit(request, 'admin_contact_handled', { messageId: request.params.id });
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/outbox',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mails of the local outbox',
        querystring: pageQuerySchema,
        response: { 200: outboxPageSchema },
      },
    },
    async (request) => listOutbox(db, request.query),
  );

  app.get(
    '/api/admin/outbox/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One mail of the local outbox',
        params: idParamsSchema,
        response: { 200: outboxMailSchema },
      },
    },
    async (request) => {
      const mail = await readOutboxMail(db, request.params.id);
      await audit(request, 'admin_mail_read', { mailId: mail.id });
      return mail;
    },
  );

  app.get(
    '/api/admin/jobs',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Jobs by state, with their last error',
        querystring: jobsQuerySchema,
        response: { 200: jobsPageSchema },
      },
    },
    async (request) => listJobs(db, request.query),
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Run a failed job again',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const job = await retryJob(db, request.params.id, app.calendar.now());
      await audit(request, 'admin_job_retried', { jobId: request.params.id, kind: job.kind });
      return { ok: true as const };
    },
  );
};
