// T5: the witnessed recording's routes. The participant's browser uploads it by the tus
// protocol under /api/testkit/recordings and may watch it again; an operator watches a test's
// recording (every view audited). Nobody else can append to one or read it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordingDownloadQuerySchema,
  recordingQuerySchema,
  testIdParamsSchema,
} from '@quit/contracts/testkit';
import type { ServiceDeps } from '../../core/service-deps';
import { assertInTestScope } from './handoff';
import { RECORDINGS_PATH, recordingUploads } from './recording-uploads';
import { exportedRecording, operatorRecording, ownRecording, sendRecording } from './recordings';

/**
 * Who may upload and watch their own recording: one place, so that the hand-off to a phone
 * (T4) changes it once.
 */
const recorder = { access: 'test-taker' } as const;
const admin = { access: 'admin' } as const;

export const recordingRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['testkit'];
  const uploads = recordingUploads(deps);
  // tus reads the body itself (a chunk of film): Fastify leaves it untouched.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null),
  );
  const tus = {
    config: recorder,
    schema: { tags, hide: true },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const { userId, testCourseId } = request.caller;
      await uploads.handle(request.raw, reply.raw, { userId, testCourseId });
    },
  };
  app.route({ method: ['POST', 'OPTIONS'], url: RECORDINGS_PATH, ...tus });
  // HEAD before GET: Fastify would otherwise answer HEAD with the GET route's headers.
  app.route({ method: ['PATCH', 'HEAD', 'DELETE'], url: `${RECORDINGS_PATH}/:id`, ...tus });

  app.get(
    `${RECORDINGS_PATH}/:id`,
    {
      config: recorder,
      schema: {
        tags,
        summary: 'My recording of a test (video, byte ranges)',
        params: testIdParamsSchema,
      },
    },
    async (request, reply) => {
      const recording = await ownRecording(deps, request.caller.userId, request.params.id);
      assertInTestScope(request.caller, recording.courseId);
      return sendRecording(deps, reply, recording, request.headers.range);
    },
  );

  app.get(
    `${RECORDINGS_PATH}/:id/download`,
    {
      // The signed link of the participant's data export: whoever holds it, for a day.
      config: { access: 'public', guesses: 'signed-link' },
      schema: {
        tags,
        summary: 'A recording from my data export (the link is signed and valid for a day)',
        params: testIdParamsSchema,
        querystring: recordingDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const recording = await exportedRecording(deps, id, request.query.token, app.clock.now());
      const extension = recording.mimeType === 'video/mp4' ? 'mp4' : 'webm';
      void reply.header(
        'content-disposition',
        `attachment; filename="test-recording-${recording.id}.${extension}"`,
      );
      return sendRecording(deps, reply, recording, request.headers.range);
    },
  );

  app.get(
    '/api/admin/testkits/tests/:id/recording',
    {
      config: admin,
      schema: {
        tags: ['admin', 'testkit'],
        summary:
          "A test's recording (the first, or the one named), byte ranges for <video>; every view audited",
        params: testIdParamsSchema,
        querystring: recordingQuerySchema,
      },
    },
    async (request, reply) =>
      sendRecording(
        deps,
        reply,
        await operatorRecording(
          deps,
          { operatorId: request.caller.userId, ip: request.ip },
          request.params.id,
          request.query.recording,
        ),
        request.headers.range,
      ),
  );
};
