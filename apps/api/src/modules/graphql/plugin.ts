import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { participantParamsSchema } from '@quit/contracts/money';
import { isAppError } from '../../platform/errors';
import { consumeRateLimit, type RateLimitRule } from '../../platform/rate-limit';
import { errorMessage, type MessageSettings } from '../../platform/i18n';
import { webappConfig } from '../global/service';
import { hallOfFame } from '../questionnaires/hall-of-fame';
import { landingCountersCache } from '../questionnaires/landing-counters';
import { publicTestimonials } from '../testimonials/service';
import type { PublicSources } from './schema';
import type { createPublicYoga } from './yoga';

const PATH = '/api/graphql';

/** Queries one address may send a minute (each is parsed, validated and resolved). */
export const graphqlRateLimit: RateLimitRule = { limit: 60, windowSeconds: 60 };

/** A GraphQL request over HTTP (POST only): shape-checked before it reaches GraphQL. */
const graphqlRequestSchema = z
  .object({
    query: z.string().min(1).max(20_000),
    variables: z.record(z.string(), z.unknown()).nullable().optional(),
    operationName: z.string().max(200).nullable().optional(),
  })
  .strict();

const routes: FastifyPluginAsyncZod<{ sources: PublicSources; settings: MessageSettings }> = async (
  app,
  { sources, settings },
) => {
  // GraphQL and Yoga load with the first request (issue 15: start-up time and idle memory).
  let yoga: Promise<ReturnType<typeof createPublicYoga>> | undefined;
  const loadYoga = () => (yoga ??= import('./yoga').then((m) => m.createPublicYoga(sources, PATH)));
  app.post(
    PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['global'],
        summary:
          'Read-only GraphQL over the public data (configuration, counters, fundraisers, reviews)',
        body: graphqlRequestSchema,
      },
    },
    async (request, reply) => {
      await consumeRateLimit(app.db, `graphql:${request.ip}`, graphqlRateLimit, app.clock.now());
      const response = await (
        await loadYoga()
      ).fetch(
        `http://localhost${PATH}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/graphql-response+json, application/json',
          },
          body: JSON.stringify(request.body),
        },
        {},
      );
      const text = await response.text();
      void reply.status(response.status).type('application/json');
      if (response.status < 400) return reply.send(text);
      // An invalid query: the GraphQL errors, beside the API's own {code, message, requestId}.
      const parsed = JSON.parse(text) as { errors?: unknown };
      return reply.send({
        code: 'INVALID_DATA',
        message: errorMessage('INVALID_DATA', request.language, settings),
        requestId: request.id,
        errors: parsed.errors ?? [],
      });
    },
  );
};

/**
 * POST /api/graphql (spec §7, issue 13): the public data again, for clients that prefer GraphQL.
 * It reuses the REST views' services, so it shows what they show and nothing more.
 */
export const graphqlModule = fp(
  async (app) => {
    const { config } = app;
    const configuration = webappConfig(config);
    const counters = landingCountersCache({ db: app.db, clock: app.calendar }, app.clock);
    const sources: PublicSources = {
      configuration: () => configuration,
      counters,
      hallOfFame: () => hallOfFame({ db: app.db, clock: app.clock }),
      reviews: () => publicTestimonials(app.db),
      fundraiser: async (participantId) => {
        if (!participantParamsSchema.safeParse({ id: participantId }).success) return null;
        try {
          return (await app.publicFundraiser(participantId)).body;
        } catch (error) {
          if (isAppError(error) && error.status === 404) return null;
          if (isAppError(error)) {
            const { GraphQLError } = await import('graphql');
            throw new GraphQLError(error.code, { extensions: { code: error.code } });
          }
          throw error;
        }
      },
    };
    const settings: MessageSettings = {
      minBalanceCents: config.minBalanceCents,
      currency: config.currency,
      startDateMaxDays: config.startDateMaxDays,
    };
    await app.register(routes, { sources, settings });
  },
  { name: 'graphql', dependencies: ['money-module', 'request-language'] },
);
