import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { errorStatus, type ErrorBody, type ErrorCode } from '@quit/contracts/errors';
import { isAppError } from './errors';
import { errorMessage, type MessageSettings } from './i18n';

/** Fastify's own 4xx statuses mapped onto the stable codes; anything else 4xx is bad input. */
const codeByClientStatus: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

export function codeForClientStatus(status: number): ErrorCode {
  return codeByClientStatus[status] ?? 'INVALID_DATA';
}

function fieldsOf(error: unknown): string[] | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const fields = error.validation.map((v) => {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return path === '' ? String(v.params?.['missingProperty'] ?? v.params?.['issue'] ?? '') : path;
  });
  return [...new Set(fields.filter((f) => f !== ''))];
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: MessageSettings,
  code: ErrorCode,
  extra: { fields?: string[] | undefined; params?: Record<string, string | number> } = {},
) {
  const body: ErrorBody = {
    code,
    message: errorMessage(code, request.language, settings, extra.params),
    requestId: request.id,
  };
  if (extra.fields && extra.fields.length > 0) body.fields = extra.fields;
  return reply.status(errorStatus[code]).type('application/json').send(body);
}

/**
 * Every failure leaves the API as `{ code, message, requestId }` in the request's language.
 * Internals (stack, SQL, provider messages) only ever reach the log.
 */
export const errorHandler = fp<{ settings: MessageSettings }>(
  async (app, { settings }) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isAppError(error)) {
        if (error.status >= 500) request.log.error({ err: error }, error.message);
        return sendError(request, reply, settings, error.code, {
          fields: error.fields,
          ...(error.params ? { params: error.params } : {}),
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return sendError(request, reply, settings, 'INVALID_DATA', { fields: fieldsOf(error) });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return sendError(request, reply, settings, 'INTERNAL');
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Only the code: Fastify's messages quote the request (a JSON parse error quotes the
        // body, a bad URL the path), and those may carry emails, names or tokens.
        request.log.info({ err: { code: error.code, status } }, 'client error');
        return sendError(request, reply, settings, codeForClientStatus(status));
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(request, reply, settings, 'INTERNAL');
    });
  },
  { name: 'error-handler', dependencies: ['request-language'] },
);
