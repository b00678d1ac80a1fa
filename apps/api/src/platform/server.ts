// The Fastify instance itself: server options, request ids, one log line per request.
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { MessageSettings } from './i18n';
import { clientErrorHandler, frameworkErrorHandler } from './router-errors';
import { securityHeaderSet } from './security';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Largest request body: 1 MiB (answers 413 PAYLOAD_TOO_LARGE above it). */
export const BODY_LIMIT_BYTES = 1_048_576;

/**
 * Fastify's `trustProxy` for our TRUST_PROXY. A hop count becomes proxy-addr's function over
 * the hop index (0 is the socket's peer): Fastify itself treats a plain number as "trust no
 * one", which would silently turn the setting off.
 */
function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export function createServer(config: Config, logger: Logger): FastifyInstance {
  const settings: MessageSettings = {
    minBalanceCents: config.minBalanceCents,
    currency: config.currency,
    startDateMaxDays: config.startDateMaxDays,
  };
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler(
      settings,
      securityHeaderSet(config.publicUrl.startsWith('https://')),
    ),
    clientErrorHandler: clientErrorHandler(settings),
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: a text/plain body (a form that needs no CORS preflight) is 415.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', (request, reply, next) => {
    reply.header('x-request-id', request.id);
    next();
  });
  // One log line per request, after the answer (no query strings: they may carry tokens).
  app.addHook('onResponse', (request, reply, next) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    next();
  });
  return app;
}
