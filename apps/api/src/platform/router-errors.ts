// Errors Fastify raises before a request reaches a route (and so before any hook or the error
// handler): they answer `{ code, message, requestId }` like every other error.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorStatus, type ErrorBody, type ErrorCode } from '@quit/contracts/errors';
import { errorMessage, type MessageSettings } from './i18n';
import { languageOfRequest } from './language';

/**
 * `frameworkErrors`: a path that is not valid percent-encoding (`/api/%ff`) or whose
 * parameter is longer than the router allows names nothing that exists, so it is a 404; a
 * failed routing constraint is bad input.
 */
export function frameworkErrorHandler(
  settings: MessageSettings,
  securityHeaders: Record<string, string>,
): NonNullable<FastifyServerOptions['frameworkErrors']> {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const code: ErrorCode =
      error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'NOT_FOUND'
        : 'INVALID_DATA';
    // No hook ran for this request: its language and headers are set here.
    const language = languageOfRequest(request.headers, request.url);
    request.log.info({ err: { code: error.code } }, 'router error');
    const body: ErrorBody = {
      code,
      message: errorMessage(code, language, settings),
      requestId: request.id,
    };
    void reply
      .headers(securityHeaders)
      .status(errorStatus[code])
      .header('x-request-id', request.id)
      .header('cache-control', 'no-store')
      .type('application/json')
      .send(body);
  };
}

/**
 * `clientErrorHandler`: a request Node's HTTP parser could not read (malformed, headers too
 * large, too slow). Nothing of it is known, so the answer is in English.
 */
export function clientErrorHandler(settings: MessageSettings) {
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const code: ErrorCode =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? 'HEADERS_TOO_LARGE'
          : 'INVALID_DATA';
    const status = errorStatus[code];
    const body = JSON.stringify({ code, message: errorMessage(code, 'en', settings) });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          `Connection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
