import type { FastifyReply, FastifyRequest } from 'fastify';

/** The request's headers as a Fetch `Headers`, for better-auth's server API. */
export function fetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

/**
 * A client that keeps the session token itself (a script, the benchmark, an app) asks for it
 * with `x-auth-mode: token`; browsers use the HttpOnly cookie and never see the token.
 */
export const AUTH_MODE_HEADER = 'x-auth-mode';

/**
 * Copies the cookies better-auth set on its answer to ours. The session token better-auth's
 * bearer plugin puts in `set-auth-token` is passed on only when the request asked for it: any
 * script on the page can read a response header, but not an HttpOnly cookie.
 */
export function forwardAuthHeaders(from: Headers, reply: FastifyReply): void {
  const cookies = from.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const token = from.get('set-auth-token');
  if (token && reply.request.headers[AUTH_MODE_HEADER] === 'token') {
    reply.header('set-auth-token', token);
  }
}
