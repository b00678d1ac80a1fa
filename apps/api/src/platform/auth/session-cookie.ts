import type { FastifyRequest } from 'fastify';

/**
 * A session cookie is present (better-auth's `session_token`, `__Secure-` on https). Whether it
 * is still valid is for the session check; this only tells a signed-in browser from a visitor.
 */
export const hasSession = (request: FastifyRequest): boolean =>
  /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=/.test(request.headers.cookie ?? '');
