import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@quit/contracts/errors';
import { healthSchema, readinessSchema } from '@quit/contracts/global';
import type { Db } from '../../db/client';
import { migrationsCurrent } from '../../db/migrate';
import { AppError } from '../../platform/errors';
import { stateMetricsText } from './state-metrics';

const startedAt = Date.now();

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * GET /api/health (liveness: the process answers, and whether the database does),
 * GET /api/ready (readiness: the database answers and has every migration of this build) and
 * GET /metrics (Prometheus, with METRICS_TOKEN; record 0074).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000);
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'up' as const, uptimeSeconds };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'degraded', database: 'down', uptimeSeconds });
      }
    },
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary:
          'Readiness: the database answers and has applied every migration of this build (503 otherwise)',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: database unreachable');
        return reply
          .status(503)
          .send({ status: 'not_ready', database: 'down', migrations: 'unknown' });
      }
      if (!(await migrationsCurrent(db))) {
        return reply
          .status(503)
          .send({ status: 'not_ready', database: 'up', migrations: 'pending' });
      }
      return { status: 'ready' as const, database: 'up' as const, migrations: 'current' as const };
    },
  );

  const token = app.config.metricsToken;
  app.get(
    '/metrics',
    {
      // No account: the scraper proves itself with the bearer token below.
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        ['x-access' as string]: 'public',
        operationId: 'getMetrics',
        summary: 'Metrics in Prometheus text format',
        description:
          "Metrics in Prometheus' text format: HTTP answers by route pattern, the job queue, money, tests waiting, the database pool, memory and event-loop delay, every server process's figures in one answer. Needs `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN configured it answers 404.",
        response: {
          200: z.string().describe("Prometheus' text exposition format, version 0.0.4"),
          401: errorBodySchema,
          404: errorBodySchema,
          // Under node:cluster: a worker did not hand its figures to the primary in time.
          500: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (token === undefined) throw new AppError('NOT_FOUND');
      if (!bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('UNAUTHENTICATED');
      }
      const [process, state] = await Promise.all([
        app.metrics.processText(),
        stateMetricsText(db, app.calendar.now(), (error) =>
          request.log.warn({ err: error }, 'metrics: the database did not answer'),
        ),
      ]);
      return reply
        .type('text/plain; version=0.0.4; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`${process.trimEnd()}\n\n${state}`);
    },
  );
};
