// Operators' kit routes (T1): batches, the list, assigning when posting, marking missing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTestkitListSchema,
  adminTestkitQuerySchema,
  adminTestkitSchema,
  assignTestkitSchema,
  adminTestListSchema,
  adminTestQuerySchema,
  adminTestSchema,
  createTestkitsSchema,
  labelSheetQuerySchema,
  testDecisionSchema,
  testIdParamsSchema,
  testkitIdParamsSchema,
} from '@quit/contracts/testkit';
import { decideTest, listTests, testPhoto } from './review';
import { assignKit, createKits, kitCodes, listKits, markKitMissing } from './admin-kits';
import type { ServiceDeps } from '../../core/service-deps';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { courses } from '../../db/schema';
import { recordAudit, type AuditEventType } from '../../platform/audit';

export const adminTestkitRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['admin', 'testkit'];
  const admin = { access: 'admin' } as const;
  const audit = (request: FastifyRequest, type: AuditEventType, detail: Record<string, unknown>) =>
    recordAudit(deps.db, { type, userId: request.caller.userId, ip: request.ip, detail });
  /** The participant of a kit's course, so the event shows on that person's page. */
  const participantOf = async (courseId: string | null) => {
    if (!courseId) return null;
    const [course] = await deps.db
      .select({ participantId: courses.participantId })
      .from(courses)
      .where(eq(courses.id, courseId));
    return course?.participantId ?? null;
  };

  app.post(
    '/api/admin/testkits',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a batch of N new kits with random codes',
        body: createTestkitsSchema,
        response: { 201: adminTestkitListSchema },
      },
    },
    async (request, reply) => {
      const testkits = await createKits(deps, request.body.count);
      await audit(request, 'admin_kits_created', {
        count: testkits.length,
        kitIds: testkits.map((kit) => kit.id),
      });
      return reply.code(201).send({ testkits });
    },
  );
  app.get(
    '/api/admin/testkits',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Kits, newest first, optionally by state or course',
        querystring: adminTestkitQuerySchema,
        response: { 200: adminTestkitListSchema },
      },
    },
    async (request) => ({ testkits: await listKits(deps, request.query) }),
  );
  app.get(
    '/api/admin/testkits/labels.pdf',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Printable A4 sheet of QR labels for the given kits (print at 100 %)',
        querystring: labelSheetQuerySchema,
      },
    },
    async (request, reply) => {
      // pdf-lib and qrcode load with the first sheet: start-up and idle memory (issue 15).
      const { labelSheet } = await import('./label-sheet');
      const pdf = await labelSheet(await kitCodes(deps, request.query.ids));
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="testkit-labels.pdf"')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
  app.post(
    '/api/admin/testkits/:id/assign',
    {
      config: admin,
      schema: {
        tags,
        summary: "Assign an unused kit to a participant's course when posting it",
        params: testkitIdParamsSchema,
        body: assignTestkitSchema,
        response: { 200: adminTestkitSchema },
      },
    },
    async (request) => {
      const { courseId, trackingText = null } = request.body;
      const kit = await assignKit(deps, request.params.id, courseId, trackingText);
      await audit(request, 'admin_kit_assigned', {
        kitId: kit.id,
        courseId: kit.courseId,
        targetId: await participantOf(kit.courseId),
      });
      return kit;
    },
  );
  app.post(
    '/api/admin/testkits/:id/missing',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mark a kit missing (lost in the post); then assign another',
        params: testkitIdParamsSchema,
        response: { 200: adminTestkitSchema },
      },
    },
    async (request) => {
      const kit = await markKitMissing(deps, request.params.id);
      await audit(request, 'admin_kit_marked_missing', {
        kitId: kit.id,
        courseId: kit.courseId,
        targetId: await participantOf(kit.courseId),
      });
      return kit;
    },
  );

  app.get(
    '/api/admin/testkits/tests',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Tests by status, oldest first: the review queue by default (T3)',
        querystring: adminTestQuerySchema,
        response: { 200: adminTestListSchema },
      },
    },
    async (request) => ({ tests: await listTests(deps, request.query.status) }),
  );
  app.get(
    '/api/admin/testkits/tests/:id/photo',
    {
      config: admin,
      schema: { tags, summary: "The test's photo (JPEG, no metadata)", params: testIdParamsSchema },
    },
    async (request, reply) => {
      const photo = await testPhoto(deps, request.params.id, null);
      await audit(request, 'admin_test_photo_viewed', { testId: request.params.id });
      return reply.type('image/jpeg').header('cache-control', 'private, no-store').send(photo);
    },
  );
  app.post(
    '/api/admin/testkits/tests/:id/decision',
    {
      config: admin,
      schema: {
        tags,
        summary: "The operator's result, final (T3); passed/failed/partial record the outcome",
        params: testIdParamsSchema,
        body: testDecisionSchema,
        response: { 200: adminTestSchema },
      },
    },
    async (request) => decideTest(deps, request.params.id, request.caller.userId, request.body),
  );
};
