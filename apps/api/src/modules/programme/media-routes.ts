import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProgrammeDeps } from './deps';
import { sendMedia } from './media';
import { checkMediaAccess } from './media-access';

/**
 * Seminar videos and captions. Participants only, of the days their course reached: the videos
 * are course content, and a same-origin `<video>`/`<track>` sends the session cookie, so this
 * needs nothing special.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ deps: ProgrammeDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/media/*',
    {
      config: { access: 'participant' },
      schema: {
        tags: ['programme'],
        summary: 'A seminar video (video/mp4) or captions (text/vtt), with range requests',
        params: z.object({ '*': z.string().max(512) }),
        querystring: z.object({ v: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      // Days not reached are refused like /api/resource/day/{n} (record 0071).
      await checkMediaAccess(deps, request.caller.userId, request.params['*']);
      return sendMedia(deps, reply, {
        key: request.params['*'],
        version: request.query.v,
        range: request.headers.range,
        ifNoneMatch: request.headers['if-none-match'],
      });
    },
  );
};
