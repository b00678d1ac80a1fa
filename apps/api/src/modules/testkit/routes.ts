// Participant routes of the nicotine test (spec §3, decisions T1, T3).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseIdParamsSchema,
  courseTestkitSchema,
  kitCodeParamsSchema,
  participantTestkitSchema,
  predictQuerySchema,
  testIdParamsSchema,
  testPhotoSchema,
  testDisputeSchema,
  testReadingSchema,
  verificationSessionRequestSchema,
  verificationSessionSchema,
} from '@quit/contracts/testkit';
import type { CurrentSession } from '../../platform/auth/session';
import { disputeTest } from './dispute';
import { assertInTestScope, assertKitInTestScope, assertTestInTestScope } from './handoff';
import { createVerificationSession } from './identity';
import { testPhoto } from './review';
import type { ServiceDeps } from '../../core/service-deps';
import { courseKit, ownKit, participantView, startWait } from './participant-kits';
import { myTestReading, submitTestPhoto } from './test-photo';

/** A phone photo as base64 (about 4/3 of its bytes) plus JSON around it. */
const PHOTO_BODY_LIMIT = 12 * 1024 * 1024;

export const testkitRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['testkit'];
  const participant = { access: 'participant' } as const;
  // T4: the test's own routes also admit a phone's hand-off session, kept to its course.
  const testTaker = { access: 'test-taker' } as const;
  // A kit's code in the path: wrong codes count toward the account's guessing limit.
  const kitTaker = { access: 'test-taker', guesses: 'kit-code' } as const;
  const scope = {
    course: async (request: { caller: CurrentSession; params: { id: string } }) =>
      assertInTestScope(request.caller, request.params.id),
    kit: async (request: { caller: CurrentSession; params: { id: string } }) =>
      assertKitInTestScope(deps, request.caller, request.params.id),
    test: async (request: { caller: CurrentSession; params: { id: string } }) =>
      assertTestInTestScope(deps, request.caller, request.params.id),
    predict: async (request: { caller: CurrentSession; query: { testId: string } }) =>
      assertTestInTestScope(deps, request.caller, request.query.testId),
  };

  app.get(
    '/api/testkit/course/:id',
    {
      config: testTaker,
      preHandler: scope.course,
      schema: {
        tags,
        summary: 'The kit posted for one of my courses (null before one is assigned)',
        params: courseIdParamsSchema,
        response: { 200: courseTestkitSchema },
      },
    },
    async (request) => ({
      testkit: await courseKit(deps, request.caller.userId, request.params.id),
      now: deps.clock.now().toISOString(),
    }),
  );
  app.get(
    '/api/testkit/predict',
    {
      config: testTaker,
      preHandler: scope.predict,
      schema: {
        tags,
        summary: 'The prediction and status of one of my tests (final, or waiting for review)',
        querystring: predictQuerySchema,
        response: { 200: testReadingSchema },
      },
    },
    async (request) => myTestReading(deps, request.caller.userId, request.query.testId),
  );
  app.get(
    '/api/testkit/:id/participant',
    {
      config: kitTaker,
      preHandler: scope.kit,
      schema: {
        tags,
        summary: 'The scanned kit code: mine and unused, else TESTKIT_NOT_FOUND / TESTKIT_USED',
        params: kitCodeParamsSchema,
        response: { 200: participantTestkitSchema },
      },
    },
    async (request) =>
      participantView(
        deps,
        request.caller.userId,
        await ownKit(deps, request.caller.userId, request.params.id),
      ),
  );
  app.post(
    '/api/testkit/:id/start',
    {
      config: kitTaker,
      preHandler: scope.kit,
      schema: {
        tags,
        summary: 'Start the 5-minute wait after the scan (once; a reload keeps it)',
        params: kitCodeParamsSchema,
        response: { 200: participantTestkitSchema },
      },
    },
    async (request) => startWait(deps, request.caller.userId, request.params.id),
  );
  app.post(
    '/api/testkit/:id/photo',
    {
      config: kitTaker,
      preHandler: scope.kit,
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Upload the photo of the result window and get the prediction (T3)',
        params: kitCodeParamsSchema,
        body: testPhotoSchema,
        response: { 200: testReadingSchema },
      },
    },
    async (request) =>
      submitTestPhoto(
        deps,
        request.caller.userId,
        request.params.id,
        request.body.image,
        request.body.recordingId,
        request.body.presence,
      ),
  );

  app.post(
    '/api/testkit/tests/:id/dispute',
    {
      config: testTaker,
      preHandler: scope.test,
      schema: {
        tags,
        summary: 'Dispute the reading of my test: it goes to an operator (T3)',
        params: testIdParamsSchema,
        body: testDisputeSchema,
        response: { 200: testReadingSchema },
      },
    },
    async (request) =>
      disputeTest(deps, request.caller.userId, request.params.id, request.body.note),
  );
  app.post(
    '/api/stripe/verificationsession',
    {
      config: participant,
      schema: {
        tags,
        summary: 'Start the identity check (document and selfie) needed once before the test',
        body: verificationSessionRequestSchema,
        response: { 200: verificationSessionSchema },
      },
    },
    async (request) =>
      createVerificationSession(deps, request.caller.userId, request.body, request.language),
  );

  app.get(
    '/api/testkit/tests/:id/photo',
    {
      config: testTaker,
      preHandler: scope.test,
      schema: {
        tags,
        summary: 'The photo of my test (JPEG, no metadata)',
        params: testIdParamsSchema,
      },
    },
    async (request, reply) => {
      const photo = await testPhoto(deps, request.params.id, request.caller.userId);
      return reply.type('image/jpeg').header('cache-control', 'private, no-store').send(photo);
    },
  );
};
