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

/** Copies the cookies (and bearer token) better-auth set on its answer to ours. */
export function forwardAuthHeaders(from: Headers, reply: FastifyReply): void {
  const cookies = from.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const token = from.get('set-auth-token');
  if (token) {
    reply.header('set-auth-token', token);
    reply.header('access-control-expose-headers', 'set-auth-token');
  }
}
