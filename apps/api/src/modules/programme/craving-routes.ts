// Cravings (P7) and the help matched to dependence (P8). Participants only, each their own;
// storing a craving needs the health-data consent, as the diary does.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cravingEndRequestSchema,
  cravingInsightsSchema,
  cravingParamsSchema,
  cravingRequestSchema,
  cravingSchema,
  dependenceHelpSchema,
} from '@quit/contracts/cravings';
import { requireHealthConsent } from '../consent/service';
import { cravingInsights, endCraving, logCraving } from './cravings';
import { dependenceHelp, type DependenceHelpDeps } from './dependence-help';

export const cravingRoutes: FastifyPluginAsyncZod<{ deps: DependenceHelpDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['cravings'];
  const participant = { access: 'participant' } as const;

  app.post(
    '/api/cravings',
    {
      config: participant,
      schema: {
        tags,
        summary: 'Log a craving now (P7); its ride-out lasts 3–5 minutes',
        body: cravingRequestSchema,
        response: { 200: cravingSchema },
      },
    },
    async (request) => {
      await requireHealthConsent(deps.db, request.caller.userId);
      return logCraving(deps, request.caller.userId, request.body);
    },
  );
  app.patch(
    '/api/cravings/:id',
    {
      config: participant,
      schema: {
        tags,
        summary: 'Say what helped and whether the craving passed',
        params: cravingParamsSchema,
        body: cravingEndRequestSchema,
        response: { 200: cravingSchema },
      },
    },
    async (request) => {
      await requireHealthConsent(deps.db, request.caller.userId);
      return endCraving(deps, request.caller.userId, request.params.id, request.body);
    },
  );
  app.get(
    '/api/cravings/insights',
    {
      config: participant,
      schema: {
        tags,
        summary: 'Cravings by hour of day, trigger and what helped',
        response: { 200: cravingInsightsSchema },
      },
    },
    async (request) => cravingInsights(deps, request.caller.userId, request.interfaceLanguage),
  );
  app.get(
    '/api/dependence-help',
    {
      config: participant,
      schema: {
        tags,
        summary: 'Whether to offer the quitline and medication advice (P8)',
        response: { 200: dependenceHelpSchema },
      },
    },
    async (request) => dependenceHelp(deps, request.caller.userId),
  );
};
