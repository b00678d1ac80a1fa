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
import { disputeTest } from './dispute';
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

  app.get(
    '/api/testkit/course/:id',
    {
      config: participant,
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
      config: participant,
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
      config: participant,
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
      config: participant,
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
      config: participant,
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
      submitTestPhoto(deps, request.caller.userId, request.params.id, request.body.image),
  );

  app.post(
    '/api/testkit/tests/:id/dispute',
    {
      config: participant,
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
      config: participant,
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
